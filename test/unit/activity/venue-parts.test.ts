// A part of work sent to several venues (issue 24) says so in Activity's list; a record of one
// venue says nothing more.
import { describe, expect, it } from 'vitest';
import { peekAll, recordSummary, runItems } from '../../../src/features/activity/activity-view.ts';
import {
  inVenueOrder,
  latestPerVenue,
  runStatePart,
  runSummary,
} from '../../../src/features/activity/run-view.ts';
import type { ActivityRecord } from '../../../src/journal/journal-record.ts';

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
