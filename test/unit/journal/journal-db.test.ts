import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  DEFAULT_RETENTION_DAYS,
  getRecord,
  getRows,
  listEntries,
  listRecords,
  readRetention,
  writeRetention,
  type ActivityDb,
  type StoredEntry,
} from '../../../src/journal/journal-db.ts';
import type { AddRecord, EntryState } from '../../../src/journal/journal-record.ts';
import {
  prepareActivity,
  pruneActivity,
  recordActivity,
  searchActivity,
} from '../../../src/journal/journal-store.ts';
import { storedEntry } from '../../../src/journal/record-parts.ts';
import { ApiError } from '../../../src/api/errors.ts';
import type { StoredConnection } from '../../../src/connection/storage.ts';
import { entryCallActivity } from '../../../src/entries/entry-activity.ts';
import type { SentEntry } from '../../../src/entries/recent-entries.ts';
import { removalActivity } from '../../../src/features/policy-emails/removal-activity.ts';
import { lobby, office } from '../../support/saved-connections.ts';
import { MemoryStorage } from '../../support/memory-storage.ts';
import {
  batchRecord,
  batchRow,
  freshDb,
  lobbyRef,
  minute,
  officeRef,
} from '../../support/journal-fixtures.ts';

const API_KEY = 'sk-live-5e1f-never-stored';
const officeConnection: StoredConnection = { ...office, apiKey: API_KEY };
const lobbyConnection: StoredConnection = { ...lobby, apiKey: API_KEY };

afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-01T09:00:00.000Z');
const daysBefore = (days: number, from: Date = NOW) => new Date(from.getTime() - days * DAY_MS);

function entryState(id: string, more: Partial<EntryState> = {}): EntryState {
  return {
    id,
    mac: 'AA:BB:CC:DD:EE:FF',
    name: 'Kiosk',
    description: '',
    toDate: null,
    tags: [],
    ...more,
  };
}

function addRecord(id: string, more: Partial<AddRecord> = {}): AddRecord {
  const at = more.at ?? minute(0);
  return {
    kind: 'add',
    id,
    at,
    updatedAt: at,
    connection: officeRef,
    status: 'done',
    sent: { id: `entry-of-${id}`, mac: 'AA:BB:CC:DD:EE:FF', name: 'Kiosk' },
    ...more,
  };
}

const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);

