import { CALL_ENDINGS, mayHaveChanged } from '../../../src/api/call-ending.ts';
import { describe, expect, it } from 'vitest';
import {
  callEnding,
  ApiError,
  describeApiError,
  httpError,
  retryAfterSeconds,
  toApiError,
} from '../../../src/api/errors.ts';
import { formatDuration, waitInWords } from '../../../src/api/error-messages.ts';

describe('retryAfterSeconds', () => {
  it('reads delta-seconds and HTTP dates, ignores nonsense', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 12:00:45 GMT', now)).toBe(45);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});

describe('waitInWords', () => {
  it('says a Retry-After wait in seconds, minutes or hours, rounded up', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(90)).toBe('2 minutes');
    expect(waitInWords(120)).toBe('2 minutes');
    expect(waitInWords(3600)).toBe('1 hour');
    expect(waitInWords(7201)).toBe('3 hours');
  });

  it('says the wait for 503 as for 429, and nothing when the date has passed', () => {
    const later = new Headers({ 'Retry-After': '120' });
    expect(httpError(503, '', later).message).toBe(
      'The API’s answer was not received: HTTP 503 (service unavailable) came from a gateway or the server instead. The API may have made the change all the same. Nothing you entered is lost; try again in 2 minutes.',
    );
    expect(httpError(503, '', new Headers({ 'Retry-After': '0' })).message).toBe(
      'The API’s answer was not received: HTTP 503 (service unavailable) came from a gateway or the server instead. The API may have made the change all the same. Nothing you entered is lost; try again.',
    );
    // Only 429 and 503 promise a time (docs/decisions.md); a 500 says nothing of it.
    expect(httpError(500, '', later).message).toBe(
      'The server had a problem (HTTP 500). Nothing you entered is lost; try again.',
    );
  });
});

describe('what a failure may mean', () => {
  it('tells how a failed call ended: no answer and a gateway 502/503/504 unanswered, a 2xx it cannot read not-api, any other status refused', () => {
    const unanswered = [
      toApiError(new TypeError('Failed to fetch')),
      toApiError(new DOMException('The operation timed out.', 'TimeoutError')),
      httpError(502, '', new Headers()),
      httpError(503, '', new Headers()),
      httpError(504, '<html>Gateway Time-out</html>', new Headers()),
      new Error('a fault of the app after sending'),
    ];
    for (const error of unanswered) expect(callEnding(error)).toBe('unanswered');
    expect(callEnding(new ApiError({ kind: 'invalid-response', status: 200, message: 'x' }))).toBe(
      'not-api',
    );
    for (const status of [400, 401, 403, 404, 409, 413, 429, 500])
      expect(callEnding(httpError(status, '', new Headers()))).toBe('refused');
    // The API may have made the change exactly when nothing said it did not.
    expect(CALL_ENDINGS.filter(mayHaveChanged)).toStrictEqual(['unanswered', 'not-api']);
  });

  it('keeps the Retry-After wait, and does not repeat a 404 body that only says "Not found"', () => {
    expect(httpError(429, '', new Headers({ 'Retry-After': '90' })).retryAfter).toBe(90);
    expect(
      httpError(404, JSON.stringify({ status: 404, message: 'Not found' }), new Headers()).message,
    ).toBe(
      'Nothing was found at this address (HTTP 404): no such entry or access policy, or the base URL does not point to the API. Check the IDs and the Connection page.',
    );
    expect(
      httpError(404, JSON.stringify({ status: 404, message: 'No policy p-1' }), new Headers())
        .message,
    ).toBe('Not found (HTTP 404): No policy p-1.');
  });
});

describe('formatDuration', () => {
  it('speaks in seconds from one second up', () => {
    expect(formatDuration(30_000)).toBe('30 seconds');
    expect(formatDuration(1000)).toBe('1 second');
    expect(formatDuration(1500)).toBe('1.5 seconds');
    expect(formatDuration(50)).toBe('50 ms');
  });
});

describe('httpError', () => {
  it('names at most five fields in the message but keeps them all', () => {
    const body = Array.from({ length: 7 }, (_, i) => ({
      field: `whitelistings[${i}].mac`,
      message: 'Invalid MAC',
    }));
    const error = httpError(400, JSON.stringify(body), new Headers());
    expect(error.fieldErrors).toHaveLength(7);
    expect(error.message).toContain(
      'The server rejected 7 fields (HTTP 400): whitelistings[0].mac',
    );
    expect(error.message).toContain('whitelistings[4].mac: Invalid MAC; and 2 more.');
    expect(error.message).not.toContain('whitelistings[5]');
  });

  it('keeps a null rejectedValue, which is a value the server rejected', () => {
    const body = [{ field: 'name', rejectedValue: null, message: 'must not be null' }];
    const error = httpError(400, JSON.stringify(body), new Headers());
    expect(error.fieldErrors).toEqual([
      { path: 'name', message: 'must not be null', rejectedValue: null },
    ]);
  });

  it('ignores a JSON body of neither family', () => {
    const error = httpError(400, JSON.stringify({ message: 42 }), new Headers());
    expect(error.message).toBe('The server rejected the request as invalid (HTTP 400).');
    expect(error.body).toEqual({ message: 42 });
  });
});

describe('httpError with an RFC 9457 problem body', () => {
  const problem = {
    type: 'https://api.example.com/problems/invalid-mac',
    title: 'Invalid MAC address',
    status: 400,
    detail: '00-11 is not six pairs of hex digits',
    instance: '/v1/org/demo-org/contexts/sign-in/demo-context/modules/whitelisting',
  };
  const headers = new Headers({ 'Content-Type': 'application/problem+json' });

  it('shows the title and the detail as plain text', () => {
    const error = httpError(400, JSON.stringify(problem), headers);
    expect(error.message).toBe(
      'The server rejected the request as invalid (HTTP 400): Invalid MAC address: 00-11 is not six pairs of hex digits.',
    );
    expect(error.body).toEqual(problem);
  });

  it('leaves out a title that only names the status, or that the detail already says', () => {
    const generic = { ...problem, type: 'about:blank', title: 'Bad Request' };
    expect(httpError(400, JSON.stringify(generic), headers).message).toBe(
      'The server rejected the request as invalid (HTTP 400): 00-11 is not six pairs of hex digits.',
    );
    const repeated = { ...problem, title: 'Invalid MAC', detail: 'Invalid MAC: 00-11' };
    expect(httpError(400, JSON.stringify(repeated), headers).message).toBe(
      'The server rejected the request as invalid (HTTP 400): Invalid MAC: 00-11.',
    );
  });

  it('shows the title alone when there is no detail, and ignores fields of the wrong type', () => {
    const titled = { title: 'Policy locked', detail: 42, status: 409 };
    expect(httpError(409, JSON.stringify(titled), headers).message).toBe(
      'This conflicts with what the API already holds (HTTP 409): Policy locked.',
    );
    const blank = { type: 'about:blank', title: ['x'], detail: '   ' };
    expect(httpError(400, JSON.stringify(blank), headers).message).toBe(
      'The server rejected the request as invalid (HTTP 400).',
    );
  });

  it("prefers the API's own message, and keeps the request id", () => {
    const both = { ...problem, message: 'mac: Invalid MAC address', request_id: 'req-9' };
    const error = httpError(400, JSON.stringify(both), headers);
    expect(error.message).toBe(
      'The server rejected the request as invalid (HTTP 400): mac: Invalid MAC address.',
    );
    expect(error.requestId).toBe('req-9');
  });
});

describe('toApiError', () => {
  it('passes an ApiError through and reads abort and timeout exceptions by name', () => {
    const original = new ApiError({ kind: 'http', status: 500, message: 'x' });
    expect(toApiError(original)).toBe(original);
    expect(toApiError(new DOMException('t', 'TimeoutError')).kind).toBe('timeout');
    expect(toApiError(new DOMException('a', 'AbortError')).kind).toBe('aborted');
    expect(toApiError(new TypeError('Failed to fetch')).kind).toBe('network');
  });
});

describe('describeApiError', () => {
  it('gives the ApiError message, and a generic sentence for anything else', () => {
    expect(describeApiError(new ApiError({ kind: 'network', message: 'No route' }))).toBe(
      'No route',
    );
    expect(describeApiError(new Error('internal detail'))).not.toContain('internal detail');
  });
});
