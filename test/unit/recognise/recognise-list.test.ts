// recogniseList beyond the fixtures: the rules generalise to formats not among them (JSON, XML,
// stanzas, other tables), the options, the name fix, and the ParsedList contract.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRows } from '../../../src/features/batch/check/check-rows.ts';
import { nameFixEdits } from '../../../src/features/batch/check/name-fix.ts';
import {
  macColumnsSentence,
  nameFixSentence,
  understoodSentence,
} from '../../../src/features/batch/preview/understood-words.ts';
import { suggestNameFix } from '../../../src/recognise/names.ts';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';
import type { RecognisedList } from '../../../src/recognise/types.ts';
import { CREATE_NAME_CHARS } from '../../../src/api/rules.ts';
import { speak } from '../../support/i18n.tsx';

// The recognisers give facts; the page words them (understood-words.ts), in English here.
beforeAll(() => speak('en'));

/** What the preview says a list looks like. */
const understood = (list: RecognisedList) => understoodSentence(list);
/** What the preview says about a list's MAC columns. */
const macColumns = (list: RecognisedList) =>
  list.macColumns ? macColumnsSentence(list, list.macColumns) : '';

const fixture = (file: string) =>
  readFileSync(join(import.meta.dirname, '../../fixtures/batch-lists', file), 'utf8');

const devices = (list: RecognisedList) => {
  const name = list.roles.indexOf('name');
  return list.rows.map((row) => [row.mac, name >= 0 ? (row.cells[name] ?? '') : '']);
};

describe('recogniseList: blocks in other shapes', () => {
  it('reads JSON objects, one row per object (Kea lease4-get-all)', () => {
    const text = `{ "arguments": { "leases": [
      { "cltt": 1717400000, "hw-address": "00:1b:63:84:bb:d7", "hostname": "anna-laptop",
        "ip-address": "192.0.2.10", "subnet-id": 1, "valid-lft": 3600 },
      { "cltt": 1717400100, "hw-address": "3c:22:fb:12:34:56", "hostname": "",
        "ip-address": "192.0.2.11", "subnet-id": 1, "valid-lft": 3600 }
    ] }, "result": 0, "text": "2 IPv4 lease(s) found." }`;
    const list = recogniseList(text);
    expect(list.family).toBe('blocks');
    expect(devices(list)).toEqual([
      ['00:1B:63:84:BB:D7', 'anna-laptop'],
      ['3C:22:FB:12:34:56', ''],
    ]);
    expect(list.headers).toEqual(expect.arrayContaining(['hw-address', 'hostname', 'ip-address']));
  });

  it('reads minified JSON on one line', () => {
    const list = recogniseList(
      '[{"mac":"00:1b:63:84:bb:d7","name":"Lobby TV"},{"mac":"3c:22:fb:12:34:56","name":"Kiosk, hall"}]',
    );
    expect(list.family).toBe('blocks');
    expect(devices(list)).toEqual([
      ['00:1B:63:84:BB:D7', 'Lobby TV'],
      ['3C:22:FB:12:34:56', 'Kiosk, hall'],
    ]);
  });

  it('reads XML elements, child elements and attributes alike', () => {
    const text = `<?xml version="1.0"?>
<nmaprun>
  <host><status state="up"/>
    <address addr="192.168.1.20" addrtype="ipv4"/>
    <address addr="DC:A6:32:0E:77:81" addrtype="mac" vendor="Raspberry Pi"/>
    <hostnames><hostname name="kiosk-lobby" type="PTR"/></hostnames>
  </host>
  <host><address addr="192.168.1.21" addrtype="ipv4"/>
    <address addr="00:1B:63:84:BB:D7" addrtype="mac"/></host>
</nmaprun>
<devices><device><name>Reception &amp; desk</name><mac>3c:22:fb:12:34:56</mac></device></devices>`;
    const list = recogniseList(text);
    expect(list.family).toBe('blocks');
    expect(devices(list)).toEqual([
      ['DC:A6:32:0E:77:81', 'kiosk-lobby'],
      ['00:1B:63:84:BB:D7', ''],
      ['3C:22:FB:12:34:56', 'Reception & desk'],
    ]);
  });

  it('reads stanzas of key-value lines (ipconfig /all, networksetup)', () => {
    const ipconfig = `Windows IP Configuration

   Host Name . . . . . . . . . . . . : DESKTOP-1

Wireless LAN adapter Wi-Fi:

   Connection-specific DNS Suffix  . : lan
   Description . . . . . . . . . . . : Intel(R) Wi-Fi 6 AX201 160MHz
   Physical Address. . . . . . . . . : A4-83-E7-5B-10-02
   DHCP Enabled. . . . . . . . . . . : Yes

Ethernet adapter Ethernet:

   Description . . . . . . . . . . . : Intel(R) Ethernet Connection I219-LM
   Physical Address. . . . . . . . . : 00-1B-63-84-BB-D7
`;
    const list = recogniseList(ipconfig);
    expect(list.family).toBe('blocks');
    expect(list.rows.map((row) => row.mac)).toEqual(['A4:83:E7:5B:10:02', '00:1B:63:84:BB:D7']);

    const networksetup = `Hardware Port: Wi-Fi
Device: en0
Ethernet Address: a4:83:e7:5b:10:02

Hardware Port: Thunderbolt Bridge
Device: bridge0
Ethernet Address: 82:0a:1b:2c:3d:4e
`;
    expect(recogniseList(networksetup).rows.map((row) => row.mac)).toEqual([
      'A4:83:E7:5B:10:02',
      '82:0A:1B:2C:3D:4E',
    ]);
  });
});