describe('recordActivity and listRecords', () => {
  it('lists a connection’s records newest first, and every connection’s with null', async () => {
    const db = await freshDb();
    // Written out of order: the list follows when each call was made.
    await recordActivity(db, addRecord('office-3', { at: minute(3) }));
    await recordActivity(db, addRecord('office-1', { at: minute(1) }));
    await recordActivity(db, addRecord('lobby-2', { at: minute(2), connection: lobbyRef }));

    expect(ids(await listRecords(db, 'office'))).toEqual(['office-3', 'office-1']);
    expect(ids(await listRecords(db, 'lobby'))).toEqual(['lobby-2']);
    expect(ids(await listRecords(db, null))).toEqual(['office-3', 'lobby-2', 'office-1']);
    expect(await listRecords(db, 'nobody')).toEqual([]);
  });

  it('reads back the record as written, with about how many bytes it takes', async () => {
    const db = await freshDb();
    const record = addRecord('office-1', {
      entry: entryState('entry-of-office-1', { tags: ['lobby'], creator: 'admin@demo.example' }),
    });
    await recordActivity(db, record);
    const stored = { ...record, bytes: JSON.stringify(record).length };
    expect(await listRecords(db, 'office')).toEqual([stored]);
    expect(await getRecord(db, 'office-1')).toEqual(stored);
    expect(await getRecord(db, 'no-such-record')).toBeUndefined();
  });

  it('a record written again replaces the earlier one: a batch run from running to done', async () => {
    const db = await freshDb();
    const running = batchRecord('run-1');
    await recordActivity(db, running, {
      rows: [batchRow(1, '00:11:22:33:44:01'), batchRow(2, '00:11:22:33:44:02')],
    });
    const done = batchRecord('run-1', {
      status: 'done',
      updatedAt: minute(5),
      figures: { ...running.figures, created: 1, notSent: 0 },
      rowCount: 1,
      chunks: { total: 1, done: 1 },
    });
    const doneRows = [batchRow(1, '00:11:22:33:44:0A', { outcome: 'created', reason: '' })];
    await recordActivity(db, done, { rows: doneRows });

    const records = await listRecords(db, null);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: 'run-1',
      status: 'done',
      updatedAt: minute(5),
      figures: { created: 1, notSent: 0 },
      chunks: { total: 1, done: 1 },
    });
    expect(await getRows(db, 'run-1')).toEqual(doneRows);
    // Its terms are the new ones: the earlier rows' MACs find it no more.
    expect(await searchActivity(db, '00:11:22:33:44:02')).toEqual(new Set());
    expect(await searchActivity(db, '00:11:22:33:44:0a')).toEqual(new Set(['run-1']));
  });

  it('getRows returns a batch run’s rows, and none for a record without rows', async () => {
    const db = await freshDb();
    const rows = [
      batchRow(1, '00:11:22:33:44:01', { tags: ['event'], outcome: 'created', reason: '' }),
      batchRow(2, '00:11:22:33:44:02', { outcome: 'faulty', reason: 'Name may not contain: !' }),
      batchRow(3, '00:11:22:33:44:03', { id: 'entry-3', earlier: true, outcome: 'created' }),
    ];
    await recordActivity(db, batchRecord('run-1', { rowCount: 3 }), { rows });
    await recordActivity(db, addRecord('add-1'));
    expect(await getRows(db, 'run-1')).toEqual(rows);
    expect(await getRows(db, 'add-1')).toEqual([]);
    expect(await getRows(db, 'no-such-record')).toEqual([]);
  });

  it('getRows reads a long run in slices: every row, in order; one bad row anywhere, none', async () => {
    const db = await freshDb();
    const mac = (n: number) =>
      `00:11:22:33:${Math.floor(n / 256)
        .toString(16)
        .padStart(2, '0')}:${(n % 256).toString(16).padStart(2, '0')}`.toUpperCase();
    const rows = Array.from({ length: 2_500 }, (_, n) =>
      batchRow(n + 1, mac(n), { outcome: 'created', reason: '' }),
    );
    await recordActivity(db, batchRecord('run-1', { rowCount: rows.length }), { rows });
    expect(await getRows(db, 'run-1')).toEqual(rows);
    // The last slice's last row does not parse: the run's rows are refused as a whole, as before.
    await db.put('rows', { id: 'run-2', rows: [...rows.slice(0, 2_499), { line: -1, mac: 7 }] });
    expect(await getRows(db, 'run-2')).toEqual([]);
  });

  it('two writes started at once through two connections to the database both land', async () => {
    const factory = new IDBFactory();
    const first = await freshDb(factory);
    const second = await freshDb(factory);
    const entry = (record: AddRecord, id: string) => storedEntry(record, entryState(id), 'created');
    const a = addRecord('tab-a', { at: minute(1) });
    const b = addRecord('tab-b', { at: minute(2) });
    await Promise.all([
      recordActivity(first, a, { entries: [entry(a, 'Entry-A')] }),
      recordActivity(second, b, { entries: [entry(b, 'Entry-B')] }),
    ]);
    expect(ids(await listRecords(first, null))).toEqual(['tab-b', 'tab-a']);
    expect(ids(await listRecords(second, null))).toEqual(['tab-b', 'tab-a']);
    expect((await listEntries(second, 'office')).map((stored) => stored.key)).toEqual([
      'entry-b',
      'entry-a',
    ]);
  });

  it('tells the other tabs that Activity changed', async () => {
    const db = await freshDb();
    const channel = new BroadcastChannel('sign-in-admin.activity');
    onTestFinished(() => channel.close());
    const heard = new Promise<unknown>((resolve) => {
      channel.addEventListener('message', (event) => resolve(event.data));
    });
    await recordActivity(db, addRecord('add-1'));
    expect(await heard).toBe('changed');
  });
});

