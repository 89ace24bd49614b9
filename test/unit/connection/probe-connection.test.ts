import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { speak } from '../../support/i18n.tsx';
import type { ApiConnection } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { probeConnection } from '../../../src/connection/probe-connection.ts';

const BASE = 'https://api.example.test';
const conn: ApiConnection = {
  baseUrl: BASE,
  organizationId: 'demo-org',
  contextId: 'demo-context',
  apiKey: 'demo-key',
};
const WHITELISTINGS = `${BASE}/v1/org/demo-org/contexts/sign-in/demo-context/modules/whitelistings`;

const server = setupServer();
beforeAll(async () => {
  // The check's sentences are made in the language in use.
  await speak('en');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

describe('probeConnection', () => {
  it('sends an empty update and reads 400 as an accepted key', async () => {
    let seen: unknown;
    server.use(
      http.put(WHITELISTINGS, async ({ request }) => {
        seen = { key: request.headers.get('x-auth-token'), body: await request.json() };
        return HttpResponse.json([{ field: 'id', message: 'must not be blank' }], { status: 400 });
      }),
    );
    const result = await probeConnection(conn);
    expect(seen).toEqual({ key: 'demo-key', body: {} });
    expect(result).toMatchObject({ outcome: 'accepted', status: 400, requestId: undefined });
    expect(result.message).toBe(
      'Connected: the API accepted the key. (An empty update was refused with HTTP 400, as expected; nothing changed.)',
    );
  });

  it('401: the key is rejected, with the request id', async () => {
    server.use(
      http.put(WHITELISTINGS, () =>
        HttpResponse.json(
          { status: 401, message: 'bad key', request_id: 'req-p1' },
          { status: 401 },
        ),
      ),
    );
    const result = await probeConnection(conn);
    expect(result).toMatchObject({ outcome: 'rejected', status: 401, requestId: 'req-p1' });
    expect(result.message).toBe(
      'Not connected: the API rejected the key (HTTP 401). Check the API key. The server said: bad key.',
    );
    expect(result.error).toBeInstanceOf(ApiError);
  });

  it('403: the key belongs elsewhere or the network may not call', async () => {
    server.use(http.put(WHITELISTINGS, () => new HttpResponse(null, { status: 403 })));
    const result = await probeConnection(conn);
    expect(result).toMatchObject({ outcome: 'forbidden', status: 403 });
    expect(result.message).toContain('another organization or context');
    expect(result.message).toContain('this network may not call the API');
  });

  it('no answer: unreachable, explaining CORS when cross-origin', async () => {
    vi.stubGlobal('location', new URL('http://localhost:4173/'));
    server.use(http.put(WHITELISTINGS, () => HttpResponse.error()));
    const result = await probeConnection(conn);
    expect(result).toMatchObject({ outcome: 'unreachable', status: undefined });
    expect(result.error?.kind).toBe('network');
    expect(result.message).toContain('(CORS)');
  });

  it('timeout: unreachable', async () => {
    server.use(
      http.put(WHITELISTINGS, async () => {
        await delay(2000);
        return new HttpResponse(null, { status: 400 });
      }),
    );
    const result = await probeConnection(conn, { timeoutMs: 50 });
    expect(result).toMatchObject({ outcome: 'unreachable', status: undefined });
    expect(result.error?.kind).toBe('timeout');
  });

  it('500: unexpected, with the status and the server message', async () => {
    server.use(
      http.put(WHITELISTINGS, () =>
        HttpResponse.json(
          { status: 500, message: 'Database unavailable', request_id: 'req-p5' },
          { status: 500 },
        ),
      ),
    );
    const result = await probeConnection(conn);
    expect(result).toMatchObject({ outcome: 'unexpected', status: 500, requestId: 'req-p5' });
    expect(result.message).toContain('HTTP 500');
    expect(result.message).toContain('Database unavailable');
  });

  it('503 with Retry-After: says the wait, and that the check changed nothing', async () => {
    server.use(
      http.put(
        WHITELISTINGS,
        () =>
          new HttpResponse('<html>down</html>', { status: 503, headers: { 'Retry-After': '120' } }),
      ),
    );
    const result = await probeConnection(conn);
    expect(result.message).toBe(
      'Not checked: the server or a gateway in front of it had a problem (HTTP 503). Nothing was changed; check again in 2 minutes.',
    );
  });

  it('a 2xx to an empty update is unexpected', async () => {
    server.use(
      http.put(WHITELISTINGS, () => HttpResponse.json({ request_id: 'req-p2' }, { status: 200 })),
    );
    const result = await probeConnection(conn);
    expect(result).toMatchObject({ outcome: 'unexpected', status: 200, requestId: 'req-p2' });
    expect(result.message).toContain('HTTP 200');
  });
});

describe('probeConnection in Swedish', () => {
  beforeAll(() => speak('sv'));
  afterAll(() => speak('en'));

  it('says the outcome in Swedish, and what the server said as it said it', async () => {
    server.use(
      http.put(WHITELISTINGS, () =>
        HttpResponse.json(
          { status: 401, message: 'bad key', request_id: 'req-s1' },
          { status: 401 },
        ),
      ),
    );
    const result = await probeConnection(conn);
    expect(result).toMatchObject({ outcome: 'rejected', status: 401, requestId: 'req-s1' });
    expect(result.message).toMatch(
      /^Inte ansluten: API:t avvisade nyckeln \(HTTP 401\)\. Kontrollera API-nyckeln\. .*bad key/,
    );
  });

  it('an accepted key', async () => {
    server.use(http.put(WHITELISTINGS, () => new HttpResponse(null, { status: 400 })));
    expect((await probeConnection(conn)).message).toBe(
      'Ansluten: API:t godtog nyckeln. (En tom uppdatering nekades med HTTP 400, som väntat; inget ändrades.)',
    );
  });
});
