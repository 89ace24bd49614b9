// Issue 24: work sent to several venues at once is one record in Activity, with a part per
// venue. Every connection's list shows the run once and opens to its parts; a venue's own list
// (the connection in use) finds its part, which names the others.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredConnection } from '../../src/connection/storage.ts';
import type { BatchRecord, VenueGroup } from '../../src/journal/journal-record.ts';
import { connectionRef } from '../../src/journal/record-parts.ts';
import { removalActivity } from '../../src/features/policy-emails/removal-activity.ts';
import { SEED } from '../../src/sandbox/seed.ts';
import { expectNoAxeViolations, seed, type Seeded } from '../support/activity-page.ts';
import { batchFigures, batchRecord } from '../support/journal-fixtures.ts';
import { freshStorages, renderScreen } from '../support/render-screen.tsx';
import { lobby, office } from '../support/saved-connections.ts';

const officeVenue: StoredConnection = { ...office, apiKey: SEED.demo.key };
const lobbyVenue: StoredConnection = { ...lobby, apiKey: SEED.lobby.key };
/** A venue saved once and deleted since: its part is still kept. */
const harbourVenue: StoredConnection = {
  ...office,
  id: 'harbour',
  name: 'Harbour',
  organizationId: 'north-org',
  contextId: 'harbour-context',
  apiKey: undefined,
};

const venues = [officeVenue, lobbyVenue, harbourVenue];
const batchGroup: VenueGroup = { id: 'run-1', venues: venues.map(connectionRef) };
const removalGroup: VenueGroup = {
  id: 'cleanup-1',
  venues: [officeVenue, lobbyVenue].map(connectionRef),
};

/** One venue's part of the batch to three venues: six rows each, in chunks of two. */
function batchPart(
  venue: StoredConnection,
  status: BatchRecord['status'],
  created: number,
): Seeded {
  return {
    record: batchRecord(`batch-${venue.id}`, {
      at: '2025-11-21T11:00:00.000Z',
      // Changed now: kept by the retention period.
      updatedAt: new Date().toISOString(),
      connection: connectionRef(venue),
      group: batchGroup,
      status,
      source: null,
      figures: batchFigures({ created, notSent: 6 - created }),
      rowCount: 6,
      chunks: { total: 3, done: created / 2 },
    }),
  };
}

/** One venue's part of the cleanup at two venues. */
function removalPart(venue: StoredConnection, removed: boolean): Seeded {
  return {
    record: removalActivity({
      id: `removal-${venue.id}`,
      connection: venue,
      group: removalGroup,
      policyId: SEED.policyId,
      label: 'Staff',
      sent: ['erik.lund@demo.example'],
      revokeUserEngagement: false,
      at: new Date('2025-11-21T12:30:00.000Z'),
      outcome: {
        result: {
          policyEmails: [],
          removedEmails: removed
            ? [
                {
                  email: 'erik.lund@demo.example',
                  revokedLoginsForSelfProvisioning: 0,
                  revokedLoginsForMeetingHost: 0,
                  revokedWhitelisting: 0,
                  revokeLoginsforConferences: 0,
                },
              ]
            : [],
        },
      },
    }),
  };
}

const BATCH_LINE =
  'Batch import to 3 venues at once, 6 rows each: Office done, Lobby stopped, Harbour done';
const REMOVAL_LINE = 'Policy cleanup at 2 venues at once, 1 item: Office done, Lobby done';

async function openActivity() {
  const storages = freshStorages();
  await seed(storages, [
    batchPart(officeVenue, 'done', 6),
    batchPart(lobbyVenue, 'stopped', 2),
    batchPart(harbourVenue, 'done', 6),
    removalPart(officeVenue, true),
    removalPart(lobbyVenue, false),
  ]);
  const view = renderScreen(undefined, {
    path: '/activity',
    connections: [lobby, office],
    storages,
  });
  await screen.findByRole('heading', { level: 1, name: 'Activity' });
  return view;
}

/** The lines of the list, closed: each top-level record's summary. */
const topLines = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.closest('li') === null)
    .flatMap((item) => item.querySelector(':scope > details > summary')?.textContent ?? []);

