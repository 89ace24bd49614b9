// Typing in the paste box after editing or excluding rows in the table: a line inserted or
// removed above a row moves it to another index, and the person's edits and exclusions (kept
// by index) must move with it instead of landing on a neighbour. Lines unchanged before and
// after the typed change keep their rows; a choice on a row whose own line changed is dropped.
import type { CheckSettings, RowEdit } from './check-model.ts';
import type { ParsedRow } from '../../../recognise/types.ts';

const LINE_BREAK = /\r\n|\r|\n/;

/** Old line number to new line number, or null for a line inside the changed part. */
export function lineShift(before: string, after: string): (line: number) => number | null {
  const a = before.split(LINE_BREAK);
  const b = after.split(LINE_BREAK);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  )
    suffix++;
  const delta = b.length - a.length;
  return (line) => {
    if (line <= prefix) return line;
    if (line > a.length - suffix) return line + delta;
    return null;
  };
}

interface ListSide {
  text: string;
  rows: readonly ParsedRow[];
}

/** Where each line's rows start (a bare list may hold several rows on one line). */
function firstRowOfLine(rows: readonly ParsedRow[]): Map<number, number> {
  const first = new Map<number, number>();
  rows.forEach((row, index) => {
    if (!first.has(row.line)) first.set(row.line, index);
  });
  return first;
}

/**
 * The person's edits and exclusions moved from the rows of `before` to the same rows of
 * `after`. Returns the inputs themselves when nothing moves.
 */
export function remapChoices<E extends CheckSettings['edits'], X extends CheckSettings['excluded']>(
  before: ListSide,
  after: ListSide,
  edits: E,
  excluded: X,
): { edits: E | Record<number, RowEdit>; excluded: X | number[] } {
  const editIndexes = Object.keys(edits).map(Number);
  if (editIndexes.length === 0 && excluded.length === 0) return { edits, excluded };
  const shift = lineShift(before.text, after.text);
  const oldFirst = firstRowOfLine(before.rows);
  const newFirst = firstRowOfLine(after.rows);
  const move = (index: number): number | null => {
    const row = before.rows[index];
    if (!row) return null;
    const line = shift(row.line);
    const start = line === null ? undefined : newFirst.get(line);
    if (start === undefined) return null;
    const target = start + (index - (oldFirst.get(row.line) ?? index));
    return after.rows[target]?.line === line ? target : null;
  };
  let moved = false;
  const nextEdits: Record<number, RowEdit> = {};
  for (const index of editIndexes) {
    const target = move(index);
    if (target !== index) moved = true;
    const edit = edits[index];
    if (target !== null && edit) nextEdits[target] = edit;
  }
  const nextExcluded: number[] = [];
  for (const index of excluded) {
    const target = move(index);
    if (target !== index) moved = true;
    if (target !== null) nextExcluded.push(target);
  }
  return moved ? { edits: nextEdits, excluded: nextExcluded } : { edits, excluded };
}
