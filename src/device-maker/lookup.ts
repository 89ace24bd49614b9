// Who made the device behind a MAC: the longest registered prefix wins (MA-S, then MA-M, then
// MA-L), so 70:B3:D5:12:3x:xx names its MA-S owner, not the IEEE Registration Authority.
import { t } from '@lingui/core/macro';
import { macFacts } from '../api/normalize.ts';
import { BLOCKS, type MakerTable } from './registry-format.ts';

export type MakerResult =
  | { kind: 'maker'; name: string }
  /** Locally administered: set by software (a phone's private address), so no maker. */
  | { kind: 'randomized' }
  /** A group or placeholder address names no device, whatever its first three bytes say. */
  | { kind: 'none'; address: 'broadcast' | 'multicast' | 'all-zero' }
  | { kind: 'unknown' };

/** An address whose maker needs no registry (and must not be looked up in it), else null. */
export function makerWithoutRegistry(canonicalMac: string): MakerResult | null {
  const facts = macFacts(canonicalMac);
  if (facts.broadcast) return { kind: 'none', address: 'broadcast' };
  if (facts.multicast) return { kind: 'none', address: 'multicast' };
  // 00:00:00 is a registered prefix, but the all-zero address is a placeholder, not a device.
  if (facts.allZero) return { kind: 'none', address: 'all-zero' };
  if (facts.locallyAdministered) return { kind: 'randomized' };
  return null;
}

/** For a canonical MAC (`AA:BB:CC:DD:EE:FF`, from normalizeMac). */
export function lookupMaker(table: MakerTable, canonicalMac: string): MakerResult {
  const without = makerWithoutRegistry(canonicalMac);
  if (without) return without;
  const hex = canonicalMac.replaceAll(':', '');
  for (let i = BLOCKS.length - 1; i >= 0; i--) {
    const digits = BLOCKS[i]?.hexDigits ?? 0;
    const index = table.blocks[i]?.get(Number.parseInt(hex.slice(0, digits), 16));
    const name = index === undefined ? undefined : table.names[index];
    if (name !== undefined) return { kind: 'maker', name };
  }
  return { kind: 'unknown' };
}

/** The words shown beside a MAC, in the language in use. */
export function makerLabel(result: MakerResult | undefined): string {
  if (!result || result.kind === 'unknown') return t`maker unknown`;
  if (result.kind === 'randomized') return t`randomized address, no maker`;
  if (result.kind === 'none') {
    switch (result.address) {
      case 'broadcast':
        return t`broadcast address, no maker`;
      case 'multicast':
        return t`multicast address, no maker`;
      case 'all-zero':
        return t`all-zero address, no maker`;
    }
  }
  return result.name;
}
