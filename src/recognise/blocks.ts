// Recogniser (d): key-value blocks, one row per block. Four readers of one idea:
//   pairs    key=value lines, one device a line: RouterOS `print terse`, logfmt;
//   braces   `lease 10.0.0.5 { hardware ethernet …; client-hostname "…"; }` (ISC dhcpd.leases,
//            dhcpd.conf host declarations) and JSON objects (`{"hw-address": "…", …}`);
//   XML      an element whose fields (child elements, attributes) hold a MAC;
//   stanzas  groups of `Key: value` / `Key = value` lines (ipconfig /all, networksetup).
// Each reads the text once, character by character or line by line.
import { braceRecords, RECORD_KEY } from './braces.ts';
import { namePreference, normalizeHeading } from './headings.ts';
import { pairRecords } from './pairs.ts';
import { draftFromRecords, type DeviceRecord } from './records.ts';
import type { Draft, ScannedText } from './scan.ts';
import { stanzaRecords } from './stanzas.ts';
import type { RecogniseOptions } from './types.ts';
import { xmlRecords } from './xml.ts';

/**
 * RouterOS names a lease by the client's `host-name`, or by the `comment` an administrator
 * wrote on it: after every key that names a device, the comment.
 */
function pairNameKey(key: string): number | null {
  return namePreference(key) ?? (normalizeHeading(key) === 'comment' ? 5 : null);
}

/** A JSON object keyed by device (`{"lobby-printer": {"mac": …}}`): its key, after a name field. */
function braceNameKey(key: string): number | null {
  return namePreference(key) ?? (key === RECORD_KEY ? 4 : null);
}

export function recogniseBlocks(scan: ScannedText, options: RecogniseOptions = {}): Draft | null {
  const readers: Array<[DeviceRecord[], number, typeof namePreference]> = [
    [pairRecords(scan), 0.9, pairNameKey],
    [braceRecords(scan), 0.9, braceNameKey],
    [xmlRecords(scan), 0.9, namePreference],
    [stanzaRecords(scan), 0.85, namePreference],
  ];
  let best: Draft | null = null;
  for (const [records, confidence, nameKey] of readers) {
    if (records.length === 0) continue;
    const draft = draftFromRecords(scan, records, {
      kind: null,
      confidence,
      forcedMacColumn: options.macColumn,
      nameKey,
    });
    if (draft && (!best || draft.explained > best.explained)) best = draft;
  }
  return best;
}
