// "What was understood", in words: what the text looks like, how many devices, where names
// come from, which rows hold a mistyped MAC to fix, and what was left out, merged or refused.
import type { KeptValue, ListFamily, ListKind, Repeat } from './types.ts';

const KIND_PHRASES: Record<ListKind, string> = {
  'dhcp-leases': 'a DHCP lease file',
  'arp-table': 'an ARP (neighbour) table',
  'mac-address-table': "a switch's MAC address table",
  inventory: 'a device inventory export',
  'typed-list': 'a typed list of MAC addresses',
  'mac-list': 'a list of MAC addresses',
  table: 'a table',
  'command-output': 'command output',
  records: 'a file of device records',
  unknown: 'text',
};

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export interface UnderstoodFacts {
  family: ListFamily;
  kind: ListKind;
  /** Devices, rows with a mistyped MAC among them (a device under a second name counts once). */
  devices: number;
  /** Rows whose MAC is mistyped, kept for the person to fix. */
  mistypedRows: number;
  nameSource: string | null;
  /** Left out, by reason. */
  noMac: number;
  /** Lines with a mistyped MAC that no row holds. */
  mistyped: number;
  outside: number;
  /** Rows whose MAC column is empty while another MAC column holds one. */
  otherColumn: number;
  /** The MAC column's heading, for "no address in the "Wi-Fi MAC Address" column". */
  macHeading: string | null;
  mergedRows: number;
  mergedDevices: number;
  /** Rows of a device already listed under another name (kept as rows). */
  namedAgainRows: number;
  notDevices: number;
}

/** The sentence for text without devices: `lines` non-blank, `mistyped` of them with a typo. */
export function nothingSentence(lines: number, mistyped: number): string {
  if (lines === 0) return 'There is nothing to read yet: paste or drop a list of devices.';
  const typo =
    mistyped > 0
      ? `; ${count(mistyped, 'line holds', 'lines hold')} something like a mistyped MAC address`
      : '';
  return `This does not look like a list of devices: no MAC address was found in ${count(lines, 'line', 'lines')}${typo}.`;
}

export function understoodSentence(facts: UnderstoodFacts): string {
  const where = facts.family === 'table' || facts.family === 'command' ? 'column' : 'field';
  const names =
    facts.nameSource === null
      ? ', no names'
      : facts.nameSource === 'comment'
        ? ', names from the text beside each MAC address'
        : `, names from the ${facts.nameSource} ${where}`;
  const extras: string[] = [];
  if (facts.mistypedRows > 0) {
    extras.push(
      `${count(facts.mistypedRows, 'with a mistyped MAC address', 'with mistyped MAC addresses')} to fix`,
    );
  }
  if (facts.noMac > 0) {
    extras.push(`${count(facts.noMac, 'line', 'lines')} without a MAC address left out`);
  }
  if (facts.mistyped > 0) {
    extras.push(`${count(facts.mistyped, 'line', 'lines')} with a mistyped MAC address left out`);
  }
  if (facts.otherColumn > 0) {
    const column = facts.macHeading ? `the "${facts.macHeading}" column` : 'the MAC column';
    extras.push(`${count(facts.otherColumn, 'row', 'rows')} with no address in ${column} left out`);
  }
  if (facts.outside > 0) {
    extras.push(`${count(facts.outside, 'line', 'lines')} outside the list left out`);
  }
  if (facts.mergedRows > 0) {
    const one = facts.mergedDevices === 1;
    const lines = count(facts.mergedRows, 'line repeats', 'lines repeat');
    const devices = one ? 'a device' : count(facts.mergedDevices, 'device', 'devices');
    extras.push(
      `${lines} ${devices} already listed, merged into ${one ? 'its row' : 'their rows'}`,
    );
  }
  if (facts.namedAgainRows > 0) {
    extras.push(
      `${count(facts.namedAgainRows, 'line gives', 'lines give')} a device already listed another name: ${facts.namedAgainRows === 1 ? 'a duplicate' : 'duplicates'} to choose from`,
    );
  }
  if (facts.notDevices > 0) {
    extras.push(
      `${count(facts.notDevices, 'broadcast, multicast or all-zero address', 'broadcast, multicast or all-zero addresses')} left out (not devices)`,
    );
  }
  const phrase =
    facts.family === 'command' && facts.kind === 'dhcp-leases'
      ? 'a DHCP lease listing'
      : KIND_PHRASES[facts.kind];
  const head = `Looks like ${phrase}: ${count(facts.devices, 'device', 'devices')}${names}`;
  return `${[head, ...extras].join('; ')}.`;
}

/** Line numbers shown in a sentence; the rest are counted. */
const LINES_SHOWN = 5;
/** Values not kept that a sentence names; the rest are counted in lines. */
const VALUES_SHOWN = 3;

const quoted = (value: string) => `"${value.length > 60 ? `${value.slice(0, 59)}…` : value}"`;

/** "line 9", "line 9 and line 14", "lines 9, 14 and 20", "lines 9, 14, … and 1,230 more". */
function linesPhrase(lines: readonly number[], total: number): string {
  const shown = lines.slice(0, LINES_SHOWN).map((line) => line.toLocaleString('en-US'));
  const more = total - shown.length;
  if (more > 0) return `lines ${shown.join(', ')} and ${more.toLocaleString('en-US')} more`;
  if (shown.length === 1) return `line ${shown[0] ?? ''}`;
  if (shown.length === 2) return `line ${shown[0] ?? ''} and line ${shown[1] ?? ''}`;
  return `lines ${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

/** "its description "Room 101" from line 3 is kept, not "Room 102" (line 9)". */
function keptPhrase(kept: KeptValue): string {
  const from = `its ${kept.field} ${quoted(kept.value)} from line ${kept.line.toLocaleString('en-US')}`;
  if (kept.dropped.count === 0) return from;
  const shown = kept.dropped.items.slice(0, VALUES_SHOWN);
  const others = shown.map(
    (item) =>
      `${quoted(item.value)} (${item.lines === 1 ? 'line' : 'first on line'} ${item.line.toLocaleString('en-US')})`,
  );
  const rest = kept.dropped.count - shown.reduce((lines, item) => lines + item.lines, 0);
  if (rest > 0) others.push(`the values of ${count(rest, 'other line', 'other lines')}`);
  const not =
    others.length > 1
      ? `${others.slice(0, -1).join(', ')} or ${others.at(-1) ?? ''}`
      : others.join('');
  return `${from} is kept, not ${not}`;
}

/**
 * A device's repeats in words: "Line 9 and line 14 repeat line 3 (AA:BB:CC:DD:EE:FF): its
 * description "Room 101" from line 3 is kept, not "Room 102" (line 9)."
 */
export function repeatMessage(repeat: Omit<Repeat, 'message'>): string {
  const who = linesPhrase(repeat.lines, repeat.count);
  const verb = repeat.count === 1 ? 'repeats' : 'repeat';
  const head = `${who.charAt(0).toUpperCase()}${who.slice(1)} ${verb} line ${repeat.line.toLocaleString('en-US')} (${repeat.mac})`;
  const kept = repeat.kept.map(keptPhrase);
  return kept.length === 0 ? `${head}.` : `${head}: ${kept.join('; ')}.`;
}
