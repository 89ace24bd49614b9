import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useWatch } from '../../ui/form/use-form.tsx';
import { ConnectedPage } from '../../connection/connected-page.tsx';
import { connectionLabel } from '../../connection/connection-label.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { useConnection } from '../../connection/connection-context.tsx';
import { useDraft } from '../../drafts/use-draft.ts';
import { useStoredDraft } from '../../drafts/use-stored-draft.ts';
import { loadWords } from '../../i18n/catalogs.ts';
import { formatCount } from '../../lib/format.ts';
import { useIdlePrefetch } from '../../lib/use-idle-prefetch.ts';
import { policyName, removalRecordSchema } from '../../results/removal-record.ts';
import { RemovalFacts } from './removal-facts.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { CheckboxField, Field } from '../../ui/field.tsx';
import { useAnnounce } from '../../ui/live-region.tsx';
import { useCallForm } from '../../ui/use-call-form.ts';
import { useScreenCall } from '../../ui/use-screen-call.ts';
import {
  loadStructuredReader,
  structuredReaderState,
  subscribeStructuredReader,
} from './structured-reader.ts';
import { extractEmails } from './extract.ts';
import { findPolicy } from './policy-memory.ts';
import type { AlsoVenue } from './venues/venues-removal.ts';
import * as z from 'zod/mini';
import { RecentPolicies } from './recent-policies.tsx';
import { SeenEntries } from './seen-entries.tsx';
import {
  emptyRemoval,
  LABEL_MAX,
  REMOVAL_FIELD_ORDER,
  removalDraftSchema,
  removalSchema,
  removeActionLabel,
  toRemovalRequest,
  type RemovalOutput,
  type RemovalValues,
} from './removal-form.ts';
import { usePolicyMemory } from './use-policy-memory.ts';
import {
  REMOVAL_DRAFT,
  REMOVED_DRAFT,
  removalKey,
  VENUES_REMOVAL_DRAFT,
  useRemovePolicyEmails,
} from './use-remove-policy-emails.ts';
import styles from './policy-emails.module.css';

/** What a failed removal means loads when one fails (prefetched when idle). */
const loadFailure = () => import('./failure-parts.ts');
const RemovalFailureNotice = lazy(() =>
  loadFailure().then((m) => ({ default: m.RemovalFailureNotice })),
);
// The results show after a removal: their code and words load then (prefetched when idle).
const loadResults = () =>
  Promise.all([import('../../results/removal-results.tsx'), loadWords('results')]).then(([m]) => m);
const RemovalResults = lazy(() => loadResults().then((m) => ({ default: m.RemovalResults })));
// What the typed list turns into: loaded when the field is first used or holds a list
// (prefetched when idle).
const loadPreview = () => import('./email-items-preview.tsx');
const EmailItemsPreview = lazy(() => loadPreview().then((m) => ({ default: m.EmailItemsPreview })));
// Several venues: loaded, with the results' and the venues' keys' words they show, when more than
// one connection is saved.
const loadVenues = () =>
  Promise.all([import('./venues/venue-parts.ts'), loadWords('results', 'connection-forms')]).then(
    ([m]) => m,
  );
const AlsoRemoveFrom = lazy(() => loadVenues().then((m) => ({ default: m.AlsoRemoveFrom })));
const VenuesCleanup = lazy(() => loadVenues().then((m) => ({ default: m.VenuesCleanup })));
const StoredVenuesCleanup = lazy(() =>
  loadVenues().then((m) => ({ default: m.StoredVenuesCleanup })),
);

/** The venues chosen besides the one in use, kept for a reload like the form. */
const ALSO_DRAFT = 'policy-emails-also';
const alsoSchema = z.array(z.object({ id: z.string(), policyId: z.string() }));

const idOf = (path: string) =>
  ({ policyId: 'policy-id', label: 'policy-label', emailsText: 'policy-emails' })[path] ??
  `policy-${path}`;

export function PolicyCleanupScreen() {
  const { t } = useLingui();
  return (
    <ConnectedPage
      title={t`Policy cleanup`}
      lead={t`Remove people's emails or whole domains from an access policy and, usually, end their active sign-ins.`}
    >
      <PolicyCleanup />
    </ConnectedPage>
  );
}

