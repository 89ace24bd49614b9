import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityRecordSchema, batchRowsSchema } from '../../../src/journal/journal-record.ts';
import { unknownFailureMessage } from '../../../src/api/error-messages.ts';
import { ApiError } from '../../../src/api/errors.ts';
import type { RemovePolicyEmailsResult } from '../../../src/api/schemas.ts';
import type { StoredConnection } from '../../../src/connection/storage.ts';
import { entryCallActivity } from '../../../src/entries/entry-activity.ts';
import type { RecentEntry, SentEntry } from '../../../src/entries/recent-entries.ts';
import {
  batchActivity,
  createdEntries,
  runStatus,
} from '../../../src/features/batch/run/batch-activity.ts';
import {
  createdEarlierNote,
  noReason,
  notSentWords,
  unansweredNote,
  unconfirmedNote,
} from '../../../src/features/batch/results/batch-results.ts';
import { checkRows } from '../../../src/features/batch/check/check-rows.ts';
import {
  entryKey,
  type BatchRun,
  type RunOptions,
} from '../../../src/features/batch/run/run-model.ts';
import { type CheckResult, type SendMode } from '../../../src/features/batch/check/check-model.ts';
import { planRun } from '../../../src/features/batch/run/plan-run.ts';
import { rowsToSend } from '../../../src/features/batch/check/rows-to-send.ts';
import { removalActivity } from '../../../src/features/policy-emails/removal-activity.ts';
import { office } from '../../support/saved-connections.ts';
import { batchFigures, officeRef } from '../../support/journal-fixtures.ts';
import { parsedList } from '../../support/parsed-list.ts';
import { speak } from '../../support/i18n.tsx';

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

const API_KEY = 'sk-live-7f3a9c0d2e-never-stored';
const connection: StoredConnection = { ...office, apiKey: API_KEY };

const SENT_AT = new Date('2026-05-01T12:00:00.000Z');
/** The clock when the answer came: a record's updatedAt. */
const NOW = new Date('2026-05-01T12:00:02.500Z');

beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The record as stored, for "nothing of the key": every field, nested, as text. */
const asText = (value: unknown) => JSON.stringify(value);

