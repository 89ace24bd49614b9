import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  batchAddWhitelistings,
  createWhitelisting,
  policyEmailsUrl,
  removePolicyEmails,
  updateWhitelisting,
  whitelistingsUrl,
  type ApiConnection,
} from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';

const BASE = 'https://api.example.test';
const conn: ApiConnection = {
  baseUrl: BASE,
  organizationId: 'demo-org',
  contextId: 'demo-context',
  apiKey: 'demo-key',
};
const CONTEXT = `${BASE}/v1/org/demo-org/contexts/sign-in/demo-context`;
const WHITELISTINGS = `${CONTEXT}/modules/whitelistings`;
const BATCH = `${WHITELISTINGS}/batch/add`;
const POLICY_ID = '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f';
const POLICY_EMAILS = `${CONTEXT}/policies/${POLICY_ID}/emails`;

const createBody = { mac: 'AA:BB:CC:DD:EE:FF', name: 'Printer' };
const updateBody = { id: POLICY_ID, mac: 'AA:BB:CC:DD:EE:FF', name: 'Printer' };
const batchBody = { whitelistings: [{ mac: 'AA:BB:CC:DD:EE:FF' }] };
const removeBody = { emails: ['alice@acme.com'], revokeUserEngagement: true };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** The ApiError a call rejects with; fails the test when it resolves or throws anything else. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

function answerCreate(response: Parameters<typeof http.post>[1]) {
  server.use(http.post(WHITELISTINGS, response));
}

describe('addresses', () => {
  it('encodes every path parameter and strips a trailing slash of the base URL', async () => {
    const seen: string[] = [];
    server.use(
      http.all(`${BASE}/*`, ({ request }) => {
        seen.push(`${request.method} ${request.url}`);
        // Every list any of the four answers requires, so each call resolves.
        return HttpResponse.json({
          createdWhitelistingMacs: [],
          existingWhitelistingMacs: [],
          faultyRequests: [],
          policyEmails: [],
          removedEmails: [],
        });
      }),
    );
    const odd = { ...conn, baseUrl: `${BASE}/`, organizationId: 'a/b', contextId: 'c d?e' };
    await createWhitelisting(odd, createBody);
    await batchAddWhitelistings(odd, batchBody);
    await updateWhitelisting(odd, updateBody);
    await removePolicyEmails(odd, 'p?x#y', removeBody);
    const ctx = `${BASE}/v1/org/a%2Fb/contexts/sign-in/c%20d%3Fe`;
    expect(seen).toEqual([
      `POST ${ctx}/modules/whitelistings`,
      `POST ${ctx}/modules/whitelistings/batch/add`,
      `PUT ${ctx}/modules/whitelistings`,
      `DELETE ${ctx}/policies/p%3Fx%23y/emails`,
    ]);
  });

  it('builds relative paths for an empty base URL (same origin)', () => {
    const local = { ...conn, baseUrl: '' };
    expect(whitelistingsUrl(local)).toBe(
      '/v1/org/demo-org/contexts/sign-in/demo-context/modules/whitelistings',
    );
    expect(policyEmailsUrl(local, 'p1')).toBe(
      '/v1/org/demo-org/contexts/sign-in/demo-context/policies/p1/emails',
    );
  });

  it('sends a same-origin call to the page origin when the base URL is empty', async () => {
    vi.stubGlobal('location', new URL('http://localhost:4173/connection'));
    server.use(
      http.post(
        'http://localhost:4173/v1/org/demo-org/contexts/sign-in/demo-context/modules/whitelistings',
        () => new HttpResponse(null, { status: 200 }),
      ),
    );
    await expect(createWhitelisting({ ...conn, baseUrl: '' }, createBody)).resolves.toBeUndefined();
  });
});

