// What checking a batch gives (issue 9 "Preview"): each row's values after the person's mapping
// and edits, its status against the API's rules, and the counts. Rows are identified by `index`
// (their position in the parsed list's rows) everywhere: edits, exclusions, chunks and outcomes;
// `line` is only for people.
import * as z from 'zod/mini';
import type { BatchEntry } from '../../../api/schemas.ts';
import type { ColumnRole } from '../../../recognise/types.ts';

/**
 * A row's values after mapping and edits: what the preview shows and the person edits. Tags as
 * in the cell: separated by `;` or `|` (only `|` when `;` is the delimiter).
 */
export const rowValuesSchema = z.object({
  mac: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.string(),
});
export type RowValues = z.infer<typeof rowValuesSchema>;
export type RowField = keyof RowValues;

/** The person's edits of one row, by field; a field not present keeps the parsed value. */
export const rowEditSchema = z.partial(rowValuesSchema);
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
