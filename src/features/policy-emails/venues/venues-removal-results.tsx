import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useConnection } from '../../../connection/connection-context.tsx';
import { useAnotherKey } from '../../../connection/venue-keys.tsx';
import { formatCount, formatSum } from '../../../lib/format.ts';
import { COUNTER_LABELS, COUNTERS, endedSignIns } from '../../../results/outcome.ts';
import { RemovalResults } from '../../../results/removal-results.tsx';
import { policyName } from '../../../results/removal-record.ts';
import tableStyles from '../../../ui/table.module.css';
import { Button, ButtonGroup } from '../../../ui/button.tsx';
import { csvFilename } from '../../../ui/csv.ts';
import { DownloadCsvButton } from '../../../ui/download-csv-button.tsx';
import { useAnnounce } from '../../../ui/live-region.tsx';
import {
  itemsAcross,
  itemSentence,
  venueFigures,
  VENUES_REMOVAL_CSV_HEADER,
  venuesRemovalCsvRows,
} from './across-venues.ts';
import { flightsVersion, isInFlight, subscribeFlights } from './run-removals.ts';
import type { VenueRemoval, VenuesRemoval } from './venues-removal.ts';
import styles from './venues.module.css';

export interface VenuesRemovalResultsProps {
  removal: VenuesRemoval;
  /** Sends the cleanup again to these venues (those without an answer). */
  onSendAgain: (venues: number[]) => void;
  onNewRemoval: () => void;
}

/** What a venue's row says of where it stands. */
function stateWords(venue: VenueRemoval, sending: boolean): string {
  if (sending) return 'Removing…';
  if (venue.state === 'done') return 'Done';
  const status = venue.failure?.status;
  if (status === 401 || status === 403) return `Key refused (${status}): left out`;
  if (venue.state === 'sending' || venue.state === 'unanswered')
    return `Answer not received: ${venue.failure?.message ?? 'the page was left before it came'}. Sending again is safe.`;
  return `Failed: ${venue.failure?.message ?? ''}`;
}

/**
 * After a cleanup sent to several venues: a table of venues (removed, not in the policy, still
 * allowed, sign-ins ended per module), each item across venues, one CSV with a venue column,
 * Send again where no answer came, and each venue opening to its own results.
 */