describe('requests', () => {
  it('sends the key, JSON headers and the body as given', async () => {
    let seen: { headers: Record<string, string | null>; body: unknown; cache: string } | undefined;
    server.use(
      http.post(WHITELISTINGS, async ({ request }) => {
        seen = {
          headers: {
            token: request.headers.get('x-auth-token'),
            type: request.headers.get('content-type'),
            accept: request.headers.get('accept'),
            cookie: request.headers.get('cookie'),
          },
          body: await request.json(),
          cache: request.cache,
        };
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const body = { ...createBody, tags: [{ value: 'floor 2' }], toDate: '2030-01-31' };
    await createWhitelisting(conn, body);
    expect(seen).toEqual({
      headers: {
        token: 'demo-key',
        type: 'application/json',
        accept: 'application/json',
        cookie: null,
      },
      body,
      cache: 'no-store',
    });
  });

  it('sends the removal as a DELETE with a JSON body', async () => {
    let seen: unknown;
    server.use(
      http.delete(POLICY_EMAILS, async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ policyEmails: [], removedEmails: [] });
      }),
    );
    await removePolicyEmails(conn, POLICY_ID, removeBody);
    expect(seen).toEqual({ type: 'application/json', body: removeBody });
  });

  it('does not re-validate request bodies (the probe depends on it)', async () => {
    let seen: unknown;
    server.use(
      http.put(WHITELISTINGS, async ({ request }) => {
        seen = await request.json();
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const invalid = { id: 'not-a-uuid', mac: 'nope', name: '_' };
    await updateWhitelisting(conn, invalid);
    expect(seen).toEqual(invalid);
  });
});

describe('success bodies', () => {
  it('create returns the stored entry, unknown fields kept', async () => {
    const entry = {
      id: POLICY_ID,
      mac: 'AA:BB:CC:DD:EE:FF',
      name: 'Printer',
      toDate: null,
      tags: [{ value: 'floor 2' }],
      creator: 'admin@demo.example',
      vendorExtra: { x: 1 },
    };
    answerCreate(() => HttpResponse.json(entry));
    await expect(createWhitelisting(conn, createBody)).resolves.toEqual(entry);
  });

  it('create and update accept an empty 200 body as undefined', async () => {
    answerCreate(() => new HttpResponse(null, { status: 200 }));
    server.use(http.put(WHITELISTINGS, () => new HttpResponse('  ', { status: 200 })));
    await expect(createWhitelisting(conn, createBody)).resolves.toBeUndefined();
    await expect(updateWhitelisting(conn, updateBody)).resolves.toBeUndefined();
  });

  it('update returns the stored entry', async () => {
    server.use(http.put(WHITELISTINGS, () => HttpResponse.json({ ...updateBody, toDate: null })));
    await expect(updateWhitelisting(conn, updateBody)).resolves.toEqual({
      ...updateBody,
      toDate: null,
    });
  });

  it('batch keeps unknown fields; a missing counter is unknown', async () => {
    server.use(
      http.post(BATCH, () =>
        HttpResponse.json({
          createdWhitelistingMacs: ['AA:BB:CC:DD:EE:FF'],
          existingWhitelistingMacs: [],
          faultyRequests: [],
          traceId: 't1',
        }),
      ),
    );
    await expect(batchAddWhitelistings(conn, batchBody)).resolves.toEqual({
      createdWhitelistingMacs: ['AA:BB:CC:DD:EE:FF'],
      existingWhitelistingMacs: [],
      faultyRequests: [],
      updatedLogins: null,
      traceId: 't1',
    });
  });

  it('batch keeps faulty requests as the server echoed them', async () => {
    const faulty = { mac: 'nope', name: 7, tags: 'x' };
    server.use(
      http.post(BATCH, () =>
        HttpResponse.json({
          createdWhitelistingMacs: [],
          existingWhitelistingMacs: ['11:22:33:44:55:66'],
          faultyRequests: [faulty],
          updatedLogins: 3,
        }),
      ),
    );
    const result = await batchAddWhitelistings(conn, batchBody);
    expect(result.faultyRequests).toEqual([faulty]);
    expect(result.existingWhitelistingMacs).toEqual(['11:22:33:44:55:66']);
    expect(result.updatedLogins).toBe(3);
  });

  it('a counter that is not a count is unknown; the lists beside it are kept', async () => {
    server.use(
      http.post(BATCH, () =>
        HttpResponse.json({
          createdWhitelistingMacs: ['AA:BB:CC:DD:EE:FF'],
          existingWhitelistingMacs: [],
          faultyRequests: [],
          updatedLogins: '12',
        }),
      ),
      http.delete(POLICY_EMAILS, () =>
        HttpResponse.json({
          policyEmails: [],
          removedEmails: [{ email: 'alice@acme.com', revokedWhitelisting: -5 }],
        }),
      ),
    );
    const batch = await batchAddWhitelistings(conn, batchBody);
    expect(batch).toMatchObject({
      createdWhitelistingMacs: ['AA:BB:CC:DD:EE:FF'],
      updatedLogins: null,
    });
    const removal = await removePolicyEmails(conn, POLICY_ID, removeBody);
    expect(removal.removedEmails).toEqual([
      {
        email: 'alice@acme.com',
        revokedLoginsForSelfProvisioning: null,
        revokedLoginsForMeetingHost: null,
        revokedWhitelisting: null,
        revokeLoginsforConferences: null,
      },
    ]);
  });

  it('removal keeps every counter as sent, the reserved conference counter too', async () => {
    const removed = {
      email: 'alice@acme.com',
      revokedLoginsForSelfProvisioning: 2,
      revokedLoginsForMeetingHost: 0,
      revokedWhitelisting: 4,
      revokeLoginsforConferences: 1,
    };
    server.use(
      http.delete(POLICY_EMAILS, () =>
        HttpResponse.json({ policyEmails: ['bob@acme.com'], removedEmails: [removed] }),
      ),
    );
    await expect(removePolicyEmails(conn, POLICY_ID, removeBody)).resolves.toEqual({
      policyEmails: ['bob@acme.com'],
      removedEmails: [removed],
    });
  });

  it('removal reads a missing counter as unknown', async () => {
    server.use(
      http.delete(POLICY_EMAILS, () =>
        HttpResponse.json({ policyEmails: [], removedEmails: [{ email: 'alice@acme.com' }] }),
      ),
    );
    await expect(removePolicyEmails(conn, POLICY_ID, removeBody)).resolves.toEqual({
      policyEmails: [],
      removedEmails: [
        {
          email: 'alice@acme.com',
          revokedLoginsForSelfProvisioning: null,
          revokedLoginsForMeetingHost: null,
          revokedWhitelisting: null,
          revokeLoginsforConferences: null,
        },
      ],
    });
  });
});

describe('success statuses with a body that is not what the API describes', () => {
  it('an empty 200 for a batch is an invalid response', async () => {
    server.use(http.post(BATCH, () => new HttpResponse(null, { status: 200 })));
    const error = await failure(batchAddWhitelistings(conn, batchBody));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toBe(
      'The API answered HTTP 200, but the body is not what the API describes (it is empty).',
    );
  });

  it('an empty 200 for a removal is an invalid response', async () => {
    server.use(http.delete(POLICY_EMAILS, () => new HttpResponse(null, { status: 200 })));
    const error = await failure(removePolicyEmails(conn, POLICY_ID, removeBody));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it.each([
    [{}, 'createdWhitelistingMacs'],
    [
      { existingWhitelistingMacs: [], faultyRequests: [], updatedLogins: 0 },
      'createdWhitelistingMacs',
    ],
    [{ createdWhitelistingMacs: [], faultyRequests: [] }, 'existingWhitelistingMacs'],
    [{ createdWhitelistingMacs: [], existingWhitelistingMacs: [] }, 'faultyRequests'],
  ])('a batch 200 without a required list is an invalid response: %j', async (body, list) => {
    server.use(http.post(BATCH, () => HttpResponse.json(body)));
    const error = await failure(batchAddWhitelistings(conn, batchBody));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toContain(`(${list}: expected array)`);
  });

  it.each([
    [{ policyEmails: ['bob@acme.com'] }, 'removedEmails'],
    [{ removedEmails: [] }, 'policyEmails'],
  ])('a removal 200 without a required list is an invalid response: %j', async (body, list) => {
    server.use(http.delete(POLICY_EMAILS, () => HttpResponse.json(body)));
    const error = await failure(removePolicyEmails(conn, POLICY_ID, removeBody));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toContain(`(${list}: expected array)`);
  });

  it('a 200 that is not JSON is an invalid response, body kept as text', async () => {
    answerCreate(() => new HttpResponse('{"id": ', { status: 200 }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, body: '{"id": ' });
    expect(error.message).toContain('it is not JSON');
  });

  it('a 200 HTML page suggests the base URL is not the API', async () => {
    server.use(http.post(BATCH, () => HttpResponse.html('<!doctype html><title>App</title>')));
    const error = await failure(batchAddWhitelistings(conn, batchBody));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('HTML page');
    expect(error.message).not.toContain('<');
  });

  it('a 200 of the wrong shape names the first offending field', async () => {
    server.use(
      http.post(BATCH, () =>
        HttpResponse.json({
          createdWhitelistingMacs: 'AA:BB:CC:DD:EE:FF',
          existingWhitelistingMacs: [],
          faultyRequests: [],
          updatedLogins: 1,
        }),
      ),
    );
    const error = await failure(batchAddWhitelistings(conn, batchBody));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toBe(
      'The API answered HTTP 200, but the body is not what the API describes (createdWhitelistingMacs: expected array).',
    );
  });

  it('a nested wrong type is named by its path', async () => {
    server.use(
      http.delete(POLICY_EMAILS, () =>
        HttpResponse.json({ policyEmails: [], removedEmails: [{ email: 7 }] }),
      ),
    );
    const error = await failure(removePolicyEmails(conn, POLICY_ID, removeBody));
    expect(error.message).toContain('(removedEmails[0].email: expected string)');
  });

  it('a JSON array where an entry is expected is an invalid response', async () => {
    answerCreate(() => HttpResponse.json([1, 2]));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ kind: 'invalid-response', body: [1, 2] });
    expect(error.message).toContain('(expected object)');
  });
});

describe('error statuses', () => {
  it('400 whitelisting family: field errors with their paths, summarised', async () => {
    const body = [
      { field: 'mac', rejectedValue: '00-11', message: 'Invalid MAC address' },
      { field: 'tags[1].value', rejectedValue: 'x', message: 'Tag must be 2-30 characters' },
    ];
    answerCreate(() => HttpResponse.json(body, { status: 400 }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ kind: 'http', status: 400, requestId: undefined, body });
    expect(error.fieldErrors).toEqual([
      { path: 'mac', message: 'Invalid MAC address', rejectedValue: '00-11' },
      { path: 'tags[1].value', message: 'Tag must be 2-30 characters', rejectedValue: 'x' },
    ]);
    expect(error.message).toBe(
      'The server rejected 2 fields (HTTP 400): mac: Invalid MAC address; tags[1].value: Tag must be 2-30 characters.',
    );
  });

  it('400 field error without rejectedValue or message is still read', async () => {
    server.use(
      http.post(BATCH, () =>
        HttpResponse.json([{ field: 'whitelistings[3].mac' }], { status: 400 }),
      ),
    );
    const error = await failure(batchAddWhitelistings(conn, batchBody));
    expect(error.fieldErrors).toEqual([{ path: 'whitelistings[3].mac', message: '' }]);
    expect(error.message).toBe(
      'The server rejected 1 field (HTTP 400): whitelistings[3].mac: rejected.',
    );
  });

  it('400 policy family: the server message and the request id', async () => {
    server.use(
      http.delete(POLICY_EMAILS, () =>
        HttpResponse.json(
          { status: 400, message: 'emails must not be empty', request_id: 'req-400' },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(removePolicyEmails(conn, POLICY_ID, removeBody));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      requestId: 'req-400',
      fieldErrors: [],
    });
    expect(error.message).toBe(
      'The server rejected the request as invalid (HTTP 400): emails must not be empty.',
    );
  });

  it('400 with a plain-text body gives the status alone, body kept', async () => {
    answerCreate(() => HttpResponse.text('Bad Request', { status: 400 }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ status: 400, body: 'Bad Request', fieldErrors: [] });
    expect(error.message).toBe('The server rejected the request as invalid (HTTP 400).');
  });

  it('400 problem+json (RFC 9457): the title and detail, not the status alone', async () => {
    answerCreate(() =>
      HttpResponse.json(
        {
          type: 'about:blank',
          title: 'Invalid whitelisting',
          status: 400,
          detail: 'toDate must be after today',
          instance: '/requests/7',
        },
        { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ kind: 'http', status: 400, fieldErrors: [] });
    expect(error.message).toBe(
      'The server rejected the request as invalid (HTTP 400): Invalid whitelisting: toDate must be after today.',
    );
  });

  it('401: check the key', async () => {
    answerCreate(() =>
      HttpResponse.json(
        { status: 401, message: 'Unauthorized', request_id: 'req-401' },
        { status: 401 },
      ),
    );
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ kind: 'http', status: 401, requestId: 'req-401' });
    expect(error.message).toMatch(
      /^The API key was not accepted \(HTTP 401\)\. Check the key on the Connection page\./,
    );
  });

  it('403: wrong organization or context, or a blocked network', async () => {
    server.use(http.put(WHITELISTINGS, () => new HttpResponse(null, { status: 403 })));
    const error = await failure(updateWhitelisting(conn, updateBody));
    expect(error).toMatchObject({ kind: 'http', status: 403 });
    expect(error.message).toBe(
      'This key may not manage this organization or context, or this network may not call the API (HTTP 403).',
    );
  });

  it('404 whitelisting family: no entry has that id', async () => {
    server.use(
      http.put(WHITELISTINGS, () =>
        HttpResponse.json(
          [{ field: 'id', rejectedValue: POLICY_ID, message: 'No whitelisting entry has this id' }],
          { status: 404 },
        ),
      ),
    );
    const error = await failure(updateWhitelisting(conn, updateBody));
    expect(error).toMatchObject({ status: 404 });
    expect(error.fieldErrors).toEqual([
      { path: 'id', message: 'No whitelisting entry has this id', rejectedValue: POLICY_ID },
    ]);
    expect(error.message).toBe('Not found (HTTP 404): id: No whitelisting entry has this id.');
  });

  it('404 policy family: no such policy, with the request id', async () => {
    server.use(
      http.delete(POLICY_EMAILS, () =>
        HttpResponse.json(
          { status: 404, message: 'No access policy with this id', request_id: 'req-404' },
          { status: 404 },
        ),
      ),
    );
    const error = await failure(removePolicyEmails(conn, POLICY_ID, removeBody));
    expect(error).toMatchObject({ status: 404, requestId: 'req-404', fieldErrors: [] });
    expect(error.message).toBe('Not found (HTTP 404): No access policy with this id.');
  });

  it('404 without a body explains what may be wrong', async () => {
    answerCreate(() => new HttpResponse(null, { status: 404 }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error.message).toContain('(HTTP 404)');
    expect(error.message).toContain('base URL');
  });

  it('409: the MAC is already whitelisted', async () => {
    answerCreate(() =>
      HttpResponse.json(
        [{ field: 'mac', rejectedValue: 'AA:BB:CC:DD:EE:FF', message: 'MAC already whitelisted' }],
        { status: 409 },
      ),
    );
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ status: 409 });
    expect(error.fieldErrors.map((f) => f.path)).toEqual(['mac']);
    expect(error.message).toBe(
      'This conflicts with what the API already holds (HTTP 409): mac: MAC already whitelisted.',
    );
  });

  it('413: suggests a smaller chunk size', async () => {
    server.use(
      http.post(BATCH, () =>
        HttpResponse.json(
          { status: 413, message: 'Too many entries', request_id: 'req-413' },
          { status: 413 },
        ),
      ),
    );
    const error = await failure(batchAddWhitelistings(conn, batchBody));
    expect(error).toMatchObject({ status: 413, requestId: 'req-413' });
    expect(error.message).toBe(
      'The request is too large for the API (HTTP 413). Send fewer entries or emails at once: lower the batch chunk size on the Connection page. The server said: Too many entries.',
    );
  });

  it('415: not the person’s fault', async () => {
    answerCreate(() => new HttpResponse(null, { status: 415 }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ status: 415 });
    expect(error.message).toContain('content type (HTTP 415)');
  });

  it('429 with Retry-After says how long to wait', async () => {
    answerCreate(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '30' } }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ status: 429 });
    expect(error.message).toBe(
      'The API is receiving too many requests (HTTP 429). Wait 30 seconds and try again.',
    );
  });

  it('429 without Retry-After asks to wait a moment', async () => {
    answerCreate(() => new HttpResponse(null, { status: 429 }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error.message).toBe(
      'The API is receiving too many requests (HTTP 429). Wait a moment and try again.',
    );
  });

  it('429 with Retry-After in minutes says the wait in words', async () => {
    answerCreate(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '120' } }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error.message).toBe(
      'The API is receiving too many requests (HTTP 429). Wait 2 minutes and try again.',
    );
  });

  it('503 with Retry-After in seconds says when to try again', async () => {
    answerCreate(() => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '120' } }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(error.message).toBe(
      'The API’s answer was not received: HTTP 503 (service unavailable) came from a gateway or the server instead. The API may have made the change all the same. Nothing you entered is lost; try again in 2 minutes.',
    );
  });

  it('503 with Retry-After as an HTTP date says when to try again', async () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    answerCreate(
      () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': inTwoMinutes } }),
    );
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error.message).toBe(
      'The API’s answer was not received: HTTP 503 (service unavailable) came from a gateway or the server instead. The API may have made the change all the same. Nothing you entered is lost; try again in 2 minutes.',
    );
  });

  it('500 with a JSON body: server message and request id', async () => {
    answerCreate(() =>
      HttpResponse.json(
        { status: 500, message: 'Database unavailable', request_id: 'req-500' },
        { status: 500 },
      ),
    );
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ kind: 'http', status: 500, requestId: 'req-500' });
    expect(error.message).toBe(
      'The server had a problem (HTTP 500). Nothing you entered is lost; try again. The server said: Database unavailable.',
    );
  });

  it('502 HTML page: status alone, no HTML in the message', async () => {
    const page = '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';
    answerCreate(() => HttpResponse.html(page, { status: 502 }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ kind: 'http', status: 502, body: page });
    expect(error.message).toBe(
      'The API’s answer was not received: HTTP 502 (bad gateway) came from a gateway or the server instead. The API may have made the change all the same. Nothing you entered is lost; try again.',
    );
  });

  it('empty 500: status alone', async () => {
    answerCreate(() => new HttpResponse(null, { status: 500 }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ kind: 'http', status: 500, body: undefined });
    expect(error.message).toBe(
      'The server had a problem (HTTP 500). Nothing you entered is lost; try again.',
    );
  });

  it('any other status: generic, with the number', async () => {
    answerCreate(() => new HttpResponse(null, { status: 418 }));
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ kind: 'http', status: 418 });
    expect(error.message).toBe('The API answered with an unexpected status (HTTP 418).');
  });

  it('a request id in the X-Request-Id header is kept when the body has none', async () => {
    answerCreate(
      () => new HttpResponse(null, { status: 503, headers: { 'X-Request-Id': 'hdr-1' } }),
    );
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error.requestId).toBe('hdr-1');
  });
});

