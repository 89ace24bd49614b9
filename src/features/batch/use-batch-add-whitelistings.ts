import { useMutation } from '@tanstack/react-query';
import { batchAddWhitelistings } from '../../api/client.ts';
import type { BatchAddRequest } from '../../api/schemas.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';

export interface BatchAddVariables {
  body: BatchAddRequest;
  /** Cancel stops the run after this chunk; a reload or New batch aborts it. */
  signal?: AbortSignal | undefined;
}

/**
 * Batch-add whitelistings (POST …/batch/add): one call per chunk. The run awaits each chunk
 * with `mutateAsync` in a plain loop; `mutate` callbacks fire only for the last of several
 * back-to-back calls (TanStack Query's mutation guide), so they never drive the chunks.
 */
export function useBatchAddWhitelistings() {
  const connection = useReadyConnection();
  return useMutation({
    mutationKey: ['batch-add-whitelistings', connection.id],
    mutationFn: ({ body, signal }: BatchAddVariables) =>
      batchAddWhitelistings(connection, body, signal ? { signal } : {}),
  });
}
