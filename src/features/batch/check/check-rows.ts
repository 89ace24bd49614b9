// Parsed rows to checked rows (issue 9 "Preview"): the person's mapping, edits, extra tags and
// exclusions applied, each row validated with the API's own schema, duplicates found by
// canonical MAC, unusual MACs flagged. Re-checking after an edit reuses every unchanged row's
// check, so only the edited row is validated again.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { macWarnings, normalizeMac } from '../../../api/normalize.ts';
import { dedupeTags, tagProblem } from '../../../api/rules.ts';
import {
  batchEntrySchema,
  createWhitelistingRequestSchema,
  type BatchEntry,
} from '../../../api/schemas.ts';
import { acceptsBatchEntry, acceptsCreateWhitelistingRequest } from '../../../api/accepts-all.ts';
import type {
  CheckCounts,
  CheckedRow,
  CheckResult,
  CheckSettings,
  RowField,
  RowProblem,
  RowValues,
} from './check-model.ts';
import type { ParsedList, ParsedRow } from '../../../recognise/types.ts';
import { splitTags } from './split-tags.ts';

/** The column of each field: the first column given its role, -1 when none is. */
type FieldColumns = Record<RowField, number>;

export function fieldColumns(roles: CheckSettings['roles']): FieldColumns {
  const columns: FieldColumns = { mac: -1, name: -1, description: -1, tags: -1 };
  roles.forEach((role, column) => {
    if (role !== 'ignore' && columns[role] === -1) columns[role] = column;
  });
  return columns;
}

/** A column's cell; '' for no column (-1: reading `cells[-1]` is a slow property lookup). */
const cellAt = (cells: readonly string[], column: number): string =>
  (column >= 0 ? cells[column] : undefined) ?? '';

/** A row's values: its cells by the mapping (the first column of each role), then its edit. */
export function rowValues(
  row: ParsedRow,
  columns: FieldColumns,
  edit: CheckSettings['edits'][number] | undefined,
): RowValues {
  const cells = row.cells;
  if (edit === undefined) {
    return {
      mac: cellAt(cells, columns.mac),
      name: cellAt(cells, columns.name),
      description: cellAt(cells, columns.description),
      tags: cellAt(cells, columns.tags),
    };
  }
  return {
    mac: edit.mac ?? cellAt(cells, columns.mac),
    name: edit.name ?? cellAt(cells, columns.name),
    description: edit.description ?? cellAt(cells, columns.description),
    tags: edit.tags ?? cellAt(cells, columns.tags),
  };
}

/**
 * What every row's check depends on besides the row: see CheckResult.basis. The language too:
 * a row's problems and warnings are words.
 */
export function basisOf(parsed: ParsedList, settings: CheckSettings): string {
  return JSON.stringify([settings.mode, parsed.delimiter, settings.extraTags, i18n.locale]);
}

/** The entry a row sends: canonical MAC, trimmed texts, empty fields left out, tags merged. */
function entryOf(
  values: RowValues,
  canonicalMac: string | null,
  parsed: ParsedList,
  extraTags: readonly string[],
): BatchEntry {
  const entry: BatchEntry = { mac: canonicalMac ?? values.mac.trim() };
  const name = values.name.trim();
  const description = values.description.trim();
  if (name !== '') entry.name = name;
  if (description !== '') entry.description = description;
  const own = values.tags.trim() === '' ? [] : splitTags(values.tags, parsed.delimiter);
  if (own.length > 0 || extraTags.length > 0) {
    entry.tags = dedupeTags([...own, ...extraTags].map((value) => ({ value })));
  }
  return entry;
}

/**
 * A row carries the MAC its reader found, with the text it was read from: while the MAC cell
 * still holds that text, normalizeMac would give the same.
 */
function readMac(row: ParsedRow, written: string): ReturnType<typeof normalizeMac> {
  if (row.mac && row.macText === written) return { ok: true, value: row.mac };
  return normalizeMac(written);
}

const NONE: readonly never[] = [];

/** The part of a row's check that depends on the row alone (and the basis); status for now. */
function ownCheck(
  index: number,
  row: ParsedRow,
  values: RowValues,
  parsed: ParsedList,
  settings: CheckSettings,
): CheckedRow {
  const mac = readMac(row, values.mac);
  const canonicalMac = mac.ok ? mac.value : null;
  const entry = entryOf(values, canonicalMac, parsed, settings.extraTags);
  const problems: RowProblem[] = [];
  if (!mac.ok) problems.push({ field: 'mac', message: mac.problem });
  // Create (the expiry path) has stricter name and description rules than the batch call.
  const create = settings.mode === 'create';
  const schema = create ? createWhitelistingRequestSchema : batchEntrySchema;
  // The schema's rules called directly where they all pass; parsed only to learn why not.
  const accepted = (create ? acceptsCreateWhitelistingRequest : acceptsBatchEntry)(entry);
  const parsedEntry = accepted ? null : schema.safeParse(entry);
  if (parsedEntry && !parsedEntry.success) {
    for (const issue of parsedEntry.error.issues) {
      const [field, position] = issue.path;
      if (field === 'mac' && !mac.ok) continue;
      if (field === 'tags' && typeof position === 'number') {
        // The rule again with the tag named, so the person knows which of several it is.
        const value = entry.tags?.[position]?.value ?? '';
        problems.push({ field, message: tagProblem(value, t`Tag "${value}"`) ?? issue.message });
      } else if (field === 'mac' || field === 'name' || field === 'description') {
        problems.push({ field, message: issue.message });
      } else {
        problems.push({ field: 'mac', message: issue.message });
      }
    }
  }
  const warnings = canonicalMac === null ? NONE : macWarnings(canonicalMac);
  return {
    index,
    line: row.line,
    values,
    canonicalMac,
    entry,
    status: problems.length > 0 ? 'invalid' : warnings.length > 0 ? 'warning' : 'ready',
    // Most rows have none: they share one empty list rather than each keeping its own.
    problems: problems.length > 0 ? problems : NONE,
    duplicateOf: null,
    warnings,
    excluded: false,
  };
}

