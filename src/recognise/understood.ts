// "What was understood", in words: what the text looks like, how many devices, where names
// come from, which rows hold a mistyped MAC to fix, and what was left out, merged or refused.
import type { ListFamily, ListKind } from './types.ts';

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
  /** Rows, those with a mistyped MAC among them. */
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
    extras.push(
      `${count(facts.mergedDevices, 'device', 'devices')} seen more than once merged (${count(facts.mergedRows, 'repeat', 'repeats')})`,
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
