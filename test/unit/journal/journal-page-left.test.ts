// Issue 22: records written ahead whose page was left first (settlePageLeft), and the earlier
// unanswered attempts the journal remembers for every tab (earlierUnansweredCreate,
// earlierUnansweredRemovals). Node has no Web Locks: call-locks.ts keeps this page's own set.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { FailedEnding } from '../../../src/api/call-ending.ts';
import { holdCall } from '../../../src/journal/call-locks.ts';
import { getRecord, type ActivityDb } from '../../../src/journal/journal-db.ts';
import type {
  ActivityRecord,
  ActivityStatus,
  AddRecord,
  BatchRecord,
  EditRecord,
  RemovalActivity,
} from '../../../src/journal/journal-record.ts';
import {
  earlierUnansweredCreate,
  earlierUnansweredRemovals,
  recordActivity,
  settlePageLeft,
} from '../../../src/journal/journal-store.ts';
import { pageLeftMessage } from '../../../src/journal/record-parts.ts';
import {
  batchFigures,
  batchRecord,
  freshDb,
  lobbyRef,
  minute,
  officeRef,
} from '../../support/journal-fixtures.ts';
import { speak } from '../../support/i18n.tsx';

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

const NOW = new Date('2026-06-01T09:00:00.000Z');

const ENTRY_ID = '3f2e1d0c-9b8a-4f7e-8d6c-5b4a39281706';
const POLICY_ID = '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f';

async function write(db: ActivityDb, ...records: ActivityRecord[]) {
  for (const record of records) await recordActivity(db, record);
}

const failure = (ending: FailedEnding) => ({ message: `ended ${ending}`, ending });

/** A create of ENTRY_ID on Office at minute 0, written ahead: waiting for its answer. */
function addRecord(id: string, more: Partial<AddRecord> = {}): AddRecord {
  return {
    kind: 'add',
    id,
    at: minute(0),
    updatedAt: minute(0),
    connection: officeRef,
    status: 'waiting',
    sent: { id: ENTRY_ID, mac: 'AA:BB:CC:DD:EE:41', name: 'Kiosk' },
    ...more,
  };
}

/** An add that failed as `ending` says. */
const failedAdd = (id: string, ending: FailedEnding, more: Partial<AddRecord> = {}) =>
  addRecord(id, { status: 'failed', failure: failure(ending), ...more });

/** The same call as an update of ENTRY_ID. */
const editRecord = (id: string, more: Partial<EditRecord> = {}): EditRecord => ({
  ...addRecord(id),
  kind: 'edit',
  ...more,
});

/** A run of two chunks of two, still running: the first done, `unanswered` rows sent unanswered. */
function runningBatch(id: string, unanswered: number): BatchRecord {
  return batchRecord(id, {
    figures: batchFigures({ created: 2, notSent: 2 - unanswered, unanswered }),
    rowCount: 4,
    chunks: { total: 2, done: 1 },
  });
}

/** A removal at minute `at` sending `sent`, ended as `status` (and `ending` when failed). */
function removal(
  id: string,
  at: number,
  sent: string[],
  status: ActivityStatus,
  more: Partial<RemovalActivity> = {},
): RemovalActivity {
  return {
    kind: 'removal',
    id,
    at: minute(at),
    updatedAt: minute(at),
    connection: officeRef,
    status,
    policyId: POLICY_ID,
    label: 'Staff',
    sent,
    revokeUserEngagement: true,
    ...more,
  };
}

const unansweredRemoval = (
  id: string,
  at: number,
  sent: string[],
  more: Partial<RemovalActivity> = {},
) => removal(id, at, sent, 'failed', { failure: failure('unanswered'), ...more });

const LEFT = {
  message: 'The page was left (a reload, a link, a closed tab) before the answer came.',
  ending: 'unanswered',
};

