// Issue 22: a record written ahead whose page was left before the answer came (no page holds its
// call) is settled by the next reader as "answer not received"; one whose call is still on its
// way keeps waiting.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { StoredConnection } from '../../src/connection/storage.ts';
import { entryCallActivity } from '../../src/entries/entry-activity.ts';
import type { SentEntry } from '../../src/entries/recent-entries.ts';
import { whatToCheck } from '../../src/features/activity/activity-view.ts';
import { removalActivity } from '../../src/features/policy-emails/removal-activity.ts';
import { holdCall } from '../../src/journal/call-locks.ts';
import type { ActivityRecord } from '../../src/journal/journal-record.ts';
import { pageLeftMessage } from '../../src/journal/record-parts.ts';
import { SEED } from '../../src/sandbox/seed.ts';
import { expectNoAxeViolations, openRecord, record, seed } from '../support/activity-page.ts';
import { activityRecords } from '../support/journal-db.ts';
import { freshStorages, renderScreen } from '../support/render-screen.tsx';
import { office } from '../support/saved-connections.ts';

const officeConnection: StoredConnection = { ...office, apiKey: SEED.demo.key };

/** An add on Office sent at `at`, written ahead: no answer recorded. */
const waitingAdd = (id: string, sent: SentEntry, at: string): ActivityRecord =>
  entryCallActivity({
    kind: 'add',
    id,
    connection: officeConnection,
    sent,
    at: new Date(at),
    outcome: { waiting: true },
  }).record;

/** Sent Monday 24 Nov 2025, 11:00 UTC; written ahead, its answer never recorded. */
const leftAdd = () =>
  waitingAdd(
    'record-left-add',
    { id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', mac: 'AA:BB:CC:DD:EE:31', name: 'Kiosk' },
    '2025-11-24T11:00:00.000Z',
  );

/** Sent Monday 24 Nov 2025, 11:30 UTC; written ahead, its answer never recorded. */
const leftRemoval = (): ActivityRecord =>
  removalActivity({
    id: 'record-left-removal',
    connection: officeConnection,
    policyId: SEED.policyId,
    label: 'Staff',
    sent: ['anna.berg@demo.example'],
    revokeUserEngagement: true,
    at: new Date('2025-11-24T11:30:00.000Z'),
    outcome: { waiting: true },
  });

/** Sent Monday 24 Nov 2025, 12:00 UTC: a call some page still has on its way. */
const heldAdd = () =>
  waitingAdd(
    'record-held-add',
    { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', mac: 'AA:BB:CC:DD:EE:32', name: 'Gate' },
    '2025-11-24T12:00:00.000Z',
  );

const SUMMARIES = {
  leftAdd: 'Adding “Kiosk” (AA:BB:CC:DD:EE:31) failed',
  leftRemoval: `Removing 1 item from policy Staff (${SEED.policyId}) failed`,
  heldAdd: 'Adding “Gate” (AA:BB:CC:DD:EE:32)',
};

async function openActivity(records: readonly ActivityRecord[]) {
  const storages = freshStorages();
  await seed(
    storages,
    records.map((record) => ({ record })),
  );
  const view = renderScreen(undefined, { path: '/activity', storages });
  await screen.findByRole('heading', { level: 1, name: 'Activity' });
  return view;
}

describe('Activity: records whose page was left', () => {
  it('a waiting record no page holds shows as "Answer not received", with what to check for its kind', async () => {
    const add = leftAdd();
    const removal = leftRemoval();
    const { user, storages } = await openActivity([add, removal]);

    expect(await screen.findByText(SUMMARIES.leftAdd)).toBeVisible();
    expect(record(SUMMARIES.leftAdd)).toHaveTextContent(/Answer not received$/);
    expect(record(SUMMARIES.leftRemoval)).toHaveTextContent(/Answer not received$/);

    const details = await openRecord(user, SUMMARIES.leftAdd);
    expect(within(details).getByRole('heading', { level: 3, name: 'What failed' })).toBeVisible();
    expect(details).toHaveTextContent('OutcomeAnswer not received');
    expect(
      within(details).getByText(`${pageLeftMessage()} The API may have made this change.`),
    ).toBeVisible();
    expect(within(details).getByText(whatToCheck(add))).toBeVisible();
    // An add the API may have made can be looked up on Edit device.
    expect(within(details).getByRole('link', { name: 'Edit this entry: Kiosk' })).toBeVisible();

    const removed = await openRecord(user, SUMMARIES.leftRemoval);
    expect(
      within(removed).getByText(`${pageLeftMessage()} The API may have made this change.`),
    ).toBeVisible();
    expect(within(removed).getByText(whatToCheck(removal))).toBeVisible();
    expect(whatToCheck(removal)).not.toBe(whatToCheck(add));

    // Settled in the database too: every tab sees it so from now on.
    expect(await activityRecords(storages)).toMatchObject([
      {
        id: removal.id,
        status: 'failed',
        pageLeft: true,
        failure: { ending: 'unanswered', message: pageLeftMessage() },
      },
      {
        id: add.id,
        status: 'failed',
        pageLeft: true,
        failure: { ending: 'unanswered', message: pageLeftMessage() },
      },
    ]);
  });

  it('a record whose call a page still holds keeps waiting, while a left one beside it is settled', async () => {
    const held = heldAdd();
    const release = await holdCall(held.id);
    onTestFinished(release);
    const { user, storages } = await openActivity([leftAdd(), held]);

    // The left one settled: the screen has read past the check that spares the held one.
    expect(await screen.findByText(SUMMARIES.leftAdd)).toBeVisible();
    expect(record(SUMMARIES.heldAdd)).toHaveTextContent(
      `${SUMMARIES.heldAdd}Sent, waiting for the answer`,
    );
    const details = await openRecord(user, SUMMARIES.heldAdd);
    expect(details).toHaveTextContent('OutcomeSent, waiting for the answer');
    expect(within(details).queryByRole('heading', { name: 'What failed' })).not.toBeInTheDocument();
    expect(within(details).queryByText(/The API may have made this change/)).toBeNull();
    const stored = (await activityRecords(storages)).find(({ id }) => id === held.id);
    expect(stored).toMatchObject({ status: 'waiting' });
    expect(stored?.pageLeft).toBeUndefined();

    await expectNoAxeViolations();
  });
});
