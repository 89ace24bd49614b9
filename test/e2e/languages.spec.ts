import { expect, test, type Page } from '@playwright/test';
import { BUDGET } from '../support/budget.ts';
import { connect } from '../support/batch-page.ts';
import { longestTask, recordLongTasks } from '../support/long-tasks.ts';
import { wordsIn } from '../support/words.ts';

const en = wordsIn('en');
const sv = wordsIn('sv');

/** The scripts the page fetched: their file names. */
function scriptsFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.js')) names.push(name);
  });
  return names;
}

const swedishWords = (names: readonly string[]) => names.filter((name) => /\.sv-/.test(name));

test('English loads no Swedish; Svenska switches without a reload, keeps what was typed, and is remembered', async ({
  page,
}) => {
  const fetched = scriptsFetched(page);
  await connect(page);
  await page.goto('/add');
  await expect(page.getByRole('heading', { level: 1, name: en('Add device') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('textbox', { name: en('MAC address') }).fill('0a-1b-2c-3d-4e-5f');
  // Idle prefetch has had its chance: still no Swedish word was fetched.
  await page.waitForTimeout(1_500);
  expect(swedishWords(fetched)).toEqual([]);

  // A mark on the window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('combobox', { name: 'Språk / Language' }).selectOption('sv');
  await expect(page.getByRole('heading', { level: 1, name: sv('Add device') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page).toHaveTitle(`${sv('Add device')} · Sign-In admin`);
  await expect(page.getByRole('textbox', { name: sv('MAC address') })).toHaveValue(
    '0a-1b-2c-3d-4e-5f',
  );
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(swedishWords(fetched).length).toBeGreaterThan(0);

  // Another screen's words come with it; a reload stays in Swedish.
  await page.getByRole('link', { name: sv('Batch import') }).click();
  await expect(page.getByRole('heading', { level: 1, name: sv('Batch import') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: sv('Batch import') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Språk / Language' })).toHaveValue('sv');
});

test('Swedish words that do not arrive: English stays and the app says so', async ({ page }) => {
  await page.goto('/connection');
  await expect(page.getByRole('heading', { level: 1, name: en('Connection') })).toBeVisible();
  await page.route(/\.sv-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('combobox', { name: 'Språk / Language' }).selectOption('sv');
  await expect(
    page.getByRole('status').filter({ hasText: 'Svenska could not be loaded' }),
  ).toHaveText(
    en('{name} could not be loaded. Check the network and choose it again.', { name: 'Svenska' }),
  );
  await expect(page.getByRole('combobox', { name: 'Språk / Language' })).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: en('Connection') })).toBeVisible();

  // Once the line is back, choosing again works.
  await page.unroute(/\.sv-[\w-]+\.js$/);
  await page.getByRole('combobox', { name: 'Språk / Language' }).selectOption('sv');
  await expect(page.getByRole('heading', { level: 1, name: sv('Connection') })).toBeVisible();
});

test('the shell’s words that do not arrive on a first load: a message in both languages and Reload', async ({
  page,
}) => {
  const failing = { now: true };
  await page.route(/\/assets\/shell\.en-[\w-]+\.js$/, async (route) => {
    if (failing.now) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/connection');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sidan kunde inte laddas');
  await expect(alert).toContainText('The page could not be loaded');
  failing.now = false;
  await page.getByRole('button', { name: 'Ladda om / Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('Connection') })).toBeVisible();
});

test('a first load asks for its language’s and route’s words with its other files, not after the entry has run', async ({
  page,
}) => {
  await connect(page);
  // A slow line, so the entry takes a while to arrive.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // As a first visit: nothing from the cache, which the slow line would not apply to.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 100_000,
    uploadThroughput: 100_000,
  });
  const events: string[] = [];
  const name = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
  page.on('request', (request) => events.push(`asked ${name(request.url())}`));
  page.on('requestfinished', (request) => events.push(`in ${name(request.url())}`));
  await page.goto('/add');
  await expect(page.getByRole('heading', { level: 1, name: en('Add device') })).toBeVisible();
  // The entry runs once its file and the files it imports are in: the last of them to arrive.
  const entry = events.map((event) => /^in (index-[\w-]+\.js)$/.exec(event)?.[1]).find(Boolean);
  expect(entry, events.join('\n')).toBeDefined();
  const source = await (await page.request.get(`/assets/${entry}`)).text();
  const imported = [...source.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)];
  const entryFiles = [entry, ...imported.map((match) => match[1])];
  expect(entryFiles.filter((file) => !events.includes(`in ${file}`))).toEqual([]);
  const entryIn = Math.max(...entryFiles.map((file) => events.indexOf(`in ${file}`)));
  const beforeEntry = events.slice(0, entryIn);
  expect(
    beforeEntry.some((event) => /^asked shell\.en-/.test(event)),
    events.join('\n'),
  ).toBe(true);
  expect(beforeEntry.some((event) => /^asked whitelisting\.en-/.test(event))).toBe(true);
  expect(swedishWords(events)).toEqual([]);
});

test('switching language runs no main-thread task over 100 ms', BUDGET, async ({ page }) => {
  await connect(page);
  const screens = [
    { path: '/batch', h1: 'Batch import' },
    { path: '/activity', h1: 'Activity' },
    { path: '/policy', h1: 'Policy cleanup' },
  ];
  const figures: string[] = [];
  let worst = 0;
  for (const { path, h1 } of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: en(h1) })).toBeVisible();
    await page.waitForTimeout(1_000);
    await recordLongTasks(page);
    for (const [from, to, words] of [
      ['en', 'sv', sv],
      ['sv', 'en', en],
    ] as const) {
      await page.getByRole('combobox', { name: 'Språk / Language' }).selectOption(to);
      await expect(page.getByRole('heading', { level: 1, name: words(h1) })).toBeVisible();
      await page.waitForTimeout(300);
      const longest = await longestTask(page);
      worst = Math.max(worst, longest);
      figures.push(`${path} ${from}→${to}: ${longest.toFixed(0)} ms`);
    }
  }
  console.log(`language switch, longest main-thread task: ${figures.join('; ')}`);
  expect(worst).toBeLessThanOrEqual(100);
});
