import { Trans, useLingui } from '@lingui/react/macro';
import { sameId, UPDATE_NAME_CHARS, LIMITS } from '../../api/rules.ts';
import { ConnectedPage } from '../../connection/connected-page.tsx';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useWatch } from '../../ui/form/use-form.tsx';
import { useSearch } from 'wouter';
import { editEntryIdFrom } from '../../paths.ts';
import { recentEntrySchema, type RecentEntry } from '../../entries/recent-entries.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { useDraft } from '../../drafts/use-draft.ts';
import { useTakenDraft } from '../../drafts/use-stored-draft.ts';
import { useRecentEntries, type RecentEntries } from '../../entries/use-recent-entries.ts';
import { Button, ButtonGroup } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { EDIT_EXPIRY_OPTIONS } from '../../ui/expiry-fieldset.tsx';
import { useAnnounce } from '../../ui/live-region.tsx';
import { Notice } from '../../ui/notice.tsx';
import { formatCount } from '../../lib/format.ts';
import { useIdlePrefetch } from '../../lib/use-idle-prefetch.ts';
import { useScreenCall } from '../../ui/use-screen-call.ts';
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
import {
  DescriptionField,
  EntryFields,
  EntryIdField,
  ExpiryField,
  NameField,
} from './entry-fields.tsx';
import { LazyEntryView, usePrefetchEntryView } from './lazy-entry-view.tsx';
import { FailureNotice } from './failure-notice.tsx';
import { KeepOrSet } from './keep-or-set.tsx';
import { MacField } from './mac-field.tsx';
import { useEntryForm } from './use-entry-form.ts';
import {
  EDIT_DRAFT,
  SAVED_DRAFT,
  updateKey,
  useUpdateWhitelisting,
} from './use-update-whitelisting.ts';
import styles from './whitelisting.module.css';

/** What a failed call means loads when one fails (prefetched when idle by the call's hook). */
const loadFailure = () => import('./failure.ts');

// New tags are asked for only when "Replace with" is chosen: the tag input loads then.
const loadTagsField = () => import('./tags-field.tsx');
const TagsField = lazy(() => loadTagsField().then((m) => ({ default: m.TagsField })));

// The list shows once Activity is read (a moment after the form): its code loads meanwhile.
const RecentEntriesList = lazy(() =>
  import('./recent-entries-list.tsx').then((m) => ({ default: m.RecentEntriesList })),
);

export function EditDeviceScreen() {
  const { t } = useLingui();
  return (
    <ConnectedPage
      title={t`Edit device`}
      lead={
        <Trans>
          Change the MAC address, name, description, expiry or tags of a whitelisted device.
        </Trans>
      }
    >
      <EditDevice />
    </ConnectedPage>
  );
}

const FORM_TITLE = 'edit-form-title';

/** A link to one entry (`?id=`) waits for Recent entries, which may hold its values. */
function EditDevice() {
  const recent = useRecentEntries();
  const search = useSearch();
  if (editEntryIdFrom(search) !== undefined && !recent.ready) {
    return (
      <p role="status" className={styles.muted}>
        <Trans>Looking up the entry in Recent entries…</Trans>
      </p>
    );
  }
  return <EditDeviceForm recent={recent} search={search} />;
}

