// Typed calls of the four endpoints (docs/api.md "Endpoints"), and `send` for a caller
// that reads the raw answer itself (the connection check).
// Bodies are sent as given (forms validate with the same schemas first); every answer is
// parsed with the lenient response schemas; every failure is thrown as one ApiError.
import type * as z from 'zod/mini';
import { httpError, invalidResponseError, requestBuildError, toApiError } from './errors.ts';
import {
  batchAddResultSchema,
  removePolicyEmailsResultSchema,
  whitelistingEntrySchema,
  type BatchAddRequest,
  type BatchAddResult,
  type CreateWhitelistingRequest,
  type RemovePolicyEmailsRequest,
  type RemovePolicyEmailsResult,
  type UpdateWhitelistingRequest,
  type WhitelistingEntry,
} from './schemas.ts';
import { stripTrailingSlashes } from './rules.ts';

/** What every call needs from the active connection. baseUrl '' = this origin. */
export interface ApiConnection {
  baseUrl: string;
  organizationId: string;
  contextId: string;
  apiKey: string;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Default 30 000 ms. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * What every mutation of the screens takes, one shape for all four endpoints: the request
 * body, and the signal that stops it when its screen or run goes away.
 */
export interface CallVariables<TBody> {
  body: TBody;
  signal?: AbortSignal | undefined;
}

// --- Addresses --------------------------------------------------------------------------

/** `{baseUrl}/v1/org/{org}/contexts/sign-in/{ctx}`, every path parameter encoded. */
export function contextUrl(conn: ApiConnection): string {
  const base = stripTrailingSlashes(conn.baseUrl.trim());
  const org = encodeURIComponent(conn.organizationId);
  const ctx = encodeURIComponent(conn.contextId);
  return `${base}/v1/org/${org}/contexts/sign-in/${ctx}`;
}

/** Create (POST) and update (PUT). */
export function whitelistingsUrl(conn: ApiConnection): string {
  return `${contextUrl(conn)}/modules/whitelistings`;
}

export function batchAddUrl(conn: ApiConnection): string {
  return `${whitelistingsUrl(conn)}/batch/add`;
}

export function policyEmailsUrl(conn: ApiConnection, accessPolicyId: string): string {
  return `${contextUrl(conn)}/policies/${encodeURIComponent(accessPolicyId)}/emails`;
}

/** A relative URL (baseUrl '') against the page, so it also works where fetch needs absolute URLs. */
function absolute(url: string): string {
  if (typeof location === 'undefined') return url;
  try {
    return new URL(url, location.href).href;
  } catch {
    return url;
  }
}

// --- One request ------------------------------------------------------------------------

/** A 2xx answer, its body read once as text. */
export interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

/**
 * Sends one JSON request and reads the body once. Resolves with any 2xx answer; throws an
 * ApiError for every other status and for every request that got no answer.
 */
export async function send(
  conn: ApiConnection,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  opts: CallOptions = {},
): Promise<Answer> {
  const target = absolute(url);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const caller = opts.signal;
  if (caller?.aborted) throw toApiError(caller.reason, { url: target, stoppedBy: 'caller' });

  // One controller for both stops, so the cause is known whatever fetch rejects with.
  const controller = new AbortController();
  let stoppedBy: 'timeout' | 'caller' | undefined;
  const onCallerAbort = () => {
    stoppedBy ??= 'caller';
    controller.abort(caller?.reason);
  };
  caller?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    stoppedBy ??= 'timeout';
    controller.abort(new DOMException('The API did not answer in time', 'TimeoutError'));
  }, timeoutMs);

  try {
    let request: Request;
    try {
      request = new Request(target, {
        method,
        headers: {
          'x-auth-token': conn.apiKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
        signal: controller.signal,
      });
    } catch (cause) {
      throw requestBuildError(cause);
    }
    const response = await fetch(request);
    const text = await response.text();
    if (!response.ok) throw httpError(response.status, text, response.headers);
    return { status: response.status, text, headers: response.headers };
  } catch (cause) {
    throw toApiError(cause, { url: target, timeoutMs, ...(stoppedBy ? { stoppedBy } : {}) });
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', onCallerAbort);
  }
}

/** Parses a 2xx body with a response schema; `optional` = an empty body means undefined. */
function parseAnswer<T>(answer: Answer, schema: z.ZodMiniType<T>, optional: true): T | undefined;
function parseAnswer<T>(answer: Answer, schema: z.ZodMiniType<T>, optional: false): T;
function parseAnswer<T>(
  answer: Answer,
  schema: z.ZodMiniType<T>,
  optional: boolean,
): T | undefined {
  if (answer.text.trim() === '') {
    if (optional) return undefined;
    throw invalidResponseError(answer.status, answer.text);
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw invalidResponseError(answer.status, answer.text);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw invalidResponseError(answer.status, answer.text, parsed.error.issues[0]);
  return parsed.data;
}

// --- The four endpoints -----------------------------------------------------------------

/** 1. Create whitelisting. An empty 200 body resolves to undefined (docs/decisions.md). */
export async function createWhitelisting(
  conn: ApiConnection,
  body: CreateWhitelistingRequest,
  opts?: CallOptions,
): Promise<WhitelistingEntry | undefined> {
  const answer = await send(conn, 'POST', whitelistingsUrl(conn), body, opts);
  return parseAnswer(answer, whitelistingEntrySchema, true);
}

/** 2. Batch-add whitelistings. */
export async function batchAddWhitelistings(
  conn: ApiConnection,
  body: BatchAddRequest,
  opts?: CallOptions,
): Promise<BatchAddResult> {
  const answer = await send(conn, 'POST', batchAddUrl(conn), body, opts);
  return parseAnswer(answer, batchAddResultSchema, false);
}

/** 3. Update whitelisting. An empty 200 body resolves to undefined (docs/decisions.md). */
export async function updateWhitelisting(
  conn: ApiConnection,
  body: UpdateWhitelistingRequest,
  opts?: CallOptions,
): Promise<WhitelistingEntry | undefined> {
  const answer = await send(conn, 'PUT', whitelistingsUrl(conn), body, opts);
  return parseAnswer(answer, whitelistingEntrySchema, true);
}

/** 4. Remove emails from access policy (DELETE with a JSON body). */
export async function removePolicyEmails(
  conn: ApiConnection,
  accessPolicyId: string,
  body: RemovePolicyEmailsRequest,
  opts?: CallOptions,
): Promise<RemovePolicyEmailsResult> {
  const answer = await send(conn, 'DELETE', policyEmailsUrl(conn, accessPolicyId), body, opts);
  return parseAnswer(answer, removePolicyEmailsResultSchema, false);
}
