// Batch import to several venues at once (issue 24): the Send to choice, each venue's key asked
// for before anything is sent, the confirmation, and the table of venues with a run per venue
// that fails, resumes and survives a reload on its own.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  STORAGE_KEYS,
  type ConnectionStorages,
  type SavedConnection,
} from '../../../src/connection/storage.ts';
import { SEED } from '../../../src/sandbox/seed.ts';
import { draftKey } from '../../../src/drafts/drafts.ts';
import { DEFAULT_TIMEOUT_MS } from '../../../src/api/client.ts';
import { announced, neverAnswered, openBatch, pasteRows } from '../../support/batch-run-page.ts';
import { server, testSandbox } from '../../support/msw-server.ts';
import { requestLog, savedVenues, venueCells } from '../../support/venue-storages.ts';
import { lobby, office } from '../../support/saved-connections.ts';

/** Chunks of two rows, so six rows make three chunks at every venue. */
const officeVenue: SavedConnection = { ...office, chunkSize: 2 };
const lobbyVenue: SavedConnection = { ...lobby, chunkSize: 2 };
const harbourVenue: SavedConnection = {
  ...office,
  id: 'harbour',
  name: SEED.north.harbour.name,
  organizationId: SEED.north.organizationId,
  contextId: SEED.north.harbour.contextId,
  timeZone: SEED.north.timeZone,
  chunkSize: 2,
};

/** The sandbox's own key of each venue's context. */
const KEYS = {
  office: SEED.demo.key,
  lobby: SEED.lobby.key,
  harbour: SEED.north.harbour.key,
} as const;

const MACS = [1, 2, 3, 4, 5, 6].map((n) => `AC:DE:48:00:02:0${n}`);
const SIX = MACS.map((mac, i) => `${mac},Sensor ${i + 1}`).join('\n');

/**
 * How long a run at every venue may take to settle: each venue's chunks, its session and its
 * Activity record, on a busy 2-core machine.
 */
const RUN = { timeout: 10_000 };

/** Pastes the six rows and waits for Send (the list's code loads on first use). */
async function pasteSix(user: Awaited<ReturnType<typeof openBatch>>['user']) {
  await pasteRows(user, SIX);
  await screen.findByRole('button', { name: /^Send 6 devices/ }, RUN);
  // The counts are announced once the list has settled; later announcements must not race it.
  await waitFor(() => expect(announced().join(' ')).toMatch(/Preview: 6 /), RUN);
}

const batchAddOf = (venue: SavedConnection) =>
  `*/v1/org/${venue.organizationId}/contexts/sign-in/${venue.contextId}/modules/whitelistings/batch/add`;

const stateSchema = z.object({ whitelistings: z.array(z.object({ mac: z.string() })) });

/** This file's MACs the sandbox holds at `venue`, sorted, each as often as it is stored. */
async function macsAt(venue: SavedConnection, key: string): Promise<string[]> {
  const url = `http://localhost/_sandbox/v1/org/${venue.organizationId}/contexts/sign-in/${venue.contextId}/state`;
  const response = await testSandbox().fetch(
    new Request(url, { headers: { 'x-auth-token': key } }),
  );
  expect(response.status).toBe(200);
  return stateSchema
    .parse(await response.json())
    .whitelistings.map((entry) => entry.mac)
    .filter((mac) => mac.startsWith('AC:DE:48:00:02'))
    .sort();
}

/** Office, Lobby and Harbour each hold every device of the list, once. */
async function expectEveryVenueHoldsAll() {
  for (const [venue, key] of [
    [officeVenue, KEYS.office],
    [lobbyVenue, KEYS.lobby],
    [harbourVenue, KEYS.harbour],
  ] as const) {
    expect(await macsAt(venue, key), venue.name).toEqual(MACS);
  }
}

const sendTo = () => screen.getByRole('group', { name: 'Send to' });
const box = (name: string) => within(sendTo()).getByRole('checkbox', { name });
const venuesTable = () => screen.getByRole('table', { name: 'Results by venue' });

