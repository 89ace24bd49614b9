import type { RemovePolicyEmailsRequest } from '../../api/schemas.ts';
import { putDraft } from '../../drafts/use-stored-draft.ts';
import { callKey, useJournaledCall, type CallScope } from '../../journal/use-journaled-call.ts';
import type { VenueGroup } from '../../journal/journal-record.ts';
import { putInStoredList } from '../../lib/use-stored-list.ts';
import type { RemovalRecord } from '../../results/removal-record.ts';
import { policyMemoryKey, REMEMBERED_POLICIES, updatedPolicy } from './policy-memory.ts';

export interface RemovePolicyEmailsVariables {
  accessPolicyId: string;
  body: RemovePolicyEmailsRequest;
  /** The person's name for the policy: not sent, kept with the record and the policy memory. */
  label: string;
  signal?: AbortSignal;
}

/** Policy cleanup's drafts: the form as typed, and the last removal's results. */
export const REMOVAL_DRAFT = 'policy-emails';
export const REMOVED_DRAFT = 'policy-emails-result';
/** Policy cleanup's draft of a cleanup sent to several venues (venues/venues-removal.ts). */
export const VENUES_REMOVAL_DRAFT = 'policy-emails-venues';

const REMOVE = 'remove-policy-emails';
export const removalKey = (connectionId: string) => callKey(REMOVE, connectionId);

/** The client and what builds the record load with the first call (prefetched when idle). */
const load = () => Promise.all([import('./removal-activity.ts'), import('../../api/client.ts')]);

/**
 * One removal at one connection, its record written ahead and settled with the earlier attempts
 * at this policy whose answer did not come (which the journal keeps). `group`: one venue's part
 * of a cleanup sent to several.
 */
export async function sendRemoval(
  { accessPolicyId, body, label, signal }: RemovePolicyEmailsVariables,
  { connection, journal }: Pick<CallScope, 'connection' | 'journal'>,
  group?: VenueGroup,
): Promise<RemovalRecord> {
  const [{ removalActivity }, { removePolicyEmails }] = await load();
  const about = {
    id: crypto.randomUUID(),
    connection,
    policyId: accessPolicyId,
    label,
    sent: body.emails,
    revokeUserEngagement: body.revokeUserEngagement ?? true,
    at: new Date(),
    group,
  };
  return journal.around(
    removalActivity({ ...about, outcome: { waiting: true } }),
    async (): Promise<RemovalRecord> => {
      const result = await removePolicyEmails(connection, accessPolicyId, body, { signal });
      const earlier = await journal.read(({ db, io }) =>
        io.earlierUnansweredRemovals(db, connection.id, accessPolicyId, about.id),
      );
      return {
        policyId: accessPolicyId,
        label,
        sent: body.emails,
        revokeUserEngagement: about.revokeUserEngagement,
        result,
        at: new Date().toISOString(),
        ...(earlier ? { earlier } : {}),
      };
    },
    (outcome) => [
      removalActivity({
        ...about,
        ...('error' in outcome
          ? { outcome }
          : { outcome: { result: outcome.answer.result }, earlier: outcome.answer.earlier }),
      }),
    ],
  );
}

/** After a removal answered: the policy is remembered for its connection, with its entries. */
export function rememberRemoval(
  done: RemovalRecord,
  connectionId: string,
  storages: CallScope['storages'],
): void {
  putInStoredList(storages.local, policyMemoryKey(connectionId), REMEMBERED_POLICIES, (policies) =>
    updatedPolicy(policies, {
      id: done.policyId,
      label: done.label,
      seen: { emails: done.result.policyEmails, at: done.at },
      at: new Date(done.at),
    }),
  );
}

/**
 * Remove emails from access policy (DELETE): one call per confirmed removal, never retried on
 * its own. Whatever screen shows when it ends: its record is written ahead and settled, and on
 * success the policy is remembered with its entries, the form's draft emptied and the results
 * kept for Policy cleanup to show.
 */
export function useRemovePolicyEmails() {
  return useJournaledCall({
    name: REMOVE,
    load,
    send: (variables: RemovePolicyEmailsVariables, scope) => sendRemoval(variables, scope),
    done: (done, _variables, { connection, storages }) => {
      rememberRemoval(done, connection.id, storages);
      putDraft(storages.session, REMOVAL_DRAFT, connection.id, undefined);
      putDraft(storages.session, REMOVED_DRAFT, connection.id, done);
    },
  });
}
