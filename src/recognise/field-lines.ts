// Lines whose fields stand at the same positions on every line (machine output): dnsmasq and
// OpenWrt lease files, `arp -a` (macOS, BSD, Linux), `ip neigh`. Words that never change (`at`,
// `on`, `dev`, `lladdr`) are keywords, not columns: each names the field after it. Which field
// holds names is judged on a sample of lines, by what its values look like.
import { cleanName } from './names.ts';
import {
  draftRow,
  emptyDraft,
  explain,
  macSpots,
  rolesFor,
  type Draft,
  type MacSpot,
  type ScannedText,
} from './scan.ts';
import type { ListKind } from './types.ts';

const MAX_TOKENS = 40;
/** Lines of the common shape a field's content is judged on. */
const SAMPLE = 400;

/**
 * The shape of a line: how many whitespace-separated words it has, times 64, plus which of
 * them holds [start, end) (the MAC); -1 past MAX_TOKENS words or without that word. The words
 * go into `words` when given.
 */
function shapeOf(line: string, start: number, end: number, words?: string[]): number {
  let count = 0;
  let at = -1;
  let i = 0;
  const n = line.length;
  while (i < n) {
    let code = line.charCodeAt(i);
    while (i < n && (code === 32 || code === 9)) code = line.charCodeAt(++i);
    if (i >= n) break;
    const from = i;
    while (i < n && code !== 32 && code !== 9) code = line.charCodeAt(++i);
    if (count === MAX_TOKENS) return -1;
    if (from <= start && end <= i) at = count;
    words?.push(line.slice(from, i));
    count++;
  }
  return at < 0 ? -1 : count * 64 + at;
}

const IPV4 = /^\(?\d{1,3}(?:\.\d{1,3}){3}\)?$/;
const INTEGER = /^\d{1,20}$/;
const STATES = new Set([
  'reachable',
  'stale',
  'delay',
  'probe',
  'failed',
  'incomplete',
  'permanent',
  'noarp',
  'none',
  'router',
  'dynamic',
  'static',
  'active',
  'expired',
  'declined',
  'offered',
  'arpa',
  'ether',
  'ethernet',
  'ifscope',
  'published',
  'complete',
]);
const INTERFACE =
  /^(?:eth|en|wlan|wl|br|lo|bond|vlan|em|eno|enp|ens|wlp|wlx|veth|docker|tun|tap|ppp|bridge|ath|gi|fa|te|po)\d/i;

/** Trims the brackets a field is printed in: `(10.0.0.1)` -> 10.0.0.1, `[ethernet]` -> ethernet. */
function bare(value: string): string {
  const first = value[0];
  const last = value[value.length - 1];
  if (
    value.length >= 2 &&
    ((first === '(' && last === ')') ||
      (first === '[' && last === ']') ||
      (first === '<' && last === '>'))
  ) {
    return value.slice(1, -1);
  }
  return value;
}

/** How much a column of values looks like host names (0 = not at all). */
function nameLikeness(values: readonly string[]): number {
  let names = 0;
  let placeholders = 0;
  let others = 0;
  const distinct = new Set<string>();
  for (const raw of values) {
    const value = bare(raw);
    if (
      cleanName(raw) === '' &&
      (raw === '*' || raw === '?' || raw === '-' || raw.startsWith('<'))
    ) {
      placeholders++;
      continue;
    }
    if (
      IPV4.test(value) ||
      INTEGER.test(value) ||
      value.includes(':') ||
      STATES.has(value.toLowerCase()) ||
      INTERFACE.test(value) ||
      raw !== value ||
      !/\p{L}/u.test(value)
    ) {
      others++;
      continue;
    }
    names++;
    distinct.add(value.toLowerCase());
  }
  if (names === 0 || others > 0.2 * (names + others)) return 0;
  if (names >= 4 && distinct.size < 0.5 * names) return 0;
  return (names + placeholders) / values.length + (placeholders > 0 ? 0.1 : 0);
}

