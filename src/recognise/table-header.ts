// Where a delimited table starts: a header naming a MAC column on any of the first lines (after
// `#TYPE …`, a title, blank lines), a lone MAC heading over MACs alone, or, without a header,
// the delimiter that splits the lines holding a MAC alike with the MAC in one column, or that
// starts each of them with its MAC.
import { normalizeMac } from '../api/normalize.ts';
import { findMacs, findMistypedMacs } from './find-macs.ts';
import { isMacHeading, namePreference, otherRole } from './headings.ts';
import { isBlank, type ScannedText } from './scan.ts';

export type TableDelimiter = ',' | ';' | '\t' | '|';
export const DELIMITERS: readonly TableDelimiter[] = ['\t', ';', ',', '|'];
/** Lines searched for a header. */
const HEADER_SEARCH = 30;
/** Lines sampled for a table without a header. */
const SAMPLE = 50;

/** Cells of one line split on `delimiter` outside double quotes (quotes removed), at most `max`. */
export function splitLine(line: string, delimiter: string, max = 100_000): string[] {
  const cells: string[] = [];
  let from = 0;
  let quoted = false;
  let hasQuote = false;
  const push = (to: number) => {
    let cell = line.slice(from, to);
    if (hasQuote) cell = cell.replace(/^(\s*)"|"(\s*)$/g, '$1$2').replaceAll('""', '"');
    cells.push(cell.trim());
    hasQuote = false;
  };
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') {
      quoted = !quoted;
      hasQuote = true;
    } else if (ch === delimiter && !quoted) {
      push(i);
      from = i + 1;
      if (cells.length >= max) return cells;
    }
  }
  push(line.length);
  return cells;
}

/** Words a header naming a MAC column holds one of (lower case), to skip other lines fast. */
const MAC_HINTS = ['mac', 'addr', 'adress', 'clientid', 'client id', 'hårdvaru', 'ethernet'];

export interface HeaderFound {
  line: number;
  delimiter: TableDelimiter;
  cells: string[];
}

export function findHeader(scan: ScannedText): HeaderFound | null {
  let seen = 0;
  for (let i = 0; i < scan.lines.length && seen < HEADER_SEARCH; i++) {
    const line = scan.lines[i] ?? '';
    if (isBlank(line)) continue;
    seen++;
    if (scan.hits[i]) continue;
    const lower = line.toLowerCase();
    if (!MAC_HINTS.some((hint) => lower.includes(hint))) continue;
    let best: HeaderFound | null = null;
    let bestScore = 0;
    for (const delimiter of DELIMITERS) {
      if (!line.includes(delimiter)) continue;
      const cells = splitLine(line, delimiter);
      if (cells.length < 2) continue;
      const macs = cells.filter(isMacHeading).length;
      if (macs === 0) continue;
      const known = cells.filter((c) => namePreference(c) !== null || otherRole(c) !== null).length;
      const score = macs * 10 + known * 2 + cells.length / 1000;
      if (score > bestScore) {
        bestScore = score;
        best = { line: i, delimiter, cells };
      }
    }
    if (best) return best;
    if (loneHeading(scan, i)) return { line: i, delimiter: ',', cells: [line.trim()] };
  }
  return null;
}

/**
 * A heading alone on its line that names a MAC column (`MAC`, `Wi-Fi MAC address`), over lines
 * that each hold one MAC, or one mistyped, and nothing else: the header of a one-column table.
 */
function loneHeading(scan: ScannedText, at: number): boolean {
  const heading = scan.lines[at] ?? '';
  if (heading.length > 80 || DELIMITERS.some((d) => heading.includes(d))) return false;
  // A short heading, not a sentence that mentions MAC addresses.
  if (heading.trim().split(/\s+/).length > 4 || !isMacHeading(heading)) return false;
  let below = 0;
  for (let i = at + 1; i < scan.lines.length; i++) {
    const line = (scan.lines[i] ?? '').trim();
    if (line === '') continue;
    const typo = scan.typos[i]?.[0];
    if (!normalizeMac(line).ok && (typo?.end ?? 0) - (typo?.start ?? 0) !== line.length) {
      return false;
    }
    below++;
  }
  return below > 0;
}

/** Lines a quoted cell may go on over, read for a row of the sample. */
const CONTINUATION = 20;

const macIn = (cell: string) => findMacs(cell, { bare: 'never', limit: 1 })[0];
/** A cell that is one MAC and nothing else. */
function isMac(cell: string): boolean {
  const hit = macIn(cell);
  return hit?.start === 0 && hit.end === cell.length;
}

/**
 * Whether a quoted cell is open at the end of `line` (`open`: at its start). As csv.ts reads
 * quotes, with any delimiter: one opens a cell only at its start (`27" screen` opens none), and
 * `""` inside one is a quote.
 */
function quoteOpen(line: string, open: boolean): boolean {
  let inQuote = open;
  for (let at = line.indexOf('"'); at !== -1; at = line.indexOf('"', at + 1)) {
    if (inQuote) {
      if (line[at + 1] === '"') at++;
      else inQuote = false;
      continue;
    }
    let before = at - 1;
    while (line[before] === ' ') before--;
    inQuote = before < 0 || DELIMITERS.includes(line[before] as TableDelimiter);
  }
  return inQuote;
}

/**
 * The rows that hold the sampled lines, from `first` on: a line that leaves a quote open goes on
 * over the next ones until it closes (at most CONTINUATION), as a quoted cell holds line breaks.
 */
