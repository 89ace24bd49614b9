// The words a person reads for each failure of an API call. errors.ts decides what failed;
// this file says it, for an administrator: what happened and what to do next.
import type * as z from 'zod/mini';
import { fieldPath } from './field-path.ts';
import { firstAndMore, say } from './wording.ts';

/** One rejected field as the messages need it. */
interface NamedField {
  path: string;
  message: string;
}

/** "30 seconds", "1.5 seconds", "50 ms". */
export function formatDuration(ms: number): string {
  if (ms < 1000) {
    return say(
      /*i18n*/ { id: 'api.time.milliseconds', message: '{ms, number} ms', values: { ms } },
    );
  }
  const seconds = Math.round(ms / 100) / 10;
  return seconds === 1
    ? say(/*i18n*/ { id: 'api.time.oneSecond', message: '1 second' })
    : say(
        /*i18n*/ {
          id: 'api.time.seconds',
          message: '{seconds, number} seconds',
          values: { seconds },
        },
      );
}

/** For a failure that is no ApiError: a fault of the app, said in the language in use. */
export function unknownFailureMessage(): string {
  return say(
    /*i18n*/ {
      id: 'api.errors.unknownFailure',
      message:
        'Something went wrong in the app while talking to the API. Nothing you entered is lost; try again.',
    },
  );
}

export function abortedMessage(): string {
  return say(
    /*i18n*/ {
      id: 'api.errors.aborted',
      message: 'The request was cancelled before the API answered.',
    },
  );
}

export function timeoutMessage(timeoutMs: number | undefined): string {
  if (timeoutMs === undefined) {
    return say(
      /*i18n*/ {
        id: 'api.errors.timeout',
        message:
          'No answer from the API. Check your network and try again; the API may have applied the request all the same.',
      },
    );
  }
  return say(
    /*i18n*/ {
      id: 'api.errors.timeoutWithin',
      message:
        'No answer from the API within {duration}. Check your network and try again; the API may have applied the request all the same.',
      values: { duration: formatDuration(timeoutMs) },
    },
  );
}

/** A request without an answer; `api` and `page` are origins, when known. */
export function networkMessage(api: string | undefined, page: string | undefined): string {
  if (api === undefined || api === 'null') {
    return say(
      /*i18n*/ {
        id: 'api.errors.networkNoUrl',
        message:
          'Could not reach the API: check the base URL on the Connection page and your network.',
      },
    );
  }
  if (page !== undefined && page !== api) {
    return say(
      /*i18n*/ {
        id: 'api.errors.networkCors',
        message:
          "Could not reach the API at {api}. Either it is down or unreachable, or the browser blocked the call because the API does not allow requests from this page's origin {page} (CORS). Serving the app with API_TARGET={api} npm start, or behind a reverse proxy on one origin with the API, avoids CORS; then leave the base URL empty.",
        values: { api, page },
      },
    );
  }
  return say(
    /*i18n*/ {
      id: 'api.errors.network',
      message: 'Could not reach the API at {api}: check the base URL and your network.',
      values: { api },
    },
  );
}

export function requestBuildMessage(cause: unknown): string {
  if (cause instanceof Error) {
    return say(
      /*i18n*/ {
        id: 'api.errors.requestBuildBecause',
        message:
          'The request could not be sent: the base URL or the API key contains characters a request cannot carry ({detail}). Check them on the Connection page.',
        values: { detail: cause.message },
      },
    );
  }
  return say(
    /*i18n*/ {
      id: 'api.errors.requestBuild',
      message:
        'The request could not be sent: the base URL or the API key contains characters a request cannot carry. Check them on the Connection page.',
    },
  );
}

