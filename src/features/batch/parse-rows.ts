// Pasted text or a file's content to rows of cells (issue 9 "Input"): a bare list of MACs, or
// CSV/TSV split quote-aware (recognise/csv.ts) with the delimiter guessed here, a header row recognised in common
// wordings, and every row numbered by the source line it starts on. Every line break (CRLF, LF,
// a lone CR, mixed in one file) is read as LF, inside quoted cells too. Never throws.
import { normalizeMac } from '../../api/normalize.ts';
import type { ColumnRole, ParsedList, ParsedRow } from './model.ts';
import { quoteNote, splitDelimited } from './recognise/csv.ts';
import { isMacHeading, namePreference, otherRole } from './recognise/headings.ts';

export { splitTags } from './split-tags.ts';

const DELIMITERS = ['\t', ';', ','] as const;
type CellDelimiter = (typeof DELIMITERS)[number];

/** Without a header row, columns are read in this order; further columns are ignored. */
export const DEFAULT_ROLES: readonly ColumnRole[] = ['mac', 'name', 'description', 'tags'];

/**
 * The role a header cell names, or null when it is no heading this app knows. The wordings are
 * the recognisers' (recognise/headings.ts), so both readers know the same headings.
 */
export function headerRole(cell: string): Exclude<ColumnRole, 'ignore'> | null {
  if (isMacHeading(cell)) return 'mac';
  if (namePreference(cell) !== null) return 'name';
  return otherRole(cell);
}

// --- Bare lists ------------------------------------------------------------------------------

const STRONG_SEPARATORS = /[\t,;]+/;
const SPACES = / +/;

/**
 * A piece shaped like a MAC with a slip of the keyboard (`aa:bb:cc:dd:ee:0g`, a digit too few or
 * too many): in a bare list it is a row of its own, which the check then names as invalid,
 * rather than turning the whole list into one cell. Never a word or a name.
 */
// Only written with separators: a run of hex digits may as well be a serial number column.
const MAC_LIKE = [
  /^[0-9a-z]{1,3}(?:[:-][0-9a-z]{1,3}){5,6}$/i,
  /^[0-9a-z]{3,5}(?:\.[0-9a-z]{3,5}){2}$/i,
];
const macLike = (piece: string) => /\d/.test(piece) && MAC_LIKE.some((shape) => shape.test(piece));

/**
 * The MACs of a line of a bare list (with the count of MAC-like slips among them), or null when
 * the line holds anything else. Tabs, commas and semicolons separate; spaces separate only where
 * the piece is not one MAC written with spaces (`aa bb cc dd ee ff`).
 */
function listLine(line: string): { macs: string[]; slips: number } | null {
  const macs: string[] = [];
  let slips = 0;
  const take = (piece: string) => {
    if (normalizeMac(piece).ok) macs.push(piece);
    else if (macLike(piece)) {
      macs.push(piece);
      slips++;
    } else return false;
    return true;
  };
  for (const raw of line.split(STRONG_SEPARATORS)) {
    const piece = raw.trim();
    if (piece === '') continue;
    if (normalizeMac(piece).ok) {
      macs.push(piece);
      continue;
    }
    for (const token of piece.split(SPACES)) {
      if (!take(token)) return null;
    }
  }
  return { macs, slips };
}

const LINE_BREAK = /\r\n|\r|\n/;

/**
 * Rows of a bare list, or null when some line is not only MACs (or MAC-like slips), or when
 * nothing in it is a MAC at all.
 */
function parseList(text: string): ParsedRow[] | null {
  const rows: ParsedRow[] = [];
  const lines = text.split(LINE_BREAK);
  let slips = 0;
  for (let i = 0; i < lines.length; i++) {
    const found = listLine(lines[i] ?? '');
    if (found === null) return null;
    slips += found.slips;
    for (const mac of found.macs) rows.push({ line: i + 1, cells: [mac] });
  }
  return rows.length > 0 && slips === rows.length ? null : rows;
}

// --- Delimiter -------------------------------------------------------------------------------

const SAMPLE_LINES = 50;

