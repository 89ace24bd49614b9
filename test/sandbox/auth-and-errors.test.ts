// docs/decisions.md "Addresses and keys" and "Status codes and error bodies": the rows shared by
// every endpoint (401, 403, 413, 415, malformed JSON, 500) and the sandbox-only calls.
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/sandbox/app.ts';
import { MAX_BODY_BYTES } from '../../src/sandbox/http.ts';
import {
  BATCH,
  CONTEXT_PATH,
  fieldErrors,
  POLICY_EMAILS,
  SEED,
  setup,
  stateSchema,
  statusBody,
  stateUrl,
  VALID,
  WHITELISTINGS,
} from '../support/sandbox-helpers.ts';

const ENDPOINTS = [
  { name: 'create', method: 'POST', path: WHITELISTINGS, family: 'whitelisting', body: VALID },
  {
    name: 'batch add',
    method: 'POST',
    path: BATCH,
    family: 'whitelisting',
    body: { whitelistings: [VALID] },
  },
  {
    name: 'update',
    method: 'PUT',
    path: WHITELISTINGS,
    family: 'whitelisting',
    body: { ...VALID, id: SEED.entries.boardroomTv.id },
  },
  {
    name: 'remove emails',
    method: 'DELETE',
    path: POLICY_EMAILS,
    family: 'policy',
    body: { emails: ['erik.lund@demo.example'] },
  },
] as const;

describe.each(ENDPOINTS)('$name: key and body checks', ({ method, path, family, body }) => {
  it('answers 401 with a status body when the key is missing', async () => {
    const { json } = setup();
    const res = await json(method, path, body, { key: null });
    expect(res.status).toBe(401);
    expect(statusBody(res.body).status).toBe(401);
  });

  it('answers 401 for an unknown key, checked before the body', async () => {
    const { json } = setup();
    for (const sent of [body, '{not json', '']) {
      const res = await json(method, path, sent, { key: 'no-such-key' });
      expect(res.status).toBe(401);
      expect(statusBody(res.body).status).toBe(401);
    }
    const plain = await json(method, path, 'hello', {
      key: 'no-such-key',
      contentType: 'text/plain',
    });
    expect(plain.status).toBe(401);
  });

  it('answers 403 for the key of another context or another organization', async () => {
    const { json } = setup();
    const lobby = await json(method, path, body, { key: SEED.lobby.key });
    expect(lobby.status).toBe(403);
    expect(statusBody(lobby.body).status).toBe(403);
    const otherOrg = path.replace(`/org/${SEED.organizationId}/`, '/org/other-org/');
    const res = await json(method, otherOrg, body);
    expect(res.status).toBe(403);
  });

  it('answers 415 when the body is not declared JSON', async () => {
    const { json } = setup();
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'text/json']) {
      const res = await json(method, path, JSON.stringify(body), { contentType });
      expect(res.status).toBe(415);
      expect(statusBody(res.body).status).toBe(415);
    }
  });

  it('accepts a JSON content type with parameters', async () => {
    const { json } = setup();
    const res = await json(method, path, body, { contentType: 'application/json; charset=utf-8' });
    expect(res.status).toBe(200);
  });

  it('answers 413 for a body over 5 MB, declared or actually sent', async () => {
    const { json } = setup();
    const declared = await json(method, path, body, {
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(declared.status).toBe(413);
    expect(statusBody(declared.body).status).toBe(413);
    const padding = 'x'.repeat(MAX_BODY_BYTES);
    const sent = await json(method, path, { ...body, padding });
    expect(sent.status).toBe(413);
  });

  it('answers 400 in the family body for malformed JSON and for an empty body', async () => {
    const { json } = setup();
    for (const sent of ['{"mac": ', '']) {
      const res = await json(method, path, sent);
      expect(res.status).toBe(400);
      if (family === 'whitelisting') {
        expect(fieldErrors(res.body)).toEqual([
          { field: 'body', rejectedValue: null, message: expect.any(String) },
        ]);
      } else {
        expect(statusBody(res.body).status).toBe(400);
      }
    }
  });
});

describe('error bodies', () => {
  it('gives every status body a fresh request_id', async () => {
    const { json } = setup();
    const first = statusBody((await json('POST', WHITELISTINGS, VALID, { key: null })).body);
    const second = statusBody((await json('POST', WHITELISTINGS, VALID, { key: null })).body);
    expect(first.request_id).not.toBe(second.request_id);
  });

  it('answers 400 for a body with a valid key but nothing in it', async () => {
    const { json } = setup();
    const res = await json('POST', WHITELISTINGS, {});
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).map((e) => e.field)).toEqual(['mac', 'name']);
  });

  it('answers 404 with a status body for a path that is no endpoint', async () => {
    const { json } = setup();
    const res = await json('GET', '/v2/nothing');
    expect(res.status).toBe(404);
    expect(statusBody(res.body).status).toBe(404);
  });
});

describe('413 for too many entries, before anything else', () => {
  it('refuses a batch of 10,001 entries, even when all are broken', async () => {
    const { batch, state } = setup();
    const before = await state();
    const res = await batch({
      whitelistings: Array.from({ length: 10_001 }, () => ({ mac: 'x' })),
    });
    expect(res.status).toBe(413);
    expect(statusBody(res.body).status).toBe(413);
    expect((await state()).whitelistings).toEqual(before.whitelistings);
  });

  it('refuses a removal of 10,001 emails', async () => {
    const { removeEmails, state } = setup();
    const emails = Array.from({ length: 10_001 }, (_, i) => `person${i}@demo.example`);
    emails[0] = SEED.policyEmails[0];
    const res = await removeEmails({ emails });
    expect(res.status).toBe(413);
    expect(statusBody(res.body).status).toBe(413);
    expect((await state()).accessPolicies[0]?.emails).toEqual(SEED.policyEmails);
  });

  it('accepts exactly 10,000 emails', async () => {
    const { removeEmails } = setup();
    const emails = Array.from({ length: 10_000 }, (_, i) => `person${i}@demo.example`);
    const res = await removeEmails({ emails });
    expect(res.status).toBe(200);
  });
});