/** A Retry-After wait in words, rounded up so that trying then is not too early: "2 minutes". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) {
    const n = Math.ceil(seconds);
    return n === 1
      ? say(/*i18n*/ { id: 'api.time.oneSecond', message: '1 second' })
      : say(
          /*i18n*/ {
            id: 'api.time.seconds',
            message: '{seconds, number} seconds',
            values: { seconds: n },
          },
        );
  }
  if (seconds < 3600) {
    const n = Math.ceil(seconds / 60);
    return n === 1
      ? say(/*i18n*/ { id: 'api.time.oneMinute', message: '1 minute' })
      : say(
          /*i18n*/ {
            id: 'api.time.minutes',
            message: '{minutes, number} minutes',
            values: { minutes: n },
          },
        );
  }
  const n = Math.ceil(seconds / 3600);
  return n === 1
    ? say(/*i18n*/ { id: 'api.time.oneHour', message: '1 hour' })
    : say(
        /*i18n*/ { id: 'api.time.hours', message: '{hours, number} hours', values: { hours: n } },
      );
}

const FIELDS_SHOWN = 5;

/** "mac: MAC already whitelisted; name: …" with at most FIELDS_SHOWN fields named. */
export function summarizeFields(fields: readonly NamedField[]): string {
  const named = fields.map(
    (field) =>
      `${field.path}: ${field.message || say(/*i18n*/ { id: 'api.errors.fieldRejected', message: 'rejected' })}`,
  );
  return firstAndMore(named, FIELDS_SHOWN);
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
export function statusMessage(facts: StatusFacts): string {
  return statusWords(facts) + serverSaidAfter(facts);
}

/** " The server said: …." after the statuses whose own sentence does not end in the detail. */
function serverSaidAfter({ status, detail }: StatusFacts): string {
  return [400, 404, 409].includes(status) ? '' : serverSaid(detail);
}

function statusWords({ status: code, detail, fieldErrors, retryAfter }: StatusFacts): string {
  // Said as the API spells it ("HTTP 503"), never grouped.
  const status = String(code);
  const said = detail ? sentence(detail) : undefined;
  if (code === 400) {
    if (fieldErrors.length > 0) {
      const fields = sentence(summarizeFields(fieldErrors));
      return fieldErrors.length === 1
        ? say(
            /*i18n*/ {
              id: 'api.status.rejectedField',
              message: 'The server rejected 1 field (HTTP {status}): {fields}',
              values: { status, fields },
            },
          )
        : say(
            /*i18n*/ {
              id: 'api.status.rejectedFields',
              message: 'The server rejected {count, number} fields (HTTP {status}): {fields}',
              values: { count: fieldErrors.length, status, fields },
            },
          );
    }
    return said
      ? say(
          /*i18n*/ {
            id: 'api.status.invalidBecause',
            message: 'The server rejected the request as invalid (HTTP {status}): {detail}',
            values: { status, detail: said },
          },
        )
      : say(
          /*i18n*/ {
            id: 'api.status.invalid',
            message: 'The server rejected the request as invalid (HTTP {status}).',
            values: { status },
          },
        );
  }
  if (code === 401) {
    return say(
      /*i18n*/ {
        id: 'api.status.unauthorized',
        message:
          'The API key was not accepted (HTTP {status}). Check the key on the Connection page.',
        values: { status },
      },
    );
  }
  if (code === 403) {
    return say(
      /*i18n*/ {
        id: 'api.status.forbidden',
        message:
          'This key may not manage this organization or context, or this network may not call the API (HTTP {status}).',
        values: { status },
      },
    );
  }
  if (code === 404) {
    // A body that only repeats the status ("Not found") says nothing more.
    if (detail && detail.trim().replace(/\.$/, '').toLowerCase() !== REASON_PHRASES[404]) {
      return say(
        /*i18n*/ {
          id: 'api.status.notFoundBecause',
          message: 'Not found (HTTP {status}): {detail}',
          values: { status, detail: sentence(detail) },
        },
      );
    }
    return say(
      /*i18n*/ {
        id: 'api.status.notFound',
        message:
          'Nothing was found at this address (HTTP {status}): no such entry or access policy, or the base URL does not point to the API. Check the IDs and the Connection page.',
        values: { status },
      },
    );
  }
  if (code === 409) {
    return said
      ? say(
          /*i18n*/ {
            id: 'api.status.conflictBecause',
            message: 'This conflicts with what the API already holds (HTTP {status}): {detail}',
            values: { status, detail: said },
          },
        )
      : say(
          /*i18n*/ {
            id: 'api.status.conflict',
            message:
              'This conflicts with what the API already holds (HTTP {status}), for example a MAC address that is already whitelisted.',
            values: { status },
          },
        );
  }
  if (code === 413) {
    return say(
      /*i18n*/ {
        id: 'api.status.tooLarge',
        message:
          'The request is too large for the API (HTTP {status}). Send fewer entries or emails at once: lower the batch chunk size on the Connection page.',
        values: { status },
      },
    );
  }
  if (code === 415) {
    return say(
      /*i18n*/ {
        id: 'api.status.unsupportedMediaType',
        message:
          "The API did not accept the request's content type (HTTP {status}). This is a fault of the app or a proxy in between, not of what you entered.",
        values: { status },
      },
    );
  }
  // A wait of 0 (or a date already past) means now: no time is worth naming.
  const wait = retryAfter ? waitInWords(retryAfter) : undefined;
  if (code === 429) {
    return wait
      ? say(
          /*i18n*/ {
            id: 'api.status.tooManyRequestsWait',
            message:
              'The API is receiving too many requests (HTTP {status}). Wait {wait} and try again.',
            values: { status, wait },
          },
        )
      : say(
          /*i18n*/ {
            id: 'api.status.tooManyRequests',
            message:
              'The API is receiving too many requests (HTTP {status}). Wait a moment and try again.',
            values: { status },
          },
        );
  }
  if (code >= 500 && code <= 599) {
    // docs/decisions.md: after a gateway's 502, 503 or 504 the API may have done the work.
    const where = GATEWAY_STATUSES.has(code)
      ? say(
          /*i18n*/ {
            id: 'api.status.gateway',
            message:
              'The API’s answer was not received: HTTP {status} ({reason}) came from a gateway or the server instead. The API may have made the change all the same.',
            values: { status, reason: REASON_PHRASES[code] ?? '' },
          },
        )
      : say(
          /*i18n*/ {
            id: 'api.status.serverProblem',
            message: 'The server had a problem (HTTP {status}).',
            values: { status },
          },
        );
    // docs/decisions.md: Retry-After is said for 429 and 503 only.
    const again =
      code === 503 && wait
        ? say(
            /*i18n*/ {
              id: 'api.status.nothingLostTryAgainIn',
              message: 'Nothing you entered is lost; try again in {wait}.',
              values: { wait },
            },
          )
        : say(
            /*i18n*/ {
              id: 'api.status.nothingLostTryAgain',
              message: 'Nothing you entered is lost; try again.',
            },
          );
    return `${where} ${again}`;
  }
  return say(
    /*i18n*/ {
      id: 'api.status.unexpected',
      message: 'The API answered with an unexpected status (HTTP {status}).',
      values: { status },
    },
  );
}

/** One zod issue in words; zod/mini ships no messages, so the common codes are spelled out. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = fieldPath(issue.path);
  const where = path ? `${path}: ` : '';
  switch (issue.code) {
    case 'invalid_type':
      return (
        where +
        say(
          /*i18n*/ {
            id: 'api.issue.expected',
            message: 'expected {expected}',
            values: { expected: issue.expected },
          },
        )
      );
    case 'too_small':
      return (
        where +
        say(
          /*i18n*/ {
            id: 'api.issue.tooSmall',
            message: 'must be at least {minimum}',
            values: { minimum: String(issue.minimum) },
          },
        )
      );
    case 'too_big':
      return (
        where +
        say(
          /*i18n*/ {
            id: 'api.issue.tooBig',
            message: 'must be at most {maximum}',
            values: { maximum: String(issue.maximum) },
          },
        )
      );
    default:
      return `${where}${issue.message}`;
  }
}

