import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { CREATE_NAME_CHARS, LIMITS } from '../../api/rules.ts';
import { ConnectedPage } from '../../connection/connected-page.tsx';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { useDraft } from '../../drafts/use-draft.ts';
import { formatCount } from '../../lib/format.ts';
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
  const { t } = useLingui();
  return (
    <ConnectedPage
      title={t`Add device`}
      lead={
        <Trans>
          Whitelist one device by its MAC address, so it joins the guest network without the sign-in
          page.
        </Trans>
      }
    >
      <AddDevice />
    </ConnectedPage>
  );
}

function AddDevice() {
  const { t } = useLingui();
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
    sending: t`Adding device…`,
    answered: ({ earlier }) =>
      earlier ? t`Your earlier attempt already added this device` : t`Device added`,
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
            {earlier ? t`Your earlier attempt already added this device` : t`Device added`}
          </h2>
          {earlier ? (
            <p>
              <Trans>
                No answer came to the first attempt, so the app sent it again with the same entry
                ID: the API already holds this entry. Nothing was added twice. Shown here is what
                was sent.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>The API stored this entry.</Trans>
            </p>
          )}
        </Notice>
        <LazyEntryView entry={entry} timeZone={connection.timeZone} />
        <ButtonGroup>
          <Link href={editEntryHref(entry.id)} className={buttonClassName('secondary')}>
            <Trans>Edit this entry</Trans>
          </Link>
          <Button onClick={addAnother}>
            <Trans>Add another</Trans>
          </Button>
        </ButtonGroup>
        <p className={styles.muted}>
          <Trans>Add another keeps the expiry and tags for the next device.</Trans>
        </p>
      </section>
    );
  }

  const { pending, failure } = call;
  const max = formatCount(LIMITS.descriptionMax);
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
          label={t`Description`}
          optional
          hint={t`Up to ${max} characters: the same characters as the name.`}
        />
        <ExpiryField />
        <TagsField
          label={t`Tags`}
          optional
          purpose={t`For finding devices later, like printer or floor 3.`}
        />
        <details
          className={styles.advanced}
          open={advancedOpen || form.formState.errors.id !== undefined}
          onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}
        >
          <summary>
            <Trans>Advanced: entry ID</Trans>
          </summary>
          <EntryIdField
            hint={t`Made by this app and sent with the device, so the entry can be edited later and a retry never adds it twice. Change it only to use an ID of your own.`}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setValue('id', newEntryId());
                  announce(t`New entry ID made`);
                }}
              >
                <Trans>Generate a new ID</Trans>
              </Button>
            }
          />
        </details>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? t`Adding device…` : t`Add device`}
        </Button>
      </form>
    </EntryFields>
  );
}
