import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import type { FieldError } from '../api/errors.ts';
import { parseFieldPath, type PathSegment } from '../api/field-path.ts';
import type { ErrorSummaryItem } from './error-summary.tsx';
import { flattenFieldErrors, summaryItems } from './form-error-items.ts';
import type { FieldValues, Path, UseFormReturn } from './form/use-form.tsx';

/** What a failed call tells a form: an ApiError has this shape. */
export interface RejectedSubmit {
  message: string;
  fieldErrors: readonly FieldError[];
}

export interface UseFormErrorsOptions<TValues extends FieldValues, TOutput> {
  form: Pick<UseFormReturn<TValues, TOutput>, 'formState' | 'setError' | 'handleSubmit'>;
  /** Top-level field names in the order the form shows them (the summary's order). */
  order: readonly string[];
  /** The id of the control for a form path ('mac', 'tags.1'), the target of the summary link. */
  idOf: (path: string) => string;
  /**
   * Where a server's field path (parsed from `tags[1].value`) lands in this form: a form path,
   * or null when the form has no such field (the message then goes to the summary as a
   * form-level error, never dropped). Default: the same path when its first name is in `order`.
   */
  fromApiPath?: (segments: readonly PathSegment[]) => string | null;
}

export interface FormErrors<TOutput> {
  /** For <ErrorSummary items={…} focusKey={…} />. */
  items: ErrorSummaryItem[];
  focusKey: number;
  /** The form's handleSubmit that also focuses the summary when the checks fail. */
  handleSubmit: (
    onValid: (output: TOutput) => unknown,
  ) => (event?: { preventDefault?: () => void }) => Promise<unknown>;
  /** A rejected call: field errors onto their fields, the rest into the summary; focuses it. */
  showRejection: (rejection: RejectedSubmit) => void;
  /** Messages for the whole form (not tied to a field) shown in the summary now. */
  formMessages: readonly string[];
  clearFormMessages: () => void;
}

/**
 * The one way forms show errors (GOV.UK pattern): inline on each field, nested paths included,
 * listed in an error summary that takes focus after every failed submit, whether the form's
 * own checks or the server refused it.
 */
export function useFormErrors<TValues extends FieldValues, TOutput>({
  form,
  order,
  idOf,
  fromApiPath,
}: UseFormErrorsOptions<TValues, TOutput>): FormErrors<TOutput> {
  const [focusKey, setFocusKey] = useState(0);
  const [formMessages, setFormMessages] = useState<readonly string[]>([]);
  const { setError, handleSubmit: formHandleSubmit } = form;
  const bump = useCallback(() => setFocusKey((key) => key + 1), []);

  const handleSubmit = useCallback(
    (onValid: (output: TOutput) => unknown) =>
      formHandleSubmit((output) => {
        setFormMessages([]);
        return onValid(output);
      }, bump),
    [formHandleSubmit, bump],
  );

  const showRejection = useCallback(
    ({ message, fieldErrors }: RejectedSubmit) => {
      const unplaced: string[] = [];
      for (const fieldError of fieldErrors) {
        const segments = parseFieldPath(fieldError.path);
        const path = segments ? (fromApiPath ?? samePath(order))(segments) : null;
        const text = fieldError.message || t`The server rejected this value`;
        if (path) setError(path as Path<TValues>, { type: 'server', message: text });
        else unplaced.push(fieldError.path ? `${fieldError.path}: ${text}` : text);
      }
      setFormMessages(fieldErrors.length === 0 ? [message] : unplaced);
      bump();
    },
    [fromApiPath, order, setError, bump],
  );

  const clearFormMessages = useCallback(() => setFormMessages([]), []);
  const fieldMessages = flattenFieldErrors(form.formState.errors, order);
  return {
    items: summaryItems(fieldMessages, formMessages, idOf),
    focusKey,
    handleSubmit,
    showRejection,
    formMessages,
    clearFormMessages,
  };
}

/** The default mapping: a server path is a form path when the form has its first field. */
function samePath(order: readonly string[]) {
  return (segments: readonly PathSegment[]): string | null =>
    typeof segments[0] === 'string' && order.includes(segments[0]) ? segments.join('.') : null;
}
