// The batch screen's data, from pasted text to results (issue 9): what a reload restores is a
// zod schema and its type is inferred from it; the rest is typed here. Rows are identified by
// `index` (their position in ParsedList.rows) everywhere: edits, exclusions, chunks and
// outcomes. `line` is only for people.
import * as z from 'zod/mini';
import { FAILED_ENDINGS, type FailedEnding } from '../../api/call-ending.ts';
import type { BatchEntry } from '../../api/schemas.ts';
import { COLUMN_ROLES, type ColumnRole } from '../../recognise/types.ts';

// --- Parsing -------------------------------------------------------------------------------
// The parsed list's types are the recognisers' (recognise/types.ts); the stored mapping's schema
// takes its roles from there.

export const columnRoleSchema = z.enum(COLUMN_ROLES);

// --- Checking ------------------------------------------------------------------------------

/**
 * A row's values after mapping and edits: what the preview shows and the person edits. Tags as
 * in the cell: separated by `;` or `|` (only `|` when `;` is the delimiter).
 */
const rowValuesSchema = z.object({
  mac: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.string(),
});
export type RowValues = z.infer<typeof rowValuesSchema>;
export type RowField = keyof RowValues;

/** The person's edits of one row, by field; a field not present keeps the parsed value. */
const rowEditSchema = z.partial(rowValuesSchema);
export type RowEdit = z.infer<typeof rowEditSchema>;

/**
 * How rows will be sent: 'batch' = the batch call (batch rules: name optional, batch
 * characters, description length only); 'create' = one create per row, used when an expiry is
 * chosen (create rules: name required, create characters for name and description).
 */
export type SendMode = 'batch' | 'create';

/** Everything checkRows needs besides the parsed rows. All of it persists in the session. */
export interface CheckSettings {
  /** One role per column; missing columns count as 'ignore'. */
  roles: readonly ColumnRole[];
  /** By row index. */
  edits: Readonly<Record<number, RowEdit>>;
  /** Row indexes left out by the person. */
  excluded: readonly number[];
  /** "Tags for every row": added to each row's own tags (duplicates dropped, case-insensitive). */
  extraTags: readonly string[];
  mode: SendMode;
}

export type RowStatus = 'ready' | 'invalid' | 'duplicate' | 'warning';

export interface RowProblem {
  field: RowField;
  /** The rule's own words from src/api (names offending characters). */
  message: string;
}

export interface CheckedRow {
  /** Key: position in ParsedList.rows. */
  index: number;
  /** Source line, for people. */
  line: number;
  values: RowValues;
  /** AA:BB:CC:DD:EE:FF, or null when the MAC cell is no MAC in any notation. */
  canonicalMac: string | null;
  /**
   * What is sent for this row: MAC canonical (or trimmed as written when it is none), name and
   * description trimmed and left out when empty, tags = own + extra, deduplicated, left out
   * when none. Sent as is only when valid, or when "Also send rows that fail" is chosen.
   */
  entry: BatchEntry;
  /**
   * 'duplicate' when an earlier row (not excluded) has the same canonical MAC (duplicateOf),
   * else 'invalid' when any field fails (problems), else 'warning' when the MAC is unusual
   * (warnings), else 'ready'. A duplicate keeps its problems, shown once the first is removed.
   */
  status: RowStatus;
  problems: readonly RowProblem[];
  /** Source line of the first row with the same canonical MAC ("same device as row 3"). */
  duplicateOf: number | null;
  /** macWarnings from src/api/normalize.ts: randomized, multicast, broadcast, all-zero. */
  warnings: readonly string[];
  /** Left out by the person: never sent, counted apart, takes no part in duplicate checks. */
  excluded: boolean;
}

export interface CheckCounts {
  rows: number;
  /** The following four count rows that are not excluded. */
  ready: number;
  invalid: number;
  duplicate: number;
  warning: number;
  excluded: number;
}

/** The rows of one MAC, when it is on more than one: the choice of which of them is sent. */
export interface SameDevice {
  /** Their indexes, in order (excluded rows too). */
  rows: readonly number[];
  /** The row used for the device (the first not excluded; the others are duplicates), or null. */
  used: number | null;
}

export interface CheckResult {
  rows: CheckedRow[];
  counts: CheckCounts;
  /** By canonical MAC, each MAC that more than one row holds. */
  sameDevice: ReadonlyMap<string, SameDevice>;
  /**
   * What each row's check depended on besides the row (mode, extra tags, delimiter): checkRows
   * reuses a previous row's check only when this and the row's values are unchanged.
   */
  basis: string;
}

