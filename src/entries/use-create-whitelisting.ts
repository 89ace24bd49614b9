import { useMutation } from '@tanstack/react-query';
import { createWhitelisting, type CallVariables } from '../api/client.ts';
import type { CreateWhitelistingRequest, WhitelistingEntry } from '../api/schemas.ts';
import { reportSettled, type CallContext, type OnCallSettled } from '../lib/call-settled.ts';
import { useReadyConnection } from '../connection/require-connection.tsx';

type Variables = CallVariables<CreateWhitelistingRequest>;

/**
 * Create whitelisting (POST), shared by Add device (one call per submit) and Batch import's
 * expiry path (one call per row, awaited with mutateAsync); a retry reuses the entry's ID.
 * `onCallSettled` hears of every call, also one that ends after its screen was left.
 */
export function useCreateWhitelisting(
  onCallSettled?: OnCallSettled<WhitelistingEntry | undefined, Variables>,
) {
  const connection = useReadyConnection();
  return useMutation<WhitelistingEntry | undefined, Error, Variables, CallContext>({
    mutationKey: ['create-whitelisting', connection.id],
    mutationFn: ({ body, signal }) => createWhitelisting(connection, body, { signal }),
    ...reportSettled(onCallSettled),
  });
}
