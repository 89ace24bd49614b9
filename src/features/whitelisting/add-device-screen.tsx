import { ConnectedPage } from '../../connection/connected-page.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import type { PathSegment } from '../../api/field-path.ts';
import { characterCount, LIMITS } from '../../api/rules.ts';
import type { CreateWhitelistingRequest, WhitelistingEntry } from '../../api/schemas.ts';
import { recentEntryFrom, type RecentEntry } from '../../entries/recent-entries.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { useDraft, useSaveFormDraft } from '../../drafts/use-draft.ts';
import { useRecentEntries } from '../../entries/use-recent-entries.ts';
import { editEntryHref } from '../../paths.ts';
import { Button, ButtonGroup, buttonClassName } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { ExpiryFieldset, type ExpiryPart } from '../../ui/expiry-fieldset.tsx';
import type { ExpiryValue } from '../../ui/expiry.ts';
import { Field } from '../../ui/field.tsx';
import { useAnnounce } from '../../ui/live-region.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TagInput } from '../../ui/tag-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import {
  ADD_DEVICE_FIELD_ORDER,
  addDeviceDraftSchema,
  addDeviceSchema,
  emptyAddDevice,
  newEntryId,
  nextDevice,
  toCreateRequest,
  type AddDeviceOutput,
  type AddDeviceValues,
} from './add-device-schema.ts';
import { EntryView } from './entry-view.tsx';
import { describeFailure, earlierAttemptArrived, type Failure } from './failure.ts';
import { FailureNotice } from './failure-notice.tsx';
import { MacField } from './mac-field.tsx';
import { useCreateWhitelisting } from '../../entries/use-create-whitelisting.ts';
import styles from './whitelisting.module.css';

/** 'tags.1' -> 'add-tags-1'; the expiry group's target is its first radio. */
const idOf = (path: string) =>
  `add-${path === 'expiry' ? 'expiry-kind' : path.replaceAll('.', '-')}`;

export function AddDeviceScreen() {
  return (
    <ConnectedPage
      title="Add device"
      lead="Whitelist one device by its MAC address, so it joins the guest network without the sign-in page."
    >
      <AddDevice />
    </ConnectedPage>
  );
}

interface Added {
  entry: RecentEntry;
  /** The lost answer: an earlier attempt had added it. */
  earlier: boolean;
  values: AddDeviceValues;
}