function PolicyCleanup() {
  const { t } = useLingui();
  const connection = useReadyConnection();
  const announce = useAnnounce();
  const draft = useDraft(REMOVAL_DRAFT, removalDraftSchema);
  // The last removal's results, stored by the call itself (also one answered elsewhere).
  const stored = useStoredDraft(REMOVED_DRAFT, removalRecordSchema);
  const memory = usePolicyMemory();
  const { connections } = useConnection();
  const others = connections.filter((other) => other.id !== connection.id);
  const alsoDraft = useDraft(ALSO_DRAFT, alsoSchema);
  const [also, setAlsoState] = useState<AlsoVenue[]>(alsoDraft.initial ?? []);
  const setAlso = (value: AlsoVenue[]) => {
    setAlsoState(value);
    alsoDraft.save(value);
    setAlsoErrors({});
  };
  const [alsoErrors, setAlsoErrors] = useState<Record<string, string>>({});
  // A cleanup sent to several venues: read by the venues' code.
  const venuesStored = useStoredDraft(VENUES_REMOVAL_DRAFT, z.unknown());
  // The venues chosen that are still saved, in the order of the saved connections.
  const alsoChosen = others.flatMap((other) => also.filter((venue) => venue.id === other.id));
  useIdlePrefetch(loadResults);
  useIdlePrefetch(loadFailure);
  useIdlePrefetch(loadPreview);
  const { form, formErrors } = useCallForm({
    schema: removalSchema,
    defaultValues: draft.initial ?? emptyRemoval(connection.defaultPolicyId),
    order: REMOVAL_FIELD_ORDER,
    idOf,
    // Every change is kept for a reload, in this tab, until a removal succeeds.
    onValuesChange: draft.save,
  });
  const { register, control, formState, reset, setValue } = form;
  const errors = formState.errors;
  const remove = useRemovePolicyEmails();
  const call = useScreenCall({
    mutation: remove,
    mutationKey: removalKey(connection.id),
    sending: t`Removing…`,
    answered: (done) => {
      const removed = formatCount(done.result.removedEmails.length);
      const sent = formatCount(done.sent.length);
      return t`Removed ${removed} of ${sent}`;
    },
    describe: async (error, { accessPolicyId, body }) =>
      (await loadFailure()).describeRemovalFailure(error, {
        policyId: accessPolicyId,
        contextId: connection.contextId,
        count: body.emails.length,
      }),
    showRejection: formErrors.showRejection,
    result: stored.value,
  });
  const { failure, showFailure } = call;
  const record = stored.value;
  const [confirming, setConfirming] = useState<RemovalOutput | null>(null);
  const [policyId, emailsText] = useWatch({ control, name: ['policyId', 'emailsText'] });
  // A pasted list of thousands is re-read after the keystroke is shown, not during it.
  const typedText = useDeferredValue(emailsText);
  const reader = useSyncExternalStore(subscribeStructuredReader, structuredReaderState);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again once the reader loads
  const extraction = useMemo(() => extractEmails(typedText), [typedText, reader]);
  // A restored draft, or a paste before the field had focus, loads the readers at once.
  useEffect(() => {
    if (extraction.waiting === 'loading') void loadStructuredReader();
  }, [extraction.waiting]);
  // A problem said while the reader was missing is checked again once it has loaded or failed.
  // A list now read says so and takes the focus back: the error summary that held it is gone.
  const readerSettled = reader.status === 'ready' || reader.status === 'failed';
  const waitedOn = formState.errors.emailsText !== undefined && readerSettled;
  useEffect(() => {
    if (!waitedOn) return;
    void form.trigger('emailsText').then((valid) => {
      if (!valid) return;
      announce(t`The list is read: press Remove again to send it.`);
      form.setFocus('emailsText');
    });
  }, [waitedOn, form, announce, t]);
  const remembered = findPolicy(memory.policies, policyId);
  /** The label typed, or the one this device knows for the policy: an empty field keeps it. */
  const labelOf = (output: RemovalOutput) =>
    output.label || findPolicy(memory.policies, output.policyId)?.label || '';

  const ask = async (output: RemovalOutput) => {
    if (call.pending) return;
    showFailure(null);
    if (alsoChosen.length > 0) {
      const parts = await loadVenues();
      const problems = parts.alsoProblems(alsoChosen, others);
      setAlsoErrors(problems);
      if (parts.showFirstProblem(problems, others, announce)) return;
    }
    setConfirming(output);
  };
  const onSubmit = (event?: FormEvent) => formErrors.handleSubmit(ask)(event);

  const send = (output: RemovalOutput) =>
    call.send({
      accessPolicyId: output.policyId,
      body: toRemovalRequest(output),
      label: labelOf(output),
    });

  function startOver(values: RemovalValues) {
    stored.clear();
    remove.reset();
    showFailure(null);
    reset(values);
    draft.save(values);
    call.focusNext(idOf('emailsText'));
  }

  if (venuesStored.value !== undefined) {
    return (
      <Suspense fallback={<ResultsLoading />}>
        <StoredVenuesCleanup
          stored={venuesStored.value}
          onNewRemoval={(policyId, label) => {
            venuesStored.clear();
            startOver({ ...emptyRemoval(policyId ?? connection.defaultPolicyId), label });
          }}
        />
      </Suspense>
    );
  }

  if (record) {
    return (
      <Suspense fallback={<ResultsLoading />}>
        <RemovalResults
          record={record}
          connectionName={`${connection.name} (${connectionLabel(connection)})`}
          onNewRemoval={() => startOver({ ...emptyRemoval(record.policyId), label: record.label })}
          onRemoveSelected={(emails) => {
            startOver({
              policyId: record.policyId,
              label: record.label,
              emailsText: emails.join('\n'),
              revokeUserEngagement: record.revokeUserEngagement,
            });
            const entries = emails.length;
            announce(
              plural(entries, {
                one: '# entry put in a new removal: check it and press Remove',
                other: '# entries put in a new removal: check them and press Remove',
              }),
            );
          }}
        />
      </Suspense>
    );
  }

  const facts = (output: RemovalOutput, whereTitle: string, where: ReactNode) => (
    <RemovalFacts
      output={output}
      label={labelOf(output)}
      refused={extraction.refused}
      whereTitle={whereTitle}
      where={where}
    />
  );
  const { pending } = call;
  const count = confirming?.emailsText.length ?? 0;
  const venueCount = alsoChosen.length + 1;
  return (
    <>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <ErrorSummary items={formErrors.items} focusKey={formErrors.focusKey} />
        {failure ? (
          <Suspense fallback={null}>
            <RemovalFailureNotice failure={failure} />
          </Suspense>
        ) : null}

        <Field
          id={idOf('policyId')}
          label={t`Access policy ID`}
          hint={
            connection.defaultPolicyId
              ? t`A UUID. The connection's default policy is filled in.`
              : t`A UUID like 5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f.`
          }
          error={errors.policyId?.message}
          width="wide"
        >
          {(props) => (
            <input
              type="text"
              autoComplete="off"
              spellCheck={false}
              {...props}
              {...register('policyId')}
            />
          )}
        </Field>
        <RecentPolicies
          policies={memory.policies}
          onUse={(policy) => {
            setValue('policyId', policy.id);
            setValue('label', policy.label);
            const name = policyName(policy.id, policy.label);
            announce(t`Policy ${name} chosen`);
          }}
        />
        <Field
          id={idOf('label')}
          label={t`Label for this policy`}
          optional
          hint={t`Your own name for it on this device, like Staff or Partners; up to ${LABEL_MAX} characters. Left empty, a label given before is kept.`}
          error={errors.label?.message}
          width="medium"
        >
          {(props) => <input type="text" autoComplete="off" {...props} {...register('label')} />}
        </Field>
        {remembered?.seen ? <SeenEntries seen={remembered.seen} typed={extraction.emails} /> : null}

        <Field
          id={idOf('emailsText')}
          label={t`Emails`}
          hint={t`Paste any list: one per line, or separated by commas, semicolons or spaces. Name <alice@acme.com>, mailto: and quotes are cleaned. Patterns: *@acme.com (the domain) and *@*.acme.com (its subdomains).`}
          error={errors.emailsText?.message}
        >
          {(props) => (
            <textarea
              rows={8}
              spellCheck={false}
              {...props}
              {...register('emailsText')}
              onFocus={() => {
                void loadPreview();
                void loadStructuredReader();
              }}
            />
          )}
        </Field>
        {extraction.waiting || extraction.items.length > 0 ? (
          <Suspense fallback={null}>
            <EmailItemsPreview extraction={extraction} reader={reader} />
          </Suspense>
        ) : null}

        <CheckboxField
          id={idOf('revokeUserEngagement')}
          label={t`End their active sign-ins now`}
          hint={t`Ticked: their active sign-ins end now. Not ticked: existing sessions stay; only new sign-ins are blocked.`}
        >
          {(props) => <input type="checkbox" {...props} {...register('revokeUserEngagement')} />}
        </CheckboxField>
        {others.length > 0 ? (
          <Suspense fallback={null}>
            <AlsoRemoveFrom others={others} value={also} onChange={setAlso} errors={alsoErrors} />
          </Suspense>
        ) : null}
        <Button type="submit" variant="warning" aria-disabled={pending || undefined}>
          {pending
            ? t`Removing…`
            : alsoChosen.length > 0
              ? plural(venueCount, {
                  one: 'Remove at # venue…',
                  other: 'Remove at # venues…',
                })
              : t`Remove…`}
        </Button>
      </form>
      {confirming && alsoChosen.length > 0 ? (
        <Suspense fallback={null}>
          <VenuesCleanup
            output={confirming}
            label={labelOf(confirming)}
            facts={(where) => facts(confirming, t`Venues`, where)}
            also={alsoChosen}
            others={others}
            onLeaveOut={(id) => setAlso(also.filter((venue) => venue.id !== id))}
            onClose={() => setConfirming(null)}
          />
        </Suspense>
      ) : null}

      <ConfirmDialog
        open={confirming !== null && alsoChosen.length === 0}
        title={plural(count, {
          one: 'Remove # entry from the policy?',
          other: 'Remove # entries from the policy?',
        })}
        confirmLabel={removeActionLabel(count, confirming?.revokeUserEngagement ?? true)}
        destructive
        onConfirm={() => {
          const output = confirming;
          setConfirming(null);
          if (output) send(output);
        }}
        onCancel={() => setConfirming(null)}
      >
        {confirming
          ? facts(confirming, t`Connection`, `${connection.name} (${connectionLabel(connection)})`)
          : null}
      </ConfirmDialog>
    </>
  );
}

function ResultsLoading() {
  return (
    <p role="status">
      <Trans>Loading the results…</Trans>
    </p>
  );
}
