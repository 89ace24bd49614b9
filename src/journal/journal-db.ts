// Where Activity lives: one IndexedDB database of this origin, through `idb`. Every change is
// one readwrite transaction over the stores it touches, so two tabs writing at once both land
// (IndexedDB runs their transactions one after the other). Pure of React; the IDBFactory is
// passed in (tests give each a fresh one). Values read are parsed: a record another version
// wrote that does not fit is skipped, never thrown.
import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import * as z from 'zod/mini';
import {
  activityRecordSchema,
  batchRowsSchema,
  entryStateSchema,
  type ActivityRecord,
  type BatchRow,
  type EntryState,
} from './journal-record.ts';

export const ACTIVITY_DB = 'sign-in-admin-activity';
const VERSION = 2;

/** How long records are kept unless the person chooses otherwise (issue 16). */
export const DEFAULT_RETENTION_DAYS = 180;
export const RETENTION_CHOICES = [30, 90, 180, 365, 730] as const;

/** The latest known state of one entry, for Edit device's Recent entries. */
export interface StoredEntry {
  connectionId: string;
  /** The entry ID in lower case: IDs compare case-insensitively (docs/decisions.md). */
  key: string;
  entry: EntryState;
  action: 'created' | 'updated';
  /** ISO time of the call. */
  at: string;
  /** The record it came from. */
  recordId: string;
}

interface ActivitySchema extends DBSchema {
  records: {
    key: string;
    value: unknown;
    indexes: {
      'by-connection': [string, string];
      'by-at': string;
      'by-updated': string;
      'by-status': string;
    };
  };
  /** A batch run's rows, apart from its record: a run may hold 10,000. */
  rows: { key: string; value: { id: string; rows: unknown } };
  /** What a text search finds a record by (search-terms.ts), apart from the record. */
  terms: { key: string; value: { id: string; terms: string[] }; indexes: { term: string } };
  entries: {
    key: [string, string];
    value: unknown;
    indexes: { 'by-connection': [string, string] };
  };
  meta: { key: string; value: { key: string; value: unknown } };
}

export type ActivityDb = IDBPDatabase<ActivitySchema>;

/** Opens (and on first use creates, or upgrades) the database. Rejects when the browser refuses IndexedDB. */
export async function openActivityDb(factory: IDBFactory): Promise<ActivityDb> {
  const request = factory.open(ACTIVITY_DB, VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    const db = request.result;
    if (event.oldVersion < 1) {
      const records = db.createObjectStore('records', { keyPath: 'id' });
      records.createIndex('by-connection', ['connection.id', 'at']);
      records.createIndex('by-at', 'at');
      records.createIndex('by-updated', 'updatedAt');
      db.createObjectStore('rows', { keyPath: 'id' });
      db.createObjectStore('terms', { keyPath: 'id' }).createIndex('term', 'terms', {
        multiEntry: true,
      });
      db.createObjectStore('entries', { keyPath: ['connectionId', 'key'] }).createIndex(
        'by-connection',
        ['connectionId', 'at'],
      );
      db.createObjectStore('meta', { keyPath: 'key' });
    }
    // 2: records still open (waiting for an answer, a run going on) are found without a scan.
    if (event.oldVersion < 2) {
      request.transaction?.objectStore('records').createIndex('by-status', 'status');
    }
  });
  const db = (await wrap(request)) as unknown as ActivityDb;
  // Another tab's newer version needs this one to let go; the next use opens it again.
  db.addEventListener('versionchange', () => db.close());
  return db;
}

/** What one change writes besides its record. */
export interface RecordWrite {
  record: ActivityRecord;
  /** Batch: every row of the run as it stands. */
  rows?: readonly BatchRow[];
  /** What a text search finds it by; absent: as stored (a batch run's record between chunks). */
  terms?: readonly string[];
  /** Entries the change created or updated (Recent entries). */
  entries?: readonly StoredEntry[];
}

/** Writes a record and what goes with it in one transaction. */
export async function putRecord(db: ActivityDb, write: RecordWrite): Promise<void> {
  const { record, terms, rows, entries = [] } = write;
  // Only the stores written: a call's write ahead is the record and its terms.
  const stores: Array<'records' | 'rows' | 'terms' | 'entries'> = ['records'];
  if (terms) stores.push('terms');
  if (rows) stores.push('rows');
  if (entries.length > 0) stores.push('entries');
  const tx = db.transaction(stores, 'readwrite');
  const work: Promise<unknown>[] = [tx.objectStore('records').put(record)];
  if (terms) work.push(tx.objectStore('terms').put({ id: record.id, terms: [...terms] }));
  if (rows) work.push(tx.objectStore('rows').put({ id: record.id, rows }));
  for (const entry of entries) work.push(tx.objectStore('entries').put(entry));
  await Promise.all([...work, tx.done]);
}

