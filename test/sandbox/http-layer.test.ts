// Issue 7.2 and 7.5, on a real server: a 413 for a streamed body closes the connection so the
// client's next request gets a fresh one, and requests refused below the routes still get the
// status body { status, message, request_id } (docs/decisions.md: "never an empty body").
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from '../../src/sandbox/server.ts';
import { demo } from '../support/sandbox-child-server.ts';
import { statusBody } from '../support/sandbox-helpers.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer({ dbFile: ':memory:', sweepIntervalMs: false });
});
afterAll(async () => {
  await server.close();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sends bytes as they are and reads until the server closes (every refusal closes). */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: server.host, port: server.port });
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer; got ${received}`)));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const split = received.indexOf('\r\n\r\n');
      const head = received.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head.toLowerCase(),
        body: received.slice(split + 4),
      });
    });
    socket.end(request);
  });
}

const post = (target: string, headers: string) =>
  `POST ${target} HTTP/1.1\r\n${headers}Content-Type: application/json\r\nx-auth-token: ${demo.key}\r\n`;

describe('requests refused below the routes', () => {
  it.each([
    ['a backslash in the path', 400, `GET /_sandbox\\health HTTP/1.1\r\nHost: localhost\r\n\r\n`],
    ['no Host header', 400, `GET /_sandbox/health HTTP/1.1\r\n\r\n`],
    ['a Host header that is no host', 400, `GET /_sandbox/health HTTP/1.1\r\nHost: a b/c\r\n\r\n`],
    [
      'Content-Length together with Transfer-Encoding',
      400,
      `${post(demo.whitelistings, 'Host: localhost\r\n')}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'headers over 16 kB',
      431,
      `GET /_sandbox/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`,
    ],
    ['a request line that is not HTTP', 400, `HELLO\r\n\r\n`],
  ])('%s: %i with the status body and Connection: close', async (_case, status, request) => {
    const answer = await raw(request);
    expect(answer.status).toBe(status);
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.headers).toContain('connection: close');
    const body = statusBody(JSON.parse(answer.body));
    expect(body.status).toBe(status);
    expect(body.message).not.toMatch(/\bat \S+ \(|node_modules|\/src\//);
  });
});

/** One request over the agent; the body is written in 64 kB chunks (Transfer-Encoding: chunked). */
function send(
  agent: Agent,
  method: string,
  path: string,
  chunks: Iterable<Buffer | string>,
): Promise<{ response: IncomingMessage; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: server.host,
        port: server.port,
        method,
        path,
        agent,
        headers: { 'content-type': 'application/json', 'x-auth-token': demo.key },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ response, body }));
      },
    );
    // Once the answer is there, the server may stop reading what is left of the body.
    req.on('error', (error) => (req.writableFinished ? undefined : reject(error)));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('a 413 for a streamed body', () => {
  it('closes the connection, so the next request on the same agent succeeds', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const tooLarge = await send(
        agent,
        'POST',
        `${demo.whitelistings}/batch/add`,
        Array.from({ length: 100 }, () => chunk), // 6.4 MB of spaces, no Content-Length
      );
      expect(tooLarge.response.statusCode).toBe(413);
      expect(tooLarge.response.headers.connection).toBe('close');
      expect(statusBody(JSON.parse(tooLarge.body)).status).toBe(413);

      const next = await send(agent, 'POST', demo.whitelistings, [
        JSON.stringify({ mac: 'A0:00:00:00:04:13', name: 'Next request' }),
      ]);
      expect(next.response.statusCode).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
