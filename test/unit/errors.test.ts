import { describe, expect, it } from 'vitest';
import {
  ApiError,
  describeApiError,
  httpError,
  retryAfterSeconds,
  toApiError,
} from '../../src/api/errors.ts';
import { formatDuration } from '../../src/api/error-messages.ts';

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
