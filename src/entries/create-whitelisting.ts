import type { MutationOptions } from '@tanstack/react-query';
import { createWhitelisting, type CallVariables } from '../api/client.ts';
import type { CreateWhitelistingRequest, WhitelistingEntry } from '../api/schemas.ts';
import type { ReadyConnection } from '../connection/require-connection.tsx';

/**
 * Create whitelisting (POST) for Batch import's expiry path, as a mutation: one call per row,
 * awaited by the run's loop; a retry reuses the entry's ID. The run's one record covers these
 * calls.
 */
export function createWhitelistingMutation(
  connection: ReadyConnection,
): MutationOptions<WhitelistingEntry | undefined, Error, CallVariables<CreateWhitelistingRequest>> {
  return {
    mutationKey: ['create-whitelisting', connection.id],
    mutationFn: ({ body, signal }) => createWhitelisting(connection, body, { signal }),
  };
}
