import { useMutation } from '@tanstack/react-query';
import { createWhitelisting, type CallVariables } from '../api/client.ts';
import type { CreateWhitelistingRequest } from '../api/schemas.ts';
import { useReadyConnection } from '../connection/require-connection.tsx';

/**
 * Create whitelisting (POST), shared by Add device (one call per submit) and Batch import's
 * expiry path (one call per row, awaited with mutateAsync); a retry reuses the entry's ID.
 */
export function useCreateWhitelisting() {
  const connection = useReadyConnection();
  return useMutation({
    mutationKey: ['create-whitelisting', connection.id],
    mutationFn: ({ body, signal }: CallVariables<CreateWhitelistingRequest>) =>
      createWhitelisting(connection, body, { signal }),
  });
}
