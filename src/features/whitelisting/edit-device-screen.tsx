import { sameId } from '../../api/rules.ts';
import { ConnectedPage } from '../../connection/connected-page.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useSearch } from 'wouter';
import { editEntryIdFrom } from '../../paths.ts';
import type { PathSegment } from '../../api/field-path.ts';
import type { UpdateWhitelistingRequest, WhitelistingEntry } from '../../api/schemas.ts';
import { recentEntryFrom, type RecentEntry } from '../../entries/recent-entries.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { useDraft, useSaveFormDraft } from '../../drafts/use-draft.ts';
import { useRecentEntries } from '../../entries/use-recent-entries.ts';
import { Button, ButtonGroup } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { EDIT_EXPIRY_OPTIONS, ExpiryFieldset, type ExpiryPart } from '../../ui/expiry-fieldset.tsx';
import type { ExpiryValue } from '../../ui/expiry.ts';
import { Field } from '../../ui/field.tsx';
import { useAnnounce } from '../../ui/live-region.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TagInput } from '../../ui/tag-input.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import {
  describeChanges,
  EDIT_DEVICE_FIELD_ORDER,
  editDeviceDraftSchema,
  editDeviceSchema,
  EMPTY_EDIT,
  toUpdateRequest,
  valuesFromRecent,
  type EditDeviceOutput,
  type EditDeviceValues,
} from './edit-device-schema.ts';
import { EntryView } from './entry-view.tsx';
import { describeFailure, type Failure } from './failure.ts';
import { FailureNotice } from './failure-notice.tsx';
import { MacField } from './mac-field.tsx';
import { RecentEntriesList } from './recent-entries-list.tsx';
import { useUpdateWhitelisting } from './use-update-whitelisting.ts';
import styles from './whitelisting.module.css';

const idOf = (path: string) =>
  `edit-${path === 'expiry' ? 'expiry-kind' : path.replaceAll('.', '-')}`;

export function EditDeviceScreen() {
  return (
    <ConnectedPage
      title="Edit device"
      lead="Change the MAC address, name, description, expiry or tags of a whitelisted device."
    >
      <EditDevice />
    </ConnectedPage>
  );
}

