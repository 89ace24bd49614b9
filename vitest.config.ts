import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { deviceMakerPlugin } from './src/device-maker/vite-plugin.ts';

/**
 * Lingui's macros (t, msg, plural, <Trans>) become message lookups; only files that import one
 * go through Babel. Before the React plugin, so it sees the lookups.
 */
const linguiMacro = () =>
  babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
        rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
      }),
    ],
  });

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
