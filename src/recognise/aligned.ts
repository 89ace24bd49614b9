// Recogniser (b): space-aligned command output with a header row: Windows `arp -a`,
// PowerShell tables (`Get-DhcpServerv4Lease` with its dashed ruler), Cisco `show mac
// address-table` and `show ip arp`, HPE/Aruba `show mac-address`, Linux `arp -e`. Columns are
// where the header's headings (or the ruler's dashes) stand; each word of a row belongs to the
// column it overlaps most. Prompts, titles, rulers, totals and blank lines around are skipped;
// a row whose MAC column holds a mistyped MAC is a row to fix.
import { macInCell } from './find-macs.ts';
import {
  isMacHeading,
  kindFromHeadings,
  macPreference,
  mayNameMac,
  namePreference,
  normalizeHeading,
} from './headings.ts';
import { macChoice } from './records.ts';
import {
  draftRow,
  emptyDraft,
  explain,
  isBlank,
  mistypedIn,
  rolesFor,
  type Draft,
  type DraftRow,
  type ScannedText,
} from './scan.ts';
import { COLUMNS_KEPT, type RecogniseOptions } from './types.ts';

interface Column {
  heading: string;
  start: number;
}

interface Section {
  header: number;
  /** The ruler line under the header, or the header's second line; -1 when none. */
  ruler: number;
  columns: Column[];
  /**
   * Headings of a second, indented header line whose values a row prints on a line of their
   * own under it (Huawei `display arp`: `VLAN/CEVLAN(SIP/DIP)`); [] when none.
   */
  under: Column[];
}

const MAX_HEADER = 500;

export function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  const pieces = line.split('\t');
  let out = pieces[0] ?? '';
  for (let k = 1; k < pieces.length; k++) out += ' '.repeat(8 - (out.length % 8)) + pieces[k];
  return out;
}

/** The dash runs of a ruler line (`----    -----------`), or null when it is none. */
function rulerSegments(line: string): Array<{ start: number; end: number }> | null {
  if (line.length > MAX_HEADER * 4) return null;
  const segments: Array<{ start: number; end: number }> = [];
  let i = 0;
  while (i < line.length) {
    const ch = line[i];
    if (ch === '-' || ch === '=') {
      const start = i;
      while (i < line.length && (line[i] === '-' || line[i] === '=')) i++;
      segments.push({ start, end: i });
    } else if (ch === ' ' || ch === '+' || ch === '|') {
      i++;
    } else {
      return null;
    }
  }
  return segments.length >= 2 ? segments : null;
}

/** Headings separated by two or more spaces: `Internet Address      Physical Address`. */
function headingsBySpaces(line: string): Column[] {
  const columns: Column[] = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && line[i] === ' ') i++;
    if (i >= line.length) break;
    const start = i;
    while (i < line.length && !(line[i] === ' ' && (line[i + 1] === ' ' || i + 1 >= line.length)))
      i++;
    columns.push({ heading: line.slice(start, i).trim(), start });
  }
  return columns;
}