describe('Activity: a run to several venues', () => {
  it('is one record in every connection’s list, opening to a part per venue; the venue’s own list finds its part', async () => {
    const { user } = await openActivity();
    // The connection in use (Office): its own part of each, each saying it is one of several.
    await screen.findByText(/one of 3 venues sent at once/);
    expect(topLines()).toHaveLength(2);
    expect(topLines()[0]).toContain('(one of 2 venues cleaned up at once)');
    expect(topLines()[1]).toContain('(6 rows; one of 3 venues sent at once)');
    expect(screen.queryByText(BATCH_LINE)).not.toBeInTheDocument();

    // Every connection: each run once, in the most pressing state of its parts.
    await user.click(screen.getByRole('checkbox', { name: 'Show all connections' }));
    await waitFor(() => expect(topLines()).toHaveLength(2));
    const [removalLine, batchLine] = topLines();
    expect(removalLine).toContain(REMOVAL_LINE);
    expect(removalLine).toContain('Done');
    expect(batchLine).toContain(BATCH_LINE);
    expect(batchLine).toContain('Stopped');

    // Opened: a part per venue, each its own record that opens to its details.
    await user.click(screen.getByText(BATCH_LINE));
    const run = screen.getByText(BATCH_LINE).closest('details');
    if (!run) throw new Error('no record for the run');
    await waitFor(() => expect(run).toHaveAttribute('open'));
    const parts = within(run).getByRole('list', { name: 'Each venue’s part' });
    const partLines = within(parts)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('summary')?.textContent ?? '');
    expect(partLines).toHaveLength(3);
    expect(partLines[0]).toMatch(/Batch import: 6 created.*Office$/);
    expect(partLines[1]).toMatch(/Batch import stopped at a failed chunk: 2 created.*Lobby$/);
    expect(partLines[2]).toMatch(/Batch import: 6 created.*Harbour$/);

    await user.click(within(parts).getByText(/Batch import stopped at a failed chunk/));
    expect(
      await within(parts).findByText(
        'One of 3 venues this batch was sent to at once, each with its own record: Office, Lobby (this one), Harbour',
      ),
    ).toBeVisible();
    await expectNoAxeViolations();
  });

  it('a cleanup’s part names the other venues in its details', async () => {
    const { user } = await openActivity();
    await user.click(await screen.findByText(/one of 2 venues cleaned up at once/));
    expect(
      await screen.findByText(
        'One of 2 venues this cleanup was made at at once, each with its own record: Office (this one), Lobby',
      ),
    ).toBeVisible();
  });

  it('pages by lines: the run on the page’s last line keeps all its parts, counted once', async () => {
    const storages = freshStorages();
    // 99 newer batch imports of one venue each, the run to three venues, one older: 101 lines.
    const singles: Seeded[] = Array.from({ length: 99 }, (_, n) => ({
      record: batchRecord(`single-${n}`, {
        at: new Date(Date.UTC(2025, 10, 22, 10, 0, 0) + n * 60_000).toISOString(),
        updatedAt: new Date().toISOString(),
        source: null,
        figures: batchFigures({ created: 1 }),
        rowCount: 1,
        chunks: { total: 1, done: 1 },
      }),
    }));
    await seed(storages, [
      ...singles,
      batchPart(officeVenue, 'done', 6),
      batchPart(lobbyVenue, 'stopped', 2),
      batchPart(harbourVenue, 'done', 6),
      // An older line, for the next page.
      {
        record: batchRecord('older', {
          at: '2025-11-20T09:00:00.000Z',
          updatedAt: new Date().toISOString(),
          source: null,
          figures: batchFigures({ created: 1 }),
          rowCount: 1,
          chunks: { total: 1, done: 1 },
        }),
      },
    ]);
    const { user } = renderScreen(undefined, {
      path: '/activity',
      connections: [lobby, office],
      storages,
    });
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    await user.click(await screen.findByRole('checkbox', { name: 'Show all connections' }));
    expect(
      await screen.findByText(/^Showing 100 of 101 records in all connections\.$/),
    ).toBeInTheDocument();
    await waitFor(() => expect(topLines()).toHaveLength(100));
    expect(topLines()[99]).toContain(BATCH_LINE);
    await user.click(screen.getByText(BATCH_LINE));
    const run = screen.getByText(BATCH_LINE).closest('details');
    if (!run) throw new Error('no record for the run');
    const parts = await within(run).findByRole('list', { name: 'Each venue’s part' });
    expect(within(parts).getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Show 1 more' }));
    await waitFor(() => expect(topLines()).toHaveLength(101));
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
  });
});