describe('listEntries', () => {
  /** A create or update through the screens' builder, its answer arriving at `at`. */
  function call(kind: 'add' | 'edit', id: string, connection: StoredConnection, at: string) {
    vi.setSystemTime(new Date(at));
    return entryCallActivity({
      kind,
      id: crypto.randomUUID(),
      connection,
      sent: { id, mac: 'AA:BB:CC:DD:EE:FF', name: `Device ${id}` },
      at: new Date(at),
      outcome: {
        entry: {
          ...entryState(id, { name: `Device ${id}` }),
          action: kind === 'add' ? 'created' : 'updated',
          at,
        },
      },
    });
  }

  async function record(db: ActivityDb, made: ReturnType<typeof call>) {
    await recordActivity(db, made.record, { entries: made.entries });
  }

  it('lists a connection’s entries newest first, one per entry ID whatever its case', async () => {
    const db = await freshDb();
    const first = call('add', 'AB-1', officeConnection, minute(1));
    await record(db, first);
    await record(db, call('add', 'CD-2', officeConnection, minute(2)));
    const again = call('edit', 'ab-1', officeConnection, minute(3));
    await record(db, again);
    await record(db, call('add', 'EF-3', lobbyConnection, minute(4)));

    const entries = await listEntries(db, 'office');
    expect(entries.map(({ entry, action, key }) => [entry.id, action, key])).toEqual([
      ['ab-1', 'updated', 'ab-1'],
      ['CD-2', 'created', 'cd-2'],
    ]);
    expect(entries[0]).toEqual({
      connectionId: 'office',
      key: 'ab-1',
      entry: entryState('ab-1', { name: 'Device ab-1' }),
      action: 'updated',
      at: minute(3),
      recordId: again.record.id,
    });
    expect((await listEntries(db, 'lobby')).map(({ entry }) => entry.id)).toEqual(['EF-3']);
    expect(await listEntries(db, 'nobody')).toEqual([]);
    // Both calls stay records; only the entry they left is one.
    expect(ids(await listRecords(db, 'office'))).toEqual([
      again.record.id,
      expect.any(String),
      first.record.id,
    ]);
  });

  it('a failed call leaves no entry', async () => {
    const db = await freshDb();
    vi.setSystemTime(NOW);
    const failed = entryCallActivity({
      kind: 'add',
      id: 'failed-1',
      connection: officeConnection,
      sent: { id: 'AB-1', mac: 'AA:BB:CC:DD:EE:FF', name: 'Kiosk' },
      at: NOW,
      outcome: { error: new ApiError({ kind: 'http', status: 400, message: 'Rejected.' }) },
    });
    await recordActivity(db, failed.record, { entries: failed.entries });
    expect(await listEntries(db, 'office')).toEqual([]);
    expect(ids(await listRecords(db, 'office'))).toEqual([failed.record.id]);
  });
});

