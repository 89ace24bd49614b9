// The batch screen's data, from pasted text to results (issue 9): types, the session schema and
// two small readings of a run. The functions live beside it, each pure and unit-tested:
//
//   parse-rows.ts      parseRows(text): ParsedList                       papaparse, line numbers
//   split-tags.ts      splitTags(cell, delimiter): string[]              tags inside one cell
//   check-rows.ts      checkRows(parsed, settings, previous?): CheckResult  mapping, edits, rules, duplicates
//                      rowsToSend(result, alsoSendInvalid): CheckedRow[] what "Send N devices" sends
//   parse-in-background.ts
//                      parseAndCheckInBackground(text, settings, signal?): Promise<Parsed>
//                      checkInBackground(parsed, settings, previous?, signal?): Promise<CheckResult>
//                        (a worker, parse.worker.ts; on the main thread in slices where there is none)
//   run-batch.ts       planRun(rows, options): BatchRun                  chunks of the chunk size
//                      runBatch(run, deps): Promise<BatchRun>            the awaited loop; resume = call again
//                        (deps: rows = check.rows, sendChunk, createOne, cancel, signal, onProgress)
//                      planResubmit(run, rowIndexes): BatchRun           corrected faulty rows, same results
//   batch-results.ts   summarizeResults(check, run): BatchResults        figures, rows per outcome, reasons
//                      correctedFaultyRows(results): number[]            what "Resubmit corrected rows" sends
//                      resultsCsvRows(rows, makerOf) / resultsCsv(…)      row, MAC, maker, name, …, reason
//                      macList(rows): string                             for "copy the MACs"
//   model.ts           batchSessionSchema: what a reload restores (stored with connection/use-draft.ts)
//
// Rows are identified by `index` (their position in ParsedList.rows) everywhere: edits,
// exclusions, chunks and outcomes. `line` is only for people.
import * as z from 'zod/mini';
import type { BatchEntry } from '../../api/schemas.ts';

// --- Parsing -------------------------------------------------------------------------------

/** How the text was split into cells; 'list' = a bare list of MACs (one cell per row). */
export type Delimiter = ',' | ';' | '\t' | 'list';

/**
 * What a column holds. The parser gives each role but 'ignore' to at most one column; when a
 * person gives one role to two columns, the first of them counts.
 */
export type ColumnRole = 'mac' | 'name' | 'description' | 'tags' | 'ignore';
export const COLUMN_ROLES: readonly ColumnRole[] = ['mac', 'name', 'description', 'tags', 'ignore'];

export interface ParsedRow {
  /** 1-based line of the source text where the row starts (a quoted cell may span lines). */
  line: number;
  /** Cells as written, trimmed; quotes of quoted cells removed. May be shorter than columnCount. */
  cells: string[];
}

/** Something the parser noticed that a person should hear (an unclosed quote, say). */
export interface ParseNote {
  line: number;
  message: string;
}

export interface ParsedList {
  delimiter: Delimiter;
  /** Whether the first row was a header row (then it is not among `rows`). */
  header: boolean;
  /** The header cells as written; [] without a header. */
  headers: string[];
  /** The widest row (or header); 1 for a bare list. */
  columnCount: number;
  /** The mapping the parser chose: from the header, else mac, name, description, tags, ignore… */
  roles: ColumnRole[];
  /** Data rows; rows whose cells are all blank are skipped (their lines still count). */
  rows: ParsedRow[];
  notes: ParseNote[];
}

// --- Checking ------------------------------------------------------------------------------

/** A row's values after mapping and edits: what the preview shows and the person edits. */
export interface RowValues {
  mac: string;
  name: string;
  description: string;
  /** As in the cell: tags separated by `;` or `|` (only `|` when `;` is the delimiter). */
  tags: string;
}
export type RowField = keyof RowValues;

/** The person's edits of one row, by field; a field not present keeps the parsed value. */
export type RowEdit = Partial<RowValues>;

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
  problems: RowProblem[];
  /** Source line of the first row with the same canonical MAC ("same device as row 3"). */
  duplicateOf: number | null;
  /** macWarnings from src/api/normalize.ts: randomized, multicast, broadcast, all-zero. */
  warnings: string[];
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

export interface CheckResult {
  rows: CheckedRow[];
  counts: CheckCounts;
  /**
   * What each row's check depended on besides the row (mode, extra tags, delimiter): checkRows
   * reuses a previous row's check only when this and the row's values are unchanged.
   */
  basis: string;
}

/** A parse and its check, as parseAndCheckInBackground resolves. */
export interface Parsed {
  parsed: ParsedList;
  check: CheckResult;
}

// --- Sending -------------------------------------------------------------------------------

