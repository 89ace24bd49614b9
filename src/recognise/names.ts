// Device names as formats keep them, made fit to send: placeholders (`*`, `?`, `<incomplete>`)
// give no name, and names that fail only on characters the API refuses (`my_printer`) can be
// fixed for every row by one action, shown in the preview before anything is sent.
import {
  BATCH_NAME_CHARS,
  disallowedCharacters,
  onlyAllowed,
  type CharacterSet,
} from '../api/rules.ts';
import { findMacs } from './find-macs.ts';
import type { NameFix } from './types.ts';

const PLACEHOLDERS = new Set([
  '',
  '*',
  '?',
  '-',
  '--',
  '.',
  'n/a',
  'na',
  'none',
  'null',
  'unknown',
  '(unknown)',
  '<unknown>',
  '(none)',
  '<none>',
  '<incomplete>',
  '(incomplete)',
  'incomplete',
]);

/** A value that says "nothing here" (`*`, `n/a`, `<incomplete>`): no name, and no MAC either. */
export const isPlaceholder = (value: string) => PLACEHOLDERS.has(value.trim().toLowerCase());

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** An IPv6 address, with the zone `ndp -an` writes after a link-local one (`fe80::1%em0`). */
const IPV6 = /^[0-9a-f:.]+(?:%[\w.-]+)?$/i;
const QUOTED = /^(["'`\u2018\u2019\u201c\u201d])(.*)\1$/su;
/** One word of letters, digits, `_`, `.` and `-`, starting with a letter: a host name. */
const WORD = /^[A-Za-z][\w.-]*$/;
const TWELVE_HEX = /^[0-9a-f]{12}$/i;

/** A name as a format wrote it, or '' when it is a placeholder, an address or nothing. */
export function cleanName(raw: string): string {
  let name = raw.trim();
  // Longer than any placeholder, address or MAC, and not in quotes: a name as it stands.
  if (name.length > 45 || (name.length > 20 && name.includes(' '))) {
    if (!QUOTED.test(name)) return name;
  }
  if (name.length > 2 && WORD.test(name) && !TWELVE_HEX.test(name)) {
    return PLACEHOLDERS.has(name.toLowerCase()) ? '' : name;
  }
  const quoted = QUOTED.exec(name);
  if (quoted) name = (quoted[2] ?? '').trim();
  if (PLACEHOLDERS.has(name.toLowerCase())) return '';
  if (name.length <= 45 && (IPV4.test(name) || (name.includes(':') && IPV6.test(name)))) {
    return '';
  }
  if (name.length <= 20 && findMacs(name, { bare: 'always', limit: 1 }).length > 0) return '';
  return name;
}

/** Replacements for characters the API refuses; anything else refused is removed. */
const REPLACE: ReadonlyMap<string, string> = new Map([
  ['_', '-'],
  [':', '-'],
  [';', ','],
  ['|', '/'],
  ['\\', '/'],
  ['[', '('],
  [']', ')'],
  ['{', '('],
  ['}', ')'],
  ['<', '('],
  ['>', ')'],
  ['=', '-'],
  ['~', '-'],
  ['–', '-'],
  ['—', '-'],
  ['@', ' '],
  ['#', ''],
  ['\u00a0', ' '],
  ['\t', ' '],
  ['\u2018', ''],
  ['\u2019', ''],
  ["'", ''],
  ['`', ''],
  ['\u201c', '"'],
  ['\u201d', '"'],
  ['æ', 'ae'],
  ['Æ', 'Ae'],
  ['ø', 'o'],
  ['Ø', 'O'],
  ['ß', 'ss'],
  ['ł', 'l'],
  ['Ł', 'L'],
]);

function replacementFor(ch: string, set: CharacterSet): string {
  const known = REPLACE.get(ch);
  if (known !== undefined) return [...known].every((c) => set.allowed.has(c)) ? known : '';
  // A letter with an accent the API does not take: the letter without it (é -> e).
  const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
  if (bare !== ch && [...bare].every((c) => set.allowed.has(c))) return bare;
  if (/\s/u.test(ch)) return ' ';
  return '';
}

/** The name with the replacements applied; spaces collapsed and trimmed. */
function fixed(name: string, map: ReadonlyMap<string, string>): string {
  let out = '';
  for (const ch of name) out += map.get(ch) ?? ch;
  return out.replace(/ {2,}/g, ' ').trim();
}

/**
 * The one action that makes every name's characters acceptable, or null when every name
 * already is. `set` is the character set of the call that will send them (batch by default).
 */
export function suggestNameFix(
  names: ReadonlyArray<string>,
  set: CharacterSet = BATCH_NAME_CHARS,
): NameFix | null {
  const map = new Map<string, string>();
  const rows: number[] = [];
  const fixedNames: string[] = [];
  const examples: NameFix['examples'] = [];
  names.forEach((name, index) => {
    if (name === '' || onlyAllowed(name, set)) return;
    const bad = disallowedCharacters(name, set);
    for (const ch of bad) if (!map.has(ch)) map.set(ch, replacementFor(ch, set));
    // The map holds every character of this name it will ever replace: later names only add others.
    const after = fixed(name, map);
    rows.push(index);
    fixedNames.push(after);
    if (examples.length < 5) examples.push({ before: name, after });
  });
  if (rows.length === 0) return null;
  const replacements = [...map].map(([from, to]) => ({ from, to }));
  return { replacements, rows, names: fixedNames, examples };
}