describe('searchActivity', () => {
  const REQUEST_UUID = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';

  /** A printer added, a removal for acme.com, a failed edit of a kiosk, a lobby batch run. */
  async function searchable(): Promise<ActivityDb> {
    const db = await freshDb();
    vi.setSystemTime(NOW);
    const printer = entryCallActivity({
      kind: 'add',
      id: 'printer',
      connection: officeConnection,
      sent: {
        id: '11111111-2222-4333-8444-555555555555',
        mac: '00:1B:63:84:BB:D7',
        name: 'Lobby Printer',
        description: 'Second floor',
        tags: [{ value: 'printers' }],
      },
      at: NOW,
      outcome: {
        entry: {
          ...entryState('11111111-2222-4333-8444-555555555555', {
            mac: '00:1B:63:84:BB:D7',
            name: 'Lobby Printer',
          }),
          action: 'created',
          at: NOW.toISOString(),
        },
      },
    });
    await recordActivity(db, printer.record, { entries: printer.entries });
    await recordActivity(
      db,
      removalActivity({
        id: 'removal',
        connection: officeConnection,
        policyId: '6f9619ff-8b86-4011-b42d-00cf4fc964ff',
        label: 'Staff guests',
        sent: ['erik@acme.com', 'anna@partner.se'],
        revokeUserEngagement: false,
        at: NOW,
        outcome: { result: { policyEmails: [], removedEmails: [] } },
      }),
    );
    /** A call on Office the server answered with HTTP `status` and `requestId`. */
    const failedCall = (
      kind: 'add' | 'edit',
      id: string,
      sent: SentEntry,
      answer: { status: number; message: string; requestId: string },
    ) =>
      entryCallActivity({
        kind,
        id,
        connection: officeConnection,
        sent,
        at: NOW,
        outcome: { error: new ApiError({ kind: 'http', ...answer }) },
      }).record;
    await recordActivity(
      db,
      failedCall(
        'edit',
        'kiosk',
        { id: 'KIOSK-1', mac: 'AA-BB-CC-00-11-22', name: 'Kiosk' },
        { status: 500, message: 'The server had a problem.', requestId: 'req_8XJ2K' },
      ),
    );
    await recordActivity(
      db,
      failedCall(
        'add',
        'lost',
        { id: 'LOST-1', mac: 'AA-BB-CC-00-11-33', name: 'Camera' },
        { status: 504, message: 'A gateway gave up.', requestId: REQUEST_UUID },
      ),
    );
    await recordActivity(db, batchRecord('run', { connection: lobbyRef }), {
      rows: [batchRow(1, '00:11:22:33:44:01', { name: 'Lobby screen', tags: ['signage'] })],
    });
    return db;
  }

  /** Each query, searched in `searchable()`, finds the records named beside it. */
  async function expectFound(cases: Array<[query: string, ids: string[]]>) {
    const db = await searchable();
    for (const [query, ids] of cases) {
      expect(await searchActivity(db, query), query).toEqual(new Set(ids));
    }
  }

  it('finds a record by its MAC in another notation, or by the start of it', async () => {
    await expectFound([
      ['001b.6384.bbd7', ['printer']],
      ['00-1b-63', ['printer']],
      ['aa bb cc 00 11 22', ['kiosk']],
      ['aa:bb:cc', ['kiosk', 'lost']],
      ['001122334401', ['run']],
    ]);
  });

  it('finds a record by the start of a word of its name, description or tags', async () => {
    await expectFound([
      ['prin', ['printer']],
      ['SECOND', ['printer']],
      ['lobby', ['printer', 'run']],
      ['signage', ['run']],
    ]);
  });

  it('finds a removal by an email, whole or by its domain, and by its label', async () => {
    await expectFound([
      ['acme.com', ['removal']],
      ['Erik@Acme.com', ['removal']],
      ['partner', ['removal']],
      ['staff', ['removal']],
    ]);
  });

  it('finds a failed call by its request ID, and an entry by its ID', async () => {
    await expectFound([
      ['req_8xj2k', ['kiosk']],
      ['kiosk-1', ['kiosk']],
      ['11111111', ['printer']],
      // A UUID's first group is bare hex: looked up as a word too.
      ['3f2b8c1e', ['lost']],
    ]);
  });

  // The API's request_id is a UUID (as are entry and policy IDs): see the same case in
  // activity-search-terms.test.ts. Its first group alone finds it too (above).
  it('finds a failed call by a request ID that is a UUID, pasted whole', async () => {
    await expectFound([[REQUEST_UUID, ['lost']]]);
  });

  it('requires every word of the query', async () => {
    await expectFound([
      ['office', ['printer', 'removal', 'kiosk', 'lost']],
      ['office lobby', ['printer']],
      ['lobby signage', ['run']],
      ['kiosk printer', []],
      ['printer nowhere', []],
    ]);
  });

  it('asks for nothing with an empty or one-letter query (null), and finds nothing as an empty set', async () => {
    const db = await searchable();
    expect(await searchActivity(db, '')).toBeNull();
    expect(await searchActivity(db, '   ')).toBeNull();
    expect(await searchActivity(db, 'p')).toBeNull();
    expect(await searchActivity(db, 'nothing')).toEqual(new Set());
    expect(await searchActivity(db, 'ff:ff:ff')).toEqual(new Set());
  });
});

