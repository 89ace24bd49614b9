import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetTestSandbox, server } from './msw-server.ts';
import { installDialogPolyfill } from './ui-dialog-polyfill.ts';

beforeAll(() => {
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
afterAll(() => server.close());
