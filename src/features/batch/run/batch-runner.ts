// The batch run engine (issue 23): a plain object, no React, one per screen. It sends a run
// with run-batch.ts's loop and owns what goes with it: the abort controllers, leave detection
// (leave-watch.ts), the journal written ahead (run-record.ts, Recent entries in run-recent.ts)
// and the run stored for Resume. The screen reads it with useSyncExternalStore.
import type { Journal, JournalCall } from '../../../journal/journal-types.ts';
import type { VenueGroup } from '../../../journal/journal-record.ts';
import type { ReadyConnection } from '../../../connection/require-connection.tsx';
import { runFinished, type BatchRun } from './run-model.ts';
import { type CheckedRow } from '../check/check-model.ts';
import { batchActivity, runStatus } from './batch-activity.ts';
import { watchLeaving, type LeaveEvents } from './leave-watch.ts';
import { markInFlight, runBatch, type RunDeps } from './run-batch.ts';
import { runRecentEntries } from './run-recent.ts';
import { runRecord, type RecordOf } from './run-record.ts';

/** The two calls a run makes, bound to one connection. */
export type RunCalls = Pick<RunDeps, 'sendChunk' | 'createOne'>;

/** Where the run is kept so a reload finds it and offers Resume (the screen's session). */
export interface RunSession {
  /** The run stored now (a reload's), or null. */
  run: () => BatchRun | null;
  /** `now`: written at once (a chunk settled), else soon. */
  save: (run: BatchRun, now: boolean) => void;
}

export interface RunnerDeps {
  /** The connection a start sends to (read once per start). */
  connection: () => ReadyConnection;
  call: (connection: ReadyConnection) => RunCalls;
  journal: Journal;
  session: RunSession;
  /** The page's beforeunload and pagehide (window). */
  leaveEvents: LeaveEvents;
  /** A run to several venues: the run this venue's part belongs to (its record names it). */
  group?: VenueGroup;
  /**
   * Every request goes through it (a run to several venues: at most so many in flight to one
   * API host); it starts `send` when a place is free. What a request writes ahead is written
   * once it has its place, just before it leaves.
   */
  limit?: <T>(send: () => Promise<T>) => Promise<T>;
  now?: () => number;
}

/** What the screen shows; a new object only when something in it changed. */
export interface RunSnapshot {
  /** The run as shown: a state that ends it is in the journal before it shows here. */
  run: BatchRun | null;
  /** A run is being sent now. */
  running: boolean;
  /** Cancel was pressed: the chunk in flight finishes, then the run stops. */
  cancelling: boolean;
}

export interface BatchRunner {
  /** Sends every chunk of `run` that is not done (a new run, a resubmit); null when stopped by leaving. */
  start: (run: BatchRun, rows: readonly CheckedRow[]) => Promise<BatchRun | null>;
  /** Sends the run shown again from where it stopped (a failure, Cancel, a reload). */
  resume: (rows: readonly CheckedRow[]) => Promise<BatchRun | null>;
  cancel: () => void;
  /**
   * New batch: stops at once and forgets the run (its later answers change nothing); its
   * record settles as cancelled, also when it is one a reload stopped (`rows`: its rows).
   */
  abandon: (rows: readonly CheckedRow[]) => void;
  /** The screen was left: the request in flight stops, the stored run offers Resume on return. */
  stop: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => RunSnapshot;
}

/** Chunks answered or failed: when this changes, the run is stored at once. */
const settledChunks = (run: BatchRun) =>
  run.chunks.filter((chunk) => chunk.state !== 'waiting').length;

/** One start's controls. */
interface Active {
  /** Cancel: checked between chunks. */
  cancel: AbortController;
  /** Leaving or New batch: stops the request in flight too. */
  stop: AbortController;
  /** New batch: its record settles as cancelled, its later progress is not shown. */
  abandon: () => void;
}

const unlimited = <T>(send: () => Promise<T>) => send();

