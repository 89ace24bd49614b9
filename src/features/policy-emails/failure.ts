// A failed removal in the screen's terms: the words a person reads (api/error-messages.ts),
// the server's own message and the request id the vendor asks for in support requests.
import { answerMayBeLost, ApiError } from '../../api/errors.ts';
import {
  policyNotFoundMessage,
  removalTooLargeMessage,
  UNKNOWN_FAILURE_MESSAGE,
} from '../../api/error-messages.ts';
import { statusErrorBodySchema } from '../../api/schemas.ts';

export interface RemovalFailure {
  /** connection: 401/403, fixed on the Connection page; policy: 404; otherwise a retry may help. */
  kind: 'connection' | 'policy' | 'retry';
  /** In words, with the server's own message where it sent one. */
  message: string;
  requestId: string | undefined;
  status: number | undefined;
  /** No answer came, or one that could not be read: the API may have applied the removal all the same. */
  unanswered: boolean;
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
      message: UNKNOWN_FAILURE_MESSAGE,
      requestId: undefined,
      status: undefined,
      unanswered: answerMayBeLost(error),
    };
  }
  const serverMessage = serverMessageOf(error);
  const base = {
    requestId: error.requestId,
    status: error.status,
    // decisions.md "The answer may be lost": no answer, a 2xx the app cannot read, a gateway's.
    unanswered: answerMayBeLost(error),
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
