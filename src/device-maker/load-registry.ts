// Fetches and decodes the maker registry once per tab, when a screen first shows a MAC: never
// with the entry chunk, never on Connection. A failure (offline, blocked) resolves to null so
// screens say "maker unknown" and work as before; a later screen tries again.
import registryUrl from 'virtual:device-maker-registry';
import { decodeRegistry, type MakerTable } from './registry-format.ts';

let loading: Promise<MakerTable | null> | undefined;

export function loadMakerTable(): Promise<MakerTable | null> {
  // Resolved against the page, so it also works where fetch needs absolute URLs (tests).
  loading ??= fetch(new URL(registryUrl, document.baseURI))
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then((buffer) => decodeRegistry(new Uint8Array(buffer)))
    .catch(() => {
      loading = undefined;
      return null;
    });
  return loading;
}

/** Tests only: the next screen fetches the registry again. */
export function forgetMakerTable(): void {
  loading = undefined;
}
