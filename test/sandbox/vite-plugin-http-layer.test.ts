// Issue 7.2 and 7.5 where the sandbox is mounted in Vite (`npm run dev`, `npm start`): what
// Node's parser or the adapter refuses still answers the status body, and a 413 for an unread
// body closes the connection. (A missing Host is refused by Vite's own server, before us.)
import { connect, createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/sandbox-child-server.ts';
import { statusBody } from '../support/sandbox-helpers.ts';

let app: ViteDevServer;
let port = 0;
const savedDb = process.env.SANDBOX_DB;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

beforeAll(async () => {
  delete process.env.API_TARGET;
  process.env.SANDBOX_DB = ':memory:';
  port = await freePort();
  app = await createServer({
    configFile: resolve(import.meta.dirname, '../../vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
  });
  await app.listen();
}, 30_000);

afterAll(async () => {
  await app?.close();
  if (savedDb === undefined) delete process.env.SANDBOX_DB;
  else process.env.SANDBOX_DB = savedDb;
});

/** Sends bytes as they are and reads until the server closes. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer; got ${received}`)));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', fail);
    socket.on('close', () => {
      const split = received.indexOf('\r\n\r\n');
      const head = received.slice(0, split);
      done({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head.toLowerCase(),
        body: received.slice(split + 4),
      });
    });
    socket.end(request);
  });
}

describe('the sandbox mounted in Vite', () => {
  it.each([
    [
      'headers over 16 kB',
      431,
      `GET /_sandbox/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`,
    ],
    [
      'a backslash in a sandbox path',
      400,
      `GET /_sandbox/\\health HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    ],
    [
      'Content-Length together with Transfer-Encoding',
      400,
      `POST ${demo.whitelistings} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    ],
  ])('%s: %i with the status body', async (_case, status, request) => {
    const answer = await raw(request);
    expect(answer.status).toBe(status);
    expect(answer.headers).toContain('connection: close');
    expect(statusBody(JSON.parse(answer.body)).status).toBe(status);
  });

  it('a 413 for a body over 5 MB says Connection: close', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${demo.whitelistings}/batch/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': demo.key },
      body: ' '.repeat(6 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(statusBody(await response.json()).status).toBe(413);
  });
});