describe('an unexpected exception', () => {
  function brokenSetup() {
    const lines: string[] = [];
    let broken = false;
    const sandbox = createSandbox({
      dbFile: ':memory:',
      clock: {
        now: () => {
          if (broken) throw new Error('clock exploded at secret-location');
          return new Date('2026-05-10T10:00:00Z');
        },
      },
      sweepIntervalMs: false,
      log: (line) => lines.push(line),
    });
    const request = (method: string, path: string, body: unknown) =>
      sandbox.app.request(path, {
        method,
        headers: { 'x-auth-token': SEED.demo.key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    return { sandbox, lines, request, breakClock: () => (broken = true) };
  }

  it('is a 500 with a field-error array for whitelisting calls, stack only in the log', async () => {
    const { sandbox, lines, request, breakClock } = brokenSetup();
    breakClock();
    const res = await request('POST', WHITELISTINGS, VALID);
    const text = await res.text();
    sandbox.close();
    expect(res.status).toBe(500);
    expect(fieldErrors(JSON.parse(text))).toEqual([
      { field: '', rejectedValue: null, message: expect.stringMatching(/^Internal error/) },
    ]);
    expect(text).not.toMatch(/exploded|secret-location|at .*\.ts/);
    expect(lines.join('\n')).toMatch(/clock exploded at secret-location\n\s+at /);
    expect(lines.at(-1)).toMatch(/^POST \/v1\/.* 500 [\d.]+ms$/);
  });

  it('is a 500 with a status body for policy calls', async () => {
    const { sandbox, lines, request, breakClock } = brokenSetup();
    breakClock();
    const res = await request('DELETE', POLICY_EMAILS, { emails: ['erik.lund@demo.example'] });
    const text = await res.text();
    sandbox.close();
    expect(res.status).toBe(500);
    const body = statusBody(JSON.parse(text));
    expect(body.status).toBe(500);
    expect(body.message).toContain(body.request_id);
    expect(text).not.toMatch(/exploded|secret-location/);
    expect(lines.some((line) => line.includes(body.request_id) && line.includes('exploded'))).toBe(
      true,
    );
  });
});

describe('request log', () => {
  it('writes one line per request with method, path, status and ms, never the key', async () => {
    const lines: string[] = [];
    const { call } = setup(undefined, (line) => lines.push(line));
    await call('POST', WHITELISTINGS, VALID);
    await call('POST', WHITELISTINGS, VALID, { key: 'wrong-key' });
    expect(lines).toEqual([
      expect.stringMatching(/^POST \/v1\/org\/demo-org\/.*\/modules\/whitelistings 200 [\d.]+ms$/),
      expect.stringMatching(/^POST \/v1\/.* 401 [\d.]+ms$/),
    ]);
    expect(lines.join('\n')).not.toMatch(/demo-key|wrong-key/);
  });
});

describe('sandbox-only calls', () => {
  it('answers health without a key', async () => {
    const { json } = setup();
    expect(await json('GET', '/_sandbox/health', undefined, { key: null })).toEqual({
      status: 200,
      body: {
        ok: true,
        sandbox: true,
        demo: {
          organizationId: 'demo-org',
          contextId: 'demo-context',
          apiKey: 'demo-key',
          timeZone: 'Europe/Stockholm',
          accessPolicyId: '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
        },
        venues: [
          {
            name: 'Sandbox demo',
            organizationId: 'demo-org',
            contextId: 'demo-context',
            apiKey: 'demo-key',
            timeZone: 'Europe/Stockholm',
            accessPolicyId: '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
          },
          {
            name: 'Sandbox lobby',
            organizationId: 'demo-org',
            contextId: 'lobby-context',
            apiKey: 'lobby-key',
            timeZone: 'Europe/Stockholm',
            accessPolicyId: '7c2e9a41-5d3b-4f6e-8a1c-2b9d0e4f6a73',
          },
          {
            name: 'Harbour office',
            organizationId: 'north-org',
            contextId: 'harbour-context',
            apiKey: 'harbour-key',
            timeZone: 'Europe/Oslo',
            accessPolicyId: '3e8b1f60-9c2d-4a57-b4e3-6d0a7c1f2e95',
          },
          {
            name: 'Campus library',
            organizationId: 'north-org',
            contextId: 'campus-context',
            apiKey: 'campus-key',
            timeZone: 'Europe/Oslo',
            accessPolicyId: 'c4d2a7e9-1f3b-4c68-9e50-8a7b6c5d4e31',
          },
        ],
      },
    });
  });

  it('applies the key rules to the state call', async () => {
    const { json } = setup();
    expect((await json('GET', stateUrl(), undefined, { key: null })).status).toBe(401);
    expect((await json('GET', stateUrl(), undefined, { key: 'nope' })).status).toBe(401);
    expect((await json('GET', stateUrl(), undefined, { key: SEED.lobby.key })).status).toBe(403);
    const ok = await json('GET', stateUrl(CONTEXT_PATH), undefined);
    expect(ok.status).toBe(200);
    expect(stateSchema.parse(ok.body).accessPolicies).toEqual([
      { id: SEED.policyId, emails: [...SEED.policyEmails] },
    ]);
  });
});
