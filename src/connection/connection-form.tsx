import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type ComponentPropsWithRef } from 'react';
import { Link } from 'wouter';
import { Button, ButtonGroup } from '../ui/button.tsx';
import { ErrorSummary } from '../ui/error-summary.tsx';
import { useForm, useWatch, type Control } from '../ui/form/use-form.tsx';
import { CheckboxField, Field } from '../ui/field.tsx';
import { useAnnounce } from '../ui/live-region.tsx';
import { Notice } from '../ui/notice.tsx';
import { SecretInput } from '../ui/secret-input.tsx';
import { useFormErrors } from '../ui/use-form-errors.ts';
import { UUID_EXAMPLE } from '../api/rules.ts';
import { CheckPanel } from './check-panel.tsx';
import { connectionLabel } from './connection-label.ts';
import {
  baseUrlOrigin,
  CHUNK_SIZE,
  knownTimeZones,
  TIME_ZONE_EXAMPLE,
} from './connection-rules.ts';
import {
  CONNECTION_FIELD_ORDER,
  connectionFormSchema,
  type ConnectionFormOutput,
  type ConnectionFormValues,
} from './connection-schema.ts';
import { useConnection } from './connection-context.tsx';
import { formValuesOf } from './form-values.ts';
import { useCheckConnection } from './use-check-connection.ts';
import { useNewLanguage } from './use-new-language.ts';
import { formatCount } from '../lib/format.ts';
import styles from './connection-form.module.css';
import { PATHS } from '../paths.ts';

const fieldId = (name: string) => `connection-${name}`;

/** What "Check connection" sends: a change to one of them makes an earlier result stale. */
const CHECKED_FIELDS = ['baseUrl', 'organizationId', 'contextId', 'apiKey'] as const;

export interface ConnectionFormProps {
  /** Id of the saved connection being edited; undefined adds a new one. */
  editingId: string | undefined;
  initialValues: ConnectionFormValues;
  /** After a save: the id (new or same) so the screen can follow it. */
  onSaved: (id: string) => void;
  /** Whether the form holds changes not saved yet; the screen asks before replacing them. */
  onDirtyChange: (dirty: boolean) => void;
  /** A field to focus when the form appears ("Enter the key for …"). */
  focusOnMount?: 'apiKey';
}

