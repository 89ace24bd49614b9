import { http } from 'msw';
import { createSandbox, type Sandbox } from '../../src/sandbox/app.ts';

/**
 * msw handlers that answer /v1 and /_sandbox calls with a fresh in-process sandbox (STYLE.md
 * 5): component tests get the real rules and results, and override single calls for faults.
 */
export function sandboxHandlers(sandbox: Sandbox = freshSandbox()) {
  return [
    http.all('*/v1/*', ({ request }) => sandbox.fetch(request)),
    http.all('*/_sandbox/*', ({ request }) => sandbox.fetch(request)),
  ];
}

export function freshSandbox(): Sandbox {
  return createSandbox({ dbFile: ':memory:', sweepIntervalMs: false });
}
