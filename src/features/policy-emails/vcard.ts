// vCard (RFC 6350, and 2.1/3.0's bare types): the EMAIL lines of contact cards, pasted as a
// whole file or as single lines among other text. Loaded on demand, with the other readers of
// lists that are more than a list (structured-lists.ts).
const VCARD_NAME = /^[A-Za-z0-9-]$/;

/**
 * The value of a vCard EMAIL property line (RFC 6350 3.3, RFC 2426 4): `[group "."] name
 * *(";" param) ":" value`, the name EMAIL in any case, each param `name=value[,value]` (a value
 * in double quotes may hold `:` `;` `,`) or a bare vCard 2.1/3.0 type (`INTERNET`, `PREF`);
 * the value unescaped (`\,` `\;` `\\`). Null for any other line.
 */
export function vcardEmail(line: string): string | null {
  let i = 0;
  let nameStart = 0;
  while (i < line.length && (VCARD_NAME.test(line[i] ?? '') || line[i] === '.')) {
    if (line[i] === '.') nameStart = i + 1;
    i++;
  }
  if (line.slice(nameStart, i).toUpperCase() !== 'EMAIL') return null;
  while (line[i] === ';') {
    i++;
    const paramStart = i;
    while (i < line.length && VCARD_NAME.test(line[i] ?? '')) i++;
    if (i === paramStart) return null;
    if (line[i] !== '=') continue;
    do {
      i++;
      if (line[i] === '"') {
        const close = line.indexOf('"', i + 1);
        if (close < 0) return null;
        i = close + 1;
      } else {
        while (i < line.length && !';:,"'.includes(line[i] ?? '')) i++;
      }
    } while (line[i] === ',');
  }
  if (line[i] !== ':') return null;
  return line
    .slice(i + 1)
    .replace(/\\([\\,;nN])/g, (_, ch: string) => (ch === 'n' || ch === 'N' ? ' ' : ch));
}

/** A vCard file: its EMAIL values, every other property left out; folded lines unfolded. */
export function vcardPieces(text: string): { pieces: string[]; cards: number } | null {
  if (!/^BEGIN:VCARD\s*$/im.test(text)) return null;
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n|\r/);
  const pieces: string[] = [];
  let cards = 0;
  for (const line of lines) {
    if (/^BEGIN:VCARD\s*$/i.test(line)) cards++;
    const value = vcardEmail(line.trim());
    if (value !== null && value.trim() !== '') pieces.push(value.trim());
  }
  return { pieces, cards };
}

/** A pasted vCard EMAIL line among other text reads as its value (`EMAIL;TYPE=work:a@b.c`). */
export function withVcardLines(text: string): string {
  if (!/EMAIL[;:]/i.test(text)) return text;
  return text.replace(/^[^\r\n]*EMAIL[;:][^\r\n]*$/gim, (line) => vcardEmail(line.trim()) ?? line);
}
