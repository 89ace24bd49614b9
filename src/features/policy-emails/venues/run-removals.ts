// Sends a cleanup to several venues (issue 24): each venue's removal is one journaled call with
// that venue's key, written ahead in Activity as that venue's record; at most 4 requests in
// flight to one API host in all. A venue that fails or has its key refused says so alone; the
// others go on. Sending a venue again is safe: what the first attempt removed comes back as
// probably removed by it (the journal keeps the attempts whose answer did not come).
import { t } from '@lingui/core/macro';
import { mayHaveChanged } from '../../../api/call-ending.ts';
import type { ConnectionStorages, StoredConnection } from '../../../connection/storage.ts';
import type { ReadyConnection } from '../../../connection/require-connection.tsx';
import { callFailure } from '../../../journal/record-parts.ts';
import type { Journal } from '../../../journal/journal-types.ts';
import { createHostLimiter, hostOf, type HostLimiter } from '../../../lib/host-limit.ts';
import { retryPause } from '../../../api/retry-pause.ts';
import { rememberRemoval, sendRemoval } from '../use-remove-policy-emails.ts';
import type { VenueRemoval, VenuesRemoval } from './venues-removal.ts';

export interface RemovalsEnv {
  journal: Journal;
  storages: ConnectionStorages;
  connections: () => readonly StoredConnection[];
  /** The cleanup as stored now (undefined once New removal dropped it). */
  stored: () => VenuesRemoval | undefined;
  put: (removal: VenuesRemoval) => void;
}

/** Requests on their way in this page, by cleanup and venue: the others were left by a reload. */
const inFlight = new Set<string>();
const listeners = new Set<() => void>();
const flightKey = (id: string, venue: number) => `${id}:${venue}`;
let flights = 0;

export function subscribeFlights(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
/** Changes whenever a venue's request leaves or ends. */
export const flightsVersion = () => flights;
export const isInFlight = (id: string, venue: number) => inFlight.has(flightKey(id, venue));

function setFlight(id: string, venue: number, on: boolean) {
  if (on) inFlight.add(flightKey(id, venue));
  else inFlight.delete(flightKey(id, venue));
  flights++;
  for (const listener of [...listeners]) listener();
}

// A 429 or 503 with Retry-After pauses that host, as for a batch sent to several venues.
const limiter: HostLimiter = createHostLimiter({ pauseOf: retryPause });

function readyOf(env: RemovalsEnv, id: string): ReadyConnection | null {
  const saved = env.connections().find((connection) => connection.id === id);
  return saved?.apiKey === undefined ? null : { ...saved, apiKey: saved.apiKey };
}

/**
 * Changes venue `index` of the stored cleanup `id` as it is stored now (ignored once that
 * cleanup is gone).
 */
function update(
  env: RemovalsEnv,
  id: string,
  index: number,
  change: (venue: VenueRemoval) => VenueRemoval,
) {
  const now = env.stored();
  if (now?.id !== id) return;
  env.put({ ...now, venues: now.venues.map((venue, i) => (i === index ? change(venue) : venue)) });
}

/**
 * Sends the removal to the venues `indexes` of `removal` (all by default), each marked as
 * sending in the stored cleanup before any request leaves; resolves when every one has ended.
 */
export async function removeAtVenues(
  env: RemovalsEnv,
  removal: VenuesRemoval,
  indexes: readonly number[] = removal.venues.map((_, i) => i),
): Promise<void> {
  const group = { id: removal.id, venues: removal.venues.map((venue) => venue.connection) };
  const marked: VenuesRemoval = {
    ...removal,
    venues: removal.venues.map((venue, i) =>
      indexes.includes(i) ? { ...venue, state: 'sending' as const } : venue,
    ),
  };
  env.put(marked);
  await Promise.all(
    indexes.map(async (i) => {
      const venue = marked.venues[i];
      if (!venue) return;
      const connection = readyOf(env, venue.connection.id);
      if (!connection) {
        const { name } = venue.connection;
        update(env, removal.id, i, (stored) => ({
          ...stored,
          state: 'failed',
          failure: {
            message: t`This tab has no API key for ${name}: enter it, then send again.`,
            ending: 'refused',
          },
        }));
        return;
      }
      setFlight(removal.id, i, true);
      try {
        const record = await limiter.run(hostOf(connection.baseUrl), () =>
          sendRemoval(
            {
              accessPolicyId: venue.policyId,
              body: { emails: removal.sent, revokeUserEngagement: removal.revokeUserEngagement },
              label: venue.label,
            },
            { connection, journal: env.journal },
            group,
          ),
        );
        rememberRemoval(record, connection.id, env.storages);
        // Answered: an earlier attempt's failure no longer stands.
        update(env, removal.id, i, ({ failure: _gone, ...stored }) => ({
          ...stored,
          state: 'done',
          result: record,
        }));
      } catch (error) {
        const failure = callFailure(error);
        update(env, removal.id, i, (stored) => ({
          ...stored,
          state: mayHaveChanged(failure.ending) ? 'unanswered' : 'failed',
          failure,
        }));
      } finally {
        setFlight(removal.id, i, false);
      }
    }),
  );
}