describe('recogniseList: tables and command output in other shapes', () => {
  it('finds a header below a title and reads `;`', () => {
    const list = recogniseList(
      'Guest devices, June\n\nNamn;MAC-adress;Rum\nSkrivare;00-1B-63-84-BB-D7;Entré\nKiosk;3C-22-FB-12-34-56;Hall\n',
    );
    expect(list.family).toBe('table');
    expect(list.delimiter).toBe(';');
    expect(list.headers).toEqual(['Namn', 'MAC-adress', 'Rum']);
    expect(list.roles).toEqual(['name', 'mac', 'ignore']);
    expect(devices(list)).toEqual([
      ['00:1B:63:84:BB:D7', 'Skrivare'],
      ['3C:22:FB:12:34:56', 'Kiosk'],
    ]);
    expect(list.leftOut.lines).toEqual([{ line: 1, text: 'Guest devices, June', why: 'no-mac' }]);
  });

  it("honours Excel's `sep=` line", () => {
    const list = recogniseList('sep=;\nMAC;Name\n00:1b:63:84:bb:d7;Printer, 2nd floor\n');
    expect(list.delimiter).toBe(';');
    expect(devices(list)).toEqual([['00:1B:63:84:BB:D7', 'Printer, 2nd floor']]);
  });

  it('reads a table without a header as mac, name, description, tags', () => {
    const list = recogniseList(
      'aa:bb:cc:dd:ee:01,Printer,Lobby,x;y\naa:bb:cc:dd:ee:02,Scanner,Office,z\n',
    );
    expect(list.family).toBe('table');
    expect(list.header).toBe(false);
    expect(list.roles).toEqual(['mac', 'name', 'description', 'tags']);
    expect(list.rows.map((row) => row.cells)).toEqual([
      ['aa:bb:cc:dd:ee:01', 'Printer', 'Lobby', 'x;y'],
      ['aa:bb:cc:dd:ee:02', 'Scanner', 'Office', 'z'],
    ]);
  });

  it('reads a column of MACs without separators in a table without a header', () => {
    // A spreadsheet column copied as it is: bare digits or spaced pairs, each its whole cell,
    // between a greeting and a signature.
    const list = recogniseList(
      'Hi,\n001B6384BB06\tPrinter\n3c22fb123456\tKiosk\n00 1b 63 84 bb 07\tLobby TV\nThanks',
    );
    expect(list.family).toBe('table');
    expect(list.header).toBe(false);
    expect(devices(list)).toEqual([
      ['00:1B:63:84:BB:06', 'Printer'],
      ['3C:22:FB:12:34:56', 'Kiosk'],
      ['00:1B:63:84:BB:07', 'Lobby TV'],
    ]);
    expect(list.leftOut.count).toBe(2);
    expect(recogniseList('001b6384bb06,printer').rows.map((row) => row.mac)).toEqual([
      '00:1B:63:84:BB:06',
    ]);
  });

  it('reads no column of twelve-digit numbers as MACs (phone numbers, IDs)', () => {
    expect(recogniseList('123456789012\tAlice\n234567890123\tBob').rows).toEqual([]);
    expect(recogniseList('Phone,Name\n123456789012,Alice\n').rows).toEqual([]);
    // Twelve digits inside a name are no MAC column either.
    expect(recogniseList('Room 0012ab34cd56,Alice\nRoom 0012ab34cd57,Bob').rows).toEqual([]);
  });

  it('reads Linux `arp -e` (no ruler, a two-word heading)', () => {
    const text = `Address                  HWtype  HWaddress           Flags Mask            Iface
192.168.1.1              ether   f0:9f:c2:10:22:33   C                     eth0
192.168.1.20                     (incomplete)                              eth0
printer.lan              ether   00:11:32:aa:bb:01   CM                    eth0
`;
    const list = recogniseList(text);
    expect(list.family).toBe('command');
    expect(list.kind).toBe('arp-table');
    expect(list.rows.map((row) => row.mac)).toEqual(['F0:9F:C2:10:22:33', '00:11:32:AA:BB:01']);
    expect(list.leftOut.count).toBe(1);
  });

  it('reads current `ip neigh` output (states in capitals, no `nud`)', () => {
    const list = recogniseList(
      '192.168.1.1 dev eth0 lladdr f0:9f:c2:10:22:33 REACHABLE\nfe80::1 dev eth0 lladdr f0:9f:c2:10:22:33 router STALE\n192.168.1.9 dev eth0 INCOMPLETE\n192.168.1.20 dev eth0 lladdr dc:a6:32:0e:77:81 DELAY\n',
    );
    expect(list.kind).toBe('arp-table');
    expect(devices(list)).toEqual([
      ['F0:9F:C2:10:22:33', ''],
      ['DC:A6:32:0E:77:81', ''],
    ]);
    expect(list.merged.rows).toBe(1);
    expect(list.leftOut.count).toBe(1);
  });

  it('reads a bare list of MACs', () => {
    const list = recogniseList('00:1b:63:84:bb:d7\n3C-22-FB-12-34-56\n\nb827.eb45.a10c\n');
    expect(list.family).toBe('lines');
    expect(list.kind).toBe('mac-list');
    expect(list.roles).toEqual(['mac']);
    expect(list.rows.map((row) => [row.line, row.mac, row.cells])).toEqual([
      [1, '00:1B:63:84:BB:D7', ['00:1b:63:84:bb:d7']],
      [2, '3C:22:FB:12:34:56', ['3C-22-FB-12-34-56']],
      [4, 'B8:27:EB:45:A1:0C', ['b827.eb45.a10c']],
    ]);
    expect(understood(list)).toBe('Looks like a list of MAC addresses: 3 devices, no names.');
  });
});

