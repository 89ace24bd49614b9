// Batch import to several venues (issue 24): the Send to choice of saved connections, a venue's
// key asked for first, the confirmation, one run per venue in a table (a venue that stops
// resumes alone, kept over a reload), a refused key, and ten venues at once within the limit of
// requests in flight to one API host.
import { expect, test, type Locator, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import type { SavedConnection } from '../../src/connection/storage.ts';
import { REQUESTS_PER_HOST } from '../../src/lib/host-limit.ts';
import { SEED } from '../../src/sandbox/seed.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openBatch } from '../support/batch-page.ts';
import { BUDGET } from '../support/budget.ts';
import { longestTask, recordLongTasks } from '../support/long-tasks.ts';
import {
  savedVenue,
  saveConnections,
  tabTo,
  venueCell,
  venuesTable,
  venueState,
} from '../support/venues-page.ts';

/** A venue saved with chunks of two rows, so six rows make three chunks. */
const venue = (...[id, name, organizationId, contextId, options]: Parameters<typeof savedVenue>) =>
  savedVenue(id, name, organizationId, contextId, { chunkSize: 2, ...options });

const DEMO = venue('demo', 'Demo', SEED.organizationId, SEED.demo.contextId);
const LOBBY = venue('lobby', 'Lobby', SEED.organizationId, SEED.lobby.contextId);
const HARBOUR = venue(
  'harbour',
  'Harbour',
  SEED.north.organizationId,
  SEED.north.harbour.contextId,
  {
    timeZone: SEED.north.timeZone,
  },
);

/**
 * `count` devices with MACs AC:DE:4A:24:<group>:01 upwards (no other spec sends these); a test
 * run again (--repeat-each) sends new ones to the same sandbox.
 */
function devices(group: number, count: number): { macs: string[]; rows: string } {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
  const byte = hex(group + test.info().repeatEachIndex);
  const macs = Array.from({ length: count }, (_, i) => `AC:DE:4A:24:${byte}:${hex(i + 1)}`);
  return { macs, rows: macs.map((mac, i) => `${mac},Venue test ${byte}.${i + 1}`).join('\n') };
}

const stateSchema = z.object({ whitelistings: z.array(z.object({ mac: z.string() })) });

/** The MACs a seeded venue holds, each as often as it is stored. */
async function storedMacs(page: Page, connection: SavedConnection, key: string) {
  const state = stateSchema.parse(await venueState(page, connection, key));
  return state.whitelistings.map((entry) => entry.mac);
}

/** Waits until each venue's State cell starts with what is given. */
async function expectStates(table: Locator, states: Record<string, string | RegExp>) {
  for (const [name, state] of Object.entries(states)) {
    await expect(await venueCell(table, name, 'State')).toContainText(state);
  }
}

/**
 * Pastes `text` into the paste box as the browser does: a paste event with the clipboard's text,
 * then, unless the screen took it (a large paste), the text in the box and an input event.
 */
async function paste(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Paste rows' }).evaluate((box, value) => {
    if (!(box instanceof HTMLTextAreaElement)) throw new Error('No paste box');
    box.focus();
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', value);
    const event = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true });
    if (!box.dispatchEvent(event)) return;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(box, value);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** Ticks the boxes of Send to that are not ticked yet. */
async function tick(page: Page, names: readonly string[]) {
  const sendTo = page.getByRole('group', { name: 'Send to' });
  for (const name of names) await sendTo.getByRole('checkbox', { name, exact: true }).check();
}