/** Why a 2xx body is not what the API describes, in a few words. */
export type BodyFault = 'empty' | 'html' | 'not-json' | { issue: z.core.$ZodIssue } | 'shape';

function bodyFaultWords(fault: BodyFault): string {
  switch (fault) {
    case 'empty':
      return say(/*i18n*/ { id: 'api.body.empty', message: 'it is empty' });
    case 'html':
      return say(
        /*i18n*/ {
          id: 'api.body.html',
          message: 'it is an HTML page, not JSON: does the base URL point to the API?',
        },
      );
    case 'not-json':
      return say(/*i18n*/ { id: 'api.body.notJson', message: 'it is not JSON' });
    case 'shape':
      return say(/*i18n*/ { id: 'api.body.shape', message: 'its shape is wrong' });
    default:
      return describeIssue(fault.issue);
  }
}

export function invalidResponseMessage(status: number, fault: BodyFault): string {
  return say(
    /*i18n*/ {
      id: 'api.body.notApi',
      message:
        'The API answered HTTP {status}, but the body is not what the API describes ({why}).',
      values: { status: String(status), why: bodyFaultWords(fault) },
    },
  );
}

/**
 * A batch answer that lists none of the rows sent in any of its lists (docs/decisions.md "Rows a
 * batch answer does not mention"): not what the API describes, and the rows may be stored.
 */