describe('recogniseList: says plainly what it did', () => {
  it('says when text does not look like a device list', () => {
    const list = recogniseList(
      'Hi Maria,\nthe printer is the one by the door.\nfe80::1\n2024-06-03 10:32\n',
    );
    expect(list.family).toBe('none');
    expect(list.rows).toEqual([]);
    expect(understood(list)).toBe(
      'This does not look like a list of devices: no MAC address was found in 4 lines.',
    );
    expect(list.leftOut.count).toBe(4);
    expect(understood(recogniseList(''))).toBe(
      'There is nothing to read yet: paste or drop a list of devices.',
    );
    expect(understood(recogniseList('aa:bb:cc:dd:ee:0g'))).toContain(
      '1 line holds something like a mistyped MAC address',
    );
  });

  it('writes the sentence of the issue for a lease file', () => {
    const text =
      'dnsmasq leases\n\n1717405200 00:1b:63:84:bb:d7 192.168.1.101 a1 *\n1717405200 00:1b:63:84:bb:d8 192.168.1.102 a2 *\n1717405200 00:1b:63:84:bb:d9 192.168.1.103 * *\n1717405200 00:1b:63:84:bb:da 192.168.1.104 a4 *\n# end\nduid 00:01:00:01:2d:4b:6c:1e:00:1b:63:84:bb:d7\n';
    expect(understood(recogniseList(text))).toBe(
      'Looks like a DHCP lease file: 4 devices, names from the host name field; 3 lines without a MAC address left out.',
    );
  });

  it('keeps every left-out line for "show them", capped, all counted', () => {
    const lines = Array.from({ length: 1500 }, (_, i) => `note ${i}`);
    const list = recogniseList(['00:1b:63:84:bb:d7 printer', ...lines].join('\n'));
    expect(list.leftOut.count).toBe(1500);
    expect(list.leftOut.lines).toHaveLength(1000);
    expect(list.leftOut.lines[0]).toEqual({ line: 2, text: 'note 0', why: 'no-mac' });
  });
});

