import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { deviceMakerPlugin } from './src/device-maker/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), deviceMakerPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/sandbox/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['test/component/**/*.test.{ts,tsx}'],
          setupFiles: ['test/component/setup.ts'],
          // A screen driven by typing takes a second alone and several on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