function sampleRows(scan: ScannedText, first: number, sample: readonly number[]): string[] {
  const rows: string[] = [];
  let k = 0;
  for (let i = first; k < sample.length && i < scan.lines.length;) {
    let end = i;
    let open = quoteOpen(scan.lines[i] ?? '', false);
    while (open && end + 1 < scan.lines.length && end - i < CONTINUATION) {
      open = quoteOpen(scan.lines[++end] ?? '', true);
    }
    if ((sample[k] ?? 0) <= end) {
      rows.push(end === i ? (scan.lines[i] ?? '') : scan.lines.slice(i, end + 1).join('\n'));
      while ((sample[k] ?? Infinity) <= end) k++;
    }
    i = end + 1;
  }
  return rows;
}

/**
 * A cell that is one MAC written without separators (`001b6384bb06`, `00 1b 63 84 bb 06`):
 * such a MAC counts only where it stands alone, so the scan does not see it on a line with
 * other cells. Whether it has a hex letter too.
 */
function bareMacCell(cell: string): { letter: boolean } | null {
  const hit = findMacs(cell, { bare: 'always', limit: 1 })[0];
  if (!hit || hit.start !== 0 || hit.end !== cell.length) return null;
  if (hit.notation !== 'bare' && hit.notation !== 'spaced') return null;
  return { letter: /[a-f]/i.test(cell) };
}

/** By column: the cells that are a bare MAC (bareMacCell), and how many of those have a letter. */
export type BareMacColumns = Map<number, { cells: number; withLetter: number }>;

/** Counts the cell in its column when it is a bare MAC; whether it is one. */
export function countBareMac(columns: BareMacColumns, column: number, cell: string): boolean {
  const mac = bareMacCell(cell);
  if (!mac) return false;
  const entry = columns.get(column) ?? { cells: 0, withLetter: 0 };
  entry.cells++;
  if (mac.letter) entry.withLetter++;
  columns.set(column, entry);
  return true;
}

/**
 * Whether the cells of a column read as bare MACs are a MAC column: most of them have a hex
 * letter, as nearly every MAC does (all twelve digits decimal: 1 in 280), so a column of
 * twelve-digit numbers (phone numbers, IDs) is none.
 */
export function isBareMacColumn({ cells, withLetter }: { cells: number; withLetter: number }) {
  return cells > 0 && withLetter >= 0.5 * cells;
}

/**
 * A table without a header whose MACs are bare digits or spaced pairs: on most sampled lines the
 * delimiter splits (a greeting or a signature around the rows need not), the same column holds
 * one (a bare MAC column) beside another filled cell.
 */
function findBareColumn(
  scan: ScannedText,
  first: number,
): { first: number; delimiter: TableDelimiter } | null {
  const lines: string[] = [];
  for (let i = first; i < scan.lines.length && lines.length < SAMPLE; i++) {
    const line = scan.lines[i] ?? '';
    if (!isBlank(line)) lines.push(line);
  }
  for (const delimiter of DELIMITERS) {
    // The first bare MAC of each line, by column.
    const found: BareMacColumns = new Map();
    let split = 0;
    for (const line of lines) {
      if (!line.includes(delimiter)) continue;
      split++;
      const cells = splitLine(line, delimiter, 1000);
      if (cells.filter((c) => c !== '').length < 2) continue;
      cells.some((cell, column) => countBareMac(found, column, cell));
    }
    for (const column of found.values()) {
      if (column.cells >= 0.8 * split && isBareMacColumn(column)) return { first, delimiter };
    }
  }
  return null;
}

/**
 * A table without a header: the delimiter that splits MAC lines alike, MAC in one column; or,
 * as a spreadsheet's rows are, of any width, one that gives every line its only MAC as its
 * first cell (a line of a MAC alone among them), one line or more; or a column of MACs
 * written without separators (findBareColumn).
 */
export function findHeaderless(
  scan: ScannedText,
): { first: number; delimiter: TableDelimiter } | null {
  let first = -1;
  const sample: number[] = [];
  for (let i = 0; i < scan.lines.length && sample.length < SAMPLE; i++) {
    if (isBlank(scan.lines[i] ?? '')) continue;
    if (first < 0) first = i;
    if (scan.hits[i]) sample.push(i);
  }
  if (first < 0) return null;
  if (sample.length === 0) return findBareColumn(scan, first);
  const rows = sampleRows(scan, first, sample);
  for (const delimiter of DELIMITERS) {
    const shapes = new Map<string, number>();
    let macFirst = delimiter !== '|';
    let named = false;
    for (const row of rows) {
      if (!row.includes(delimiter)) {
        macFirst &&= isMac(row.trim());
        continue;
      }
      const cells = splitLine(row, delimiter, 1000);
      const filled = cells.filter((c) => c !== '').length;
      // A slip or a MAC in another cell: a list of MACs, not a row of one device.
      macFirst &&= cells.every((c, k) =>
        k === 0 ? isMac(c) : !macIn(c) && findMistypedMacs(c, 1).length === 0,
      );
      named ||= filled >= 2;
      const column = cells.findIndex((c) => macIn(c) !== undefined);
      if (filled < 2 || column < 0) continue;
      const key = `${cells.length}:${column}`;
      shapes.set(key, (shapes.get(key) ?? 0) + 1);
    }
    const most = Math.max(0, ...shapes.values());
    if (most >= Math.max(2, 0.8 * sample.length) || (macFirst && named)) {
      return { first, delimiter };
    }
  }
  return findBareColumn(scan, first);
}
