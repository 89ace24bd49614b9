// Records (a lease block, a JSON object, an XML element, a stanza of `key: value` lines) to
// rows: one row per record; the fields found are the columns. A record whose MAC field holds
// only a mistyped MAC is a row to fix.
import { findMacs, macInCell } from './find-macs.ts';
import {
  isMacHeading,
  kindFromHeadings,
  macPreference,
  namePreference,
  normalizeHeading,
} from './headings.ts';
import { cleanName } from './names.ts';
import {
  draftRow,
  emptyDraft,
  explain,
  mistypedIn,
  rolesFor,
  type Draft,
  type MacSpot,
  type ScannedText,
} from './scan.ts';
import {
  COLUMNS_KEPT,
  type ListKind,
  type MacColumnChoice,
  type RecogniseOptions,
} from './types.ts';

export interface RecordField {
  key: string;
  value: string;
  /** 0-based line. */
  line: number;
  /** The key is the recogniser's, not the text's (nmap's "Host name"): Draft.madeUp. */
  madeUp?: true;
}

export interface DeviceRecord {
  /** 0-based lines the record spans. */
  first: number;
  last: number;
  fields: RecordField[];
}

interface MacField {
  field: RecordField;
  /** mac '' for a mistyped MAC. */
  hit: MacSpot;
}

/**
 * The MACs of a record's fields: bare digits count only under a heading that names a MAC. With
 * `typos`, the fields whose key names a MAC and whose value holds a mistyped one instead.
 */
function macFieldsOf(record: DeviceRecord, typos = false): MacField[] {
  const found: MacField[] = [];
  for (const field of record.fields) {
    if (field.value.length > 4000) continue;
    const named = isMacHeading(field.key);
    const hit = typos
      ? named && mistypedIn(field.value)
      : named
        ? macInCell(field.value)
        : findMacs(field.value, { bare: 'never', limit: 2 })[0];
    if (hit) found.push({ field, hit });
  }
  return found;
}

/**
 * A record is one device when it holds one MAC, or several under headings that each name a MAC
 * (Wi-Fi, Ethernet, Bluetooth). Several MACs under other keys (`Printer: aa:…`,
 * `Scanner: bb:…`) are a list, not a device; and a MAC alone is a line, not a record.
 */
function isDeviceRecord(record: DeviceRecord, macs: readonly MacField[]): boolean {
  if (macs.length === 0 || record.fields.length < 2) return false;
  if (macs.length === 1) return true;
  // One `mac` field: the device's; the others are its neighbours' (UniFi's `ap_mac`, `bssid`).
  const plain = macs.filter((mac) => PLAIN_MAC_KEYS.has(normalizeHeading(mac.field.key)));
  return plain.length === 1 || macs.every((mac) => isMacHeading(mac.field.key));
}

function chooseMac(macs: readonly MacField[], forcedKey: string | null): MacField | undefined {
  if (forcedKey !== null) {
    const forced = macs.find((mac) => normalizeHeading(mac.field.key) === forcedKey);
    if (forced) return forced;
  }
  return [...macs].sort((a, b) => rank(a) - rank(b))[0];
}

function rank(mac: MacField): number {
  const key = mac.field.key;
  const flat = normalizeHeading(key);
  // Client identifiers and DUIDs may hold a MAC, but the hardware address says it surely.
  const weak = /uid|clientid|duid|identifier/.test(flat) ? 10 : 0;
  // `mac-address` before RouterOS's `active-mac-address` and `src-mac-address`.
  const qualified = PLAIN_MAC_KEYS.has(flat) ? 0 : 0.5;
  return (isMacHeading(key) ? 0 : 5) + macPreference(key) + weak + qualified;
}

const PLAIN_MAC_KEYS = new Set(['mac', 'macaddress', 'macaddr', 'hwaddr', 'hwaddress']);

