import { useCallback, useEffect, useState } from 'react';
import { loadMakerTable } from './load-registry.ts';
import { lookupMaker, makerWithoutRegistry, type MakerResult } from './lookup.ts';
import type { MakerTable } from './registry-format.ts';

export type MakerLookup = (canonicalMac: string) => MakerResult | undefined;

/**
 * Who made a MAC's device, once the registry has arrived: undefined while it loads (say
 * nothing yet), `unknown` when it cannot load. Starts loading when the screen mounts, so mount
 * it only where a MAC is shown.
 */
export function useMakerLookup(): MakerLookup {
  const [table, setTable] = useState<MakerTable | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadMakerTable().then((loaded) => {
      if (current) setTable(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return useCallback(
    (canonicalMac: string) => {
      // A randomized or group address has no maker to wait for.
      const without = makerWithoutRegistry(canonicalMac);
      if (without) return without;
      if (table === undefined) return undefined;
      if (table === null) return { kind: 'unknown' };
      return lookupMaker(table, canonicalMac);
    },
    [table],
  );
}
