// A chosen or dropped file's bytes to text. Spreadsheets save "CSV" in the system's legacy
// encoding unless told otherwise (Excel on Windows: Windows-1252 in Swedish and English), so
// "Våning 3" would arrive as "V�ning 3": text that is not valid UTF-8 is read as Windows-1252.

/** UTF-8 (a BOM is dropped) when the bytes are valid UTF-8, else Windows-1252. */
export function decodeFile(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
