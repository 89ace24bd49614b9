// The MAC addresses written somewhere in a line of text, in every notation administrators meet:
// `aa:bb:cc:dd:ee:ff` and `AA-BB-CC-DD-EE-FF` (pairs), `0:1b:63:a:b:c` (macOS/BSD, unpadded),
// `aabb.ccdd.eeff` (Cisco), `aabb-ccdd-eeff` (Huawei VRP, H3C, HPE Comware), `001b63-84bb06`
// (HPE/Aruba) and, only where they stand alone,
// `aabbccddeeff` and `aa bb cc dd ee ff` (never out of prose: `ad be ef` are words). One pass
// over the characters, no regular expression: a 5 MB line costs one look at each character.
//
// A run of hex digits joined by separators is read as a whole, so a MAC is never taken out of
// something longer: a DHCP client ID `01:aa:bb:cc:dd:ee:ff` (seven groups), an IPv6 address
// (eight groups, or `::`), a time `10:11:12`, a date `2024-01-15` or a version `1.2.3.4` is no
// MAC. A group glued to a word on the outside (`MAC:aa:bb:…`) is that word's, not the MAC's.
// Also what looks like a mistyped MAC (`aa:bb:cc:dd:ee:0g`), so it can be a row to fix.

export type MacNotation =
  'colon' | 'colon-unpadded' | 'dash' | 'dotted' | 'dashed-quads' | 'hpe' | 'bare' | 'spaced';

export interface MacHit {
  /** Canonical: AA:BB:CC:DD:EE:FF. */
  mac: string;
  /** Where it is written in the line: [start, end). */
  start: number;
  end: number;
  notation: MacNotation;
}

export interface FindMacsOptions {
  /**
   * When twelve hex digits without separators count as a MAC: 'alone' (the default) when they
   * are all the line holds besides a bullet, numbering, quotes and punctuation; 'always' for a
   * cell already known to hold a MAC; 'never'. Pairs written with spaces count only alone, and
   * never with 'never'.
   */
  bare?: 'alone' | 'always' | 'never';
  /** Stop after this many hits (a guard for pathological lines). */
  limit?: number;
}

const HEX = new Int8Array(128).fill(-1);
for (let d = 0; d < 10; d++) HEX[48 + d] = d;
for (let d = 0; d < 6; d++) {
  HEX[65 + d] = 10 + d;
  HEX[97 + d] = 10 + d;
}

const COLON = 58;
const DASH = 45;
const DOT = 46;

const isHexCode = (code: number) => code >= 0 && code < 128 && (HEX[code] ?? -1) >= 0;
const isSepCode = (code: number) => code === COLON || code === DASH || code === DOT;

/** A letter that is no hex digit: a group touching it belongs to a word. */
function isWordCode(code: number): boolean {
  if (code === 95) return true; // _
  if ((code >= 71 && code <= 90) || (code >= 103 && code <= 122)) return true; // G-Z g-z
  if (code < 128 || Number.isNaN(code)) return false;
  return LETTER.test(String.fromCharCode(code));
}

const LETTER = /\p{L}/u;

// The groups of the run being read: at most 8 are kept (a longer run is no MAC). Reused from
// call to call, so reading a line allocates nothing but its hits.
const groupStart = new Int32Array(8);
const groupEnd = new Int32Array(8);
const groupSep = new Int32Array(8);

/** The twelve hex digits of the MAC being written, as upper-case character codes. */
const digits = new Uint16Array(12);

function upper(code: number): number {
  return code >= 97 ? code - 32 : code;
}

/** The notation groups [from, to) of the current run spell a MAC in, or null. */
function notationOf(from: number, to: number): MacNotation | null {
  const count = to - from;
  const sep = count > 1 ? (groupSep[from + 1] ?? 0) : 0;
  for (let g = from + 2; g < to; g++) if (groupSep[g] !== sep) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (let g = from; g < to; g++) {
    const length = (groupEnd[g] ?? 0) - (groupStart[g] ?? 0);
    if (length < min) min = length;
    if (length > max) max = length;
  }
  if (count === 6 && sep === COLON && max <= 2) return min === 2 ? 'colon' : 'colon-unpadded';
  if (count === 6 && sep === DASH && min === 2 && max === 2) return 'dash';
  if (count === 3 && sep === DOT && min === 4 && max === 4) return 'dotted';
  if (count === 3 && sep === DASH && min === 4 && max === 4) return 'dashed-quads';
  if (count === 2 && sep === DASH && min === 6 && max === 6) return 'hpe';
  if (count === 1 && min === 12) return 'bare';
  return null;
}