export function ConnectionForm({
  editingId,
  initialValues,
  onSaved,
  onDirtyChange,
  focusOnMount,
}: ConnectionFormProps) {
  const { save } = useConnection();
  const { t } = useLingui();
  const announce = useAnnounce();
  const check = useCheckConnection();
  const clearCheck = check.clear;
  const timeZoneListId = useId();
  const [timeZones] = useState(knownTimeZones);
  const [saveState, setSaveState] = useState<'idle' | 'saved' | 'failed'>('idle');
  const form = useForm({ schema: connectionFormSchema, defaultValues: initialValues });
  const {
    register,
    reset,
    control,
    setFocus,
    trigger,
    formState: { errors, isDirty },
  } = form;
  const formErrors = useFormErrors({ form, order: CONNECTION_FIELD_ORDER, idOf: fieldId });
  const [chunkMin, chunkMax] = [formatCount(CHUNK_SIZE.min), formatCount(CHUNK_SIZE.max)];
  // Braces are ICU's own: the path goes into the sentence as a value.
  const orgPath = `/v1/org/{${t`organization ID`}}/…`;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useNewLanguage(() => {
    const invalid = CONNECTION_FIELD_ORDER.filter((name) => errors[name]);
    if (invalid.length > 0) void trigger(invalid);
  });
  useEffect(() => {
    if (focusOnMount) setFocus(focusOnMount);
    // On arrival only: the screen remounts the form for each new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A result about other values would mislead ("Connected" for a key no longer in the form).
  useEffect(
    () =>
      control.subscribeValues(({ name, type }) => {
        // A person's typing: the DOM event behind onChange, which is "input" for a text field
        // under preact/compat (as in the DOM itself) and "change" for the other fields.
        const typed = type === 'change' || type === 'input';
        if (typed && CHECKED_FIELDS.some((checked) => checked === name)) clearCheck();
      }),
    [control, clearCheck],
  );

  const onSave = formErrors.handleSubmit(({ apiKey, ...settings }) => {
    const name = settings.name || connectionLabel(settings);
    const id = save({ ...settings, name }, apiKey, editingId);
    if (id === null) {
      setSaveState('failed');
      return;
    }
    // Show what was stored (trimmed, canonical time zone, default name), keep the submit count.
    reset(formValuesOf({ ...settings, name, apiKey }), { keepSubmitCount: true });
    setSaveState('saved');
    announce(t`Connection saved`);
    onSaved(id);
  });

  const onCheck = formErrors.handleSubmit(({ baseUrl, organizationId, contextId, apiKey }) => {
    check.check({ baseUrl, organizationId, contextId, apiKey });
  });

  return (
    <form noValidate onSubmit={onSave} className={styles.form}>
      <ErrorSummary items={formErrors.items} focusKey={formErrors.focusKey} />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Where to connect</Trans>
        </legend>
        <Field
          id={fieldId('name')}
          label={t`Venue name`}
          optional
          hint={t`Shown in the connection switcher, like “Main office”. Leave empty to use the organization and context IDs.`}
          error={errors.name?.message}
          width="wide"
        >
          {(control) => <input type="text" autoComplete="off" {...control} {...register('name')} />}
        </Field>
        <Field
          id={fieldId('baseUrl')}
          label={t`API base URL`}
          optional
          hint={
            <>
              <Trans>
                Leave empty when the API is served by this site. Otherwise the address in front of
                /v1, like https://api.example.com.
              </Trans>{' '}
              <RequestTarget control={form.control} />
            </>
          }
          error={errors.baseUrl?.message}
          width="wide"
        >
          {(control) => (
            <input
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              {...control}
              {...register('baseUrl')}
            />
          )}
        </Field>
        <Field
          id={fieldId('organizationId')}
          label={t`Organization ID`}
          hint={t`As in the API address ${orgPath}`}
          error={errors.organizationId?.message}
          width="medium"
        >
          {(control) => <IdInput {...control} {...register('organizationId')} />}
        </Field>
        <Field
          id={fieldId('contextId')}
          label={t`Sign-In Context ID`}
          hint={t`The Sign-In context the API key belongs to.`}
          error={errors.contextId?.message}
          width="medium"
        >
          {(control) => <IdInput {...control} {...register('contextId')} />}
        </Field>
        <Field
          id={fieldId('apiKey')}
          label={t`API key`}
          hint={t`Sent with every request as the x-auth-token header.`}
          error={errors.apiKey?.message}
          width="wide"
        >
          {(control) => (
            <SecretInput {...control} secretName={t`API key`} {...register('apiKey')} />
          )}
        </Field>
        <CheckboxField
          id={fieldId('rememberKey')}
          label={t`Remember the key on this device`}
          hint={t`Without this, the key stays in this browser tab only and a new tab asks for it again. Tick it only on a device that only you use.`}
          error={errors.rememberKey?.message}
        >
          {(control) => <input type="checkbox" {...control} {...register('rememberKey')} />}
        </CheckboxField>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Organization settings</Trans>
        </legend>
        <Field
          id={fieldId('timeZone')}
          label={t`Organization time zone`}
          hint={t`Expiry dates are counted in this zone. Start typing to choose from the list, like ${TIME_ZONE_EXAMPLE}.`}
          error={errors.timeZone?.message}
          width="medium"
        >
          {(control) => (
            <input
              type="text"
              list={timeZoneListId}
              autoComplete="off"
              spellCheck={false}
              {...control}
              {...register('timeZone')}
            />
          )}
        </Field>
        <datalist id={timeZoneListId}>
          {timeZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <Field
          id={fieldId('chunkSize')}
          label={t`Batch chunk size`}
          hint={t`How many entries each request of a batch import sends, from ${chunkMin} to ${chunkMax}.`}
          error={errors.chunkSize?.message}
          width="short"
        >
          {(control) => (
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...control}
              {...register('chunkSize')}
            />
          )}
        </Field>
        <Field
          id={fieldId('defaultPolicyId')}
          label={t`Default access policy ID`}
          optional
          hint={t`Filled in for you on Policy cleanup. A UUID like ${UUID_EXAMPLE}.`}
          error={errors.defaultPolicyId?.message}
          width="wide"
        >
          {(control) => <IdInput {...control} {...register('defaultPolicyId')} />}
        </Field>
      </fieldset>

      {saveState === 'failed' ? (
        <Notice tone="error" role="alert" title={t`The connection was not saved`} headingLevel={3}>
          <p>
            <Trans>
              This browser did not let the app store it. Allow this site to keep data (or free some
              space) and save again.
            </Trans>
          </p>
        </Notice>
      ) : null}
      {saveState === 'saved' ? (
        <Notice tone="success" headingLevel={3} title={t`Connection saved`}>
          <p>
            <Trans>
              It is the connection in use now. Other screens send their requests with it.
            </Trans>
          </p>
          <p>
            <Link href={PATHS.add}>
              <Trans>Continue to Add device</Trans>
            </Link>
          </p>
        </Notice>
      ) : null}

      <ButtonGroup>
        <Button type="submit">
          <Trans>Save connection</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={onCheck}
          aria-disabled={check.isPending ? true : undefined}
        >
          <Trans>Check connection</Trans>
        </Button>
      </ButtonGroup>

      <CheckPanel check={check} />
    </form>
  );
}

/**
 * Where the typed base URL sends requests and the key, as the browser reads it: an address that
 * reads like one host but goes to another shows itself here while it is typed.
 */
function RequestTarget({
  control,
}: {
  control: Control<ConnectionFormValues, ConnectionFormOutput>;
}) {
  const origin = baseUrlOrigin(useWatch({ control, name: 'baseUrl' }));
  return <span aria-live="polite">{origin ? <Trans>Requests go to {origin}.</Trans> : null}</span>;
}

/** An identifier typed or pasted exactly: no autofill, capitals or spelling fixes. */
function IdInput(props: ComponentPropsWithRef<'input'>) {
  return (
    <input type="text" autoComplete="off" autoCapitalize="off" spellCheck={false} {...props} />
  );
}
