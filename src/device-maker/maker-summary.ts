// "412 × Brother industries, 3 × Apple, 2 randomized": the makers in a list of MACs, most
// frequent first, each a filter key for the table it sits above.
import { plural } from '@lingui/core/macro';
import { formatCount } from '../lib/format.ts';
import type { MakerResult } from './lookup.ts';

export interface MakerCount {
  /** Filter key: the maker's name, or randomized / unknown / broadcast… (never a registered name). */
  key: string;
  /**
   * The maker's name; for a key that is no name, what it stands for (randomized, unknown,
   * broadcast…), which orders it and is never shown: makerCountText says it in the language in use.
   */
  label: string;
  count: number;
}

/** Keys that are no maker's name start with a NUL, which no registered name holds. */
const NO_NAME = '\u0000';
const RANDOMIZED = `${NO_NAME}randomized`;
const UNKNOWN = `${NO_NAME}unknown`;

/** The key a row's maker filters by; unknown while the registry loads. */
export function makerKey(result: MakerResult | undefined): string {
  if (!result || result.kind === 'unknown') return UNKNOWN;
  if (result.kind === 'none') return `${NO_NAME}${result.address}`;
  return result.kind === 'randomized' ? RANDOMIZED : result.name;
}

export function summarizeMakers(results: Iterable<MakerResult | undefined>): MakerCount[] {
  const counts = new Map<string, number>();
  for (const result of results) {
    const key = makerKey(result);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return sortedCounts(counts);
}

/** The hex digits of a canonical MAC ("AA:BB:CC:DD:EE:FF") that make its 36-bit prefix. */
const PREFIX_DIGITS = [0, 1, 3, 4, 6, 7, 9, 10, 12];

/**
 * A canonical MAC's 36-bit prefix as a number (no string made: 400,000 rows would make 400,000),
 * or -1 for broadcast and all-zero, which are told by the whole address. No IEEE assignment is
 * longer than 36 bits (MA-S), so every MAC of a prefix has the same maker.
 */
function prefixKey(mac: string): number {
  if (mac === 'FF:FF:FF:FF:FF:FF' || mac === '00:00:00:00:00:00') return -1;
  let key = 0;
  for (const at of PREFIX_DIGITS) {
    const code = mac.charCodeAt(at);
    // 0-9 are 48-57, A-F are 65-70 (a canonical MAC is upper-case).
    key = key * 16 + (code <= 57 ? code - 48 : code - 55);
  }
  return key;
}

type Lookup = (canonicalMac: string) => MakerResult | undefined;

/**
 * The lookup, asked once per 36-bit prefix: a list of 400,000 devices from a few makers costs
 * a few hundred lookups instead of 400,000 (a main-thread task over 200 ms).
 */
export function byPrefix(lookup: Lookup): Lookup {
  const known = new Map<number, MakerResult | undefined>();
  return (mac) => {
    const key = prefixKey(mac);
    if (key < 0) return lookup(mac);
    if (known.has(key)) return known.get(key);
    const result = lookup(mac);
    known.set(key, result);
    return result;
  };
}

/**
 * The makers of a list's rows by their canonical MACs (null: a row without one, counted for
 * none). Counted per prefix first, the lookup asked once per prefix: no string or result per row.
 */
export function countMakers<T>(
  rows: readonly T[],
  macOf: (row: T) => string | null,
  lookup: Lookup,
): MakerCount[] {
  const perPrefix = new Map<number, { mac: string; rows: number }>();
  const counts = new Map<string, number>();
  const add = (result: MakerResult | undefined, rows: number) => {
    const key = makerKey(result);
    counts.set(key, (counts.get(key) ?? 0) + rows);
  };
  for (const row of rows) {
    const mac = macOf(row);
    if (mac === null) continue;
    const key = prefixKey(mac);
    const seen = perPrefix.get(key);
    if (key < 0) add(lookup(mac), 1);
    else if (seen) seen.rows++;
    else perPrefix.set(key, { mac, rows: 1 });
  }
  for (const { mac, rows } of perPrefix.values()) add(lookup(mac), rows);
  return sortedCounts(counts);
}

function sortedCounts(counts: ReadonlyMap<string, number>): MakerCount[] {
  return [...counts]
    .map(([key, count]) => ({
      key,
      count,
      label: key.replace(NO_NAME, ''),
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * "412 × Brother industries", "2 randomized" as it reads in the summary line, in the language
 * in use: call it while rendering (a component that calls useLingui), not where it is cached.
 */
export function makerCountText({ count, label, key }: MakerCount): string {
  if (key.startsWith(NO_NAME)) return noMakerCountText(key, count);
  // Thousands grouped, like every other figure on the screen ("2,500 × Brother industries").
  return `${formatCount(count)} × ${label}`;
}

/** "2 randomized", "1 broadcast": addresses that name no maker, counted. */
function noMakerCountText(key: string, count: number): string {
  switch (key) {
    case RANDOMIZED:
      return plural(count, { one: '# randomized', other: '# randomized' });
    case UNKNOWN:
      return plural(count, { one: '# maker unknown', other: '# maker unknown' });
    case `${NO_NAME}broadcast`:
      return plural(count, { one: '# broadcast', other: '# broadcast' });
    case `${NO_NAME}multicast`:
      return plural(count, { one: '# multicast', other: '# multicast' });
    default:
      return plural(count, { one: '# all-zero', other: '# all-zero' });
  }
}