/** The options of one run, fixed when it starts (a resume after midnight keeps its toDate). */
export interface RunOptions {
  autoGenerateTags: boolean;
  autoGenerateDateTag: boolean;
  /** Set = send one create per row with this toDate (mode 'create'). */
  toDate: string | null;
  chunkSize: number;
}

/** What the server said about one sent row. Rows never sent have no outcome. */
export type RowOutcome =
  | {
      kind: 'created';
      /** Create path only: the ID the app generated, under which the entry now exists. */
      id?: string;
      /**
       * The answer to the attempt that sent it was lost (network, timeout) and the retry found
       * it existing: probably created by that attempt.
       */
      lostAnswer?: boolean;
    }
  | { kind: 'existing' }
  | {
      kind: 'faulty';
      /** The server's own field messages (create path); [] when it gave none (batch path). */
      messages: string[];
      /** What was sent (entryKey of the entry), so a corrected row can be told from an unchanged one. */
      sent?: string | undefined;
    };

export type ChunkState = 'waiting' | 'done' | 'failed';

export interface RunChunk {
  /** Row indexes, in order. */
  rows: number[];
  state: ChunkState;
  attempts: number;
  /** An attempt got no answer (network, timeout, page closed): it may have been applied. */
  answerLost: boolean;
  /**
   * The rows of that attempt that were on their way when the answer was lost (batch path: the
   * whole chunk; create path: the creates in flight). A retry that finds one of them existing
   * says it was probably created by the lost attempt.
   */
  lostRows: number[];
  /**
   * Create path: rows of this chunk answered so far, so the progress bar moves within a chunk
   * (a batch chunk is answered all at once).
   */
  answered?: number | undefined;
}

export interface RunError {
  /** Index into BatchRun.chunks. */
  chunk: number;
  /** ApiError's words, for the person. */
  message: string;
  kind: 'network' | 'timeout' | 'aborted' | 'http' | 'invalid-response' | 'unknown';
}

export interface BatchRun {
  options: RunOptions;
  chunks: RunChunk[];
  /** By row index. */
  outcomes: Record<number, RowOutcome>;
  /** Create path: the client-generated ID of each row, reused by every retry. */
  ids: Record<number, string>;
  /** Sum of updatedLogins over every answered chunk. */
  updatedLogins: number;
  /** The chunk that stopped the run; cleared when a resume starts. */
  error: RunError | null;
  /** Cancel was pressed: the run stopped after the chunk in flight. */
  cancelled: boolean;
}

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
export type ResultOutcome = 'created' | 'existing' | 'faulty' | 'not-sent';

// --- The session: what survives a reload ---------------------------------------------------

const flag = z.boolean();
const index = z.int().check(z.nonnegative());
const rowEditSchema = z.object({
  mac: z.optional(z.string()),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  tags: z.optional(z.string()),
});
const outcomeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('created'),
    id: z.optional(z.string()),
    lostAnswer: z.optional(flag),
  }),
  z.object({ kind: z.literal('existing') }),
  z.object({
    kind: z.literal('faulty'),
    messages: z.array(z.string()),
    sent: z.optional(z.string()),
  }),
]);

export const batchRunSchema = z.object({
  options: z.object({
    autoGenerateTags: flag,
    autoGenerateDateTag: flag,
    toDate: z.nullable(z.string()),
    chunkSize: z.int().check(z.positive()),
  }),
  chunks: z.array(
    z.object({
      rows: z.array(index),
      state: z.enum(['waiting', 'done', 'failed']),
      attempts: index,
      answerLost: flag,
      lostRows: z.array(index),
      answered: z.optional(index),
    }),
  ),
  outcomes: z.record(z.string().check(z.regex(/^\d+$/)), outcomeSchema),
  ids: z.record(z.string().check(z.regex(/^\d+$/)), z.string()),
  updatedLogins: index,
  error: z.nullable(
    z.object({
      chunk: index,
      message: z.string(),
      kind: z.enum(['network', 'timeout', 'aborted', 'http', 'invalid-response', 'unknown']),
    }),
  ),
  cancelled: flag,
});

/**
 * Everything a reload restores, per connection (session.ts stores it with drafts.ts). The text
 * is re-parsed on restore (same text, same rows), so only the person's own choices and the run
 * are stored. Parsed, never trusted: a value that does not fit is dropped as a whole.
 */
export const batchSessionSchema = z.object({
  text: z.string(),
  /** The file the text came from, if any. */
  source: z.nullable(z.string()),
  /** null = the parser's mapping. */
  roles: z.nullable(z.array(z.enum(['mac', 'name', 'description', 'tags', 'ignore']))),
  edits: z.record(z.string().check(z.regex(/^\d+$/)), rowEditSchema),
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
