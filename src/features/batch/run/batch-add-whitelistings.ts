import { useMutation } from '@tanstack/react-query';
import { batchAddWhitelistings, type CallVariables } from '../../../api/client.ts';
import type { BatchAddRequest } from '../../../api/schemas.ts';
import { useReadyConnection } from '../../../connection/require-connection.tsx';

/**
 * Batch-add whitelistings (POST …/batch/add): one call per chunk. The run awaits each chunk
 * with `mutateAsync` in a plain loop; `mutate` callbacks fire only for the last of several
 * back-to-back calls (TanStack Query's mutation guide), so they never drive the chunks.
 */
export function useBatchAddWhitelistings() {
  const connection = useReadyConnection();
  return useMutation({
    mutationKey: ['batch-add-whitelistings', connection.id],
    // A reload, New batch or leaving the screen aborts the chunk in flight (Cancel waits for it).
    mutationFn: ({ body, signal }: CallVariables<BatchAddRequest>) =>
      batchAddWhitelistings(connection, body, { signal }),
  });
}
