// Firefox ESR through puppeteer-core over WebDriver BiDi: one browser per test file, a fresh
// browser context (its own storage: Web Storage, IndexedDB) and page per test, and every
// console error or uncaught page error failing the test that caused it.
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject } from 'vitest';
import './firefox-run.ts';

export interface Tab {
  page: Page;
  /** Where the app is served (the sandbox API on the same origin). */
  baseURL: string;
  /** Opens a path of the app (`/batch`) and waits for its load event. */
  goto: (path: string) => Promise<void>;
}

interface OpenTab extends Tab {
  context: BrowserContext;
  /** Console errors and uncaught errors seen so far, in words. */
  problems: string[];
}

/** How long a wait for something on the page lasts before the test fails with what it waited for. */
export const WAIT_MS = 20_000;

export function launchFirefox(executablePath: string): Promise<Browser> {
  // puppeteer-core gives each launch a fresh profile in a temporary folder and removes it on close.
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
}

async function openTab(browser: Browser, baseURL: string): Promise<OpenTab> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  page.setDefaultTimeout(WAIT_MS);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => {
    problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`);
  });
  return {
    page,
    baseURL,
    context,
    problems,
    goto: async (path) => {
      await page.goto(new URL(path, baseURL).href);
    },
  };
}

/**
 * A describe block run in Firefox ESR. `body` registers the tests; each calls `tab()` for its
 * page. Without Firefox the block is skipped, its title saying why.
 */
export function describeInFirefox(title: string, body: (tab: () => Tab) => void) {
  const run = inject('firefoxRun');
  if ('skipped' in run) {
    describe.skip(`${title} (skipped: ${run.skipped})`, () =>
      body(() => {
        throw new Error('Firefox was not found');
      }));
    return;
  }
  describe(title, () => {
    let browser: Browser | undefined;
    let current: OpenTab | undefined;
    beforeAll(async () => {
      browser = await launchFirefox(run.executablePath);
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
    });
    beforeEach(async () => {
      if (!browser) throw new Error('Firefox did not start');
      current = await openTab(browser, run.baseURL);
    });
    afterEach(async () => {
      const problems = current?.problems ?? [];
      await current?.context.close();
      current = undefined;
      expect(problems, 'console errors and uncaught errors in Firefox').toEqual([]);
    });
    body(() => {
      if (!current) throw new Error('No page: tab() is for inside a test');
      return current;
    });
  });
}
