// Apart from errors.ts: only work sent to several venues pauses a host, and its code loads
// when that work is done.
import { ApiError } from './errors.ts';

/**
 * How long a refusal asks its host to be left alone, in ms (docs/decisions.md "Several venues"):
 * a 429 or 503 that says when to come back; null for anything else.
 */
export function retryPause(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.retryAfter === undefined) return null;
  return error.status === 429 || error.status === 503 ? error.retryAfter * 1000 : null;
}