// --- Sending -------------------------------------------------------------------------------
// A run is stored with the session (a reload offers Resume), so its types come from its schema.

const flag = z.boolean();
const index = z.int().check(z.nonnegative());
/** Keys of records by row index: JSON object keys are strings. */
const indexKey = z.string().check(z.regex(/^\d+$/));

/** The options of one run, fixed when it starts (a resume after midnight keeps its toDate). */
const runOptionsSchema = z.object({
  autoGenerateTags: flag,
  autoGenerateDateTag: flag,
  /** Set = send one create per row with this toDate (mode 'create'). */
  toDate: z.nullable(z.string()),
  chunkSize: z.int().check(z.positive()),
});
export type RunOptions = z.infer<typeof runOptionsSchema>;

/** What the server said about one sent row. Rows never sent have no outcome. */
const rowOutcomeSchema = z.discriminatedUnion('kind', [
  z.pipe(
    z.object({
      kind: z.literal('created'),
      /** Create path only: the ID the app generated, under which the entry now exists. */
      id: z.optional(z.string()),
      /**
       * Created, probably by an earlier attempt: its answer may be lost (mayHaveChanged), or did
       * not mention the row (unconfirmed), and the retry found it existing.
       */
      earlier: z.optional(flag),
      /** The name of `earlier` in runs stored before it: read, never written. */
      lostAnswer: z.optional(flag),
    }),
    z.transform(({ lostAnswer, earlier, ...created }) => ({
      ...created,
      ...((earlier ?? lostAnswer) ? { earlier: true } : {}),
    })),
  ),
  z.object({ kind: z.literal('existing') }),
  z.object({
    kind: z.literal('faulty'),
    /** The server's own field messages (create path); [] when it gave none (batch path). */
    messages: z.array(z.string()),
    /** What was sent (entryKey), so a corrected row can be told from an unchanged one. */
    sent: z.optional(z.string()),
  }),
  /**
   * The answer listed the row's MAC in none of its lists (docs/decisions.md "Rows a batch answer
   * does not mention"): the server may have stored it. Resending it is safe.
   */
  z.object({ kind: z.literal('unconfirmed') }),
]);
export type RowOutcome = z.infer<typeof rowOutcomeSchema>;

const runChunkSchema = z.pipe(
  z.object({
    /** Row indexes, in order. */
    rows: z.array(index),
    state: z.enum(['waiting', 'done', 'failed']),
    attempts: index,
    /** An attempt went unanswered (mayHaveChanged, or the page closed): it may be applied. */
    unanswered: z.optional(flag),
    /**
     * The rows of that attempt that were on their way when it went unanswered (batch path: the
     * whole chunk; create path: the creates in flight). A retry that finds one of them existing
     * says it was probably created by the earlier attempt.
     */
    unansweredRows: z.optional(z.array(index)),
    /** Create path: rows answered so far, so the bar moves within a chunk. */
    answered: z.optional(index),
    /** The names of `unanswered` and `unansweredRows` in runs stored before them: read only. */
    answerLost: z.optional(flag),
    lostRows: z.optional(z.array(index)),
  }),
  z.transform(({ unanswered, unansweredRows, answerLost, lostRows, ...chunk }) => ({
    ...chunk,
    unanswered: unanswered ?? answerLost ?? false,
    unansweredRows: unansweredRows ?? lostRows ?? [],
  })),
);
export type RunChunk = z.infer<typeof runChunkSchema>;
export type ChunkState = RunChunk['state'];

const runErrorSchema = z.object({
  /** Index into BatchRun.chunks. */
  chunk: index,
  /** ApiError's words, for the person. */
  message: z.string(),
  /** ApiError's kind, or 'unknown' for anything else thrown. */
  kind: z.enum(['network', 'timeout', 'aborted', 'http', 'invalid-response', 'unknown']),
  /** The HTTP status, when the server (or a gateway) answered. */
  status: z.optional(z.int()),
  /** The request ID the error body named, when it did. */
  requestId: z.optional(z.string()),
});
export type RunError = z.infer<typeof runErrorSchema>;

/** A failure of the run, kept for Activity: when, and how its call ended (call-ending.ts). */
const runFailureSchema = z.pipe(
  z.extend(runErrorSchema, {
    at: z.string(),
    ending: z.optional(z.enum(FAILED_ENDINGS)),
    /** Written by runs stored before `ending`: true = the answer may be lost. Read only. */
    lost: z.optional(flag),
  }),
  z.transform(({ ending, lost, ...failure }) => ({
    ...failure,
    ending: ending ?? failedEnding(failure.kind, lost ?? false),
  })),
);
export type RunFailure = z.infer<typeof runFailureSchema>;

