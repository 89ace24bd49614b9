// Issue 7.8 and 7.9 (docs/decisions.md "Status codes and error bodies"): JSON in a charset other
// than utf-8 is a 415; a method a path does not take is a 405 with Allow and the status body.
import { describe, expect, it } from 'vitest';
import {
  BATCH,
  CONTEXT_PATH,
  POLICY_EMAILS,
  setup,
  stateUrl,
  statusBody,
  VALID,
  WHITELISTINGS,
} from '../support/sandbox-helpers.ts';

describe('charset', () => {
  it.each(['utf-16', 'UTF-16LE', 'iso-8859-1', '"latin1"', 'utf8'])(
    'charset=%s is a 415 in the status body, on every endpoint',
    async (charset) => {
      const { json, state } = setup();
      const before = await state();
      const contentType = `application/json; charset=${charset}`;
      for (const [method, path, body] of [
        ['POST', WHITELISTINGS, VALID],
        ['PUT', WHITELISTINGS, VALID],
        ['POST', BATCH, { whitelistings: [VALID] }],
        ['DELETE', POLICY_EMAILS, { emails: ['anna.berg@demo.example'] }],
      ] as const) {
        const answer = await json(method, path, body, { contentType });
        expect(answer.status, `${method} ${path}`).toBe(415);
        expect(statusBody(answer.body).message).toBe(
          'Send the body as UTF-8 (Content-Type: application/json; charset=utf-8)',
        );
      }
      expect(await state()).toEqual(before);
    },
  );

  it('a real UTF-16 body is a 415, not "not valid JSON"', async () => {
    const { sandbox } = setup();
    const text = JSON.stringify(VALID);
    const utf16le = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) utf16le[i * 2] = text.charCodeAt(i);
    const res = await sandbox.app.request(WHITELISTINGS, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-16', 'x-auth-token': 'demo-key' },
      body: utf16le,
    });
    expect(res.status).toBe(415);
    expect(statusBody(await res.json()).status).toBe(415);
  });

  it.each(['utf-8', 'UTF-8', '"utf-8"', 'utf-8; other=1'])(
    'charset=%s is read',
    async (charset) => {
      const { create } = setup();
      const answer = await create(VALID, { contentType: `application/json; charset=${charset}` });
      expect(answer.status).toBe(200);
    },
  );
});

describe('methods', () => {
  it.each([
    ['GET', WHITELISTINGS, 'POST, PUT'],
    ['PATCH', WHITELISTINGS, 'POST, PUT'],
    ['DELETE', WHITELISTINGS, 'POST, PUT'],
    ['GET', BATCH, 'POST'],
    ['PUT', BATCH, 'POST'],
    ['GET', POLICY_EMAILS, 'DELETE'],
    ['POST', POLICY_EMAILS, 'DELETE'],
    ['PATCH', POLICY_EMAILS, 'DELETE'],
    ['POST', stateUrl(), 'GET, HEAD'],
    ['POST', '/_sandbox/health', 'GET, HEAD'],
  ])('%s %s is a 405 with Allow: %s', async (method, path, allow) => {
    const { call } = setup();
    const res = await call(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(statusBody(await res.json())).toMatchObject({
      status: 405,
      message: `This path takes ${allow}, not ${method}`,
    });
  });

  it('HEAD on an endpoint is a 405 with Allow (and no body)', async () => {
    const { call } = setup();
    const res = await call('HEAD', WHITELISTINGS);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, PUT');
    expect(await res.text()).toBe('');
  });

  it('answers 405 whatever the key, and 404 for paths that do not exist', async () => {
    const { call } = setup();
    expect((await call('GET', WHITELISTINGS, undefined, { key: null })).status).toBe(405);
    expect((await call('GET', `${CONTEXT_PATH}/modules/nothing`)).status).toBe(404);
  });

  it('HEAD on the state and health paths is allowed', async () => {
    const { call } = setup();
    expect((await call('HEAD', stateUrl(), undefined, { contentType: null })).status).toBe(200);
    expect((await call('HEAD', '/_sandbox/health', undefined, { contentType: null })).status).toBe(
      200,
    );
  });
});
