import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { MakerLookup } from '../../../device-maker/use-maker-lookup.ts';
import type { CheckResult } from '../check/check-model.ts';
import { listParts } from '../on-demand-parts.ts';
import {
  NO_FILTER,
  type PreviewFilter,
  type PreviewFilters,
  type StatusFilter,
} from './preview-filter.ts';

/**
 * The preview's status and maker filters. Rows edited or excluded under them stay in the table
 * until the filters change, so fixing a row under "Invalid" does not pull it (and the focus)
 * away mid-edit.
 */
export function usePreviewFilters(check: CheckResult | null, maker: MakerLookup): PreviewFilters {
  const [filter, setFilter] = useState<PreviewFilter>(NO_FILTER);
  const [kept, setKept] = useState<ReadonlySet<number>>(() => new Set());
  const keep = useCallback(
    (index: number) =>
      setKept((previous) => (previous.has(index) ? previous : new Set(previous).add(index))),
    [],
  );
  const forgetKept = useCallback(() => setKept(new Set()), []);
  const setStatus = useCallback((status: StatusFilter) => {
    setFilter((previous) => ({ ...previous, status }));
    setKept(new Set());
  }, []);
  const setMaker = useCallback((key: string | null) => {
    setFilter((previous) => ({ ...previous, maker: key }));
    setKept(new Set());
  }, []);
  const reset = useCallback(() => {
    setFilter(NO_FILTER);
    setKept(new Set());
  }, []);
  // The filtering is the list chunk's, which made the check: here whenever a check is.
  const parts = useSyncExternalStore(listParts.subscribe, listParts.current);
  const rows = useMemo(
    () =>
      check && parts ? parts.filterRows(check.rows, filter, kept, maker, check.sameDevice) : [],
    [parts, check, filter, kept, maker],
  );
  const makers = useMemo(
    () => (check && parts ? parts.makerCounts(check.rows, maker) : []),
    [parts, check, maker],
  );
  return { filter, setStatus, setMaker, keep, forgetKept, reset, rows, makers };
}
