import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { linguiMacro } from './scripts/lingui-macro-plugin.ts';
import { preactAliases } from './scripts/preact.ts';
import { deviceMakerPlugin } from './src/device-maker/vite-plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [linguiMacro(), react(), lingui(), deviceMakerPlugin()],
  resolve: {
    alias: [
      ...preactAliases,
      // Testing Library for Preact, under the name the tests import (test/support/testing-library.ts).
      // It and user-event share one @testing-library/dom (package.json's overrides give it the
      // project's), so its act() wraps every event user-event fires.
      { find: /^@testing-library\/react$/, replacement: here('test/support/testing-library.ts') },
    ],
  },
  test: {
    // Through Vite, so that the aliases above apply inside them too.
    server: {
      deps: {
        inline: [
          /@testing-library\/(preact|user-event|dom|jest-dom)/,
          /@tanstack\/react-query|@lingui\/react|wouter/,
        ],
      },
    },
    // Every core: the test files are independent (each worker has its own modules, jsdom, msw
    // and fake IndexedDB). On 2 cores this took vitest from 8.6 min to 5.3-5.9 min in CI.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/sandbox/**/*.test.ts'],
          exclude: ['**/*.timing.test.ts'],
          setupFiles: ['test/support/unit-setup.ts'],
          // Parsing 10,000 rows takes 1 s alone and over 5 s (the default limit) on a busy
          // 2-core machine, where CI runs this beside the other project's workers.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['test/component/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/component-setup.ts'],
          // A screen driven by typing takes a second alone and several on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Tests that compare two times (test/support/linear-time.ts): after the others, one
          // file at a time, so no other worker slows one of the two. A time can still be caught
          // by a pause of the machine's own (growth 31 once, where 13 is usual): a check that
          // fails is measured again, twice at most; quadratic work fails all three (64).
          name: 'timing',
          retry: 2,
          environment: 'node',
          include: ['test/**/*.timing.test.ts'],
          setupFiles: ['test/support/unit-setup.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
