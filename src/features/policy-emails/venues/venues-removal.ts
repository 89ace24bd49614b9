// A cleanup sent to several venues at once (issue 24): the same emails and patterns removed from
// each venue's own access policy. Stored (this tab, the connection in use) before any request
// leaves and after each venue's answer, so a reload shows every venue where it was.
import * as z from 'zod/mini';
import { callFailureSchema, connectionRefSchema } from '../../../journal/journal-record.ts';
import { removalRecordSchema } from '../../../results/removal-record.ts';
import { VENUES_REMOVAL_DRAFT } from '../use-remove-policy-emails.ts';

export { VENUES_REMOVAL_DRAFT };

const venueRemovalSchema = z.object({
  /** The venue's saved connection as it was when Remove was confirmed (never its key). */
  connection: connectionRefSchema,
  policyId: z.string(),
  /** The person's name for that policy on this device. */
  label: z.string(),
  /**
   * sending: written before its request left; done: answered; failed: refused, nothing
   * changed; unanswered: no answer came, the API may have made the change.
   */
  state: z.enum(['sending', 'done', 'failed', 'unanswered']),
  result: z.optional(removalRecordSchema),
  failure: z.optional(callFailureSchema),
});
export type VenueRemoval = z.output<typeof venueRemovalSchema>;

export const venuesRemovalSchema = z.object({
  /** The cleanup's ID: every venue's Activity record names it. */
  id: z.string(),
  /** ISO time it was confirmed. */
  at: z.string(),
  /** The emails and patterns, the same for every venue. */
  sent: z.array(z.string()),
  revokeUserEngagement: z.boolean(),
  venues: z.array(venueRemovalSchema),
});
export type VenuesRemoval = z.output<typeof venuesRemovalSchema>;

/** A venue chosen besides the connection in use, with the policy to clean up there. */
export interface AlsoVenue {
  id: string;
  policyId: string;
}
