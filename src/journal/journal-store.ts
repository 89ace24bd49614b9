// Activity as the app uses it: recording a change (with its search terms and size), searching,
// keeping for the chosen period. Loaded on demand with IndexedDB (activity-io.ts). No React.
import type { StoredConnection } from '../connection/storage.ts';
import { mayHaveChanged } from '../api/call-ending.ts';
import { sameId } from '../api/rules.ts';
import { callsInFlight } from './call-locks.ts';
import {
  deleteBefore,
  recordsWithTerm,
  settleLeft,
  idsWithTerm,
  putOnce,
  putRecord,
  readMeta,
  readRetention,
  type ActivityDb,
  type StoredEntry,
} from './journal-db.ts';
import { announceActivityChange } from './journal-events.ts';
import { keptSince, rowsSize, settledAsLeft, withUnansweredRemoval } from './record-parts.ts';
import type { ActivityRecord, BatchRow, UnansweredRemovals } from './journal-record.ts';
import { dropOldRecentEntries, oldRecentEntries } from './migrate-recent-entries.ts';
import { idTerm, queryPrefixes, termsOf } from './search-terms.ts';

/** About how many bytes a record and its rows take: the length of their text. */
export function sizeOf(record: ActivityRecord, rows: readonly BatchRow[] | undefined): number {
  return JSON.stringify(record).length + (rows ? rowsSize(rows) : 0);
}

/**
 * Writes one change: the record (again, for a batch run that goes on), its rows, its search
 * terms, the entries it made, in one transaction; then every tab hears of it. `keepRows`: a
 * batch run between chunks: its record (figures, status) changes, its rows and terms stay as
 * last written (at the start and at the end of the run), so a 10,000-row run is not written
 * whole after every chunk.
 */
export interface RecordExtras {
  /** Batch: every row of the run as it stands. */
  rows?: readonly BatchRow[];
  /** Entries the change created or updated (Recent entries). */
  entries?: readonly StoredEntry[];
  keepRows?: boolean;
  /** The size of the rows when they are kept as stored. */
  rowBytes?: number;
}

export async function recordActivity(
  db: ActivityDb,
  record: ActivityRecord,
  extras: RecordExtras = {},
): Promise<void> {
  const sized = { ...record, bytes: sizeOf(record, extras.rows) + (extras.rowBytes ?? 0) };
  await putRecord(db, {
    record: sized,
    ...(extras.keepRows ? {} : { terms: termsOf(sized, extras.rows) }),
    ...(extras.rows && !extras.keepRows ? { rows: extras.rows } : {}),
    ...(extras.entries ? { entries: extras.entries } : {}),
  });
  announceActivityChange();
}

/** IDs of the records matching every word of `query`; null when the query asks for nothing. */
export async function searchActivity(db: ActivityDb, query: string): Promise<Set<string> | null> {
  const lists = queryPrefixes(query);
  if (lists.length === 0) return null;
  const matches: Set<string>[] = [];
  for (const prefixes of lists) {
    const matched = new Set<string>();
    for (const ids of await Promise.all(prefixes.map((prefix) => idsWithTerm(db, prefix)))) {
      for (const id of ids) matched.add(id);
    }
    if (matched.size === 0) return matched;
    matches.push(matched);
  }
  const [first = new Set<string>(), ...rest] = matches;
  return new Set([...first].filter((id) => rest.every((set) => set.has(id))));
}

/**
 * Settles the records whose page was left before their answer came (no open page holds their
 * call): every tab sees them as "answer not received" from then on. Returns how many.
 */
export async function settlePageLeft(db: ActivityDb, now: Date): Promise<number> {
  const settled = await settleLeft(db, callsInFlight, (record) => settledAsLeft(record, now));
  if (settled > 0) announceActivityChange();
  return settled;
}

/** A call that ended without saying whether the API made its change. */
function unsettled(record: ActivityRecord): boolean {
  return record.status === 'failed' && record.failure !== undefined
    ? mayHaveChanged(record.failure.ending)
    : false;
}

/**
 * Whether an earlier create of this entry ID on this connection (other than record `except`)
 * got no answer that says what happened: then a 409 on the ID is that create having arrived.
 */
export async function earlierUnansweredCreate(
  db: ActivityDb,
  connectionId: string,
  entryId: string,
  except: string,
): Promise<boolean> {
  await settlePageLeft(db, new Date());
  const records = await recordsWithTerm(db, connectionId, idTerm(entryId));
  return records.some(
    (record) =>
      record.id !== except &&
      record.kind === 'add' &&
      sameId(record.sent.id, entryId) &&
      // Still waiting (another tab's create on its way, a duplicated tab's draft): its answer is
      // not known either, and the 409 is that create having arrived.
      (record.status === 'waiting' || unsettled(record)),
  );
}

/**
 * The removals at this policy since its last answered one (other than record `except`) whose
 * answer did not come: what they sent may be what this one finds gone.
 */
export async function earlierUnansweredRemovals(
  db: ActivityDb,
  connectionId: string,
  policyId: string,
  except: string,
): Promise<UnansweredRemovals | undefined> {
  await settlePageLeft(db, new Date());
  let earlier: UnansweredRemovals | undefined;
  for (const record of await recordsWithTerm(db, connectionId, idTerm(policyId))) {
    if (record.id === except || record.kind !== 'removal' || !sameId(record.policyId, policyId))
      continue;
    if (record.status === 'done') earlier = undefined;
    else if (unsettled(record)) {
      earlier = withUnansweredRemoval(earlier, record.policyId, {
        emails: record.sent,
        revokeUserEngagement: record.revokeUserEngagement,
      });
    }
  }
  return earlier;
}

/** Deletes what has not changed for the chosen period; returns how many records went. */
export async function pruneActivity(db: ActivityDb, now: Date): Promise<number> {
  const days = await readRetention(db);
  const removed = await deleteBefore(db, keptSince(days, now));
  if (removed > 0) announceActivityChange();
  return removed;
}

const MIGRATED = 'recent-entries-migrated';

/**
 * Once per browser: the Recent entries list that earlier versions kept in localStorage becomes
 * records (then the list is dropped), and records past the period are deleted.
 */
export async function prepareActivity(
  db: ActivityDb,
  {
    local,
    connections,
    now,
  }: {
    local: Storage | undefined;
    connections: readonly StoredConnection[];
    now: Date;
  },
): Promise<void> {
  if ((await readMeta(db, MIGRATED)) === undefined) {
    const { migrated, keys } = oldRecentEntries(local, connections, now);
    const writes = migrated.map(({ record, entry }) => ({
      record,
      terms: termsOf(record),
      entries: [entry],
    }));
    // The check and the writes in one transaction: a second tab doing this at once does nothing.
    const moved = await putOnce(db, MIGRATED, now.toISOString(), writes);
    // Dropped only once every item is a record: a failure above keeps the old lists.
    if (moved) dropOldRecentEntries(local, keys);
    if (moved && migrated.length > 0) announceActivityChange();
  }
  await pruneActivity(db, now);
  await settlePageLeft(db, now);
}