/** The canonical MAC (AA:BB:CC:DD:EE:FF) that groups [from, to) spell: one string made. */
function macText(line: string, from: number, to: number, notation: MacNotation): string {
  const pairs = notation === 'colon' || notation === 'colon-unpadded' || notation === 'dash';
  let k = 0;
  for (let g = from; g < to; g++) {
    const start = groupStart[g] ?? 0;
    const end = groupEnd[g] ?? 0;
    if (pairs && end - start === 1) digits[k++] = 48;
    for (let p = start; p < end && k < 12; p++) digits[k++] = upper(line.charCodeAt(p));
  }
  const d = digits;
  return String.fromCharCode(
    d[0] ?? 48,
    d[1] ?? 48,
    COLON,
    d[2] ?? 48,
    d[3] ?? 48,
    COLON,
    d[4] ?? 48,
    d[5] ?? 48,
    COLON,
    d[6] ?? 48,
    d[7] ?? 48,
    COLON,
    d[8] ?? 48,
    d[9] ?? 48,
    COLON,
    d[10] ?? 48,
    d[11] ?? 48,
  );
}

/** Bullets, dashes and quotes that may stand before a MAC alone on its line. */
const LEAD = new Set([...' \t\u00a0•·*-–—>"\'`“”‘’([{']);
/** What may follow it: closing quotes and brackets, punctuation, white space. */
const TRAIL = new Set([...' \t\u00a0"\'`“”‘’)]},;.:!?']);

const DIGIT = /[0-9]/;
const ASCII_LETTER = /[a-z]/i;

/** Whether [start, end) is all the line holds besides a bullet, numbering, quotes, punctuation. */
function standsAlone(line: string, start: number, end: number): boolean {
  for (let i = end; i < line.length; i++) if (!TRAIL.has(line[i] ?? '')) return false;
  let i = 0;
  while (i < start && LEAD.has(line[i] ?? '')) i++;
  // Numbering: `1.`, `12)`, `a)`, `(3)`.
  let numbering = 0;
  while (i < start && numbering < 4 && DIGIT.test(line[i] ?? '')) {
    i++;
    numbering++;
  }
  if (numbering === 0 && i + 1 < start && ASCII_LETTER.test(line[i] ?? '') && line[i + 1] === ')')
    i++;
  if (i < start && (numbering > 0 || line[i] === ')') && (line[i] === '.' || line[i] === ')')) i++;
  while (i < start && LEAD.has(line[i] ?? '')) i++;
  return i === start;
}

const SPACED_LENGTH = 17;

/** `aa bb cc dd ee ff` as all the line holds besides a bullet, numbering, quotes, punctuation. */
function spacedMac(line: string): MacHit | null {
  let end = line.length;
  while (end > 0 && TRAIL.has(line[end - 1] ?? '')) end--;
  const start = end - SPACED_LENGTH;
  if (start < 0) return null;
  for (let k = 0; k < SPACED_LENGTH; k++) {
    const code = line.charCodeAt(start + k);
    if (k % 3 === 2 ? code !== 32 : !isHexCode(code)) return null;
  }
  // A pair before it makes seven (`12 aa bb …`): numbering ends in `.` or `)`.
  let before = start - 1;
  while (before >= 0 && (line[before] === ' ' || line[before] === '\t')) before--;
  if (isHexCode(line.charCodeAt(before)) || !standsAlone(line, start, end)) return null;
  const mac = line.slice(start, end).replaceAll(' ', ':').toUpperCase();
  return { mac, start, end, notation: 'spaced' };
}

const NO_OPTIONS: FindMacsOptions = {};

/**
 * Every MAC written in `line`, left to right. Never throws; linear in the length of the line.
 */