function EditDevice() {
  const connection = useReadyConnection();
  const announce = useAnnounce();
  const draft = useDraft('edit-device', editDeviceDraftSchema);
  const recent = useRecentEntries();
  const update = useUpdateWhitelisting();
  const search = useSearch();
  const schema = useMemo(() => editDeviceSchema(connection.timeZone), [connection.timeZone]);

  // Where the form starts: a link "Edit this entry" (?id=), unless this tab already has a draft
  // of that entry; else this tab's draft; else empty.
  const [start] = useState(() => {
    const linked = editEntryIdFrom(search);
    // A reload of a linked page keeps what was typed since: this tab's draft of that entry wins.
    if (linked && draft.initial && sameId(draft.initial.values.id, linked)) return draft.initial;
    const fromLink = linked ? recent.entries.find((entry) => sameId(entry.id, linked)) : undefined;
    if (fromLink) return { values: valuesFromRecent(fromLink), loadedId: fromLink.id };
    if (linked) return { values: { ...EMPTY_EDIT, id: linked }, loadedId: undefined };
    if (draft.initial) return draft.initial;
    return { values: EMPTY_EDIT, loadedId: undefined };
  });
  const [loadedId, setLoadedId] = useState<string | undefined>(start.loadedId);

  const form = useForm<EditDeviceValues, unknown, EditDeviceOutput>({
    resolver: zodResolver(schema),
    defaultValues: start.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, control, formState, subscribe, reset, setValue, trigger } = form;
  const errors = formState.errors;
  const fromApiPath = (segments: readonly PathSegment[]): string | null => {
    const [first, index] = segments;
    if (first === 'tags') return typeof index === 'number' ? `tags.${index}` : 'tags';
    if (first === 'toDate') return 'expiry.date';
    return typeof first === 'string' && ['id', 'mac', 'name', 'description'].includes(first)
      ? first
      : null;
  };
  const formErrors = useFormErrors({ form, order: EDIT_DEVICE_FIELD_ORDER, idOf, fromApiPath });
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
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState<RecentEntry | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const values = useWatch({ control }) as EditDeviceValues;
  // What this browser knows of the entry loaded, while the Entry ID is still its ID: a
  // different ID typed over it names another entry, whose current values are not known here.
  const known =
    loadedId && sameId(values.id ?? '', loadedId)
      ? recent.entries.find((entry) => sameId(entry.id, loadedId))
      : undefined;
  const changes = describeChanges(values, known, connection.timeZone);

  const { save } = draft;
  const saveWithLoadedId = useCallback(
    (next: EditDeviceValues) => save({ values: next, loadedId }),
    [save, loadedId],
  );
  useSaveFormDraft(subscribe, saveWithLoadedId);

  /** Set when the form comes back after success: its heading takes focus once it is shown. */
  const focusFormNext = useRef(false);
  useEffect(() => {
    if (saved) {
      resultRef.current?.focus();
    } else if (focusFormNext.current) {
      focusFormNext.current = false;
      formHeadingRef.current?.focus();
    }
  }, [saved]);

  function load(entry: RecentEntry) {
    reset(valuesFromRecent(entry));
    setLoadedId(entry.id);
    setFailure(null);
    formErrors.clearFormMessages();
    draft.save({ values: valuesFromRecent(entry), loadedId: entry.id });
    announce(`Loaded ${entry.name} (${entry.mac}) into the form`);
    formHeadingRef.current?.focus();
  }

  function succeed(body: UpdateWhitelistingRequest, answer: WhitelistingEntry | undefined) {
    const previous = recent.entries.find((entry) => sameId(entry.id, body.id));
    const entry = recentEntryFrom({
      sent: body,
      answer,
      previous,
      action: 'updated',
      at: new Date(),
    });
    recent.record(entry);
    draft.clear();
    setFailure(null);
    setSaved(entry);
    announce('Changes saved');
  }

  const send = (output: EditDeviceOutput) => {
    if (update.isPending) return;
    const body = toUpdateRequest(output);
    setFailure(null);
    announce('Saving changes…');
    update.mutate(
      { body },
      {
        onSuccess: (answer) => succeed(body, answer),
        onError: (error) => {
          const next = describeFailure(error, 'update', body.mac);
          if (next.kind === 'fields') formErrors.showRejection(next);
          else setFailure(next);
        },
      },
    );
  };
  const onSubmit = formErrors.handleSubmit(send);

  if (saved) {
    return (
      <section aria-labelledby="edit-result-title">
        <Notice tone="success">
          <h2 id="edit-result-title" ref={resultRef} tabIndex={-1}>
            Changes saved
          </h2>
          <p>The API now holds this entry. Recent entries shows it first.</p>
        </Notice>
        <EntryView entry={saved} timeZone={connection.timeZone} />
        <ButtonGroup>
          <Button
            onClick={() => {
              focusFormNext.current = true;
              setSaved(null);
              update.reset();
              load(saved);
            }}
          >
            Edit this entry again
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              focusFormNext.current = true;
              setSaved(null);
              update.reset();
              reset(EMPTY_EDIT);
              setLoadedId(undefined);
            }}
          >
            Edit another entry
          </Button>
        </ButtonGroup>
      </section>
    );
  }

  const pending = update.isPending;
  return (
    <>
      <RecentEntriesList entries={recent.entries} onLoad={load} />
      <form
        noValidate
        onSubmit={onSubmit}
        className={styles.form}
        aria-labelledby="edit-form-title"
      >
        <h2 id="edit-form-title" ref={formHeadingRef} tabIndex={-1}>
          {known ? `Change ${known.name}` : 'Entry to change'}
        </h2>
        <ErrorSummary items={formErrors.items} focusKey={formErrors.focusKey} />
        <FailureNotice failure={failure} onRetry={() => void onSubmit()} pending={pending} />

        <Field
          id={idOf('id')}
          label="Entry ID"
          hint="Filled in when you load a recent entry. For an entry made elsewhere, type its ID, MAC address and name: the API cannot look entries up."
          error={errors.id?.message}
          width="wide"
        >
          {(props) => (
            <input
              type="text"
              autoComplete="off"
              spellCheck={false}
              {...props}
              {...register('id')}
            />
          )}
        </Field>
        <MacField
          id={idOf('mac')}
          value={values.mac ?? ''}
          error={errors.mac?.message}
          registration={register('mac')}
        />
        <Field
          id={idOf('name')}
          label="Name"
          hint={'Letters a-z, digits, å ä ö, spaces and ( ) & - , . / " +'}
          error={errors.name?.message}
          width="wide"
        >
          {(props) => <input type="text" autoComplete="off" {...props} {...register('name')} />}
        </Field>

        <KeepOrSet
          legend="Description"
          idOf={idOf}
          name="descriptionMode"
          keepLabel="Keep the current description"
          setLabel="Set the description to"
          registration={register('descriptionMode')}
          chosen={values.descriptionMode}
        >
          <Field
            id={idOf('description')}
            label="New description"
            hint="Up to 200 characters; leave empty to remove the description."
            error={errors.description?.message}
            width="wide"
          >
            {(props) => (
              <input type="text" autoComplete="off" {...props} {...register('description')} />
            )}
          </Field>
        </KeepOrSet>

        <Controller
          control={control}
          name="expiry"
          render={({ field }) => (
            <ExpiryFieldset
              legend="Expiry"
              options={EDIT_EXPIRY_OPTIONS}
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
              current={known ? known.toDate : undefined}
            />
          )}
        />

        <KeepOrSet
          legend="Tags"
          idOf={idOf}
          name="tagsMode"
          keepLabel="Keep the current tags"
          setLabel="Replace with"
          registration={register('tagsMode')}
          chosen={values.tagsMode}
        >
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagInput
                id={idOf('tags')}
                label="New tags"
                hint="They replace all current tags. Press Enter or type a comma after each tag."
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                chipErrors={
                  Array.isArray(errors.tags)
                    ? Array.from(
                        errors.tags,
                        (item: { message?: string } | undefined) => item?.message,
                      )
                    : undefined
                }
                chipId={(index) => idOf(`tags.${index}`)}
              />
            )}
          />
          {values.tagsMode === 'set' && (values.tags ?? []).length === 0 ? (
            <p className={styles.macWarning}>No tags: saving removes all of this entry’s tags.</p>
          ) : null}
        </KeepOrSet>

        <div className={styles.summary}>
          <h3>What Save changes sends</h3>
          {changes.length === 0 ? (
            <p>Nothing changes yet.</p>
          ) : (
            <ul>
              {changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Saving changes…' : 'Save changes'}
        </Button>
      </form>
    </>
  );
}

/** Keep the current value (left out of the update) or set it (the revealed field). */
function KeepOrSet({
  legend,
  idOf,
  name,
  keepLabel,
  setLabel,
  registration,
  chosen,
  children,
}: {
  legend: string;
  idOf: (path: string) => string;
  name: 'descriptionMode' | 'tagsMode';
  keepLabel: string;
  setLabel: string;
  registration: UseFormRegisterReturn;
  chosen: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.radio}>
        <input type="radio" id={idOf(name)} value="keep" {...registration} />
        <label htmlFor={idOf(name)}>{keepLabel}</label>
      </div>
      <div className={styles.radio}>
        <input type="radio" id={`${idOf(name)}-set`} value="set" {...registration} />
        <label htmlFor={`${idOf(name)}-set`}>{setLabel}</label>
      </div>
      {chosen === 'set' ? <div className={styles.reveal}>{children}</div> : null}
    </fieldset>
  );
}