/** One row of the table of venues as read: its figures and its state's words. */
function venueRow(name: string) {
  const cells = venueCells(name);
  const [progress, created, existing, faulty, notSent, guestSessions] = cells.map(
    (cell) => cell.textContent,
  );
  return {
    progress,
    created,
    existing,
    faulty,
    notSent,
    guestSessions,
    state: cells[6]?.querySelector('p')?.textContent,
  };
}

function totalsRow() {
  const header = within(venuesTable()).getByRole('rowheader', { name: 'Total' });
  const row = header.closest('tr');
  if (!row) throw new Error('no totals row');
  const [progress, created, existing, faulty, notSent, guestSessions] = within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  return { progress, created, existing, faulty, notSent, guestSessions };
}

const done = (progress = '6 of 6') => ({
  progress,
  created: '6',
  existing: '0',
  faulty: '0',
  notSent: '0',
  guestSessions: '0',
  state: 'Done',
});

/** Keeps the files the app hands to the browser to save: jsdom has no object URLs. */
function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn(),
  });
  return blobs;
}

/** Fails the nth batch call (1-based) at `venue` with a 500; every other call reaches the sandbox. */
function failAt(venue: SavedConnection, n: number) {
  let calls = 0;
  server.use(
    http.post(batchAddOf(venue), ({ request }) => {
      calls += 1;
      if (calls === n)
        return HttpResponse.json({ status: 500, message: 'Database busy' }, { status: 500 });
      return testSandbox().fetch(request);
    }),
  );
  return () => calls;
}

/** Office, Lobby and Harbour office ticked and confirmed; every key in this tab. */
async function sendToThree(storages: ConnectionStorages) {
  const view = await openBatch({ connections: [], storages });
  await pasteSix(view.user);
  await view.user.click(await screen.findByRole('checkbox', { name: 'Lobby' }));
  await view.user.click(box(harbourVenue.name));
  await view.user.click(screen.getByRole('button', { name: 'Send 6 devices to 3 venues' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send to 3 venues?' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Send to 3 venues' }));
  await screen.findByRole('table', { name: 'Results by venue' }, RUN);
  return view;
}

const threeVenues = () =>
  savedVenues([
    [officeVenue, KEYS.office],
    [lobbyVenue, KEYS.lobby],
    [harbourVenue, KEYS.harbour],
  ]);

