// The journal written ahead (issue 22), in Chromium's real IndexedDB and Web Locks: a record is
// committed before its request leaves and says "Sent, waiting for the answer" in another tab; a
// page closed before the answer leaves it "Answer not received"; batch runs left the moment
// their results show are all Done; Add device answered after its screen was left keeps its
// result; and the cost of writing ahead, measured in the page, is written out for `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET } from '../support/budget.ts';
import { runBytes } from '../support/run-bytes.ts';
import { expect, test, type Page, type Route } from '@playwright/test';
import * as z from 'zod/mini';
import { SEED } from '../../src/sandbox/seed.ts';
import { connect, openBatch, startNew } from '../support/batch-page.ts';

const CONTEXT = '**/v1/org/demo-org/contexts/sign-in/demo-context';
const CREATE = `${CONTEXT}/modules/whitelistings`;
const STATE = '/_sandbox/v1/org/demo-org/contexts/sign-in/demo-context/state';
const stateSchema = z.object({ whitelistings: z.array(z.object({ mac: z.string() })) });
/** Read by scripts/test.mjs for its summary. */
const JOURNAL_JSON = fileURLToPath(new URL('../../.test-output/journal.json', import.meta.url));
const PAGE_LEFT = 'The page was left (a reload, a link, a closed tab) before the answer came.';

/**
 * MACs of this spec only (00:1A:11, used by no other spec), two bytes random per test so a
 * repeated run in the same sandbox (`--repeat-each`, a reused server) never meets its own
 * earlier entries: the specs share one sandbox. `n` numbers the devices within a test.
 */
function macs() {
  const [fourth, fifth] = runBytes();
  return (n: number) =>
    `00:1A:11:${fourth}:${fifth}:${n.toString(16).padStart(2, '0')}`.toUpperCase();
}

async function storedMacs(page: Page): Promise<string[]> {
  const response = await page.request.get(STATE, { headers: { 'x-auth-token': SEED.demo.key } });
  return stateSchema.parse(await response.json()).whitelistings.map((entry) => entry.mac);
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

async function fillAdd(page: Page, address: string, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Add device' })).toBeVisible();
  await page.getByRole('textbox', { name: 'MAC address' }).fill(address);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
}

/** Opens Activity on its own address (a fresh read of the journal). */
async function openActivity(page: Page) {
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
}

/** A record in Activity's list, by a text its summary holds (a MAC). */
const recordOf = (page: Page, text: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: text });

/**
 * Holds the POSTs to `pattern` on `page`: `arrived` resolves when the first one is held (its
 * record was written ahead before it left), `release` lets them go on. With `answerOnly`, the
 * request reaches the sandbox at once (the change is made) and only its answer is held.
 */
async function holdPosts(page: Page, pattern: string, { answerOnly = false } = {}) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let closed = false;
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = answerOnly ? await route.fetch() : undefined;
    arrive();
    await released;
    // The page is gone: nothing is left to answer.
    if (closed) return route.abort().catch(() => {});
    return response ? route.fulfill({ response }) : route.continue();
  });
  return {
    arrived,
    release,
    /** Lets a held handler end without answering, once the page is gone. */
    drop: () => {
      closed = true;
      release();
    },
  };
}

/**
 * Connected (the key remembered), Add device sent for a new MAC named `name`, its POST held as
 * `holdPosts` does with `hold`; returns once its record was written ahead and the POST held.
 */
async function addHeld(page: Page, name: string, hold: { answerOnly?: boolean } = {}) {
  await connect(page, { rememberKey: true });
  const address = macs()(1);
  const held = await holdPosts(page, CREATE, hold);
  await page.goto('/add');
  await fillAdd(page, address, name);
  await page.getByRole('button', { name: 'Add device' }).click();
  await held.arrived;
  return { address, held };
}

test('a held request is "Sent, waiting for the answer" in a second tab, then Done', async ({
  context,
  page,
}) => {
  const { address, held } = await addHeld(page, 'Journal waiting');

  const other = await context.newPage();
  await openActivity(other);
  const record = recordOf(other, address);
  await expect(record).toContainText('Add device');
  await expect(record).toContainText('Sent, waiting for the answer');
  // The tab that sent it is still there: reading the journal again leaves it waiting.
  await other.reload();
  await expect(record).toContainText('Sent, waiting for the answer');

  held.release();
  await expect(page.getByRole('heading', { name: 'Device added' })).toBeVisible();
  await other.reload();
  await expect(record).toContainText('Done');
  await expect(record).not.toContainText('Sent, waiting for the answer');
  expect(await storedMacs(page)).toContain(address);
});

test('a tab closed before the answer leaves its record "Answer not received": the API may have made it', async ({
  context,
  page,
}) => {
  // The sandbox makes the change; its answer never reaches the page. (A request held before it
  // left cannot tell: Chromium may send it on as the closed page's interception ends.)
  const { address, held } = await addHeld(page, 'Journal closed tab', { answerOnly: true });
  await page.close();
  held.drop();

  const next = await context.newPage();
  await openActivity(next);
  const record = recordOf(next, address);
  await expect(record).toContainText('Add device');
  await expect(record).toContainText('Answer not received');
  await record.getByText('Answer not received').click();
  await expect(record).toContainText(PAGE_LEFT);
  await expect(record).toContainText('The API may have made this change.');
  // It did: the sandbox holds the entry, once.
  expect((await storedMacs(next)).filter((stored) => stored === address)).toHaveLength(1);
});

