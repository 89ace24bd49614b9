// The preview's filters as the screen holds them (use-preview-filters.ts); the rows they let
// through are worked out by preview-rows.ts, in the list's chunk.
import type { RowStatus } from '../check/check-model.ts';

export type StatusFilter = 'all' | RowStatus | 'excluded';

export interface PreviewFilter {
  status: StatusFilter;
  /** A maker key (maker-summary.ts), or null for every maker. */
  maker: string | null;
}

export const NO_FILTER: PreviewFilter = { status: 'all', maker: null };
