import { mayHaveChanged } from '../../api/call-ending.ts';
import { ConnectedPage } from '../../connection/connected-page.tsx';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { CREATE_NAME_CHARS, LIMITS } from '../../api/rules.ts';
import type { CreateWhitelistingRequest, WhitelistingEntry } from '../../api/schemas.ts';
import { recentEntryFrom, type RecentEntry } from '../../entries/recent-entries.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { useDraft } from '../../drafts/use-draft.ts';
import { useRecordEntryCall } from '../../entries/use-record-entry-call.ts';
import { editEntryHref } from '../../paths.ts';
import { Button, ButtonGroup, buttonClassName } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { useAnnounce } from '../../ui/live-region.tsx';
import { Notice } from '../../ui/notice.tsx';
import {
  ADD_DEVICE_FIELD_ORDER,
  addDeviceDraftSchema,
  addDeviceSchema,
  emptyAddDevice,
  newEntryId,
  nextDevice,
  toCreateRequest,
  unansweredIdsSchema,
  type AddDeviceOutput,
  type AddDeviceValues,
} from './add-device-schema.ts';
import {
  DescriptionField,
  EntryFields,
  EntryIdField,
  ExpiryField,
  NameField,
  TagsField,
} from './entry-fields.tsx';
import { LazyEntryView, usePrefetchEntryView } from './lazy-entry-view.tsx';
import { describeFailure, earlierAttemptArrived } from './failure.ts';
import { FailureNotice } from './failure-notice.tsx';
import { MacField } from './mac-field.tsx';
import { useEntryForm } from './use-entry-form.ts';
import { useCreateWhitelisting } from '../../entries/use-create-whitelisting.ts';
import styles from './whitelisting.module.css';

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
  const recordCall = useRecordEntryCall();
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
  const { form, formErrors, idOf, failure, showFailure } = entryForm;
  const { getValues, reset, setValue } = form;
  const unansweredDraft = useDraft('add-device-unanswered', unansweredIdsSchema);
  const unanswered = useRef(new Set<string>(unansweredDraft.initial));
  const keepUnanswered = () => {
    if (unanswered.current.size === 0) unansweredDraft.clear();
    else unansweredDraft.save([...unanswered.current]);
  };
  // Activity records every create, also one that ends after this screen was left.
  const create = useCreateWhitelisting((outcome, { body }, sentAt) => {
    if (!body.id) return;
    const sent = { ...body, id: body.id };
    const entryOf = (answer: WhitelistingEntry | undefined) =>
      recentEntryFrom({ sent, answer, action: 'created', at: new Date() });
    if ('answer' in outcome) {
      void recordCall({
        kind: 'add',
        sent,
        at: sentAt,
        outcome: { entry: entryOf(outcome.answer) },
      });
    } else if (earlierAttemptArrived(outcome.error, sent.id, unanswered.current)) {
      const entry = entryOf(undefined);
      void recordCall({ kind: 'add', sent, at: sentAt, outcome: { entry, earlier: true } });
    } else {
      void recordCall({ kind: 'add', sent, at: sentAt, outcome: { error: outcome.error } });
    }
  });
  const [added, setAdded] = useState<Added | null>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const resultRef = useRef<HTMLHeadingElement>(null);
  /** After "Add another", the MAC field takes focus for the next device. */
  const focusMacNext = useRef(false);

  useEffect(() => {
    if (added) resultRef.current?.focus();
  }, [added]);

  useEffect(() => {
    if (added || !focusMacNext.current) return;
    focusMacNext.current = false;
    document.getElementById(idOf('mac'))?.focus();
  }, [added, idOf]);

  function succeed(
    body: CreateWhitelistingRequest & { id: string },
    answer: WhitelistingEntry | undefined,
    earlier: boolean,
  ) {
    const entry = recentEntryFrom({ sent: body, answer, action: 'created', at: new Date() });
    draft.clear();
    unanswered.current.delete(body.id.toLowerCase());
    keepUnanswered();
    showFailure(null);
    setAdded({ entry, earlier, values: getValues() });
    announce(earlier ? 'Your earlier attempt already added this device' : 'Device added');
  }

  const send = (output: AddDeviceOutput) => {
    if (create.isPending) return;
    const body = { ...toCreateRequest(output), id: output.id };
    showFailure(null);
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
          if (next.kind === 'retry' && mayHaveChanged(next.ending)) {
            unanswered.current.add(body.id.toLowerCase());
            keepUnanswered();
          }
          if (next.kind === 'fields' && next.fieldErrors.some((field) => field.path === 'id'))
            setAdvancedOpen(true);
          showFailure(next);
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

  const pending = create.isPending;
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
