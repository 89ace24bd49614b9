import { useCallback } from 'react';
import type * as z from 'zod/mini';
import type { PathSegment } from '../../api/field-path.ts';
import type { ExpiryKind } from '../../ui/expiry.ts';
import { useCallForm, type CallForm } from '../../ui/use-call-form.ts';
import type { AddDeviceValues } from './add-device-schema.ts';
import type { EditDeviceValues } from './edit-device-schema.ts';

/** The fields Add device and Edit device share: what the pieces in entry-fields.tsx render. */
export type EntryFieldValues = Pick<
  AddDeviceValues,
  keyof AddDeviceValues & keyof EditDeviceValues
>;

/** The fields of a create or update body that name a field of the form by the same name. */
const SAME_NAMED = new Set(['id', 'mac', 'name', 'description']);

/**
 * Where a server's field path lands in an entry form: `tags[1].value` on chip 2, `toDate` on
 * the expiry field the person typed it in, null for a field the form does not have.
 */
export function entryPathFromApi(
  segments: readonly PathSegment[],
  expiryKind: ExpiryKind,
): string | null {
  const [first, index] = segments;
  if (first === 'tags') return typeof index === 'number' ? `tags.${index}` : 'tags';
  if (first === 'toDate') return expiryKind === 'days' ? 'expiry.days' : 'expiry.date';
  return typeof first === 'string' && SAME_NAMED.has(first) ? first : null;
}

function placeOnEntryForm(segments: readonly PathSegment[], values: EntryFieldValues) {
  return entryPathFromApi(segments, values.expiry.kind);
}

/** 'tags.1' -> 'add-tags-1'; the expiry group's target is its first radio. */
export function entryControlId(prefix: string, path: string): string {
  return `${prefix}-${path === 'expiry' ? 'expiry-kind' : path.replaceAll('.', '-')}`;
}

export interface EntryFormOptions<TValues extends EntryFieldValues, TOutput> {
  /** Its input is what the fields hold, its output what a valid form becomes. */
  schema: z.ZodMiniType<TOutput, TValues>;
  defaultValues: TValues;
  /** Top-level field names in the order shown: the error summary's order. */
  order: readonly string[];
  /** Keeps control ids apart between screens: 'add' -> 'add-mac'. */
  idPrefix: string;
  /** Called with every change, for a reload (the screen's draft). */
  saveDraft: (values: TValues) => void;
}

export interface EntryForm<TValues extends EntryFieldValues, TOutput> extends CallForm<
  TValues,
  TOutput
> {
  /** The id of the control for a form path: the error summary links there. */
  idOf: (path: string) => string;
}

/**
 * An entry form (Add device, Edit device): the call form (ui/use-call-form.ts) with the entry's
 * control ids and a server's paths placed on its fields (`tags[1].value` on chip 2, `toDate` on
 * the expiry field typed in). Render its fields inside <EntryFields entryForm={…}>.
 */
export function useEntryForm<TValues extends EntryFieldValues, TOutput>({
  schema,
  defaultValues,
  order,
  idPrefix,
  saveDraft,
}: EntryFormOptions<TValues, TOutput>): EntryForm<TValues, TOutput> {
  const idOf = useCallback((path: string) => entryControlId(idPrefix, path), [idPrefix]);
  const callForm = useCallForm({
    schema,
    defaultValues,
    order,
    idOf,
    fromApiPath: placeOnEntryForm,
    onValuesChange: saveDraft,
  });
  return { ...callForm, idOf };
}
