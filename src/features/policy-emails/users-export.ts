// A users export pasted whole (CSV or TSV with a header: Microsoft Entra "Download users",
// Google Workspace's users CSV, an AD or HR export): only the column holding each user's own
// email is read. Columns of other people's emails (Manager Email, Supervisor, Recovery Email)
// are never sent; the preview names the column read and the ones left out, so a person can check.
// Split as Batch import splits a table (lib/delimited.ts): a quoted cell may hold the delimiter
// or a line break.
// Loaded on demand, with structured-lists.ts.
import { splitDelimited } from '../../lib/delimited.ts';
import { firstLine, mayBeExportHeader, type ExportColumn } from './structured-text.ts';

/** The user's own email, in the headings exports use, best first (letters and digits only). */
const OWN_EMAIL_HEADINGS = [
  'email',
  'emailaddress',
  'mail',
  'primaryemail',
  'primaryemailaddress',
  'primarysmtpaddress',
  'useremail',
  'workemail',
  'epost',
  'epostadress',
  'userprincipalname',
  'upn',
];
const OWN_RANK: ReadonlyMap<string, number> = new Map(OWN_EMAIL_HEADINGS.map((h, i) => [h, i]));
const DELIMITERS = [',', '\t', ';'] as const;
type Delimiter = (typeof DELIMITERS)[number];

/** "Email Address [Required]" -> "emailaddress"; "manager_email" -> "manageremail". */
export function headingKey(heading: string): string {
  return heading
    .replace(/\s*\[[^\]]*\]\s*$/u, '')
    .toLowerCase()
    .replace(/[^a-z0-9åäö]/g, '');
}

export interface UsersExport {
  /** The heading of the column read, as written. */
  heading: string;
  /** Another own-email column read where the first is empty (`mail`, then `userPrincipalName`). */
  fallback: string | null;
  /** Data rows (non-blank). */
  rows: number;
  /** The values read, one per row that has one, in order. */
  values: string[];
  /** Other columns that hold emails, never read. */
  others: ExportColumn[];
}

/** A row's cells as read: trimmed (a CR of a CRLF line end included). */
const cellsOf = (row: readonly string[] | undefined) => (row ?? []).map((cell) => cell.trim());

/**
 * The text as a users export, or null when it is none: its first non-blank line is a header of
 * two or more cells, one of which names the user's own email.
 */
export function readUsersExport(text: string): UsersExport | null {
  const { line: headerLine, end } = firstLine(text);
  if (!mayBeExportHeader(headerLine)) return null;
  let best: { delimiter: Delimiter; header: string[] } | null = null;
  for (const delimiter of DELIMITERS) {
    if (!headerLine.includes(delimiter)) continue;
    const header = cellsOf(splitDelimited(headerLine, { delimiter }).rows[0]);
    if (header.length >= 2 && (!best || header.length > best.header.length)) {
      best = { delimiter, header };
    }
  }
  if (!best) return null;
  const { delimiter, header } = best;
  const own = header
    .map((heading, column) => ({ column, rank: OWN_RANK.get(headingKey(heading)) }))
    .filter((c): c is { column: number; rank: number } => c.rank !== undefined)
    .sort((a, b) => a.rank - b.rank);
  const [first, second] = own;
  if (!first) return null;
  const ownColumns = new Set(own.map((c) => c.column));
  const atCounts = header.map(() => 0);
  const values: string[] = [];
  let rows = 0;
  const body = text.slice(end + 1);
  for (const row of splitDelimited(body, { delimiter }).rows) {
    const cells = cellsOf(row);
    if (cells.every((cell) => cell === '')) continue;
    rows++;
    cells.forEach((cell, column) => {
      if (!ownColumns.has(column) && cell.includes('@'))
        atCounts[column] = (atCounts[column] ?? 0) + 1;
    });
    const value = cells[first.column] || (second ? (cells[second.column] ?? '') : '');
    if (value !== '') values.push(value);
  }
  return {
    heading: header[first.column] ?? '',
    fallback: second ? (header[second.column] ?? null) : null,
    rows,
    values,
    others: header
      .map((heading, column) => ({ heading, emails: atCounts[column] ?? 0 }))
      .filter((column) => column.emails > 0),
  };
}