describe('settlePageLeft', () => {
  it('writes why in the language in use', async () => {
    expect(pageLeftMessage()).toBe(LEFT.message);
    await speak('sv');
    try {
      expect(pageLeftMessage()).toBe(
        'Sidan lämnades (en omladdning, en länk, en stängd flik) innan svaret kom.',
      );
    } finally {
      await speak('en');
    }
  });

  it('settles a waiting call no page holds as failed: answer not received, its page left', async () => {
    const db = await freshDb();
    await write(db, addRecord('left-add'), editRecord('left-edit'));

    expect(await settlePageLeft(db, NOW)).toBe(2);
    for (const id of ['left-add', 'left-edit']) {
      expect(await getRecord(db, id)).toMatchObject({
        status: 'failed',
        failure: LEFT,
        pageLeft: true,
        updatedAt: NOW.toISOString(),
        at: minute(0),
      });
    }
    // Settled once: the next reader finds nothing open.
    expect(await settlePageLeft(db, NOW)).toBe(0);
  });

  it('leaves a record alone while a page holds its call, and settles it once the call is let go', async () => {
    const db = await freshDb();
    const release = await holdCall('held-add');
    onTestFinished(release);
    await write(db, addRecord('held-add'));

    expect(await settlePageLeft(db, NOW)).toBe(0);
    const waiting = await getRecord(db, 'held-add');
    expect(waiting).toMatchObject({ status: 'waiting' });
    expect(waiting?.failure).toBeUndefined();
    expect(waiting?.pageLeft).toBeUndefined();

    release();
    expect(await settlePageLeft(db, NOW)).toBe(1);
    expect(await getRecord(db, 'held-add')).toMatchObject({
      status: 'failed',
      failure: LEFT,
      pageLeft: true,
    });
  });

  it('stops a running batch left with rows unanswered with that failure; one with none without', async () => {
    const db = await freshDb();
    await write(db, runningBatch('batch-unanswered', 2), runningBatch('batch-clean', 0));

    expect(await settlePageLeft(db, NOW)).toBe(2);
    expect(await getRecord(db, 'batch-unanswered')).toMatchObject({
      status: 'stopped',
      failure: LEFT,
      pageLeft: true,
      figures: { unanswered: 2 },
    });
    const clean = await getRecord(db, 'batch-clean');
    expect(clean).toMatchObject({ status: 'stopped', pageLeft: true });
    expect(clean?.failure).toBeUndefined();
  });

  it('leaves settled records as they are', async () => {
    const db = await freshDb();
    const settled: ActivityRecord[] = [
      addRecord('done-add', { status: 'done' }),
      failedAdd('failed-add', 'refused'),
      { ...runningBatch('done-batch', 0), status: 'done' },
      { ...runningBatch('stopped-batch', 1), status: 'stopped' },
      { ...runningBatch('cancelled-batch', 0), status: 'cancelled' },
      removal('done-removal', 0, ['a@demo.example'], 'done'),
    ];
    await write(db, ...settled);
    const before = await Promise.all(settled.map(({ id }) => getRecord(db, id)));

    expect(await settlePageLeft(db, NOW)).toBe(0);
    expect(await Promise.all(settled.map(({ id }) => getRecord(db, id)))).toEqual(before);
  });
});

describe('earlierUnansweredCreate', () => {
  /** Whether, with `earlier` in the journal, a 409 on ENTRY_ID (as `asked`) for `current` is it. */
  async function found(
    earlier: ActivityRecord[],
    { asked = ENTRY_ID, connectionId = 'office', except = 'current' } = {},
  ) {
    const db = await freshDb();
    // The create that got the 409: its call is on its way.
    const release = await holdCall('current');
    onTestFinished(release);
    await write(db, ...earlier, addRecord('current', { at: minute(5), updatedAt: minute(5) }));
    return earlierUnansweredCreate(db, connectionId, asked, except);
  }

  it('is true for an earlier add of the entry ID that got no answer, or none the API describes', async () => {
    expect(await found([failedAdd('earlier', 'unanswered')])).toBe(true);
    expect(await found([failedAdd('earlier', 'not-api')])).toBe(true);
  });

  it('compares entry IDs case-insensitively', async () => {
    const upper = ENTRY_ID.toUpperCase();
    expect(
      await found([
        failedAdd('earlier', 'unanswered', { sent: { id: upper, mac: 'AA', name: 'Kiosk' } }),
      ]),
    ).toBe(true);
    expect(await found([failedAdd('earlier', 'unanswered')], { asked: upper })).toBe(true);
  });

  it('is true for an earlier add whose page was left before its answer (settled on the way)', async () => {
    expect(await found([addRecord('earlier')])).toBe(true);
  });

  it('is false for an add the API refused, one that succeeded, or none at all', async () => {
    expect(await found([failedAdd('earlier', 'refused')])).toBe(false);
    expect(await found([addRecord('earlier', { status: 'done' })])).toBe(false);
    expect(await found([])).toBe(false);
  });

  it('is false for another connection, another entry ID, or an edit of the entry', async () => {
    expect(await found([failedAdd('earlier', 'unanswered', { connection: lobbyRef })])).toBe(false);
    expect(await found([failedAdd('earlier', 'unanswered')], { connectionId: 'lobby' })).toBe(
      false,
    );
    expect(
      await found([
        failedAdd('earlier', 'unanswered', {
          sent: { id: '00000000-0000-4000-8000-000000000000', mac: 'AA', name: 'Kiosk' },
        }),
      ]),
    ).toBe(false);
    expect(
      await found([editRecord('earlier', { status: 'failed', failure: failure('unanswered') })]),
    ).toBe(false);
  });

  it('is false for the record itself (except), even once it failed unanswered', async () => {
    const db = await freshDb();
    await write(db, failedAdd('current', 'unanswered'));
    expect(await earlierUnansweredCreate(db, 'office', ENTRY_ID, 'current')).toBe(false);
    expect(await earlierUnansweredCreate(db, 'office', ENTRY_ID, 'another')).toBe(true);
  });
});

