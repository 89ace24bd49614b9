import { useMutation } from '@tanstack/react-query';
import { updateWhitelisting, type CallVariables } from '../../api/client.ts';
import type { UpdateWhitelistingRequest, WhitelistingEntry } from '../../api/schemas.ts';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { reportSettled, type CallContext, type OnCallSettled } from '../../lib/call-settled.ts';

type Variables = CallVariables<UpdateWhitelistingRequest>;

/**
 * Update whitelisting (PUT): one call per Save changes. `onCallSettled` hears of every call,
 * also one that ends after the screen was left.
 */
export function useUpdateWhitelisting(
  onCallSettled?: OnCallSettled<WhitelistingEntry | undefined, Variables>,
) {
  const connection = useReadyConnection();
  return useMutation<WhitelistingEntry | undefined, Error, Variables, CallContext>({
    mutationKey: ['update-whitelisting', connection.id],
    mutationFn: ({ body, signal }) => updateWhitelisting(connection, body, { signal }),
    ...reportSettled(onCallSettled),
  });
}
