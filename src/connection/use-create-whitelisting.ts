import { useMutation } from '@tanstack/react-query';
import { createWhitelisting } from '../../api/client.ts';
import type { CreateWhitelistingRequest } from '../../api/schemas.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';

/** Create whitelisting (POST): one call per submit; retries are the person's, with the same ID. */
export function useCreateWhitelisting() {
  const connection = useReadyConnection();
  return useMutation({
    mutationKey: ['create-whitelisting', connection.id],
    mutationFn: (body: CreateWhitelistingRequest) => createWhitelisting(connection, body),
  });
}