export function VenuesRemovalResults({
  removal,
  onSendAgain,
  onNewRemoval,
}: VenuesRemovalResultsProps) {
  useSyncExternalStore(subscribeFlights, flightsVersion);
  const { connections } = useConnection();
  const announce = useAnnounce();
  const [open, setOpen] = useState<number | null>(null);
  const anotherKey = useAnotherKey();
  const refusedAt = (i: number) => {
    const status = removal.venues[i]?.failure?.status;
    return status === 401 || status === 403;
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sending = removal.venues.map((_, i) => isInFlight(removal.id, i));
  const anySending = sending.some(Boolean);
  const saved = (i: number) =>
    connections.find((connection) => connection.id === removal.venues[i]?.connection.id);
  const resendable = removal.venues
    .map((venue, i) => i)
    .filter(
      (i) =>
        !sending[i] &&
        removal.venues[i]?.state !== 'done' &&
        saved(i)?.apiKey &&
        (!refusedAt(i) || anotherKey.replaced(i)),
    );
  const sendAgain = (venues: number[]) => {
    anotherKey.used(venues);
    onSendAgain(venues);
  };
  const across = itemsAcross(removal);
  const count = removal.venues.length;

  // Once every venue has answered (or failed), the heading takes the focus and the totals are said.
  const wasSending = useRef(anySending);
  useEffect(() => {
    if (wasSending.current && !anySending) {
      const done = removal.venues.filter((venue) => venue.state === 'done').length;
      announce(`Cleanup answered at ${done} of ${count} venues.`);
      headingRef.current?.focus();
    }
    wasSending.current = anySending;
  }, [anySending, removal, count, announce]);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const opened = open === null ? undefined : removal.venues[open];
  return (
    <>
      <section aria-labelledby="venues-removal-title">
        <h2 id="venues-removal-title" ref={headingRef} tabIndex={-1}>
          {anySending ? `Removing at ${count} venues…` : `Cleanup at ${count} venues`}
        </h2>
        <p>
          {formatCount(removal.sent.length)} {removal.sent.length === 1 ? 'entry' : 'entries'}{' '}
          removed from each venue's own policy;{' '}
          {removal.revokeUserEngagement
            ? 'their active sign-ins end.'
            : 'existing sessions stay, only new sign-ins are blocked.'}
        </p>
        <div className={`${tableStyles.tableScroll} ${styles.venueTable}`}>
          <table className={tableStyles.table}>
            <caption className={tableStyles.caption}>Results by venue</caption>
            <thead>
              <tr>
                <th scope="col">Venue</th>
                <th scope="col">Policy</th>
                <th scope="col">Removed</th>
                <th scope="col">Not in the policy</th>
                <th scope="col">Still allowed</th>
                <th scope="col">Sign-ins ended</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {removal.venues.map((venue, i) => {
                const figures = venueFigures(venue);
                const refused = refusedAt(i);
                const keyMissing = saved(i) !== undefined && saved(i)?.apiKey === undefined;
                return (
                  <tr key={venue.connection.id}>
                    <th scope="row">
                      {venue.connection.name}
                      <br />
                      <span className={styles.kind}>
                        {venue.connection.organizationId} / {venue.connection.contextId}
                      </span>
                    </th>
                    <td>{policyName(venue.policyId, venue.label)}</td>
                    <td>
                      {figures ? formatCount(figures.removed) : '–'}
                      {figures && figures.probablyEarlier > 0
                        ? ` (and ${formatCount(figures.probablyEarlier)} probably by the earlier attempt)`
                        : ''}
                    </td>
                    <td>{figures ? formatCount(figures.ignored) : '–'}</td>
                    <td>{figures ? formatCount(figures.stillAllowed) : '–'}</td>
                    <td>
                      {figures
                        ? COUNTERS.map(
                            (counter) =>
                              `${COUNTER_LABELS[counter]}: ${formatSum(figures.sums[counter])}`,
                          ).join('; ') + ` (in all ${formatSum(endedSignIns(figures.sums))})`
                        : '–'}
                    </td>
                    <td>
                      <p>{stateWords(venue, sending[i] ?? false)}</p>
                      <ButtonGroup>
                        {resendable.includes(i) ? (
                          <Button
                            variant="secondary"
                            onClick={() => sendAgain([i])}
                            aria-label={`Send again to ${venue.connection.name}`}
                          >
                            Send again
                          </Button>
                        ) : null}
                        {(refused || keyMissing) && saved(i) ? (
                          <Button
                            variant="secondary"
                            onClick={() => anotherKey.ask(i)}
                            aria-label={`${refused ? 'Enter another key' : 'Enter key'} for ${venue.connection.name}`}
                          >
                            {refused ? 'Enter another key' : 'Enter key'}
                          </Button>
                        ) : null}
                        {venue.result ? (
                          <Button
                            variant="quiet"
                            aria-expanded={open === i}
                            aria-controls="venue-removal-detail"
                            aria-label={`Results at ${venue.connection.name}`}
                            onClick={() => setOpen(open === i ? null : i)}
                          >
                            Results
                          </Button>
                        ) : null}
                      </ButtonGroup>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <h3>Each entry across venues</h3>
        <ul aria-label="Each entry across venues">
          {across.map((item) => (
            <li key={item.item}>{itemSentence(item, count)}</li>
          ))}
        </ul>
        <ButtonGroup>
          {resendable.length > 1 ? (
            <Button onClick={() => sendAgain(resendable)}>
              Send again to {formatCount(resendable.length)} venues
            </Button>
          ) : null}
          <DownloadCsvButton
            filename={csvFilename('policy-cleanup-venues')}
            header={VENUES_REMOVAL_CSV_HEADER}
            rows={() => venuesRemovalCsvRows(removal)}
          />
          <Button
            variant="secondary"
            onClick={onNewRemoval}
            aria-disabled={anySending || undefined}
          >
            New removal
          </Button>
        </ButtonGroup>
      </section>
      {anotherKey.prompt(saved, 'Send again removes there')}
      <div id="venue-removal-detail">
        {opened?.result && open !== null ? (
          <section aria-labelledby="venue-removal-detail-title" className={styles.venueDetail}>
            <h2 id="venue-removal-detail-title">Results at {opened.connection.name}</h2>
            <RemovalResults
              record={opened.result}
              connectionName={`${opened.connection.name} (${opened.connection.organizationId} / ${opened.connection.contextId})`}
              level={3}
            />
          </section>
        ) : null}
      </div>
    </>
  );
}
