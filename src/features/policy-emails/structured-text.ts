// What a structured list (a users export, vCards) shares with the plain reading of extract.ts:
// how one is told before its reader has loaded, and how it was read once it has.

export interface ExportColumn {
  heading: string;
  /** Cells of this column that hold an "@": emails (or attempts) left unread. */
  emails: number;
}

export type ExtractionSource =
  | {
      kind: 'export';
      /** The column read (the user's own email), and the one read where it is empty. */
      heading: string;
      fallback: string | null;
      rows: number;
      /** Columns of other people's emails (a manager's), never read. */
      others: ExportColumn[];
    }
  | { kind: 'vcard'; cards: number };

/** A text's first non-blank line, and where it ends (the text's length when it is the last). */
export function firstLine(text: string): { line: string; end: number } {
  let start = 0;
  while (start < text.length && /\s/.test(text[start] ?? '')) start++;
  const lineEnd = text.indexOf('\n', start);
  const end = lineEnd < 0 ? text.length : lineEnd;
  return { line: text.slice(start, end), end };
}

/** A users export's first line is its header: no "@", at most 20,000 characters, delimited. */
export function mayBeExportHeader(line: string): boolean {
  return !line.includes('@') && line.length <= 20_000 && /[,\t;]/.test(line);
}
