// Access policies this browser removed emails from, per connection (issue 10): each ID with the
// person's label and the policy's entries as the last answer listed them. The API has no read
// call, so this is the only view of a policy's contents. localStorage (every tab of this
// device), newest first, parsed on read. Pure: the Storage is passed in.
import * as z from 'zod/mini';
import { emailCovers, emailKey, emailShape, sameId } from '../../api/rules.ts';
import { putFirst, readStoredList, type StoredList } from '../../lib/stored-list.ts';

export const POLICIES_MAX = 20;

export function policyMemoryKey(connectionId: string): string {
  return `sign-in-admin.access-policies.v1.${connectionId}`;
}

const rememberedPolicySchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string(),
  /** ISO time of the last removal this browser sent for it. */
  usedAt: z.string(),
  /** `policyEmails` of the last answer, and when it came. */
  seen: z.optional(z.object({ emails: z.array(z.string()), at: z.string() })),
});
export type RememberedPolicy = z.infer<typeof rememberedPolicySchema>;

/** One record per policy ID, newest first. */
export const REMEMBERED_POLICIES: StoredList<RememberedPolicy> = {
  item: rememberedPolicySchema,
  isSame: (a, b) => sameId(a.id, b.id),
  max: POLICIES_MAX,
};

/** What a removal tells of a policy; what it leaves out stays as known. */
export interface PolicyUpdate {
  id: string;
  label?: string;
  seen?: RememberedPolicy['seen'];
  at: Date;
}

export function readPolicies(
  storage: Storage | undefined,
  connectionId: string,
): RememberedPolicy[] {
  return readStoredList(storage, policyMemoryKey(connectionId), REMEMBERED_POLICIES);
}

export function findPolicy(
  policies: readonly RememberedPolicy[],
  id: string,
): RememberedPolicy | undefined {
  return policies.find((policy) => sameId(policy.id, id));
}

/** The policy after `update`: what is known of it stays unless `update` replaces it. */
export function updatedPolicy(
  policies: readonly RememberedPolicy[],
  update: PolicyUpdate,
): RememberedPolicy {
  const previous = findPolicy(policies, update.id);
  const seen = update.seen ?? previous?.seen;
  return {
    id: previous?.id ?? update.id.trim(),
    label: update.label ?? previous?.label ?? '',
    usedAt: update.at.toISOString(),
    ...(seen ? { seen } : {}),
  };
}

/**
 * Puts the policy first, keeping what is known of it unless `update` replaces it, and caps the
 * list. Returns the new list and whether the browser stored it.
 */
export function rememberPolicy(
  storage: Storage | undefined,
  connectionId: string,
  update: PolicyUpdate,
): { policies: RememberedPolicy[]; stored: boolean } {
  const { items, stored } = putFirst(
    storage,
    policyMemoryKey(connectionId),
    REMEMBERED_POLICIES,
    (policies) => updatedPolicy(policies, update),
  );
  return { policies: items, stored };
}

export interface TypedAgainstSeen {
  email: string;
  /** The item itself was an entry of the policy then. */
  inPolicy: boolean;
  /** Entries then that covered this address (patterns; the address itself is not counted). */
  coveredBy: string[];
}

/** Each typed item against the policy's entries as last seen. */
export function compareWithSeen(
  typed: readonly string[],
  seenEmails: readonly string[],
): TypedAgainstSeen[] {
  const keys = new Set(seenEmails.map(emailKey));
  // An address entry covers only itself (counted as inPolicy), so only patterns are tried.
  const patterns = seenEmails.filter((entry) => emailShape(emailKey(entry)) !== 'address');
  return typed.map((email) => ({
    email,
    inPolicy: keys.has(emailKey(email)),
    coveredBy: patterns.filter(
      (entry) => emailKey(entry) !== emailKey(email) && emailCovers(entry, email),
    ),
  }));
}