test('ten batch runs left the moment their results show are all in Activity, Done', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await connect(page, { rememberKey: true });
  const mac = macs();
  const runs = 10;
  for (let run = 0; run < runs; run++) {
    if (run === 0) await openBatch(page);
    else {
      // The last run's results are kept in this tab over the reload or the visit elsewhere.
      await page.goto('/batch');
      await expect(page.getByRole('region', { name: 'Results', exact: true })).toBeVisible();
      await startNew(page, 'Results');
    }
    const box = page.getByRole('textbox', { name: 'Paste rows' });
    await expect(box).toHaveValue('');
    await box.fill(
      [0, 1, 2].map((n) => `${mac(run * 3 + n)},Journal run ${run} seat ${n}`).join('\n'),
    );
    await page.getByRole('button', { name: 'Send 3 devices' }).click();
    const results = page.getByRole('region', { name: 'Results', exact: true });
    await expect(results.getByRole('list', { name: 'Figures' })).toBeVisible();
    // Left at once: a link to another screen's address, or a reload.
    if (run % 2 === 0) await page.goto('/add');
    else await page.reload();
  }

  await openActivity(page);
  for (const kind of ['Add device', 'Edit device', 'Policy cleanup']) {
    await page.getByRole('group', { name: 'Kind' }).getByRole('checkbox', { name: kind }).uncheck();
  }
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    'Showing 10 of 10 records for Sandbox demo.',
  );
  const records = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Batch import' });
  await expect(records).toHaveCount(runs);
  for (let run = 0; run < runs; run++) {
    const record = records.nth(run);
    await expect(record).toContainText('3 created, 0 already whitelisted, 0 faulty, 0 not sent');
    await expect(record).toContainText('Done');
  }
  const stored = await storedMacs(page);
  for (let run = 0; run < runs; run++) {
    for (const n of [0, 1, 2]) expect(stored).toContain(mac(run * 3 + n));
  }
});

test('Add device answered after its screen was left: the result waits on Add device and in Recent entries', async ({
  page,
}) => {
  await connect(page, { rememberKey: true });
  const address = macs()(1);
  const name = 'Journal left behind';
  const held = await holdPosts(page, CREATE);
  await page.goto('/add');
  await fillAdd(page, address, name);
  await page.getByRole('button', { name: 'Add device' }).click();
  await held.arrived;

  await nav(page, 'Batch import').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Batch import' })).toBeVisible();
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith('/modules/whitelistings'),
  );
  held.release();
  await (await answered).finished();

  await nav(page, 'Add device').click();
  await expect(page.getByRole('heading', { name: 'Device added' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'MAC address' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(address);

  await nav(page, 'Edit device').click();
  const recent = page.getByRole('region', { name: 'Recent entries' });
  await expect(recent.getByRole('button', { name: `Load ${name} (${address})` })).toBeVisible();
  // Activity has it Done too.
  await nav(page, 'Activity').click();
  await expect(recordOf(page, address)).toContainText('Done');
});

test('the cost of writing ahead, measured in the page', BUDGET, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await connect(page, { chunkSize: 2, rememberKey: true });
  const mac = macs();
  // Each click is followed by waiting for its request to leave, not for what the page shows: a
  // check of the page runs a script of Playwright's in it (about 1 ms each, polled), on the
  // thread the write ahead waits for, and was counted as its cost (the same build, runs of this
  // test: medians 5.9-10.2 ms with the heading polled, 3.7-8.2 ms without).
  const sent = () =>
    page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        new URL(request.url()).pathname.includes('/modules/whitelistings'),
    );
  // One document throughout (links and buttons, no reload): its performance entries add up.
  await page.goto('/add');
  for (let n = 0; n < 5; n++) {
    await fillAdd(page, mac(n), `Journal cost ${n}`);
    const added = sent();
    await page.getByRole('button', { name: 'Add device' }).click();
    await added;
    await expect(page.getByRole('heading', { name: 'Device added' })).toBeVisible();
    await page.getByRole('button', { name: 'Add another' }).click();
  }
  await nav(page, 'Batch import').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Batch import' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Paste rows' })
    .fill(Array.from({ length: 8 }, (_, n) => `${mac(16 + n)},Journal chunk seat ${n}`).join('\n'));
  const chunk = sent();
  await page.getByRole('button', { name: 'Send 8 devices' }).click();
  await chunk;
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByRole('list', { name: 'Figures' }).getByRole('listitem')).toContainText([
    '8 created',
  ]);

  const durations = await page.evaluate(() =>
    performance.getEntriesByName('journal: write ahead').map((entry) => entry.duration),
  );
  const sorted = [...durations].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? null
      : sorted.length % 2 === 1
        ? (sorted[middle] ?? 0)
        : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  const report = {
    writeAheadMedianMs: median === null ? null : Math.round(median * 100) / 100,
    samples: durations.length,
  };
  testInfo.annotations.push({
    type: 'journal write ahead',
    description: `median ${report.writeAheadMedianMs} ms over ${report.samples} calls`,
  });
  await testInfo.attach('journal-write-ahead.json', {
    body: JSON.stringify({ ...report, durationsMs: durations }, null, 2),
    contentType: 'application/json',
  });
  mkdirSync(dirname(JOURNAL_JSON), { recursive: true });
  writeFileSync(JOURNAL_JSON, `${JSON.stringify(report)}\n`);
  console.log(
    `Journal write ahead: median ${report.writeAheadMedianMs} ms over ${report.samples} calls in Chromium (budget ≤ 5 ms)`,
  );
  expect(report.samples).toBeGreaterThan(0);
});
