// Every fixture in test/fixtures/batch-lists (each written from its format's documentation or
// taken from a public parser's test suite; see its .source.md) and exactly what it must yield: the family and kind, every device (canonical
// MAC and name, in order) and what was left out, merged or refused.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeMac } from '../../../src/api/normalize.ts';
import {
  macColumnsSentence,
  understoodSentence,
} from '../../../src/features/batch/preview/understood-words.ts';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';
import type { ListFamily, ListKind } from '../../../src/recognise/types.ts';
import { speak } from '../../support/i18n.tsx';

beforeAll(() => speak('en'));

const DIR = join(import.meta.dirname, '../../fixtures/batch-lists');
const read = (file: string) => readFileSync(join(DIR, file), 'utf8');

interface Expected {
  family: ListFamily;
  kind: ListKind;
  /** [canonical MAC ('' = mistyped: a row to fix), name ('' = none)], in row order. */
  devices: Array<[string, string]>;
  leftOut: number;
  merged?: number;
  notDevices?: number;
  /** Where names come from, as the sentence says it. */
  nameSource?: string | null;
  /** The heading of the MAC column chosen among several. */
  macColumnChosen?: string;
  /** Names the one-action fix would change. */
  nameFix?: Array<[string, string]>;
  /** Other columns, by heading: each row's value, in row order. */
  columns?: Record<string, string[]>;
}

