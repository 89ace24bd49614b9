import { useMutation } from '@tanstack/react-query';
import { removePolicyEmails, type CallVariables } from '../../api/client.ts';
import type { RemovePolicyEmailsRequest, RemovePolicyEmailsResult } from '../../api/schemas.ts';
import { reportSettled, type OnCallSettled } from '../../lib/call-settled.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';

export interface RemovePolicyEmailsVariables extends CallVariables<RemovePolicyEmailsRequest> {
  accessPolicyId: string;
  /** The person's name for the policy: not sent, kept with the call's Activity record. */
  label?: string;
}

/** Remove emails from access policy (DELETE): one call per confirmed removal, never retried on its own. */
export function useRemovePolicyEmails(
  onCallSettled?: OnCallSettled<RemovePolicyEmailsResult, RemovePolicyEmailsVariables>,
) {
  const connection = useReadyConnection();
  return useMutation({
    mutationKey: ['remove-policy-emails', connection.id],
    mutationFn: ({ accessPolicyId, body, signal }: RemovePolicyEmailsVariables) =>
      removePolicyEmails(connection, accessPolicyId, body, { signal }),
    ...reportSettled(onCallSettled),
  });
}
