// Activity as the app uses it: recording a change (with its search terms and size), searching,
// keeping for the chosen period. Loaded on demand with IndexedDB (activity-io.ts). No React.
import type { StoredConnection } from '../connection/storage.ts';
import {
  deleteBefore,
  idsWithTerm,
  putOnce,
  putRecord,
  readMeta,
  readRetention,
  type ActivityDb,
  type StoredEntry,
} from './journal-db.ts';
import { announceActivityChange } from './journal-events.ts';
import { keptSince, rowsSize } from './record-parts.ts';
import type { ActivityRecord, BatchRow } from './journal-record.ts';
import { dropOldRecentEntries, oldRecentEntries } from './migrate-recent-entries.ts';
import { queryPrefixes, termsOf } from './search-terms.ts';

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
}
