import { useMutation } from '@tanstack/react-query';
import { updateWhitelisting, type CallVariables } from '../../api/client.ts';
import type { UpdateWhitelistingRequest } from '../../api/schemas.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';

/** Update whitelisting (PUT): one call per Save changes. */
export function useUpdateWhitelisting() {
  const connection = useReadyConnection();
  return useMutation({
    mutationKey: ['update-whitelisting', connection.id],
    mutationFn: ({ body, signal }: CallVariables<UpdateWhitelistingRequest>) =>
      updateWhitelisting(connection, body, { signal }),
  });
}