describe('recogniseList: options', () => {
  it('uses another MAC column when the mapping picks one', () => {
    const text = fixture('mdm-jamf-mobile-devices.csv');
    const first = recogniseList(text);
    const bluetooth = first.headers.indexOf('Bluetooth MAC Address');
    const again = recogniseList(text, { macColumn: bluetooth });
    expect(again.headers).toEqual(first.headers);
    expect(again.roles[bluetooth]).toBe('mac');
    expect(again.rows.map((row) => row.mac)).toEqual([
      '3C:22:FB:12:34:57',
      'A4:83:E7:5B:10:03',
      '00:1B:63:84:BB:D8',
      '28:CF:E9:1A:2B:3D',
      '28:CF:E9:1A:2B:3E',
    ]);
    expect(macColumns(again)).toContain('as chosen in the mapping');
  });

  it('uses another MAC field of records when the mapping picks one', () => {
    const text = `Name: Lobby iPad
Wi-Fi MAC: 3c:22:fb:12:34:56
Bluetooth MAC: 3c:22:fb:12:34:57

Name: Kiosk
Wi-Fi MAC: a4:83:e7:5b:10:02
Bluetooth MAC: a4:83:e7:5b:10:03
`;
    const first = recogniseList(text);
    expect(first.family).toBe('blocks');
    expect(devices(first)).toEqual([
      ['3C:22:FB:12:34:56', 'Lobby iPad'],
      ['A4:83:E7:5B:10:02', 'Kiosk'],
    ]);
    expect(macColumns(first)).toContain('using "Wi-Fi MAC"');
    const bluetooth = first.headers.indexOf('Bluetooth MAC');
    expect(recogniseList(text, { macColumn: bluetooth }).rows.map((row) => row.mac)).toEqual([
      '3C:22:FB:12:34:57',
      'A4:83:E7:5B:10:03',
    ]);
  });

  it('reads the text as a given family', () => {
    const text = fixture('kea-leases4.csv');
    const asLines = recogniseList(text, { family: 'lines' });
    expect(asLines.family).toBe('lines');
    // Read as lines, the renewed lease's text beside its MAC differs: a row of its own.
    const macs = (list: RecognisedList) => [...new Set(list.rows.map((row) => row.mac))];
    expect(macs(asLines)).toEqual(macs(recogniseList(text)));
    expect(recogniseList(text, { family: 'blocks' }).family).toBe('none');
  });
});

describe('name fix', () => {
  it('is one action over every row, shown before anything is sent', () => {
    const list = recogniseList(fixture('mdm-jamf-mobile-devices.csv'));
    const fix = list.nameFix;
    expect(fix ? nameFixSentence(fix) : '').toBe(
      '2 names use characters the API refuses: remove ’, replace _ with -.',
    );
    const before = devices(list).map(([, name]) => name);
    const names = nameFixEdits(list, list.roles, {});
    expect(before.map((name, index) => names[index] ?? name)).toEqual([
      'Reception iPad',
      'Annas iPhone',
      'Lobby-Display',
      'Conference Pad',
    ]);
    // The fix is edits for the preview: the list itself stays as read.
    expect(devices(list).map(([, name]) => name)).toEqual(before);
  });

  it('follows the character set of the call that sends', () => {
    expect(suggestNameFix(['Lobby (2)', 'TV/Radio'])).toBeNull();
    expect(suggestNameFix(['Lobby (2)'], CREATE_NAME_CHARS)?.replacements).toEqual([
      { from: '(', to: '' },
      { from: ')', to: '' },
    ]);
    expect(suggestNameFix(['Café_Bar'])?.examples).toEqual([
      { before: 'Café_Bar', after: 'Cafe-Bar' },
    ]);
  });
});

describe('recogniseList: the ParsedList contract', () => {
  it('gives check-rows rows it reads as any other list', () => {
    for (const file of [
      'dhcpd.leases',
      'arp-macos.txt',
      'mdm-intune-devices.csv',
      'typed-email.txt',
    ]) {
      const list = recogniseList(fixture(file));
      expect(list.roles).toHaveLength(list.columnCount);
      for (const row of list.rows) expect(row.cells.length).toBeLessThanOrEqual(list.columnCount);
      const check = checkRows(list, {
        roles: list.roles,
        edits: {},
        excluded: [],
        extraTags: [],
        mode: 'batch',
      });
      // A row with a mistyped MAC (mac '') is one check-rows finds no MAC in.
      expect(check.rows.map((row) => row.canonicalMac)).toEqual(
        list.rows.map((row) => (row.mac === '' ? null : row.mac)),
      );
      expect(check.counts.duplicate).toBe(0);
    }
  });
});
