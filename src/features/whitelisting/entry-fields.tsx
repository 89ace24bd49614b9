// The fields Add device and Edit device share, each wired once to the entry form around it
// (useEntryForm): its control id, its registration, its error where the form put it.
import { useLingui } from '@lingui/react/macro';
import { createContext, use, type ReactNode } from 'react';
import { characterCount, charactersHint, LIMITS, nameExample } from '../../api/rules.ts';
import type { CharacterSet } from '../../api/rules.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { ExpiryFieldset, type ExpiryOption, type ExpiryPart } from '../../ui/expiry-fieldset.tsx';
import { Field } from '../../ui/field.tsx';
import { FormProvider, useFormContext, useWatch } from '../../ui/form/use-form.tsx';
import type { EntryFieldValues, EntryForm } from './use-entry-form.ts';
import styles from './whitelisting.module.css';

const ControlIds = createContext<((path: string) => string) | null>(null);

/** Gives the field pieces inside it their form and the ids of their controls. */
export function EntryFields<TValues extends EntryFieldValues, TOutput>({
  entryForm,
  children,
}: {
  entryForm: EntryForm<TValues, TOutput>;
  children: ReactNode;
}) {
  return (
    <FormProvider form={entryForm.form}>
      <ControlIds value={entryForm.idOf}>{children}</ControlIds>
    </FormProvider>
  );
}

/** The entry form a piece sits in, typed for the fields every entry form holds. */
export function useEntryFields() {
  // <EntryFields> only takes forms of useEntryForm, whose values extend EntryFieldValues.
  const form = useFormContext<EntryFieldValues>();
  const idOf = use(ControlIds);
  if (!idOf) throw new Error('An entry field renders inside <EntryFields>');
  return { ...form, idOf };
}

/** The name, with the call's characters (create or update) as its hint. */
export function NameField({
  characters,
  example = false,
}: {
  characters: CharacterSet;
  /** Begins the hint with an example name. */
  example?: boolean;
}) {
  const { t } = useLingui();
  const { register, formState, idOf } = useEntryFields();
  const hint = charactersHint(characters);
  const name = nameExample();
  return (
    <Field
      id={idOf('name')}
      label={t`Name`}
      hint={example ? t`Like ${name}. ${hint}` : hint}
      error={formState.errors.name?.message}
      width="wide"
    >
      {(props) => <input type="text" autoComplete="off" {...props} {...register('name')} />}
    </Field>
  );
}

export function DescriptionField({
  label,
  hint,
  optional = false,
}: {
  label: string;
  hint: string;
  optional?: boolean;
}) {
  const { register, control, formState, idOf } = useEntryFields();
  const description = useWatch({ control, name: 'description' });
  return (
    <Field
      id={idOf('description')}
      label={label}
      optional={optional}
      hint={hint}
      error={formState.errors.description?.message}
      width="wide"
    >
      {(props) => (
        <>
          <input type="text" autoComplete="off" {...props} {...register('description')} />
          <p className={styles.counter} aria-hidden="true">
            {characterCount(description)}/{LIMITS.descriptionMax}
          </p>
        </>
      )}
    </Field>
  );
}

/** Registered part by part, so the form puts an error on the number or the date itself. */
export function ExpiryField({
  options,
  current,
}: {
  options?: readonly ExpiryOption[];
  /** For "Keep as is": the stored toDate (null = permanent), when known. */
  current?: string | null | undefined;
}) {
  const { t } = useLingui();
  const { register, control, formState, idOf } = useEntryFields();
  const { timeZone } = useReadyConnection();
  const value = useWatch({ control, name: 'expiry' });
  const errors = formState.errors.expiry;
  return (
    <ExpiryFieldset
      legend={t`Expiry`}
      options={options}
      value={value}
      register={(part: ExpiryPart) =>
        part === 'kind'
          ? // After the first submit, another choice re-checks the parts it hides and reveals.
            register('expiry.kind', { deps: ['expiry.days', 'expiry.date'] })
          : register(`expiry.${part}`)
      }
      idOf={(part: ExpiryPart) => idOf(`expiry.${part}`)}
      errors={{
        kind: errors?.kind?.message ?? errors?.message,
        days: errors?.days?.message,
        date: errors?.date?.message,
      }}
      timeZone={timeZone}
      current={current}
    />
  );
}

/** The entry's UUID; `action` sits beside the input (Add device's "Generate a new ID"). */
export function EntryIdField({ hint, action }: { hint: string; action?: ReactNode }) {
  const { t } = useLingui();
  const { register, formState, idOf } = useEntryFields();
  return (
    <Field
      id={idOf('id')}
      label={t`Entry ID`}
      hint={hint}
      error={formState.errors.id?.message}
      width="wide"
    >
      {(props) => {
        const input = (
          <input type="text" autoComplete="off" spellCheck={false} {...props} {...register('id')} />
        );
        return action ? (
          <div className={styles.idControls}>
            {input}
            {action}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}
