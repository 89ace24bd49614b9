// Several venues at once (issue 24): one run engine (batch-runner.ts) per venue, side by side.
// Each venue sends its own chunks with its own key, keeps its own place and fails, cancels and
// resumes alone; what they share is the limit on requests in flight to one API host, which the
// engine of each venue is given. No React: the screen reads it with useSyncExternalStore.
import { runFinished, type BatchRun } from '../run/run-model.ts';
import type { BatchRunner, RunSnapshot } from '../run/batch-runner.ts';
import type { CheckedRow } from '../check/check-model.ts';
import type { VenueRun, VenuesRun } from './venues-model.ts';

export interface VenuesSnapshot {
  /** The run shown; null before Send or after New batch. */
  id: string | null;
  /** Each venue's engine, in the run's order. */
  venues: readonly RunSnapshot[];
}

export interface VenuesRunner {
  /** Sends every venue of `run` that is not finished and whose key this tab has. */
  start: (run: VenuesRun, rows: readonly CheckedRow[]) => Promise<void>;
  /** The engines of a stored run (a reload, coming back), not sending. */
  attach: (run: VenuesRun) => void;
  /** One venue again from where it stopped, or with new chunks (Resubmit: `next`). */
  resume: (venue: number, rows: readonly CheckedRow[], next?: BatchRun) => Promise<BatchRun | null>;
  cancel: (venue: number) => void;
  cancelAll: () => void;
  /** New batch: every venue stops at once, its record settled as cancelled. */
  abandon: (rows: readonly CheckedRow[]) => void;
  /** The screen was left: requests in flight stop, each venue offers Resume on return. */
  stop: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => VenuesSnapshot;
}

export interface VenuesRunnerDeps {
  /** The engine of venue `index` of `run`: its connection, session slot, record and limit. */
  engineOf: (run: VenuesRun, index: number, venue: VenueRun) => BatchRunner;
  /** Whether this tab has the key of the venue's connection (still saved): else it waits. */
  ready: (connectionId: string) => boolean;
}

const EMPTY: VenuesSnapshot = { id: null, venues: [] };

export function createVenuesRunner(deps: VenuesRunnerDeps): VenuesRunner {
  let current: { run: VenuesRun; engines: BatchRunner[]; unsubscribe: () => void } | null = null;
  let snapshot: VenuesSnapshot = EMPTY;
  const listeners = new Set<() => void>();

  const refresh = () => {
    const venues = current?.engines.map((engine) => engine.getSnapshot()) ?? [];
    const same =
      snapshot.id === (current?.run.id ?? null) &&
      venues.length === snapshot.venues.length &&
      venues.every((venue, i) => venue === snapshot.venues[i]);
    if (same) return;
    snapshot = { id: current?.run.id ?? null, venues };
    for (const listener of [...listeners]) listener();
  };

  /** The engines of `run`, made once per run (a new run replaces the old one's). */
  function attach(run: VenuesRun): BatchRunner[] {
    if (current?.run.id === run.id) return current.engines;
    current?.unsubscribe();
    const engines = run.venues.map((venue, i) => deps.engineOf(run, i, venue));
    const unsubscribes = engines.map((engine) => engine.subscribe(refresh));
    current = { run, engines, unsubscribe: () => unsubscribes.forEach((off) => off()) };
    refresh();
    return engines;
  }

  const engine = (venue: number) => current?.engines[venue];

  return {
    async start(run, rows) {
      const engines = attach(run);
      await Promise.all(
        run.venues.map((venue, i) => {
          const shown = engines[i]?.getSnapshot().run ?? venue.run;
          if (runFinished(shown) || !deps.ready(venue.connection.id)) return null;
          return engines[i]?.start(shown, rows);
        }),
      );
    },
    attach: (run) => {
      attach(run);
    },
    resume(venue, rows, next) {
      const found = engine(venue);
      const id = current?.run.venues[venue]?.connection.id;
      if (!found || id === undefined || !deps.ready(id)) return Promise.resolve(null);
      return next ? found.start(next, rows) : found.resume(rows);
    },
    cancel: (venue) => engine(venue)?.cancel(),
    cancelAll: () => current?.engines.forEach((e) => e.cancel()),
    abandon(rows) {
      const was = current;
      if (!was) return;
      current = null;
      was.engines.forEach((e) => e.abandon(rows));
      was.unsubscribe();
      refresh();
    },
    stop: () => current?.engines.forEach((e) => e.stop()),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}