/** A heading of symbols only that numbers the rows: RouterOS's `#` (its print command). */
const NUMBER_HEADING = /^[#№]$/u;

function sensibleHeadings(columns: readonly Column[]): boolean {
  const named = columns.filter((c) => /\p{L}/u.test(c.heading));
  return (
    named.length >= 2 &&
    columns.every(
      (c) => c.heading.length <= 40 && (/\p{L}/u.test(c.heading) || NUMBER_HEADING.test(c.heading)),
    )
  );
}

/** Whether a MAC appears within the next few non-blank lines after `from`. */
function macFollows(scan: ScannedText, from: number): boolean {
  let seen = 0;
  for (let i = from + 1; i < scan.lines.length && seen < 5; i++) {
    const line = scan.lines[i] ?? '';
    if (isBlank(line)) continue;
    seen++;
    if (scan.hits[i]) return true;
    // Twelve bare digits in a table are no MAC on a line alone; look for them too.
    if (/\b[0-9a-f]{12}\b|[0-9a-f]{6}-[0-9a-f]{6}/i.test(line.slice(0, 400))) return true;
  }
  return false;
}

const LETTER = /\p{L}/u;
const RULER_START = /^\s*[-=]/;

function findSections(scan: ScannedText): Section[] {
  const sections: Section[] = [];
  for (let i = 0; i < scan.lines.length; i++) {
    if (scan.hits[i]) continue;
    const raw = scan.lines[i] ?? '';
    if (raw.length > MAX_HEADER || isBlank(raw) || !LETTER.test(raw)) continue;
    const next = scan.lines[i + 1];
    const ruler =
      next !== undefined && !scan.hits[i + 1] && RULER_START.test(next)
        ? rulerSegments(expandTabs(next))
        : null;
    // Without a ruler, a header names a MAC column (tabs and spaces alike are no part of it).
    if (!ruler && !mayNameMac(raw)) continue;
    const line = expandTabs(raw);
    if (ruler) {
      const columns = ruler.map((segment, k) => {
        const from = k === 0 ? 0 : segment.start;
        const to = ruler[k + 1]?.start ?? line.length;
        return { heading: line.slice(from, to).trim(), start: segment.start };
      });
      const named = columns.filter((c) => c.heading !== '');
      if (
        named.length >= 2 &&
        (named.some((c) => isMacHeading(c.heading)) || macFollows(scan, i + 1))
      ) {
        sections.push({ header: i, ruler: i + 1, columns, under: [] });
        i++;
      }
      continue;
    }
    if (!line.includes('  ')) continue;
    const columns = splitByRows(scan, i, headingsBySpaces(line));
    if (
      sensibleHeadings(columns) &&
      columns.some((c) => isMacHeading(c.heading)) &&
      macFollows(scan, i)
    ) {
      const second = secondHeaderLine(scan, i + 1, columns);
      const under = second ? [] : underHeadings(scan, i + 1);
      sections.push({
        header: i,
        ruler: second || under.length > 0 ? i + 1 : -1,
        columns: second ?? columns,
        under,
      });
      if (second || under.length > 0) i++;
    }
  }
  return sections;
}

/** Rows looked at to split headings written with one space between them. */
const SPLIT_SAMPLE = 20;

/**
 * Headings written with one space between them (`EXPIRE(M) TYPE`, Cisco's `Age Link-layer
 * Addr State Interface`) split where the rows under them do: a word of the heading starts a
 * column when every row has a space just before it and most rows a word starting there.
 */
function splitByRows(scan: ScannedText, header: number, columns: Column[]): Column[] {
  if (!columns.some((c) => c.heading.includes(' '))) return columns;
  const rows: string[] = [];
  for (let i = header + 1; i < scan.lines.length && rows.length < SPLIT_SAMPLE; i++) {
    if (i > header + 3 * SPLIT_SAMPLE) break;
    if (scan.hits[i]) rows.push(expandTabs(scan.lines[i] ?? ''));
  }
  if (rows.length === 0) return columns;
  const starts = (at: number) =>
    rows.every((row) => row[at - 1] === undefined || row[at - 1] === ' ') &&
    rows.filter((row) => row[at] !== undefined && row[at] !== ' ').length * 2 > rows.length;
  const split: Column[] = [];
  for (const column of columns) {
    let from = 0;
    const text = column.heading;
    for (let k = 1; k < text.length; k++) {
      if (text[k - 1] !== ' ' || text[k] === ' ' || !starts(column.start + k)) continue;
      split.push({ heading: text.slice(from, k).trim(), start: column.start + from });
      from = k;
    }
    split.push({ heading: text.slice(from).trim(), start: column.start + from });
  }
  return split;
}

/**
 * The headings of an indented second header line whose values rows print on a line of their
 * own (Huawei `display arp`: `VLAN/CEVLAN(SIP/DIP)      PVC` under `INTERFACE`), when a ruler
 * or a row follows it; [] otherwise.
 */
function underHeadings(scan: ScannedText, at: number): Column[] {
  const raw = scan.lines[at];
  if (raw === undefined || scan.hits[at] || isBlank(raw) || raw.length > MAX_HEADER) return [];
  const line = expandTabs(raw);
  if (!/^ {8}/.test(line) || !/\p{L}/u.test(line)) return [];
  const next = scan.lines[at + 1] ?? '';
  if (!scan.hits[at + 1] && !/^\s*[-=]{10}/.test(next)) return [];
  return headingsBySpaces(line);
}

/**
 * A header written over two lines (Junos: `Vlan  MAC      MAC    Age` over `name  address
 * flags`): the line under it holds only words, each under a heading. The headings read as one
 * ("MAC address", "MAC flags"); null when the line is no part of the header.
 */
function secondHeaderLine(
  scan: ScannedText,
  at: number,
  columns: readonly Column[],
): Column[] | null {
  const raw = scan.lines[at];
  if (raw === undefined || scan.hits[at] || isBlank(raw) || raw.length > MAX_HEADER) return null;
  const words = raw.trim().split(/\s+/);
  if (words.length < 2 || !words.every((word) => /^\p{L}[\p{L}-]*$/u.test(word))) return null;
  const under = cellsOf(expandTabs(raw), columns);
  if (under.some((cell) => cell.includes(' '))) return null;
  return columns.map((column, k) => ({
    ...column,
    heading: under[k] ? `${column.heading} ${under[k]}` : column.heading,
  }));
}

/** `continued`: the line holds only the values of the section's `under` headings. */
type LineVisitor = (
  line: number,
  local: string[],
  map: readonly number[],
  continued: boolean,
) => boolean;

/**
 * Each line of each section, after its header (and ruler), up to the next header, as cells
 * of that section's columns; `map` turns them into columns of all sections. Stops when
 * `visit` returns false.
 */
function eachSectionLine(
  scan: ScannedText,
  sections: readonly Section[],
  maps: readonly (readonly number[])[],
  visit: LineVisitor,
  onRuler: (line: number) => void = () => {},
): void {
  for (let s = 0; s < sections.length; s++) {
    const section = sections[s];
    if (!section) continue;
    const to = sections[s + 1]?.header ?? scan.lines.length;
    const map = maps[s] ?? [];
    for (let i = (section.ruler >= 0 ? section.ruler : section.header) + 1; i < to; i++) {
      const raw = scan.lines[i] ?? '';
      if (isBlank(raw)) continue;
      const line = expandTabs(raw);
      if (rulerSegments(line)) {
        onRuler(i);
        continue;
      }
      const continued = section.under.length > 0 && !scan.hits[i] && line.startsWith(' '.repeat(8));
      const local = continued
        ? [...section.columns.map(() => ''), ...cellsOf(line, section.under)]
        : cellsOf(line, section.columns);
      if (!visit(i, local, map, continued)) return;
    }
  }
}

/** The words of a line, each given to the column it overlaps most. */
function cellsOf(line: string, columns: readonly Column[]): string[] {
  const cells = columns.map(() => '');
  let i = 0;
  let column = 0;
  while (i < line.length) {
    while (i < line.length && line[i] === ' ') i++;
    if (i >= line.length) break;
    const start = i;
    while (i < line.length && line[i] !== ' ') i++;
    const end = i;
    while (column + 1 < columns.length && (columns[column + 1]?.start ?? Infinity) <= start)
      column++;
    let best = column;
    let bestOverlap = -1;
    for (let k = column; k < columns.length && (columns[k]?.start ?? Infinity) < end; k++) {
      const from = Math.max(start, k === 0 ? 0 : (columns[k]?.start ?? 0));
      const to = Math.min(end, columns[k + 1]?.start ?? Infinity);
      if (to - from > bestOverlap) {
        bestOverlap = to - from;
        best = k;
      }
    }
    const word = line.slice(start, end);
    cells[best] = cells[best] === '' ? word : `${cells[best]} ${word}`;
  }
  return cells;
}

export function recogniseAligned(scan: ScannedText, options: RecogniseOptions = {}): Draft | null {
  const sections = findSections(scan);
  if (sections.length === 0) return null;

  // Columns of every section, by heading, in the order first seen.
  const index = new Map<string, number>();
  const headings: string[] = [];
  const maps = sections.map((section) => {
    // The same heading twice in one header (Junos: `MAC` over address, `MAC` over flags) is
    // two columns; in two sections, one.
    const seen = new Map<string, number>();
    return [...section.columns, ...section.under].map((column, k) => {
      const base = normalizeHeading(column.heading) || `#${k}`;
      const repeat = seen.get(base) ?? 0;
      seen.set(base, repeat + 1);
      const key = repeat === 0 ? base : `${base}#${repeat + 1}`;
      if (!index.has(key)) {
        index.set(key, headings.length);
        headings.push(column.heading);
      }
      return index.get(key) ?? 0;
    });
  });
  // A heading that names a MAC (`MAC flags` does, in words) counts when its cells hold MACs.
  const named = headings.map((heading) => isMacHeading(heading));
  const holding = headings.map(() => 0);
  let looked = 0;
  eachSectionLine(scan, sections, maps, (_, local, map) => {
    local.forEach((cell, k) => {
      const at = map[k];
      if (at !== undefined && named[at] && cell !== '' && macInCell(cell))
        holding[at] = (holding[at] ?? 0) + 1;
    });
    return ++looked < 500;
  });
  const macColumns = headings
    .map((heading, column) => ({ heading, column }))
    .filter(({ column }) => named[column] && (holding[column] ?? 0) > 0);
  let macColumn =
    [...macColumns].sort((a, b) => macPreference(a.heading) - macPreference(b.heading))[0]
      ?.column ?? -1;

  let nameColumn = -1;
  let namePref = Number.POSITIVE_INFINITY;
  headings.forEach((heading, column) => {
    const pref = namePreference(heading);
    if (pref !== null && pref < namePref && !isMacHeading(heading)) {
      nameColumn = column;
      namePref = pref;
    }
  });

  const draft = emptyDraft(scan, 'command', kindFromHeadings(headings) ?? 'command-output');
  draft.confidence = sections.some((s) => s.ruler >= 0) ? 0.95 : 0.9;

  // The lines of each section: after its header (and ruler), up to the next header.
  const each = (visit: LineVisitor) =>
    eachSectionLine(scan, sections, maps, visit, (i) => {
      draft.used[i] = 1;
    });
  for (const section of sections) {
    draft.used[section.header] = 1;
    if (section.ruler >= 0) draft.used[section.ruler] = 1;
  }
  // No heading names the MAC column: the column the MACs are in, judged on the first rows.
  if (macColumn < 0) {
    const counts = headings.map(() => 0);
    let seen = 0;
    each((_, local, map) => {
      local.forEach((cell, k) => {
        const at = map[k];
        if (at !== undefined && cell !== '' && macInCell(cell)) counts[at] = (counts[at] ?? 0) + 1;
      });
      return ++seen < 500;
    });
    macColumn = counts.indexOf(Math.max(...counts));
  }

  const keep: number[] = [];
  for (let c = 0; c < headings.length; c++) {
    const role = c === macColumn || c === nameColumn || macColumns.some((m) => m.column === c);
    if (keep.length < COLUMNS_KEPT || role) keep.push(c);
  }
  const position = new Map(keep.map((column, i) => [column, i]));
  // The mapping's choice, as an index into the columns kept (which do not depend on it).
  const forcedColumn = options.macColumn !== undefined ? keep[options.macColumn] : undefined;
  const forced = forcedColumn !== undefined && macColumns.some((m) => m.column === forcedColumn);
  if (forced) macColumn = forcedColumn;
  draft.headers = keep.map((c) => headings[c] ?? '');
  draft.header = true;
  draft.macColumn = position.get(macColumn) ?? 0;
  draft.nameColumn = nameColumn >= 0 ? (position.get(nameColumn) ?? -1) : -1;
  draft.nameSource = draft.nameColumn >= 0 ? (draft.headers[draft.nameColumn] ?? null) : null;
  draft.roles = rolesFor(draft.headers.length, draft.macColumn, draft.nameColumn);
  draft.columnsOmitted = headings.length - keep.length;

  let last: DraftRow | null = null;
  each((i, local, map, continued) => {
    if (continued) {
      // The values a row prints on the line under it (Huawei's VLAN): that row's.
      if (last && last.line === i) {
        for (let k = 0; k < local.length; k++) {
          const at = position.get(map[k] ?? -1);
          if (at !== undefined && local[k] !== '' && last.cells[at] === '')
            last.cells[at] = local[k] ?? '';
        }
        draft.used[i] = 1;
      }
      return true;
    }
    last = null;
    const macLocal = map.indexOf(macColumn);
    const cell = macLocal >= 0 ? (local[macLocal] ?? '') : '';
    const hit = cell === '' ? null : (macInCell(cell) ?? mistypedIn(cell));
    if (!hit) {
      if (scan.hits[i]) draft.why.set(i, 'outside');
      return true;
    }
    const cells: string[] = new Array<string>(keep.length).fill('');
    for (let k = 0; k < local.length; k++) {
      const at = position.get(map[k] ?? -1);
      if (at !== undefined) cells[at] = local[k] ?? '';
    }
    const macText = cell.slice(hit.start, hit.end);
    cells[draft.macColumn] = macText;
    last = draftRow(i + 1, cells, hit.mac, macText);
    draft.rows.push(last);
    draft.used[i] = 1;
    explain(draft, scan, i);
    return true;
  });
  if (draft.rows.length === 0) return null;
  if (macColumns.length > 1) {
    const kept = macColumns.filter(({ column }) => position.has(column));
    draft.macColumns = macChoice(
      kept.map(({ heading, column }) => ({ column: position.get(column) ?? 0, heading })),
      draft.macColumn,
      draft.headers[draft.macColumn] ?? '',
      forced,
    );
  }
  return draft;
}
