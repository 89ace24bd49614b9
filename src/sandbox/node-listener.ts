// The sandbox on a Node HTTP server (standalone and Vite plugin). Requests the HTTP layer
// refuses before any route still get the status body of docs/decisions.md ("never an empty body"):
// Node's clientError for what its parser refuses, the adapter's error hook for what
// @hono/node-server refuses (backslash in the path, bad or missing Host).
import { getRequestListener, RequestError } from '@hono/node-server';
import { maxHeaderSize, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { statusBody } from './http.ts';

type Fetch = (request: Request) => Promise<Response>;

/** The request listener for a node:http server; `overrideGlobalObjects: false` inside Vite. */
export function sandboxListener(fetch: Fetch, options: { overrideGlobalObjects?: boolean } = {}) {
  return getRequestListener(fetch, { ...options, errorHandler: adapterError });
}

function jsonAnswer(status: number, message: string): Response {
  return new Response(JSON.stringify(statusBody(status, message)), {
    status,
    // The connection is in an unknown state after a refused request: start a fresh one.
    headers: { 'content-type': 'application/json', connection: 'close' },
  });
}

/** The adapter could not build a Request (400), or the app failed outside Hono (500, no stack). */
function adapterError(error: unknown): Response {
  if (error instanceof RequestError) {
    return jsonAnswer(400, `The request was refused before any route: ${adapterReason(error)}`);
  }
  return jsonAnswer(500, 'Internal error in the sandbox');
}

/** RequestError messages are the adapter's fixed sentences; said here in the API's words. */
function adapterReason(error: RequestError): string {
  switch (error.message) {
    case 'Backslash in request path':
      return 'the path contains a backslash (\\); use /';
    case 'Missing host header':
      return 'send a Host header';
    case 'Invalid host header':
      return 'the Host header is not a valid host name';
    default:
      return 'the request target or Host header is not valid';
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/** What Node's HTTP parser refused, as status and message (the codes Node's own answer uses). */
function parserRefusal(code: string): [status: number, message: string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, `The request line and headers are larger than ${maxHeaderSize / 1024} kB`];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'The chunk extensions of the body are too large'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'The request took too long to arrive'];
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return [400, 'Send either Content-Length or Transfer-Encoding: chunked, not both'];
    case 'HPE_INVALID_URL':
      return [400, 'The request path is not a valid URL path'];
    default:
      return [400, 'The request is not valid HTTP/1.1'];
  }
}

/** Node's `clientError` listener: answers with the status body and closes, like Node would but with a body. */
export function answerClientError(error: Error, socket: Duplex): void {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  // A response already under way on this socket cannot be followed by another one.
  const inProgress: unknown = Reflect.get(socket, '_httpMessage');
  if (
    code === 'ECONNRESET' ||
    !socket.writable ||
    (inProgress instanceof ServerResponse && inProgress.headersSent)
  ) {
    socket.destroy();
    return;
  }
  const [status, message] = parserRefusal(code);
  const body = JSON.stringify(statusBody(status, message));
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