describe('Batch import: Send to', () => {
  it('is offered only when more than one connection is saved', async () => {
    const { user } = await openBatch({ connections: [officeVenue] });
    await pasteSix(user);
    expect(await screen.findByRole('button', { name: 'Send 6 devices' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Send to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Office/ })).not.toBeInTheDocument();
  });

  it('ticks the one in use, words Send by the ticks, and refuses a choice of none', async () => {
    const log = requestLog();
    const storages = savedVenues([
      [officeVenue, KEYS.office],
      [lobbyVenue, KEYS.lobby],
    ]);
    const { user } = await openBatch({ connections: [], storages });
    await pasteSix(user);

    expect(await screen.findByRole('group', { name: 'Send to' })).toBeVisible();
    expect(
      within(sendTo())
        .getAllByRole('checkbox')
        .map((b) => b.id),
    ).toEqual(['send-to-0', 'send-to-1']);
    expect(box('Office (in use)')).toBeChecked();
    expect(box('Lobby')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send 6 devices' })).toBeVisible();

    await user.click(box('Lobby'));
    expect(screen.getByRole('button', { name: 'Send 6 devices to 2 venues' })).toBeVisible();
    // Another venue alone is not the connection in use: it is named too.
    await user.click(box('Office (in use)'));
    expect(screen.getByRole('button', { name: 'Send 6 devices to 1 venue' })).toBeVisible();
    await user.click(box('Lobby'));
    expect(box('Office (in use)')).not.toBeChecked();
    expect(box('Lobby')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: /^Send 6 devices/ }));
    expect(within(sendTo()).getByText('Tick at least one venue to send to')).toBeVisible();
    expect(box('Office (in use)')).toHaveFocus();
    expect(box('Office (in use)')).toHaveAccessibleDescription(
      /Tick at least one venue to send to/,
    );
    await waitFor(() => expect(announced()).toContain('Tick at least one venue to send to'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Results by venue' })).not.toBeInTheDocument();
    expect(log.filter((line) => line.includes('/v1/'))).toEqual([]);
    expect(await macsAt(officeVenue, KEYS.office)).toEqual([]);
    expect(await macsAt(lobbyVenue, KEYS.lobby)).toEqual([]);

    // Ticking again clears the error.
    await user.click(box('Lobby'));
    expect(
      within(sendTo()).queryByText('Tick at least one venue to send to'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send 6 devices to 1 venue' })).toBeVisible();
  });
});

describe('Batch import: a venue whose key this tab lacks', () => {
  it('asks for its key before anything is sent; Leave out takes it out of the choice', async () => {
    const log = requestLog();
    const storages = savedVenues([
      [officeVenue, KEYS.office],
      [lobbyVenue, KEYS.lobby],
      [harbourVenue, null],
    ]);
    const { user } = await openBatch({ connections: [], storages });
    await pasteSix(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Lobby' }));
    await user.click(box(harbourVenue.name));
    expect(box(harbourVenue.name)).toHaveAccessibleDescription(
      'north-org / harbour-context; its API key is asked for first',
    );
    expect(box('Lobby')).toHaveAccessibleDescription('demo-org / lobby-context');
    await user.click(screen.getByRole('button', { name: 'Send 6 devices to 3 venues' }));

    const heading = await screen.findByRole('heading', {
      name: 'API key of Harbour office (north-org / harbour-context)',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByLabelText('API key')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Remember the key on this device' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Do not send yet' })).toBeVisible();
    // Only the key is asked for: no confirmation yet, nothing sent anywhere.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.filter((line) => line.includes('/v1/'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Leave Harbour office out' }));
    expect(
      screen.queryByRole('heading', { name: /API key of Harbour office/ }),
    ).not.toBeInTheDocument();
    expect(box(harbourVenue.name)).not.toBeChecked();
    expect(box('Office (in use)')).toBeChecked();
    expect(box('Lobby')).toBeChecked();
    // The venues left have their keys: what goes where is confirmed next.
    const dialog = await screen.findByRole('dialog', { name: 'Send to 2 venues?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Office: 6 devices to demo-org / demo-context, in chunks of 2',
      'Lobby: 6 devices to demo-org / lobby-context, in chunks of 2',
    ]);
    expect(log.filter((line) => line.includes('/v1/'))).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 venues' }));
    await screen.findByRole('table', { name: 'Results by venue' }, RUN);
    await waitFor(() => expect(venueRow('Office')).toEqual(done()), RUN);
    await waitFor(() => expect(venueRow('Lobby')).toEqual(done()), RUN);
    expect(
      within(venuesTable()).queryByRole('rowheader', { name: /^Harbour office/ }),
    ).not.toBeInTheDocument();
    expect(log.filter((line) => line.includes('harbour-context'))).toEqual([]);
    expect(await macsAt(harbourVenue, KEYS.harbour)).toEqual([]);
    expect(await macsAt(lobbyVenue, KEYS.lobby)).toEqual(MACS);
  });

  it('asks nothing more when Leave out leaves no venue ticked', async () => {
    const log = requestLog();
    const storages = savedVenues([
      [officeVenue, KEYS.office],
      [harbourVenue, null],
    ]);
    const { user } = await openBatch({ connections: [], storages });
    await pasteSix(user);
    await user.click(await screen.findByRole('checkbox', { name: harbourVenue.name }));
    await user.click(box('Office (in use)'));
    await user.click(screen.getByRole('button', { name: 'Send 6 devices to 1 venue' }));
    await user.click(await screen.findByRole('button', { name: 'Leave Harbour office out' }));

    expect(box(harbourVenue.name)).not.toBeChecked();
    expect(box('Office (in use)')).not.toBeChecked();
    // Nothing is left to send to: no confirmation of a send to no venue at all.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.filter((line) => line.includes('/v1/'))).toEqual([]);
  });

  it('asks for its key, then confirms; the key keeps the connection in use', async () => {
    const log = requestLog();
    const storages = savedVenues([
      [officeVenue, KEYS.office],
      [harbourVenue, null],
    ]);
    const { user } = await openBatch({ connections: [], storages });
    const switcher = screen.getByRole('combobox', { name: 'Connection' });
    expect(switcher).toHaveValue('office');
    await pasteSix(user);
    await user.click(await screen.findByRole('checkbox', { name: harbourVenue.name }));
    await user.click(screen.getByRole('button', { name: 'Send 6 devices to 2 venues' }));

    // Not yet: the prompt goes, the choice stays, nothing is sent.
    await user.click(await screen.findByRole('button', { name: 'Do not send yet' }));
    expect(screen.queryByRole('heading', { name: /API key of/ })).not.toBeInTheDocument();
    expect(box(harbourVenue.name)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send 6 devices to 2 venues' }));

    await screen.findByRole('heading', {
      name: 'API key of Harbour office (north-org / harbour-context)',
    });
    await user.type(await screen.findByLabelText('API key'), KEYS.harbour);
    await user.click(screen.getByRole('checkbox', { name: 'Remember the key on this device' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send to 2 venues?' });
    expect(within(dialog).getByText('6 devices to 2 venues: 12 creates.')).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Office: 6 devices to demo-org / demo-context, in chunks of 2',
      'Harbour office: 6 devices to north-org / harbour-context, in chunks of 2',
    ]);
    // The key went to Harbour office, remembered on this device; Office is still in use.
    expect(JSON.parse(storages.local?.getItem(STORAGE_KEYS.apiKeys) ?? '{}')).toEqual({
      harbour: KEYS.harbour,
    });
    expect(screen.getByRole('combobox', { name: 'Connection' })).toHaveValue('office');
    expect(log.filter((line) => line.includes('/v1/'))).toEqual([]);
    expect(await macsAt(harbourVenue, KEYS.harbour)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 venues' }));
    await screen.findByRole('table', { name: 'Results by venue' }, RUN);
    await waitFor(() => expect(venueRow(harbourVenue.name)).toEqual(done()), RUN);
    await waitFor(() => expect(venueRow('Office')).toEqual(done()), RUN);
    expect(await macsAt(harbourVenue, KEYS.harbour)).toEqual(MACS);
    expect(await macsAt(officeVenue, KEYS.office)).toEqual(MACS);
    expect(screen.getByRole('combobox', { name: 'Connection' })).toHaveValue('office');
    expect(
      log.filter((line) => line.startsWith('POST')).every((line) => line.endsWith('/batch/add')),
    ).toBe(true);
  });
});

describe('Batch import: a run per venue', () => {
  it('stops only the venue that failed, goes on elsewhere, and resumes it alone', async () => {
    const blobs = captureDownloads();
    const lobbyCalls = failAt(lobbyVenue, 2);
    // Harbour office's first chunk is held until Lobby has stopped and Office is done.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let harbourCalls = 0;
    server.use(
      http.post(batchAddOf(harbourVenue), async ({ request }) => {
        harbourCalls += 1;
        if (harbourCalls === 1) await gate;
        return testSandbox().fetch(request);
      }),
    );
    const { user } = await sendToThree(threeVenues());

    await waitFor(() => expect(venueRow('Lobby').state).toMatch(/^Stopped: /), RUN);
    await waitFor(() => expect(venueRow('Office')).toEqual(done()), RUN);
    expect(venueRow(harbourVenue.name)).toMatchObject({ progress: '0 of 6', created: '0' });
    // (What else its state says while the chunk is in flight: the test after this one.)
    expect(venueRow(harbourVenue.name).state).toMatch(/^Sending/);
    expect(screen.getByRole('heading', { name: 'Sending to every venue' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel at Harbour office' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel at Lobby' })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(venueRow(harbourVenue.name)).toEqual(done()), RUN);
    expect(harbourCalls).toBe(3);
    expect(venueRow('Lobby')).toMatchObject({ progress: '2 of 6', created: '2', notSent: '4' });
    expect(venueRow('Lobby').state).toBe(
      'Stopped: The server had a problem (HTTP 500). Nothing you entered is lost; try again. The server said: Database busy.',
    );
    expect(totalsRow()).toEqual({
      progress: '14 of 18',
      created: '14',
      existing: '0',
      faulty: '0',
      notSent: '4',
      guestSessions: '0',
    });
    expect(lobbyCalls()).toBe(2);
    expect(await macsAt(lobbyVenue, KEYS.lobby)).toEqual(MACS.slice(0, 2));
    // Once no venue is sending: the totals are said and the table's heading has the focus.
    await waitFor(
      () =>
        expect(announced()).toContain(
          'Every venue is answered: 14 created, 0 already whitelisted, 0 faulty, 4 not sent in all.',
        ),
      RUN,
    );
    expect(screen.getByRole('heading', { name: 'Venues' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Resume at Office' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume at Lobby' }));
    await waitFor(() => expect(venueRow('Lobby')).toEqual(done()), RUN);
    expect(lobbyCalls()).toBe(4);
    expect(totalsRow()).toEqual({
      progress: '18 of 18',
      created: '18',
      existing: '0',
      faulty: '0',
      notSent: '0',
      guestSessions: '0',
    });
    expect(await macsAt(officeVenue, KEYS.office)).toEqual(MACS);
    expect(await macsAt(lobbyVenue, KEYS.lobby)).toEqual(MACS);
    expect(await macsAt(harbourVenue, KEYS.harbour)).toEqual(MACS);

    // Each venue opens to its own results.
    await user.click(screen.getByRole('button', { name: 'Results at Lobby' }));
    expect(await screen.findByRole('heading', { name: 'Results at Lobby' })).toBeVisible();

    // One CSV: every venue's rows, the venue first.
    const section = screen.getByRole('region', { name: 'Venues' });
    await user.click(within(section).getByRole('button', { name: 'Download CSV' }));
    expect(blobs).toHaveLength(1);
    const blob = blobs[0];
    if (!blob) throw new Error('nothing was downloaded');
    const csv = new TextDecoder().decode(await blob.arrayBuffer());
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'Venue,Organization,Context,Row,MAC,Maker,Name,Description,Tags,Outcome,Reason,Entry ID',
    );
    expect(lines).toHaveLength(18);
    const where = (line: string) => line.split(',').slice(0, 3).join(',');
    const macOf = (line: string) => line.split(',')[4];
    for (const venue of [officeVenue, lobbyVenue, harbourVenue]) {
      const mine = lines.filter(
        (line) => where(line) === `${venue.name},${venue.organizationId},${venue.contextId}`,
      );
      expect(mine.map(macOf)).toEqual(MACS);
    }
  });

  it('says only Sending for a venue whose chunk is in flight, not that its answer was lost', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let lobbyCalls = 0;
    server.use(
      http.post(batchAddOf(lobbyVenue), async ({ request }) => {
        lobbyCalls += 1;
        if (lobbyCalls === 1) await gate;
        return testSandbox().fetch(request);
      }),
    );
    const storages = savedVenues([
      [officeVenue, KEYS.office],
      [lobbyVenue, KEYS.lobby],
    ]);
    const { user } = await openBatch({ connections: [], storages });
    await pasteSix(user);
    await user.click(box('Lobby'));
    await user.click(screen.getByRole('button', { name: 'Send 6 devices to 2 venues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 2 venues?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 venues' }));
    await screen.findByRole('table', { name: 'Results by venue' }, RUN);
    await waitFor(() => expect(venueRow('Office')).toEqual(done()), RUN);
    expect(lobbyCalls).toBe(1);
    try {
      // The answer is awaited, not lost: the one-venue run says so only once it has stopped.
      expect(venueRow('Lobby').state).toBe('Sending');
    } finally {
      release();
      await waitFor(() => expect(venueRow('Lobby')).toEqual(done()), RUN);
    }
  });

  it('says a refused key left its venue out while the others are done', async () => {
    const storages = savedVenues([
      [officeVenue, KEYS.office],
      [lobbyVenue, KEYS.lobby],
      // Another venue's key: the sandbox refuses it at harbour-context.
      [harbourVenue, SEED.north.campus.key],
    ]);
    const { user } = await sendToThree(storages);

    await waitFor(
      () => expect(venueRow(harbourVenue.name).state).toBe('Key refused (403): left out'),
      RUN,
    );
    await waitFor(() => expect(venueRow('Office')).toEqual(done()), RUN);
    await waitFor(() => expect(venueRow('Lobby')).toEqual(done()), RUN);
    expect(venueRow(harbourVenue.name)).toMatchObject({ created: '0', notSent: '6' });
    expect(totalsRow()).toMatchObject({ created: '12', notSent: '6' });
    expect(await macsAt(harbourVenue, KEYS.harbour)).toEqual([]);

    // The same key would be refused again: no Resume until another key is entered.
    expect(
      screen.queryByRole('button', { name: 'Resume at Harbour office' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter another key for Harbour office' }));
    await user.type(await screen.findByLabelText('API key'), KEYS.harbour);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Resume at Harbour office' }));
    await waitFor(() => expect(venueRow(harbourVenue.name)).toEqual(done()), RUN);
    expect(await macsAt(harbourVenue, KEYS.harbour)).toEqual(MACS);
    expect(screen.getByRole('combobox', { name: 'Connection' })).toHaveValue('office');
  });

  it('says Resume sends to a venue once its refused key is replaced', async () => {
    const storages = savedVenues([
      [officeVenue, KEYS.office],
      [lobbyVenue, KEYS.lobby],
      [harbourVenue, SEED.north.campus.key],
    ]);
    const { user } = await sendToThree(storages);
    await waitFor(
      () => expect(venueRow(harbourVenue.name).state).toBe('Key refused (403): left out'),
      RUN,
    );
    // The others' end is said too ("Every venue is answered"): wait for it, so it does not
    // follow, and replace, what the key prompt says.
    await waitFor(() => expect(venueRow('Office')).toEqual(done()), RUN);
    await waitFor(() => expect(venueRow('Lobby')).toEqual(done()), RUN);
    await user.click(screen.getByRole('button', { name: 'Enter another key for Harbour office' }));
    await user.type(await screen.findByLabelText('API key'), KEYS.harbour);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByLabelText('API key')).not.toBeInTheDocument());
    // The panel says what comes next, not only that a key was added.
    await waitFor(() =>
      expect(announced()).toContain('API key of Harbour office saved: Resume sends to it'),
    );
  });

  it('keeps every venue over a reload: the stopped one resumes from where it was', async () => {
    const lobbyCalls = failAt(lobbyVenue, 2);
    const storages = threeVenues();
    const first = await sendToThree(storages);
    await waitFor(() => expect(venueRow('Lobby').state).toMatch(/^Stopped: /), RUN);
    await waitFor(() => expect(venueRow('Office')).toEqual(done()), RUN);
    await waitFor(() => expect(venueRow(harbourVenue.name)).toEqual(done()), RUN);

    first.unmount();
    const again = await openBatch({ connections: [], storages });
    expect(await screen.findByRole('table', { name: 'Results by venue' }, RUN)).toBeVisible();
    expect(venueRow('Office')).toEqual(done());
    expect(venueRow(harbourVenue.name)).toEqual(done());
    expect(venueRow('Lobby')).toMatchObject({ progress: '2 of 6', created: '2', notSent: '4' });
    expect(venueRow('Lobby').state).toMatch(/^Stopped: /);
    // Nothing was sent again by the reload itself.
    expect(lobbyCalls()).toBe(2);

    // Resume pressed once, as soon as it shows: before the venues' engines are attached (after
    // the first paint) or while the reloaded rows are checked again, the press still goes, once
    // it can; no second press is needed.
    await again.user.click(await screen.findByRole('button', { name: 'Resume at Lobby' }, RUN));
    await waitFor(() => expect(venueRow('Lobby')).toEqual(done()), RUN);
    expect(lobbyCalls()).toBe(4);
    expect(totalsRow()).toMatchObject({ progress: '18 of 18', created: '18', notSent: '0' });
    expect(await macsAt(lobbyVenue, KEYS.lobby)).toEqual(MACS);
    expect(await macsAt(officeVenue, KEYS.office)).toEqual(MACS);
    expect(await macsAt(harbourVenue, KEYS.harbour)).toEqual(MACS);
  });

  it('a stored run this version cannot read says so and offers New batch; nothing is sent', async () => {
    const storages = threeVenues();
    const first = await sendToThree(storages);
    await waitFor(() => expect(venueRow('Office')).toEqual(done()), RUN);
    await waitFor(() => expect(venueRow('Lobby')).toEqual(done()), RUN);
    await waitFor(() => expect(venueRow(harbourVenue.name)).toEqual(done()), RUN);
    first.unmount();

    // Another version left the run in a shape this one does not read.
    const key = draftKey('batch-import', officeVenue.id);
    const stored = JSON.parse(storages.session?.getItem(key) ?? 'null') as Record<string, unknown>;
    expect(stored.venues).toMatchObject({ venues: expect.any(Array) });
    storages.session?.setItem(key, JSON.stringify({ ...stored, venues: { id: 7, venues: 'all' } }));
    const log = requestLog();

    const { user } = await openBatch({ connections: [], storages });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This run to several venues cannot be read' },
        RUN,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Results by venue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New batch' }));
    expect(await screen.findByRole('textbox', { name: 'Paste rows' })).toHaveValue('');
    expect(
      screen.queryByRole('heading', { name: 'This run to several venues cannot be read' }),
    ).not.toBeInTheDocument();
    expect(log.filter((line) => line.includes('/v1/'))).toEqual([]);
  });

  it('a chunk at one venue that hangs until the client gives up: that venue stops, the others go on; Resume there, each MAC once', async () => {
    // Every request gives up after 2.5 s instead of the client's half minute: the sandbox
    // answers the others within milliseconds.
    const real = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number) =>
      real(handler, delay === DEFAULT_TIMEOUT_MS ? 2_500 : delay)) as typeof setTimeout);
    // Lobby's 2nd chunk reaches the sandbox, which stores it; then nothing comes back.
    let calls = 0;
    server.use(
      http.post(batchAddOf(lobbyVenue), async ({ request }) => {
        calls += 1;
        const answer = await testSandbox().fetch(request.clone());
        return calls === 2 ? neverAnswered(request) : answer;
      }),
    );
    try {
      const { user } = await sendToThree(threeVenues());
      await waitFor(() => expect(venueRow('Office')).toEqual(done()), RUN);
      await waitFor(() => expect(venueRow(harbourVenue.name)).toEqual(done()), RUN);
      await waitFor(() => expect(venueRow('Lobby').state).toMatch(/^Stopped: /), RUN);
      expect(venueRow('Lobby').state).toMatch(/No answer from the API within/);
      expect(venueRow('Lobby').state).toMatch(/2 sent, answer not received$/);

      await user.click(screen.getByRole('button', { name: 'Resume at Lobby' }));
      await waitFor(() => expect(venueRow('Lobby')).toEqual(done()), RUN);
      expect(calls).toBe(4);
      await expectEveryVenueHoldsAll();
    } finally {
      vi.restoreAllMocks();
    }
  }, 40_000);

  it('a chunk stored at one venue whose answer was lost: Resume there counts it created, each MAC once', async () => {
    // Lobby's 2nd chunk reaches the sandbox, which stores it; its answer never arrives.
    let calls = 0;
    server.use(
      http.post(batchAddOf(lobbyVenue), async ({ request }) => {
        calls += 1;
        const answer = await testSandbox().fetch(request);
        return calls === 2 ? HttpResponse.error() : answer;
      }),
    );
    const { user } = await sendToThree(threeVenues());
    await waitFor(() => expect(venueRow('Lobby').state).toMatch(/^Stopped: /), RUN);
    await waitFor(() => expect(venueRow('Office')).toEqual(done()), RUN);
    await waitFor(() => expect(venueRow(harbourVenue.name)).toEqual(done()), RUN);
    expect(venueRow('Lobby').state).toMatch(/2 sent, answer not received$/);
    // The sandbox holds that chunk although its answer was lost.
    expect(await macsAt(lobbyVenue, KEYS.lobby)).toEqual(MACS.slice(0, 4));

    await user.click(screen.getByRole('button', { name: 'Resume at Lobby' }));
    await waitFor(() => expect(venueRow('Lobby')).toEqual(done()), RUN);
    expect(calls).toBe(4);
    // Exactly once per venue, and the figures of a run without faults.
    await expectEveryVenueHoldsAll();
    expect(totalsRow()).toMatchObject({ created: '18', existing: '0', notSent: '0' });
    await user.click(screen.getByRole('button', { name: 'Results at Lobby' }));
    expect(
      await screen.findByText(/2 devices were probably created by the attempt whose answer/),
    ).toBeVisible();
  });
});