/**
 * Writes `writes` and sets the flag `key`, in one transaction, unless the flag is already set:
 * two tabs opening the database for the first time at once do it once between them (IndexedDB
 * runs the second transaction after the first). Resolves whether this call did it.
 */
export async function putOnce(
  db: ActivityDb,
  key: string,
  value: unknown,
  writes: readonly RecordWrite[],
): Promise<boolean> {
  const tx = db.transaction(['meta', 'records', 'terms', 'entries'], 'readwrite');
  if ((await tx.objectStore('meta').get(key)) !== undefined) {
    await tx.done;
    return false;
  }
  const work: Promise<unknown>[] = [tx.objectStore('meta').put({ key, value })];
  for (const write of writes) {
    work.push(tx.objectStore('records').put(write.record));
    if (write.terms) {
      work.push(tx.objectStore('terms').put({ id: write.record.id, terms: [...write.terms] }));
    }
    for (const entry of write.entries ?? []) work.push(tx.objectStore('entries').put(entry));
  }
  await Promise.all([...work, tx.done]);
  return true;
}

function parsedRecords(values: readonly unknown[]): ActivityRecord[] {
  return values.flatMap((value) => {
    const parsed = activityRecordSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Records of one connection (or of all), newest first. */
export async function listRecords(
  db: ActivityDb,
  connectionId: string | null,
): Promise<ActivityRecord[]> {
  const values =
    connectionId === null
      ? await db.getAllFromIndex('records', 'by-at')
      : await db.getAllFromIndex(
          'records',
          'by-connection',
          IDBKeyRange.bound([connectionId, ''], [connectionId, '\uffff']),
        );
  return parsedRecords(values).reverse();
}

/**
 * Every record as stored, newest first, unparsed: the Activity screen filters thousands by a
 * few fields and parses a record only when it shows it.
 */
export async function listRawRecords(db: ActivityDb): Promise<unknown[]> {
  return (await db.getAllFromIndex('records', 'by-at')).reverse();
}

/** The newest `limit` records as stored, newest first: what a screen shows before the rest. */
export async function listNewestRawRecords(db: ActivityDb, limit: number): Promise<unknown[]> {
  const newest: unknown[] = [];
  let cursor = await db.transaction('records').store.index('by-at').openCursor(null, 'prev');
  while (cursor && newest.length < limit) {
    newest.push(cursor.value);
    cursor = await cursor.continue();
  }
  return newest;
}

/** The statuses of a record whose call may still be on its way. */
export const OPEN_STATUSES = ['waiting', 'running'] as const;

/**
 * Settles every open record (waiting for its answer, or a batch run going on) whose call no
 * page has in flight any more: its page was left first. The open records are read before
 * `inFlight` is asked, since a page takes its lock before it writes a record: one
 * seen open with no lock after that was left; one written since is not touched, and one
 * changed since (same ID, another updatedAt) is left for the next look. `settle` says what a
 * left record becomes. Returns how many records changed.
 */
export async function settleLeft(
  db: ActivityDb,
  inFlight: () => Promise<(record: ActivityRecord) => boolean>,
  settle: (record: ActivityRecord) => ActivityRecord,
): Promise<number> {
  const openNow = async (store: {
    index(name: 'by-status'): { getAll(query: string): Promise<unknown[]> };
  }) =>
    parsedRecords(
      (
        await Promise.all(OPEN_STATUSES.map((status) => store.index('by-status').getAll(status)))
      ).flat(),
    );
  const seen = await openNow(db.transaction('records').store);
  if (seen.length === 0) return 0;
  const isInFlight = await inFlight();
  const left = new Map(
    seen.filter((record) => !isInFlight(record)).map((record) => [record.id, record.updatedAt]),
  );
  if (left.size === 0) return 0;
  const tx = db.transaction('records', 'readwrite');
  const still = (await openNow(tx.store)).filter(
    (record) => left.get(record.id) === record.updatedAt,
  );
  await Promise.all([...still.map((record) => tx.store.put(settle(record))), tx.done]);
  return still.length;
}

/** Records of one connection that hold `term` (search-terms.ts), oldest first. */
export async function recordsWithTerm(
  db: ActivityDb,
  connectionId: string,
  term: string,
): Promise<ActivityRecord[]> {
  const ids = await db.getAllKeysFromIndex('terms', 'term', term);
  const tx = db.transaction('records');
  const found = parsedRecords(await Promise.all(ids.map((id) => tx.store.get(id))));
  await tx.done;
  return found
    .filter((record) => record.connection.id === connectionId)
    .sort((a, b) => a.at.localeCompare(b.at));
}

export async function getRecord(db: ActivityDb, id: string): Promise<ActivityRecord | undefined> {
  return parsedRecords([await db.get('records', id)])[0];
}

/** Rows parsed per task: 10,000 at once held the main thread 50-130 ms (Activity's budget: 200). */
const ROWS_PER_TASK = 1_000;

/** A batch run's rows; [] when none were stored or they do not parse. */
export async function getRows(db: ActivityDb, id: string): Promise<BatchRow[]> {
  const stored: unknown = (await db.get('rows', id))?.rows;
  if (!Array.isArray(stored)) return [];
  const rows: BatchRow[] = [];
  for (let start = 0; start < stored.length; start += ROWS_PER_TASK) {
    // The rest waits for the next task: the page stays responsive while a long run is read.
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const parsed = batchRowsSchema.safeParse(stored.slice(start, start + ROWS_PER_TASK));
    if (!parsed.success) return [];
    rows.push(...parsed.data);
  }
  return rows;
}

/** IDs of the records that hold a term starting with `prefix`. */
export async function idsWithTerm(db: ActivityDb, prefix: string): Promise<Set<string>> {
  const keys = await db.getAllKeysFromIndex(
    'terms',
    'term',
    IDBKeyRange.bound(prefix, `${prefix}\uffff`),
  );
  return new Set(keys);
}

const storedEntrySchema = z.object({
  connectionId: z.string(),
  key: z.string(),
  entry: entryStateSchema,
  action: z.enum(['created', 'updated']),
  at: z.string(),
  recordId: z.string(),
});

/** The connection's entries, newest first: Recent entries. */
export async function listEntries(db: ActivityDb, connectionId: string): Promise<StoredEntry[]> {
  const values = await db.getAllFromIndex(
    'entries',
    'by-connection',
    IDBKeyRange.bound([connectionId, ''], [connectionId, '\uffff']),
  );
  return values
    .flatMap((value) => {
      const parsed = storedEntrySchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    })
    .reverse();
}

const retentionSchema = z.int().check(z.positive());

export async function readRetention(db: ActivityDb): Promise<number> {
  const parsed = retentionSchema.safeParse((await db.get('meta', 'retention-days'))?.value);
  return parsed.success ? parsed.data : DEFAULT_RETENTION_DAYS;
}

export async function writeRetention(db: ActivityDb, days: number): Promise<void> {
  await db.put('meta', { key: 'retention-days', value: days });
}

export async function readMeta(db: ActivityDb, key: string): Promise<unknown> {
  return (await db.get('meta', key))?.value;
}

/**
 * Deletes records (with their rows, terms and the entries they made) that last changed before
 * `before` (ISO time). Returns how many records went.
 */
export async function deleteBefore(db: ActivityDb, before: string): Promise<number> {
  const tx = db.transaction(['records', 'rows', 'terms', 'entries'], 'readwrite');
  const old = await tx
    .objectStore('records')
    .index('by-updated')
    .getAllKeys(IDBKeyRange.upperBound(before, true));
  const work: Promise<unknown>[] = [];
  for (const id of old) {
    work.push(tx.objectStore('records').delete(id));
    work.push(tx.objectStore('rows').delete(id));
    work.push(tx.objectStore('terms').delete(id));
  }
  if (old.length > 0) {
    const gone = new Set(old);
    let cursor = await tx.objectStore('entries').openCursor();
    while (cursor) {
      const recordId = (cursor.value as { recordId?: unknown }).recordId;
      if (typeof recordId !== 'string' || gone.has(recordId)) work.push(cursor.delete());
      cursor = await cursor.continue();
    }
  }
  await Promise.all([...work, tx.done]);
  return old.length;
}

/** Everything recorded goes; the settings stay. */
export async function clearActivity(db: ActivityDb): Promise<void> {
  const tx = db.transaction(['records', 'rows', 'terms', 'entries'], 'readwrite');
  await Promise.all([
    tx.objectStore('records').clear(),
    tx.objectStore('rows').clear(),
    tx.objectStore('terms').clear(),
    tx.objectStore('entries').clear(),
    tx.done,
  ]);
}
