// A batch sent to several venues at once (issue 24): one plan, a run per venue. Stored with the
// session of the connection in use, so a reload finds every venue's run where it was.
import * as z from 'zod/mini';
import { connectionRefSchema, type ConnectionRef } from '../../../journal/journal-record.ts';
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

/** What this code stored or already read: known to hold a run, not parsed again. */
const known = new WeakMap<object, VenuesRun | null>();

/** A run this code made or changed: the session holds it as it is. */
export function kept(run: VenuesRun): VenuesRun {
  known.set(run, run);
  return run;
}

/**
 * The session's run to several venues, checked once per stored value (what a reload or another
 * version left is parsed; what this code wrote is known); null when there is none, or when it
 * cannot be read.
 */
export function venuesOf(session: { venues?: unknown }): VenuesRun | null {
  const { venues } = session;
  if (typeof venues !== 'object' || venues === null) return null;
  let run = known.get(venues);
  if (run === undefined) {
    const parsed = venuesRunSchema.safeParse(venues);
    run = parsed.success ? parsed.data : null;
    known.set(venues, run);
    if (run) known.set(run, run);
  }
  return run;
}
