// A part of work sent to several venues (issue 24) says so in Activity's list; a record of one
// venue says nothing more.
import { describe, expect, it } from 'vitest';
import { recordSummary } from '../../../src/features/activity/activity-view.ts';
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
