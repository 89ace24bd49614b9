import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useConnection } from '../../../connection/connection-context.tsx';
import { useAnotherKey } from '../../../connection/venue-keys.tsx';
import { formatCount, formatSum } from '../../../lib/format.ts';
import { COUNTERS, counterLabel, endedSignIns } from '../../../results/outcome.ts';
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
  venuesRemovalCsvHeader,
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
  const { t } = useLingui();
  /** What a venue's row says of where it stands. */
  const stateWords = (venue: VenueRemoval, sending: boolean): string => {
    if (sending) return t`Removing…`;
    if (venue.state === 'done') return t`Done`;
    const status = venue.failure?.status;
    if (status === 401 || status === 403) return t`Key refused (${status}): left out`;
    if (venue.state === 'sending' || venue.state === 'unanswered') {
      const why = venue.failure?.message ?? t`the page was left before it came`;
      return t`Answer not received: ${why}. Sending again is safe.`;
    }
    const message = venue.failure?.message ?? '';
    return t`Failed: ${message}`;
  };
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
      const done = formatCount(removal.venues.filter((venue) => venue.state === 'done').length);
      announce(
        plural(count, {
          one: `Cleanup answered at ${done} of # venue.`,
          other: `Cleanup answered at ${done} of # venues.`,
        }),
      );
      headingRef.current?.focus();
    }
    wasSending.current = anySending;
  }, [anySending, removal, count, announce]);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const opened = open === null ? undefined : removal.venues[open];
  const sent = removal.sent.length;
  const entries = plural(sent, {
    one: "# entry removed from each venue's own policy",
    other: "# entries removed from each venue's own policy",
  });
  const acrossTitle = t`Each entry across venues`;
  const resendCount = resendable.length;
  const resultsAt = (name: string) => t`Results at ${name}`;
  return (
    <>
      <section aria-labelledby="venues-removal-title">
        <h2 id="venues-removal-title" ref={headingRef} tabIndex={-1}>
          {anySending
            ? plural(count, { one: 'Removing at # venue…', other: 'Removing at # venues…' })
            : plural(count, { one: 'Cleanup at # venue', other: 'Cleanup at # venues' })}
        </h2>
        <p>
          {removal.revokeUserEngagement
            ? t`${entries}; their active sign-ins end.`
            : t`${entries}; existing sessions stay, only new sign-ins are blocked.`}
        </p>
        <div className={`${tableStyles.tableScroll} ${styles.venueTable}`}>
          <table className={tableStyles.table}>
            <caption className={tableStyles.caption}>
              <Trans>Results by venue</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Venue</Trans>
                </th>
                <th scope="col">
                  <Trans>Policy</Trans>
                </th>
                <th scope="col">
                  <Trans>Removed</Trans>
                </th>
                <th scope="col">
                  <Trans>Not in the policy</Trans>
                </th>
                <th scope="col">
                  <Trans>Still allowed</Trans>
                </th>
                <th scope="col">
                  <Trans>Sign-ins ended</Trans>
                </th>
                <th scope="col">
                  <Trans>State</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {removal.venues.map((venue, i) => {
                const figures = venueFigures(venue);
                const refused = refusedAt(i);
                const keyMissing = saved(i) !== undefined && saved(i)?.apiKey === undefined;
                const { name } = venue.connection;
                const earlier = figures ? formatCount(figures.probablyEarlier) : '';
                const total = figures ? formatSum(endedSignIns(figures.sums)) : '';
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
                        ? ` ${t`(and ${earlier} probably by the earlier attempt)`}`
                        : ''}
                    </td>
                    <td>{figures ? formatCount(figures.ignored) : '–'}</td>
                    <td>{figures ? formatCount(figures.stillAllowed) : '–'}</td>
                    <td>
                      {figures
                        ? COUNTERS.map(
                            (counter) =>
                              `${counterLabel(counter)}: ${formatSum(figures.sums[counter])}`,
                          ).join('; ') + ` ${t`(in all ${total})`}`
                        : '–'}
                    </td>
                    <td>
                      <p>{stateWords(venue, sending[i] ?? false)}</p>
                      <ButtonGroup>
                        {resendable.includes(i) ? (
                          <Button
                            variant="secondary"
                            onClick={() => sendAgain([i])}
                            aria-label={t`Send again to ${name}`}
                          >
                            <Trans>Send again</Trans>
                          </Button>
                        ) : null}
                        {(refused || keyMissing) && saved(i) ? (
                          <Button
                            variant="secondary"
                            onClick={() => anotherKey.ask(i)}
                            aria-label={
                              refused ? t`Enter another key for ${name}` : t`Enter key for ${name}`
                            }
                          >
                            {refused ? t`Enter another key` : t`Enter key`}
                          </Button>
                        ) : null}
                        {venue.result ? (
                          <Button
                            variant="quiet"
                            aria-expanded={open === i}
                            aria-controls="venue-removal-detail"
                            aria-label={resultsAt(name)}
                            onClick={() => setOpen(open === i ? null : i)}
                          >
                            <Trans>Results</Trans>
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
        <h3>{acrossTitle}</h3>
        <ul aria-label={acrossTitle}>
          {across.map((item) => (
            <li key={item.item}>{itemSentence(item, count)}</li>
          ))}
        </ul>
        <ButtonGroup>
          {resendable.length > 1 ? (
            <Button onClick={() => sendAgain(resendable)}>
              {plural(resendCount, {
                one: 'Send again to # venue',
                other: 'Send again to # venues',
              })}
            </Button>
          ) : null}
          <DownloadCsvButton
            filename={csvFilename('policy-cleanup-venues')}
            header={venuesRemovalCsvHeader()}
            rows={() => venuesRemovalCsvRows(removal)}
          />
          <Button
            variant="secondary"
            onClick={onNewRemoval}
            aria-disabled={anySending || undefined}
          >
            <Trans>New removal</Trans>
          </Button>
        </ButtonGroup>
      </section>
      {anotherKey.prompt(saved, t`Send again removes there`)}
      <div id="venue-removal-detail">
        {opened?.result && open !== null ? (
          <section aria-labelledby="venue-removal-detail-title" className={styles.venueDetail}>
            <h2 id="venue-removal-detail-title">{resultsAt(opened.connection.name)}</h2>
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
