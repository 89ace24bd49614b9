// The maker registry as a query, fetched and decoded once per tab when a screen first shows a
// MAC: never with the entry chunk, never on Connection. A failure (offline, blocked) leaves the
// query in error, so screens say "maker unknown" and work as before; a later screen tries again.
import type { UseQueryOptions } from '@tanstack/react-query';
import registryUrl from 'virtual:device-maker-registry';
import { decodeRegistry, type MakerTable } from './registry-format.ts';

async function fetchMakerTable(): Promise<MakerTable> {
  // Resolved against the page, so it also works where fetch needs absolute URLs (tests).
  const response = await fetch(new URL(registryUrl, document.baseURI));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return decodeRegistry(new Uint8Array(await response.arrayBuffer()));
}

/**
 * The one place the registry's query is described: the same file for the tab's whole life. (A
 * plain object: TanStack's queryOptions() only types it, and would be a file of its own.)
 */
export const makerRegistryQuery = {
  queryKey: ['device-maker-registry'],
  queryFn: fetchMakerTable,
  staleTime: Infinity,
  gcTime: Infinity,
  // No retry loop: "maker unknown" at once; the next screen to mount fetches again (retryOnMount).
  retry: false,
  // Offline should read "maker unknown" (a failed fetch), not wait for the network forever.
  networkMode: 'always',
} satisfies UseQueryOptions<MakerTable>;
