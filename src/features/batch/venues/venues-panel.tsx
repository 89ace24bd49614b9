import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useConnection } from '../../../connection/connection-context.tsx';
import { useAnotherKey } from '../../../connection/venue-keys.tsx';
import { makerLabel } from '../../../device-maker/lookup.ts';
import type { MakerLookup } from '../../../device-maker/use-maker-lookup.ts';
import { formatCount, formatSum } from '../../../lib/format.ts';
import { Button, ButtonGroup } from '../../../ui/button.tsx';
import { csvFilename } from '../../../ui/csv.ts';
import { DownloadCsvButton } from '../../../ui/download-csv-button.tsx';
import { useAnnounce } from '../../../ui/live-region.tsx';
import tableStyles from '../../../ui/table.module.css';
import { newBatchQuestion, RECHECKING } from '../batch-wording.ts';
import type { CheckResult, RowEdit, RowField } from '../check/check-model.ts';
import { NewBatchButton } from '../new-batch-button.tsx';
import { planResubmit } from '../run/plan-run.ts';
import { RunView } from '../run/run-view.tsx';
import { runFinished, type BatchRun } from '../run/run-model.ts';
import { useLeaveGuard } from '../use-leave-guard.ts';
import { Notice } from '../../../ui/notice.tsx';
import styles from './venues.module.css';
import { venuesOf, type VenuesRun } from './venues-model.ts';
import type { VenuesRunner } from './venues-runner.ts';
import {
  keyRefused,
  summarizeVenue,
  VENUES_CSV_HEADER,
  venueEndSentence,
  venuesCsvRows,
  venuesSentence,
  venuesTotals,
  type VenueState,
  type VenueSummary,
} from './venues-plan.ts';

export const VENUES_TITLE_ID = 'venues-title';
const DETAIL_ID = 'venue-detail';

export interface VenuesPanelProps {
  runner: VenuesRunner;
  /** The run as the session stores it (a reload's), read here. */
  stored: unknown;
  check: CheckResult;
  current: boolean;
  edits: Readonly<Record<number, RowEdit>>;
  onEdit: (index: number, field: RowField, value: string) => void;
  maker: MakerLookup;
  onStartNew: () => void;
}

const STATE_WORDS: Record<VenueState, string> = {
  waiting: 'Waiting to be sent',
  sending: 'Sending',
  cancelling: 'Cancelling',
  done: 'Done',
  stopped: 'Stopped',
  cancelled: 'Cancelled',
};

/**
 * After Send to several venues: the stored run read, leaving asked about while a venue is not
 * done, and the run shown; or, when it cannot be read, said so with New batch.
 */
export function VenuesPanel({ stored: raw, ...props }: VenuesPanelProps) {
  const stored = venuesOf({ venues: raw });
  useLeaveGuard(stored?.venues.some((venue) => !runFinished(venue.run)) ?? false);
  if (stored) return <VenuesRunPanel stored={stored} {...props} />;
  return (
    <Notice tone="error" title="This run to several venues cannot be read">
      <p>
        It was stored in a form this version of the app does not read. Activity keeps what each
        venue was sent; start a new batch to go on.
      </p>
      <NewBatchButton question={null} onStart={props.onStartNew} />
    </Notice>
  );
}

/**
 * A table of venues (progress, figures, Cancel and Resume each), the totals, one CSV with a venue
 * column, and each venue opening to its own results.
 */
