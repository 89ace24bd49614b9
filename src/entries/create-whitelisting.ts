import { useMutation } from '@tanstack/react-query';
import { createWhitelisting, type CallVariables } from '../api/client.ts';
import type { CreateWhitelistingRequest, WhitelistingEntry } from '../api/schemas.ts';
import { useReadyConnection } from '../connection/require-connection.tsx';

type Variables = CallVariables<CreateWhitelistingRequest>;

/**
 * Create whitelisting (POST) for Batch import's expiry path: one call per row, awaited with
 * mutateAsync; a retry reuses the entry's ID. The run's one record covers these calls.
 */
export function useCreateWhitelisting() {
  const connection = useReadyConnection();
  return useMutation<WhitelistingEntry | undefined, Error, Variables>({
    mutationKey: ['create-whitelisting', connection.id],
    mutationFn: ({ body, signal }) => createWhitelisting(connection, body, { signal }),
  });
}
