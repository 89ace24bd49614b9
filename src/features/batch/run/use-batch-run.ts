import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredEntry } from '../../../journal/journal-db.ts';
import { rowsSize, storedEntry } from '../../../journal/record-parts.ts';
import { useJournal, type JournalCall } from '../../../journal/use-journal.ts';
import { useReadyConnection } from '../../../connection/require-connection.tsx';
import { recentEntryFrom, type RecentEntry } from '../../../entries/recent-entries.ts';
import { useCreateWhitelisting } from '../../../entries/use-create-whitelisting.ts';
import { batchActivity, createdEntries, runStatus } from './batch-activity.ts';
import { runFinished, type BatchRun, type CheckedRow } from '../model.ts';
import { markInFlight, runBatch } from './run-batch.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';
import { useBatchAddWhitelistings } from './use-batch-add-whitelistings.ts';

export interface BatchRunControl {
  /** A run is being sent in this tab now. */
  running: boolean;
  /** Cancel was pressed: the chunk in flight finishes, then the run stops. */
  cancelling: boolean;
  /** Sends every chunk of `run` that is not done (a new run, Resume, a resubmit). */
  start: (run: BatchRun, rows: readonly CheckedRow[]) => Promise<BatchRun | null>;
  cancel: () => void;
  /**
   * New batch: stops at once and forgets the run (its later answers change nothing); its
   * Activity record settles as cancelled. `stored`: the run on screen, when none is being sent
   * here (one stopped by a reload), so its record settles too.
   */
  abandon: (stored?: { run: BatchRun; rows: readonly CheckedRow[] }) => void;
}

/** How long after beforeunload a request that could not get through counts as dropped. */
const LEAVING_MS = 10_000;

/**
 * The run failed for want of a network just after the page started to leave: the browser
 * dropped the request (a person who chose to stay keeps their requests, so none fail this way).
 */
function droppedByLeaving(run: BatchRun, leavingSince: number | null): boolean {
  return (
    leavingSince !== null &&
    Date.now() - leavingSince < LEAVING_MS &&
    (run.error?.kind === 'network' || run.error?.kind === 'aborted')
  );
}

/** A running batch's record is rewritten with its rows at most this often (besides start and end). */
const FULL_RECORD_MS = 5_000;

/** Chunks answered or failed: when this changes, the run is stored at once. */
const settled = (run: BatchRun) => run.chunks.filter((chunk) => chunk.state !== 'waiting').length;

/**
 * Drives run-batch.ts's loop with one mutation per request: each chunk is awaited with
 * `mutateAsync` (never `mutate` callbacks, which fire only for the last of back-to-back calls).
 * Every change of the run is stored, so a reload finds it and offers Resume.
 */
