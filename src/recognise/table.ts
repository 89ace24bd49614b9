// Recogniser (a): delimited tables (CSV, `;`, TSV, `|`), split by csv.ts as papaparse would
// split them. The header may stand on any of the first lines: after PowerShell 5.1's `#TYPE …`
// line, Excel's `sep=;`, or a title. MAC and name columns are found by their headings ("Wi-Fi
// MAC Address", "hwaddr", "ClientId"; "Display Name", "HostName") and by what they hold; with
// several MAC columns the Wi-Fi one is used and the preview says so. A row whose MAC cell holds
// something else stays a row, as written, for the person to fix.
import { normalizeMac } from '../api/normalize.ts';
import type { ColumnRole, ParseNote } from './types.ts';
import { splitDelimited, type QuoteProblem } from '../lib/delimited.ts';
import { macInCell } from './find-macs.ts';
import {
  isMacHeading,
  kindFromHeadings,
  macPreference,
  namePreference,
  otherRole,
} from './headings.ts';
import { isPlaceholder } from './names.ts';
import { macChoice } from './records.ts';
import { draftRow, emptyDraft, explain, mistypedIn, type Draft, type ScannedText } from './scan.ts';
import {
  countBareMac,
  DELIMITERS,
  findHeader,
  findHeaderless,
  isBareMacColumn,
  type BareMacColumns,
  type HeaderFound,
  type TableDelimiter,
} from './table-header.ts';
import { COLUMNS_KEPT, type RecogniseOptions } from './types.ts';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`;

interface ParsedRow {
  line: number;
  last: number;
  cells: string[];
}

function breaksIn(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks++;
  }
  return breaks;
}

export function recogniseTable(scan: ScannedText, options: RecogniseOptions = {}): Draft | null {
  let start: number;
  let delimiter: TableDelimiter;
  let header: HeaderFound | null = null;
  const sep = /^\s*sep=(.)\s*$/i.exec(scan.lines[0] ?? '');
  header = findHeader(scan);
  if (header) {
    start = header.line;
    delimiter = header.delimiter;
  } else {
    const headerless = findHeaderless(scan);
    if (!headerless) return null;
    start = headerless.first;
    delimiter = headerless.delimiter;
  }
  if (sep && DELIMITERS.includes(sep[1] as TableDelimiter)) {
    delimiter = sep[1] as TableDelimiter;
    if (start === 0) start = 1;
  }

  // Parse from the header (or the first line) on; every line break read as LF.
  const body = scan.lines.slice(start).join('\n');
  const result = splitDelimited(body, { delimiter });
  const parsed: ParsedRow[] = [];
  const lineOfRow: number[] = [];
  let line = start;
  for (const raw of result.rows) {
    lineOfRow.push(line);
    const breaks = breaksIn(raw);
    let filled = false;
    for (let k = 0; k < raw.length; k++) {
      const cell = (raw[k] ?? '').trim();
      raw[k] = cell;
      filled ||= cell !== '';
    }
    if (filled) parsed.push({ line, last: line + breaks, cells: raw });
    line += 1 + breaks;
  }
  const notes = result.problems.map((problem) =>
    quoteNote(problem, (lineOfRow[problem.row] ?? line) + 1),
  );

  const headers = header ? (parsed[0]?.cells ?? header.cells) : [];
  const data = header ? parsed.slice(1) : parsed;
  let width = headers.length;
  for (const row of data) width = Math.max(width, row.cells.length);
  if (width < 2 && header === null) return null;

  // MAC columns: a heading that names one and cells that hold one; without such a heading,
  // the column holding the most MACs.
  const macCounts = new Map<number, number>();
  const candidates: number[] = [];
  headers.forEach((heading, column) => {
    if (isMacHeading(heading)) candidates.push(column);
  });
  // A cell's MAC, read from the MACs the scan found in its line where it can be.
  const macOf = (row: ParsedRow, column: number, bare: 'always' | 'never' = 'always') =>
    macInCell(row.cells[column] ?? '', bare, scan.lines[row.line], scan.hits[row.line]);
  for (const column of candidates) {
    let count = 0;
    for (const row of data) if (macOf(row, column)) count++;
    if (count > 0) macCounts.set(column, count);
  }
  if (macCounts.size === 0) {
    const counts = new Map<number, number>();
    for (const row of data) {
      for (let column = 0; column < row.cells.length; column++) {
        if (macOf(row, column, 'never')) counts.set(column, (counts.get(column) ?? 0) + 1);
      }
    }
    let best = -1;
    let most = 0;
    for (const [column, count] of counts) {
      if (count > most) {
        most = count;
        best = column;
      }
    }
    if (best < 0) {
      // No MAC with separators: a column of MACs written without them, each its whole cell.
      const bare: BareMacColumns = new Map();
      for (const row of data) row.cells.forEach((cell, column) => countBareMac(bare, column, cell));
      for (const [column, counted] of bare) {
        if (counted.cells > most && isBareMacColumn(counted)) {
          most = counted.cells;
          best = column;
        }
      }
    }
    if (best < 0) return null;
    macCounts.set(best, most);
  }
  const macList = [...macCounts.keys()].sort(
    (a, b) => macPreference(headers[a] ?? '') - macPreference(headers[b] ?? '') || a - b,
  );

  // Other roles from headings; without a header, mac, name, description, tags when the MAC comes first.
  const roleOf = new Map<number, ColumnRole>();
  if (header) {
    let namePref = Number.POSITIVE_INFINITY;
    let nameColumn = -1;
    headers.forEach((heading, column) => {
      if (macCounts.has(column)) return;
      const pref = namePreference(heading);
      if (pref !== null && pref < namePref) {
        namePref = pref;
        nameColumn = column;
      }
    });
    if (nameColumn >= 0) roleOf.set(nameColumn, 'name');
    const taken = new Set<ColumnRole>();
    headers.forEach((heading, column) => {
      const role = otherRole(heading);
      if (role && !taken.has(role) && !roleOf.has(column) && !macCounts.has(column)) {
        taken.add(role);
        roleOf.set(column, role);
      }
    });
  } else if (macList[0] === 0) {
    (['name', 'description', 'tags'] as const).forEach((role, k) => {
      if (k + 1 < width) roleOf.set(k + 1, role);
    });
  } else {
    for (let column = 0; column < width; column++) {
      if (macCounts.has(column)) continue;
      const values = data.slice(0, 50).map((row) => row.cells[column] ?? '');
      const wordy = values.filter((v) => /\p{L}/u.test(v) && !/^[\d.:/ -]+$/.test(v)).length;
      if (wordy >= 0.8 * values.length) {
        roleOf.set(column, 'name');
        break;
      }
    }
  }

  // Columns kept: the first COLUMNS_KEPT, and every MAC and role column wherever it stands.
  // The set does not depend on which MAC column is chosen, so indexes stay put when a person
  // picks another one.
  const keep: number[] = [];
  for (let column = 0; column < width; column++) {
    if (keep.length < COLUMNS_KEPT || macCounts.has(column) || roleOf.has(column))
      keep.push(column);
  }
  const position = new Map(keep.map((column, i) => [column, i]));
  const forced =
    options.macColumn !== undefined && macCounts.has(keep[options.macColumn] ?? -1)
      ? (keep[options.macColumn] ?? -1)
      : -1;
  const macColumn = forced >= 0 ? forced : (macList[0] ?? 0);

  const draft = emptyDraft(scan, 'table', kindFromHeadings(headers) ?? 'table');
  draft.delimiter = delimiter === '|' ? 'list' : delimiter;
  draft.header = header !== null;
  draft.headers = header ? keep.map((c) => headers[c] ?? '') : [];
  draft.roles = keep.map((c) =>
    c === macColumn ? 'mac' : macCounts.has(c) ? 'ignore' : (roleOf.get(c) ?? 'ignore'),
  );
  draft.macColumn = position.get(macColumn) ?? 0;
  draft.nameColumn = draft.roles.indexOf('name');
  draft.nameSource =
    draft.nameColumn < 0
      ? null
      : header
        ? (draft.headers[draft.nameColumn] ?? null)
        : ordinal((keep[draft.nameColumn] ?? 0) + 1);
  draft.confidence = header ? 0.95 : 0.8;
  draft.notes = notes;
  draft.columnsOmitted = width - keep.length;
  if (header) draft.used[header.line] = 1;
  if (sep) draft.used[0] = 1;

  const macColumnList = [...macCounts.keys()];
  for (const row of data) {
    const cell = row.cells[macColumn] ?? '';
    const hit = macOf(row, macColumn);
    const anyMac = hit !== null || macColumnList.some((c) => c !== macColumn && macOf(row, c));
    // The row's MAC: canonical, '' for a MAC cell to fix, null for no row. Under a header every
    // filled MAC cell is one (a placeholder like `n/a` says there is none, a repeated header is
    // no device); without one, only a cell shaped like a mistyped MAC, as a title line's first
    // cell is no device.
    let mac: string | null = hit?.mac ?? null;
    if (!hit && cell !== '' && !isPlaceholder(cell) && !isMacHeading(cell)) {
      const written = normalizeMac(cell);
      if (written.ok) mac = written.value;
      else if (header || mistypedIn(cell)) mac = '';
    }
    if (anyMac || mac !== null) explain(draft, scan, row.line);
    if (mac === null) {
      if (anyMac) draft.why.set(row.line, 'other-mac-column');
      continue;
    }
    for (let l = row.line; l <= row.last && l < draft.used.length; l++) draft.used[l] = 1;
    const macText = hit ? cell.slice(hit.start, hit.end) : cell;
    // Every column kept and every cell there: the row's own cells.
    const cells =
      keep.length === width && row.cells.length === width
        ? row.cells
        : keep.map((c) => row.cells[c] ?? '');
    cells[draft.macColumn] = macText;
    draft.rows.push(draftRow(row.line + 1, cells, mac, macText));
  }
  if (draft.rows.length === 0) return null;
  // Rows that hold a MAC yet are not split by the delimiter: the "header" was a sentence with
  // commas in it (a legend above command output), and the list is no table.
  if (header && width >= 2) {
    let split = 0;
    let found = 0;
    for (const row of draft.rows) {
      if (row.mac === '') continue;
      found++;
      if (row.cells.filter((cell) => cell !== '').length >= 2) split++;
    }
    if (found > 0 && split * 2 < found) return null;
  }

  if (macCounts.size > 1 && header) {
    const columns = macList.map((c) => ({
      column: position.get(c) ?? 0,
      heading: headers[c] ?? '',
    }));
    draft.macColumns = macChoice(columns, draft.macColumn, headers[macColumn] ?? '', forced >= 0);
  }
  return draft;
}

/** What a person hears about a quote problem on a source line. */
function quoteNote(problem: QuoteProblem, line: number): ParseNote {
  return { line, kind: problem.kind === 'unclosed' ? 'unclosed-quote' : 'stray-quote' };
}
