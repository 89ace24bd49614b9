// A chosen or dropped file's bytes to text. Spreadsheets save "CSV" in the system's legacy
// encoding unless told otherwise (Excel on Windows: Windows-1252 in Swedish and English), so
// "Våning 3" would arrive as "V�ning 3": text that is not valid UTF-8 is read as Windows-1252.
// Excel's "Unicode Text" is UTF-16 with a byte order mark. Anything else (an image, a workbook,
// a PDF, even renamed .csv) is refused before it is parsed into thousands of nonsense rows.

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The binary formats a list is most often mistaken for (the page names them in words). */
export type BinaryFormat =
  'png' | 'jpeg' | 'gif' | 'pdf' | 'zip-or-xlsx' | 'zip' | 'xls' | 'gzip' | '7z' | 'rar';

/** The text, or that the file is none (and what it looks like, when its first bytes say). */
export type DecodedFile =
  | { ok: true; text: string; encoding: TextEncodingName }
  | { ok: false; looksLike: BinaryFormat | null };

/** Leading bytes of the binary formats a list is most often mistaken for. */
const MAGIC: readonly (readonly [bytes: readonly number[], what: BinaryFormat])[] = [
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
  [[0xff, 0xd8, 0xff], 'jpeg'],
  [[0x47, 0x49, 0x46, 0x38], 'gif'],
  [[0x25, 0x50, 0x44, 0x46, 0x2d], 'pdf'],
  // .xlsx, .docx and .ods are ZIP archives too.
  [[0x50, 0x4b, 0x03, 0x04], 'zip-or-xlsx'],
  [[0x50, 0x4b, 0x05, 0x06], 'zip'],
  [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'xls'],
  [[0x1f, 0x8b], 'gzip'],
  [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], '7z'],
  [[0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], 'rar'],
];

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

/** How much of the start is inspected: enough to see a binary file, cheap for 20 MB. */
const SAMPLE = 8192;
/** Text holds NUL at most by accident; random bytes are about 11 % controls, text near none. */
const MAX_NUL_SHARE = 0.01;
const MAX_CONTROL_SHARE = 0.05;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, i) => bytes[i] === byte);
}

/** Tab, line feed, vertical tab, form feed, carriage return and escape occur in real text. */
function isOddControl(code: number): boolean {
  return (code < 0x20 && !(code >= 0x09 && code <= 0x0d) && code !== 0x1b) || code === 0x7f;
}

/** Whether the first units (bytes, or UTF-16 code units after decoding) look like binary. */
function looksBinary(units: ArrayLike<number>): boolean {
  const length = Math.min(units.length, SAMPLE);
  if (length === 0) return false;
  let nul = 0;
  let control = 0;
  for (let i = 0; i < length; i++) {
    const code = units[i] ?? 0;
    if (code === 0) nul++;
    if (isOddControl(code)) control++;
  }
  return nul / length > MAX_NUL_SHARE || control / length > MAX_CONTROL_SHARE;
}

function firstCodeUnits(text: string): number[] {
  const length = Math.min(text.length, SAMPLE);
  const units = new Array<number>(length);
  for (let i = 0; i < length; i++) units[i] = text.charCodeAt(i);
  return units;
}

function notText(looksLike: BinaryFormat | null): DecodedFile {
  return { ok: false, looksLike };
}

/**
 * UTF-8 (a BOM is dropped) when the bytes are valid UTF-8, UTF-16 when a BOM says so, else
 * Windows-1252; a file that is no text at all is refused (input-words.ts says why, in words).
 */
export function decodeFile(bytes: ArrayBuffer | Uint8Array): DecodedFile {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const magic = MAGIC.find(([prefix]) => startsWith(view, prefix));
  if (magic) return notText(magic[1]);

  const utf16: TextEncodingName | null = startsWith(view, UTF16LE_BOM)
    ? 'utf-16le'
    : startsWith(view, UTF16BE_BOM)
      ? 'utf-16be'
      : null;
  if (utf16) {
    // The BOM vouches for the encoding, not for the content: UTF-32 or noise still shows as controls.
    const text = new TextDecoder(utf16).decode(view);
    return looksBinary(firstCodeUnits(text)) ? notText(null) : { ok: true, text, encoding: utf16 };
  }

  if (looksBinary(view.subarray(startsWith(view, UTF8_BOM) ? UTF8_BOM.length : 0))) {
    return notText(null);
  }
  try {
    return {
      ok: true,
      text: new TextDecoder('utf-8', { fatal: true }).decode(view),
      encoding: 'utf-8',
    };
  } catch {
    // A UTF-8 BOM with broken bytes after it is still UTF-8: keep the rest, mark the breaks.
    if (startsWith(view, UTF8_BOM)) {
      return { ok: true, text: new TextDecoder('utf-8').decode(view), encoding: 'utf-8' };
    }
    return {
      ok: true,
      text: new TextDecoder('windows-1252').decode(view),
      encoding: 'windows-1252',
    };
  }
}
