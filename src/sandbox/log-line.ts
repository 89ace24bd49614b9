// Log lines hold what a client sent, so a client must not be able to write a line of its own
// (issue 7.4): paths are logged as received, never decoded, and whatever could still end,
// hide or reorder a line is written as an escape.

/** Controls (line breaks, NUL), format characters (bidi overrides), separators; "\" so escapes stay unambiguous. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\]/gu;

export function escapeForLog(text: string): string {
  return text.replace(UNSAFE, (ch) => `\\u{${(ch.codePointAt(0) ?? 0).toString(16)}}`);
}

/** The path of a request URL as the client sent it (percent-escapes kept), query left out. */
export function loggedPath(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url;
  }
  return escapeForLog(path);
}
