import type { MutationOptions } from '@tanstack/react-query';
import { batchAddWhitelistings, type CallVariables } from '../../../api/client.ts';
import type { BatchAddRequest, BatchAddResult } from '../../../api/schemas.ts';
import type { ReadyConnection } from '../../../connection/require-connection.tsx';

/**
 * Batch-add whitelistings (POST …/batch/add), as a mutation: one call per chunk, awaited by the
 * run's loop. A reload, New batch or leaving the screen aborts the chunk in flight (Cancel
 * waits for it).
 */
export function batchAddMutation(
  connection: ReadyConnection,
): MutationOptions<BatchAddResult, Error, CallVariables<BatchAddRequest>> {
  return {
    mutationKey: ['batch-add-whitelistings', connection.id],
    mutationFn: ({ body, signal }) => batchAddWhitelistings(connection, body, { signal }),
  };
}
