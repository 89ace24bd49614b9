// Brace blocks, one record per `{ … }`: ISC dhcpd.leases (`lease 10.0.0.5 { hardware ethernet
// …; client-hostname "…"; }`), dhcpd.conf host declarations, JSON objects. Read character by
// character, once.
import { IDENTIFIER, MAX_DEPTH, unquote, wordsOf } from './block-text.ts';
import type { DeviceRecord, RecordField } from './records.ts';
import type { ScannedText } from './scan.ts';

/**
 * One statement of a block as a field: `"key": value` (JSON), `key = value`, `key: value`,
 * or ISC's `hardware ethernet 00:16:…` / `binding state active` (the leading words are the key).
 */
export function statementField(raw: string, line: number): RecordField | null {
  const text = raw
    .trim()
    .replace(/[,;]+$/, '')
    .trim();
  if (text === '' || text.length > 4000) return null;
  if (text[0] === '"') {
    let close = 1;
    while (close < text.length && text[close] !== '"') close += text[close] === '\\' ? 2 : 1;
    const rest = text.slice(close + 1).trim();
    if (!rest.startsWith(':')) return null;
    return { key: text.slice(1, close), value: unquote(rest.slice(1)), line };
  }
  const eq = text.indexOf('=');
  const quote = text.indexOf('"');
  if (eq > 0 && (quote < 0 || eq < quote)) {
    const key = text
      .slice(0, eq)
      .trim()
      .replace(/^set\s+/, '');
    if (key !== '' && key.length <= 80) return { key, value: unquote(text.slice(eq + 1)), line };
  }
  const colon = text.indexOf(': ');
  if (colon > 0 && IDENTIFIER.test(text.slice(0, colon))) {
    return { key: text.slice(0, colon), value: unquote(text.slice(colon + 2)), line };
  }
  const words = wordsOf(text);
  let k = 0;
  while (k < words.length - 1 && IDENTIFIER.test(words[k] ?? '')) k++;
  if (k === 0) {
    return words.length === 1 && IDENTIFIER.test(words[0] ?? '')
      ? { key: words[0] ?? '', value: '', line }
      : null;
  }
  return { key: words.slice(0, k).join(' '), value: unquote(words.slice(k).join(' ')), line };
}

/** The field a JSON object's own key becomes (`"lobby-printer": { "mac": … }`). */
export const RECORD_KEY = 'record key';

const JSON_KEY = /^"((?:[^"\\]|\\.){1,200})"\s*:$/;

/** A block's label as a field: `lease 10.0.0.5` -> lease = 10.0.0.5; `host printer` -> host. */
function labelField(raw: string, line: number): RecordField | null {
  const text = raw.trim();
  const own = JSON_KEY.exec(text);
  if (own) return { key: RECORD_KEY, value: unquote(`"${own[1] ?? ''}"`), line, madeUp: true };
  if (text === '' || text.startsWith('"') || text.endsWith(':') || text.endsWith('[')) return null;
  const words = wordsOf(text);
  const key = words[0] ?? '';
  if (!IDENTIFIER.test(key) || words.length < 2) return null;
  return { key, value: unquote(words.slice(1).join(' ')), line };
}

/** Brace blocks: every `{ … }` is a record of the statements directly inside it. */
export function braceRecords(scan: ScannedText): DeviceRecord[] {
  if (!scan.lines.some((line) => line.includes('{'))) return [];
  const records: DeviceRecord[] = [];
  const stack: Array<{ first: number; fields: RecordField[] }> = [];
  // Blocks nested deeper than any format nests are counted, not kept.
  let overflow = 0;
  let statement = '';
  let statementLine = 0;
  /** Whether the statement so far has anything but white space (a `#` then starts no comment). */
  let hasText = false;
  const flush = (line: number) => {
    const top = stack[stack.length - 1];
    if (top && overflow === 0 && hasText) {
      const field = statementField(statement, statementLine);
      if (field) top.fields.push(field);
    }
    statement = '';
    statementLine = line;
    hasText = false;
  };
  for (let i = 0; i < scan.lines.length; i++) {
    const line = scan.lines[i] ?? '';
    statementLine = i;
    let from = 0;
    let inString = false;
    for (let j = 0; j < line.length; j++) {
      const ch = line[j];
      if (inString) {
        if (ch === '\\') j++;
        else if (ch === '"') inString = false;
        continue;
      }
      if (ch === '"') {
        inString = true;
        hasText = true;
      } else if ((ch === '#' || (ch === '/' && line[j + 1] === '/')) && !hasText) {
        from = line.length;
        break;
      } else if (ch === '{') {
        if (stack.length >= MAX_DEPTH) {
          overflow++;
        } else {
          const label = labelField(statement + line.slice(from, j), i);
          stack.push({ first: i, fields: label ? [label] : [] });
        }
        statement = '';
        statementLine = i;
        hasText = false;
        from = j + 1;
      } else if (ch === '}') {
        statement += line.slice(from, j);
        flush(i);
        if (overflow > 0) {
          overflow--;
        } else {
          const block = stack.pop();
          if (block) records.push({ first: block.first, last: i, fields: block.fields });
        }
        from = j + 1;
      } else if (ch === ';' || ch === ',') {
        statement += line.slice(from, j);
        flush(i);
        from = j + 1;
      } else if (!hasText && ch !== ' ' && ch !== '\t') {
        hasText = true;
      }
    }
    statement += line.slice(from);
    flush(i + 1);
  }
  return records;
}
