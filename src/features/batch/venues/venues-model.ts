// A batch sent to several venues at once (issue 24): one plan, a run per venue. Stored with the
// session of the connection in use, so a reload finds every venue's run where it was.
import * as z from 'zod/mini';
import { connectionRefSchema, type ConnectionRef } from '../../../journal/connection-ref.ts';
import { batchRunSchema, type BatchRun } from '../run/run-model.ts';

const venueRunSchema = z.object({
  /** The venue's saved connection as it was when Send was pressed (never its key). */
  connection: connectionRefSchema,
  /** This venue's run: its own chunks, outcomes, IDs, failure and Resume. */
  run: batchRunSchema,
});
export type VenueRun = z.infer<typeof venueRunSchema>;

export const venuesRunSchema = z.object({
  /** The run's ID: every venue's Activity record names it. */
  id: z.string(),
  /** ISO time Send was pressed. */
  startedAt: z.string(),
  venues: z.array(venueRunSchema),
});
export type VenuesRun = z.infer<typeof venuesRunSchema>;

export type { BatchRun, ConnectionRef };
