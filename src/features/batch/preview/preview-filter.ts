// The preview's filters as the screen holds them (use-preview-filters.ts); the rows they let
// through are worked out by preview-rows.ts, in the list's chunk.
import type { MakerCount } from '../../../device-maker/maker-summary.ts';
import type { CheckedRow, RowStatus } from '../check/check-model.ts';

export type StatusFilter = 'all' | RowStatus | 'excluded';

export interface PreviewFilter {
  status: StatusFilter;
  /** A maker key (maker-summary.ts), or null for every maker. */
  maker: string | null;
}

export const NO_FILTER: PreviewFilter = { status: 'all', maker: null };

export interface PreviewFilters {
  filter: PreviewFilter;
  setStatus: (status: StatusFilter) => void;
  setMaker: (key: string | null) => void;
  /** A row edited or excluded under the current filters stays in view until they change. */
  keep: (index: number) => void;
  /** A new text: its rows are other rows. */
  forgetKept: () => void;
  /** New batch: every row, every maker. */
  reset: () => void;
  /** The rows the table shows. */
  rows: CheckedRow[];
  /** The maker line's entries. */
  makers: MakerCount[];
}
