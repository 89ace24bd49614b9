import { Trans, useLingui } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { Button } from '../ui/button.tsx';
import { CheckboxField, Field } from '../ui/field.tsx';
import { ErrorSummary } from '../ui/error-summary.tsx';
import { useForm } from '../ui/form/use-form.tsx';
import { SecretInput } from '../ui/secret-input.tsx';
import { useAnnounce } from '../ui/live-region.tsx';
import { useFormErrors } from '../ui/use-form-errors.ts';
import { connectionFormSchema } from './connection-schema.ts';
import { useConnection } from './connection-context.tsx';
import type { StoredConnection } from './storage.ts';
import { useNewLanguage } from './use-new-language.ts';
import styles from './key-prompt.module.css';

const keySchema = z.pick(connectionFormSchema, { apiKey: true, rememberKey: true });
type KeyValues = z.input<typeof keySchema>;

const DEFAULT_ID_PREFIX = 'key-prompt-';
const KEY_FIELDS = ['apiKey', 'rememberKey'] as const;

/** Asks for the key of a saved connection whose key this tab does not have. */
export interface KeyPromptProps {
  connection: StoredConnection;
  /** After the key is stored; the prompt is about to disappear. */
  onAccepted: () => void;
  /** Its fields' IDs start with it (a screen with prompts of its own picks another). */
  idPrefix?: string;
}

export function KeyPrompt({
  connection,
  onAccepted,
  idPrefix = DEFAULT_ID_PREFIX,
}: KeyPromptProps) {
  const { setApiKey } = useConnection();
  const { t } = useLingui();
  const announce = useAnnounce();
  const defaultValues: KeyValues = { apiKey: '', rememberKey: connection.rememberKey };
  const form = useForm({ schema: keySchema, defaultValues });
  const {
    register,
    setError,
    trigger,
    formState: { errors },
  } = form;
  const formErrors = useFormErrors({ form, order: KEY_FIELDS, idOf: (path) => idPrefix + path });
  useNewLanguage(() => {
    // A refusal to store is no check: it stays until the next try.
    if (errors.apiKey && errors.apiKey.type !== 'storage') void trigger('apiKey');
  });

  const onSubmit = formErrors.handleSubmit(({ apiKey, rememberKey }) => {
    if (setApiKey(connection.id, apiKey, rememberKey)) {
      // Said first: what the screen says next (onAccepted) is the last word, and stays.
      announce(t`API key added`);
      onAccepted();
    } else {
      setError('apiKey', {
        type: 'storage',
        message: t`This browser did not let the app keep the key: allow site data and try again`,
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      <ErrorSummary items={formErrors.items} focusKey={formErrors.focusKey} />
      <Field
        id={`${idPrefix}apiKey`}
        label={t`API key`}
        hint={t`The key is kept in this tab only, unless you tick the box below.`}
        error={errors.apiKey?.message}
        width="wide"
      >
        {(control) => <SecretInput {...control} secretName={t`API key`} {...register('apiKey')} />}
      </Field>
      <CheckboxField id={`${idPrefix}rememberKey`} label={t`Remember the key on this device`}>
        {(control) => <input type="checkbox" {...control} {...register('rememberKey')} />}
      </CheckboxField>
      <Button type="submit">
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
