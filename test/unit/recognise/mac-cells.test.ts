// The MAC cell as the preview shows it: the MAC as it was written (check-rows reads it to the
// canonical row.mac), and a mistyped MAC kept as a row to fix rather than a line left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRows } from '../../../src/features/batch/check/check-rows.ts';
import type { CheckResult } from '../../../src/features/batch/check/check-model.ts';
import { understoodSentence } from '../../../src/features/batch/preview/understood-words.ts';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';
import type { RecognisedList } from '../../../src/recognise/types.ts';
import { speak } from '../../support/i18n.tsx';

// The check's problems and the preview's sentence are words: in English here.
beforeAll(() => speak('en'));

const DIR = join(import.meta.dirname, '../../fixtures/batch-lists');

const check = (list: RecognisedList): CheckResult =>
  checkRows(list, { roles: list.roles, edits: {}, excluded: [], extraTags: [], mode: 'batch' });

/** [canonical MAC ('' = mistyped), MAC cell, name] of every row. */
const rowsOf = (list: RecognisedList) => {
  const mac = list.roles.indexOf('mac');
  const name = list.roles.indexOf('name');
  return list.rows.map((row) => [row.mac, row.cells[mac], name >= 0 ? row.cells[name] : '']);
};

const TYPO_PROBLEM = (typo: string) => `"${typo}" is not a MAC address like AA:BB:CC:DD:EE:FF`;

describe('the MAC cell holds the MAC as written', () => {
  it.each(readdirSync(DIR).filter((file) => !file.endsWith('.source.md')))(
    '%s: check-rows reads every MAC cell to the row’s canonical MAC',
    (file) => {
      const list = recogniseList(readFileSync(join(DIR, file), 'utf8'));
      const mac = list.roles.indexOf('mac');
      for (const row of list.rows) expect(row.cells[mac]).toBe(row.macText);
      expect(check(list).rows.map((row) => row.canonicalMac)).toEqual(
        list.rows.map((row) => (row.mac === '' ? null : row.mac)),
      );
    },
  );

  it('keeps each notation of a table, as pasted', () => {
    const list = recogniseList(
      'Name,MAC address\nHall,0:1b:63:a:b:c\nDesk,001b63-84bb06\nBar,aabb.ccdd.eeff\nLobby,AA-BB-CC-DD-EE-01\nStore,aabbccddee02\n',
    );
    expect(rowsOf(list)).toEqual([
      ['00:1B:63:0A:0B:0C', '0:1b:63:a:b:c', 'Hall'],
      ['00:1B:63:84:BB:06', '001b63-84bb06', 'Desk'],
      ['AA:BB:CC:DD:EE:FF', 'aabb.ccdd.eeff', 'Bar'],
      ['AA:BB:CC:DD:EE:01', 'AA-BB-CC-DD-EE-01', 'Lobby'],
      ['AA:BB:CC:DD:EE:02', 'aabbccddee02', 'Store'],
    ]);
    expect(check(list).counts.invalid).toBe(0);
  });

  it('keeps the notation of a list, of command output and of blocks', () => {
    expect(rowsOf(recogniseList('0:1b:63:a:b:c lobby\n001b63-84bb07 kiosk\n'))).toEqual([
      ['00:1B:63:0A:0B:0C', '0:1b:63:a:b:c', 'lobby'],
      ['00:1B:63:84:BB:07', '001b63-84bb07', 'kiosk'],
    ]);
    const aruba = recogniseList(
      ' MAC Address   Port  VLAN\n ------------- ----- ----\n 001b63-84bb06 1     1\n 3c22fb-123456 2     1\n',
    );
    expect(aruba.family).toBe('command');
    expect(rowsOf(aruba).map(([, cell]) => cell)).toEqual(['001b63-84bb06', '3c22fb-123456']);
    const json = recogniseList(
      '[{"mac":"0:1b:63:a:b:c","name":"TV"},{"mac":"aabb.ccdd.eeff","name":"Pad"}]',
    );
    expect(rowsOf(json)).toEqual([
      ['00:1B:63:0A:0B:0C', '0:1b:63:a:b:c', 'TV'],
      ['AA:BB:CC:DD:EE:FF', 'aabb.ccdd.eeff', 'Pad'],
    ]);
  });

  it('keeps the first notation of a device seen twice', () => {
    const list = recogniseList('0:1b:63:a:b:c lobby\n00-1B-63-0A-0B-0C lobby\n');
    expect(rowsOf(list)).toEqual([['00:1B:63:0A:0B:0C', '0:1b:63:a:b:c', 'lobby']]);
    expect(list.merged).toEqual({ rows: 1, devices: 1 });
  });
});

