import { useCallback } from 'react';
import { useConnection } from '../../connection/connection-context.tsx';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { useStoredList } from '../../lib/use-stored-list.ts';
import {
  policyMemoryKey,
  REMEMBERED_POLICIES,
  updatedPolicy,
  type PolicyUpdate,
  type RememberedPolicy,
} from './policy-memory.ts';

export interface PolicyMemory {
  policies: RememberedPolicy[];
  /** After a removal; false when the browser refused to store it. */
  remember: (update: PolicyUpdate) => boolean;
}

/** The connection's remembered policies, kept current when another tab records one. Inside <RequireConnection>. */
export function usePolicyMemory(): PolicyMemory {
  const { storages } = useConnection();
  const { id } = useReadyConnection();
  const { items, put } = useStoredList(storages.local, policyMemoryKey(id), REMEMBERED_POLICIES);
  const remember = useCallback(
    (update: PolicyUpdate) => put((policies) => updatedPolicy(policies, update)),
    [put],
  );
  return { policies: items, remember };
}
