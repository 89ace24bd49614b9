import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import styles from './error-summary.module.css';

export interface ErrorSummaryItem {
  /** Id of the control the link moves to. */
  fieldId: string;
  /** The same text as the field's inline message. */
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /**
   * Changes with every failed submit (react-hook-form's `submitCount` will do): each change
   * moves focus to the summary, as GOV.UK does on page load after a submit. Bump your own
   * counter for errors that arrive later (an ApiError's fieldErrors mapped with setError).
   * Use with `useForm({ shouldFocusError: false })`, or react-hook-form focuses the first field.
   */
  focusKey: number | string;
  title?: string;
}

/** Lists the messages of `errors` in form order, each linked to the control with id `idOf(name)`. */
export function errorSummaryItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[],
  idOf: (name: string) => string = (name) => name,
): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message !== '') items.push({ fieldId: idOf(name), message });
  }
  return items;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  // Focus without jumping, then show the label (or legend) above the control too.
  field.focus({ preventScroll: true });
  const labelled =
    field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
      ? field.labels?.[0]
      : undefined;
  const label = labelled ?? field.closest('fieldset')?.querySelector('legend') ?? field;
  if (typeof label.scrollIntoView === 'function') label.scrollIntoView({ block: 'start' });
}

/** "There is a problem" with one link per error; takes focus after each failed submit. */
export function ErrorSummary({ items, focusKey, title = 'There is a problem' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasItems = items.length > 0;

  useEffect(() => {
    if (hasItems) ref.current?.focus();
    // Focus once per submit, not on every change of the list while the person fixes fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  if (!hasItems) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} aria-labelledby={titleId}>
      <div role="alert">
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.fieldId}>
              <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
