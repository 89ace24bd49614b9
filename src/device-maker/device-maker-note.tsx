import type { QueryClient } from '@tanstack/react-query';
import { MakerNote } from './maker-note.tsx';
import { makerRegistryQuery } from './registry-query.ts';
import { useMakerLookup } from './use-maker-lookup.ts';

/** The maker of one canonical MAC, with its own lookup: a form loads it with its first MAC. */
export function DeviceMakerNote({ mac }: { mac: string }) {
  return <MakerNote lookup={useMakerLookup()} mac={mac} />;
}

/** Starts the registry's download ahead of the first MAC. */
export function prefetchMakers(client: QueryClient): Promise<void> {
  return client.prefetchQuery(makerRegistryQuery);
}
