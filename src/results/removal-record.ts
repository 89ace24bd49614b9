// A finished removal as the results show it; kept in this tab's session until "New removal",
// so a reload does not lose what was removed and revoked.
import * as z from 'zod/mini';
import { unansweredRemovalsSchema } from '../journal/journal-record.ts';
import { removePolicyEmailsResultSchema } from '../api/schemas.ts';

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
   * Earlier attempts at this policy whose answer did not come (unanswered or not-api): what they sent,
   * and whether they asked to end sign-ins. The items this removal found gone may be theirs.
   */
  earlier: z.optional(unansweredRemovalsSchema),
});
export type RemovalRecord = z.infer<typeof removalRecordSchema>;

/** "Staff (5f0c6d2e-…)" or the bare ID. */
export function policyName(policyId: string, label: string): string {
  return label.trim() ? `${label.trim()} (${policyId})` : policyId;
}