describe('earlierUnansweredRemovals', () => {
  const current = () => removal('current', 30, ['x@demo.example'], 'waiting');

  async function gathered(records: ActivityRecord[], policyId = POLICY_ID) {
    const db = await freshDb();
    const release = await holdCall('current');
    onTestFinished(release);
    await write(db, ...records, current());
    return earlierUnansweredRemovals(db, 'office', policyId, 'current');
  }

  it('gathers what the unanswered removals at the policy sent since its last answered one', async () => {
    expect(
      await gathered([
        unansweredRemoval('before-done', 0, ['old@demo.example']),
        removal('done', 1, ['done@demo.example'], 'done'),
        unansweredRemoval('lost-1', 2, ['b@demo.example', 'c@demo.example'], {
          revokeUserEngagement: false,
        }),
        removal('refused', 3, ['refused@demo.example'], 'failed', { failure: failure('refused') }),
        removal('not-api', 4, ['c@demo.example', 'e@demo.example'], 'failed', {
          failure: failure('not-api'),
        }),
        unansweredRemoval('other-policy', 5, ['f@demo.example'], {
          policyId: '11111111-2222-4333-8444-555555555555',
        }),
        unansweredRemoval('other-connection', 6, ['g@demo.example'], { connection: lobbyRef }),
        // Sent, and its page left before the answer: settled as unanswered on the way.
        removal('page-left', 7, ['h@demo.example'], 'waiting'),
      ]),
    ).toEqual({
      policyId: POLICY_ID,
      sent: ['b@demo.example', 'c@demo.example', 'e@demo.example', 'h@demo.example'],
      revokeUserEngagement: true,
    });
  });

  it('asks to end sign-ins only when one of them did; finds the policy whatever its case', async () => {
    expect(
      await gathered(
        [
          unansweredRemoval('lost-1', 1, ['b@demo.example'], { revokeUserEngagement: false }),
          unansweredRemoval('lost-2', 2, ['c@demo.example'], { revokeUserEngagement: false }),
        ],
        POLICY_ID.toUpperCase(),
      ),
    ).toMatchObject({ sent: ['b@demo.example', 'c@demo.example'], revokeUserEngagement: false });
  });

  it('is undefined when the last removal at the policy was answered, or none went unanswered', async () => {
    expect(
      await gathered([
        unansweredRemoval('lost', 1, ['b@demo.example']),
        removal('done', 2, ['d@demo.example'], 'done'),
      ]),
    ).toBeUndefined();
    expect(
      await gathered([
        removal('refused', 1, ['b@demo.example'], 'failed', { failure: failure('refused') }),
      ]),
    ).toBeUndefined();
    expect(await gathered([])).toBeUndefined();
  });

  it('leaves out the record itself (except), and a removal still on its way', async () => {
    const db = await freshDb();
    const releaseOther = await holdCall('in-flight');
    onTestFinished(releaseOther);
    await write(
      db,
      unansweredRemoval('current', 1, ['self@demo.example']),
      removal('in-flight', 2, ['flying@demo.example'], 'waiting'),
    );
    expect(await earlierUnansweredRemovals(db, 'office', POLICY_ID, 'current')).toBeUndefined();
  });
});