const FIXTURES: Record<string, Expected> = {
  'dnsmasq.leases': {
    family: 'lines',
    kind: 'dhcp-leases',
    devices: [
      ['00:1B:63:84:BB:D7', 'annas-macbook'],
      ['3C:22:FB:12:34:56', ''],
      ['B8:27:EB:45:A1:0C', 'reception_printer'],
      ['DC:A6:32:0E:77:81', 'kiosk-lobby'],
      ['DA:A1:19:5E:20:4F', 'iPhone'],
      ['F0:9F:C2:10:22:33', ''],
    ],
    leftOut: 2,
    nameSource: 'host name',
    nameFix: [['reception_printer', 'reception-printer']],
  },
  'dhcpd.leases': {
    family: 'blocks',
    kind: 'dhcp-leases',
    devices: [
      ['00:16:3E:EF:A9:C1', 'conference-room-tv'],
      ['A4:83:E7:5B:10:02', 'Pixel_7'],
      ['28:CF:E9:1A:2B:3C', ''],
      ['00:11:32:AA:BB:01', 'lobby-printer'],
    ],
    leftOut: 5,
    merged: 2,
    nameSource: 'client-hostname',
    nameFix: [['Pixel_7', 'Pixel-7']],
  },
  'kea-leases4.csv': {
    family: 'table',
    kind: 'dhcp-leases',
    devices: [
      ['00:1B:63:84:BB:D7', 'annas-macbook'],
      ['3C:22:FB:12:34:56', 'reception.example.org.'],
      ['B8:27:EB:45:A1:0C', ''],
      ['F0:9F:C2:10:22:33', 'unifi-ap-hall'],
    ],
    leftOut: 1,
    merged: 1,
    nameSource: 'hostname',
  },
  'windows-dhcp-export.csv': {
    family: 'table',
    kind: 'dhcp-leases',
    devices: [
      ['08:00:27:4D:1D:9E', 'CORP-CLO1.corp.local'],
      ['00:15:5D:00:67:17', 'VM2.corp.local'],
      ['00:11:32:AA:BB:01', ''],
      ['3C:22:FB:12:34:56', 'Annas-iPhone'],
    ],
    leftOut: 2,
    nameSource: 'HostName',
  },
  'windows-dhcp-console.txt': {
    family: 'command',
    kind: 'dhcp-leases',
    devices: [
      ['CE:DF:41:6B:74:19', 'dell-per750-44'],
      ['46:88:D9:34:A9:3A', 'dell-per750-49'],
      ['2A:9C:2B:A7:C2:02', 'dell-per750-47'],
      ['08:00:27:4D:1D:9E', 'CORP-CLO1.corp.lo...'],
      ['00:15:5D:00:67:17', ''],
    ],
    leftOut: 2,
    nameSource: 'HostName',
  },
  'mikrotik-dhcp-leases.txt': {
    family: 'command',
    kind: 'dhcp-leases',
    devices: [
      ['6C:3B:6B:7C:41:3E', 'MikroTik'],
      ['00:1B:63:84:BB:D7', 'reception_printer'],
      ['B8:27:EB:45:A1:0C', 'signage-lobby'],
      ['DC:A6:32:0E:77:81', ''],
      ['F0:9F:C2:10:22:33', ''],
    ],
    leftOut: 6,
    merged: 1,
    nameSource: 'HOST-NAME',
    nameFix: [['reception_printer', 'reception-printer']],
  },
  'junos-ethernet-switching-table.txt': {
    family: 'command',
    kind: 'mac-address-table',
    devices: [
      ['00:1B:63:84:BB:D7', ''],
      ['B8:27:EB:45:A1:0C', ''],
      ['DC:A6:32:0E:77:81', ''],
    ],
    leftOut: 7,
    notDevices: 1,
    nameSource: null,
  },
  'arp-windows.txt': {
    family: 'command',
    kind: 'arp-table',
    devices: [
      ['F0:9F:C2:10:22:33', ''],
      ['DC:A6:32:0E:77:81', ''],
      ['00:1B:63:84:BB:D7', ''],
      ['00:50:56:C0:00:08', ''],
    ],
    leftOut: 3,
    merged: 1,
    notDevices: 7,
    nameSource: null,
  },
  'arp-macos.txt': {
    family: 'lines',
    kind: 'arp-table',
    devices: [
      ['F0:9F:C2:10:22:33', 'router.lan'],
      ['DC:A6:32:0E:77:81', ''],
      ['3C:22:FB:12:34:56', 'annas-iphone.lan'],
      ['00:11:32:0A:0B:01', 'nas.lan'],
    ],
    leftOut: 2,
    notDevices: 3,
    nameSource: 'host name',
  },
  'arp-linux.txt': {
    family: 'lines',
    kind: 'arp-table',
    devices: [
      ['F0:9F:C2:10:22:33', 'router.lan'],
      ['DC:A6:32:0E:77:81', ''],
      ['00:11:32:AA:BB:01', 'printer.lan'],
      ['00:1B:63:84:BB:D7', 'annas-macbook.lan'],
      ['02:42:AC:11:00:02', ''],
    ],
    leftOut: 2,
    nameSource: 'host name',
  },
  'ip-neigh.txt': {
    family: 'lines',
    kind: 'arp-table',
    devices: [
      ['00:00:0C:76:3F:85', ''],
      ['00:E0:1E:63:39:00', ''],
      ['3C:22:FB:12:34:56', ''],
    ],
    leftOut: 3,
    merged: 1,
    notDevices: 2,
    nameSource: null,
  },
  'cisco-mac-address-table.txt': {
    family: 'command',
    kind: 'mac-address-table',
    devices: [
      ['00:0D:48:2C:18:3E', ''],
      ['00:50:79:66:68:00', ''],
      ['00:11:22:33:44:55', ''],
      ['00:A0:C9:B1:D2:E3', ''],
      ['0C:75:BD:0A:12:34', ''],
    ],
    leftOut: 5,
    merged: 1,
    notDevices: 4,
    nameSource: null,
  },
  'cisco-ip-arp.txt': {
    family: 'command',
    kind: 'arp-table',
    devices: [
      ['00:00:0C:59:F8:92', ''],
      ['00:00:0C:07:AC:00', ''],
      ['00:D0:BA:A5:3C:01', ''],
      ['3C:22:FB:12:34:56', ''],
    ],
    leftOut: 3,
    nameSource: null,
  },
  'hpe-aruba-mac-address.txt': {
    family: 'command',
    kind: 'mac-address-table',
    devices: [
      ['00:1B:63:84:BB:06', ''],
      ['3C:22:FB:12:34:56', ''],
      ['B8:27:EB:45:A1:0C', ''],
      ['00:E0:4C:36:03:48', ''],
      ['BC:9F:E4:C3:42:CA', ''],
    ],
    leftOut: 3,
    nameSource: null,
  },
  'mdm-jamf-mobile-devices.csv': {
    family: 'table',
    kind: 'inventory',
    devices: [
      ['3C:22:FB:12:34:56', 'Reception iPad'],
      ['A4:83:E7:5B:10:02', 'Anna’s iPhone'],
      ['00:1B:63:84:BB:D7', 'Lobby_Display'],
      ['28:CF:E9:1A:2B:3C', 'Conference Pad'],
    ],
    leftOut: 1,
    nameSource: 'Display Name',
    macColumnChosen: 'Wi-Fi MAC Address',
    nameFix: [
      ['Anna’s iPhone', 'Annas iPhone'],
      ['Lobby_Display', 'Lobby-Display'],
    ],
  },
  'mdm-intune-devices.csv': {
    family: 'table',
    kind: 'inventory',
    devices: [
      ['A4:B1:C1:D2:E3:F4', 'DESKTOP-4KQ2M7A'],
      ['F8:E4:E3:11:22:33', 'LAPTOP-ERIK'],
      ['E8:D0:FC:AA:BB:02', 'Android_Tablet'],
    ],
    leftOut: 1,
    nameSource: 'DeviceName',
    macColumnChosen: 'WiFiMacAddress',
    nameFix: [['Android_Tablet', 'Android-Tablet']],
  },
  'typed-email.txt': {
    family: 'lines',
    kind: 'typed-list',
    devices: [
      ['00:1B:63:84:BB:D7', 'reception printer'],
      ['3C:22:FB:12:34:56', 'kiosk'],
      ['B8:27:EB:45:A1:0C', 'lobby screen'],
      ['00:11:32:0A:0B:01', ''],
      ['DC:A6:32:0E:77:81', ''],
      ['00:1B:63:84:BB:06', 'my_printer'],
      ['F0:9F:C2:10:22:33', 'Coffee machine'],
      ['28:CF:E9:1A:2B:3C', ''],
      ['28:CF:E9:1A:2B:3D', ''],
      // "The old one (aa:bb:cc:dd:ee:0g) is gone, skip it.": a row to fix, or leave out.
      ['', 'is gone, skip it'],
    ],
    leftOut: 7,
    nameSource: 'comment',
    nameFix: [['my_printer', 'my-printer']],
  },
  'typed-chat.txt': {
    family: 'lines',
    kind: 'typed-list',
    devices: [
      ['3C:22:FB:12:34:56', 'lobby tv'],
      ['A4:83:E7:5B:10:02', 'info kiosk'],
      ['00:1B:63:84:BB:D7', 'the printer again'],
      // Sent twice under another name: no repeat, a duplicate to choose from in the preview.
      ['3C:22:FB:12:34:56', 'lobby tv (sorry, sent it twice)'],
    ],
    leftOut: 3,
    nameSource: 'comment',
  },
  'huawei-vrp-display-arp.txt': {
    family: 'command',
    kind: 'arp-table',
    devices: [
      ['B0:76:1B:65:6A:40', ''],
      ['B0:76:1B:65:6A:4B', ''],
      ['B8:D6:F6:FF:73:9B', ''],
      ['B0:76:1B:65:6A:46', ''],
      ['B8:D6:F6:FF:73:96', ''],
    ],
    // The ruler under the second header line, the ruler above the total, the total.
    leftOut: 3,
    nameSource: null,
    columns: {
      'VLAN/CEVLAN(SIP/DIP)': ['', '', '10/-', '', '20/-'],
      INTERFACE: ['MEth0/0/1', 'Vlanif10', 'XGE0/0/1', 'Vlanif20', 'XGE0/0/1'],
      TYPE: ['I -', 'I -', 'D-0', 'I -', 'D-0'],
    },
  },
  'huawei-vrp-display-mac-address.txt': {
    family: 'command',
    kind: 'mac-address-table',
    devices: [
      ['B8:D6:F6:FF:73:90', ''],
      ['B8:D6:F6:FF:73:9B', ''],
    ],
    leftOut: 4,
    nameSource: null,
    columns: { 'VLAN/VSI/BD': ['10/-/-', '10/-/-'], 'Learned-From': ['XGE0/0/1', 'XGE0/0/1'] },
  },
  'comware-display-arp.txt': {
    family: 'command',
    kind: 'arp-table',
    devices: [
      ['00:1E:C1:DC:FC:01', ''],
      ['2C:23:3A:40:7E:18', ''],
    ],
    leftOut: 1,
    merged: 1,
    nameSource: null,
    columns: { VLAN: ['N/A', '1'], Interface: ['M-GE0/0/0', 'XGE1/0/48'], Type: ['D', 'D'] },
  },
  'comware-display-mac-address.txt': {
    family: 'command',
    kind: 'mac-address-table',
    devices: [
      ['00:00:11:11:22:22', ''],
      ['FE:DC:BA:09:87:65', ''],
      ['AA:AA:BB:BB:CC:CC', ''],
      ['DE:AD:BE:EF:00:42', ''],
    ],
    leftOut: 0,
    nameSource: null,
    columns: {
      'VLAN ID': ['1', '10', '10', '20'],
      'PORT INDEX': [
        'Bridge-Aggregation1',
        'GigabitEthernet1/0/20',
        'GigabitEthernet1/0/41',
        'GigabitEthernet1/0/10',
      ],
    },
  },
  'huawei-vrp-display-ipv6-neighbors.txt': {
    family: 'blocks',
    kind: 'arp-table',
    devices: [
      ['00:25:9E:01:02:0A', ''],
      ['00:23:00:45:00:67', ''],
    ],
    // The rulers, and the total.
    leftOut: 3,
    merged: 1,
    nameSource: null,
    columns: { 'IPv6 Address': ['FC00:1::2', 'FC00:2::1'], State: ['STALE', 'INCMP'] },
  },
  'cisco-show-ipv6-neighbors.txt': {
    family: 'command',
    kind: 'arp-table',
    devices: [
      ['54:E1:AD:DB:20:0F', ''],
      ['08:00:27:29:8B:C1', ''],
      ['50:7B:9D:CD:C2:AE', ''],
      ['58:AC:78:F8:CC:CC', ''],
      ['78:0C:F0:8E:2F:F4', ''],
      ['7C:AD:74:85:0C:16', ''],
      ['00:08:E3:FF:FC:28', ''],
    ],
    // `FE80::9277:EEFF:FE9B:4E00 - - REACH Di0`: no link-layer address.
    leftOut: 1,
    merged: 2,
    nameSource: null,
    columns: { State: ['STALE', 'STALE', 'STALE', 'STALE', 'STALE', 'STALE', 'REACH'] },
  },
  'routeros-lease-print-terse.txt': {
    family: 'blocks',
    kind: 'dhcp-leases',
    devices: [
      ['74:83:C2:36:5A:6E', 'Unifi3B'],
      ['00:50:56:88:80:EE', 'RSNC-CLIENT1-VM'],
      ['C4:0A:CB:BC:65:C8', 'SPA122'],
      ['C2:39:B3:FA:81:D0', ''],
      ['AA:C1:AB:E3:F5:E8', ''],
    ],
    leftOut: 0,
    nameSource: 'host-name',
    macColumnChosen: 'mac-address',
    columns: {
      comment: ['UniFi1', 'PC', 'SPA', '', ''],
      server: ['dhcp1', 'dhcp1', 'dhcp1', 'Clients', 'dhcp1'],
    },
  },
  'routeros-arp-print-terse.txt': {
    family: 'blocks',
    kind: 'arp-table',
    devices: [
      ['12:34:56:78:90:AA', ''],
      ['12:34:56:78:90:AB', ''],
    ],
    leftOut: 0,
    nameSource: null,
    columns: { interface: ['ether2_BOX', 'ether5_KFCcisco'] },
  },
  'unifi-stat-sta.json': {
    family: 'blocks',
    kind: 'inventory',
    devices: [
      ['00:1B:63:84:BB:D7', 'Wired client hostname'],
      ['3C:22:FB:12:34:56', 'Wireless client hostname'],
      ['B8:27:EB:45:A1:0C', 'debian'],
    ],
    leftOut: 5,
    nameSource: 'hostname',
    macColumnChosen: 'mac',
  },
  'ansible-inventory-hostvars.json': {
    family: 'blocks',
    kind: 'records',
    devices: [
      ['00:1B:63:84:BB:D7', 'lobby-printer'],
      ['3C:22:FB:12:34:56', 'kiosk-01'],
      ['B8:27:EB:45:A1:0C', 'signage_hall'],
    ],
    leftOut: 12,
    nameSource: 'record key',
    nameFix: [['signage_hall', 'signage-hall']],
  },
  'junos-arp-display-xml.xml': {
    family: 'blocks',
    kind: 'arp-table',
    devices: [
      ['2C:C2:60:FF:00:43', ''],
      ['00:1B:63:84:BB:D7', 'lobby-printer.example.org'],
    ],
    leftOut: 8,
    nameSource: 'hostname',
    columns: { 'interface-name': ['fxp0.0', 'ge-0/0/1.0'] },
  },
  'nmap-ping-scan.txt': {
    family: 'blocks',
    kind: 'records',
    devices: [
      ['B0:6E:BF:E4:5E:4C', 'router.lan'],
      // `Nmap scan report for 192.168.1.23`: an IP alone names nothing.
      ['00:0C:29:AC:48:C5', ''],
      ['38:0E:4D:86:83:1C', 'lobby-printer.lan'],
      ['EC:8E:B5:81:5B:4D', 'meeting-room-tv.lan'],
    ],
    // Starting…, the host down, the scanner itself (heading and Host is up.), Nmap done.
    leftOut: 5,
    nameSource: 'Host name',
    columns: { 'IP address': ['192.168.1.1', '192.168.1.23', '192.168.1.40', '192.168.1.52'] },
  },
  'nmap-port-scan.txt': {
    family: 'blocks',
    kind: 'records',
    devices: [
      ['00:11:32:4B:04:8A', 'nas.lan'],
      ['84:D8:1B:B8:74:A0', ''],
    ],
    // The Internet host (no MAC) and its traceroute, the prompt, Nmap done.
    leftOut: 25,
    nameSource: 'Host name',
    columns: { 'IP address': ['192.168.1.20', '192.168.1.31'] },
  },
  'ndp-an-freebsd.txt': {
    family: 'command',
    kind: 'arp-table',
    devices: [
      ['00:1B:63:84:BB:D7', ''],
      ['3C:22:FB:12:34:56', ''],
      ['BC:5F:F4:3B:9A:11', ''],
    ],
    // `(incomplete)`.
    leftOut: 1,
    merged: 1,
    nameSource: null,
    columns: { Netif: ['em0', 'em0', 'em0'], Expire: ['23h59m58s', '19s', 'permanent'] },
  },
  'ndp-an-macos.txt': {
    family: 'command',
    kind: 'arp-table',
    devices: [
      ['00:1B:63:84:BB:D7', ''],
      ['A4:83:E7:5B:10:02', ''],
      ['0E:22:FB:01:34:56', ''],
    ],
    // Two `(incomplete)` rows, one the loopback's.
    leftOut: 2,
    merged: 1,
    nameSource: null,
    columns: { Netif: ['en0', 'en0', 'en0'] },
  },
  'netsh-ipv6-neighbors.txt': {
    family: 'command',
    kind: 'arp-table',
    devices: [
      ['00:1B:63:84:BB:D7', ''],
      ['00:18:BA:31:C4:E6', ''],
      ['3C:22:FB:12:34:56', ''],
    ],
    // Two interface lines, the loopback's two rows, the `Unreachable` row.
    leftOut: 5,
    notDevices: 3,
    nameSource: null,
    columns: {
      'Internet Address': [
        '2001:db8:10::1',
        'fe80::218:baff:fe31:c4e6',
        'fe80::3e22:fbff:fe12:3456',
      ],
      Type: ['Reachable (Router)', 'Stale (Router)', 'Stale'],
    },
  },
};