export function findMacs(line: string, options: FindMacsOptions = NO_OPTIONS): MacHit[] {
  const bare = options.bare ?? 'alone';
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const hits: MacHit[] = [];
  const n = line.length;
  let aloneChecked = false;
  let i = 0;
  while (i < n && hits.length < limit) {
    const code = line.charCodeAt(i);
    if (code >= 128 || (HEX[code] ?? -1) < 0) {
      i++;
      continue;
    }
    // A run: hex groups joined by single separators, as long as it goes. A run longer than
    // any MAC is read to its end but not kept (a DUID, a hex dump).
    const runStart = i;
    let count = 0;
    let pos = i;
    let sep = 0;
    for (;;) {
      const start = pos;
      // Read within the line only: charCodeAt past its end gives NaN, a slower number type.
      while (pos < n && isHexCode(line.charCodeAt(pos))) pos++;
      if (count < 8) {
        groupStart[count] = start;
        groupEnd[count] = pos;
        groupSep[count] = sep;
      }
      count++;
      if (pos + 1 >= n) break;
      const next = line.charCodeAt(pos);
      if (isSepCode(next) && isHexCode(line.charCodeAt(pos + 1))) {
        sep = next;
        pos++;
        continue;
      }
      break;
    }
    const runEnd = pos;
    i = runEnd;
    if (count > 8) continue;
    // Most runs in text are a few hex letters of a word or a number: out at once.
    if (count === 1 ? (groupEnd[0] ?? 0) - runStart !== 12 : count === 5 || count === 8) continue;
    // Inside IPv6: `fe80::a:b:c:d:e:f` or `1:2:3:4:5:6::` must not give a MAC. -1: no character.
    const before = runStart > 0 ? line.charCodeAt(runStart - 1) : -1;
    const after = runEnd < n ? line.charCodeAt(runEnd) : -1;
    if (before === COLON) {
      const beforeThat = runStart > 1 ? line.charCodeAt(runStart - 2) : -1;
      if (beforeThat === COLON || isHexCode(beforeThat)) continue;
    }
    if (after === COLON) {
      const afterThat = runEnd + 1 < n ? line.charCodeAt(runEnd + 1) : -1;
      if (afterThat === COLON || isHexCode(afterThat)) continue;
    }
    const glueLeft = isWordCode(before);
    const glueRight = isWordCode(after);
    // The whole run; else, one group more than a notation has, without a first or last group
    // that belongs to a neighbouring word (`MAC:aa:…`, `wlan0-…`, `Feed:aa:…`). Never both
    // ends, so eight IPv6 groups never shrink to six.
    const extra = count === 3 || count === 4 || count === 7;
    const firstLong = count === 7 && (groupEnd[0] ?? 0) - (groupStart[0] ?? 0) > 2;
    const lastLong = count === 7 && (groupEnd[6] ?? 0) - (groupStart[6] ?? 0) > 2;
    for (let attempt = 0; attempt < 3; attempt++) {
      let from = 0;
      let to: number = count;
      if (attempt === 1) {
        if (!extra || !(glueLeft || firstLong)) continue;
        from = 1;
      } else if (attempt === 2) {
        if (!extra || !(glueRight || lastLong)) continue;
        to = count - 1;
      }
      const notation = notationOf(from, to);
      if (notation === null) continue;
      const start = groupStart[from] ?? runStart;
      const end = groupEnd[to - 1] ?? runEnd;
      // A one-digit group touching a word is that word's (`ee:0g` is a typo, not `ee:00`).
      if (notation === 'colon-unpadded') {
        if (from === 0 && glueLeft && (groupEnd[0] ?? 0) - (groupStart[0] ?? 0) === 1) continue;
        if (to === count && glueRight && end - (groupStart[to - 1] ?? 0) === 1) continue;
      }
      if (notation === 'bare') {
        // Twelve digits glued to a word are part of it (`0x001b6384bb06`, a serial number).
        if (bare === 'never' || glueLeft || glueRight) break;
        if (bare === 'alone') {
          // Only one thing can stand alone on a line: check once, so the line is read once.
          if (hits.length > 0 || aloneChecked) break;
          aloneChecked = true;
          if (!standsAlone(line, start, end)) break;
        }
      }
      hits.push({ mac: macText(line, from, to, notation), start, end, notation });
      break;
    }
  }
  if (hits.length === 0 && bare !== 'never') {
    const spaced = spacedMac(line);
    if (spaced) hits.push(spaced);
  }
  return hits;
}

/** Quotes, brackets and spaces: beside a MAC in a cell, they change nothing findMacs reads. */
const isInert = (code: number) =>
  code === 32 || code === 9 || code === 34 || code === 39 || code === 40 || code === 41;

// Where the last cell read by knownHit holds its MAC: [cellStart, cellEnd).
let cellStart = 0;
let cellEnd = 0;

/**
 * The one of `known` (the MACs found in the cell's `line`) that a cell is, with only quotes,
 * brackets or spaces around it: what findMacs would read there. Its place is cellStart/cellEnd.
 */