export function draftFromRecords(
  scan: ScannedText,
  records: readonly DeviceRecord[],
  options: {
    kind: ListKind | null;
    confidence: number;
    forcedMacColumn?: RecogniseOptions['macColumn'];
    /** The preference of a key as the device's name (lower first); namePreference unless given. */
    nameKey?: (key: string) => number | null;
  },
): Draft | null {
  const nameKey = options.nameKey ?? namePreference;
  // A record with no MAC but a mistyped one under a MAC key is a row to fix (its typos are
  // its `macs`); it takes no part in choosing the MAC column.
  const devices: Array<{ record: DeviceRecord; macs: MacField[] }> = [];
  let withMac = 0;
  for (const record of records) {
    const macs = macFieldsOf(record);
    if (isDeviceRecord(record, macs)) {
      devices.push({ record, macs });
      withMac++;
      continue;
    }
    const typos = macs.length === 0 ? macFieldsOf(record, true) : [];
    if (typos.length > 0 && record.fields.length >= 2) devices.push({ record, macs: typos });
  }
  if (withMac === 0) return null;

  // Columns: every key, in the order first seen (by normalized key).
  const keyIndex = new Map<string, number>();
  const headings: string[] = [];
  const madeUp = new Set<string>();
  for (const { record } of devices) {
    for (const field of record.fields) {
      const flat = normalizeHeading(field.key) || field.key.toLowerCase();
      if (!keyIndex.has(flat)) {
        keyIndex.set(flat, headings.length);
        headings.push(field.key);
        if (field.madeUp) madeUp.add(field.key);
      }
    }
  }
  // Every key that holds a MAC in some record.
  const macKeys = new Set<string>();
  for (const { macs } of devices)
    for (const mac of macs) if (mac.hit.mac !== '') macKeys.add(normalizeHeading(mac.field.key));

  // Names: the best name heading whose values give any name.
  let nameColumn = -1;
  let namePref = Number.POSITIVE_INFINITY;
  headings.forEach((heading, column) => {
    const pref = nameKey(heading);
    const flat = normalizeHeading(heading);
    if (pref === null || pref >= namePref || macKeys.has(flat)) return;
    const gives = devices.some(({ record }) =>
      record.fields.some((f) => normalizeHeading(f.key) === flat && cleanName(f.value) !== ''),
    );
    if (gives) {
      nameColumn = column;
      namePref = pref;
    }
  });

  // Keep COLUMNS_KEPT columns, and every MAC and the name column wherever they stand: the set
  // does not depend on the MAC chosen, so a column keeps its index when a person picks another.
  const keep: number[] = [];
  for (let c = 0; c < headings.length; c++) {
    const role = c === nameColumn || macKeys.has(normalizeHeading(headings[c] ?? ''));
    if (keep.length < COLUMNS_KEPT || role) keep.push(c);
  }
  const position = new Map(keep.map((column, index) => [column, index]));
  const keptHeadings = keep.map((c) => headings[c] ?? '');
  const forcedHeading =
    options.forcedMacColumn !== undefined ? (keptHeadings[options.forcedMacColumn] ?? null) : null;
  const forcedKey =
    forcedHeading !== null && macKeys.has(normalizeHeading(forcedHeading))
      ? normalizeHeading(forcedHeading)
      : null;

  // The MAC key most records use.
  const chosenKeyCount = new Map<string, number>();
  const chosen = devices.map(({ macs }) => {
    const mac = chooseMac(macs, forcedKey);
    if (mac && mac.hit.mac !== '') {
      const flat = normalizeHeading(mac.field.key);
      chosenKeyCount.set(flat, (chosenKeyCount.get(flat) ?? 0) + 1);
    }
    return mac;
  });
  let macKey = '';
  let best = -1;
  const keyRank = (key: string) => (PLAIN_MAC_KEYS.has(key) ? 0 : 1);
  for (const [key, countOf] of chosenKeyCount) {
    if (countOf > best || (countOf === best && keyRank(key) < keyRank(macKey))) {
      best = countOf;
      macKey = key;
    }
  }
  const macColumn = keyIndex.get(macKey) ?? 0;
  const keptMac = position.get(macColumn) ?? 0;
  const keptName = nameColumn >= 0 ? (position.get(nameColumn) ?? -1) : -1;

  const draft = emptyDraft(scan, 'blocks', options.kind ?? kindFromHeadings(headings) ?? 'records');
  draft.header = true;
  draft.headers = keptHeadings;
  draft.madeUp = keptHeadings.filter((heading) => madeUp.has(heading));
  draft.roles = rolesFor(keptHeadings.length, keptMac, keptName);
  draft.macColumn = keptMac;
  draft.nameColumn = keptName;
  draft.nameSource = keptName >= 0 ? (keptHeadings[keptName] ?? null) : null;
  draft.confidence = options.confidence;
  draft.columnsOmitted = headings.length - keep.length;

  const explainedLines = new Set<number>();
  devices.forEach(({ record, macs }, index) => {
    const toFix = macs[0]?.hit.mac === '';
    // A row to fix shows the mistyped value of the MAC key the others use, where it has one.
    const mac =
      (toFix ? macs.find((m) => normalizeHeading(m.field.key) === macKey) : null) ?? chosen[index];
    if (!mac) return;
    const cells = keptHeadings.map(() => '');
    for (const field of record.fields) {
      const column = position.get(
        keyIndex.get(normalizeHeading(field.key) || field.key.toLowerCase()) ?? -1,
      );
      if (column !== undefined && cells[column] === '') cells[column] = field.value;
    }
    const macText = mac.field.value.slice(mac.hit.start, mac.hit.end);
    cells[keptMac] = macText;
    // A record without the name field may keep its name elsewhere (`host lobby-printer { … }`
    // among leases with `client-hostname`): the best name field it has.
    if (keptName >= 0 && cleanName(cells[keptName] ?? '') === '') {
      const fallback = record.fields
        .filter((f) => nameKey(f.key) !== null && cleanName(f.value) !== '')
        .sort((a, b) => (nameKey(a.key) ?? 9) - (nameKey(b.key) ?? 9))[0];
      if (fallback) cells[keptName] = fallback.value;
    }
    draft.rows.push(draftRow(record.first + 1, cells, mac.hit.mac, macText));
    for (let line = record.first; line <= record.last; line++) draft.used[line] = 1;
    // Other MAC fields of a device (its Bluetooth address) are understood, not lost.
    for (const other of macs) explainedLines.add(other.field.line);
  });
  for (const line of explainedLines) explain(draft, scan, line);

  if (macKeys.size > 1) {
    const columns = [...macKeys]
      .map((key) => keyIndex.get(key))
      .filter((column): column is number => column !== undefined && position.has(column))
      .map((column) => ({ column: position.get(column) ?? 0, heading: headings[column] ?? '' }));
    if (columns.length > 1) {
      draft.macColumns = macChoice(
        columns,
        keptMac,
        keptHeadings[keptMac] ?? '',
        forcedKey !== null,
      );
    }
  }
  return draft;
}

/** The MAC columns, the one used, and why (the page says "3 columns hold MAC addresses …"). */
export function macChoice(
  columns: MacColumnChoice['columns'],
  chosenColumn: number,
  chosen: string,
  forced: boolean,
): MacColumnChoice {
  const why = forced ? 'chosen' : macPreference(chosen) === 0 ? 'wifi' : 'no-wifi';
  return { columns, chosen: chosenColumn, why };
}
