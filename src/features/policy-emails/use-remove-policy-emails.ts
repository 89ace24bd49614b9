import { useMutation } from '@tanstack/react-query';
import { removePolicyEmails, type CallVariables } from '../../api/client.ts';
import type { RemovePolicyEmailsRequest } from '../../api/schemas.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';

export interface RemovePolicyEmailsVariables extends CallVariables<RemovePolicyEmailsRequest> {
  accessPolicyId: string;
}

/** Remove emails from access policy (DELETE): one call per confirmed removal, never retried on its own. */
export function useRemovePolicyEmails() {
  const connection = useReadyConnection();
  return useMutation({
    mutationKey: ['remove-policy-emails', connection.id],
    mutationFn: ({ accessPolicyId, body, signal }: RemovePolicyEmailsVariables) =>
      removePolicyEmails(connection, accessPolicyId, body, { signal }),
  });
}
