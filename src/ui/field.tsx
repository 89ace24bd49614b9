import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './field.module.css';

/** Spread onto the control so its label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export type FieldWidth = 'full' | 'wide' | 'medium' | 'short';

export interface FieldProps {
  /** The control's id; also the target of the error summary's link. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The inline message; it also marks the control invalid. */
  error?: string | undefined;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  width?: FieldWidth;
  children: (control: FieldControlProps) => ReactNode;
}

export function hintId(id: string): string {
  return `${id}-hint`;
}

export function errorId(id: string): string {
  return `${id}-error`;
}

function controlProps(id: string, hint: ReactNode, error: string | undefined): FieldControlProps {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return {
    id,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    'aria-invalid': error ? true : undefined,
  };
}

function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <div id={hintId(id)} className={styles.hint}>
      {hint}
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className={styles.error}>
      <span className="visually-hidden">
        <Trans>Error:</Trans>
      </span>{' '}
      {error}
    </p>
  );
}

/**
 * Label, hint, error, then the control (GOV.UK order), wired once:
 * `<Field id="org" label="Organization ID">{(p) => <input {...p} {...register('org')} />}</Field>`
 */
export function Field({ id, label, hint, error, optional, width = 'full', children }: FieldProps) {
  return (
    <div className={[styles.field, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? (
          <>
            {' '}
            <span className={styles.optional}>
              <Trans>(optional)</Trans>
            </span>
          </>
        ) : null}
      </label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      <div className={`${styles.control} ${styles[`width-${width}`]}`}>
        {children(controlProps(id, hint, error))}
      </div>
    </div>
  );
}

export type CheckboxFieldProps = Omit<FieldProps, 'optional' | 'width'>;

/**
 * A single checkbox: the error first (GOV.UK puts it before the control), then the box with its
 * label, and the hint beneath the label.
 */
export function CheckboxField({ id, label, hint, error, children }: CheckboxFieldProps) {
  return (
    <div className={[styles.checkbox, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
      <FieldError id={id} error={error} />
      {children(controlProps(id, hint, error))}
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldHint id={id} hint={hint} />
    </div>
  );
}
