// Activity (issue 16): the record of every call this browser made that changes something, per
// connection, kept on this device because the API cannot list or read anything back. What a
// record holds is a zod schema: records are read from IndexedDB, which another version of the
// app (or another tab) may have written, so they are parsed, never trusted.
import * as z from 'zod/mini';
import { FAILED_ENDINGS } from '../api/call-ending.ts';
import { entryStateSchema, type EntryState } from './entry-state.ts';
import { removePolicyEmailsResultSchema } from '../api/schemas.ts';

const text = z.string();
const count = z.int().check(z.nonnegative());

export const ACTIVITY_KINDS = ['add', 'edit', 'batch', 'removal'] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** The connection a call went to: what names it for a person, never its key. */
export const connectionRefSchema = z.object({
  id: text,
  name: text,
  organizationId: text,
  contextId: text,
  /** '' = the app's own origin. */
  baseUrl: text,
});
export type ConnectionRef = z.infer<typeof connectionRefSchema>;

/** A call that failed, as the screen said it (errors.ts and error-messages.ts). */
export const callFailureSchema = z.pipe(
  z.object({
    status: z.optional(z.int()),
    message: text,
    requestId: z.optional(text),
    /** How the call ended (api/call-ending.ts). */
    ending: z.optional(z.enum(FAILED_ENDINGS)),
    /** Written by versions before `ending`: true = unanswered, false = refused. */
    mayBeLost: z.optional(z.boolean()),
  }),
  z.transform(({ ending, mayBeLost, ...failure }) => ({
    ...failure,
    ending: ending ?? (mayBeLost === false ? ('refused' as const) : ('unanswered' as const)),
  })),
);
export type CallFailure = z.output<typeof callFailureSchema>;

export { entryStateSchema, type EntryState };

/** What a create or update sent; fields an update left out are absent. */
export const sentEntrySchema = z.object({
  id: text,
  mac: text,
  name: text,
  description: z.optional(text),
  /** Update: null makes the entry permanent. */
  toDate: z.optional(z.nullable(text)),
  tags: z.optional(z.array(text)),
});
export type SentEntry = z.infer<typeof sentEntrySchema>;

/**
 * waiting: written ahead, sent, waiting for the answer; running: a batch run going on; done:
 * the call succeeded; failed: it did not (`failure` says how it ended); stopped: a batch run
 * stopped at a failed chunk, or when its page was left; cancelled: a batch run the person
 * cancelled. A waiting or running record whose page was left is settled by the next tab that
 * reads it (`pageLeft`).
 */
export const activityStatusSchema = z.enum([
  'waiting',
  'running',
  'done',
  'failed',
  'stopped',
  'cancelled',
]);
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

const baseShape = {
  /** Made by this browser (a UUID). */
  id: text,
  /** ISO time the call (or the run) started. */
  at: text,
  /** ISO time of the last change: a batch run's record changes until it settles. */
  updatedAt: text,
  connection: connectionRefSchema,
  status: activityStatusSchema,
  /** The failure that ended the call (failed), or stopped the run (stopped). */
  failure: z.optional(callFailureSchema),
  /** About how many bytes the record and its rows take (for "how much space it holds"). */
  bytes: z.optional(count),
  /** The page that wrote it while its call was in flight (call-locks.ts PAGE_ID). */
  page: z.optional(text),
  /** Its page was left (reload, link, closed tab) before the answer came or the run ended. */
  pageLeft: z.optional(z.boolean()),
  /** Moved from the Recent entries list of an earlier version: the entry, not the call. */
  migrated: z.optional(z.boolean()),
};

const addRecordSchema = z.object({
  ...baseShape,
  kind: z.literal('add'),
  sent: sentEntrySchema,
  /** The entry as stored (the answer, else what was sent): when done. */
  entry: z.optional(entryStateSchema),
  /** Done by an earlier attempt whose answer was not received: this retry found it already there. */
  earlier: z.optional(z.boolean()),
});

const editRecordSchema = z.object({
  ...baseShape,
  kind: z.literal('edit'),
  sent: sentEntrySchema,
  entry: z.optional(entryStateSchema),
});

/** The four figures of a batch run and what they rest on: the live run's and the record's. */
export const batchFiguresSchema = z.pipe(
  z.object({
    created: count,
    existing: count,
    faulty: count,
    guestSessionsUpdated: count,
    /** Answered chunks whose updatedLogins was not a count: guestSessionsUpdated lacks them. */
    guestSessionsUnknown: count,
    notSent: count,
    /** Answered, but the answer did not mention them; 0 in records written before it. */
    unconfirmed: z._default(count, 0),
    /** Sent by an attempt whose answer may be lost, not settled yet. */
    unanswered: count,
    /** Of created: probably by an earlier attempt whose answer was not received (or did not mention it). */
    createdEarlier: z.optional(count),
    /** The name of createdEarlier in records written before it: read, never written. */
    lostAnswer: z.optional(count),
  }),
  z.transform(({ createdEarlier, lostAnswer, ...figures }) => ({
    ...figures,
    createdEarlier: createdEarlier ?? lostAnswer ?? 0,
  })),
);
export type BatchFigures = z.infer<typeof batchFiguresSchema>;