function AddDevice() {
  const connection = useReadyConnection();
  const announce = useAnnounce();
  const draft = useDraft('add-device', addDeviceDraftSchema);
  const recent = useRecentEntries();
  const create = useCreateWhitelisting();
  const schema = useMemo(() => addDeviceSchema(connection.timeZone), [connection.timeZone]);
  const form = useForm<AddDeviceValues, unknown, AddDeviceOutput>({
    resolver: zodResolver(schema),
    defaultValues: draft.initial ?? emptyAddDevice(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, control, formState, subscribe, getValues, reset, setValue, trigger } = form;
  const errors = formState.errors;
  const fromApiPath = (segments: readonly PathSegment[]): string | null => {
    const [first, index] = segments;
    if (first === 'tags') return typeof index === 'number' ? `tags.${index}` : 'tags';
    if (first === 'toDate')
      return getValues('expiry.kind') === 'days' ? 'expiry.days' : 'expiry.date';
    return typeof first === 'string' && ['mac', 'name', 'description', 'id'].includes(first)
      ? first
      : null;
  };
  const formErrors = useFormErrors({ form, order: ADD_DEVICE_FIELD_ORDER, idOf, fromApiPath });
  /**
   * After the first submit the expiry is re-checked as it changes, like every other field.
   * react-hook-form's own re-check of a field (the Controller's onChange, trigger('expiry'))
   * drops an error that sits on a part of its object value (expiry.days, expiry.date), so the
   * value is set and its parts are checked by name.
   */
  const changeExpiry = (value: ExpiryValue) => {
    setValue('expiry', value, { shouldDirty: true });
    if (formState.isSubmitted) void trigger(['expiry.kind', 'expiry.days', 'expiry.date']);
  };
  const unanswered = useRef(new Set<string>());
  const [failure, setFailure] = useState<Failure | null>(null);
  const [added, setAdded] = useState<Added | null>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const resultRef = useRef<HTMLHeadingElement>(null);
  /** After "Add another", the MAC field takes focus for the next device. */
  const focusMacNext = useRef(false);
  const mac = useWatch({ control, name: 'mac' });
  const description = useWatch({ control, name: 'description' });

  // Every change is kept for a reload, in this tab (a second tab keeps its own draft).
  useSaveFormDraft(subscribe, draft.save);

  useEffect(() => {
    if (added) resultRef.current?.focus();
  }, [added]);

  useEffect(() => {
    if (added || !focusMacNext.current) return;
    focusMacNext.current = false;
    document.getElementById(idOf('mac'))?.focus();
  }, [added]);

  function succeed(
    body: CreateWhitelistingRequest & { id: string },
    answer: WhitelistingEntry | undefined,
    earlier: boolean,
  ) {
    const entry = recentEntryFrom({ sent: body, answer, action: 'created', at: new Date() });
    recent.record(entry);
    draft.clear();
    unanswered.current.delete(body.id.toLowerCase());
    setFailure(null);
    setAdded({ entry, earlier, values: getValues() });
    announce(earlier ? 'Your earlier attempt already added this device' : 'Device added');
  }

  const send = (output: AddDeviceOutput) => {
    if (create.isPending) return;
    const body = { ...toCreateRequest(output), id: output.id };
    setFailure(null);
    announce('Adding device…');
    create.mutate(
      { body },
      {
        onSuccess: (answer) => succeed(body, answer, false),
        onError: (error) => {
          if (earlierAttemptArrived(error, body.id, unanswered.current)) {
            succeed(body, undefined, true);
            return;
          }
          const next = describeFailure(error, 'create', body.mac);
          if (next.kind === 'retry' && next.unanswered)
            unanswered.current.add(body.id.toLowerCase());
          if (next.kind === 'fields') {
            if (next.fieldErrors.some((field) => field.path === 'id')) setAdvancedOpen(true);
            formErrors.showRejection(next);
          } else {
            setFailure(next);
          }
        },
      },
    );
  };
  // Built per event, so the refs `send` reads are read then, not while rendering.
  const onSubmit = (event?: FormEvent) => formErrors.handleSubmit(send)(event);

  function addAnother() {
    if (!added) return;
    reset(nextDevice(added.values));
    setAdded(null);
    create.reset();
    focusMacNext.current = true;
  }

  if (added) {
    const { entry, earlier } = added;
    return (
      <section aria-labelledby="add-result-title">
        <Notice tone="success">
          <h2 id="add-result-title" ref={resultRef} tabIndex={-1}>
            {earlier ? 'Your earlier attempt already added this device' : 'Device added'}
          </h2>
          {earlier ? (
            <p>
              The answer to the first attempt was lost on the way, so the app sent it again with the
              same entry ID: the API already holds this entry. Nothing was added twice. Shown here
              is what was sent.
            </p>
          ) : (
            <p>The API stored this entry.</p>
          )}
        </Notice>
        <EntryView entry={entry} timeZone={connection.timeZone} />
        <ButtonGroup>
          <Link href={editEntryHref(entry.id)} className={buttonClassName('secondary')}>
            Edit this entry
          </Link>
          <Button onClick={addAnother}>Add another</Button>
        </ButtonGroup>
        <p className={styles.muted}>Add another keeps the expiry and tags for the next device.</p>
      </section>
    );
  }

  const pending = create.isPending;
  const descriptionCount = characterCount(description);
  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      <ErrorSummary items={formErrors.items} focusKey={formErrors.focusKey} />
      <FailureNotice failure={failure} onRetry={() => void onSubmit()} pending={pending} />

      <MacField
        id={idOf('mac')}
        value={mac}
        error={errors.mac?.message}
        registration={register('mac')}
      />
      <Field
        id={idOf('name')}
        label="Name"
        hint="Like Reception printer. Letters a-z, digits, å ä ö, spaces and & - , ."
        error={errors.name?.message}
        width="wide"
      >
        {(props) => <input type="text" autoComplete="off" {...props} {...register('name')} />}
      </Field>
      <Field
        id={idOf('description')}
        label="Description"
        optional
        hint={`Up to ${LIMITS.descriptionMax} characters: the same characters as the name.`}
        error={errors.description?.message}
        width="wide"
      >
        {(props) => (
          <>
            <input type="text" autoComplete="off" {...props} {...register('description')} />
            <p className={styles.counter} aria-hidden="true">
              {descriptionCount}/{LIMITS.descriptionMax}
            </p>
          </>
        )}
      </Field>
      <Controller
        control={control}
        name="expiry"
        render={({ field }) => (
          <ExpiryFieldset
            legend="Expiry"
            value={field.value}
            onChange={(value) => {
              changeExpiry(value);
            }}
            onBlur={field.onBlur}
            idOf={(part: ExpiryPart) => idOf(`expiry.${part}`)}
            errors={{
              kind: errors.expiry?.kind?.message ?? errors.expiry?.message,
              days: errors.expiry?.days?.message,
              date: errors.expiry?.date?.message,
            }}
            timeZone={connection.timeZone}
          />
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagInput
            id={idOf('tags')}
            label="Tags"
            optional
            hint="For finding devices later, like printer or floor 3. Press Enter or type a comma after each tag."
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            error={errors.tags?.message ?? errors.tags?.root?.message}
            chipErrors={
              Array.isArray(errors.tags)
                ? Array.from(errors.tags, (item: { message?: string } | undefined) => item?.message)
                : undefined
            }
            chipId={(index) => idOf(`tags.${index}`)}
          />
        )}
      />
      <details
        className={styles.advanced}
        open={advancedOpen || errors.id !== undefined}
        onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}
      >
        <summary>Advanced: entry ID</summary>
        <Field
          id={idOf('id')}
          label="Entry ID"
          hint="Made by this app and sent with the device, so the entry can be edited later and a retry never adds it twice. Change it only to use an ID of your own."
          error={errors.id?.message}
          width="wide"
        >
          {(props) => (
            <div className={styles.idControls}>
              <input
                type="text"
                autoComplete="off"
                spellCheck={false}
                {...props}
                {...register('id')}
              />
              <Button
                variant="secondary"
                onClick={() => {
                  setValue('id', newEntryId(), { shouldDirty: true });
                  announce('New entry ID made');
                }}
              >
                Generate a new ID
              </Button>
            </div>
          )}
        </Field>
      </details>
      <Button type="submit" aria-disabled={pending || undefined}>
        {pending ? 'Adding device…' : 'Add device'}
      </Button>
    </form>
  );
}
