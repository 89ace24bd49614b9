import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { CREATE_NAME_CHARS, LIMITS } from '../../api/rules.ts';
import { ConnectedPage } from '../../connection/connected-page.tsx';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { useDraft } from '../../drafts/use-draft.ts';
import { useTakenDraft } from '../../drafts/use-stored-draft.ts';
import { editEntryHref } from '../../paths.ts';
import { Button, ButtonGroup, buttonClassName } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { useAnnounce } from '../../ui/live-region.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useScreenCall } from '../../ui/use-screen-call.ts';
import {
  ADD_DEVICE_FIELD_ORDER,
  addDeviceDraftSchema,
  addDeviceSchema,
  addedDraftSchema,
  emptyAddDevice,
  newEntryId,
  nextDevice,
  toCreateRequest,
  type AddDeviceOutput,
} from './add-device-schema.ts';
import {
  DescriptionField,
  EntryFields,
  EntryIdField,
  ExpiryField,
  NameField,
} from './entry-fields.tsx';
import { TagsField } from './tags-field.tsx';
import { LazyEntryView, usePrefetchEntryView } from './lazy-entry-view.tsx';
import { FailureNotice } from './failure-notice.tsx';
import { MacField } from './mac-field.tsx';
import { ADD_DRAFT, ADDED_DRAFT, addDeviceKey, useAddDevice } from './use-add-device.ts';
import { useEntryForm } from './use-entry-form.ts';
import styles from './whitelisting.module.css';

/** What a failed call means loads when one fails (prefetched when idle by the call's hook). */
const loadFailure = () => import('./failure.ts');

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

function AddDevice() {
  const connection = useReadyConnection();
  const announce = useAnnounce();
  const draft = useDraft(ADD_DRAFT, addDeviceDraftSchema);
  // The last create's result, stored by the call itself: also one answered after a visit elsewhere.
  const stored = useTakenDraft(ADDED_DRAFT, addedDraftSchema);
  usePrefetchEntryView();
  const schema = useMemo(() => addDeviceSchema(connection.timeZone), [connection.timeZone]);
  const entryForm = useEntryForm({
    schema,
    defaultValues: draft.initial ?? emptyAddDevice(),
    order: ADD_DEVICE_FIELD_ORDER,
    idPrefix: 'add',
    // Every change is kept for a reload, in this tab (a second tab keeps its own draft).
    saveDraft: draft.save,
  });
  const { form, formErrors, idOf } = entryForm;
  const { reset, setValue } = form;
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const create = useAddDevice();
  const call = useScreenCall({
    mutation: create,
    mutationKey: addDeviceKey(connection.id),
    sending: 'Adding device…',
    answered: ({ earlier }) =>
      earlier ? 'Your earlier attempt already added this device' : 'Device added',
    describe: async (error, { body }) =>
      (await loadFailure()).describeFailure(error, 'create', body.mac),
    showRejection: formErrors.showRejection,
    onFailure: (failure) => {
      if (failure.kind === 'fields' && failure.fieldErrors.some((field) => field.path === 'id'))
        setAdvancedOpen(true);
    },
    result: stored.value,
  });
  const added = stored.value;
  const { resultRef } = call;

  const send = (output: AddDeviceOutput) =>
    call.send({ body: { ...toCreateRequest(output), id: output.id }, values: form.getValues() });
  // Built per event, so what `send` reads is read then, not while rendering.
  const onSubmit = (event?: FormEvent) => formErrors.handleSubmit(send)(event);

  function addAnother() {
    if (!added) return;
    reset(nextDevice(added.values));
    draft.save(nextDevice(added.values));
    stored.clear();
    create.reset();
    call.focusNext(idOf('mac'));
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
              No answer came to the first attempt, so the app sent it again with the same entry ID:
              the API already holds this entry. Nothing was added twice. Shown here is what was
              sent.
            </p>
          ) : (
            <p>The API stored this entry.</p>
          )}
        </Notice>
        <LazyEntryView entry={entry} timeZone={connection.timeZone} />
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

  const { pending, failure } = call;
  return (
    <EntryFields entryForm={entryForm}>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <ErrorSummary items={formErrors.items} focusKey={formErrors.focusKey} />
        <FailureNotice
          failure={failure}
          call="create"
          onRetry={() => void onSubmit()}
          pending={pending}
        />

        <MacField />
        <NameField characters={CREATE_NAME_CHARS} example />
        <DescriptionField
          label="Description"
          optional
          hint={`Up to ${LIMITS.descriptionMax} characters: the same characters as the name.`}
        />
        <ExpiryField />
        <TagsField
          label="Tags"
          optional
          purpose="For finding devices later, like printer or floor 3."
        />
        <details
          className={styles.advanced}
          open={advancedOpen || form.formState.errors.id !== undefined}
          onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}
        >
          <summary>Advanced: entry ID</summary>
          <EntryIdField
            hint="Made by this app and sent with the device, so the entry can be edited later and a retry never adds it twice. Change it only to use an ID of your own."
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setValue('id', newEntryId(), { shouldDirty: true });
                  announce('New entry ID made');
                }}
              >
                Generate a new ID
              </Button>
            }
          />
        </details>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Adding device…' : 'Add device'}
        </Button>
      </form>
    </EntryFields>
  );
}
