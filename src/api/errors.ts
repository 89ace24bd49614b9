// Every failure of an API call as one ApiError (DESIGN.md "Data flow"): fetch rejections,
// error statuses of both body families (decisions.md "Status codes and error bodies") and
// success bodies that do not match the schema. Messages are written for an administrator.
import type * as z from 'zod/mini';
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
  /** The parsed (or raw text) body, kept for display and debugging. */
  readonly body: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    status?: number;
    fieldErrors?: FieldError[];
    requestId?: string;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? [];
    this.requestId = init.requestId;
    this.body = init.body;
  }
}

/** For UI: the message of an ApiError, a generic sentence for anything else. */
export function describeApiError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong in the app while talking to the API. Nothing you entered is lost; try again.';
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

/** "30 seconds", "1.5 seconds", "50 ms". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
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
    const within =
      facts?.timeoutMs === undefined ? '' : ` within ${formatDuration(facts.timeoutMs)}`;
    return new ApiError({
      kind: 'timeout',
      message: `No answer from the API${within}. Check your network and try again; the API may have applied the request all the same.`,
      cause,
    });
  }
  if (stoppedBy === 'caller') {
    return new ApiError({
      kind: 'aborted',
      message: 'The request was cancelled before the API answered.',
      cause,
    });
  }
  return new ApiError({ kind: 'network', message: networkMessage(facts?.url), cause });
}

function networkMessage(url: string | undefined): string {
  const api = url === undefined ? undefined : originOf(url);
  if (api === undefined || api === 'null') {
    return 'Could not reach the API: check the base URL on the Connection page and your network.';
  }
  const page = pageOrigin();
  if (page !== undefined && page !== api) {
    return (
      `Could not reach the API at ${api}. Either it is down or unreachable, or the browser blocked ` +
      `the call because the API does not allow requests from this page's origin ${page} (CORS). ` +
      `Serving the app with API_TARGET=${api} npm start, or behind a reverse proxy on one ` +
      `origin with the API, avoids CORS; then leave the base URL empty.`
    );
  }
  return `Could not reach the API at ${api}: check the base URL and your network.`;
}

/** The request could not even be built (a character a URL or header cannot carry). */
export function requestBuildError(cause: unknown): ApiError {
  const detail = cause instanceof Error ? ` (${cause.message})` : '';
  return new ApiError({
    kind: 'network',
    message: `The request could not be sent: the base URL or the API key contains characters a request cannot carry${detail}. Check them on the Connection page.`,
    cause,
  });
}

// --- Error statuses ---------------------------------------------------------------------

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

const FIELDS_SHOWN = 5;

/** "mac: MAC already whitelisted; name: …" with at most FIELDS_SHOWN fields named. */
function summarizeFields(fields: readonly FieldError[]): string {
  const shown = fields
    .slice(0, FIELDS_SHOWN)
    .map((field) => `${field.path}: ${field.message || 'rejected'}`);
  const more = fields.length - shown.length;
  return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

function fieldCount(n: number): string {
  return n === 1 ? '1 field' : `${n} fields`;
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Retry-After as whole seconds from now: delta-seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

interface StatusFacts {
  status: number;
  /** The server's words: its message, or a summary of the rejected fields. */
  detail: string | undefined;
  fieldErrors: readonly FieldError[];
  retryAfter: number | undefined;
}

function statusMessage({ status, detail, fieldErrors, retryAfter }: StatusFacts): string {
  const http = `HTTP ${status}`;
  const said = detail ? ` The server said: ${sentence(detail)}` : '';
  const because = detail ? `: ${sentence(detail)}` : '.';
  if (status === 400) {
    if (fieldErrors.length > 0) {
      return `The server rejected ${fieldCount(fieldErrors.length)} (${http}): ${sentence(summarizeFields(fieldErrors))}`;
    }
    return `The server rejected the request as invalid (${http})${because}`;
  }
  if (status === 401) {
    return `The API key was not accepted (${http}). Check the key on the Connection page.${said}`;
  }
  if (status === 403) {
    return `This key may not manage this organization or context, or this network may not call the API (${http}).${said}`;
  }
  if (status === 404) {
    if (detail) return `Not found (${http}): ${sentence(detail)}`;
    return `Nothing was found at this address (${http}): no such entry or access policy, or the base URL does not point to the API. Check the IDs and the Connection page.`;
  }
  if (status === 409) {
    if (detail)
      return `This conflicts with what the API already holds (${http}): ${sentence(detail)}`;
    return `This conflicts with what the API already holds (${http}), for example a MAC address that is already whitelisted.`;
  }
  if (status === 413) {
    return `The request is too large for the API (${http}). Send fewer entries or emails at once: lower the batch chunk size on the Connection page.${said}`;
  }
  if (status === 415) {
    return `The API did not accept the request's content type (${http}). This is a fault of the app or a proxy in between, not of what you entered.${said}`;
  }
  if (status === 429) {
    const wait =
      retryAfter === undefined
        ? 'Wait a moment'
        : `Wait ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}`;
    return `The API is receiving too many requests (${http}). ${wait} and try again.${said}`;
  }
  if (status >= 500 && status <= 599) {
    return `The server had a problem (${http}). Nothing you entered is lost; try again.${said}`;
  }
  return `The API answered with an unexpected status (${http}).${said}`;
}

/** A response whose status is not 2xx, read once: both body families, HTML, text or empty. */
export async function responseToApiError(response: Response): Promise<ApiError> {
  // The body may fail to arrive (connection dropped, timeout): the status alone still tells.
  let text = '';
  try {
    text = await response.text();
  } catch {
    text = '';
  }
  return httpError(response.status, text, response.headers);
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
      detail = statusBody.data.message?.trim() || undefined;
      requestId = statusBody.data.request_id;
    }
  }
  requestId ??= headers.get('x-request-id') ?? undefined;
  const message = statusMessage({
    status,
    detail,
    fieldErrors,
    retryAfter: retryAfterSeconds(headers.get('retry-after')),
  });
  return new ApiError({ kind: 'http', status, message, fieldErrors, requestId, body });
}

// --- Success bodies that are not what the API describes ---------------------------------

/** `tags[1].value` from ['tags', 1, 'value']. */
function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** One zod issue in words; zod/mini ships no messages, so the common codes are spelled out. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? `${issuePath(issue.path)}: ` : '';
  switch (issue.code) {
    case 'invalid_type':
      return `${where}expected ${issue.expected}`;
    case 'too_small':
      return `${where}must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `${where}must be at most ${String(issue.maximum)}`;
    default:
      return `${where}${issue.message}`;
  }
}

/** A 2xx whose body is empty where one is required, not JSON, or of the wrong shape. */
export function invalidResponseError(
  status: number,
  text: string,
  issue?: z.core.$ZodIssue,
): ApiError {
  const { body, json } = readBody(text);
  let why: string;
  if (body === undefined) why = 'it is empty';
  else if (!json && /^\s*</.test(text)) {
    why = 'it is an HTML page, not JSON: does the base URL point to the API?';
  } else if (!json) why = 'it is not JSON';
  else why = issue ? describeIssue(issue) : 'its shape is wrong';
  return new ApiError({
    kind: 'invalid-response',
    status,
    message: `The API answered HTTP ${status}, but the body is not what the API describes (${why}).`,
    body,
  });
}