describe('values another version wrote', () => {
  it('skips records, entries and rows that do not fit the schema, without throwing', async () => {
    const db = await freshDb();
    await recordActivity(db, addRecord('good', { at: minute(1) }), {
      entries: [storedEntry(addRecord('good'), entryState('Good-1'), 'created')],
    });
    await db.put('records', {
      id: 'bad-shape',
      kind: 'add',
      at: minute(2),
      updatedAt: minute(2),
      connection: { id: 'office' },
      status: 'done',
    });
    await db.put('records', { ...addRecord('bad-kind', { at: minute(3) }), kind: 'teleport' });
    await db.put('records', { id: 'no-at-at-all', connection: officeRef });
    await db.put('entries', {
      connectionId: 'office',
      key: 'bad-1',
      entry: { id: 'BAD-1' },
      action: 'created',
      at: minute(4),
      recordId: 'bad-shape',
    });
    await db.put('rows', { id: 'good', rows: [{ line: -1, mac: 7 }] });

    expect(ids(await listRecords(db, 'office'))).toEqual(['good']);
    expect(ids(await listRecords(db, null))).toEqual(['good']);
    expect(await getRecord(db, 'bad-shape')).toBeUndefined();
    expect(await getRecord(db, 'bad-kind')).toBeUndefined();
    expect(await getRecord(db, 'no-at-at-all')).toBeUndefined();
    expect((await listEntries(db, 'office')).map((stored) => stored.key)).toEqual(['good-1']);
    expect(await getRows(db, 'good')).toEqual([]);
  });
});

describe('pruneActivity', () => {
  it('keeps 180 days unless told otherwise, and reads a stored period that is no count as that', async () => {
    const db = await freshDb();
    expect(DEFAULT_RETENTION_DAYS).toBe(180);
    expect(await readRetention(db)).toBe(180);
    await writeRetention(db, 30);
    expect(await readRetention(db)).toBe(30);
    await db.put('meta', { key: 'retention-days', value: 0 });
    expect(await readRetention(db)).toBe(180);
    await db.put('meta', { key: 'retention-days', value: '30' });
    expect(await readRetention(db)).toBe(180);
  });

  it('by default deletes what has not changed for 180 days and keeps what changed since', async () => {
    const db = await freshDb();
    const old = daysBefore(181).toISOString();
    const recent = daysBefore(179).toISOString();
    await recordActivity(db, addRecord('old', { at: old, updatedAt: old }));
    // A run started long ago that changed lately counts from its last change.
    await recordActivity(db, addRecord('started-long-ago', { at: old, updatedAt: recent }));
    expect(await pruneActivity(db, NOW)).toBe(1);
    expect(ids(await listRecords(db, null))).toEqual(['started-long-ago']);
    expect(await pruneActivity(db, NOW)).toBe(0);
  });

  it('deletes records past the chosen period with their rows, terms and the entries they made', async () => {
    const db = await freshDb();
    await writeRetention(db, 30);
    const oldAt = daysBefore(31).toISOString();
    const old = batchRecord('old-run', { at: oldAt, updatedAt: oldAt, status: 'done' });
    await recordActivity(db, old, {
      rows: [batchRow(1, '00:11:22:33:44:01'), batchRow(2, '00:11:22:33:44:02')],
      entries: [
        storedEntry(old, entryState('ID-1'), 'created'),
        storedEntry(old, entryState('ID-2'), 'created'),
      ],
    });
    // ID-1 was updated since: its entry now comes from a newer record and stays.
    const newAt = daysBefore(29).toISOString();
    const edit: AddRecord = addRecord('new-edit', { at: newAt, updatedAt: newAt });
    await recordActivity(db, edit, {
      entries: [storedEntry(edit, entryState('id-1', { name: 'Renamed' }), 'updated')],
    });
    // Exactly the period ago: not older than it, so kept.
    const edgeAt = daysBefore(30).toISOString();
    await recordActivity(db, addRecord('edge', { at: edgeAt, updatedAt: edgeAt }));

    expect(await getRows(db, 'old-run')).toHaveLength(2);
    expect(await searchActivity(db, '00:11:22:33:44:02')).toEqual(new Set(['old-run']));
    expect(await searchActivity(db, 'devices.csv')).toEqual(new Set(['old-run']));

    expect(await pruneActivity(db, NOW)).toBe(1);
    expect(ids(await listRecords(db, null))).toEqual(['new-edit', 'edge']);
    expect(await getRecord(db, 'old-run')).toBeUndefined();
    expect(await getRows(db, 'old-run')).toEqual([]);
    expect(await searchActivity(db, '00:11:22:33:44:02')).toEqual(new Set());
    expect(await searchActivity(db, 'devices.csv')).toEqual(new Set());
    const entries: StoredEntry[] = await listEntries(db, 'office');
    expect(entries.map(({ key, recordId, entry }) => [key, recordId, entry.name])).toEqual([
      ['id-1', 'new-edit', 'Renamed'],
    ]);
  });

  it('keeps more when the period is longer', async () => {
    const db = await freshDb();
    await writeRetention(db, 365);
    const at = daysBefore(200).toISOString();
    await recordActivity(db, addRecord('older-than-180', { at, updatedAt: at }));
    expect(await pruneActivity(db, NOW)).toBe(0);
    expect(ids(await listRecords(db, null))).toEqual(['older-than-180']);
  });
});