describe('entryCallActivity', () => {
  const ENTRY_ID = '0B5E7F0C-1D2E-4A3B-8C9D-0123456789AB';
  const sent: SentEntry = {
    id: ENTRY_ID,
    mac: 'AA:BB:CC:DD:EE:FF',
    name: 'Kiosk',
    tags: [{ value: 'lobby' }, { value: 'floor 3' }],
  };
  const answered: RecentEntry = {
    id: ENTRY_ID,
    mac: 'AA:BB:CC:DD:EE:FF',
    name: 'Kiosk',
    description: '',
    toDate: null,
    tags: ['lobby', 'floor 3'],
    creator: 'admin@demo.example',
    action: 'created',
    at: SENT_AT.toISOString(),
  };
  const storedState = {
    id: ENTRY_ID,
    mac: 'AA:BB:CC:DD:EE:FF',
    name: 'Kiosk',
    description: '',
    toDate: null,
    tags: ['lobby', 'floor 3'],
    creator: 'admin@demo.example',
  };

  it('a create that succeeded: done, what was sent, the entry, and the entry for Recent entries with its key in lower case', () => {
    const { record, entries } = entryCallActivity({
      kind: 'add',
      id: 'record-1',
      connection,
      sent,
      at: SENT_AT,
      outcome: { entry: answered },
    });
    expect(record).toEqual({
      kind: 'add',
      id: 'record-1',
      at: SENT_AT.toISOString(),
      updatedAt: NOW.toISOString(),
      connection: officeRef,
      status: 'done',
      sent: {
        id: ENTRY_ID,
        mac: 'AA:BB:CC:DD:EE:FF',
        name: 'Kiosk',
        tags: ['lobby', 'floor 3'],
      },
      entry: storedState,
    });
    expect(entries).toEqual([
      {
        connectionId: 'office',
        key: ENTRY_ID.toLowerCase(),
        entry: storedState,
        action: 'created',
        at: NOW.toISOString(),
        recordId: 'record-1',
      },
    ]);
    expect(activityRecordSchema.safeParse(record).success).toBe(true);
  });

  it('a create a retry found already there says so (earlier)', () => {
    const { record } = entryCallActivity({
      kind: 'add',
      id: 'record-1',
      connection,
      sent,
      at: SENT_AT,
      outcome: { entry: answered, earlier: true },
    });
    expect(record).toMatchObject({ kind: 'add', status: 'done', earlier: true });
  });

  it('an update that succeeded: an edit record and an updated entry; what the form left out stays out, null stays null', () => {
    const { record, entries } = entryCallActivity({
      kind: 'edit',
      id: 'record-2',
      connection,
      sent: {
        id: ENTRY_ID,
        mac: 'AA:BB:CC:DD:EE:FF',
        name: 'Kiosk',
        description: '',
        toDate: null,
      },
      at: SENT_AT,
      outcome: { entry: { ...answered, action: 'updated' }, earlier: true },
    });
    expect(record).toEqual({
      kind: 'edit',
      id: 'record-2',
      at: SENT_AT.toISOString(),
      updatedAt: NOW.toISOString(),
      connection: officeRef,
      status: 'done',
      sent: {
        id: ENTRY_ID,
        mac: 'AA:BB:CC:DD:EE:FF',
        name: 'Kiosk',
        description: '',
        toDate: null,
      },
      entry: storedState,
    });
    expect(entries.map(({ action, key }) => ({ action, key }))).toEqual([
      { action: 'updated', key: ENTRY_ID.toLowerCase() },
    ]);
  });

  it('written ahead: waiting, what was sent, no entry yet; the answer settles the same record', () => {
    const ahead = entryCallActivity({
      kind: 'add',
      id: 'record-9',
      connection,
      sent,
      at: SENT_AT,
      outcome: { waiting: true },
    });
    expect(ahead.record).toMatchObject({ id: 'record-9', kind: 'add', status: 'waiting' });
    expect(ahead.record).not.toHaveProperty('entry');
    expect(ahead.record).not.toHaveProperty('failure');
    expect(ahead.entries).toStrictEqual([]);
    const settled = entryCallActivity({
      kind: 'add',
      id: 'record-9',
      connection,
      sent,
      at: SENT_AT,
      outcome: { entry: answered },
    });
    expect(settled.record).toMatchObject({ id: 'record-9', status: 'done', at: ahead.record.at });
    expect(settled.entries[0]?.recordId).toBe('record-9');
  });

  it('a call a gateway answered with 504 failed, and its answer may be lost: status, words and request ID kept, no entry', () => {
    const error = new ApiError({
      kind: 'http',
      status: 504,
      message: 'A gateway gave up (HTTP 504).',
      requestId: 'req-504-a',
    });
    const { record, entries } = entryCallActivity({
      kind: 'add',
      id: 'record-3',
      connection,
      sent,
      at: SENT_AT,
      outcome: { error },
    });
    expect(record).toEqual({
      kind: 'add',
      id: 'record-3',
      at: SENT_AT.toISOString(),
      updatedAt: NOW.toISOString(),
      connection: officeRef,
      status: 'failed',
      failure: {
        status: 504,
        message: 'A gateway gave up (HTTP 504).',
        requestId: 'req-504-a',
        ending: 'unanswered',
      },
      sent: {
        id: ENTRY_ID,
        mac: 'AA:BB:CC:DD:EE:FF',
        name: 'Kiosk',
        tags: ['lobby', 'floor 3'],
      },
    });
    expect(entries).toEqual([]);
  });

  it('a 400 is an answer: nothing was stored, so the answer is not lost', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      message: 'The server rejected 1 field (HTTP 400): name: not allowed here.',
      fieldErrors: [{ path: 'name', message: 'not allowed here' }],
    });
    const { record } = entryCallActivity({
      kind: 'edit',
      id: 'record-4',
      connection,
      sent,
      at: SENT_AT,
      outcome: { error },
    });
    expect(record.status).toBe('failed');
    // No request ID came, so the record names none.
    expect(record.failure).toStrictEqual({
      status: 400,
      message: 'The server rejected 1 field (HTTP 400): name: not allowed here.',
      ending: 'refused',
    });
  });

  it('no answer at all (network) and a fault of the app: no status, and the answer may be lost', () => {
    const network = entryCallActivity({
      kind: 'add',
      id: 'r1',
      connection,
      sent,
      at: SENT_AT,
      outcome: {
        error: new ApiError({
          kind: 'network',
          message: 'Could not reach the API at http://api.test.',
        }),
      },
    });
    expect(network.record.failure).toStrictEqual({
      message: 'Could not reach the API at http://api.test.',
      ending: 'unanswered',
    });
    const fault = entryCallActivity({
      kind: 'add',
      id: 'r2',
      connection,
      sent,
      at: SENT_AT,
      outcome: { error: new TypeError('x is undefined') },
    });
    expect(fault.record.failure).toStrictEqual({
      message: unknownFailureMessage(),
      ending: 'unanswered',
    });
  });

  it('never holds the API key, whatever the outcome', () => {
    const outcomes = [
      { entry: answered },
      { error: new ApiError({ kind: 'http', status: 401, message: 'The API key was refused.' }) },
    ];
    for (const outcome of outcomes) {
      const made = entryCallActivity({
        kind: 'add',
        id: 'r',
        connection,
        sent,
        at: SENT_AT,
        outcome,
      });
      expect(asText(made)).not.toContain(API_KEY);
      expect(asText(made)).not.toContain('apiKey');
      expect(made.record.connection).toEqual(officeRef);
    }
  });
});

