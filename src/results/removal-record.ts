// A finished removal as the results show it; kept in this tab's session until "New removal",
// so a reload does not lose what was removed and revoked.
import * as z from 'zod/mini';
import { lostRemovalSchema, type LostRemoval } from '../journal/journal-record.ts';
import { removePolicyEmailsResultSchema } from '../api/schemas.ts';

/** Whether the lost attempts were at this policy (IDs are UUIDs: case does not matter). */
export function samePolicy(lost: LostRemoval | undefined, policyId: string): boolean {
  return lost !== undefined && lost.policyId.toLowerCase() === policyId.toLowerCase();
}

/** The lost attempts with one more; an attempt at another policy starts over. */
export function withLostAttempt(
  lost: LostRemoval | undefined,
  policyId: string,
  body: { emails: readonly string[]; revokeUserEngagement?: boolean | undefined },
): LostRemoval {
  const before = samePolicy(lost, policyId) ? lost : undefined;
  return {
    policyId,
    sent: [...new Set([...(before?.sent ?? []), ...body.emails])],
    // The API's default is true.
    revokeUserEngagement:
      (before?.revokeUserEngagement ?? false) || (body.revokeUserEngagement ?? true),
  };
}

export const removalRecordSchema = z.object({
  policyId: z.string(),
  label: z.string(),
  /** The emails and patterns sent, in order. */
  sent: z.array(z.string()),
  revokeUserEngagement: z.boolean(),
  result: removePolicyEmailsResultSchema,
  /** ISO time the answer came. */
  at: z.string(),
  /**
   * Earlier attempts at this policy whose answer was lost (answerMayBeLost): what they sent,
   * and whether they asked to end sign-ins. The items this removal found gone may be theirs.
   */
  earlier: z.optional(lostRemovalSchema),
});
export type RemovalRecord = z.infer<typeof removalRecordSchema>;

/** "Staff (5f0c6d2e-…)" or the bare ID. */
export function policyName(policyId: string, label: string): string {
  return label.trim() ? `${label.trim()} (${policyId})` : policyId;
}
