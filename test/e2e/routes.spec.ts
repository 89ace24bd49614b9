import { expect, test, type Page } from '@playwright/test';
import { BOTH, test as inBothLanguages } from '../support/both-languages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoEnglish } from '../support/no-english.ts';
import { wordsIn, type Words } from '../support/words.ts';

const ROUTES = [
  { path: '/', h1: 'Connection', connectedH1: 'Add device' },
  { path: '/add', h1: 'Add device' },
  { path: '/batch', h1: 'Batch import' },
  { path: '/edit', h1: 'Edit device' },
  { path: '/policy', h1: 'Policy cleanup' },
  { path: '/activity', h1: 'Activity' },
  { path: '/connection', h1: 'Connection' },
  { path: '/nope', h1: 'Page not found' },
] as const;

const english = wordsIn('en');

async function connect(page: Page, w: Words = english) {
  await page.goto('/connection');
  await page.getByLabel(w('Venue name')).fill('Office');
  await page.getByLabel(w('Organization ID')).fill('demo-org');
  await page.getByLabel(w('Sign-In Context ID')).fill('demo-context');
  await page.getByLabel(w('API key'), { exact: true }).fill('demo-key');
  await page.getByRole('button', { name: w('Save connection') }).click();
  await expect(page.getByRole('heading', { name: w('Connection saved') })).toBeVisible();
}

/** Opens the path and waits for its screen (it loads lazily): `h1` in English. */
async function open(page: Page, path: string, h1: string, w: Words = english) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: w(h1) })).toBeVisible();
}

/** axe finds nothing, and in Swedish no English is left. */
async function expectScreenSound(page: Page, w: Words) {
  await expectNoAxeViolations(page);
  await expectNoEnglish(page, w);
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

for (const scheme of ['light', 'dark'] as const) {
  inBothLanguages.describe(`${scheme} theme`, () => {
    inBothLanguages.use({ colorScheme: scheme });

    inBothLanguages(
      'every route passes axe without a connection',
      { tag: BOTH },
      async ({ page, w }) => {
        // Every route and its axe check: about 20 s alone, over 30 s beside another worker.
        inBothLanguages.setTimeout(90_000);
        const errors = collectConsoleErrors(page);
        for (const route of ROUTES) {
          await open(page, route.path, route.h1, w);
          await expectScreenSound(page, w);
        }
        expect(errors).toEqual([]);
      },
    );

    inBothLanguages(
      'every route passes axe with a connection',
      { tag: BOTH },
      async ({ page, w }) => {
        // Every route and its axe check: about 20 s alone, over 30 s beside another worker.
        inBothLanguages.setTimeout(90_000);
        const errors = collectConsoleErrors(page);
        await connect(page, w);
        for (const route of ROUTES) {
          await open(page, route.path, 'connectedH1' in route ? route.connectedH1 : route.h1, w);
          await expectScreenSound(page, w);
        }
        expect(errors).toEqual([]);
      },
    );

    inBothLanguages(
      'the states of the Connection screen pass axe',
      { tag: BOTH },
      async ({ page, context, w }) => {
        await open(page, '/connection', 'Connection', w);
        await page.getByRole('button', { name: w('Save connection') }).click();
        await expect(page.getByRole('heading', { name: w('There is a problem') })).toBeVisible();
        await expectScreenSound(page, w);

        await connect(page, w);
        await expectScreenSound(page, w);
        await page
          .getByRole('button', { name: w('Delete <0>{name}</0>', { name: 'Office' }) })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectScreenSound(page, w);
        await page.keyboard.press('Escape');

        // A tab without the key.
        const other = await context.newPage();
        await open(other, '/add', 'Add device', w);
        await expect(other.getByRole('heading', { name: w('API key needed') })).toBeVisible();
        await expectScreenSound(other, w);
        await open(other, '/connection', 'Connection', w);
        await expectScreenSound(other, w);
      },
    );
  });
}

test('unknown paths show Page not found with a way back', async ({ page }) => {
  await open(page, '/no/such/page', 'Page not found');
  await expect(page).toHaveTitle('Page not found · Sign-In admin');
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/connection$/);
});

test('navigation marks the current page, moves focus to the h1 and the back button works', async ({
  page,
}) => {
  await connect(page);
  await open(page, '/add', 'Add device');
  // On first load focus stays at the top of the page.
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Add device' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await nav.getByRole('link', { name: 'Batch import' }).click();
  await expect(page).toHaveURL(/\/batch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Batch import' })).toBeFocused();
  await expect(page).toHaveTitle('Batch import · Sign-In admin');
  await expect(nav.getByRole('link', { name: 'Batch import' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await nav.getByRole('link', { name: 'Policy cleanup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Policy cleanup' })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/batch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Batch import' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add device' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Batch import' })).toBeVisible();
});

test('the skip link is the first stop and leads to the main content', async ({ page }) => {
  await open(page, '/connection', 'Connection');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no route scrolls sideways', async ({ page }) => {
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    for (const route of ROUTES) {
      await open(page, route.path, route.h1);
      expect(await overflow(), route.path).toBeLessThanOrEqual(0);
    }
    await connect(page);
    for (const route of ROUTES) {
      await open(page, route.path, 'connectedH1' in route ? route.connectedH1 : route.h1);
      expect(await overflow(), route.path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('a screen whose code does not arrive', () => {
  /** Fails every request for Activity's own chunk while `failing.now` is true. */
  async function failActivityCode(page: Page) {
    const failing = { now: true };
    await page.route(/\/assets\/activity-screen-[\w-]+\.js$/, async (route) => {
      if (failing.now) await route.abort('internetdisconnected');
      else await route.continue();
    });
    return failing;
  }
  const failed = { level: 1, name: 'This screen could not be shown' } as const;

  test('says so in place of the screen and keeps the navigation; Reload page mends it', async ({
    page,
  }) => {
    await connect(page);
    const failing = await failActivityCode(page);
    await open(page, '/add', 'Add device');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', failed)).toBeFocused();
    await expect(page.getByText(/the network may have dropped/)).toBeVisible();
    await expect(page.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
    await expect(page).toHaveTitle('This screen could not be shown · Sign-In admin');
    await expectNoAxeViolations(page);
    // The other screens still work.
    await nav.getByRole('link', { name: 'Add device' }).click();
    await expect(page.getByRole('textbox', { name: 'MAC address' })).toBeVisible();
    await nav.getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', failed)).toBeVisible();

    failing.now = false;
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  });

  test('on a first load shows the same instead of an empty page', async ({ page }) => {
    await connect(page);
    await failActivityCode(page);
    await page.goto('/activity');
    await expect(page.getByRole('heading', failed)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
