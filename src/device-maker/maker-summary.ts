// "412 × Brother industries, 3 × Apple, 2 randomized": the makers in a list of MACs, most
// frequent first, each a filter key for the table it sits above.
import type { MakerResult } from './lookup.ts';

export interface MakerCount {
  /** Filter key: the maker's name, or randomized / unknown / broadcast… (never a registered name). */
  key: string;
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
  return [...counts]
    .map(([key, count]) => ({
      key,
      count,
      label: key === UNKNOWN ? 'maker unknown' : key.replace(NO_NAME, ''),
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** "412 × Brother industries" as it reads in the summary line. */
export function makerCountText({ count, label, key }: MakerCount): string {
  // Thousands grouped, like every other figure on the screen ("2,500 × Brother industries").
  const n = count.toLocaleString('en');
  return key.startsWith(NO_NAME) ? `${n} ${label}` : `${n} × ${label}`;
}
