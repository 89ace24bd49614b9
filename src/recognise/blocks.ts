// Recogniser (d): key-value blocks, one row per block. Three readers of one idea:
//   braces   `lease 10.0.0.5 { hardware ethernet …; client-hostname "…"; }` (ISC dhcpd.leases,
//            dhcpd.conf host declarations) and JSON objects (`{"hw-address": "…", …}`);
//   XML      an element whose fields (child elements, attributes) hold a MAC;
//   stanzas  groups of `Key: value` / `Key = value` lines (ipconfig /all, networksetup).
// Each reads the text once, character by character or line by line.
import { braceRecords } from './braces.ts';
import { draftFromRecords, type DeviceRecord } from './records.ts';
import type { Draft, ScannedText } from './scan.ts';
import { stanzaRecords } from './stanzas.ts';
import type { RecogniseOptions } from './types.ts';
import { xmlRecords } from './xml.ts';

export function recogniseBlocks(scan: ScannedText, options: RecogniseOptions = {}): Draft | null {
  const readers: Array<[DeviceRecord[], number]> = [
    [braceRecords(scan), 0.9],
    [xmlRecords(scan), 0.9],
    [stanzaRecords(scan), 0.85],
  ];
  let best: Draft | null = null;
  for (const [records, confidence] of readers) {
    if (records.length === 0) continue;
    const draft = draftFromRecords(scan, records, {
      kind: null,
      confidence,
      forcedMacColumn: options.macColumn,
    });
    if (draft && (!best || draft.explained > best.explained)) best = draft;
  }
  return best;
}