function sameValues(a: RowValues, b: RowValues): boolean {
  return (
    a.mac === b.mac && a.name === b.name && a.description === b.description && a.tags === b.tags
  );
}

/**
 * The check as steps: yields after every `slice` rows of the per-row work, so a caller on the
 * main thread can let the browser breathe between them. Returns the result.
 */
export function* checking(
  parsed: ParsedList,
  settings: CheckSettings,
  previous: CheckResult | undefined,
  slice: number,
): Generator<void, CheckResult> {
  const basis = basisOf(parsed, settings);
  const reuse = previous !== undefined && previous.basis === basis ? previous.rows : undefined;
  const excluded = new Set(settings.excluded);
  const columns = fieldColumns(settings.roles);
  const count = parsed.rows.length;
  const rows = new Array<CheckedRow>(count);
  // Rows made by this call may be completed in place; reused ones are copied when they change.
  const fresh = new Uint8Array(count);
  // The row to yield before: counted, as `i % slice` of an endless slice is a slow float modulo.
  let sliceEnd = slice;
  for (let i = 0; i < count; i++) {
    if (i === sliceEnd) {
      sliceEnd += slice;
      yield;
    }
    const row = parsed.rows[i] as ParsedRow;
    const values = rowValues(row, columns, settings.edits[i]);
    const before = reuse?.[i];
    if (
      before &&
      before.index === i &&
      before.line === row.line &&
      sameValues(before.values, values)
    ) {
      rows[i] = before;
    } else {
      rows[i] = ownCheck(i, row, values, parsed, settings);
      fresh[i] = 1;
    }
  }

  // By MAC: its first row; a MAC on a second row gets its SameDevice (few do, so one map of all).
  const firstOf = new Map<string, number>();
  const sameDevice = new Map<string, { rows: number[]; used: number | null }>();
  const counts: CheckCounts = {
    rows: count,
    ready: 0,
    invalid: 0,
    duplicate: 0,
    warning: 0,
    excluded: 0,
  };
  // Duplicates and counts, sliced too: 400,000 rows in one go are a 200 ms task.
  sliceEnd = slice;
  for (let i = 0; i < count; i++) {
    if (i === sliceEnd) {
      sliceEnd += slice;
      yield;
    }
    const row = rows[i] as CheckedRow;
    const isExcluded = excluded.has(i);
    let duplicateOf: number | null = null;
    const mac = row.canonicalMac;
    if (mac !== null) {
      const first = firstOf.get(mac);
      if (first === undefined) {
        firstOf.set(mac, i);
      } else {
        let device = sameDevice.get(mac);
        if (!device) {
          device = { rows: [first], used: excluded.has(first) ? null : first };
          sameDevice.set(mac, device);
        }
        device.rows.push(i);
        if (!isExcluded) {
          if (device.used === null) device.used = i;
          else duplicateOf = (rows[device.used] as CheckedRow).line;
        }
      }
    }
    const status =
      duplicateOf !== null
        ? 'duplicate'
        : row.problems.length > 0
          ? 'invalid'
          : row.warnings.length > 0
            ? 'warning'
            : 'ready';
    if (isExcluded) counts.excluded++;
    else counts[status]++;
    if (fresh[i] === 1) {
      row.status = status;
      row.duplicateOf = duplicateOf;
      row.excluded = isExcluded;
    } else if (
      row.status !== status ||
      row.duplicateOf !== duplicateOf ||
      row.excluded !== isExcluded
    ) {
      rows[i] = { ...row, status, duplicateOf, excluded: isExcluded };
    }
  }
  return { rows, counts, sameDevice, basis };
}

/**
 * Checks every row. With `previous` (the last result for the same parsed list), rows whose
 * values and basis are unchanged keep their check, and their CheckedRow object when nothing
 * about them changed (so a memoized table row does not re-render).
 */
export function checkRows(
  parsed: ParsedList,
  settings: CheckSettings,
  previous?: CheckResult,
): CheckResult {
  const steps = checking(parsed, settings, previous, Number.POSITIVE_INFINITY);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Rows the check does between two looks at the clock. */
const CHECK_STEP = 500;
/**
 * Work on the page between two pauses, in ms: whatever the machine's speed, each task stays far
 * under DESIGN.md's 200 ms (fixed slices of 5,000 rows took up to 145 ms in Chromium on a busy
 * 2-core machine, a collection of garbage landing in one).
 */
export const CHECK_SLICE_MS = 50;

/**
 * Runs a check slice by slice on the page (checking needs the API's schemas, which the page
 * holds already: the worker does not ship them again): a slice ends once CHECK_SLICE_MS have
 * passed, `pause` is awaited then (a macrotask), and `stopped` is asked after each.
 */
export async function checkInSlices(
  parsed: ParsedList,
  settings: CheckSettings,
  previous: CheckResult | undefined,
  pause: () => Promise<void>,
  stopped: () => boolean,
): Promise<CheckResult> {
  const steps = checking(parsed, settings, previous, CHECK_STEP);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart < CHECK_SLICE_MS) continue;
    await pause();
    if (stopped()) throw new DOMException('A newer change replaced this check', 'AbortError');
    sliceStart = performance.now();
  }
}