function knownHit(
  cell: string,
  bare: 'always' | 'never',
  line: string,
  known: readonly MacHit[] | null,
): MacHit | undefined {
  if (!known) return undefined;
  let start = 0;
  let end = cell.length;
  while (start < end && isInert(cell.charCodeAt(start))) start++;
  while (end > start && isInert(cell.charCodeAt(end - 1))) end--;
  for (const hit of known) {
    const length = hit.end - hit.start;
    if (length !== end - start || hit.notation === 'spaced') continue;
    if (bare === 'never' && hit.notation === 'bare') continue;
    let k = 0;
    while (k < length && line.charCodeAt(hit.start + k) === cell.charCodeAt(start + k)) k++;
    if (k === length) {
      cellStart = start;
      cellEnd = end;
      return hit;
    }
  }
  return undefined;
}

const SEPARATOR = /[-:.]/;

/**
 * The first MAC of a cell, where the cell is known to be meant for one (bare digits count unless
 * `bare` is 'never'). `known`, the MACs found in the cell's `line`, spares reading the cell again
 * when it is one of them with only quotes, brackets or spaces around it.
 */
export function macInCell(
  cell: string,
  bare: 'always' | 'never' = 'always',
  line = '',
  known: readonly MacHit[] | null = null,
): MacHit | null {
  // Every notation but bare digits and spaced pairs has a separator; the shortest is 11 long.
  if (cell.length < 11 || (bare === 'never' && !SEPARATOR.test(cell))) return null;
  const hit = knownHit(cell, bare, line, known);
  if (hit) return { mac: hit.mac, start: cellStart, end: cellEnd, notation: hit.notation };
  return findMacs(cell, { bare, limit: 1 })[0] ?? null;
}

const MISTYPED = /^[0-9a-z]{1,2}[:-][0-9a-z]{1,2}(?:[:-][0-9a-z]{1,2}){4}$/i;
/** Three groups of four joined by `.` (Cisco) or `-` (Huawei, H3C, Comware). */
const MISTYPED_QUADS = /^[0-9a-z]{4}([.-])[0-9a-z]{4}\1[0-9a-z]{4}$/i;
/** Characters of a line read for mistyped MACs; a longer line's rest is not. */
const MISTYPED_SEARCH = 4000;

/** Where a mistyped MAC is written in a line: [start, end). */
export interface MistypedMac {
  start: number;
  end: number;
}

/**
 * Everything in a line shaped like a MAC that is none (`aa:bb:cc:dd:ee:0g`,
 * `aa:bb-cc:dd:ee:ff`, `aa-bb-cc-dd-ee-f`): six groups of one or two letters or digits joined by
 * `:` or `-`, with a letter, and a digit or almost all hex; or three groups of four joined by
 * `.` or `-` with one letter that is no hex digit (`aabb.ccdd.ee0x`, `aabb-ccdd-ee0x`). So a word (`re-do`), a time range
 * (`10:30:00-10:45:00`), a phone number (`+33-1-23-45-67-89`) or a host name is none; a typo in
 * one of the few MACs written in digits alone is missed. Left to right, at most `limit`; linear
 * in the length of the line.
 */
export function findMistypedMacs(line: string, limit = Number.POSITIVE_INFINITY): MistypedMac[] {
  const found: MistypedMac[] = [];
  const n = Math.min(line.length, MISTYPED_SEARCH);
  let start = -1;
  let digit = false;
  let letter = false;
  let sep = false;
  let nonHex = 0;
  for (let i = 0; i <= n && found.length < limit; i++) {
    const code = i < n ? line.charCodeAt(i) : 32;
    const alnum =
      (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    const inToken = alnum || code === COLON || code === DASH || code === DOT;
    if (inToken) {
      if (start < 0) {
        start = i;
        digit = false;
        letter = false;
        sep = false;
        nonHex = 0;
      }
      if (code >= 48 && code <= 57) digit = true;
      else if (alnum) letter = true;
      if (alnum && !isHexCode(code)) nonHex++;
      if (code === COLON || code === DASH || code === DOT) sep = true;
      continue;
    }
    // A token cut off where the search stops is not read.
    if (i === n && n < line.length) break;
    // Six short groups, with a letter and a digit or almost all hex: a typo, not a word.
    const shaped = sep && letter && (digit || nonHex <= 1);
    let end = i;
    while (end > start && line.charCodeAt(end - 1) === DOT) end--; // a full stop ends a sentence
    if (start >= 0 && shaped && end - start >= 11 && end - start <= 17) {
      const token = line.slice(start, end);
      const typo = MISTYPED.test(token) || (nonHex === 1 && MISTYPED_QUADS.test(token));
      if (typo && findMacs(token).length === 0) found.push({ start, end });
    }
    start = -1;
  }
  return found;
}