describe('fixtures: every format yields exactly its devices and names', () => {
  it('has an expectation and a documented source for every fixture', () => {
    const files = readdirSync(DIR);
    const fixtures = files.filter((file) => !file.endsWith('.source.md'));
    expect(fixtures.sort()).toEqual(Object.keys(FIXTURES).sort());
    for (const fixture of fixtures) {
      expect(files, `${fixture} needs ${fixture}.source.md`).toContain(`${fixture}.source.md`);
      expect(read(`${fixture}.source.md`).split('\n')[0]).toBe(
        `# ${fixture} — where its shape comes from`,
      );
    }
  });

  it.each(Object.entries(FIXTURES))('%s', (file, expected) => {
    const list = recogniseList(read(file));
    expect({ family: list.family, kind: list.kind }).toEqual({
      family: expected.family,
      kind: expected.kind,
    });
    const mac = list.roles.indexOf('mac');
    const name = list.roles.indexOf('name');
    expect(list.rows.map((row) => [row.mac, name >= 0 ? (row.cells[name] ?? '') : ''])).toEqual(
      expected.devices,
    );
    // The MAC cell holds the MAC as written; check-rows reads it to the canonical MAC.
    for (const row of list.rows) {
      expect(row.cells[mac]).toBe(row.macText);
      const written = normalizeMac(row.macText);
      expect(written.ok ? written.value : '').toBe(row.mac);
    }
    expect(list.leftOut.count).toBe(expected.leftOut);
    expect(list.merged.rows).toBe(expected.merged ?? 0);
    expect(list.notDevices.count).toBe(expected.notDevices ?? 0);
    if (expected.nameSource !== undefined) expect(list.nameSource).toBe(expected.nameSource);
    // The worker gives facts; the page words them.
    const understood = understoodSentence(list);
    expect(understood).toMatch(/^Looks like .+: \d+ devices?, /);
    // A device under a second name is one device on two rows.
    const macs = expected.devices.map(([mac]) => mac).filter((mac) => mac !== '');
    const twice = macs.length - new Set(macs).size;
    expect(understood).toContain(`${expected.devices.length - twice} device`);
    if (expected.macColumnChosen) {
      expect(list.macColumns?.columns.length).toBeGreaterThan(1);
      expect(list.headers[list.macColumns?.chosen ?? -1]).toBe(expected.macColumnChosen);
      expect(list.macColumns ? macColumnsSentence(list, list.macColumns) : '').toContain(
        `using "${expected.macColumnChosen}"`,
      );
    } else {
      expect(list.macColumns).toBeNull();
    }
    expect(list.nameFix?.examples.map((e) => [e.before, e.after]) ?? []).toEqual(
      expected.nameFix ?? [],
    );
    for (const [heading, values] of Object.entries(expected.columns ?? {})) {
      const column = list.headers.indexOf(heading);
      expect(column, `a column headed ${heading}`).toBeGreaterThanOrEqual(0);
      expect(list.rows.map((row) => row.cells[column] ?? '')).toEqual(values);
    }
  });
});