describe('a mistyped MAC stays a row to fix', () => {
  it('in a table with a header: every filled MAC cell that holds no MAC, as written', () => {
    const text = [
      'Name,MAC address,Room',
      'Printer,00:1b:63:84:bb:d7,Hall',
      'Kiosk,aa:bb:cc:dd:ee:0g,Lobby',
      'TV,aa:bb-cc:dd:ee:ff,Bar',
      'Pad,n/a,Bar',
      'Old,pending,Store',
      'Name,MAC address,Room',
      'Phone,,Desk',
    ].join('\n');
    const list = recogniseList(text);
    expect(list.family).toBe('table');
    expect(rowsOf(list)).toEqual([
      ['00:1B:63:84:BB:D7', '00:1b:63:84:bb:d7', 'Printer'],
      ['', 'aa:bb:cc:dd:ee:0g', 'Kiosk'],
      ['', 'aa:bb-cc:dd:ee:ff', 'TV'],
      ['', 'pending', 'Old'],
    ]);
    expect(list.rows.map((row) => row.line)).toEqual([2, 3, 4, 6]);
    expect(list.leftOut.lines.map(({ line, why }) => [line, why])).toEqual([
      [5, 'no-mac'],
      [7, 'no-mac'],
      [8, 'no-mac'],
    ]);
    const checked = check(list);
    expect(checked.rows.map((row) => row.status)).toEqual([
      'ready',
      'invalid',
      'invalid',
      'invalid',
    ]);
    expect(checked.rows[1]?.problems).toEqual([
      { field: 'mac', message: TYPO_PROBLEM('aa:bb:cc:dd:ee:0g') },
    ]);
    expect(checked.rows[2]?.problems[0]?.message).toMatch(/mixes separators/);
    expect(understoodSentence(list)).toBe(
      'Looks like a table: 4 devices, names from the Name column; 3 with mistyped MAC addresses to fix; 3 lines without a MAC address left out.',
    );
  });

  it('in a table without a header, only where the cell looks like a mistyped MAC', () => {
    const list = recogniseList(
      'Guest devices, June\naa:bb:cc:dd:ee:01,Printer\naa:bb:cc:dd:ee:0g,Kiosk\naa:bb:cc:dd:ee:03,TV\n',
    );
    expect(list.family).toBe('table');
    expect(rowsOf(list)).toEqual([
      ['AA:BB:CC:DD:EE:01', 'aa:bb:cc:dd:ee:01', 'Printer'],
      ['', 'aa:bb:cc:dd:ee:0g', 'Kiosk'],
      ['AA:BB:CC:DD:EE:03', 'aa:bb:cc:dd:ee:03', 'TV'],
    ]);
    expect(list.leftOut.lines).toEqual([{ line: 1, text: 'Guest devices, June', why: 'no-mac' }]);
  });

  it('in a typed list: the mistyped MAC is the MAC cell, the rest of the line the name', () => {
    const text = [
      'Hi, please add these:',
      '- 00:1b:63:84:bb:d7 (reception printer)',
      '- aa-bb-cc-dd-ee-f kiosk',
      '- Lobby TV: 3c:22:fb:12:34:5g',
      'Thanks, see you at 10:30. We re-do the set-up on 2024-06-03.',
      'Tel: +33-1-23-45-67-89, meeting 10:30:00-10:45:00',
    ].join('\n');
    const list = recogniseList(text);
    expect({ family: list.family, kind: list.kind }).toEqual({
      family: 'lines',
      kind: 'typed-list',
    });
    expect(rowsOf(list)).toEqual([
      ['00:1B:63:84:BB:D7', '00:1b:63:84:bb:d7', 'reception printer'],
      ['', 'aa-bb-cc-dd-ee-f', 'kiosk'],
      ['', '3c:22:fb:12:34:5g', 'Lobby TV'],
    ]);
    expect(list.leftOut.lines.map(({ line, why }) => [line, why])).toEqual([
      [1, 'no-mac'],
      [5, 'no-mac'],
      [6, 'no-mac'],
    ]);
    expect(understoodSentence(list)).toBe(
      'Looks like a typed list of MAC addresses: 3 devices, names from the text beside each MAC address; 2 with mistyped MAC addresses to fix; 3 lines without a MAC address left out.',
    );
    expect(check(list).counts.invalid).toBe(2);
  });

  it('in a plain list of MACs', () => {
    const list = recogniseList('00:1b:63:84:bb:d7\naa:bb:cc:dd:ee:0g\n');
    expect(list.kind).toBe('mac-list');
    expect(list.rows.map((row) => [row.mac, row.cells])).toEqual([
      ['00:1B:63:84:BB:D7', ['00:1b:63:84:bb:d7']],
      ['', ['aa:bb:cc:dd:ee:0g']],
    ]);
  });

  it('in a lease file: the fields stand where they stand on the other lines', () => {
    const text = [
      '1717405200 00:1b:63:84:bb:d7 192.168.1.101 anna *',
      '1717405200 00:1b:63:84:bb:d8 192.168.1.102 erik *',
      '1717405200 00:1b:63:84:bb:dg 192.168.1.103 kiosk *',
      '1717405200 00:1b:63:84:bb:da 192.168.1.104 tv *',
    ].join('\n');
    const list = recogniseList(text);
    expect({ family: list.family, kind: list.kind }).toEqual({
      family: 'lines',
      kind: 'dhcp-leases',
    });
    expect(list.rows[2]?.cells).toEqual([
      '1717405200',
      '00:1b:63:84:bb:dg',
      '192.168.1.103',
      'kiosk',
      '*',
    ]);
    expect(list.rows[2]?.mac).toBe('');
    expect(list.leftOut.count).toBe(0);
  });

  it('in command output: a row whose MAC column holds one; prompts, rulers and totals stay out', () => {
    const text = [
      'Switch#show mac address-table',
      'Vlan    Mac Address       Type        Ports',
      '----    -----------       --------    -----',
      '   1    0050.7966.6800    DYNAMIC     Gi1/0/1',
      '   1    00-50-79-66-68-0g DYNAMIC     Gi1/0/2',
      '   1    00:50:79:66:68:0x DYNAMIC     Gi1/0/3',
      'Total Mac Addresses for this criterion: 3',
      'Switch#',
    ].join('\n');
    const list = recogniseList(text);
    expect(list.family).toBe('command');
    expect(rowsOf(list).map(([mac, cell]) => [mac, cell])).toEqual([
      ['00:50:79:66:68:00', '0050.7966.6800'],
      ['', '00-50-79-66-68-0g'],
      ['', '00:50:79:66:68:0x'],
    ]);
    expect(list.rows[1]?.cells).toEqual(['1', '00-50-79-66-68-0g', 'DYNAMIC', 'Gi1/0/2']);
    expect(list.leftOut.lines.map(({ line }) => line)).toEqual([1, 7, 8]);
  });

  it('in blocks: a record whose MAC field holds one (lease blocks, JSON, XML, stanzas)', () => {
    const leases = recogniseList(
      'lease 10.0.0.5 {\n  hardware ethernet 00:16:3e:ef:a9:c1;\n  client-hostname "tv";\n}\nlease 10.0.0.6 {\n  hardware ethernet 00:16:3e:ef:a9:cg;\n  client-hostname "pad";\n}\n',
    );
    expect(leases.family).toBe('blocks');
    expect(rowsOf(leases)).toEqual([
      ['00:16:3E:EF:A9:C1', '00:16:3e:ef:a9:c1', 'tv'],
      ['', '00:16:3e:ef:a9:cg', 'pad'],
    ]);
    expect(leases.leftOut.count).toBe(0);

    const json = recogniseList(
      '[{"mac":"00:1b:63:84:bb:d7","name":"Lobby TV"},{"mac":"3c:22:fb:12:34:5g","name":"Kiosk"}]',
    );
    expect(rowsOf(json)).toEqual([
      ['00:1B:63:84:BB:D7', '00:1b:63:84:bb:d7', 'Lobby TV'],
      ['', '3c:22:fb:12:34:5g', 'Kiosk'],
    ]);

    const xml = recogniseList(
      '<devices>\n<device><name>A</name><mac>3c:22:fb:12:34:56</mac></device>\n<device><name>B</name><mac>3c:22:fb:12:34:5x</mac></device>\n</devices>',
    );
    expect(rowsOf(xml)).toEqual([
      ['3C:22:FB:12:34:56', '3c:22:fb:12:34:56', 'A'],
      ['', '3c:22:fb:12:34:5x', 'B'],
    ]);

    const stanzas = recogniseList(
      'Name: Lobby iPad\nWi-Fi MAC: 3c:22:fb:12:34:56\n\nName: Kiosk\nWi-Fi MAC: a4:83:e7:5b:10:0z\n',
    );
    expect(stanzas.family).toBe('blocks');
    expect(rowsOf(stanzas)).toEqual([
      ['3C:22:FB:12:34:56', '3c:22:fb:12:34:56', 'Lobby iPad'],
      ['', 'a4:83:e7:5b:10:0z', 'Kiosk'],
    ]);
  });

  it('is never merged with another, nor called no device', () => {
    const list = recogniseList(
      '00:1b:63:84:bb:d7 printer\naa:bb:cc:dd:ee:0g kiosk\naa:bb:cc:dd:ee:0g kiosk\nff:ff:ff:ff:ff:ff\n',
    );
    expect(rowsOf(list)).toEqual([
      ['00:1B:63:84:BB:D7', '00:1b:63:84:bb:d7', 'printer'],
      ['', 'aa:bb:cc:dd:ee:0g', 'kiosk'],
      ['', 'aa:bb:cc:dd:ee:0g', 'kiosk'],
    ]);
    expect(list.merged).toEqual({ rows: 0, devices: 0 });
    expect(list.notDevices.count).toBe(1);
    expect(check(list).counts.duplicate).toBe(0);
  });

  it('is left out only where the list has no row for it', () => {
    const list = recogniseList(
      'Old one: aa:bb:cc:dd:ee:0g\n\nName,MAC address\nPrinter,00:1b:63:84:bb:d7\nPhone,,aa:bb:cc:dd:ee:1g\n',
    );
    expect(list.family).toBe('table');
    expect(rowsOf(list)).toEqual([['00:1B:63:84:BB:D7', '00:1b:63:84:bb:d7', 'Printer']]);
    expect(list.leftOut.lines.map(({ line, why }) => [line, why])).toEqual([
      [1, 'mistyped-mac'],
      [5, 'mistyped-mac'],
    ]);
    expect(understoodSentence(list)).toBe(
      'Looks like a table: 1 device, names from the Name column; 2 lines with a mistyped MAC address left out.',
    );
  });

  it('alone makes no list of devices', () => {
    const list = recogniseList('aa:bb:cc:dd:ee:0g\naa-bb-cc-dd-ee-f kiosk\n');
    expect(list.family).toBe('none');
    expect(list.rows).toEqual([]);
    expect(understoodSentence(list)).toBe(
      'This does not look like a list of devices: no MAC address was found in 2 lines; 2 lines hold something like a mistyped MAC address.',
    );
  });
});

