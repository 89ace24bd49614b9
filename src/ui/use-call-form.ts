import { useEffect, useEffectEvent, useMemo } from 'react';
import type * as z from 'zod/mini';
import type { PathSegment } from '../api/field-path.ts';
import { useForm, type FieldValues, type UseFormReturn } from './form/use-form.tsx';
import { useFormErrors, type FormErrors } from './use-form-errors.ts';

export interface CallFormOptions<TValues extends FieldValues, TOutput> {
  /** Its input is what the fields hold, its output what a valid form becomes (src/api). */
  schema: z.ZodMiniType<TOutput, TValues>;
  defaultValues: TValues;
  /** Top-level field names in the order shown: the error summary's order. */
  order: readonly string[];
  /** The id of the control for a form path: the error summary links there. */
  idOf: (path: string) => string;
  /**
   * Where a server's field path lands in this form, given what the form holds (default: the
   * same path when its first name is in `order`). Keep it stable.
   */
  fromApiPath?: (segments: readonly PathSegment[], values: TValues) => string | null;
  /** Hears every change of the values: a screen's draft, kept for a reload. */
  onValuesChange?: (values: TValues) => void;
}

export interface CallForm<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, TOutput>;
  formErrors: FormErrors<TOutput>;
}

/**
 * The one wiring of a form that ends in a call: checked with its schema on submit, then again
 * as it changes; errors inline and in a summary that takes focus (GOV.UK), the server's
 * included; every change handed to `onValuesChange`.
 */
export function useCallForm<TValues extends FieldValues, TOutput>({
  schema,
  defaultValues,
  order,
  idOf,
  fromApiPath,
  onValuesChange,
}: CallFormOptions<TValues, TOutput>): CallForm<TValues, TOutput> {
  const form = useForm({ schema, defaultValues });
  const { getValues } = form;
  const placed = useMemo(
    () =>
      fromApiPath
        ? { fromApiPath: (segments: readonly PathSegment[]) => fromApiPath(segments, getValues()) }
        : {},
    [fromApiPath, getValues],
  );
  const formErrors = useFormErrors({ form, order, idOf, ...placed });
  const changed = useEffectEvent((values: TValues) => onValuesChange?.(values));
  const { control } = form;
  useEffect(() => control.subscribeValues(({ values }) => changed(values)), [control]);
  return { form, formErrors };
}
