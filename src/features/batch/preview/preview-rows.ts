// Which rows the preview table shows: the status and maker filters, and the rows the person is
// working on under them (kept in view so a fixed row does not vanish mid-edit). In the list's
// chunk (list-parts.ts): the screen has a list to filter only once that chunk has read one.
import {
  byPrefix,
  countMakers,
  makerKey,
  type MakerCount,
} from '../../../device-maker/maker-summary.ts';
import type { MakerLookup } from '../../../device-maker/use-maker-lookup.ts';
import type { CheckedRow, SameDevice } from '../check/check-model.ts';
import type { PreviewFilter, StatusFilter } from './preview-filter.ts';

function statusMatches(row: CheckedRow, status: StatusFilter): boolean {
  if (status === 'all') return true;
  if (status === 'excluded') return row.excluded;
  return !row.excluded && row.status === status;
}

/**
 * The rows the filter lets through, plus every row in `kept`, in their order. Under "Duplicates",
 * each device with a duplicate shows all its rows together, where its first row stands: the row
 * sent beside those that repeat it, to compare and choose from.
 */
export function filterRows(
  rows: readonly CheckedRow[],
  filter: PreviewFilter,
  kept: ReadonlySet<number>,
  maker: MakerLookup,
  sameDevice: ReadonlyMap<string, SameDevice>,
): CheckedRow[] {
  if (filter.status === 'all' && filter.maker === null) return [...rows];
  const makerOf = byPrefix(maker);
  const makerMatches = (row: CheckedRow) =>
    filter.maker === null ||
    (row.canonicalMac !== null && makerKey(makerOf(row.canonicalMac)) === filter.maker);
  if (filter.status === 'duplicate') return deviceGroups(rows, kept, sameDevice, makerMatches);
  return rows.filter(
    (row) => kept.has(row.index) || (statusMatches(row, filter.status) && makerMatches(row)),
  );
}

function deviceGroups(
  rows: readonly CheckedRow[],
  kept: ReadonlySet<number>,
  sameDevice: ReadonlyMap<string, SameDevice>,
  makerMatches: (row: CheckedRow) => boolean,
): CheckedRow[] {
  const shown: CheckedRow[] = [];
  const isDuplicate = (index: number) => {
    const row = rows[index];
    return row !== undefined && !row.excluded && row.status === 'duplicate';
  };
  for (const row of rows) {
    const device = row.canonicalMac === null ? undefined : sameDevice.get(row.canonicalMac);
    if (device === undefined) {
      if (kept.has(row.index)) shown.push(row);
      continue;
    }
    // A device's rows go where its first row stands.
    if (device.rows[0] !== row.index) continue;
    const group = device.rows;
    // A device chosen for under the filter stays in view, its rows together, until it changes.
    const choosing =
      (makerMatches(row) && group.some(isDuplicate)) || group.some((index) => kept.has(index));
    for (const index of group) {
      const member = rows[index];
      if (member && (choosing || kept.has(index))) shown.push(member);
    }
  }
  return shown;
}

/** How many rows each maker has, for the maker line (rows without a MAC count for none). */
export function makerCounts(rows: readonly CheckedRow[], maker: MakerLookup): MakerCount[] {
  return countMakers(rows, (row) => row.canonicalMac, maker);
}
