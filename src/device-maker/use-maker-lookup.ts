import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { makerRegistryQuery } from './registry-query.ts';
import { lookupMaker, makerLabel, makerWithoutRegistry, type MakerResult } from './lookup.ts';

export type MakerLookup = (canonicalMac: string) => MakerResult | undefined;

/**
 * Who made a MAC's device, once the registry has arrived: undefined while it loads (say
 * nothing yet), `unknown` when it cannot load. Starts loading when the screen mounts, so mount
 * it only where a MAC is shown.
 */
export function useMakerLookup(): MakerLookup {
  const { data: table, isError } = useQuery(makerRegistryQuery);
  return useCallback(
    (canonicalMac: string): MakerResult | undefined => {
      // A randomized or group address has no maker to wait for.
      const without = makerWithoutRegistry(canonicalMac);
      if (without) return without;
      if (table) return lookupMaker(table, canonicalMac);
      return isError ? { kind: 'unknown' } : undefined;
    },
    [table, isError],
  );
}

/** The maker in words, or nothing while the registry loads. */
export function makerText(maker: MakerLookup, canonicalMac: string): string {
  const result = maker(canonicalMac);
  return result === undefined ? '' : makerLabel(result);
}
