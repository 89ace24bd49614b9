// Policy cleanup at several venues (issue 24): the venues' policies checked, the cleanup planned,
// and what sending it works with.
import { t } from '@lingui/core/macro';
import { uuidProblem } from '../../../api/rules.ts';
import type { StoredConnection } from '../../../connection/storage.ts';
import type { ConnectionStorages } from '../../../connection/storage.ts';
import { connectionRef } from '../../../journal/record-parts.ts';
import { findPolicy, readPolicies } from '../policy-memory.ts';
import { draftKey, readDraft } from '../../../drafts/drafts.ts';
import { putDraft } from '../../../drafts/use-stored-draft.ts';
import type { Journal } from '../../../journal/journal-types.ts';
import type { RemovalsEnv } from './run-removals.ts';
import { alsoPolicyId } from './also-remove-from.tsx';
import {
  VENUES_REMOVAL_DRAFT,
  venuesRemovalSchema,
  type AlsoVenue,
  type VenuesRemoval,
} from './venues-removal.ts';

/** Each chosen venue's policy ID checked as the form checks its own: problems by connection ID. */
export function alsoProblems(
  also: readonly AlsoVenue[],
  others: readonly StoredConnection[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const venue of also) {
    const name = others.find((other) => other.id === venue.id)?.name ?? '';
    const value = venue.policyId.trim();
    const problem =
      value === ''
        ? t`Enter the access policy ID at ${name}`
        : uuidProblem(value, t`Access policy ID at ${name}`);
    if (problem) problems[venue.id] = problem;
  }
  return problems;
}

/**
 * Shows the first problem of `alsoProblems`: said, and its field focused. Returns whether there
 * was one.
 */
export function showFirstProblem(
  problems: Readonly<Record<string, string>>,
  others: readonly StoredConnection[],
  announce: (message: string) => void,
): boolean {
  const first = others.findIndex((other) => problems[other.id] !== undefined);
  if (first === -1) return false;
  announce(problems[others[first]?.id ?? ''] ?? '');
  document.getElementById(alsoPolicyId(first))?.focus();
  return true;
}

/**
 * The cleanup as confirmed: the connection in use with the form's policy, then every venue
 * chosen with its own (and the label this device knows for it), each about to be sent.
 */
export function planCleanup({
  inUse,
  policyId,
  label,
  also,
  others,
  emails,
  revokeUserEngagement,
  storages,
}: {
  inUse: StoredConnection;
  policyId: string;
  label: string;
  also: readonly AlsoVenue[];
  others: readonly StoredConnection[];
  emails: readonly string[];
  revokeUserEngagement: boolean;
  storages: ConnectionStorages;
}): VenuesRemoval {
  const labelAt = (id: string, policy: string) =>
    findPolicy(readPolicies(storages.local, id), policy)?.label ?? '';
  return {
    id: crypto.randomUUID(),
    at: new Date().toISOString(),
    sent: [...emails],
    revokeUserEngagement,
    venues: [
      { connection: connectionRef(inUse), policyId, label, state: 'sending' },
      ...also.flatMap((venue) => {
        const saved = others.find((other) => other.id === venue.id);
        if (!saved) return [];
        const policy = venue.policyId.trim();
        return [
          {
            connection: connectionRef(saved),
            policyId: policy,
            label: labelAt(saved.id, policy),
            state: 'sending' as const,
          },
        ];
      }),
    ],
  };
}

/** What sending a cleanup works with: the journal, the keys, and its draft (read afresh). */
export function cleanupEnv({
  journal,
  storages,
  connections,
  inUseId,
}: {
  journal: Journal;
  storages: ConnectionStorages;
  connections: readonly StoredConnection[];
  inUseId: string;
}): RemovalsEnv {
  const key = draftKey(VENUES_REMOVAL_DRAFT, inUseId);
  return {
    journal,
    storages,
    connections: () => connections,
    // Read afresh: answers come after the render that sent them.
    stored: () => readDraft(storages.session, key, venuesRemovalSchema),
    put: (removal) => putDraft(storages.session, VENUES_REMOVAL_DRAFT, inUseId, removal),
  };
}
