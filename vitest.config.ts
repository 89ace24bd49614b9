import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { linguiMacro } from './scripts/lingui-macro-plugin.ts';
import { deviceMakerPlugin } from './src/device-maker/vite-plugin.ts';

export default defineConfig({
  plugins: [linguiMacro(), react(), lingui(), deviceMakerPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/sandbox/**/*.test.ts'],
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
    ],
  },
});
