// What the readers of key-value blocks share: quotes, words, how deep blocks may nest.

export const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** Deeper than any lease file, JSON export or XML document nests devices. */
export const MAX_DEPTH = 200;

export function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && (v[0] === '"' || v[0] === "'") && v[v.length - 1] === v[0]) {
    return v.slice(1, -1);
  }
  return v;
}

/** Words of a statement, a quoted string being one word. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < text.length && words.length < 64) {
    while (i < text.length && /\s/.test(text[i] ?? '')) i++;
    if (i >= text.length) break;
    const start = i;
    if (text[i] === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else {
      while (i < text.length && !/\s/.test(text[i] ?? '')) i++;
    }
    words.push(text.slice(start, i));
  }
  return words;
}