export function createBatchRunner(deps: RunnerDeps): BatchRunner {
  const now = deps.now ?? Date.now;
  const limit = deps.limit ?? unlimited;
  let snapshot: RunSnapshot = { run: deps.session.run(), running: false, cancelling: false };
  const listeners = new Set<() => void>();
  let active: Active | null = null;

  const show = (change: Partial<RunSnapshot>) => {
    const next = { ...snapshot, ...change };
    const same = (Object.keys(next) as (keyof RunSnapshot)[]).every(
      (key) => next[key] === snapshot[key],
    );
    if (same) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  async function start(run: BatchRun, rows: readonly CheckedRow[]): Promise<BatchRun | null> {
    if (active) return null;
    const connection = deps.connection();
    // A run stored before runs had a record gets one now, kept with the run.
    const activityId = run.activityId ?? crypto.randomUUID();
    let latest: BatchRun = run.activityId
      ? run
      : { ...run, activityId, startedAt: run.startedAt ?? new Date(now()).toISOString() };
    const recent = runRecentEntries(run, () => new Date(now()));
    const recordOf = runRecord({
      id: activityId,
      rows,
      connection,
      recent,
      group: deps.group,
      now,
    });
    let abandoned = false;
    let call: JournalCall | undefined;
    const controls: Active = {
      cancel: new AbortController(),
      stop: new AbortController(),
      abandon: () => {
        abandoned = true;
        // Settled as cancelled once written (New batch before the write ahead: just after it).
        if (call) void call.settle(...recordOf({ ...latest, cancelled: true }, true));
      },
    };
    active = controls;
    show({ run: latest, running: true, cancelling: false });
    const leaving = watchLeaving(deps.leaveEvents, () => controls.stop.abort(), now);
    const calls = deps.call(connection);
    try {
      // The journal, written ahead: the run's record is committed (running) before its first
      // request leaves, and again before each chunk with that chunk's rows in flight, so a page
      // left at any moment leaves the run's record saying where it was.
      const begun = await deps.journal.begin(...recordOf(latest, true));
      call = begun;
      if (abandoned) {
        await begun.settle(...recordOf({ ...latest, cancelled: true }, true));
        return null;
      }
      const writeAhead = aheadWriter(begun, recordOf);
      // Progress and settled chunks are shown and stored one after the other; a state that
      // ends the run is written to the journal before the screen shows its results.
      let shown = Promise.resolve();
      /** The state whose rows were last written whole at the run's end. */
      let writtenAtEnd: BatchRun | null = null;
      const save = (next: BatchRun) => {
        if (controls.stop.signal.aborted) return;
        if (leaving.dropped(next)) {
          controls.stop.abort();
          return;
        }
        const changed = settledChunks(next) !== settledChunks(latest);
        latest = next.activityId ? next : { ...next, activityId, startedAt: latest.startedAt };
        const stored = latest;
        const ends = changed && (runFinished(stored) || stored.error !== null || stored.cancelled);
        shown = shown.then(async () => {
          if (ends) {
            await begun.write(...recordOf(stored, true));
            writtenAtEnd = stored;
          }
          if (abandoned) return;
          deps.session.save(stored, changed);
          show({ run: stored });
        });
      };
      const idToIndex = new Map(Object.entries(run.ids).map(([index, id]) => [id, Number(index)]));
      const final = await runBatch(latest, {
        rows,
        sendChunk: (body, signal) =>
          limit(async () => {
            const open = latest.chunks.find((chunk) => chunk.state !== 'done');
            const marked = markInFlight(latest, open?.rows ?? []);
            save(marked);
            await writeAhead(marked);
            return calls.sendChunk(body, signal);
          }),
        createOne: (body, signal) =>
          limit(async () => {
            const index = body.id === undefined ? undefined : idToIndex.get(body.id);
            if (index !== undefined) save(markInFlight(latest, [index]));
            await writeAhead(latest);
            const answer = await calls.createOne(body, signal);
            recent.answered(body, answer);
            return answer;
          }),
        cancel: controls.cancel.signal,
        signal: controls.stop.signal,
        onProgress: save,
      });
      await shown;
      const stopped = controls.stop.signal.aborted;
      // Settled as it ended; a run stopped by leaving keeps its record as last written, and the
      // next tab to read it settles it as stopped when its page was left.
      if (stopped) begun.leave();
      // Its rows again only if they changed since they were written at its end.
      else await begun.settle(...recordOf(latest, writtenAtEnd !== latest));
      return stopped ? null : final;
    } finally {
      // Whatever happened (a failed write, a throw in the loop): the call is over.
      leaving.end();
      call?.leave();
      if (active === controls) {
        active = null;
        show({ running: false, cancelling: false });
      }
    }
  }

  return {
    start,
    resume: (rows) => (snapshot.run ? start(snapshot.run, rows) : Promise.resolve(null)),
    cancel: () => {
      if (!active) return;
      active.cancel.abort();
      show({ cancelling: true });
    },
    abandon: (rows) => {
      const { run } = snapshot;
      if (active) active.abandon();
      else if (run && runStatus(run) === 'running') {
        // Stopped by a reload: its record still says running.
        const cancelled = { ...run, cancelled: true };
        const id = run.activityId ?? crypto.randomUUID();
        const connection = deps.connection();
        const activity = batchActivity({ run: cancelled, rows, connection, id, group: deps.group });
        void deps.journal.record(activity.record, activity.rows ? { rows: activity.rows } : {});
      }
      active?.stop.abort();
      active = null;
      show({ run: null, running: false, cancelling: false });
    },
    stop: () => active?.stop.abort(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}

/**
 * What a chunk writes before its request leaves: the run with its rows in flight and the
 * answers before it, once per chunk (the creates of one chunk share it).
 */
function aheadWriter(
  call: JournalCall,
  recordOf: RecordOf,
): (marked: BatchRun) => Promise<unknown> {
  let ahead: { chunk: number; written: Promise<unknown> } | null = null;
  return (marked) => {
    const chunk = marked.chunks.findIndex((c) => c.state !== 'done');
    if (ahead?.chunk !== chunk) {
      const inFlight = markInFlight(marked, marked.chunks[chunk]?.rows ?? []);
      ahead = { chunk, written: call.write(...recordOf(inFlight)) };
    }
    return ahead.written;
  };
}
