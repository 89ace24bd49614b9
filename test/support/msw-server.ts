import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createSandbox, type Sandbox } from '../../src/sandbox/app.ts';
import { buildRegistryFile } from '../../src/device-maker/vite-plugin.ts';
import type { Clock } from '../../src/sandbox/clock.ts';
import { inEnglish } from '../../src/api/wording.ts';

let current: Sandbox | undefined;
let clock: Clock | undefined;

/**
 * The running test's in-process sandbox (STYLE.md 5), made on first use from a fresh in-memory
 * database: component tests get the real rules and results, never a copy of them.
 */
export function testSandbox(): Sandbox {
  current ??= createSandbox({ dbFile: ':memory:', sweepIntervalMs: false, clock });
  return current;
}

/** Gives the next sandbox of this test a clock of its own (call before the first request). */
export function useSandboxClock(next: Clock): void {
  clock = next;
}

/** Closes this test's sandbox; the next test starts from the seed again. */
export function resetTestSandbox(): void {
  current?.close();
  current = undefined;
  clock = undefined;
}

/**
 * One msw server for every component test, started once per file by setup.ts with
 * `onUnhandledRequest: 'error'`. It answers /v1 and /_sandbox with the sandbox; a test makes
 * faults with `server.use(...)`, which setup.ts resets after each test.
 */
export const server = setupServer(...sandboxHandlers());

let registryFile: Promise<Uint8Array> | undefined;

/** The handlers that answer with the sandbox; `server.use(...sandboxHandlers())` restores them. */
export function sandboxHandlers() {
  return [
    // The device-maker registry as `npm run dev` serves it, encoded from the package once per file.
    http.get('*/@device-maker/registry.bin', async () => {
      registryFile ??= buildRegistryFile();
      const bytes = await registryFile;
      return HttpResponse.arrayBuffer(bytes.slice().buffer);
    }),
    // A server's words are its own: the sandbox answers in English whatever the app speaks.
    http.all('*/v1/*', ({ request }) => inEnglish(() => testSandbox().fetch(request))),
    http.all('*/_sandbox/*', ({ request }) => inEnglish(() => testSandbox().fetch(request))),
  ];
}