function VenuesRunPanel({
  runner,
  stored,
  check,
  current,
  edits,
  onEdit,
  maker,
  onStartNew,
}: Omit<VenuesPanelProps, 'stored'> & { stored: VenuesRun }) {
  // A reload or coming back: the stored run gets its engines (they do not send by themselves).
  useEffect(() => runner.attach(stored), [runner, stored]);
  const snapshot = useSyncExternalStore(runner.subscribe, runner.getSnapshot);
  const { connections } = useConnection();
  const announce = useAnnounce();
  const [open, setOpen] = useState<number | null>(null);
  const anotherKey = useAnotherKey();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const shown = useMemo(
    () => (snapshot.id === stored.id ? snapshot.venues : []),
    [snapshot, stored.id],
  );
  const venues = useMemo(
    () =>
      stored.venues.map((venue, i) => {
        const engine = shown[i];
        return summarizeVenue(
          check,
          venue.connection.name,
          engine?.run ?? venue.run,
          engine?.running ?? false,
          engine?.cancelling ?? false,
        );
      }),
    [stored, shown, check],
  );
  const totals = useMemo(() => venuesTotals(venues), [venues]);
  const hasKey = (i: number) => {
    const id = stored.venues[i]?.connection.id;
    return connections.some((connection) => connection.id === id && connection.apiKey);
  };
  const saved = (i: number) => {
    const id = stored.venues[i]?.connection.id;
    return connections.find((connection) => connection.id === id);
  };

  // Each venue's end is said once; when the last one ends, the heading takes the focus.
  const states = venues.map((venue) => venue.state).join();
  const said = useRef<string | null>(null);
  useEffect(() => {
    const before = said.current?.split(',') ?? null;
    said.current = states;
    if (before === null) return;
    venues.forEach((venue, i) => {
      if (before[i] === venue.state) return;
      const sentence = venueEndSentence(venue);
      if (sentence) announce(sentence);
    });
    const busy = (state: string | undefined) => state === 'sending' || state === 'cancelling';
    if (before.some(busy) && !venues.some((venue) => busy(venue.state))) {
      announce(`Every venue is answered: ${totalsSentence(totals)}`);
      headingRef.current?.focus();
    }
  }, [states, venues, totals, announce]);

  const rows = check.rows;
  const resume = (i: number, next?: BatchRun) => {
    if (!current) {
      announce(RECHECKING);
      return;
    }
    anotherKey.used([i]);
    void runner.resume(i, rows, next);
  };
  const refusedNow = (i: number) => {
    const venue = venues[i];
    return venue !== undefined && venue.state === 'stopped' && keyRefused(venue.run);
  };
  const resumable = (i: number) => {
    const venue = venues[i];
    return (
      venue !== undefined &&
      isResumable(venue) &&
      hasKey(i) &&
      (!refusedNow(i) || anotherKey.replaced(i))
    );
  };
  const stopped = venues.map((venue, i) => ({ venue, i })).filter(({ i }) => resumable(i));
  const sending = venues.some((venue) => venue.state === 'sending');
  const devices = new Set(venues.flatMap((venue) => venue.run.chunks.flatMap((c) => c.rows))).size;
  const opened = open === null ? null : venues[open];
  const openedEngine = open === null ? undefined : shown[open];

  return (
    <>
      <section aria-labelledby={VENUES_TITLE_ID}>
        <h2 id={VENUES_TITLE_ID} ref={headingRef} tabIndex={-1}>
          {sending ? 'Sending to every venue' : 'Venues'}
        </h2>
        <p>
          {venuesSentence(devices, venues.length)}. Each venue is sent on its own, with its own key
          and chunks: one that stops keeps its place and resumes alone, while the others go on.
        </p>
        <div className={tableStyles.tableScroll}>
          <table className={tableStyles.table}>
            <caption className={tableStyles.caption}>Results by venue</caption>
            <thead>
              <tr>
                <th scope="col">Venue</th>
                <th scope="col">Progress</th>
                <th scope="col">Created</th>
                <th scope="col">Already whitelisted</th>
                <th scope="col">Faulty</th>
                <th scope="col">Not sent</th>
                <th scope="col">Guest sessions updated</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {venues.map((venue, i) => {
                const { figures } = venue.results;
                const connection = stored.venues[i]?.connection;
                const keyNeeded = !hasKey(i) && venue.state !== 'done';
                const refused = refusedNow(i);
                return (
                  <tr key={connection?.id ?? i}>
                    <th scope="row">
                      {venue.name}
                      <br />
                      <span className={styles.muted}>
                        {connection?.organizationId} / {connection?.contextId}
                      </span>
                    </th>
                    <td>
                      <progress
                        max={venue.progress.total}
                        value={venue.progress.done}
                        aria-label={`Progress at ${venue.name}`}
                      />
                      <br />
                      {formatCount(venue.progress.done)} of {formatCount(venue.progress.total)}
                    </td>
                    <td>{formatCount(figures.created)}</td>
                    <td>{formatCount(figures.existing)}</td>
                    <td>{formatCount(figures.faulty)}</td>
                    <td>{formatCount(figures.notSent)}</td>
                    <td>
                      {formatSum({
                        known: figures.guestSessionsUpdated,
                        unknown: figures.guestSessionsUnknown,
                      })}
                    </td>
                    <td>
                      <p className={styles.venueState}>
                        {refused
                          ? `Key refused (${venue.run.error?.status ?? ''}): left out`
                          : keyNeeded && !saved(i)
                            ? 'No longer saved on this device: left out'
                            : keyNeeded
                              ? 'API key needed'
                              : STATE_WORDS[venue.state]}
                        {venue.state === 'stopped' && venue.run.error && !refused
                          ? `: ${venue.run.error.message}`
                          : ''}
                        {/* Only once stopped: while sending, the answer is on its way. */}
                        {figures.unanswered > 0 &&
                        venue.state !== 'sending' &&
                        venue.state !== 'cancelling'
                          ? `; ${formatCount(figures.unanswered)} sent, answer not received`
                          : ''}
                      </p>
                      <ButtonGroup>
                        {venue.state === 'sending' ? (
                          <Button
                            variant="secondary"
                            onClick={() => runner.cancel(i)}
                            aria-label={`Cancel at ${venue.name}`}
                          >
                            Cancel
                          </Button>
                        ) : null}
                        {resumable(i) ? (
                          <Button onClick={() => resume(i)} aria-label={`Resume at ${venue.name}`}>
                            Resume
                          </Button>
                        ) : null}
                        {(keyNeeded || refused) && saved(i) ? (
                          <Button
                            variant="secondary"
                            onClick={() => anotherKey.ask(i)}
                            aria-label={`${refused ? 'Enter another key' : 'Enter key'} for ${venue.name}`}
                          >
                            {refused ? 'Enter another key' : 'Enter key'}
                          </Button>
                        ) : null}
                        <Button
                          variant="quiet"
                          aria-expanded={open === i}
                          aria-controls={DETAIL_ID}
                          aria-label={`Results at ${venue.name}`}
                          onClick={() => setOpen(open === i ? null : i)}
                        >
                          Results
                        </Button>
                      </ButtonGroup>
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>
                  {formatCount(venues.reduce((sum, venue) => sum + venue.progress.done, 0))} of{' '}
                  {formatCount(venues.reduce((sum, venue) => sum + venue.progress.total, 0))}
                </td>
                <td>{formatCount(totals.created)}</td>
                <td>{formatCount(totals.existing)}</td>
                <td>{formatCount(totals.faulty)}</td>
                <td>{formatCount(totals.notSent)}</td>
                <td>
                  {formatSum({
                    known: totals.guestSessionsUpdated,
                    unknown: totals.guestSessionsUnknown,
                  })}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
        <ButtonGroup>
          {stopped.length > 1 ? (
            <Button onClick={() => stopped.forEach(({ i }) => resume(i))}>
              Resume {formatCount(stopped.length)} venues
            </Button>
          ) : null}
          {sending ? (
            <Button variant="secondary" onClick={runner.cancelAll}>
              Cancel every venue
            </Button>
          ) : null}
          <DownloadCsvButton
            filename={csvFilename('batch-results-venues')}
            header={VENUES_CSV_HEADER}
            rows={() => venuesCsvRows(stored, venues, (mac) => makerLabel(maker(mac)))}
          />
          <NewBatchButton
            question={newBatchQuestion(true, 0)}
            onStart={() => {
              runner.abandon(rows);
              onStartNew();
            }}
          />
        </ButtonGroup>
      </section>
      {anotherKey.prompt(saved, 'Resume sends to it')}
      <div id={DETAIL_ID}>
        {opened && open !== null ? (
          <section aria-labelledby="venue-detail-title" className={styles.venueDetail}>
            <h2 id="venue-detail-title">Results at {opened.name}</h2>
            <RunView
              run={opened.run}
              check={check}
              edits={edits}
              onEdit={onEdit}
              control={{
                running: openedEngine?.running ?? false,
                cancelling: openedEngine?.cancelling ?? false,
                cancel: () => runner.cancel(open),
              }}
              checking={!current}
              onResume={() => resume(open)}
              onResubmit={(picked) => resume(open, planResubmit(opened.run, picked))}
              maker={maker}
              newBatch={null}
            />
          </section>
        ) : null}
      </div>
    </>
  );
}

/** Stopped, cancelled, or never sent (a key entered later): Resume sends the rest. */
function isResumable(venue: VenueSummary): boolean {
  return venue.state === 'stopped' || venue.state === 'cancelled' || venue.state === 'waiting';
}

function totalsSentence(totals: ReturnType<typeof venuesTotals>): string {
  return `${formatCount(totals.created)} created, ${formatCount(totals.existing)} already whitelisted, ${formatCount(totals.faulty)} faulty, ${formatCount(totals.notSent)} not sent in all.`;
}