describe('mistyped MACs do not change which reading wins', () => {
  const typos = (n: number, line: (typo: string, i: number) => string) =>
    Array.from({ length: n }, (_, i) => line(`aa:bb:cc:dd:e${i % 10}:0g`, i));

  it('a table with more mistyped MACs than good ones stays a table', () => {
    const text = [
      'Name,MAC address,IP',
      'Printer,00:1b:63:84:bb:d7,10.0.0.1',
      'Kiosk,00:1b:63:84:bb:d8,10.0.0.2',
      ...typos(6, (typo, i) => `Pad ${i},${typo},10.0.0.${i + 3}`),
    ].join('\n');
    const list = recogniseList(text);
    expect(list.family).toBe('table');
    expect(list.score).toBe(0.95);
    expect(list.rows).toHaveLength(8);
  });

  it('command output with more mistyped MACs than good ones stays command output', () => {
    const text = [
      'Vlan    Mac Address       Type        Ports',
      '----    -----------       --------    -----',
      '   1    0050.7966.6800    DYNAMIC     Gi1/0/1',
      ...typos(5, (typo, i) => `   1    ${typo} DYNAMIC     Gi1/0/${i + 2}`),
    ].join('\n');
    const list = recogniseList(text);
    expect(list.family).toBe('command');
    expect(list.score).toBe(0.95);
    expect(list.rows).toHaveLength(6);
  });

  it('lease blocks with more mistyped MACs than good ones stay blocks', () => {
    const block = (mac: string, i: number) =>
      `lease 10.0.0.${i} {\n  hardware ethernet ${mac};\n  client-hostname "d${i}";\n}`;
    const text = [block('00:16:3e:ef:a9:c1', 1), ...typos(5, (typo, i) => block(typo, i + 2))].join(
      '\n',
    );
    const list = recogniseList(text);
    expect(list.family).toBe('blocks');
    expect(list.score).toBe(0.9);
    expect(list.rows).toHaveLength(6);
  });
});
