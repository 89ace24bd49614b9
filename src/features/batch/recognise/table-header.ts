// Where a delimited table starts: a header naming a MAC column on any of the first lines (after
// `#TYPE …`, a title, blank lines), or, without one, the delimiter that splits the lines holding
// a MAC alike with the MAC in one column.
import { findMacs } from './find-macs.ts';
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
  }
  return null;
}

/** A table without a header: the delimiter that splits MAC lines alike, MAC in one column. */
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
  if (sample.length === 0) return null;
  for (const delimiter of DELIMITERS) {
    const shapes = new Map<string, number>();
    for (const i of sample) {
      const line = scan.lines[i] ?? '';
      if (!line.includes(delimiter)) continue;
      const cells = splitLine(line, delimiter, 1000);
      const filled = cells.filter((c) => c !== '').length;
      const column = cells.findIndex((c) => findMacs(c, { bare: 'never', limit: 1 }).length > 0);
      if (filled < 2 || column < 0) continue;
      const key = `${cells.length}:${column}`;
      shapes.set(key, (shapes.get(key) ?? 0) + 1);
    }
    const most = Math.max(0, ...shapes.values());
    if (most >= Math.max(2, 0.8 * sample.length)) return { first, delimiter };
  }
  return null;
}