/** The words of a line whose MAC (or mistyped one) is `hit`. */
function wordsOf(line: string, hit: MacSpot): string[] {
  const words: string[] = [];
  shapeOf(line, hit.start, hit.end, words);
  return words;
}

/** How sure a reading of fields is: of a lease file's shape, or of any other. */
const FIELDS_SURE = 0.85;
const FIELDS_GUESS = 0.75;
const DNSMASQ_WIDTH = 5;

/** The dnsmasq lease line: expiry, MAC, IPv4, host name or `*`, client ID or `*`. */
function isDnsmasqShape(columns: readonly string[][]): boolean {
  if (columns.length !== DNSMASQ_WIDTH) return false;
  const share = (values: readonly string[], test: (v: string) => boolean) =>
    values.filter(test).length >= 0.9 * values.length;
  return (
    share(columns[0] ?? [], (v) => INTEGER.test(v)) &&
    share(columns[2] ?? [], (v) => IPV4.test(v)) &&
    share(columns[4] ?? [], (v) => v === '*' || /^[0-9a-f]{2}(?::[0-9a-f]{2})+$/i.test(v))
  );
}

/** Rows of `macLines` (0-based lines with a MAC, or with only a mistyped one), or null. */
export function fieldDraft(
  scan: ScannedText,
  macLines: readonly number[],
  floor = 0,
): Draft | null {
  if (FIELDS_SURE <= floor) return null;
  // Over the floor only as a lease file: then 60% of the lines need its five fields, and the
  // reading stops once too many lines have another shape.
  const leasesOnly = FIELDS_GUESS <= floor;
  const needed = 0.6 * macLines.length;
  let otherShapes = 0;
  // The shape of each line with one MAC (or mistyped one) and three words or more; else -1.
  const shapeAt = new Int32Array(macLines.length).fill(-1);
  const shapes = new Map<number, number>();
  for (let k = 0; k < macLines.length; k++) {
    const index = macLines[k] ?? 0;
    const hits = macSpots(scan, index);
    const hit = hits?.length === 1 ? hits[0] : undefined;
    const shape = hit ? shapeOf(scan.lines[index] ?? '', hit.start, hit.end) : -1;
    if (shape < 3 * 64) {
      if (leasesOnly && macLines.length - ++otherShapes < needed) return null;
      continue;
    }
    if (leasesOnly && Math.floor(shape / 64) !== DNSMASQ_WIDTH) {
      if (macLines.length - ++otherShapes < needed) return null;
    }
    shapeAt[k] = shape;
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }
  let shape = 0;
  let most = 0;
  for (const [key, count] of shapes) {
    if (count > most) {
      most = count;
      shape = key;
    }
  }
  if (most < needed) return null;
  const width = Math.floor(shape / 64);
  const macAt = shape % 64;
  // Over the floor only as a lease file, which has five fields: spare judging the others.
  if (leasesOnly && width !== DNSMASQ_WIDTH) return null;
  // What each field holds is judged on a sample: the first lines of the common shape.
  const regular: string[][] = [];
  for (let k = 0; k < macLines.length && regular.length < SAMPLE; k++) {
    const index = macLines[k] ?? 0;
    const hit = shapeAt[k] === shape ? macSpots(scan, index)?.[0] : undefined;
    if (hit) regular.push(wordsOf(scan.lines[index] ?? '', hit));
  }
  const columns: string[][] = Array.from({ length: width }, (_, c) =>
    regular.map((tokens) => tokens[c] ?? ''),
  );

  // Keywords: a word that is the same on (nearly) every line.
  const keyword = columns.map((values, c) => {
    if (c === macAt) return null;
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    for (const [value, count] of counts) {
      if (count >= 0.9 * values.length && /^[A-Za-z-]{1,20}$/.test(value)) return value;
    }
    return null;
  });
  const dnsmasq = isDnsmasqShape(columns);
  const confidence = dnsmasq ? FIELDS_SURE : FIELDS_GUESS;
  if (confidence <= floor) return null;
  // One line is no pattern, unless it is a lease line by its shape.
  if (most < 2 && !dnsmasq) return null;
  // Machine output has fields a person would not type: addresses, numbers, keywords.
  const machine =
    dnsmasq ||
    keyword.some((word) => word !== null && /[a-z]{2}/i.test(word)) ||
    columns.some(
      (values, c) =>
        c !== macAt && values.filter((v) => IPV4.test(v)).length >= 0.8 * values.length,
    );
  if (!machine) return null;

  // Columns kept: every field that is no keyword; named by the keyword before it, or by what it holds.
  const kept: number[] = [];
  for (let c = 0; c < width; c++) if (keyword[c] === null) kept.push(c);
  let nameAt = -1;
  let bestLikeness = 0.5;
  for (const c of kept) {
    if (c === macAt) continue;
    const likeness = nameLikeness(columns[c] ?? []);
    if (likeness > bestLikeness) {
      bestLikeness = likeness;
      nameAt = c;
    }
  }
  const dnsmasqNames = ['expiry time', 'MAC address', 'IP address', 'host name', 'client ID'];
  // Every heading is made up but a keyword of the text (`lladdr`, `dev`).
  const ownHeadings = new Set<string>();
  const headers = kept.map((c) => {
    if (dnsmasq) return dnsmasqNames[c] ?? `field ${c + 1}`;
    if (c === macAt) return 'MAC address';
    if (c === nameAt) return 'host name';
    const before = c > 0 ? keyword[c - 1] : null;
    if (before && before !== 'at' && before !== 'on') {
      ownHeadings.add(before);
      return before;
    }
    if (before === 'on') return 'interface';
    const values = columns[c] ?? [];
    if (values.filter((v) => IPV4.test(v)).length >= 0.8 * values.length) return 'IP address';
    if (values.every((v) => /^ether(?:net)?$/i.test(bare(v)))) return 'hardware type';
    if (values.every((v) => STATES.has(bare(v).toLowerCase()))) return 'state';
    return `field ${c + 1}`;
  });
  const keywords = new Set(
    keyword.filter((w): w is string => w !== null).map((w) => w.toLowerCase()),
  );
  const kind: ListKind = dnsmasq
    ? 'dhcp-leases'
    : keywords.has('lladdr') || (keywords.has('at') && keywords.has('on'))
      ? 'arp-table'
      : 'command-output';

  const draft = emptyDraft(scan, 'lines', kind);
  const position = new Map(kept.map((c, i) => [c, i]));
  draft.headers = headers;
  draft.madeUp = headers.filter((heading) => !ownHeadings.has(heading));
  draft.header = false;
  draft.macColumn = position.get(macAt) ?? 0;
  draft.nameColumn = nameAt >= 0 ? (position.get(nameAt) ?? -1) : -1;
  draft.nameSource = draft.nameColumn >= 0 ? 'host name' : null;
  draft.roles = rolesFor(headers.length, draft.macColumn, draft.nameColumn);
  draft.confidence = confidence;

  // Every line with a MAC is a row; a line of another shape keeps the fields before the MAC
  // by position from the start and those after it by position from the end.
  macLines.forEach((index, m) => {
    const line = scan.lines[index] ?? '';
    const hit = macSpots(scan, index)?.[0];
    if (!hit) return;
    const cells: string[] = new Array<string>(kept.length).fill('');
    if ((shapeAt[m] ?? -1) >= 0) {
      const tokens = wordsOf(line, hit);
      const macToken = (shapeAt[m] ?? 0) % 64;
      const shift = tokens.length - width;
      for (let k = 0; k < kept.length; k++) {
        const c = kept[k] ?? 0;
        const source = c < macAt ? c : c === macAt ? macToken : c + shift;
        const outOfPlace = (c < macAt && source >= macToken) || (c > macAt && source <= macToken);
        const token = outOfPlace ? undefined : tokens[source];
        if (token !== undefined) cells[k] = bare(token);
      }
    }
    const macText = line.slice(hit.start, hit.end);
    cells[draft.macColumn] = macText;
    draft.rows.push(draftRow(index + 1, cells, hit.mac, macText));
    draft.used[index] = 1;
    explain(draft, scan, index);
  });
  return draft;
}
