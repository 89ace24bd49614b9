// Issue 7.4: a path cannot forge a log line. Paths are logged as received (percent-escapes
// kept), so %0A stays three characters; nothing that ends, hides or reorders a line gets through.
import { describe, expect, it } from 'vitest';
import { escapeForLog } from '../../src/sandbox/log-line.ts';
import { CONTEXT_PATH, setup } from '../support/sandbox-helpers.ts';

describe('the request log', () => {
  it.each([
    ['a line break', '%0A', '%0A'],
    ['a carriage return and line break', '%0D%0A', '%0D%0A'],
    ['NUL', '%00', '%00'],
    ['a right-to-left override', '%E2%80%AE', '%E2%80%AE'],
    ['a line separator', '%E2%80%A8', '%E2%80%A8'],
  ])('keeps %s in a path escaped', async (_what, escaped, logged) => {
    const lines: string[] = [];
    const { call } = setup(undefined, (line) => lines.push(line));
    const forged = `/x${escaped}GET /v1/fake 200 0.1ms`;
    const res = await call('POST', `${CONTEXT_PATH}/modules${forged}`, {});
    expect(res.status).toBe(404);
    expect(lines).toHaveLength(1);
    const [line = ''] = lines;
    expect(line).toContain(`/modules/x${logged}GET`);
    expect(line).toMatch(/^POST \S+ 404 \d+\.\dms$/);
    expect(line).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
  });

  it('leaves the query out of the line', async () => {
    const lines: string[] = [];
    const { call } = setup(undefined, (line) => lines.push(line));
    await call('GET', '/_sandbox/health?key=demo-key%0Aforged', undefined, { contentType: null });
    expect(lines).toEqual([expect.stringMatching(/^GET \/_sandbox\/health 200 /)]);
  });
});

describe('escapeForLog', () => {
  it('escapes controls, format characters, separators and backslash; keeps other text', () => {
    expect(escapeForLog('a\nb\u0000c\u202ed\u2028e\\f åä 😀')).toBe(
      'a\\u{a}b\\u{0}c\\u{202e}d\\u{2028}e\\u{5c}f åä 😀',
    );
  });
});
