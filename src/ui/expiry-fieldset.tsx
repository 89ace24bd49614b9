import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent, ReactNode } from 'react';
import type { FieldRegistration } from './form/use-form.tsx';
import { todayIn } from '../api/rules.ts';
import { addDays, choiceOf, expiryPreview, type ExpiryKind, type ExpiryValue } from './expiry.ts';
import { errorId, Field, hintId } from './field.tsx';
import styles from './expiry-fieldset.module.css';

/** A choice: its words are descriptors (msg), said in the language in use when shown. */
export interface ExpiryOption {
  kind: ExpiryKind;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
}

/** Add device, Batch import: a new entry. */
export const NEW_ENTRY_EXPIRY_OPTIONS: readonly ExpiryOption[] = [
  { kind: 'forever', label: msg`Forever` },
  { kind: 'days', label: msg`For a number of days` },
  { kind: 'date', label: msg`Until a date` },
];

/** Edit device: leave the expiry alone, make the entry permanent, or set a date. */
export const EDIT_EXPIRY_OPTIONS: readonly ExpiryOption[] = [
  { kind: 'keep', label: msg`Keep as is` },
  { kind: 'forever', label: msg`Make permanent` },
  { kind: 'date', label: msg`Until a date` },
];

export type ExpiryPart = 'kind' | 'days' | 'date';

interface ExpiryFieldsetCommonProps {
  legend: ReactNode;
  hint?: ReactNode;
  options?: readonly ExpiryOption[];
  /** What the fieldset holds now: which choice is revealed and what the sentence says. */
  value: ExpiryValue;
  /** Ids of the controls: 'kind' is the first radio (the error summary's target). */
  idOf: (part: ExpiryPart) => string;
  errors?: Partial<Record<ExpiryPart, string | undefined>>;
  /** The organization's time zone: "N days" counts from today there. */
  timeZone: string;
  /** For "Keep as is": the stored toDate (null = permanent), when known. */
  current?: string | null | undefined;
  /** Default: Number of days. */
  daysLabel?: string;
  /** Default: Expiry date. */
  dateLabel?: string;
  /** The clock, for tests. */
  now?: Date;
}

/** Controlled: the whole value in, the whole value out (Batch import keeps it in its session). */
export interface ExpiryFieldsetProps extends ExpiryFieldsetCommonProps {
  onChange: (value: ExpiryValue) => void;
  onBlur?: () => void;
}

/**
 * Registered leaf fields (`register('expiry.kind')`…): the form holds each part and
 * places each part's error itself; `value` is what the form watches.
 */
export interface RegisteredExpiryFieldsetProps extends ExpiryFieldsetCommonProps {
  register: (part: ExpiryPart) => FieldRegistration;
}

/**
 * The expiry as radio buttons (GOV.UK conditional reveal: the number or date field appears
 * under its choice), with the sentence saying what the API will do beside them.
 */
export function ExpiryFieldset(props: ExpiryFieldsetProps | RegisteredExpiryFieldsetProps) {
  const {
    legend,
    hint,
    options = NEW_ENTRY_EXPIRY_OPTIONS,
    value,
    idOf,
    errors = {},
    timeZone,
    current,
    daysLabel,
    dateLabel,
    now,
  } = props;
  const { t, i18n } = useLingui();
  const name = idOf('kind');
  // Registered: the form's own props; controlled: the value, and a change of one part.
  const radioProps = (kind: ExpiryKind) =>
    'register' in props
      ? props.register('kind')
      : {
          name,
          checked: value.kind === kind,
          onChange: () => props.onChange({ ...value, kind }),
          onBlur: props.onBlur,
        };
  const textProps = (part: 'days' | 'date') =>
    'register' in props
      ? props.register(part)
      : {
          value: value[part],
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            props.onChange({ ...value, [part]: event.target.value }),
          onBlur: props.onBlur,
        };
  const sentenceId = `${name}-sentence`;
  const fieldsetHintId = hint ? hintId(name) : undefined;
  const kindError = errors.kind;
  const preview = expiryPreview(choiceOf(value), timeZone, now, current);
  const tomorrow = addDays(todayIn(timeZone, now), 1);
  const describedBy = (own: string | undefined) =>
    [fieldsetHintId, own, preview ? sentenceId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={kindError ? `${styles.group} ${styles.invalid}` : styles.group}>
      <fieldset
        className={styles.fieldset}
        aria-describedby={
          [fieldsetHintId, kindError ? errorId(name) : undefined].filter(Boolean).join(' ') ||
          undefined
        }
      >
        <legend className={styles.legend}>{legend}</legend>
        {hint ? (
          <div id={fieldsetHintId} className={styles.hint}>
            {hint}
          </div>
        ) : null}
        {kindError ? (
          <p id={errorId(name)} className={styles.error}>
            <span className="visually-hidden">
              <Trans>Error:</Trans>
            </span>{' '}
            {kindError}
          </p>
        ) : null}
        <div className={styles.layout}>
          <div className={styles.radios}>
            {options.map((option, index) => {
              const id = index === 0 ? name : `${name}-${option.kind}`;
              const checked = value.kind === option.kind;
              return (
                <div key={option.kind} className={styles.item}>
                  <div className={styles.radio}>
                    <input
                      type="radio"
                      id={id}
                      value={option.kind}
                      aria-describedby={option.hint ? hintId(id) : undefined}
                      {...radioProps(option.kind)}
                    />
                    <label htmlFor={id}>{i18n._(option.label)}</label>
                    {option.hint ? (
                      <div id={hintId(id)} className={styles.hint}>
                        {i18n._(option.hint)}
                      </div>
                    ) : null}
                  </div>
                  {checked && option.kind === 'days' ? (
                    <div className={styles.reveal}>
                      <Field
                        id={idOf('days')}
                        label={daysLabel ?? t`Number of days`}
                        hint={t`Counted from today; access ends at midnight after the last day.`}
                        error={errors.days}
                        width="short"
                      >
                        {(control) => (
                          <input
                            type="text"
                            inputMode="numeric"
                            autoComplete="off"
                            {...control}
                            aria-describedby={describedBy(control['aria-describedby'])}
                            {...textProps('days')}
                          />
                        )}
                      </Field>
                    </div>
                  ) : null}
                  {checked && option.kind === 'date' ? (
                    <div className={styles.reveal}>
                      <Field
                        id={idOf('date')}
                        label={dateLabel ?? t`Expiry date`}
                        hint={t`The entry is removed at 00:00 on this date (${timeZone}). The first possible date is tomorrow.`}
                        error={errors.date}
                        width="medium"
                      >
                        {(control) => (
                          <input
                            type="date"
                            min={tomorrow}
                            {...control}
                            aria-describedby={describedBy(control['aria-describedby'])}
                            {...textProps('date')}
                          />
                        )}
                      </Field>
                    </div>
                  ) : null}
                </div>
              );
            })}
          </div>
          {preview ? (
            <p id={sentenceId} className={styles.sentence}>
              {preview}
            </p>
          ) : null}
        </div>
      </fieldset>
    </div>
  );
}