export function useBatchRun(update: BatchSessionState['update']): BatchRunControl {
  const batchAdd = useBatchAddWhitelistings();
  const create = useCreateWhitelisting();
  const { mutateAsync: sendChunk } = batchAdd;
  const { mutateAsync: createOne } = create;
  const journal = useJournal();
  const connection = useReadyConnection();
  const [running, setRunning] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const active = useRef<{
    cancel: AbortController;
    stop: AbortController;
    /** Writes the record as cancelled (New batch). */
    settle: () => void;
  } | null>(null);

  // Leaving the screen stops the request in flight; the stored run offers Resume on return.
  // So does a reload or a closed tab. The browser drops the requests in flight as it leaves
  // (Chromium: between beforeunload and pagehide), and that failure must not be stored over
  // the run as a failed chunk ("could not reach the API"): after beforeunload, a request that
  // could not get through stops the run as a reload does.
  const leavingSince = useRef<number | null>(null);
  useEffect(() => {
    const leaving = () => {
      leavingSince.current = Date.now();
    };
    const stop = () => active.current?.stop.abort();
    window.addEventListener('beforeunload', leaving);
    window.addEventListener('pagehide', stop);
    return () => {
      window.removeEventListener('beforeunload', leaving);
      window.removeEventListener('pagehide', stop);
      active.current?.stop.abort();
      active.current = null;
    };
  }, []);

  const start = useCallback(
    async (run: BatchRun, rows: readonly CheckedRow[]) => {
      if (active.current) return null;
      const controls = {
        cancel: new AbortController(),
        stop: new AbortController(),
        settle: () => {},
      };
      active.current = controls;
      setRunning(true);
      setCancelling(false);
      // A run stored before runs had a record gets one now, kept with the run.
      const activityId = run.activityId ?? crypto.randomUUID();
      let latest: BatchRun = run.activityId
        ? run
        : { ...run, activityId, startedAt: run.startedAt ?? new Date().toISOString() };
      const answered = new Map<string, RecentEntry>();
      // Entries created before this start (a Resume, a resubmit) are in Recent entries already,
      // maybe edited since: only what this start creates is written.
      const entered = new Set<string>(
        Object.values(run.outcomes).flatMap((outcome) =>
          outcome.kind === 'created' && outcome.id ? [outcome.id] : [],
        ),
      );
      let lastFull = 0;
      let rowBytes = 0;
      /** The run's record as `next` stands; `full`: its rows and search terms too (start, end, every few seconds). */
      const recordOf = (next: BatchRun, full = Date.now() - lastFull > FULL_RECORD_MS) => {
        if (full) lastFull = Date.now();
        const activity = batchActivity({
          run: next,
          rows,
          connection,
          id: activityId,
          withRows: full,
        });
        if (activity.rows) rowBytes = rowsSize(activity.rows);
        const fresh = activity.created.filter(({ id }) => !entered.has(id));
        for (const { id } of fresh) entered.add(id);
        const entries: StoredEntry[] = createdEntries(
          activity.record,
          fresh,
          next.options.toDate,
        ).map((entry) => {
          const known = answered.get(entry.key);
          if (!known) return entry;
          const { action, at: _at, ...state } = known;
          return storedEntry(activity.record, state, action);
        });
        const extras = activity.rows
          ? { rows: activity.rows, entries }
          : { entries, keepRows: true, rowBytes };
        return [activity.record, extras] as const;
      };
      // The journal, written ahead: the run's record is committed (running) before its first
      // request leaves, and again before each chunk with that chunk's rows in flight, so a page
      // left at any moment leaves the run's record saying where it was.
      // New batch before the record is written: it is written, then settled as cancelled.
      let abandoned = false;
      controls.settle = () => {
        abandoned = true;
      };
      let call: JournalCall | undefined;
      try {
        call = await journal.begin(...recordOf(latest, true));
        const begun = call;
        if (abandoned) {
          await begun.settle(...recordOf({ ...latest, cancelled: true }, true));
          return null;
        }
        controls.settle = () =>
          void begun.settle(...recordOf({ ...latest, cancelled: true }, true));
        /** What a chunk wrote before its request left: its rows in flight, the answers before it. */
        let ahead: { chunk: number; written: Promise<unknown> } | null = null;
        const writeAhead = (marked: BatchRun) => {
          const chunk = marked.chunks.findIndex((c) => c.state !== 'done');
          if (ahead?.chunk !== chunk) {
            const inFlight = markInFlight(marked, marked.chunks[chunk]?.rows ?? []);
            ahead = { chunk, written: begun.write(...recordOf(inFlight)) };
          }
          return ahead.written;
        };
        // Progress and settled chunks go to the session one after the other; a chunk that ends
        // the run is written to the journal before the screen shows its results.
        let shown = Promise.resolve();
        /** The state whose rows were last written whole at the run's end. */
        let writtenAtEnd: BatchRun | null = null;
        const save = (next: BatchRun) => {
          if (controls.stop.signal.aborted) return;
          if (droppedByLeaving(next, leavingSince.current)) {
            controls.stop.abort();
            return;
          }
          const now = settled(next) !== settled(latest);
          latest = next.activityId ? next : { ...next, activityId, startedAt: latest.startedAt };
          const stored = latest;
          const ends = now && (runFinished(stored) || stored.error !== null || stored.cancelled);
          shown = shown.then(async () => {
            if (ends) {
              await begun.write(...recordOf(stored, true));
              writtenAtEnd = stored;
            }
            update((s) => ({ ...s, run: stored }), { now });
          });
        };
        const idToIndex = new Map(
          Object.entries(run.ids).map(([index, id]) => [id, Number(index)]),
        );
        const final = await runBatch(latest, {
          rows,
          sendChunk: async (body, signal) => {
            const marked = markInFlight(
              latest,
              latest.chunks.find((c) => c.state !== 'done')?.rows ?? [],
            );
            save(marked);
            await writeAhead(marked);
            return sendChunk({ body, signal });
          },
          createOne: async (body, signal) => {
            const index = body.id === undefined ? undefined : idToIndex.get(body.id);
            if (index !== undefined) save(markInFlight(latest, [index]));
            await writeAhead(latest);
            const answer = await createOne({ body, signal });
            // Created with its own ID: Edit device's Recent entries can open it, as answered.
            if (body.id) {
              const sent = { ...body, id: body.id };
              const entry = recentEntryFrom({ sent, answer, action: 'created', at: new Date() });
              answered.set(body.id.toLowerCase(), entry);
            }
            return answer;
          },
          cancel: controls.cancel.signal,
          signal: controls.stop.signal,
          onProgress: save,
        });
        await shown;
        // Settled as it ended; a run stopped by leaving keeps its record as last written, and the
        // next tab to read it settles it as stopped when its page was left.
        if (controls.stop.signal.aborted) begun.leave();
        // Its rows again only if they changed since they were written at its end.
        else await begun.settle(...recordOf(latest, writtenAtEnd !== latest));
        return controls.stop.signal.aborted ? null : final;
      } finally {
        // Whatever happened (a part that did not load, a throw in the loop): the call is over.
        call?.leave();
        if (active.current === controls) {
          active.current = null;
          setRunning(false);
          setCancelling(false);
        }
      }
    },
    [connection, createOne, journal, sendChunk, update],
  );

  const cancel = useCallback(() => {
    active.current?.cancel.abort();
    if (active.current) setCancelling(true);
  }, []);

  const abandon = useCallback<BatchRunControl['abandon']>(
    (stored) => {
      if (active.current) active.current.settle();
      else if (stored && runStatus(stored.run) === 'running') {
        const run = { ...stored.run, cancelled: true };
        const id = run.activityId ?? crypto.randomUUID();
        const { record, rows } = batchActivity({ run, rows: stored.rows, connection, id });
        void journal.record(record, rows ? { rows } : {});
      }
      active.current?.stop.abort();
      active.current = null;
      setRunning(false);
      setCancelling(false);
    },
    [connection, journal],
  );

  return { running, cancelling, start, cancel, abandon };
}
