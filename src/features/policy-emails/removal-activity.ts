// A removal as an Activity record (issue 16): what was sent, the answer, or the failure. Pure.
import type { ActivityRecord, LostRemoval } from '../../journal/journal-record.ts';
import { callFailure, connectionRef } from '../../journal/record-parts.ts';
import type { RemovePolicyEmailsResult } from '../../api/schemas.ts';
import type { StoredConnection } from '../../connection/storage.ts';

export interface RemovalCall {
  connection: StoredConnection;
  policyId: string;
  label: string;
  sent: readonly string[];
  revokeUserEngagement: boolean;
  /** When the call was sent. */
  at: Date;
  outcome: { result: RemovePolicyEmailsResult } | { error: unknown };
  /** Earlier attempts at this policy whose answer was lost. */
  earlier?: LostRemoval | undefined;
  id?: string;
}

export function removalActivity({
  connection,
  policyId,
  label,
  sent,
  revokeUserEngagement,
  at,
  outcome,
  earlier,
  id = crypto.randomUUID(),
}: RemovalCall): ActivityRecord {
  const base = {
    kind: 'removal' as const,
    id,
    at: at.toISOString(),
    updatedAt: new Date().toISOString(),
    connection: connectionRef(connection),
    policyId,
    label,
    sent: [...sent],
    revokeUserEngagement,
    ...(earlier ? { earlier } : {}),
  };
  return 'error' in outcome
    ? { ...base, status: 'failed', failure: callFailure(outcome.error) }
    : { ...base, status: 'done', result: outcome.result };
}