/**
 * The delimiter that splits the most of the first lines into the same number of cells, outside
 * quotes. Ties go to tab, then `;` (a `;` file often has commas in its names), then `,`.
 */
export function guessDelimiter(text: string): CellDelimiter {
  const counts: Record<CellDelimiter, number[]> = { '\t': [], ';': [], ',': [] };
  let current: Record<CellDelimiter, number> = { '\t': 0, ';': 0, ',': 0 };
  let quoted = false;
  let blank = true;
  let lines = 0;
  const endLine = () => {
    if (!blank) {
      for (const d of DELIMITERS) counts[d].push(current[d]);
      lines++;
    }
    current = { '\t': 0, ';': 0, ',': 0 };
    blank = true;
  };
  for (let i = 0; i < text.length && lines < SAMPLE_LINES; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) endLine();
    else if (!quoted && (ch === '\t' || ch === ';' || ch === ',')) current[ch]++;
    if (ch !== '\n' && ch !== '\r' && ch !== ' ') blank = false;
  }
  endLine();
  let best: CellDelimiter = ',';
  let bestScore = 0;
  for (const d of DELIMITERS) {
    const score = consistentLines(counts[d]);
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/** How many lines share the most common non-zero count. */
function consistentLines(counts: readonly number[]): number {
  const frequency = new Map<number, number>();
  for (const count of counts) {
    if (count > 0) frequency.set(count, (frequency.get(count) ?? 0) + 1);
  }
  return Math.max(0, ...frequency.values());
}

// --- Parsing ---------------------------------------------------------------------------------

/** Line breaks inside a cell (a quoted cell may hold them); the text has only LF by then. */
function breaksIn(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks++;
  }
  return breaks;
}

function rolesFromHeader(headers: readonly string[]): ColumnRole[] {
  const taken = new Set<ColumnRole>();
  return headers.map((cell) => {
    const role = headerRole(cell);
    if (role === null || taken.has(role)) return 'ignore';
    taken.add(role);
    return role;
  });
}

/** The default mapping for a number of columns: mac, name, description, tags, then ignore. */
export function defaultRoles(columnCount: number): ColumnRole[] {
  return Array.from({ length: columnCount }, (_, i) => DEFAULT_ROLES[i] ?? 'ignore');
}

/** A header row names at least one known column and holds no MAC. */
function isHeader(cells: readonly string[]): boolean {
  return (
    cells.some((cell) => headerRole(cell) !== null) && !cells.some((cell) => normalizeMac(cell).ok)
  );
}

export function parseRows(input: string): ParsedList {
  const text = input.startsWith('\ufeff') ? input.slice(1) : input;
  const list = parseList(text);
  if (list) {
    return {
      delimiter: 'list',
      header: false,
      headers: [],
      columnCount: 1,
      roles: ['mac'],
      rows: list,
      notes: [],
    };
  }

  const delimiter = guessDelimiter(text);
  // One kind of line break (a quoted CRLF becomes LF), so that each row starts one line after
  // the previous row's last: its own line plus the breaks inside its quoted cells.
  const lf = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  const result = splitDelimited(lf, { delimiter });
  const rows: ParsedRow[] = [];
  const lineOfRow: number[] = [];
  let line = 1;
  for (const raw of result.rows) {
    lineOfRow.push(line);
    const cells = raw.map((cell) => cell.trim());
    if (cells.some((cell) => cell !== '')) rows.push({ line, cells });
    line += 1 + breaksIn(raw);
  }
  const notes = result.problems.map((problem) =>
    quoteNote(problem, lineOfRow[problem.row] ?? line),
  );

  const first = rows[0];
  const header = first !== undefined && isHeader(first.cells);
  const headers = header ? first.cells : [];
  const data = header ? rows.slice(1) : rows;
  let columnCount = headers.length;
  for (const row of data) columnCount = Math.max(columnCount, row.cells.length);
  const roles: ColumnRole[] = header
    ? [
        ...rolesFromHeader(headers),
        ...Array.from({ length: columnCount - headers.length }, () => 'ignore' as const),
      ]
    : defaultRoles(columnCount);
  return {
    delimiter,
    header,
    headers,
    columnCount,
    roles,
    rows: data,
    notes,
  };
}
