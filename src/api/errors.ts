// Every failure of an API call as one ApiError (DESIGN.md "Data flow"): fetch rejections,
// error statuses of both body families (docs/decisions.md "Status codes and error bodies") and
// success bodies that do not match the schema. What failed is decided here; the words a
// person reads are in error-messages.ts.
import * as z from 'zod/mini';
import {
  abortedMessage,
  GATEWAY_STATUSES,
  invalidResponseMessage,
  networkMessage,
  problemWords,
  requestBuildMessage,
  statusMessage,
  summarizeFields,
  timeoutMessage,
  unknownFailureMessage,
  unmentionedRowsMessage,
  type BodyFault,
} from './error-messages.ts';
import type { FailedEnding } from './call-ending.ts';
import { fieldErrorBodySchema, statusErrorBodySchema } from './schemas.ts';

export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'invalid-response';

/** One rejected field, path as the server spells it (`mac`, `tags[1].value`, `whitelistings[3].mac`). */
export interface FieldError {
  path: string;
  message: string;
  rejectedValue?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status when the server answered. */
  readonly status: number | undefined;
  readonly fieldErrors: FieldError[];
  /** request_id of the policy family's error body, when present. */
  readonly requestId: string | undefined;
  /** The server's own words (its message, a problem's detail, the rejected fields), when any. */
  readonly detail: string | undefined;
  /** The parsed (or raw text) body, kept for display and debugging. */
  readonly body: unknown;
  /** Seconds to wait, from a Retry-After header, when the answer had one. */
  readonly retryAfter: number | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    status?: number;
    fieldErrors?: FieldError[];
    requestId?: string;
    detail?: string;
    body?: unknown;
    retryAfter?: number | undefined;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? [];
    this.requestId = init.requestId;
    this.detail = init.detail;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }
}

/**
 * How a failed call ended (call-ending.ts), decided here only. No answer (network, timeout,
 * abort) and a gateway's 502, 503 or 504 are `unanswered`; a 2xx the app cannot read or that is
 * not what the API describes is `not-api`; any other status is the API's `refused`. Anything
 * not an ApiError is a fault of the app after sending: unanswered.
 */
export function callEnding(error: unknown): FailedEnding {
  if (!(error instanceof ApiError)) return 'unanswered';
  if (error.kind === 'http')
    return GATEWAY_STATUSES.has(error.status ?? 0) ? 'unanswered' : 'refused';
  return error.kind === 'invalid-response' ? 'not-api' : 'unanswered';
}

/** For UI: the message of an ApiError, a generic sentence for anything else. */
export function describeApiError(error: unknown): string {
  return error instanceof ApiError ? error.message : unknownFailureMessage();
}

// --- Fetch rejections -------------------------------------------------------------------

/** What the client knows about a request that never got an answer. */
export interface RequestFacts {
  /** Absolute (or, without a page, relative) URL of the request. */
  url: string;
  timeoutMs?: number;
  /** Which signal stopped the request, when one did: the client knows better than the cause. */
  stoppedBy?: 'timeout' | 'caller';
}

function errorName(cause: unknown): string | undefined {
  return cause instanceof Error || cause instanceof DOMException ? cause.name : undefined;
}

function pageOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

/** The API's origin, or undefined when the URL cannot be read. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url, typeof location === 'undefined' ? undefined : location.href).origin;
  } catch {
    return undefined;
  }
}

/** A request that got no answer: network failure (maybe CORS), timeout or caller abort. */
export function toApiError(cause: unknown, facts?: RequestFacts): ApiError {
  if (cause instanceof ApiError) return cause;
  const name = errorName(cause);
  const stoppedBy =
    facts?.stoppedBy ??
    (name === 'TimeoutError' ? 'timeout' : name === 'AbortError' ? 'caller' : undefined);
  if (stoppedBy === 'timeout') {
    return new ApiError({ kind: 'timeout', message: timeoutMessage(facts?.timeoutMs), cause });
  }
  if (stoppedBy === 'caller')
    return new ApiError({ kind: 'aborted', message: abortedMessage(), cause });
  const api = facts?.url === undefined ? undefined : originOf(facts.url);
  return new ApiError({ kind: 'network', message: networkMessage(api, pageOrigin()), cause });
}

/** The request could not even be built (a character a URL or header cannot carry). */
export function requestBuildError(cause: unknown): ApiError {
  return new ApiError({ kind: 'network', message: requestBuildMessage(cause), cause });
}

// --- Error statuses ---------------------------------------------------------------------

/**
 * RFC 9457 problem details (application/problem+json): a real deployment or a proxy in front of
 * it may answer with one instead of the API's bodies; a field of another type is dropped.
 */
const problemBodySchema = z.looseObject({
  title: z.catch(z.optional(z.string()), undefined),
  detail: z.catch(z.optional(z.string()), undefined),
});

interface ReadBody {
  /** Parsed JSON, the raw text when it is not JSON, undefined when empty. */
  body: unknown;
  json: boolean;
}

function readBody(text: string): ReadBody {
  if (text.trim() === '') return { body: undefined, json: false };
  try {
    const body: unknown = JSON.parse(text);
    return { body, json: true };
  } catch {
    return { body: text, json: false };
  }
}

/** Retry-After as whole seconds from now: delta-seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The ApiError of an error status, from the body's text and the response headers. */
export function httpError(status: number, text: string, headers: Headers): ApiError {
  const { body, json } = readBody(text);
  let fieldErrors: FieldError[] = [];
  let detail: string | undefined;
  let requestId: string | undefined;
  if (json) {
    const fields = fieldErrorBodySchema.safeParse(body);
    const statusBody = statusErrorBodySchema.safeParse(body);
    if (fields.success) {
      fieldErrors = fields.data.map((item) => ({
        path: item.field,
        message: item.message,
        ...('rejectedValue' in item ? { rejectedValue: item.rejectedValue } : {}),
      }));
      if (fieldErrors.length > 0) detail = summarizeFields(fieldErrors);
    } else if (statusBody.success) {
      const problem = problemBodySchema.safeParse(body);
      detail =
        statusBody.data.message?.trim() ||
        (problem.success ? problemWords(status, problem.data) : undefined);
      requestId = statusBody.data.request_id;
    }
  }
  requestId ??= headers.get('x-request-id') ?? undefined;
  const retryAfter = retryAfterSeconds(headers.get('retry-after'));
  const message = statusMessage({ status, detail, fieldErrors, retryAfter });
  return new ApiError({
    kind: 'http',
    status,
    message,
    fieldErrors,
    requestId,
    detail,
    body,
    retryAfter,
  });
}

// --- Success bodies that are not what the API describes ---------------------------------

/** A 2xx whose body is empty where one is required, not JSON, or of the wrong shape. */
export function invalidResponseError(
  status: number,
  text: string,
  issue?: z.core.$ZodIssue,
): ApiError {
  const { body, json } = readBody(text);
  let fault: BodyFault;
  if (body === undefined) fault = 'empty';
  else if (!json) fault = /^\s*</.test(text) ? 'html' : 'not-json';
  else fault = issue ? { issue } : 'shape';
  return new ApiError({
    kind: 'invalid-response',
    status,
    message: invalidResponseMessage(status, fault),
    body,
  });
}

/**
 * A batch answer that mentions none of the rows sent (docs/decisions.md "Rows a batch answer does
 * not mention"): read, but not what the API describes, so the rows may be stored.
 */
export function unmentionedRowsError(rows: number, body: unknown): ApiError {
  return new ApiError({ kind: 'invalid-response', message: unmentionedRowsMessage(rows), body });
}
