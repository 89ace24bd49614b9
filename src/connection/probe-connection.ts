// "Check connection" (the Connection screen): whether the API answers and takes the key,
// told in sentences for a person (in the language in use when it answered; what the server
// said stays as it said it). The API has no read call, so it sends a harmless request.
import { t } from '@lingui/core/macro';
import {
  send,
  whitelistingsUrl,
  type Answer,
  type ApiConnection,
  type CallOptions,
} from '../api/client.ts';
import { serverSaid, waitInWords } from '../api/error-messages.ts';
import { toApiError, type ApiError } from '../api/errors.ts';
import { statusErrorBodySchema } from '../api/schemas.ts';

export type ProbeOutcome = 'accepted' | 'rejected' | 'forbidden' | 'unreachable' | 'unexpected';

export interface ProbeResult {
  outcome: ProbeOutcome;
  status: number | undefined;
  requestId: string | undefined;
  /** One or two sentences for a person, e.g. "Connected: the API accepted the key. (An empty update …)" */
  message: string;
  error: ApiError | undefined;
}

function requestIdOf(text: string): string | undefined {
  try {
    const parsed = statusErrorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.request_id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * "Check connection": the API has no read call, so send an update with an empty body, which
 * fails validation and changes nothing, and read the status: 400 = the key was accepted.
 */
export async function probeConnection(
  conn: ApiConnection,
  opts?: CallOptions,
): Promise<ProbeResult> {
  let answer: Answer;
  try {
    answer = await send(conn, 'PUT', whitelistingsUrl(conn), {}, opts);
  } catch (cause) {
    return probeFailure(toApiError(cause));
  }
  return {
    outcome: 'unexpected',
    status: answer.status,
    requestId: requestIdOf(answer.text) ?? answer.headers.get('x-request-id') ?? undefined,
    message: unexpectedSuccess(answer.status),
    error: undefined,
  };
}

function unexpectedSuccess(status: number): string {
  return t`Unexpected answer: the API accepted an empty update (HTTP ${status}), which it should refuse. Check that the base URL points to the Sign-In API.`;
}

function probeFailure(error: ApiError): ProbeResult {
  const { message } = error;
  const base = { status: error.status, requestId: error.requestId, error };
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return { ...base, outcome: 'unreachable', message: t`Not connected. ${message}` };
    case 'aborted':
      return {
        ...base,
        outcome: 'unexpected',
        message: t`The check was cancelled before the API answered.`,
      };
    case 'invalid-response':
      return { ...base, outcome: 'unexpected', message: t`Unexpected answer. ${message}` };
    case 'http':
      break;
  }
  if (error.status === 400) {
    return {
      ...base,
      outcome: 'accepted',
      message: t`Connected: the API accepted the key. (An empty update was refused with HTTP 400, as expected; nothing changed.)`,
    };
  }
  // docs/decisions.md: the message a body carries is always shown.
  const said = serverSaid(error.detail);
  if (error.status === 401) {
    return {
      ...base,
      outcome: 'rejected',
      message: t`Not connected: the API rejected the key (HTTP 401). Check the API key.` + said,
    };
  }
  if (error.status === 403) {
    return {
      ...base,
      outcome: 'forbidden',
      message:
        t`Not connected: the key is valid but belongs to another organization or context, or this network may not call the API (HTTP 403).` +
        said,
    };
  }
  if (error.status !== undefined && error.status >= 500) {
    // The check changes nothing, so unlike a call that does, no work may have been done.
    const { status } = error;
    const wait = error.retryAfter ? waitInWords(error.retryAfter) : undefined;
    const problem = t`Not checked: the server or a gateway in front of it had a problem (HTTP ${status}).`;
    const again = wait
      ? t`Nothing was changed; check again in ${wait}.`
      : t`Nothing was changed; check again.`;
    return { ...base, outcome: 'unexpected', message: `${problem} ${again}${said}` };
  }
  return { ...base, outcome: 'unexpected', message: t`Unexpected answer. ${message}` };
}
