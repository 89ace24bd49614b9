// The words a person reads for each failure of an API call. errors.ts decides what failed;
// this file says it, for an administrator: what happened and what to do next.
import type * as z from 'zod/mini';
import { fieldPath } from './field-path.ts';
import { firstAndMore } from './wording.ts';

/** One rejected field as the messages need it. */
interface NamedField {
  path: string;
  message: string;
}

/** "30 seconds", "1.5 seconds", "50 ms". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

export const UNKNOWN_FAILURE_MESSAGE =
  'Something went wrong in the app while talking to the API. Nothing you entered is lost; try again.';

export const ABORTED_MESSAGE = 'The request was cancelled before the API answered.';

export function timeoutMessage(timeoutMs: number | undefined): string {
  const within = timeoutMs === undefined ? '' : ` within ${formatDuration(timeoutMs)}`;
  return `No answer from the API${within}. Check your network and try again; the API may have applied the request all the same.`;
}

/** A request without an answer; `api` and `page` are origins, when known. */
export function networkMessage(api: string | undefined, page: string | undefined): string {
  if (api === undefined || api === 'null') {
    return 'Could not reach the API: check the base URL on the Connection page and your network.';
  }
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

export function requestBuildMessage(cause: unknown): string {
  const detail = cause instanceof Error ? ` (${cause.message})` : '';
  return `The request could not be sent: the base URL or the API key contains characters a request cannot carry${detail}. Check them on the Connection page.`;
}

function unit(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A Retry-After wait in words, rounded up so that trying then is not too early: "2 minutes". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return unit(Math.ceil(seconds), 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

const FIELDS_SHOWN = 5;

/** "mac: MAC already whitelisted; name: …" with at most FIELDS_SHOWN fields named. */
export function summarizeFields(fields: readonly NamedField[]): string {
  const named = fields.map((field) => `${field.path}: ${field.message || 'rejected'}`);
  return firstAndMore(named, FIELDS_SHOWN);
}

function fieldCount(n: number): string {
  return n === 1 ? '1 field' : `${n} fields`;
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

// The reason phrases a problem's title may only repeat (RFC 9457: so it should for about:blank).
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'bad request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not found',
  405: 'method not allowed',
  409: 'conflict',
  413: 'content too large',
  415: 'unsupported media type',
  422: 'unprocessable content',
  429: 'too many requests',
  500: 'internal server error',
  502: 'bad gateway',
  503: 'service unavailable',
  504: 'gateway timeout',
};

/**
 * What a gateway (or a server going away) answers for a request the API may have done all the
 * same (docs/decisions.md "The answer may be lost"). errors.ts reads it; the words here say it.
 */
export const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * A problem body's words (RFC 9457): the detail, led by the title when the title says more
 * than the status or the detail already does; undefined when neither says anything.
 */
export function problemWords(
  status: number,
  problem: { title?: string | undefined; detail?: string | undefined },
): string | undefined {
  const title = problem.title?.trim() ?? '';
  const detail = problem.detail?.trim() ?? '';
  const titleAdds =
    title !== '' &&
    title.toLowerCase() !== REASON_PHRASES[status] &&
    !detail.toLowerCase().includes(title.toLowerCase());
  if (!titleAdds) return detail || undefined;
  return detail ? `${title}: ${detail}` : title;
}

export interface StatusFacts {
  status: number;
  /** The server's words: its message, or a summary of the rejected fields. */
  detail: string | undefined;
  fieldErrors: readonly NamedField[];
  /** Seconds to wait, from Retry-After. */
  retryAfter: number | undefined;
}

/** An error status in words, with the server's own words where it gave some. */
export function statusMessage({ status, detail, fieldErrors, retryAfter }: StatusFacts): string {
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
    // A body that only repeats the status ("Not found") says nothing more.
    if (detail && detail.trim().replace(/\.$/, '').toLowerCase() !== REASON_PHRASES[404])
      return `Not found (${http}): ${sentence(detail)}`;
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
  // A wait of 0 (or a date already past) means now: no time is worth naming.
  const wait = retryAfter ? waitInWords(retryAfter) : undefined;
  if (status === 429) {
    return `The API is receiving too many requests (${http}). ${wait ? `Wait ${wait}` : 'Wait a moment'} and try again.${said}`;
  }
  if (status >= 500 && status <= 599) {
    // docs/decisions.md: Retry-After is said for 429 and 503 only.
    const when = status === 503 && wait ? ` in ${wait}` : '';
    // docs/decisions.md: after a gateway's 502, 503 or 504 the API may have done the work.
    const where = GATEWAY_STATUSES.has(status)
      ? `The API’s answer was not received: ${http} (${REASON_PHRASES[status]}) came from a gateway or the server instead. The API may have made the change all the same.`
      : `The server had a problem (${http}).`;
    return `${where} Nothing you entered is lost; try again${when}.${said}`;
  }
  return `The API answered with an unexpected status (${http}).${said}`;
}

/** One zod issue in words; zod/mini ships no messages, so the common codes are spelled out. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = fieldPath(issue.path);
  const where = path ? `${path}: ` : '';
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

/** Why a 2xx body is not what the API describes, in a few words. */
export type BodyFault = 'empty' | 'html' | 'not-json' | { issue: z.core.$ZodIssue } | 'shape';

export function invalidResponseMessage(status: number, fault: BodyFault): string {
  const why =
    fault === 'empty'
      ? 'it is empty'
      : fault === 'html'
        ? 'it is an HTML page, not JSON: does the base URL point to the API?'
        : fault === 'not-json'
          ? 'it is not JSON'
          : fault === 'shape'
            ? 'its shape is wrong'
            : describeIssue(fault.issue);
  return `The API answered HTTP ${status}, but the body is not what the API describes (${why}).`;
}

/**
 * A batch answer that lists none of the rows sent in any of its lists (docs/decisions.md "Rows a
 * batch answer does not mention"): not what the API describes, and the rows may be stored.
 */
export function unmentionedRowsMessage(rows: number): string {
  const none =
    rows === 1
      ? 'does not mention the row sent'
      : `mentions none of the ${rows.toLocaleString('en')} rows sent`;
  const them = rows === 1 ? 'it' : 'them';
  return `The API answered with a success status, but its answer ${none}: it is not what the API describes. The API may have stored ${them}; Resume sends ${them} again safely.`;
}

// --- Remove emails from access policy (the policy family's words for its own call) -----

/** " The server said: …." after a sentence of the app's, or '' when the server said nothing. */
export function serverSaid(detail: string | undefined): string {
  return detail ? ` The server said: ${sentence(detail)}` : '';
}

/** 404 on a removal: the policy is unknown in this context (docs/decisions.md), not the emails. */
export function policyNotFoundMessage(
  policyId: string,
  contextId: string,
  detail: string | undefined,
): string {
  return `Access policy ${policyId} does not exist in the Sign-In context ${contextId} (HTTP 404). Check the policy ID, and that the connection in use is the context the policy belongs to.${serverSaid(detail)}`;
}

/** 413 on a removal: removals are not chunked, so the advice is to split the list by hand. */
export function removalTooLargeMessage(count: number, detail: string | undefined): string {
  const emails = count === 1 ? '1 email' : `${count.toLocaleString('en')} emails`;
  return `The API refused a list this large (HTTP 413): ${emails}. Remove them in smaller parts, a few thousand at a time.${serverSaid(detail)}`;
}
