import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type MouseEvent } from 'react';
import styles from './error-summary.module.css';

export interface ErrorSummaryItem {
  /** Id of the control the link moves to; without one the message is shown unlinked. */
  fieldId?: string;
  /** The same text as the field's inline message. */
  message: string;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /**
   * Changes with every failed submit: each change moves focus to the summary, as GOV.UK does on
   * page load after a submit. `useFormErrors()` gives it; it bumps it for client-side and
   * server-side failures alike.
   */
  focusKey: number | string;
  /** Default: There is a problem. */
  title?: string;
}

/**
 * govuk-frontend's order: show the field's label (or its fieldset's legend) at the top, then
 * focus the field without scrolling again, so the person sees what the field is.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const labelled =
    field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
      ? field.labels?.[0]
      : undefined;
  const label = labelled ?? field.closest('fieldset')?.querySelector('legend') ?? field;
  if (typeof label.scrollIntoView === 'function') label.scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/** "There is a problem" with one link per error; takes focus after each failed submit. */
export function ErrorSummary({ items, focusKey, title }: ErrorSummaryProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const focusedKey = useRef(focusKey);
  const hasItems = items.length > 0;

  // Focus once per failed submit, not on every change of the list while the person fixes
  // fields. The key and the errors may come in different renders (a server's refusal is set
  // field by field), so the key waits until there is something to read.
  useEffect(() => {
    if (!hasItems || focusedKey.current === focusKey) return;
    focusedKey.current = focusKey;
    ref.current?.focus();
  }, [focusKey, hasItems]);

  if (!hasItems) return null;
  // As govuk-frontend builds it: the alert on a child, the focusable wrapper without a role.
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1}>
      <div role="alert">
        <h2 className={styles.title}>{title ?? t`There is a problem`}</h2>
        <ul className={styles.list}>
          {items.map((item, index) => (
            <li key={`${index}:${item.fieldId ?? ''}`}>
              {item.fieldId ? (
                <a
                  href={`#${item.fieldId}`}
                  onClick={(event) => focusField(event, item.fieldId ?? '')}
                >
                  {item.message}
                </a>
              ) : (
                <span className={styles.plain}>{item.message}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
