import { useLingui } from '@lingui/react';
import { makerLabel } from './lookup.ts';
import type { MakerLookup } from './use-maker-lookup.ts';

/**
 * "· Brother industries" beside a MAC as it will be sent; nothing while the registry loads,
 * "maker unknown" when it cannot load or the prefix is unassigned.
 */
export function MakerNote({ lookup, mac }: { lookup: MakerLookup; mac: string }) {
  // The label's words are made here, in the language in use.
  useLingui();
  const result = lookup(mac);
  if (result === undefined) return null;
  return <> · {makerLabel(result)}</>;
}
