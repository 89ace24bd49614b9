// A removal as an Activity record (issue 16): what was sent, the answer, or the failure. Pure.
import type {
  ActivityRecord,
  UnansweredRemovals,
  VenueGroup,
} from '../../journal/journal-record.ts';
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
  /** Written ahead (waiting), the answer, or the failure. */
  outcome: { waiting: true } | { result: RemovePolicyEmailsResult } | { error: unknown };
  /** Earlier attempts at this policy whose answer was not received. */
  earlier?: UnansweredRemovals | undefined;
  /** The record's ID: the same from the write ahead to the answer. */
  id: string;
  /** A cleanup sent to several venues: the run this venue's part belongs to. */
  group?: VenueGroup | undefined;
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
  id,
  group,
}: RemovalCall): ActivityRecord {
  const base = {
    kind: 'removal' as const,
    id,
    at: at.toISOString(),
    updatedAt: new Date().toISOString(),
    connection: connectionRef(connection),
    ...(group ? { group } : {}),
    policyId,
    label,
    sent: [...sent],
    revokeUserEngagement,
    ...(earlier ? { earlier } : {}),
  };
  if ('waiting' in outcome) return { ...base, status: 'waiting' };
  return 'error' in outcome
    ? { ...base, status: 'failed', failure: callFailure(outcome.error) }
    : { ...base, status: 'done', result: outcome.result };
}
