// The engines of a run to several venues, wired to the app: each venue's calls are TanStack
// Query mutations with that venue's own key, its record is written ahead in the app's journal
// like every change, its run is stored in the session of the connection in use, and all of
// them share one limit of requests in flight per API host.
import { journalOver, openActivity } from '../../../journal/use-journal.ts';
import { createHostLimiter, hostOf } from '../../../lib/host-limit.ts';
import { retryPause } from '../../../api/retry-pause.ts';
import type { ReadyConnection } from '../../../connection/require-connection.tsx';
import { createBatchRunner, type BatchRunner } from '../run/batch-runner.ts';
import { connectedRunner, mutationCalls, type RunnerEnv } from '../run/connected-runner.ts';
import type { BatchRun } from '../run/run-model.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';
import { kept, venuesOf } from './venues-model.ts';
import { createVenuesRunner, type VenuesRunner } from './venues-runner.ts';

export interface VenuesEnv extends Omit<RunnerEnv, 'connection' | 'session'> {
  /** The screen's session as the last update left it, and how to change it. */
  session: Pick<BatchSessionState, 'latest' | 'update'>;
}

/** Stores venue `index`'s run in the run `id` (ignored once that run is gone). */
function saveVenue(
  { update }: VenuesEnv['session'],
  id: string,
  index: number,
  run: BatchRun,
  now: boolean,
): void {
  update(
    (s) => {
      const stored = venuesOf(s);
      if (stored?.id !== id) return s;
      const venues = stored.venues.map((venue, i) => (i === index ? { ...venue, run } : venue));
      return { ...s, venues: kept({ ...stored, venues }) };
    },
    { now },
  );
}

export function connectedVenuesRunner(env: VenuesEnv): VenuesRunner {
  const open = () => openActivity(env.queryClient, env.storages, env.connections());
  const journal = journalOver(open);
  const limiter = createHostLimiter({ pauseOf: retryPause });
  const readyOf = (id: string): ReadyConnection | null => {
    const saved = env.connections().find((connection) => connection.id === id);
    return saved?.apiKey === undefined ? null : { ...saved, apiKey: saved.apiKey };
  };
  return createVenuesRunner({
    ready: (id) => readyOf(id) !== null,
    engineOf: (run, index, venue) => {
      const host = hostOf(venue.connection.baseUrl);
      return createBatchRunner({
        connection: () => {
          const ready = readyOf(venue.connection.id);
          if (!ready) throw new Error(`No API key for ${venue.connection.name} in this tab`);
          return ready;
        },
        call: (connection) => mutationCalls(env.queryClient, connection),
        journal,
        session: {
          run: () => venuesOf(env.session.latest())?.venues[index]?.run ?? null,
          save: (next, now) => saveVenue(env.session, run.id, index, next, now),
        },
        leaveEvents: window,
        group: { id: run.id, venues: run.venues.map((v) => v.connection) },
        limit: (send) => limiter.run(host, send),
      });
    },
  });
}

/** What the screen gives its runners: the latest of what may change, and its session. */
export interface ScreenEnv extends Omit<RunnerEnv, 'session'> {
  session: VenuesEnv['session'];
}

/** The screen's two engines: to the connection in use, and to several venues. */
export interface Runners {
  runner: BatchRunner;
  venues: VenuesRunner;
  stop: () => void;
}

/** Made once the run's code is here, kept while the screen is shown, stopped when it is left. */
export function connectedRunners(env: ScreenEnv): Runners {
  const { latest, update } = env.session;
  const runner = connectedRunner({
    ...env,
    session: {
      run: () => latest().run,
      save: (run, now) => update((s) => ({ ...s, run }), { now }),
    },
  });
  const venues = connectedVenuesRunner(env);
  return {
    runner,
    venues,
    stop: () => {
      runner.stop();
      venues.stop();
    },
  };
}
