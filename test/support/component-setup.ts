import '@testing-library/jest-dom/vitest';
// IndexedDB for Activity: jsdom has none. Each render gets a fresh IDBFactory (render-screen.tsx).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { speak } from './i18n.tsx';
import { resetTestSandbox, server } from './msw-server.ts';
import { renderedRunsEnded } from './rendered-storages.ts';
import { installDialogPolyfill } from './ui-dialog-polyfill.ts';

// Screens and their parts load lazily: the first import of a module in a file can take
// seconds on a busy 2-core machine, so findBy… and waitFor wait up to 5 s instead of 1.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await speak('en');
  installDialogPolyfill();
  server.listen({ onUnhandledRequest: 'error' });
});
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetTestSandbox();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(async () => {
  // A batch run still settling would meet the file's window after it is torn down.
  await renderedRunsEnded(1_000);
  // Preact runs effects after the next frame, or after 35 ms at the latest (its timer then
  // cancels the frame): those the file's last renders asked for run while its window is there.
  await new Promise((resolve) => setTimeout(resolve, 100));
  server.close();
});