test('three venues: a key asked for, one venue stops, a reload keeps it, Resume; each venue holds every device once', async ({
  page,
}) => {
  const { macs, rows } = devices(0x10, 6);
  // Lobby's second chunk fails once; every other request reaches the sandbox.
  let lobbyCalls = 0;
  await page.route(
    '**/v1/org/demo-org/contexts/sign-in/lobby-context/modules/whitelistings/batch/add',
    async (route) => {
      lobbyCalls += 1;
      if (lobbyCalls === 2) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ status: 500, message: 'Database busy' }),
        });
      } else {
        await route.continue();
      }
    },
  );
  await saveConnections(page, [DEMO, LOBBY, HARBOUR], DEMO.id, {
    [DEMO.id]: SEED.demo.key,
    [LOBBY.id]: SEED.lobby.key,
  });
  await openBatch(page);
  await page.getByRole('textbox', { name: 'Paste rows' }).fill(rows);

  // The choice: every saved connection, the one in use ticked.
  const sendTo = page.getByRole('group', { name: 'Send to' });
  await expect(sendTo.getByRole('checkbox')).toHaveCount(3);
  await expect(sendTo.getByRole('checkbox', { name: 'Demo (in use)' })).toBeChecked();
  await expect(sendTo.getByRole('checkbox', { name: 'Lobby' })).not.toBeChecked();
  await expect(sendTo.getByRole('checkbox', { name: 'Harbour' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Send 6 devices', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await tick(page, ['Lobby', 'Harbour']);
  await page.getByRole('button', { name: 'Send 6 devices to 3 venues' }).click();

  // Harbour's key is not in this tab: asked for first, its heading focused.
  const keyHeading = page.getByRole('heading', {
    name: 'API key of Harbour (north-org / harbour-context)',
  });
  await expect(keyHeading).toBeFocused();
  await expect(page.getByRole('button', { name: 'Leave Harbour out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Do not send yet' })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Remember the key on this device' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'API key' }).fill(SEED.north.harbour.key);
  await page.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('dialog', { name: 'Send to 3 venues?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('listitem')).toHaveText([
    'Demo: 6 devices to demo-org / demo-context, in chunks of 2',
    'Lobby: 6 devices to demo-org / lobby-context, in chunks of 2',
    'Harbour: 6 devices to north-org / harbour-context, in chunks of 2',
  ]);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Send to 3 venues' }).click();

  // Demo and Harbour go on while Lobby stops on its second chunk.
  const table = venuesTable(page);
  await expect(table).toBeVisible();
  const stopped = /^Stopped: The server had a problem \(HTTP 500\)\..*Database busy/;
  await expectStates(table, { Demo: /^Done/, Harbour: /^Done/, Lobby: stopped });
  await expect(page.getByRole('heading', { level: 2, name: 'Venues' })).toBeVisible();
  await expect(await venueCell(table, 'Lobby', 'Progress')).toHaveText('2 of 6');
  await expect(await venueCell(table, 'Lobby', 'Created')).toHaveText('2');
  await expect(await venueCell(table, 'Demo', 'Created')).toHaveText('6');
  await expect(await venueCell(table, 'Harbour', 'Created')).toHaveText('6');
  await expect(page.getByRole('button', { name: 'Resume at Lobby' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload keeps every venue where it was (the leave guard asks first: accepted).
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(table).toBeVisible();
  await expectStates(table, { Demo: /^Done/, Harbour: /^Done/, Lobby: stopped });
  await expect(await venueCell(table, 'Lobby', 'Progress')).toHaveText('2 of 6');
  await expect(await venueCell(table, 'Total', 'Created')).toHaveText('14');

  await page.getByRole('button', { name: 'Resume at Lobby' }).click();
  await expectStates(table, { Demo: /^Done/, Harbour: /^Done/, Lobby: /^Done/ });
  for (const name of ['Demo', 'Lobby', 'Harbour']) {
    await expect(await venueCell(table, name, 'Progress')).toHaveText('6 of 6');
    await expect(await venueCell(table, name, 'Created')).toHaveText('6');
  }
  const total = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
  await expect(total.getByRole('cell')).toHaveText(['18 of 18', '18', '0', '0', '0', '0', '']);
  expect(lobbyCalls).toBe(4);

  // What each venue now holds: every device, once.
  for (const [connection, key] of [
    [DEMO, SEED.demo.key],
    [LOBBY, SEED.lobby.key],
    [HARBOUR, SEED.north.harbour.key],
  ] as const) {
    const stored = (await storedMacs(page, connection, key)).filter((mac) => macs.includes(mac));
    expect(stored.sort(), connection.name).toEqual([...macs].sort());
  }

  // A venue's own results.
  await page.getByRole('button', { name: 'Results at Lobby' }).click();
  const lobbyResults = page.getByRole('region', { name: 'Results at Lobby' });
  await expect(lobbyResults.getByRole('list', { name: 'Figures' })).toContainText('6 created');
  await expectNoAxeViolations(page);

  // Activity: with every connection shown, the run is one record, opening to a part per venue.
  await page.getByRole('link', { name: 'Activity' }).click();
  await page.getByRole('checkbox', { name: 'Show all connections' }).check();
  const run = page.getByText(/^Batch import to 3 venues at once/);
  await expect(run).toHaveText(
    'Batch import to 3 venues at once, 6 rows each: Demo done, Lobby done, Harbour done',
  );
  await run.click();
  const parts = page.getByRole('list', { name: 'Each venue’s part' });
  await expect(parts.getByRole('listitem')).toHaveCount(3);
  await expect(parts.getByRole('listitem').nth(1)).toContainText('Lobby');
  await expectNoAxeViolations(page);
});

test('keyboard: Tab to Send to, Space ticks a venue, Enter sends; the confirmation starts on Cancel', async ({
  page,
}) => {
  const { macs, rows } = devices(0x20, 3);
  await saveConnections(page, [DEMO, LOBBY], DEMO.id, {
    [DEMO.id]: SEED.demo.key,
    [LOBBY.id]: SEED.lobby.key,
  });
  await openBatch(page);
  const box = page.getByRole('textbox', { name: 'Paste rows' });
  await box.fill(rows);
  const sendTo = page.getByRole('group', { name: 'Send to' });
  await expect(sendTo).toBeVisible();

  await box.focus();
  const presses = await tabTo(page, sendTo.getByRole('checkbox', { name: 'Demo (in use)' }));
  console.log(`Tab presses from the paste box to "Demo (in use)": ${presses}`);
  await page.keyboard.press('Tab');
  const lobby = sendTo.getByRole('checkbox', { name: 'Lobby' });
  await expect(lobby).toBeFocused();
  await page.keyboard.press('Space');
  await expect(lobby).toBeChecked();
  const send = page.getByRole('button', { name: 'Send 3 devices to 2 venues' });
  await tabTo(page, send, 5);
  await page.keyboard.press('Enter');

  // The safe choice first; the one that sends is before it (Shift+Tab).
  const confirm = page.getByRole('dialog', { name: 'Send to 2 venues?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm.getByRole('button', { name: 'Send to 2 venues' })).toBeFocused();
  await page.keyboard.press('Enter');

  const table = venuesTable(page);
  await expectStates(table, { Demo: /^Done/, Lobby: /^Done/ });
  // Every venue answered: the heading takes the focus.
  await expect(page.getByRole('heading', { level: 2, name: 'Venues' })).toBeFocused();
  expect(
    (await storedMacs(page, LOBBY, SEED.lobby.key)).filter((mac) => macs.includes(mac)),
  ).toHaveLength(3);
});

test('a key the venue refuses: that venue is left out, the others are done', async ({ page }) => {
  const { macs, rows } = devices(0x40, 4);
  // campus-key opens campus-context only: harbour-context answers 403.
  await saveConnections(page, [DEMO, LOBBY, HARBOUR], DEMO.id, {
    [DEMO.id]: SEED.demo.key,
    [LOBBY.id]: SEED.lobby.key,
    [HARBOUR.id]: SEED.north.campus.key,
  });
  await openBatch(page);
  await page.getByRole('textbox', { name: 'Paste rows' }).fill(rows);
  await tick(page, ['Lobby', 'Harbour']);
  // Every key is in the tab: the confirmation comes at once.
  await page.getByRole('button', { name: 'Send 4 devices to 3 venues' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to 3 venues' }).click();

  const table = venuesTable(page);
  await expectStates(table, {
    Demo: /^Done/,
    Lobby: /^Done/,
    Harbour: 'Key refused (403): left out',
  });
  await expect(await venueCell(table, 'Harbour', 'Created')).toHaveText('0');
  await expect(await venueCell(table, 'Total', 'Created')).toHaveText('8');
  const harbourMacs = async () =>
    (await storedMacs(page, HARBOUR, SEED.north.harbour.key)).filter((mac) => macs.includes(mac));
  expect(await harbourMacs()).toEqual([]);

  // The same key would only be refused again: no Resume until another key is entered.
  await expect(page.getByRole('button', { name: 'Resume at Harbour' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Another key, then Resume: Harbour gets the batch too.
  await page.getByRole('button', { name: 'Enter another key for Harbour' }).click();
  const prompt = page.getByRole('region', { name: 'API key of Harbour' });
  await prompt.getByRole('textbox', { name: 'API key' }).fill(SEED.north.harbour.key);
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(prompt).toHaveCount(0);
  await page.getByRole('button', { name: 'Resume at Harbour' }).click();
  await expectStates(table, { Demo: /^Done/, Lobby: /^Done/, Harbour: /^Done/ });
  await expect(await venueCell(table, 'Total', 'Created')).toHaveText('12');
  expect((await harbourMacs()).sort()).toEqual([...macs].sort());
});

const LOAD_VENUES = Array.from({ length: 10 }, (_, i) =>
  venue(`load-${i + 1}`, `Venue ${i + 1}`, 'load-org', `venue-${i + 1}`, { chunkSize: 50 }),
);

const batchBodySchema = z.object({ whitelistings: z.array(z.object({ mac: z.string() })) });

test(
  '10 venues × 1,000 rows: at most 4 requests in flight to the host, the table usable during the run',
  BUDGET,
  async ({ page }) => {
    test.setTimeout(120_000);
    // Every venue is answered here, after 20 ms, creating whatever it was sent.
    let inFlight = 0;
    let most = 0;
    let requests = 0;
    const unexpected: string[] = [];
    await page.route('**/v1/org/load-org/**', async (route) => {
      unexpected.push(`${route.request().method()} ${route.request().url()}`);
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
    });
    await page.route('**/v1/org/load-org/**/batch/add', async (route) => {
      inFlight += 1;
      requests += 1;
      most = Math.max(most, inFlight);
      const { whitelistings } = batchBodySchema.parse(route.request().postDataJSON());
      await new Promise((resolve) => setTimeout(resolve, 20));
      // No longer counted before the answer leaves: the page may start the next one only after.
      inFlight -= 1;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          createdWhitelistingMacs: whitelistings.map((entry) => entry.mac),
          existingWhitelistingMacs: [],
          faultyRequests: [],
          updatedLogins: 0,
        }),
      });
    });
    await saveConnections(
      page,
      LOAD_VENUES,
      'load-1',
      Object.fromEntries(LOAD_VENUES.map((connection) => [connection.id, `key-${connection.id}`])),
    );
    await openBatch(page);
    const rows = Array.from({ length: 1_000 }, (_, n) => {
      const hex = n.toString(16).toUpperCase().padStart(4, '0');
      return `AC:DE:4A:25:${hex.slice(0, 2)}:${hex.slice(2)},Load ${n}`;
    }).join('\n');
    await paste(page, rows);
    await expect(page.getByRole('button', { name: 'Send 1,000 devices', exact: true })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await tick(
      page,
      LOAD_VENUES.slice(1).map((connection) => connection.name),
    );
    await page.getByRole('button', { name: 'Send 1,000 devices to 10 venues' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send to 10 venues?' });
    await expect(confirm).toBeVisible();
    await page.waitForLoadState('networkidle');

    await recordLongTasks(page);
    const started = Date.now();
    await confirm.getByRole('button', { name: 'Send to 10 venues' }).click();
    const table = venuesTable(page);
    await expect(table).toBeVisible();
    // The table answers while the run goes on: a venue's results open.
    await expect(page.getByRole('heading', { name: 'Sending to every venue' })).toBeVisible();
    await page.getByRole('button', { name: 'Results at Venue 7' }).click();
    await expect(page.getByRole('region', { name: 'Results at Venue 7' })).toBeVisible();
    const openedWhileSending = await page
      .getByRole('heading', { name: 'Sending to every venue' })
      .isVisible();

    await expect(page.getByRole('heading', { level: 2, name: 'Venues' })).toBeVisible({
      timeout: 60_000,
    });
    const seconds = (Date.now() - started) / 1000;
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const runTask = await longestTask(page);
    console.log(
      `Batch to 10 venues × 1,000 rows in chunks of 50 (${requests} requests, ${seconds.toFixed(1)} s): at most ${most} in flight to one host (limit ${REQUESTS_PER_HOST}); longest task ${Math.round(runTask)} ms (budget 200 ms)`,
    );
    for (const connection of LOAD_VENUES) {
      await expect(await venueCell(table, connection.name, 'State')).toHaveText(/^Done/);
    }
    await expect(await venueCell(table, 'Total', 'Created')).toHaveText('10,000');
    expect(requests).toBe(200);
    expect(unexpected).toEqual([]);
    expect(openedWhileSending, 'Results at Venue 7 opened while the run was going on').toBe(true);
    expect(most).toBeLessThanOrEqual(REQUESTS_PER_HOST);
    // Printed against the budget; a frozen page fails.
    expect(runTask).toBeLessThan(2_000);
  },
);