describe('prepareActivity: the old Recent entries lists move in', () => {
  const KEY = 'sign-in-admin.recent-entries.v1.';

  const oldItem = (id: string, action: 'created' | 'updated', at: Date, more: object = {}) => ({
    id,
    mac: 'AA:BB:CC:00:11:22',
    name: `Device ${id}`,
    description: '',
    toDate: null,
    tags: ['lobby'],
    action,
    at: at.toISOString(),
    ...more,
  });

  /** What an earlier version left: a list for `office`, one for a deleted connection, junk. */
  function oldLists(): MemoryStorage {
    const local = new MemoryStorage();
    local.setItem('sign-in-admin.connections.v1', '{"version":1,"connections":[]}');
    local.setItem(
      `${KEY}office`,
      JSON.stringify([
        oldItem('PRINTER-1', 'updated', daysBefore(10), {
          name: 'Printer',
          description: 'Front desk',
          toDate: '2026-12-31',
          creator: 'admin@demo.example',
        }),
        { id: '', mac: 'AA:BB:CC:00:11:23', name: 'No ID', action: 'created' },
        { id: 'no-action', mac: 'AA:BB:CC:00:11:24' },
        'not an entry',
        oldItem('KIOSK-1', 'created', daysBefore(400)),
      ]),
    );
    local.setItem(`${KEY}gone`, JSON.stringify([oldItem('CAM-1', 'created', daysBefore(5))]));
    local.setItem(`${KEY}lobby`, '{not json');
    return local;
  }

  const prepare = (db: ActivityDb, local: Storage | undefined, now: Date = NOW) =>
    prepareActivity(db, { local, connections: [officeConnection], now });

  it('makes each readable item a record of its connection, and its entry one of Recent entries', async () => {
    const db = await freshDb();
    await prepare(db, oldLists());

    const records = await listRecords(db, null);
    expect(records.map(({ kind, connection }) => [kind, connection.id])).toEqual([
      ['add', 'gone'],
      ['edit', 'office'],
      ['add', 'office'],
    ]);
    const printer = records[1];
    expect(printer).toEqual({
      kind: 'edit',
      id: expect.any(String),
      at: daysBefore(10).toISOString(),
      updatedAt: NOW.toISOString(),
      connection: officeRef,
      status: 'done',
      sent: {
        id: 'PRINTER-1',
        mac: 'AA:BB:CC:00:11:22',
        name: 'Printer',
        description: 'Front desk',
        toDate: '2026-12-31',
        tags: ['lobby'],
      },
      entry: {
        id: 'PRINTER-1',
        mac: 'AA:BB:CC:00:11:22',
        name: 'Printer',
        description: 'Front desk',
        toDate: '2026-12-31',
        tags: ['lobby'],
        creator: 'admin@demo.example',
      },
      migrated: true,
    });
    // A connection no longer saved is named by its ID.
    expect(records[0]?.connection).toEqual({
      id: 'gone',
      name: 'gone',
      organizationId: '',
      contextId: '',
      baseUrl: '',
    });
    expect(new Set(ids(records)).size).toBe(3);

    const entries = await listEntries(db, 'office');
    expect(entries.map(({ key, action, at }) => [key, action, at])).toEqual([
      ['printer-1', 'updated', daysBefore(10).toISOString()],
      ['kiosk-1', 'created', daysBefore(400).toISOString()],
    ]);
    expect(entries[0]?.recordId).toBe(printer?.id);
    expect((await listEntries(db, 'gone')).map(({ key }) => key)).toEqual(['cam-1']);
    expect(await listEntries(db, 'lobby')).toEqual([]);

    // Found like any record; nothing of the key.
    expect(await searchActivity(db, 'front desk')).toEqual(new Set([printer?.id]));
    expect(JSON.stringify(records)).not.toContain(API_KEY);
  });

  it('drops the old lists, readable or not, and leaves every other key', async () => {
    const db = await freshDb();
    const local = oldLists();
    await prepare(db, local);
    expect(local.getItem(`${KEY}office`)).toBeNull();
    expect(local.getItem(`${KEY}gone`)).toBeNull();
    expect(local.getItem(`${KEY}lobby`)).toBeNull();
    expect(local.getItem('sign-in-admin.connections.v1')).toBe('{"version":1,"connections":[]}');
    expect(local.length).toBe(1);
  });

  it('moves them once: a list found later stays where it is', async () => {
    const db = await freshDb();
    await prepare(db, oldLists());
    const later = new MemoryStorage();
    const list = JSON.stringify([oldItem('LATE-1', 'created', daysBefore(1))]);
    later.setItem(`${KEY}office`, list);
    await prepare(db, later);
    expect(await listRecords(db, null)).toHaveLength(3);
    expect(later.getItem(`${KEY}office`)).toBe(list);
    expect(await searchActivity(db, 'late-1')).toEqual(new Set());
  });

  it('two tabs opening it for the first time at once move the lists once between them', async () => {
    const factory = new IDBFactory();
    const [first, second] = await Promise.all([freshDb(factory), freshDb(factory)]);
    // The same localStorage: both tabs find the lists before either has dropped them.
    const local = oldLists();
    await Promise.all([prepare(first, local), prepare(second, local)]);
    expect(await listRecords(first, null)).toHaveLength(3);
    expect((await listEntries(first, 'office')).map(({ key }) => key)).toEqual([
      'printer-1',
      'kiosk-1',
    ]);
  });

  it('keeps a migrated entry made 400 days ago for the whole period from the day it moved', async () => {
    const db = await freshDb();
    await prepare(db, oldLists());
    expect((await listEntries(db, 'office')).map(({ key }) => key)).toContain('kiosk-1');

    await prepare(db, undefined, new Date(NOW.getTime() + 179 * DAY_MS));
    expect((await listEntries(db, 'office')).map(({ key }) => key)).toEqual([
      'printer-1',
      'kiosk-1',
    ]);
    // Past the period from the move, they go like any record.
    await prepare(db, undefined, new Date(NOW.getTime() + 181 * DAY_MS));
    expect(await listRecords(db, null)).toEqual([]);
    expect(await listEntries(db, 'office')).toEqual([]);
  });

  it('without a Storage there is nothing to move, and it still prunes', async () => {
    const db = await freshDb();
    const old = daysBefore(200).toISOString();
    await recordActivity(db, addRecord('old', { at: old, updatedAt: old }));
    await prepare(db, undefined);
    expect(await listRecords(db, null)).toEqual([]);
  });
});
