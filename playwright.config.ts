import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestChromium, installHint } from './scripts/chromium.mjs';
import { BOTH } from './test/support/both-languages.ts';
import { BUDGET_TAG } from './test/support/budget.ts';

// E2E_PORT lets two runs on one machine avoid each other; the default is fixed for `npm test`.
const port = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium (its headless shell where installed), never a downloaded browser; `npm test`
// installs it when missing (scripts/chromium.mjs).
const executablePath = findTestChromium();
if (!executablePath) throw new Error(installHint);

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  forbidOnly: true,
  // One retry: the headless shell has stopped drawing frames once in about 300 tests (a click
  // waited 27 s for two animation frames right after a <datalist> field was filled; never seen
  // again in 120 loops of the same steps). `npm test`'s summary names every test that passed only
  // on its retry, with its first failure, so a flaky test is seen and a broken one still fails.
  retries: 1,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', grepInvert: new RegExp(BUDGET_TAG), use: { locale: 'en-US' } },
    // Each screen's main path and its axe checks again in Swedish (test/support/both-languages.ts).
    {
      name: 'chromium-sv',
      grep: new RegExp(BOTH),
      grepInvert: new RegExp(BUDGET_TAG),
      use: { locale: 'sv-SE' },
    },
    // The timed tests (test/support/budget.ts): after the others, alone, one at a time.
    {
      name: 'budgets',
      grep: new RegExp(BUDGET_TAG),
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'npm start',
    env: { PORT: String(port), SANDBOX_DB: ':memory:' },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
