// Which rows the preview table shows: the status and maker filters, and the rows the person is
// working on under them (kept in view so a fixed row does not vanish mid-edit).
import { makerKey, summarizeMakers, type MakerCount } from '../../device-maker/maker-summary.ts';
import type { MakerLookup } from '../../device-maker/use-maker-lookup.ts';
import type { CheckedRow, RowStatus } from './model.ts';

export type StatusFilter = 'all' | RowStatus | 'excluded';

export interface PreviewFilter {
  status: StatusFilter;
  /** A maker key (maker-summary.ts), or null for every maker. */
  maker: string | null;
}

export const NO_FILTER: PreviewFilter = { status: 'all', maker: null };

function statusMatches(row: CheckedRow, status: StatusFilter): boolean {
  if (status === 'all') return true;
  if (status === 'excluded') return row.excluded;
  return !row.excluded && row.status === status;
}

/** The rows the filter lets through, plus every row in `kept`, in their order. */
export function filterRows(
  rows: readonly CheckedRow[],
  filter: PreviewFilter,
  kept: ReadonlySet<number>,
  maker: MakerLookup,
): CheckedRow[] {
  return rows.filter(
    (row) =>
      kept.has(row.index) ||
      (statusMatches(row, filter.status) &&
        (filter.maker === null ||
          (row.canonicalMac !== null && makerKey(maker(row.canonicalMac)) === filter.maker))),
  );
}

/** How many rows each maker has, for the maker line (rows without a MAC count for none). */
export function makerCounts(rows: readonly CheckedRow[], maker: MakerLookup): MakerCount[] {
  return summarizeMakers(
    rows.flatMap((row) => (row.canonicalMac ? [maker(row.canonicalMac)] : [])),
  );
}
