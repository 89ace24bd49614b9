import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/lingui-macro-plugin.ts';

// `npm run test:firefox`: the app in Debian's Firefox ESR through puppeteer-core over WebDriver
// BiDi (test/firefox/). The global setup starts `npm start` once; each file runs its own Firefox,
// two files at a time at most on a 2-core machine. Skipped, saying why, where Firefox is absent.
export default defineConfig({
  // The tests word what they expect with the app's own code (src/ui/expiry.ts), in English.
  plugins: [linguiMacro(), lingui()],
  test: {
    name: 'firefox',
    setupFiles: ['test/support/unit-setup.ts'],
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
