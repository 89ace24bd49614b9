// Rows of one MAC in the preview (issue 23): only one of them is sent, and a person chooses
// which. Choosing a row excludes the device's other rows and takes this one back in, so it is
// the first one left; taking an exclusion back (or choosing again) undoes it.
import { plural, t } from '@lingui/core/macro';
import { formatCount, formatList } from '../../../lib/format.ts';
import type { SameDevice } from '../check/check-model.ts';

/** The row used for the device under these exclusions (the first one left), or null. */
export function usedRow(device: SameDevice, excluded: ReadonlySet<number>): number | null {
  return device.rows.find((index) => !excluded.has(index)) ?? null;
}

/** The exclusions that make `index` the row sent for its device: [row index, excluded]. */
export function chooseRow(
  device: SameDevice,
  excluded: ReadonlySet<number>,
  index: number,
): Array<[number, boolean]> {
  const changes: Array<[number, boolean]> = [];
  for (const other of device.rows) {
    if (other === index) {
      if (excluded.has(other)) changes.push([other, false]);
    } else if (!excluded.has(other)) {
      changes.push([other, true]);
    }
  }
  return changes;
}

/** Rows named in a sentence; the rest are counted. */
const ROWS_SHOWN = 5;

/** "row 3", "row 3 and row 9", "rows 3, 9 and 14", "rows 3, 9, 14, 20, 26 and 4 more". */
export function rowsPhrase(lines: readonly number[]): string {
  const shown = lines.slice(0, ROWS_SHOWN).map((line) => formatCount(line));
  const more = lines.length - shown.length;
  const [first = '', second = ''] = shown;
  if (more > 0) {
    const rows = shown.join(', ');
    const count = formatCount(more);
    return t`rows ${rows} and ${count} more`;
  }
  if (shown.length === 1) return t`row ${first}`;
  if (shown.length === 2) return t`row ${first} and row ${second}`;
  const rows = formatList(shown);
  return t`rows ${rows}`;
}

/** What a choice did, for the live region: "Row 9 is sent for 00:1B:…; row 3 is excluded." */
export function choiceSentence(
  line: number,
  mac: string,
  excludedLines: readonly number[],
): string {
  const row = formatCount(line);
  if (excludedLines.length === 0) return t`Row ${row} is sent for ${mac}.`;
  const rows = rowsPhrase(excludedLines);
  return plural(excludedLines.length, {
    one: `Row ${row} is sent for ${mac}; ${rows} is excluded.`,
    other: `Row ${row} is sent for ${mac}; ${rows} are excluded.`,
  });
}