export function unmentionedRowsMessage(rows: number): string {
  return rows === 1
    ? say(
        /*i18n*/ {
          id: 'api.batch.unmentionedRow',
          message:
            'The API answered with a success status, but its answer does not mention the row sent: it is not what the API describes. The API may have stored it; Resume sends it again safely.',
        },
      )
    : say(
        /*i18n*/ {
          id: 'api.batch.unmentionedRows',
          message:
            'The API answered with a success status, but its answer mentions none of the {rows, number} rows sent: it is not what the API describes. The API may have stored them; Resume sends them again safely.',
          values: { rows },
        },
      );
}

// --- Remove emails from access policy (the policy family's words for its own call) -----

/** " The server said: …." after a sentence of the app's, or '' when the server said nothing. */
export function serverSaid(detail: string | undefined): string {
  if (!detail) return '';
  const said = say(
    /*i18n*/ {
      id: 'api.errors.serverSaid',
      message: 'The server said: {detail}',
      values: { detail: sentence(detail) },
    },
  );
  return ` ${said}`;
}

/** 404 on a removal: the policy is unknown in this context (docs/decisions.md), not the emails. */
export function policyNotFoundMessage(
  policyId: string,
  contextId: string,
  detail: string | undefined,
): string {
  const words = say(
    /*i18n*/ {
      id: 'api.removal.policyNotFound',
      message:
        'Access policy {policyId} does not exist in the Sign-In context {contextId} (HTTP 404). Check the policy ID, and that the connection in use is the context the policy belongs to.',
      values: { policyId, contextId },
    },
  );
  return words + serverSaid(detail);
}

/** 413 on a removal: removals are not chunked, so the advice is to split the list by hand. */
export function removalTooLargeMessage(count: number, detail: string | undefined): string {
  const words =
    count === 1
      ? say(
          /*i18n*/ {
            id: 'api.removal.tooLargeOne',
            message:
              'The API refused a list this large (HTTP 413): 1 email. Remove them in smaller parts, a few thousand at a time.',
          },
        )
      : say(
          /*i18n*/ {
            id: 'api.removal.tooLarge',
            message:
              'The API refused a list this large (HTTP 413): {count, number} emails. Remove them in smaller parts, a few thousand at a time.',
            values: { count },
          },
        );
  return words + serverSaid(detail);
}