describe('requests without an answer', () => {
  it('network failure to the page’s own origin: check the base URL', async () => {
    answerCreate(() => HttpResponse.error());
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error).toMatchObject({ kind: 'network', status: undefined });
    expect(error.message).toBe(
      'Could not reach the API at https://api.example.test: check the base URL and your network.',
    );
  });

  it('network failure to another origin explains CORS and API_TARGET', async () => {
    vi.stubGlobal('location', new URL('http://localhost:4173/'));
    answerCreate(() => HttpResponse.error());
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('Could not reach the API at https://api.example.test.');
    expect(error.message).toContain("this page's origin http://localhost:4173 (CORS)");
    expect(error.message).toContain('API_TARGET=https://api.example.test npm start');
    expect(error.message).toContain('reverse proxy');
  });

  it('network failure on the same origin does not blame CORS', async () => {
    vi.stubGlobal('location', new URL('https://api.example.test/app'));
    answerCreate(() => HttpResponse.error());
    const error = await failure(createWhitelisting(conn, createBody));
    expect(error.message).not.toContain('CORS');
  });

  it('a key no header can carry fails before sending, naming the key', async () => {
    let calls = 0;
    answerCreate(() => {
      calls++;
      return new HttpResponse(null, { status: 200 });
    });
    const error = await failure(createWhitelisting({ ...conn, apiKey: 'key€' }, createBody));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('API key');
    expect(calls).toBe(0);
  });

  it('no answer within timeoutMs is a timeout', async () => {
    answerCreate(async () => {
      await delay(2000);
      return new HttpResponse(null, { status: 200 });
    });
    const error = await failure(createWhitelisting(conn, createBody, { timeoutMs: 50 }));
    expect(error).toMatchObject({ kind: 'timeout', status: undefined });
    expect(error.message).toMatch(/^No answer from the API within 50 ms\./);
  });

  it('the default timeout is 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    answerCreate(async ({ request }) => {
      arrived();
      // Answers only when the client gives up.
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
      return new HttpResponse(null, { status: 200 });
    });
    let settled = false;
    const call = failure(createWhitelisting(conn, createBody)).finally(() => (settled = true));
    await arrival;
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/^No answer from the API within 30 seconds\./);
  });

  it('an abort by the caller is "aborted", not a timeout', async () => {
    const controller = new AbortController();
    server.use(
      http.post(BATCH, async () => {
        controller.abort();
        await delay(2000);
        return HttpResponse.json({});
      }),
    );
    const error = await failure(
      batchAddWhitelistings(conn, batchBody, { signal: controller.signal, timeoutMs: 5000 }),
    );
    expect(error).toMatchObject({ kind: 'aborted', status: undefined });
  });

  it('an already aborted signal sends nothing', async () => {
    let calls = 0;
    server.use(
      http.delete(POLICY_EMAILS, () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    const error = await failure(
      removePolicyEmails(conn, POLICY_ID, removeBody, { signal: AbortSignal.abort() }),
    );
    expect(error.kind).toBe('aborted');
    expect(calls).toBe(0);
  });
});
