// Recogniser (c): a MAC somewhere in each line; one row per line that holds one. Two shapes:
//   fields  machine output whose fields stand at the same positions on every line: dnsmasq and
//           OpenWrt lease files (`expiry MAC IP hostname client-id`), `arp -a` on macOS, BSD and
//           Linux (`host (IP) at MAC on en0 …`), `ip neigh` (`IP dev eth0 lladdr MAC STALE`).
//           Words that never change (`at`, `on`, `dev`, `lladdr`) are keywords, not columns:
//           each names the field after it. The name is the field that holds host names.
//   typed   lists people write: bullets and numbering stripped, the text beside the MAC
//           (`00:1B:63:84:BB:D7 (reception printer)`, `… - kiosk`, `Kiosk: …`) is the name.
import { fieldDraft } from './field-lines.ts';
import type { Draft, ScannedText } from './scan.ts';
import { typedDraft } from './typed-lines.ts';

export function recogniseLines(scan: ScannedText): Draft | null {
  if (scan.macLines === 0) return null;
  const macLines: number[] = [];
  for (let i = 0; i < scan.lines.length; i++) if (scan.hits[i]) macLines.push(i);
  return fieldDraft(scan, macLines) ?? typedDraft(scan, macLines);
}
