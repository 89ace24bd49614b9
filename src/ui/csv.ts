// CSV for spreadsheets: RFC 4180 quoting, and formula cells neutralised (OWASP "CSV injection").

// A cell starting with one of these is run as a formula by Excel, LibreOffice and Sheets.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as a spreadsheet should read it: text that starts like a formula gets a leading `'`
 * (batch names may legally start with + or -), and quotes, separators and line breaks are quoted.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export type CsvValue = string | number | boolean | null | undefined;

/** A whole file: a header row, then one line per row, CRLF between lines (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves a file through a temporary link. */
export function downloadFile(filename: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves CSV text as a file. The byte order mark makes Excel read UTF-8 (å ä ö) correctly;
 * other programs ignore it.
 */
export function downloadCsv(filename: string, csv: string): void {
  downloadFile(filename, ['\ufeff', csv], 'text/csv;charset=utf-8');
}

/** "batch-results-2026-11-23-1405.csv": a name that sorts by time and says what it holds. */
export function csvFilename(what: string, now: Date = new Date(), extension = 'csv'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `${what}-${stamp}.${extension}`;
}
