import { useCallback, useEffect, useState } from 'react';
import { useConnection } from '../../connection/connection-context.tsx';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import {
  policyMemoryKey,
  readPolicies,
  rememberPolicy,
  type RememberedPolicy,
} from './policy-memory.ts';

export interface PolicyMemory {
  policies: RememberedPolicy[];
  /** After a removal; false when the browser refused to store it. */
  remember: (update: Parameters<typeof rememberPolicy>[2]) => boolean;
}

/** The connection's remembered policies, kept current when another tab records one. Inside <RequireConnection>. */
export function usePolicyMemory(): PolicyMemory {
  const { storages } = useConnection();
  const { id } = useReadyConnection();
  const storage = storages.local;
  const [state, setState] = useState(() => ({
    key: policyMemoryKey(id),
    policies: readPolicies(storage, id),
  }));
  // Another connection: its own list (state adjusted during render, as React advises).
  let policies = state.policies;
  if (state.key !== policyMemoryKey(id)) {
    policies = readPolicies(storage, id);
    setState({ key: policyMemoryKey(id), policies });
  }

  useEffect(() => {
    const key = policyMemoryKey(id);
    function onStorage(event: StorageEvent) {
      if (event.key === key) setState({ key, policies: readPolicies(storage, id) });
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage, id]);

  const remember = useCallback(
    (update: Parameters<typeof rememberPolicy>[2]) => {
      const result = rememberPolicy(storage, id, update);
      setState({ key: policyMemoryKey(id), policies: result.policies });
      return result.stored;
    },
    [storage, id],
  );
  return { policies, remember };
}
