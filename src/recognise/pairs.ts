// key=value lines, one device a line: RouterOS `print terse` (` 0 D address=10.0.1.56
// mac-address=C2:39:B3:FA:81:D0 … host-name=…`) and logfmt (`level=info mac=… hostname="…"`,
// brandur.org/logfmt as go-logfmt decodes it). Each line with two pairs or more, one holding a
// MAC (or a mistyped one under a key naming a MAC), is a record; words that are no pair (item
// numbers, flags, a bare logfmt key) are passed over. Only lines with a MAC are read.
import { isMacHeading } from './headings.ts';
import type { DeviceRecord, RecordField } from './records.ts';
import type { ScannedText } from './scan.ts';

/** Longer lines are no record of a few fields. */
const MAX_LINE = 20_000;
const MAX_PAIRS = 200;

const isSpace = (code: number) => code === 32 || code === 9;

/** The key=value pairs of a line, in order; a quoted value may hold spaces and `\"`. */
export function pairsOf(line: string, index: number): RecordField[] {
  const fields: RecordField[] = [];
  const n = line.length;
  let i = 0;
  while (i < n && fields.length < MAX_PAIRS) {
    while (i < n && isSpace(line.charCodeAt(i))) i++;
    const start = i;
    while (i < n && !isSpace(line.charCodeAt(i)) && line[i] !== '=' && line[i] !== '"') i++;
    const key = line.slice(start, i);
    if (line[i] !== '=' || key === '') {
      // A word, not a pair (an item number, a flag, a bare key): passed over.
      if (line[i] === '"') {
        const close = line.indexOf('"', i + 1);
        i = close < 0 ? n : close + 1;
      }
      while (i < n && !isSpace(line.charCodeAt(i))) i++;
      continue;
    }
    i++;
    let value = '';
    if (line[i] === '"') {
      i++;
      let from = i;
      while (i < n && line[i] !== '"') {
        if (line[i] === '\\' && i + 1 < n) {
          value += line.slice(from, i);
          const escaped = line[i + 1] ?? '';
          value += escaped === 't' ? '\t' : escaped === 'n' ? ' ' : escaped;
          i += 2;
          from = i;
          continue;
        }
        i++;
      }
      value += line.slice(from, i);
      i++;
    } else {
      const from = i;
      while (i < n && !isSpace(line.charCodeAt(i))) i++;
      value = line.slice(from, i);
    }
    fields.push({ key, value, line: index });
  }
  return fields;
}

/** Records of the lines with a MAC (or a mistyped one) that hold two pairs or more. */
export function pairRecords(scan: ScannedText): DeviceRecord[] {
  const records: DeviceRecord[] = [];
  for (let i = 0; i < scan.lines.length; i++) {
    const hits = scan.hits[i];
    if (!hits && !scan.typos[i]) continue;
    const line = scan.lines[i] ?? '';
    if (line.length > MAX_LINE || !line.includes('=')) continue;
    // The MAC must stand in a pair's value: `key=aa:bb:…` or `key="aa:bb:…"`.
    const spot = hits?.[0] ?? scan.typos[i]?.[0];
    if (!spot) continue;
    const before = line.charCodeAt(spot.start - 1);
    if (before !== 61 && before !== 34) continue;
    const fields = pairsOf(line, i);
    if (fields.length < 2) continue;
    if (!hits && !fields.some((field) => isMacHeading(field.key))) continue;
    records.push({ first: i, last: i, fields });
  }
  return records;
}
