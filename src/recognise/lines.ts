// Recogniser (c): a MAC somewhere in each line; one row per line that holds one. Two shapes:
//   fields  machine output whose fields stand at the same positions on every line: dnsmasq and
//           OpenWrt lease files (`expiry MAC IP hostname client-id`), `arp -a` on macOS, BSD and
//           Linux (`host (IP) at MAC on en0 …`), `ip neigh` (`IP dev eth0 lladdr MAC STALE`).
//           Words that never change (`at`, `on`, `dev`, `lladdr`) are keywords, not columns:
//           each names the field after it. The name is the field that holds host names.
//   typed   lists people write: bullets and numbering stripped, the text beside the MAC
//           (`00:1B:63:84:BB:D7 (reception printer)`, `… - kiosk`, `Kiosk: …`) is the name.
// A line whose only MAC is mistyped (`aa:bb:cc:dd:ee:0g`) is a row too, read as the others are.
import { fieldDraft } from './field-lines.ts';
import type { Draft, ScannedText } from './scan.ts';
import { TYPED_MAX, typedDraft } from './typed-lines.ts';

/** `floor`: the score to beat; a shape whose confidence cannot beat it is not read. */
export function recogniseLines(scan: ScannedText, floor = 0): Draft | null {
  if (scan.macLines === 0) return null;
  const macLines: number[] = [];
  for (let i = 0; i < scan.lines.length; i++) if (scan.hits[i] || scan.typos[i]) macLines.push(i);
  return (
    fieldDraft(scan, macLines, floor) ?? (floor < TYPED_MAX ? typedDraft(scan, macLines) : null)
  );
}
