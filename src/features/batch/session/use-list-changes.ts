import { useCallback, useMemo } from 'react';
import type { BatchOptionValues } from '../batch-options.tsx';
import type { RowField } from '../check/check-model.ts';
import type { ColumnRole } from '../../../recognise/types.ts';
import { LARGE_TEXT } from '../input/paste-input.tsx';
import { withEdit, withExclusion, withNames, withText } from './session-changes.ts';
import type { BatchSessionState } from './use-batch-session.ts';
import type { PreviewFilters } from '../preview/preview-filter.ts';

export interface ListChanges {
  onText: (text: string, source: string | null) => void;
  onEdit: (index: number, field: RowField, value: string) => void;
  onExclude: (index: number, excluded: boolean) => void;
  onRoles: (roles: ColumnRole[]) => void;
  /** New names by row index (the name fix). */
  onNames: (names: Record<number, string>) => void;
  onOptions: (options: BatchOptionValues) => void;
}

/** The person's changes to the list, stored in the session; an edited row stays in view. */
export function useListChanges(
  update: BatchSessionState['update'],
  { keep, forgetKept }: Pick<PreviewFilters, 'keep' | 'forgetKept'>,
): ListChanges {
  const onText = useCallback(
    (text: string, source: string | null) => {
      forgetKept();
      update((s) => withText(s, text, source, LARGE_TEXT));
    },
    [update, forgetKept],
  );
  const onEdit = useCallback(
    (index: number, field: RowField, value: string) => {
      keep(index);
      update((s) => withEdit(s, index, field, value));
    },
    [update, keep],
  );
  const onExclude = useCallback(
    (index: number, excluded: boolean) => {
      keep(index);
      update((s) => withExclusion(s, index, excluded));
    },
    [update, keep],
  );
  return useMemo(
    () => ({
      onText,
      onEdit,
      onExclude,
      onRoles: (roles: ColumnRole[]) => update((s) => ({ ...s, roles })),
      onNames: (names: Record<number, string>) => update((s) => withNames(s, names)),
      onOptions: (options: BatchOptionValues) => update((s) => ({ ...s, ...options })),
    }),
    [onText, onEdit, onExclude, update],
  );
}
