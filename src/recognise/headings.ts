// What a column heading or a field name says a column holds, in the words exports and command
// output use: "Wi-Fi MAC Address", "Physical Address", "hwaddr", "ClientId", "lladdr" for the
// MAC; "Display Name", "Device name", "HostName", "client-hostname", "Client" for the name.
// English, and Swedish as the organizations using å ä ö write them.
import type { ListKind } from './types.ts';

const NOT_HEADING_CHARACTER = /[^a-z0-9åäö]/g;

/** Lower case, letters and digits only: "Wi-Fi MAC Address" -> "wifimacaddress". */
export function normalizeHeading(heading: string): string {
  return heading.toLowerCase().replace(NOT_HEADING_CHARACTER, '').slice(0, 80);
}

/** A heading without a last part in brackets: "MAC (Wi-Fi)" -> "mac". */
const mainOf = (heading: string) => normalizeHeading(heading.replace(/[([][^)\]]*[)\]]\s*$/u, ''));

/** Words of a heading, lower case: "Wi-Fi MAC Address" -> ["wi", "fi", "mac", "address"]. */
function wordsOf(heading: string): string[] {
  return heading
    .slice(0, 120)
    .toLowerCase()
    .split(/[^a-z0-9åäö]+/)
    .filter((word) => word !== '');
}

const MAC_HEADINGS = new Set([
  'physicaladdress',
  'hardwareaddress',
  'hardwareaddr',
  'hwaddress',
  'hwaddr',
  'hardwareethernet',
  'chaddr',
  'clientid',
  'lladdr',
  'linklayer',
  'linklayeraddress',
  'linklayeraddr',
  'ethernetaddress',
  'etheraddress',
  'etheraddr',
  'ethaddr',
  'macadresser',
  'macadress',
  'enhetensmac',
  'hårdvaruadress',
  'fysiskadress',
]);
const MAC_WORDS = new Set(['mac', 'macaddress', 'macaddr', 'macadress', 'macid']);

const MAC_WORD_IN = /mac|addr|adress|clientid|ethernet/;

/** Whether text may hold a heading isMacHeading takes: a quick test before splitting a line. */
export const mayNameMac = (text: string) =>
  MAC_WORD_IN.test(text.toLowerCase().replace(NOT_HEADING_CHARACTER, ''));

/** Whether a heading names a column of MAC addresses (content decides whether it holds any). */
export function isMacHeading(heading: string): boolean {
  const words = wordsOf(heading);
  if (words.includes('serial') || words.includes('vendor') || words.includes('oui')) return false;
  if (words.some((word) => MAC_WORDS.has(word))) return true;
  const main = mainOf(heading);
  if (MAC_HEADINGS.has(main) || MAC_HEADINGS.has(normalizeHeading(heading))) return true;
  // Written as one word: "WiFiMacAddress", "ethernetMacAddress", "wifiMac".
  return (
    /mac(?:address|addr|adress)/.test(main) ||
    /(?:wifi|wlan|ethernet|bluetooth|device)mac$/.test(main)
  );
}

/**
 * Which MAC column to use when there are several: this is a guest Wi-Fi whitelist, so Wi-Fi
 * first, then a column that names no medium, then Ethernet, then Bluetooth. Lower is better.
 */
export function macPreference(heading: string): number {
  const flat = normalizeHeading(heading);
  const words = wordsOf(heading);
  if (/wifi|wlan|wireless|airport|trådlös/.test(flat)) return 0;
  if (flat.includes('bluetooth') || words.includes('bt')) return 3;
  if (/ethernet|wired|kabel/.test(flat) || words.includes('lan') || words.includes('eth')) {
    return flat === 'hardwareethernet' || flat === 'ethernetaddress' ? 1 : 2;
  }
  return 1;
}

/** Name headings by preference (lower first). */
const NAME_HEADINGS: ReadonlyMap<string, number> = new Map([
  ['displayname', 0],
  ['devicename', 0],
  ['friendlyname', 0],
  ['enhetsnamn', 0],
  ['assetname', 0],
  ['hostname', 1],
  ['clienthostname', 1],
  ['computername', 1],
  ['optionhostname', 1],
  ['ddnshostname', 1],
  ['dnsname', 2],
  ['name', 2],
  ['namn', 2],
  ['clientname', 2],
  ['client', 3],
  ['device', 3],
  ['enhet', 3],
  ['host', 3],
  ['neighbor', 4],
  ['neighbour', 4],
]);

/** The preference of a name heading (lower first), or null when it names no device name. */
export function namePreference(heading: string): number | null {
  return NAME_HEADINGS.get(mainOf(heading)) ?? NAME_HEADINGS.get(normalizeHeading(heading)) ?? null;
}

const DESCRIPTION_HEADINGS = new Set([
  'description',
  'desc',
  'comment',
  'comments',
  'note',
  'notes',
  'beskrivning',
  'kommentar',
  'anteckning',
]);
const TAG_HEADINGS = new Set(['tags', 'tag', 'labels', 'label', 'taggar', 'tagg', 'etiketter']);

export function otherRole(heading: string): 'description' | 'tags' | null {
  const flat = normalizeHeading(heading);
  if (DESCRIPTION_HEADINGS.has(flat)) return 'description';
  if (TAG_HEADINGS.has(flat)) return 'tags';
  return null;
}

/** What a set of headings or field names says the text is, when it says anything. */
export function kindFromHeadings(headings: readonly string[]): ListKind | null {
  const flat = new Set(headings.map(normalizeHeading));
  const has = (...names: string[]) => names.some((name) => flat.has(name));
  const anyIncludes = (part: string) => [...flat].some((name) => name.includes(part));
  if (
    anyIncludes('lease') ||
    (has('hwaddr', 'hwaddress') && has('expire', 'validlifetime', 'subnetid', 'validlft')) ||
    (has('clientid') && has('scopeid', 'addressstate')) ||
    has('bindingstate', 'clienthostname') ||
    // RouterOS `/ip dhcp-server lease print`: ADDRESS, MAC-ADDRESS, HOST-NAME, SERVER, STATUS.
    (has('macaddress') && has('hostname') && has('server'))
  ) {
    return 'dhcp-leases';
  }
  const names = [...flat];
  // ARP and neighbour tables: an IP address, the MAC and the interface it was seen on (Huawei
  // and Comware `display arp`, Cisco `show ipv6 neighbors`, RouterOS `/ip arp print terse`).
  if (
    has('ipaddress', 'ipv4address', 'ipv6address', 'address') &&
    names.some((name) => name.includes('interface')) &&
    headings.some(isMacHeading)
  ) {
    return 'arp-table';
  }
  // Switch tables: Cisco's `Vlan … Ports`, Junos's `Vlan name … Logical interface`, Huawei's
  // `VLAN/VSI/BD … Learned-From`.
  if (
    names.some((name) => name.startsWith('vlan')) &&
    names.some(
      (name) => name.startsWith('port') || name.endsWith('interface') || name === 'learnedfrom',
    )
  ) {
    return 'mac-address-table';
  }
  if (
    has('internetaddress', 'lladdr', 'linklayeraddress', 'hwtype', 'neighbor') ||
    (has('protocol') && has('hardwareaddr', 'hardwareaddress')) ||
    (has('address') && has('hwaddress'))
  ) {
    return 'arp-table';
  }
  if (
    headings.filter(isMacHeading).length >= 2 ||
    has('serialnumber', 'serial', 'model', 'manufacturer', 'osversion', 'assettag', 'udid')
  ) {
    return 'inventory';
  }
  return null;
}
