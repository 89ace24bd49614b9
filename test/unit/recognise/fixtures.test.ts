// Every fixture in test/fixtures/batch-lists (each written from its format's documentation; see
// its .source.md) and exactly what it must yield: the family and kind, every device (canonical
// MAC and name, in order) and what was left out, merged or refused.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeMac } from '../../../src/api/normalize.ts';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';
import type { ListFamily, ListKind } from '../../../src/recognise/types.ts';

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
    ],
    leftOut: 3,
    merged: 1,
    nameSource: 'comment',
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
    expect(list.understood).toMatch(/^Looks like .+: \d+ devices?, /);
    expect(list.understood).toContain(`${expected.devices.length} device`);
    if (expected.macColumnChosen) {
      expect(list.macColumns?.columns.length).toBeGreaterThan(1);
      expect(list.headers[list.macColumns?.chosen ?? -1]).toBe(expected.macColumnChosen);
      expect(list.macColumns?.message).toContain(`using "${expected.macColumnChosen}"`);
    } else {
      expect(list.macColumns).toBeNull();
    }
    expect(list.nameFix?.examples.map((e) => [e.before, e.after]) ?? []).toEqual(
      expected.nameFix ?? [],
    );
  });
});
