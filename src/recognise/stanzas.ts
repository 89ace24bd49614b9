// Stanzas: groups of `Key: value` / `Key = value` lines (ipconfig /all, networksetup
// -listallhardwareports), one record each; and nmap's report, one stanza per host under its
// title line (`Nmap scan report for HOST (IP)`, then `MAC Address: … (Vendor)`).
import { unquote } from './block-text.ts';
import type { DeviceRecord, RecordField } from './records.ts';
import { isBlank, type ScannedText } from './scan.ts';

/** `Key: value`, `Key = value`, or ipconfig's `Physical Address. . . . : value`; null otherwise. */
export function keyValueLine(line: string, index: number): RecordField | null {
  const head = line.length > 400 ? line.slice(0, 400) : line;
  const candidates = [head.indexOf(': '), head.indexOf(':\t'), head.indexOf('=')];
  if (head.endsWith(':')) candidates.push(head.length - 1);
  let split = -1;
  for (const at of candidates) if (at > 0 && (split < 0 || at < split)) split = at;
  const width = 1;
  if (split <= 0) return null;
  let end = split;
  while (end > 0 && /[\s.]/.test(line[end - 1] ?? '')) end--;
  const key = line.slice(0, end).trim();
  if (key === '' || key.length > 60 || !/\p{L}/u.test(key) || /[{}<>;]/.test(key)) return null;
  return { key, value: unquote(line.slice(split + width)), line: index };
}

/** A second `Key : value` on the same line, after a gap: Huawei prints two fields a line. */
const SECOND_FIELD = /\s{3,}(?=\p{L}[\p{L}\d ./-]{0,30}?\s*:\s)/u;

/** The fields of a key-value line: one, or two side by side (`Link-layer : …   State : STALE`). */
function fieldsOf(line: string, index: number): RecordField[] {
  const field = keyValueLine(line, index);
  if (!field || line.length > 400) return field ? [field] : [];
  const after = line.indexOf(field.key) + field.key.length;
  const rest = line.slice(after + line.slice(after).search(/[:=]/) + 1);
  const gap = rest.search(SECOND_FIELD);
  const second = gap < 0 ? null : keyValueLine(rest.slice(gap).trim(), index);
  if (!second) return [field];
  return [{ ...field, value: unquote(rest.slice(0, gap)) }, second];
}

/**
 * nmap's heading of one host (output.cc write_host_header, Target::NameIP): `Nmap scan report
 * for NAME (IP)`, or `for IP` when the address has no name; `[host down…]` after a host that
 * did not answer. Its name is the host's; the IP in brackets (v4 or v6) is never a name.
 */
const NMAP_REPORT = /^Nmap scan report for (\S+)(?: \(([^()\s]+)\))?(?: \[host down[^\]]*\])?\s*$/;
/** nmap's last line (`Nmap done: 256 IP addresses (4 hosts up) scanned in 2.31 seconds`). */
const NMAP_DONE = /^Nmap done[:;]/;

/** The fields an nmap host heading gives: the host's name when it has one, and its IP. */
function reportFields(line: string, index: number): RecordField[] | null {
  if (!line.startsWith('Nmap ')) return null;
  const report = NMAP_REPORT.exec(line);
  if (!report) return NMAP_DONE.test(line) ? [] : null;
  const [, first = '', ip] = report;
  return ip === undefined
    ? [{ key: 'IP address', value: first, line: index, madeUp: true }]
    : [
        { key: 'Host name', value: first, line: index, madeUp: true },
        { key: 'IP address', value: ip, line: index, madeUp: true },
      ];
}

/**
 * Stanzas: groups of key-value lines, split by blank lines, or where a key comes again (the
 * next device begins). A line of another shape ends nothing; it is a title, not a field.
 */
export function stanzaRecords(scan: ScannedText): DeviceRecord[] {
  // Stanzas show in their first lines; text without two key-value lines among them has none.
  let sampled = 0;
  let shaped = 0;
  for (let i = 0; i < scan.lines.length && sampled < 500 && shaped < 2; i++) {
    const line = scan.lines[i] ?? '';
    if (isBlank(line)) continue;
    sampled++;
    if (keyValueLine(line, i) || reportFields(line, i)) shaped++;
  }
  if (shaped < 2) return [];
  const records: DeviceRecord[] = [];
  let current: DeviceRecord | null = null;
  let keys = new Set<string>();
  const end = () => {
    if (current && current.fields.length > 0) records.push(current);
    current = null;
    keys = new Set();
  };
  for (let i = 0; i < scan.lines.length; i++) {
    const line = scan.lines[i] ?? '';
    if (isBlank(line)) {
      end();
      continue;
    }
    // A heading begins a stanza of its own (and nmap's last line ends one), whatever follows.
    const heading = reportFields(line, i);
    if (heading) {
      end();
      if (heading.length === 0) continue;
      current = { first: i, last: i, fields: heading };
      for (const field of heading) keys.add(field.key.toLowerCase());
      continue;
    }
    for (const field of fieldsOf(line, i)) {
      const key = field.key.toLowerCase();
      if (keys.has(key)) end();
      if (!current) current = { first: i, last: i, fields: [] };
      current.fields.push(field);
      current.last = i;
      keys.add(key);
    }
  }
  end();
  return records;
}
