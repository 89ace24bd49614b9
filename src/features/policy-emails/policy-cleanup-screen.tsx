import { mayHaveChanged } from '../../api/call-ending.ts';
import { ConnectedPage } from '../../connection/connected-page.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { connectionLabel } from '../../connection/connection-label.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { useRecordActivity } from '../../journal/use-journal.ts';
import { useIdlePrefetch } from '../../lib/use-idle-prefetch.ts';
import type { RemovalCall } from './removal-activity.ts';

const loadRemovalActivity = () => import('./removal-activity.ts');
// The results show after a removal: their code loads then (prefetched when idle).
const loadResults = () => import('../../results/removal-results.tsx');
const RemovalResults = lazy(() => loadResults().then((m) => ({ default: m.RemovalResults })));
import { useDraft, useSaveFormDraft } from '../../drafts/use-draft.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { CheckboxField, Field } from '../../ui/field.tsx';
import { useAnnounce } from '../../ui/live-region.tsx';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { EmailItemsPreview } from './email-items-preview.tsx';
import { extractEmails } from './extract.ts';
import { describeRemovalFailure, type RemovalFailure } from './failure.ts';
import { findPolicy } from './policy-memory.ts';
import { RecentPolicies } from './recent-policies.tsx';
import { RemovalFailureNotice } from './removal-failure-notice.tsx';
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
import {
  policyName,
  removalRecordSchema,
  samePolicy,
  withLostAttempt,
  type RemovalRecord,
} from '../../results/removal-record.ts';
import { lostRemovalSchema, type LostRemoval } from '../../journal/journal-record.ts';
import { SeenEntries } from './seen-entries.tsx';
import { usePolicyMemory } from './use-policy-memory.ts';
import { useRemovePolicyEmails } from './use-remove-policy-emails.ts';
import styles from './policy-emails.module.css';

const idOf = (path: string) =>
  ({ policyId: 'policy-id', label: 'policy-label', emailsText: 'policy-emails' })[path] ??
  `policy-${path}`;

export function PolicyCleanupScreen() {
  return (
    <ConnectedPage
      title="Policy cleanup"
      lead="Remove people's emails or whole domains from an access policy and, usually, end their active sign-ins."
    >
      <PolicyCleanup />
    </ConnectedPage>
  );
}

