// `npm run sandbox` as a person runs it: where it listens, what it logs, how it stops.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demo,
  startChildServer,
  stopChild,
  type ChildServer,
} from '../support/sandbox-child-server.ts';

/** Resolves true when something accepts a TCP connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function create(baseUrl: string, key: string, mac: string, query = '') {
  return fetch(`${baseUrl}${demo.whitelistings}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': key },
    body: JSON.stringify({ mac, name: 'Lobby printer' }),
  });
}

describe('the standalone sandbox server with default settings', () => {
  let server: ChildServer;
  beforeAll(async () => {
    server = await startChildServer({ SANDBOX_HOST: undefined, SANDBOX_DB: ':memory:' });
  }, 20_000);
  afterAll(async () => {
    await stopChild(server);
  });

  it('binds 127.0.0.1 only', async () => {
    const url = new URL(server.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(await accepts('127.0.0.1', Number(url.port))).toBe(true);
    const elsewhere = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && address.family === 'IPv4' && !address.internal);
    for (const address of elsewhere) {
      expect(await accepts(address?.address ?? '', Number(url.port))).toBe(false);
    }
  });

  it('answers its health check', async () => {
    const response = await fetch(`${server.url}/_sandbox/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ok: true,
      sandbox: true,
      demo: { apiKey: 'demo-key' },
    });
  });

  it('logs one line per request with method, path, status and time, never the key', async () => {
    const path = demo.whitelistings;
    const isCreateLine = (line: string) => line.includes('POST') && line.includes(path);
    const before = server.lines.filter(isCreateLine).length;

    expect((await create(server.url, demo.key, 'A0:00:00:00:00:01')).status).toBe(200);
    expect((await create(server.url, 'not-a-key-4711', 'A0:00:00:00:00:02')).status).toBe(401);
    // A key pasted into the address by mistake stays out of the log too.
    expect((await create(server.url, demo.key, 'A0:00:00:00:00:03', '?key=demo-key')).status).toBe(
      200,
    );

    // stdout keeps order: once a later request's line is there, every earlier line is too.
    const isHealthLine = (line: string) => line.includes('/_sandbox/health');
    const healthChecks = server.lines.filter(isHealthLine).length;
    await fetch(`${server.url}/_sandbox/health`);
    await server.waitForLines(isHealthLine, healthChecks + 1);
    const logged = server.lines.filter(isCreateLine).slice(before);
    expect(logged).toHaveLength(3);
    expect(logged[0]).toMatch(/\b200\b/);
    expect(logged[1]).toMatch(/\b401\b/);
    for (const line of logged) expect(line).toMatch(/\d+(\.\d+)? ?ms\b/);
    // The start line names the demo key on purpose; no other line may.
    for (const line of server.lines.filter((line) => !line.startsWith('Sandbox API on'))) {
      expect(line).not.toContain('demo-key');
      expect(line).not.toContain('not-a-key-4711');
    }
  });
});

describe('the standalone sandbox server with a database file', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-server-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the folder of SANDBOX_DB and stops cleanly on SIGTERM', async () => {
    const dbFile = join(dir, 'nested', 'folder', 'sandbox.db');
    const server = await startChildServer({ SANDBOX_DB: dbFile });
    expect(existsSync(dbFile)).toBe(true);
    expect(await stopChild(server, 'SIGTERM')).toBe(0);
  }, 20_000);
});