/**
 * How a failure ended when all that is known is its kind and whether the API may have applied
 * what was sent: then no answer came (`unanswered`), or none the app could read (`not-api`).
 */
export function failedEnding(kind: RunError['kind'], mayHaveChanged: boolean): FailedEnding {
  if (!mayHaveChanged) return 'refused';
  return kind === 'invalid-response' ? 'not-api' : 'unanswered';
}

export const batchRunSchema = z.object({
  /** The run's Activity record (src/journal): one per run, over reloads and Resume. */
  activityId: z.optional(z.string()),
  /** ISO time Send was pressed. */
  startedAt: z.optional(z.string()),
  /** The file the list came from, if any, and the tags added to every row: for Activity. */
  source: z.optional(z.nullable(z.string())),
  extraTags: z.optional(z.array(z.string())),
  options: runOptionsSchema,
  chunks: z.array(runChunkSchema),
  /** By row index. */
  outcomes: z.record(indexKey, rowOutcomeSchema),
  /** Create path: the client-generated ID of each row, reused by every retry. */
  ids: z.record(indexKey, z.string()),
  /** Sum of updatedLogins over every answered chunk. */
  updatedLogins: index,
  /** Answered chunks whose updatedLogins was not a count (docs/decisions.md): the sum lacks them. */
  updatedLoginsUnknown: z.optional(index),
  /** MACs the answers listed that this batch never sent, as the server wrote them, once each. */
  strayMacs: z.optional(z.array(z.string())),
  /** The chunk that stopped the run; cleared when a resume starts. */
  error: z.nullable(runErrorSchema),
  /** Every failure over the run, Resume included, oldest first. */
  failures: z.optional(z.array(runFailureSchema)),
  /** Cancel was pressed: the run stopped after the chunk in flight. */
  cancelled: flag,
});
export type BatchRun = z.infer<typeof batchRunSchema>;

/** An entry as a string, to tell whether a row changed since it was sent. */
export function entryKey(entry: BatchEntry): string {
  return JSON.stringify([
    entry.mac,
    entry.name,
    entry.description,
    entry.tags?.map((t) => t.value),
  ]);
}

/** A run is finished when no chunk waits or failed. */
export function runFinished(run: BatchRun): boolean {
  return run.chunks.every((chunk) => chunk.state === 'done');
}

/**
 * Progress in rows, for the <progress> bar: rows of done chunks, plus rows already answered in
 * an open chunk of the create path, of all rows planned.
 */
export function runProgress(run: BatchRun): { done: number; total: number } {
  let done = 0;
  let total = 0;
  for (const chunk of run.chunks) {
    total += chunk.rows.length;
    done +=
      chunk.state === 'done' ? chunk.rows.length : Math.min(chunk.answered ?? 0, chunk.rows.length);
  }
  return { done, total };
}

// --- Results -------------------------------------------------------------------------------

/**
 * Why a row has no outcome: failing the checks, excluded, a duplicate; or, for rows of the run,
 * cancelled, stopped at a failed chunk, or still waiting; 'unsent' = not part of the run (it
 * changed after the run was planned).
 */
export type NotSentReason =
  'invalid' | 'excluded' | 'duplicate' | 'cancelled' | 'stopped' | 'waiting' | 'unsent';

// --- The session: what survives a reload ---------------------------------------------------

/**
 * Everything a reload restores, per connection and tab (stored as a draft). The text
 * is re-parsed on restore (same text, same rows), so only the person's own choices and the run
 * are stored. Parsed, never trusted: a value that does not fit is dropped as a whole.
 */
export const batchSessionSchema = z.object({
  text: z.string(),
  /** The file the text came from, if any. */
  source: z.nullable(z.string()),
  /** null = the parser's mapping. */
  roles: z.nullable(z.array(columnRoleSchema)),
  edits: z.record(indexKey, rowEditSchema),
  excluded: z.array(index),
  extraTags: z.array(z.string()),
  autoGenerateTags: flag,
  autoGenerateDateTag: flag,
  alsoSendInvalid: flag,
  /** The ExpiryValue of src/ui/expiry.ts ('keep' is not offered here). */
  expiry: z.object({
    kind: z.enum(['forever', 'days', 'date']),
    days: z.string(),
    date: z.string(),
  }),
  run: z.nullable(batchRunSchema),
});
export type BatchSession = z.infer<typeof batchSessionSchema>;