/**
 * What became of a batch row. 'unconfirmed' = answered, but the answer did not mention the row:
 * the server may have stored it. 'unanswered' = sent by an attempt that went unanswered, not
 * settled yet: the server may have stored it, so it is neither answered nor "not sent".
 */
export const ROW_OUTCOMES = [
  'created',
  'existing',
  'faulty',
  'unconfirmed',
  'unanswered',
  'not-sent',
] as const;
export const rowOutcomeSchema = z.enum(ROW_OUTCOMES);
export type RecordedOutcome = z.infer<typeof rowOutcomeSchema>;

/** One row of a batch run as it ended up: what was sent and what came of it. */
export const batchRowSchema = z.pipe(
  z.object({
    /** Source line, for people. */
    line: count,
    mac: text,
    name: text,
    description: text,
    tags: z.array(text),
    outcome: rowOutcomeSchema,
    /** Why, in the batch screen's words ('' for a plain created or existing row). */
    reason: text,
    /** Expiry path: the created entry's ID. */
    id: z.optional(text),
    /** Created, probably by an earlier attempt: the retry found it already whitelisted. */
    earlier: z.optional(z.boolean()),
    /** The name of `earlier` in records written before it: read, never written. */
    lostAnswer: z.optional(z.boolean()),
  }),
  z.transform(({ earlier, lostAnswer, ...row }) => ({
    ...row,
    ...((earlier ?? lostAnswer) ? { earlier: true } : {}),
  })),
);
export type BatchRow = z.infer<typeof batchRowSchema>;

/**
 * A batch sent to several venues in one run (issue 24): each venue's part is a record of its own
 * connection (found by that venue's filter), and names the run and every venue of it.
 */
export const venueGroupSchema = z.object({
  /** The run's ID, shared by its parts. */
  id: text,
  /** Every venue of the run, in the order chosen. */
  venues: z.array(connectionRefSchema),
});
export type VenueGroup = z.infer<typeof venueGroupSchema>;

const batchRecordSchema = z.object({
  ...baseShape,
  kind: z.literal('batch'),
  /** Sent to several venues in one run: this is one venue's part. */
  group: z.optional(venueGroupSchema),
  /** The file the list came from, if any. */
  source: z.nullable(text),
  options: z.object({
    autoGenerateTags: z.boolean(),
    autoGenerateDateTag: z.boolean(),
    /** Set = one create per row with this expiry. */
    toDate: z.nullable(text),
    chunkSize: count,
    tags: z.array(text),
  }),
  figures: batchFiguresSchema,
  /** Rows in the run's rows (stored apart: a run may hold 10,000). */
  rowCount: count,
  chunks: z.object({ total: count, done: count }),
  /** Every chunk or create that failed over the run, Resume included, oldest first. */
  failures: z.array(z.object({ at: text, chunk: count, failure: callFailureSchema })),
  /** MACs the answers listed that the run never sent. */
  strayMacs: z.array(text),
});

export const unansweredRemovalsSchema = z.object({
  policyId: text,
  /** Every email and pattern sent by the attempts whose answer was not received. */
  sent: z.array(text),
  /** Whether any of them asked to end active sign-ins. */
  revokeUserEngagement: z.boolean(),
});
export type UnansweredRemovals = z.infer<typeof unansweredRemovalsSchema>;

const removalRecordSchema = z.object({
  ...baseShape,
  kind: z.literal('removal'),
  /** Sent to several venues in one cleanup: this is one venue's part. */
  group: z.optional(venueGroupSchema),
  policyId: text,
  /** The person's own name for the policy. */
  label: text,
  /** The emails and patterns sent, in order. */
  sent: z.array(text),
  revokeUserEngagement: z.boolean(),
  /** The answer: when done. */
  result: z.optional(removePolicyEmailsResultSchema),
  /** Earlier attempts whose answer was not received: the items this one found gone may be theirs. */
  earlier: z.optional(unansweredRemovalsSchema),
});

export const activityRecordSchema = z.discriminatedUnion('kind', [
  addRecordSchema,
  editRecordSchema,
  batchRecordSchema,
  removalRecordSchema,
]);
export type ActivityRecord = z.infer<typeof activityRecordSchema>;
export type AddRecord = z.infer<typeof addRecordSchema>;
export type EditRecord = z.infer<typeof editRecordSchema>;
export type BatchRecord = z.infer<typeof batchRecordSchema>;
export type RemovalActivity = z.infer<typeof removalRecordSchema>;

export const batchRowsSchema = z.array(batchRowSchema);