function PolicyCleanup() {
  const connection = useReadyConnection();
  const announce = useAnnounce();
  const draft = useDraft('policy-emails', removalDraftSchema);
  const finished = useDraft('policy-emails-result', removalRecordSchema);
  // Attempts whose answer may be lost, kept for a reload: the next success says what they did.
  const lostDraft = useDraft('policy-emails-lost', lostRemovalSchema);
  const lost = useRef<LostRemoval | undefined>(lostDraft.initial);
  const memory = usePolicyMemory();
  const recordActivity = useRecordActivity();
  useIdlePrefetch(loadRemovalActivity);
  useIdlePrefetch(loadResults);
  // Activity records every removal, also one that ends after this screen was left. What builds
  // the record loads with the first removal (prefetched when idle).
  const remove = useRemovePolicyEmails((outcome, { accessPolicyId, body, label }, sentAt) => {
    // The attempts before this one whose answer was lost (the screen forgets them after this).
    const earlier = samePolicy(lost.current, accessPolicyId) ? lost.current : undefined;
    const removal: RemovalCall = {
      connection,
      policyId: accessPolicyId,
      label: label ?? '',
      sent: body.emails,
      revokeUserEngagement: body.revokeUserEngagement ?? true,
      at: sentAt,
      outcome:
        'answer' in outcome && outcome.answer
          ? { result: outcome.answer }
          : {
              error: 'error' in outcome ? outcome.error : undefined,
            },
      earlier,
    };
    void loadRemovalActivity().then(
      ({ removalActivity }) => recordActivity(removalActivity(removal)),
      () => false,
    );
  });
  const form = useForm<RemovalValues, unknown, RemovalOutput>({
    resolver: zodResolver(removalSchema),
    defaultValues: draft.initial ?? emptyRemoval(connection.defaultPolicyId),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, control, formState, subscribe, reset, setValue } = form;
  const errors = formState.errors;
  const formErrors = useFormErrors({ form, order: REMOVAL_FIELD_ORDER, idOf });
  const [confirming, setConfirming] = useState<RemovalOutput | null>(null);
  const [failure, setFailure] = useState<RemovalFailure | null>(null);
  const [record, setRecord] = useState<RemovalRecord | null>(finished.initial ?? null);
  const focusEmailsNext = useRef(false);
  const [policyId, emailsText] = useWatch({ control, name: ['policyId', 'emailsText'] });
  // A pasted list of thousands is re-read after the keystroke is shown, not during it.
  const typedText = useDeferredValue(emailsText);
  const extraction = useMemo(() => extractEmails(typedText), [typedText]);
  const remembered = findPolicy(memory.policies, policyId);
  /** The label typed, or the one this device knows for the policy: an empty field keeps it. */
  const labelOf = (output: RemovalOutput) =>
    output.label || findPolicy(memory.policies, output.policyId)?.label || '';

  // Every change is kept for a reload, in this tab, until a removal succeeds.
  useSaveFormDraft(subscribe, draft.save);

  useEffect(() => {
    if (record || !focusEmailsNext.current) return;
    focusEmailsNext.current = false;
    document.getElementById(idOf('emailsText'))?.focus();
  }, [record]);

  const ask = (output: RemovalOutput) => {
    if (remove.isPending) return;
    setFailure(null);
    setConfirming(output);
  };
  const onSubmit = (event?: FormEvent) => formErrors.handleSubmit(ask)(event);

  function send(output: RemovalOutput) {
    const body = toRemovalRequest(output);
    const label = labelOf(output);
    announce('Removing…');
    remove.mutate(
      { accessPolicyId: output.policyId, body, label },
      {
        onSuccess: (result) => {
          const at = new Date();
          const earlier = samePolicy(lost.current, output.policyId) ? lost.current : undefined;
          lost.current = undefined;
          lostDraft.clear();
          const done: RemovalRecord = {
            policyId: output.policyId,
            label,
            sent: body.emails,
            revokeUserEngagement: output.revokeUserEngagement,
            result,
            at: at.toISOString(),
            ...(earlier ? { earlier } : {}),
          };
          memory.remember({
            id: output.policyId,
            label,
            seen: { emails: result.policyEmails, at: done.at },
            at,
          });
          draft.clear();
          finished.save(done);
          setRecord(done);
          announce(`Removed ${result.removedEmails.length} of ${body.emails.length}`);
        },
        onError: (error) => {
          const next = describeRemovalFailure(error, {
            policyId: output.policyId,
            contextId: connection.contextId,
            count: body.emails.length,
          });
          if (mayHaveChanged(next.ending)) {
            lost.current = withLostAttempt(lost.current, output.policyId, body);
            lostDraft.save(lost.current);
          }
          setFailure(next);
        },
      },
    );
  }

  function startOver(values: RemovalValues) {
    finished.clear();
    remove.reset();
    setFailure(null);
    reset(values);
    draft.save(values);
    focusEmailsNext.current = true;
    setRecord(null);
  }

  if (record) {
    return (
      <Suspense fallback={<p role="status">Loading the results…</p>}>
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
            announce(`${emails.length} entries put in a new removal: check them and press Remove`);
          }}
        />
      </Suspense>
    );
  }

  const pending = remove.isPending;
  const count = confirming?.emailsText.length ?? 0;
  return (
    <>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <ErrorSummary items={formErrors.items} focusKey={formErrors.focusKey} />
        <RemovalFailureNotice failure={failure} />

        <Field
          id={idOf('policyId')}
          label="Access policy ID"
          hint={
            connection.defaultPolicyId
              ? "A UUID. The connection's default policy is filled in."
              : 'A UUID like 5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f.'
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
            setValue('policyId', policy.id, { shouldDirty: true });
            setValue('label', policy.label, { shouldDirty: true });
            announce(`Policy ${policyName(policy.id, policy.label)} chosen`);
          }}
        />
        <Field
          id={idOf('label')}
          label="Label for this policy"
          optional
          hint={`Your own name for it on this device, like Staff or Partners; up to ${LABEL_MAX} characters. Left empty, a label given before is kept.`}
          error={errors.label?.message}
          width="medium"
        >
          {(props) => <input type="text" autoComplete="off" {...props} {...register('label')} />}
        </Field>
        {remembered?.seen ? <SeenEntries seen={remembered.seen} typed={extraction.emails} /> : null}

        <Field
          id={idOf('emailsText')}
          label="Emails"
          hint="Paste any list: one per line, or separated by commas, semicolons or spaces. Name <alice@acme.com>, mailto: and quotes are cleaned. Patterns: *@acme.com (the domain) and *@*.acme.com (its subdomains)."
          error={errors.emailsText?.message}
        >
          {(props) => (
            <textarea rows={8} spellCheck={false} {...props} {...register('emailsText')} />
          )}
        </Field>
        <EmailItemsPreview extraction={extraction} />

        <CheckboxField
          id={idOf('revokeUserEngagement')}
          label="End their active sign-ins now"
          hint="Ticked: their active sign-ins end now. Not ticked: existing sessions stay; only new sign-ins are blocked."
        >
          {(props) => <input type="checkbox" {...props} {...register('revokeUserEngagement')} />}
        </CheckboxField>
        <Button type="submit" variant="warning" aria-disabled={pending || undefined}>
          {pending ? 'Removing…' : 'Remove…'}
        </Button>
      </form>

      <ConfirmDialog
        open={confirming !== null}
        title={`Remove ${count} ${count === 1 ? 'entry' : 'entries'} from the policy?`}
        confirmLabel={removeActionLabel(count, confirming?.revokeUserEngagement ?? true)}
        destructive
        onConfirm={() => {
          const output = confirming;
          setConfirming(null);
          if (output) send(output);
        }}
        onCancel={() => setConfirming(null)}
      >
        {confirming ? (
          <dl className={styles.facts}>
            <dt>Entries</dt>
            <dd>
              {count}: {confirming.emailsText.slice(0, 3).join(', ')}
              {count > 3 ? ', …' : ''}
              {extraction.refused > 0
                ? ` (${extraction.refused} refused ${extraction.refused === 1 ? 'item is' : 'items are'} not sent)`
                : ''}
            </dd>
            <dt>Policy</dt>
            <dd>{policyName(confirming.policyId, labelOf(confirming))}</dd>
            <dt>Connection</dt>
            <dd>
              {connection.name} ({connectionLabel(connection)})
            </dd>
            <dt>Sign-ins</dt>
            <dd>
              {confirming.revokeUserEngagement
                ? 'Their active sign-ins end now.'
                : 'Existing sessions stay; only new sign-ins are blocked.'}
            </dd>
          </dl>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