describe('removalActivity', () => {
  const POLICY_ID = '6f9619ff-8b86-4011-b42d-00cf4fc964ff';
  const result: RemovePolicyEmailsResult = {
    policyEmails: ['anna@partner.se'],
    removedEmails: [
      {
        email: 'erik@acme.com',
        revokedLoginsForSelfProvisioning: 2,
        revokedLoginsForMeetingHost: 0,
        revokedWhitelisting: 1,
        revokeLoginsforConferences: 0,
      },
    ],
  };
  const call = {
    id: 'removal-0',
    connection,
    policyId: POLICY_ID,
    label: 'Staff guests',
    sent: ['erik@acme.com', '*@old.example'],
    revokeUserEngagement: true,
    at: SENT_AT,
  };

  it('a removal that succeeded: done, what was sent, and the answer', () => {
    const record = removalActivity({ ...call, id: 'removal-1', outcome: { result } });
    expect(record).toEqual({
      kind: 'removal',
      id: 'removal-1',
      at: SENT_AT.toISOString(),
      updatedAt: NOW.toISOString(),
      connection: officeRef,
      status: 'done',
      policyId: POLICY_ID,
      label: 'Staff guests',
      sent: ['erik@acme.com', '*@old.example'],
      revokeUserEngagement: true,
      result,
    });
    // A copy: the screen's list may change after the record is made.
    expect(record.kind === 'removal' ? record.sent : undefined).not.toBe(call.sent);
    expect(activityRecordSchema.safeParse(record).success).toBe(true);
  });

  it('a removal that failed: the failure, no result', () => {
    const record = removalActivity({
      ...call,
      id: 'removal-2',
      outcome: {
        error: new ApiError({
          kind: 'http',
          status: 502,
          message: 'A gateway failed (HTTP 502).',
          requestId: 'c0ffee-17',
        }),
      },
    });
    expect(record).toMatchObject({ status: 'failed', policyId: POLICY_ID });
    expect(record.failure).toStrictEqual({
      status: 502,
      message: 'A gateway failed (HTTP 502).',
      requestId: 'c0ffee-17',
      ending: 'unanswered',
    });
    expect('result' in record).toBe(false);
  });

  it('written ahead: waiting, what was sent, no answer yet', () => {
    const record = removalActivity({ ...call, outcome: { waiting: true } });
    expect(record).toMatchObject({ id: 'removal-0', status: 'waiting', sent: call.sent });
    expect('result' in record || 'failure' in record).toBe(false);
  });

  it('keeps the earlier attempts whose answer was not received, and leaves them out when there were none', () => {
    const earlier = {
      policyId: POLICY_ID,
      sent: ['erik@acme.com'],
      revokeUserEngagement: false,
    };
    const withEarlier = removalActivity({ ...call, outcome: { result }, earlier });
    expect(withEarlier).toMatchObject({ status: 'done', earlier });
    const without = removalActivity({ ...call, outcome: { result }, earlier: undefined });
    expect('earlier' in without).toBe(false);
    expect(without.id).toBe('removal-0');
  });

  it('never holds the API key', () => {
    const done = removalActivity({ ...call, outcome: { result } });
    const failed = removalActivity({ ...call, outcome: { error: new Error('boom') } });
    expect(asText(done)).not.toContain(API_KEY);
    expect(asText(failed)).not.toContain(API_KEY);
    expect(failed.failure).toStrictEqual({
      message: unknownFailureMessage(),
      ending: 'unanswered',
    });
  });
});

