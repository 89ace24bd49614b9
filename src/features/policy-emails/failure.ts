// A failed removal in the screen's terms: the words a person reads (api/error-messages.ts),
// the server's own message and the request id the vendor asks for in support requests.
import type { FailedEnding } from '../../api/call-ending.ts';
import { ApiError, callEnding } from '../../api/errors.ts';
import {
  policyNotFoundMessage,
  removalTooLargeMessage,
  unknownFailureMessage,
} from '../../api/error-messages.ts';
import { statusErrorBodySchema } from '../../api/schemas.ts';

export interface RemovalFailure {
  /** connection: 401/403, fixed on the Connection page; policy: 404; otherwise a retry may help. */
  kind: 'connection' | 'policy' | 'retry';
  /** In words, with the server's own message where it sent one. */
  message: string;
  requestId: string | undefined;
  status: number | undefined;
  /** How the call ended: unanswered or not-api, the API may have applied the removal all the same. */
  ending: FailedEnding;
}

export interface RemovalFacts {
  policyId: string;
  contextId: string;
  /** How many emails were sent. */
  count: number;
}

function serverMessageOf(error: ApiError): string | undefined {
  const parsed = statusErrorBodySchema.safeParse(error.body);
  const message = parsed.success ? parsed.data.message?.trim() : undefined;
  return message || undefined;
}

export function describeRemovalFailure(error: unknown, facts: RemovalFacts): RemovalFailure {
  if (!(error instanceof ApiError)) {
    return {
      kind: 'retry',
      message: unknownFailureMessage(),
      requestId: undefined,
      status: undefined,
      ending: callEnding(error),
    };
  }
  const serverMessage = serverMessageOf(error);
  const base = {
    requestId: error.requestId,
    status: error.status,
    ending: callEnding(error),
  };
  if (error.status === 401 || error.status === 403) {
    return { kind: 'connection', message: error.message, ...base };
  }
  if (error.status === 404) {
    return {
      kind: 'policy',
      message: policyNotFoundMessage(facts.policyId, facts.contextId, serverMessage),
      ...base,
    };
  }
  if (error.status === 413) {
    return { kind: 'retry', message: removalTooLargeMessage(facts.count, serverMessage), ...base };
  }
  return { kind: 'retry', message: error.message, ...base };
}
