import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
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
import { newBatchQuestion, rechecking } from '../batch-wording.ts';
import type { CheckResult, RowEdit, RowField } from '../check/check-model.ts';
import { NewBatchButton } from '../new-batch-button.tsx';
import { planResubmit } from '../run/plan-run.ts';
import { RunView } from '../run/run-view.tsx';
import { useResumeWhenChecked } from '../run/use-when-checked.ts';
import { runFinished, type BatchRun } from '../run/run-model.ts';
import { useLeaveGuard } from '../use-leave-guard.ts';
import { Notice } from '../../../ui/notice.tsx';
import styles from './venues.module.css';
import { venuesOf, type VenuesRun } from './venues-model.ts';
import type { VenuesRunner } from './venues-runner.ts';
import { figuresSentence } from '../results/batch-results.ts';
import {
  keyRefused,
  summarizeVenue,
  venueEndSentence,
  venuesCsvHeader,
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

/** Where a venue's run stands, in words (a run: Swedish "en sändning", "Avbruten"). */
const STATE_WORDS: Record<VenueState, MessageDescriptor> = {
  waiting: msg({ message: 'Waiting to be sent', context: 'venue run state' }),
  sending: msg({ message: 'Sending', context: 'venue run state' }),
  cancelling: msg({ message: 'Cancelling', context: 'venue run state' }),
  done: msg({ message: 'Done', context: 'venue run state' }),
  stopped: msg({ message: 'Stopped', context: 'venue run state' }),
  cancelled: msg({ message: 'Cancelled', context: 'venue run state' }),
};

/**
 * After Send to several venues: the stored run read, leaving asked about while a venue is not
 * done, and the run shown; or, when it cannot be read, said so with New batch.
 */
export function VenuesPanel({ stored: raw, ...props }: VenuesPanelProps) {
  const { t } = useLingui();
  const stored = venuesOf({ venues: raw });
  useLeaveGuard(stored?.venues.some((venue) => !runFinished(venue.run)) ?? false);
  if (stored) return <VenuesRunPanel stored={stored} {...props} />;
  return (
    <Notice tone="error" title={t`This run to several venues cannot be read`}>
      <p>
        <Trans>
          It was stored in a form this version of the app does not read. Activity keeps what each
          venue was sent; start a new batch to go on.
        </Trans>
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
  // A reload or coming back: the stored run gets its engines (they do not send by themselves),
  // before it shows, so that a Resume pressed at once finds them.
  useLayoutEffect(() => runner.attach(stored), [runner, stored]);
  const snapshot = useSyncExternalStore(runner.subscribe, runner.getSnapshot);
  const { t, i18n } = useLingui();
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rows' reasons are words: made again in a new language
    [stored, shown, check, i18n.locale],
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
      const figures = figuresSentence(totals);
      announce(t`Every venue is answered: ${figures} in all.`);
      headingRef.current?.focus();
    }
  }, [states, venues, totals, announce, t]);

  const rows = check.rows;
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
  const send = (i: number, next?: BatchRun) => {
    anotherKey.used([i]);
    void runner.resume(i, rows, next);
  };
  // Pressed while the rows are checked again, Resume goes once they are, where it still can.
  const resume = useResumeWhenChecked<number>(current, (i) => {
    if (resumable(i)) send(i);
  });
  /** Resubmit at venue `i`: its run with the new chunks. */
  const resubmit = (i: number, next: BatchRun) => {
    if (current) send(i, next);
    else announce(rechecking());
  };
  const stopped = venues.map((venue, i) => ({ venue, i })).filter(({ i }) => resumable(i));
  const sending = venues.some((venue) => venue.state === 'sending');
  const devices = new Set(venues.flatMap((venue) => venue.run.chunks.flatMap((c) => c.rows))).size;
  const opened = open === null ? null : venues[open];
  // The detail's heading says the name the table's Results button does.
  const name = opened?.name;
  const stoppedVenues = stopped.length;
  const whatGoesWhere = venuesSentence(devices, venues.length);
  const doneInAll = formatCount(venues.reduce((sum, venue) => sum + venue.progress.done, 0));
  const totalInAll = formatCount(venues.reduce((sum, venue) => sum + venue.progress.total, 0));
  const openedEngine = open === null ? undefined : shown[open];

  return (
    <>
      <section aria-labelledby={VENUES_TITLE_ID}>
        <h2 id={VENUES_TITLE_ID} ref={headingRef} tabIndex={-1}>
          {sending ? <Trans>Sending to every venue</Trans> : <Trans>Venues</Trans>}
        </h2>
        <p>
          <Trans>
            {whatGoesWhere}. Each venue is sent on its own, with its own key and chunks: one that
            stops keeps its place and resumes alone, while the others go on.
          </Trans>
        </p>
        <div className={tableStyles.tableScroll}>
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
                  <Trans>Progress</Trans>
                </th>
                <th scope="col">
                  <Trans context="column of counts">Created</Trans>
                </th>
                <th scope="col">
                  <Trans context="column of counts">Already whitelisted</Trans>
                </th>
                <th scope="col">
                  <Trans context="column of counts">Faulty</Trans>
                </th>
                <th scope="col">
                  <Trans context="column of counts">Not sent</Trans>
                </th>
                <th scope="col">
                  <Trans context="column of counts">Guest sessions updated</Trans>
                </th>
                <th scope="col">
                  <Trans>State</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {venues.map((venue, i) => {
                const { figures } = venue.results;
                const connection = stored.venues[i]?.connection;
                const keyNeeded = !hasKey(i) && venue.state !== 'done';
                const refused = refusedNow(i);
                const { name } = venue;
                const { unanswered } = figures;
                const status = venue.run.error?.status ?? '';
                const done = formatCount(venue.progress.done);
                const total = formatCount(venue.progress.total);
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
                        aria-label={t`Progress at ${name}`}
                      />
                      <br />
                      <Trans>
                        {done} of {total}
                      </Trans>
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
                          ? t`Key refused (${status}): left out`
                          : keyNeeded && !saved(i)
                            ? t`No longer saved on this device: left out`
                            : keyNeeded
                              ? t`API key needed`
                              : i18n._(STATE_WORDS[venue.state])}
                        {venue.state === 'stopped' && venue.run.error && !refused
                          ? `: ${venue.run.error.message}`
                          : ''}
                        {/* Only once stopped: while sending, the answer is on its way. */}
                        {figures.unanswered > 0 &&
                        venue.state !== 'sending' &&
                        venue.state !== 'cancelling' ? (
                          <>
                            ;{' '}
                            <Plural
                              value={unanswered}
                              one="# sent, answer not received"
                              other="# sent, answer not received"
                            />
                          </>
                        ) : (
                          ''
                        )}
                      </p>
                      <ButtonGroup>
                        {venue.state === 'sending' ? (
                          <Button
                            variant="secondary"
                            onClick={() => runner.cancel(i)}
                            aria-label={t`Cancel at ${name}`}
                          >
                            <Trans>Cancel</Trans>
                          </Button>
                        ) : null}
                        {resumable(i) ? (
                          resume.queued(i) ? (
                            <Button
                              aria-disabled
                              aria-label={t`Resuming at ${name} once the rows are checked again`}
                            >
                              <Trans>Resuming once the rows are checked again…</Trans>
                            </Button>
                          ) : (
                            <Button
                              onClick={() => resume.press(i)}
                              aria-label={t`Resume at ${name}`}
                            >
                              <Trans>Resume</Trans>
                            </Button>
                          )
                        ) : null}
                        {(keyNeeded || refused) && saved(i) ? (
                          <Button
                            variant="secondary"
                            onClick={() => anotherKey.ask(i)}
                            aria-label={
                              refused ? t`Enter another key for ${name}` : t`Enter key for ${name}`
                            }
                          >
                            {refused ? <Trans>Enter another key</Trans> : <Trans>Enter key</Trans>}
                          </Button>
                        ) : null}
                        <Button
                          variant="quiet"
                          aria-expanded={open === i}
                          aria-controls={DETAIL_ID}
                          aria-label={t`Results at ${name}`}
                          onClick={() => setOpen(open === i ? null : i)}
                        >
                          <Trans>Results</Trans>
                        </Button>
                      </ButtonGroup>
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  <Trans>Total</Trans>
                </th>
                <td>
                  <Trans>
                    {doneInAll} of {totalInAll}
                  </Trans>
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
            <Button onClick={() => stopped.forEach(({ i }) => resume.press(i))}>
              <Plural value={stoppedVenues} one="Resume # venue" other="Resume # venues" />
            </Button>
          ) : null}
          {sending ? (
            <Button variant="secondary" onClick={runner.cancelAll}>
              <Trans>Cancel every venue</Trans>
            </Button>
          ) : null}
          <DownloadCsvButton
            filename={csvFilename('batch-results-venues')}
            header={venuesCsvHeader()}
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
      {anotherKey.prompt(saved, t`Resume sends to it`)}
      <div id={DETAIL_ID}>
        {opened && open !== null ? (
          <section aria-labelledby="venue-detail-title" className={styles.venueDetail}>
            <h2 id="venue-detail-title">
              <Trans>Results at {name}</Trans>
            </h2>
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
              resumeQueued={resume.queued(open)}
              onResume={() => resume.press(open)}
              onResubmit={(picked) => resubmit(open, planResubmit(opened.run, picked))}
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
