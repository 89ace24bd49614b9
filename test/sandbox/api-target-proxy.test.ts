// With API_TARGET set, the app's server forwards /v1 to that deployment, DELETE bodies
// included, and does not mount its own sandbox (issue 3, "How it is started"). Here the
// "deployment" is a second sandbox on another port, and the app's server is Vite's dev
// server built from vite.config.ts, as `npm run dev` builds it (preview uses the same proxy).
import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startSandboxServer, type SandboxServer } from '../../src/sandbox/server.ts';
import { SEED } from '../../src/sandbox/seed.ts';

let target: SandboxServer;
let app: ViteDevServer;
let appUrl: string;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

beforeAll(async () => {
  target = await startSandboxServer({ dbFile: ':memory:', sweepIntervalMs: false });
  process.env.API_TARGET = target.url;
  const port = await freePort();
  app = await createServer({
    configFile: resolve(import.meta.dirname, '../../vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
  });
  await app.listen();
  appUrl = `http://127.0.0.1:${port}`;
}, 30_000);

afterAll(async () => {
  delete process.env.API_TARGET;
  await app?.close();
  await target?.close();
});

const context = `/v1/org/${SEED.organizationId}/contexts/sign-in/${SEED.demo.contextId}`;

describe('API_TARGET', () => {
  it('forwards a DELETE with its JSON body to the deployment, with the security headers', async () => {
    const email = SEED.staff.erik.email;
    const response = await fetch(`${appUrl}${context}/policies/${SEED.policyId}/emails`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', 'x-auth-token': SEED.demo.key },
      body: JSON.stringify({ emails: [email], revokeUserEngagement: false }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = z
      .object({ removedEmails: z.array(z.object({ email: z.string() })) })
      .parse(await response.json());
    expect(body.removedEmails.map((removed) => removed.email)).toEqual([email]);

    // The deployment itself changed: its own state no longer lists the email.
    const state = await fetch(`${target.url}/_sandbox${context}/state`, {
      headers: { 'x-auth-token': SEED.demo.key },
    });
    const { accessPolicies } = z
      .object({ accessPolicies: z.array(z.object({ emails: z.array(z.string()) })) })
      .parse(await state.json());
    expect(accessPolicies[0]?.emails).not.toContain(email);
  });

  it('does not mount the local sandbox', async () => {
    const health = await fetch(`${appUrl}/_sandbox/health`);
    expect(health.status).toBe(404);
    expect(await health.json()).toEqual({
      status: 404,
      message: 'The sandbox is off: API_TARGET is set',
    });
  });
});