function EditDeviceForm({ recent, search }: { recent: RecentEntries; search: string }) {
  const { t } = useLingui();
  const connection = useReadyConnection();
  const announce = useAnnounce();
  const draft = useDraft(EDIT_DRAFT, editDeviceDraftSchema);
  // The entry the last update left, stored by the call itself (also one answered elsewhere).
  const stored = useTakenDraft(
    SAVED_DRAFT,
    recentEntrySchema,
    editEntryIdFrom(search) !== undefined,
  );
  usePrefetchEntryView();
  useIdlePrefetch(loadFailure);
  useIdlePrefetch(loadTagsField);
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

  const { save } = draft;
  const saveWithLoadedId = useCallback(
    (next: EditDeviceValues) => save({ values: next, loadedId }),
    [save, loadedId],
  );
  const entryForm = useEntryForm({
    schema,
    defaultValues: start.values,
    order: EDIT_DEVICE_FIELD_ORDER,
    idPrefix: 'edit',
    saveDraft: saveWithLoadedId,
  });
  const { form, formErrors } = entryForm;
  const update = useUpdateWhitelisting();
  const call = useScreenCall({
    mutation: update,
    mutationKey: updateKey(connection.id),
    sending: t`Saving changes…`,
    answered: () => t`Changes saved`,
    describe: async (error, { body }) =>
      (await loadFailure()).describeFailure(error, 'update', body.mac),
    showRejection: formErrors.showRejection,
    result: stored.value,
  });
  const { failure, showFailure, resultRef } = call;
  const saved = stored.value;
  const { register, control, getValues, reset } = form;
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  // Re-renders on every change; getValues then reads the values whole and typed.
  useWatch({ control });
  const values = getValues();
  // What this browser knows of the entry loaded, while the Entry ID is still its ID: a
  // different ID typed over it names another entry, whose current values are not known here.
  const known =
    loadedId && sameId(values.id, loadedId)
      ? recent.entries.find((entry) => sameId(entry.id, loadedId))
      : undefined;
  const changes = describeChanges(values, known, connection.timeZone);

  function load(entry: RecentEntry) {
    reset(valuesFromRecent(entry));
    setLoadedId(entry.id);
    showFailure(null);
    formErrors.clearFormMessages();
    draft.save({ values: valuesFromRecent(entry), loadedId: entry.id });
    const { name, mac } = entry;
    announce(t`Loaded ${name} (${mac}) into the form`);
    formHeadingRef.current?.focus();
  }

  const send = (output: EditDeviceOutput) => {
    const body = toUpdateRequest(output);
    call.send({ body, previous: recent.entries.find((entry) => sameId(entry.id, body.id)) });
  };
  const onSubmit = formErrors.handleSubmit(send);

  if (saved) {
    return (
      <section aria-labelledby="edit-result-title">
        <Notice tone="success">
          <h2 id="edit-result-title" ref={resultRef} tabIndex={-1}>
            <Trans>Changes saved</Trans>
          </h2>
          <p>
            <Trans>The API now holds this entry. Recent entries shows it first.</Trans>
          </p>
        </Notice>
        <LazyEntryView entry={saved} timeZone={connection.timeZone} />
        <ButtonGroup>
          <Button
            onClick={() => {
              stored.clear();
              update.reset();
              load(saved);
              call.focusNext(FORM_TITLE);
            }}
          >
            <Trans>Edit this entry again</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              stored.clear();
              update.reset();
              reset(EMPTY_EDIT);
              draft.save({ values: EMPTY_EDIT, loadedId: undefined });
              setLoadedId(undefined);
              call.focusNext(FORM_TITLE);
            }}
          >
            <Trans>Edit another entry</Trans>
          </Button>
        </ButtonGroup>
      </section>
    );
  }

  const { pending } = call;
  const max = formatCount(LIMITS.descriptionMax);
  const name = known?.name;
  return (
    <>
      {recent.ready ? (
        <Suspense fallback={null}>
          <RecentEntriesList entries={recent.entries} problem={recent.problem} onLoad={load} />
        </Suspense>
      ) : null}
      <EntryFields entryForm={entryForm}>
        <form noValidate onSubmit={onSubmit} className={styles.form} aria-labelledby={FORM_TITLE}>
          <h2 id={FORM_TITLE} ref={formHeadingRef} tabIndex={-1}>
            {name !== undefined ? t`Change ${name}` : t`Entry to change`}
          </h2>
          <ErrorSummary items={formErrors.items} focusKey={formErrors.focusKey} />
          <FailureNotice
            failure={failure}
            call="update"
            onRetry={() => void onSubmit()}
            pending={pending}
          />

          <EntryIdField
            hint={t`Filled in when you load a recent entry. For an entry made elsewhere, type its ID, MAC address and name: the API cannot look entries up.`}
          />
          <MacField />
          <NameField characters={UPDATE_NAME_CHARS} />

          <KeepOrSet
            legend={t`Description`}
            id={entryForm.idOf('descriptionMode')}
            keepLabel={t`Keep the current description`}
            setLabel={t`Set the description to`}
            registration={register('descriptionMode')}
            chosen={values.descriptionMode}
          >
            <DescriptionField
              label={t`New description`}
              hint={t`Up to ${max} characters; leave empty to remove the description.`}
            />
          </KeepOrSet>

          <ExpiryField options={EDIT_EXPIRY_OPTIONS} current={known ? known.toDate : undefined} />

          <KeepOrSet
            legend={t`Tags`}
            id={entryForm.idOf('tagsMode')}
            keepLabel={t`Keep the current tags`}
            setLabel={t`Replace with`}
            registration={register('tagsMode')}
            chosen={values.tagsMode}
          >
            <Suspense
              fallback={
                <p role="status">
                  <Trans>Loading the tags field…</Trans>
                </p>
              }
            >
              <TagsField label={t`New tags`} purpose={t`They replace all current tags.`} />
            </Suspense>
            {values.tagsMode === 'set' && values.tags.length === 0 ? (
              <p className={styles.macWarning}>
                <Trans>No tags: saving removes all of this entry’s tags.</Trans>
              </p>
            ) : null}
          </KeepOrSet>

          <div className={styles.summary}>
            <h3>
              <Trans>What Save changes sends</Trans>
            </h3>
            {changes.length === 0 ? (
              <p>
                <Trans>Nothing changes yet.</Trans>
              </p>
            ) : (
              <ul>
                {changes.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? t`Saving changes…` : t`Save changes`}
          </Button>
        </form>
      </EntryFields>
    </>
  );
}
