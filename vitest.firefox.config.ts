import { defineConfig } from 'vitest/config';

// `npm run test:firefox`: the app in Debian's Firefox ESR through puppeteer-core over WebDriver
// BiDi (test/firefox/). The global setup starts `npm start` once; each file runs its own Firefox,
// two files at a time at most on a 2-core machine. Skipped, saying why, where Firefox is absent.
export default defineConfig({
  test: {
    name: 'firefox',
    environment: 'node',
    include: ['test/firefox/**/*.test.ts'],
    globalSetup: ['test/support/firefox-global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // A query of Firefox's accessibility tree takes up to a second on a full screen.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