describe('batchActivity', () => {
  const mac = (i: number) => `00:11:22:33:44:${i.toString(16).padStart(2, '0').toUpperCase()}`;
  const STARTED = new Date('2026-05-01T11:59:00.000Z');
  const LINES = [
    `${mac(1)},Printer,Front desk,lobby;printer`,
    `${mac(2)},Kiosk`,
    `${mac(3)},Screen`,
    `${mac(4)},Bad!name`,
    `${mac(1)},Again`,
  ];

  /** The rows as the screen checks them, with "Tags for every row". */
  function checked(mode: SendMode = 'batch'): CheckResult {
    const parsed = parsedList({ rows: LINES.join('\n') });
    return checkRows(parsed, {
      roles: parsed.roles,
      edits: {},
      excluded: [],
      extraTags: ['event'],
      mode,
    });
  }

  const options = (more: Partial<RunOptions> = {}): RunOptions => ({
    autoGenerateTags: true,
    autoGenerateDateTag: false,
    toDate: null,
    chunkSize: 2,
    ...more,
  });

  /** Rows 0-2 go, in chunks [0, 1] and [2]; row 3 fails its check, row 4 repeats row 0. */
  function planned(check: CheckResult, more: Partial<RunOptions> = {}) {
    let n = 0;
    return planRun(
      rowsToSend(check, false),
      options(more),
      () => `ID-${++n}`,
      { source: 'devices.csv', extraTags: ['event'] },
      STARTED,
    );
  }

  /** The run with its chunks in these states and these answers. */
  function settled(
    run: BatchRun,
    states: Array<BatchRun['chunks'][number]['state']>,
    more: Partial<BatchRun> = {},
  ): BatchRun {
    return {
      ...run,
      chunks: run.chunks.map((chunk, i) => ({ ...chunk, state: states[i] ?? chunk.state })),
      ...more,
    };
  }

  /** What row `index` sent: a faulty answer's `sent`, so the row reads as not changed since. */
  function sentEntry(check: CheckResult, index: number) {
    const row = check.rows[index];
    if (!row) throw new Error(`no row ${index}`);
    return row.entry;
  }

  /** What batchActivity makes of `run` over the checked rows: record run-1 unless `more` says. */
  const activityOf = (
    run: Parameters<typeof batchActivity>[0]['run'],
    check: CheckResult,
    more: { id?: string; withRows?: boolean } = {},
  ) => batchActivity({ run, rows: check.rows, connection, id: 'run-1', now: NOW, ...more });

  const INVALID_REASON = 'Name may not contain: !';
  const DUPLICATE_REASON = 'Same device as row 1: that row is the one sent.';

  it('between chunks it builds the figures and created entries, not the rows', () => {
    const check = checked('create');
    const run = settled(planned(check, { toDate: '2026-12-31' }), ['done', 'waiting'], {
      outcomes: { 0: { kind: 'created', id: 'ID-1' }, 1: { kind: 'existing' } },
    });
    const full = activityOf(run, check);
    const light = activityOf(run, check, { withRows: false });
    expect(light.rows).toBeUndefined();
    expect(full.rows).toHaveLength(5);
    expect(light.record).toEqual(full.record);
    expect(light.created.map(({ id }) => id)).toEqual(['ID-1']);
  });

  it('a run just sent is running: every row it sends waits', () => {
    const check = checked();
    const run = planned(check);
    const { record, rows = [], created } = activityOf(run, check);
    expect(runStatus(run)).toBe('running');
    expect(record).toEqual({
      kind: 'batch',
      id: 'run-1',
      at: STARTED.toISOString(),
      updatedAt: NOW.toISOString(),
      connection: officeRef,
      status: 'running',
      source: 'devices.csv',
      options: {
        autoGenerateTags: true,
        autoGenerateDateTag: false,
        toDate: null,
        chunkSize: 2,
        tags: ['event'],
      },
      figures: batchFigures({ notSent: 5 }),
      rowCount: 5,
      chunks: { total: 2, done: 0 },
      failures: [],
      strayMacs: [],
    });
    expect(rows).toEqual([
      {
        line: 1,
        mac: mac(1),
        name: 'Printer',
        description: 'Front desk',
        tags: ['lobby', 'printer', 'event'],
        outcome: 'not-sent',
        reason: notSentWords('waiting'),
      },
      {
        line: 2,
        mac: mac(2),
        name: 'Kiosk',
        description: '',
        tags: ['event'],
        outcome: 'not-sent',
        reason: notSentWords('waiting'),
      },
      {
        line: 3,
        mac: mac(3),
        name: 'Screen',
        description: '',
        tags: ['event'],
        outcome: 'not-sent',
        reason: notSentWords('waiting'),
      },
      {
        line: 4,
        mac: mac(4),
        name: 'Bad!name',
        description: '',
        tags: ['event'],
        outcome: 'not-sent',
        reason: INVALID_REASON,
      },
      {
        line: 5,
        mac: mac(1),
        name: 'Again',
        description: '',
        tags: ['event'],
        outcome: 'not-sent',
        reason: DUPLICATE_REASON,
      },
    ]);
    expect(created).toEqual([]);
    expect(activityRecordSchema.safeParse(record).success).toBe(true);
    expect(batchRowsSchema.safeParse(rows).success).toBe(true);
  });

  it('a run that finished is done: its figures and every row with its outcome and reason', () => {
    const check = checked();
    const run = settled(planned(check), ['done', 'done'], {
      outcomes: {
        0: { kind: 'created' },
        1: { kind: 'existing' },
        2: { kind: 'faulty', messages: [], sent: entryKey(sentEntry(check, 2)) },
      },
      updatedLogins: 1,
      updatedLoginsUnknown: 1,
      strayMacs: ['de-ad-be-ef-00-01'],
    });
    const { record, rows = [] } = activityOf(run, check);
    expect(record.status).toBe('done');
    expect('failure' in record).toBe(false);
    expect(record.figures).toEqual({
      created: 1,
      existing: 1,
      faulty: 1,
      guestSessionsUpdated: 1,
      guestSessionsUnknown: 1,
      notSent: 2,
      unconfirmed: 0,
      unanswered: 0,
      createdEarlier: 0,
    });
    expect(record.chunks).toEqual({ total: 2, done: 2 });
    expect(record.rowCount).toBe(5);
    expect(record.strayMacs).toEqual(['de-ad-be-ef-00-01']);
    expect(rows.map(({ outcome, reason }) => [outcome, reason])).toEqual([
      ['created', ''],
      ['existing', ''],
      ['faulty', noReason()],
      ['not-sent', INVALID_REASON],
      ['not-sent', DUPLICATE_REASON],
    ]);
  });

  it('a run stopped at a failed chunk: the failure that stopped it, and every failure over the run, oldest first', () => {
    const check = checked();
    const run = settled(planned(check), ['done', 'failed'], {
      outcomes: { 0: { kind: 'created' }, 1: { kind: 'existing' } },
      error: {
        chunk: 1,
        kind: 'http',
        status: 500,
        message: 'The API failed (HTTP 500).',
        requestId: 'req-500-b',
      },
      failures: [
        {
          at: '2026-05-01T11:59:10.000Z',
          chunk: 0,
          kind: 'http',
          status: 504,
          message: 'A gateway gave up (HTTP 504).',
          ending: 'unanswered',
        },
        {
          at: '2026-05-01T11:59:30.000Z',
          chunk: 1,
          kind: 'http',
          status: 500,
          message: 'The API failed (HTTP 500).',
          requestId: 'req-500-b',
          ending: 'refused',
        },
      ],
    });
    const { record, rows = [] } = activityOf(run, check);
    expect(runStatus(run)).toBe('stopped');
    expect(record.status).toBe('stopped');
    expect(record.failure).toStrictEqual({
      status: 500,
      message: 'The API failed (HTTP 500).',
      requestId: 'req-500-b',
      ending: 'refused',
    });
    expect(record.failures).toStrictEqual([
      {
        at: '2026-05-01T11:59:10.000Z',
        chunk: 0,
        failure: { status: 504, message: 'A gateway gave up (HTTP 504).', ending: 'unanswered' },
      },
      {
        at: '2026-05-01T11:59:30.000Z',
        chunk: 1,
        failure: {
          status: 500,
          message: 'The API failed (HTTP 500).',
          requestId: 'req-500-b',
          ending: 'refused',
        },
      },
    ]);
    expect(record.chunks).toEqual({ total: 2, done: 1 });
    expect(record.figures).toMatchObject({ created: 1, existing: 1, notSent: 3, unanswered: 0 });
    expect(rows[2]).toMatchObject({
      line: 3,
      outcome: 'not-sent',
      reason: notSentWords('stopped'),
    });
  });

  it('a run stopped where the answer may be lost: the failure says so and the rows sent are unanswered', () => {
    const check = checked();
    const stopped = settled(planned(check), ['done', 'failed'], {
      outcomes: { 0: { kind: 'created' }, 1: { kind: 'created' } },
      error: { chunk: 1, kind: 'network', message: 'Could not reach the API.' },
      failures: [
        {
          at: '2026-05-01T11:59:30.000Z',
          chunk: 1,
          kind: 'network',
          message: 'Could not reach the API.',
          ending: 'unanswered',
        },
      ],
    });
    // The attempt sent row 2; its answer never came.
    const run: BatchRun = {
      ...stopped,
      chunks: stopped.chunks.map((chunk, i) =>
        i === 1 ? { ...chunk, unanswered: true, unansweredRows: [2] } : chunk,
      ),
    };
    const { record, rows = [] } = activityOf(run, check);
    expect(record.status).toBe('stopped');
    expect(record.failure).toStrictEqual({
      message: 'Could not reach the API.',
      ending: 'unanswered',
    });
    expect(record.figures).toMatchObject({ created: 2, unanswered: 1, notSent: 2 });
    expect(rows[2]).toMatchObject({ outcome: 'unanswered', reason: unansweredNote() });
  });

  it('a cancelled run: cancelled, no failure, the rest not sent because of it', () => {
    const check = checked();
    const run = settled(planned(check), ['done', 'waiting'], {
      outcomes: { 0: { kind: 'created' }, 1: { kind: 'created' } },
      cancelled: true,
    });
    const { record, rows = [] } = activityOf(run, check);
    expect(runStatus(run)).toBe('cancelled');
    expect(record.status).toBe('cancelled');
    expect('failure' in record).toBe(false);
    expect(record.figures).toMatchObject({ created: 2, notSent: 3 });
    expect(rows[2]).toMatchObject({ outcome: 'not-sent', reason: notSentWords('cancelled') });
  });

  it('a run halfway, not stopped: still running (a reload leaves it so until Resume)', () => {
    const check = checked();
    const run = settled(planned(check), ['done', 'waiting'], {
      outcomes: { 0: { kind: 'created' }, 1: { kind: 'created' } },
    });
    const { record } = activityOf(run, check);
    expect(record.status).toBe('running');
    expect(record.chunks).toEqual({ total: 2, done: 1 });
    expect('failure' in record).toBe(false);
  });

  it('the expiry path: created rows keep their entry IDs and go to Recent entries; a lost answer is noted', () => {
    const check = checked('create');
    const base = planned(check, { toDate: '2026-12-31' });
    expect(base.ids).toEqual({ 0: 'ID-1', 1: 'ID-2', 2: 'ID-3' });
    const run = settled(base, ['done', 'done'], {
      outcomes: {
        0: { kind: 'created', id: 'ID-1' },
        1: { kind: 'created', id: 'ID-2', earlier: true },
        2: { kind: 'existing' },
      },
    });
    const { record, rows = [], created } = activityOf(run, check, { id: 'run-2' });
    expect(record.options.toDate).toBe('2026-12-31');
    expect(record.figures).toMatchObject({ created: 2, existing: 1, createdEarlier: 1 });
    expect(rows.slice(0, 3)).toEqual([
      {
        line: 1,
        mac: mac(1),
        name: 'Printer',
        description: 'Front desk',
        tags: ['lobby', 'printer', 'event'],
        outcome: 'created',
        reason: '',
        id: 'ID-1',
      },
      {
        line: 2,
        mac: mac(2),
        name: 'Kiosk',
        description: '',
        tags: ['event'],
        outcome: 'created',
        reason: createdEarlierNote(),
        id: 'ID-2',
        earlier: true,
      },
      {
        line: 3,
        mac: mac(3),
        name: 'Screen',
        description: '',
        tags: ['event'],
        outcome: 'existing',
        reason: '',
      },
    ]);
    expect(created.map(({ id, row }) => [id, row.line])).toEqual([
      ['ID-1', 1],
      ['ID-2', 2],
    ]);
    expect(createdEntries(record, created, '2026-12-31')).toEqual([
      {
        connectionId: 'office',
        key: 'id-1',
        entry: {
          id: 'ID-1',
          mac: mac(1),
          name: 'Printer',
          description: 'Front desk',
          toDate: '2026-12-31',
          tags: ['lobby', 'printer', 'event'],
        },
        action: 'created',
        at: NOW.toISOString(),
        recordId: 'run-2',
      },
      {
        connectionId: 'office',
        key: 'id-2',
        entry: {
          id: 'ID-2',
          mac: mac(2),
          name: 'Kiosk',
          description: '',
          toDate: '2026-12-31',
          tags: ['event'],
        },
        action: 'created',
        at: NOW.toISOString(),
        recordId: 'run-2',
      },
    ]);
  });

  it('a run with rows its answer did not mention: not confirmed, apart from faulty, in the figures and the rows', () => {
    const check = checked();
    const run = settled(planned(check), ['done', 'done'], {
      outcomes: { 0: { kind: 'created' }, 1: { kind: 'unconfirmed' }, 2: { kind: 'unconfirmed' } },
    });
    const { record, rows = [] } = activityOf(run, check);
    expect(record.figures).toMatchObject({ created: 1, faulty: 0, unconfirmed: 2 });
    expect(rows.slice(0, 3).map(({ outcome, reason }) => [outcome, reason])).toEqual([
      ['created', ''],
      ['unconfirmed', unconfirmedNote()],
      ['unconfirmed', unconfirmedNote()],
    ]);
    expect(activityRecordSchema.safeParse(record).success).toBe(true);
    expect(batchRowsSchema.safeParse(rows).success).toBe(true);
  });

  it('a record and rows written before unconfirmed and createdEarlier still parse: the old names read as the new', () => {
    const check = checked();
    const run = settled(planned(check), ['done', 'done'], {
      outcomes: { 0: { kind: 'created', earlier: true }, 1: { kind: 'existing' } },
    });
    const { record, rows = [] } = activityOf(run, check);
    expect(record.figures).toMatchObject({ created: 1, createdEarlier: 1, unconfirmed: 0 });
    const { unconfirmed: _unconfirmed, createdEarlier, ...figures } = record.figures;
    const written = { ...record, figures: { ...figures, lostAnswer: createdEarlier } };
    expect(activityRecordSchema.parse(written)).toEqual(record);
    const writtenRows = rows.map(({ earlier, ...row }) =>
      earlier ? { ...row, lostAnswer: true } : row,
    );
    expect(writtenRows[0]).toMatchObject({ outcome: 'created', lostAnswer: true });
    expect(batchRowsSchema.parse(writtenRows)).toEqual(rows);
  });

  it('a run stored before it had a start time starts when the record is made; no file, no tags', () => {
    const check = checked();
    const { startedAt: _startedAt, source: _source, extraTags: _tags, ...run } = planned(check);
    const { record } = activityOf(run, check, { id: 'run-3' });
    expect(record.at).toBe(NOW.toISOString());
    expect(record.source).toBeNull();
    expect(record.options.tags).toEqual([]);
  });

  it('never holds the API key, in the record or its rows', () => {
    const check = checked();
    const run = settled(planned(check), ['done', 'failed'], {
      outcomes: { 0: { kind: 'created' }, 1: { kind: 'existing' } },
      error: { chunk: 1, kind: 'http', status: 401, message: 'The API key was refused.' },
      failures: [
        {
          at: '2026-05-01T11:59:30.000Z',
          chunk: 1,
          kind: 'http',
          status: 401,
          message: 'The API key was refused.',
          ending: 'refused',
        },
      ],
    });
    const made = activityOf(run, check);
    expect(asText(made.record)).not.toContain(API_KEY);
    expect(asText(made.rows)).not.toContain(API_KEY);
    expect(made.record.connection).toEqual(officeRef);
  });
});
