// A part of work sent to several venues (issue 24) says so in Activity's list; a record of one
// venue says nothing more.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listPage,
  peekAll,
  recordSummary,
  runItems,
} from '../../../src/features/activity/activity-view.ts';
import {
  inVenueOrder,
  latestPerVenue,
  runStatePart,
  runSummary,
} from '../../../src/features/activity/run-view.ts';
import type { ActivityRecord } from '../../../src/journal/journal-record.ts';
import { speak } from '../../support/i18n.tsx';

beforeAll(() => speak('en'));

const ref = (id: string) => ({
  id,
  name: id,
  organizationId: 'org',
  contextId: `${id}-context`,
  baseUrl: '',
});
const group = { id: 'run', venues: [ref('demo'), ref('lobby'), ref('harbour')] };

const removal: ActivityRecord = {
  kind: 'removal',
  id: 'r1',
  at: '2026-11-27T06:00:00.000Z',
  updatedAt: '2026-11-27T06:00:01.000Z',
  connection: ref('lobby'),
  status: 'done',
  policyId: '7c2e9a41-5d3b-4f6e-8a1c-2b9d0e4f6a73',
  label: 'Staff',
  sent: ['erik.lund@demo.example'],
  revokeUserEngagement: false,
  result: { policyEmails: [], removedEmails: [] },
};

describe('recordSummary of a venue’s part', () => {
  it('says a removal was one of several venues cleaned up at once', () => {
    expect(recordSummary(removal)).toBe(
      'Removed 0 of 1 item from policy Staff (7c2e9a41-5d3b-4f6e-8a1c-2b9d0e4f6a73); sign-ins kept',
    );
    expect(recordSummary({ ...removal, group })).toBe(
      'Removed 0 of 1 item from policy Staff (7c2e9a41-5d3b-4f6e-8a1c-2b9d0e4f6a73); sign-ins kept (one of 3 venues cleaned up at once)',
    );
  });
});

describe('runItems: a run to several venues is one line of every connection’s list', () => {
  const part = (id: string, venue: string, groupId?: string): ActivityRecord => ({
    ...removal,
    id,
    connection: ref(venue),
    ...(groupId ? { group: { ...group, id: groupId } } : {}),
  });
  const ids = (records: ActivityRecord[]) =>
    runItems(peekAll(records)).map((item) => item.parts.map((peek) => peek.id));

  it('puts a run’s parts together where its first part is, and keeps every other record', () => {
    expect(
      ids([
        part('a', 'demo', 'run'),
        part('x', 'demo'),
        part('b', 'lobby', 'run'),
        part('c', 'harbour', 'run'),
        part('y', 'lobby', 'other'),
      ]),
    ).toEqual([['a', 'b', 'c'], ['x'], ['y']]);
  });

  it('leaves a part alone when its other parts are not in the list', () => {
    expect(ids([part('b', 'lobby', 'run'), part('x', 'demo')])).toEqual([['b'], ['x']]);
  });
});

describe('runSummary and runStatePart', () => {
  const parts: ActivityRecord[] = [
    { ...removal, connection: ref('demo'), group },
    { ...removal, connection: ref('lobby'), group, status: 'failed' },
    { ...removal, connection: ref('harbour'), group, status: 'waiting', result: undefined },
  ];

  it('says what the run was and where each venue’s part stands', () => {
    expect(runSummary(parts)).toBe(
      'Policy cleanup at 3 venues at once, 1 item: demo done, lobby failed, harbour sent, waiting for the answer',
    );
  });

  it('orders the parts as the venues were chosen', () => {
    const shuffled = [parts[2], parts[0], parts[1]].flatMap((record) =>
      record ? [{ record }] : [],
    );
    expect(inVenueOrder(shuffled).map(({ record }) => record.connection.id)).toEqual([
      'demo',
      'lobby',
      'harbour',
    ]);
  });

  it('takes each venue’s latest attempt: a cleanup sent again there stands as its answer says', () => {
    const again = { ...removal, id: 'again', connection: ref('lobby'), group };
    // The list's order: newest first, so Lobby's second attempt comes before its first.
    const latest = latestPerVenue(
      inVenueOrder([again, ...parts.slice(0, 2)].map((record) => ({ record }))),
    ).map(({ record }) => record);
    expect(latest.map((record) => record.id)).toEqual(['r1', 'again']);
    expect(runSummary(latest)).toBe(
      'Policy cleanup at 3 venues at once, 1 item: demo done, lobby done',
    );
    expect(runStatePart(latest)?.status).toBe('done');
  });

  it('shows the most pressing state: a part waiting, then one failed, then done', () => {
    expect(runStatePart(parts)?.connection.id).toBe('harbour');
    expect(runStatePart(parts.slice(0, 2))?.connection.id).toBe('lobby');
    expect(runStatePart(parts.slice(0, 1))?.connection.id).toBe('demo');
  });
});

describe('listPage: pages count lines, and never cut a run', () => {
  const part = (id: string, venue: string, at: string, groupId?: string): ActivityRecord => ({
    ...removal,
    id,
    at,
    connection: ref(venue),
    ...(groupId ? { group: { ...group, id: groupId } } : {}),
  });
  const minute = (m: number) => `2026-11-27T06:${String(m).padStart(2, '0')}:00.000Z`;
  // Newest first, as the list reads: a run's three parts with a record between two of them.
  const records = peekAll([
    part('one', 'demo', minute(9)),
    part('run-demo', 'demo', minute(8), 'run'),
    part('two', 'lobby', minute(7)),
    part('run-lobby', 'lobby', minute(6), 'run'),
    part('three', 'demo', minute(5)),
    part('run-harbour', 'harbour', minute(4), 'run'),
    part('four', 'lobby', minute(3)),
  ]);
  const ids = (page: { records: { id: string }[] }) => page.records.map((peek) => peek.id);

  it('keeps every part of a run whose line is on the page, and counts it once', () => {
    const page = listPage(records, 2, true);
    expect(ids(page)).toEqual(['one', 'run-demo', 'run-lobby', 'run-harbour']);
    expect(page).toMatchObject({ lines: 2, total: 5, nextId: 'two' });
  });

  it('leaves a run out whole when its line comes after the page', () => {
    const page = listPage(records, 1, true);
    expect(ids(page)).toEqual(['one']);
    expect(page).toMatchObject({ lines: 1, total: 5, nextId: 'run-demo' });
  });

  it('shows everything, with no next line, when the limit covers every line', () => {
    const page = listPage(records, 100, true);
    expect(ids(page)).toEqual(records.map((peek) => peek.id));
    expect(page).toMatchObject({ lines: 5, total: 5, nextId: null });
  });

  it('counts each record as a line where runs are not put together (one connection shown)', () => {
    const page = listPage(records, 2, false);
    expect(ids(page)).toEqual(['one', 'run-demo']);
    expect(page).toMatchObject({ lines: 2, total: 7, nextId: 'two' });
  });

  it('makes a run whose parts fall on two days a line on each day, as the list shows it', () => {
    const late = peekAll([
      part('after', 'demo', '2026-11-28T12:00:00.000Z', 'run'),
      part('before', 'lobby', '2026-11-27T10:00:00.000Z', 'run'),
    ]);
    expect(listPage(late, 5, true)).toMatchObject({ lines: 2, total: 2 });
  });
});
