import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { PathSegment } from '../../api/field-path.ts';
import { useSaveFormDraft } from '../../drafts/use-draft.ts';
import type { ExpiryKind } from '../../ui/expiry.ts';
import { useFormErrors, type FormErrors } from '../../ui/use-form-errors.ts';
import type { AddDeviceValues } from './add-device-schema.ts';
import type { EditDeviceValues } from './edit-device-schema.ts';
import type { Failure } from './failure.ts';

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

/** 'tags.1' -> 'add-tags-1'; the expiry group's target is its first radio. */
export function entryControlId(prefix: string, path: string): string {
  return `${prefix}-${path === 'expiry' ? 'expiry-kind' : path.replaceAll('.', '-')}`;
}

export interface EntryFormOptions<TValues extends EntryFieldValues, TOutput> {
  /** Its input is what the fields hold, its output what a valid form becomes. */
  schema: z.ZodMiniType<TOutput, TValues>;
  defaultValues: DefaultValues<TValues>;
  /** Top-level field names in the order shown: the error summary's order. */
  order: readonly string[];
  /** Keeps control ids apart between screens: 'add' -> 'add-mac'. */
  idPrefix: string;
  /** Called with every change, for a reload (the screen's draft); keep it stable. */
  saveDraft: (values: TValues) => void;
}

export interface EntryForm<TValues extends EntryFieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  formErrors: FormErrors<TOutput>;
  /** The id of the control for a form path: the error summary links there. */
  idOf: (path: string) => string;
  /** What the notice above the form shows: a failure the fields cannot hold. */
  failure: Failure | null;
  /** A failed call: field errors onto their fields and the summary, the rest above the form. */
  showFailure: (failure: Failure | null) => void;
}

/**
 * The one wiring of an entry form (Add device, Edit device): checked on submit, then re-checked
 * as it changes; errors inline and in a summary that takes focus, the server's included; every
 * change kept as a draft. Render its fields inside <EntryFields entryForm={…}>.
 */
export function useEntryForm<TValues extends EntryFieldValues, TOutput>({
  schema,
  defaultValues,
  order,
  idPrefix,
  saveDraft,
}: EntryFormOptions<TValues, TOutput>): EntryForm<TValues, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead, and links to each field.
    shouldFocusError: false,
  });
  const { getValues, subscribe } = form;
  const idOf = useCallback((path: string) => entryControlId(idPrefix, path), [idPrefix]);
  const fromApiPath = useCallback(
    (segments: readonly PathSegment[]) => entryPathFromApi(segments, getValues().expiry.kind),
    [getValues],
  );
  const formErrors = useFormErrors({ form, order, idOf, fromApiPath });
  const [failure, setFailure] = useState<Failure | null>(null);
  const { showRejection } = formErrors;
  const showFailure = useCallback(
    (next: Failure | null) => {
      if (next?.kind === 'fields') {
        setFailure(null);
        showRejection(next);
      } else {
        setFailure(next);
      }
    },
    [showRejection],
  );

  useSaveFormDraft(subscribe, saveDraft);

  return { form, formErrors, idOf, failure, showFailure };
}
