// The engines of a run to several venues, wired to the app: each venue's calls are TanStack
// Query mutations with that venue's own key, its record is written ahead in the app's journal
// like every change, its run is stored in the session of the connection in use, and all of
// them share one limit of requests in flight per API host.
import { retryPause } from '../../../api/errors.ts';
import { journalOver, openActivity } from '../../../journal/use-journal.ts';
import { createHostLimiter, hostOf } from '../../../lib/host-limit.ts';
import type { ReadyConnection } from '../../../connection/require-connection.tsx';
import { createBatchRunner } from '../run/batch-runner.ts';
import { mutationCalls, type RunnerEnv } from '../run/connected-runner.ts';
import type { BatchRun } from '../run/run-model.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';
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
    (s) =>
      s.venues?.id === id
        ? {
            ...s,
            venues: {
              ...s.venues,
              venues: s.venues.venues.map((venue, i) => (i === index ? { ...venue, run } : venue)),
            },
          }
        : s,
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
          run: () => env.session.latest().venues?.venues[index]?.run ?? null,
          save: (next, now) => saveVenue(env.session, run.id, index, next, now),
        },
        leaveEvents: window,
        group: { id: run.id, venues: run.venues.map((v) => v.connection) },
        limit: (send) => limiter.run(host, send),
      });
    },
  });
}
