// What batch-parse.test.ts asked of parse-rows.ts, asked of recogniseList, which replaces it as
// the parse worker's reader: the same texts, and what a person would still expect from them.
// Where the recogniser reads a text better, the test says the new behaviour (and "Changed:");
// where it reads worse, an it.todo names what it still lacks (none is left).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanName } from '../../../src/recognise/names.ts';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';
import type { RecognisedList } from '../../../src/recognise/types.ts';

const cellsOf = (text: string) => recogniseList(text).rows.map((row) => row.cells);
const linesOf = (text: string) => recogniseList(text).rows.map((row) => row.line);
const macsOf = (text: string) => recogniseList(text).rows.map((row) => row.mac);
/** Rows as a ParsedList holds them, without what the recogniser adds. */
const parsedRows = (list: RecognisedList) => list.rows.map(({ line, cells }) => ({ line, cells }));

describe('recogniseList as parseRows read them: bare lists', () => {
  it.each([
    ['new lines', 'aa:bb:cc:dd:ee:01\naa:bb:cc:dd:ee:02\naa:bb:cc:dd:ee:03', [1, 2, 3]],
    ['commas', 'aa:bb:cc:dd:ee:01, aa:bb:cc:dd:ee:02,aa:bb:cc:dd:ee:03', [1, 1, 1]],
    ['semicolons', 'aa:bb:cc:dd:ee:01;aa:bb:cc:dd:ee:02; aa:bb:cc:dd:ee:03', [1, 1, 1]],
    ['spaces', 'aa:bb:cc:dd:ee:01 aa:bb:cc:dd:ee:02   aa:bb:cc:dd:ee:03', [1, 1, 1]],
    ['tabs', 'aa:bb:cc:dd:ee:01\taa:bb:cc:dd:ee:02\t\taa:bb:cc:dd:ee:03', [1, 1, 1]],
    [
      'CRLF and blank lines',
      '\r\naa:bb:cc:dd:ee:01\r\n\r\naa:bb:cc:dd:ee:02\r\naa:bb:cc:dd:ee:03\r\n\r\n',
      [2, 4, 5],
    ],
  ])('separated by %s', (_, text, lines) => {
    const list = recogniseList(text);
    expect(list.delimiter).toBe('list');
    expect(list.header).toBe(false);
    expect(list.roles).toEqual(['mac']);
    expect(list.rows.map((row) => row.cells[0])).toEqual([
      'aa:bb:cc:dd:ee:01',
      'aa:bb:cc:dd:ee:02',
      'aa:bb:cc:dd:ee:03',
    ]);
    expect(list.rows.map((row) => row.line)).toEqual(lines);
  });

  it('reads every notation; Changed: the quotes around a MAC are not part of its cell', () => {
    const text = [
      'AA-BB-CC-DD-EE-01',
      'aabb.ccdd.ee02',
      'AABBCCDDEE03',
      '"aa:bb:cc:dd:ee:05"',
      'aa:bb:cc:dd:ee:06\taa:bb:cc:dd:ee:07',
    ].join('\n');
    const list = recogniseList(text);
    expect(list.delimiter).toBe('list');
    expect(list.rows.map((row) => row.cells[0])).toEqual([
      'AA-BB-CC-DD-EE-01',
      'aabb.ccdd.ee02',
      'AABBCCDDEE03',
      'aa:bb:cc:dd:ee:05',
      'aa:bb:cc:dd:ee:06',
      'aa:bb:cc:dd:ee:07',
    ]);
    expect(list.rows.map((row) => row.mac)).toEqual([
      'AA:BB:CC:DD:EE:01',
      'AA:BB:CC:DD:EE:02',
      'AA:BB:CC:DD:EE:03',
      'AA:BB:CC:DD:EE:05',
      'AA:BB:CC:DD:EE:06',
      'AA:BB:CC:DD:EE:07',
    ]);
    expect(linesOf(text)).toEqual([1, 2, 3, 4, 5, 5]);
  });

  it('reads a MAC written with spaces (`aa bb cc dd ee 04`) alone on its line or in a MAC cell, as parseRows did', () => {
    const text = [
      'aa:bb:cc:dd:ee:01',
      'aa bb cc dd ee 04',
      '• AA BB CC DD EE 05',
      '2) "aa bb cc dd ee 06".',
    ].join('\n');
    const list = recogniseList(text);
    expect(list.delimiter).toBe('list');
    expect(parsedRows(list)).toEqual([
      { line: 1, cells: ['aa:bb:cc:dd:ee:01'] },
      { line: 2, cells: ['aa bb cc dd ee 04'] },
      { line: 3, cells: ['AA BB CC DD EE 05'] },
      { line: 4, cells: ['aa bb cc dd ee 06'] },
    ]);
    expect(macsOf(text)).toEqual([
      'AA:BB:CC:DD:EE:01',
      'AA:BB:CC:DD:EE:04',
      'AA:BB:CC:DD:EE:05',
      'AA:BB:CC:DD:EE:06',
    ]);
    expect(macsOf('MAC;Name\naa bb cc dd ee 04;Printer')).toEqual(['AA:BB:CC:DD:EE:04']);
  });

  it('reads no MAC written with spaces out of prose: hex words there are words', () => {
    const list = recogniseList(
      'aa:bb:cc:dd:ee:01\nwe saw ad be ef ca fe 01 in the log\n12 aa bb cc dd ee 04\naa bb cc dd ee 05 printer',
    );
    expect(list.rows.map((row) => row.mac)).toEqual(['AA:BB:CC:DD:EE:01']);
    expect(list.leftOut.lines.map((line) => [line.line, line.why])).toEqual([
      [2, 'no-mac'],
      [3, 'no-mac'],
      [4, 'no-mac'],
    ]);
  });

  it('Changed: text beside a MAC is its name, and a line without a MAC is left out, not a row', () => {
    const apart = recogniseList('aa:bb:cc:dd:ee:01\nprinter');
    expect(parsedRows(apart)).toEqual([{ line: 1, cells: ['aa:bb:cc:dd:ee:01'] }]);
    expect(apart.leftOut.lines).toEqual([{ line: 2, text: 'printer', why: 'no-mac' }]);

    const beside = recogniseList('aa:bb:cc:dd:ee:01 Lobby printer');
    expect(beside.roles).toEqual(['mac', 'name']);
    expect(parsedRows(beside)).toEqual([
      { line: 1, cells: ['aa:bb:cc:dd:ee:01', 'Lobby printer'] },
    ]);
    expect(beside.leftOut.count).toBe(0);
  });

  it('takes a serial number beside the MAC for a column, not a mistyped MAC', () => {
    const list = recogniseList('aa:bb:cc:dd:ee:01,A1B2C3D4E5\naa:bb:cc:dd:ee:02,A1B2C3D4E6');
    expect(list.delimiter).toBe(',');
    expect(list.rows.map((row) => row.cells)).toEqual([
      ['aa:bb:cc:dd:ee:01', 'A1B2C3D4E5'],
      ['aa:bb:cc:dd:ee:02', 'A1B2C3D4E6'],
    ]);
  });

  it('keeps a MAC with a slip of the keyboard on a line of its own as a row to fix', () => {
    const text =
      'aa:bb:cc:dd:ee:01\r\naa:bb:cc:dd:ee:0g\r\n00-bb-cc-dd-ee-0\r\naa:bb:cc:dd:ee:04\r\n';
    const list = recogniseList(text);
    expect(list.delimiter).toBe('list');
    expect(parsedRows(list)).toEqual([
      { line: 1, cells: ['aa:bb:cc:dd:ee:01'] },
      { line: 2, cells: ['aa:bb:cc:dd:ee:0g'] },
      { line: 3, cells: ['00-bb-cc-dd-ee-0'] },
      { line: 4, cells: ['aa:bb:cc:dd:ee:04'] },
    ]);
    // The check names a row whose MAC is '' as invalid.
    expect(list.rows.map((row) => row.mac)).toEqual([
      'AA:BB:CC:DD:EE:01',
      '',
      '',
      'AA:BB:CC:DD:EE:04',
    ]);
  });

  // parseRows' test called `aa:bb:cc:dd:ee:4` a slip, but normalizeMac reads it, as both do.
  it('reads a group written without its leading zero (`aa:bb:cc:dd:ee:4`) as macOS writes it', () => {
    expect(macsOf('aa:bb:cc:dd:ee:01 aabb.ccdd.ee03 aa:bb:cc:dd:ee:4')).toEqual([
      'AA:BB:CC:DD:EE:01',
      'AA:BB:CC:DD:EE:03',
      'AA:BB:CC:DD:EE:04',
    ]);
  });

  it.each([
    ['aa:bb:cc:dd:ee:01 aa:bb:cc:dd:ee:0g', ['AA:BB:CC:DD:EE:01', '']],
    [
      'aa:bb:cc:dd:ee:01, aa:bb:cc:dd:ee:0g, aa:bb:cc:dd:ee:03',
      ['AA:BB:CC:DD:EE:01', '', 'AA:BB:CC:DD:EE:03'],
    ],
    ['aa:bb:cc:dd:ee:0g;aa:bb:cc:dd:ee:02', ['', 'AA:BB:CC:DD:EE:02']],
  ])(
    'keeps a slip among other MACs on one line as a row to fix, where it stands: %j',
    (text, macs) => {
      const list = recogniseList(text);
      expect(list.delimiter).toBe('list');
      expect(list.rows.map((row) => row.mac)).toEqual(macs);
      expect(list.rows.map((row) => row.cells)).toEqual(
        text.split(/[ ,;]+/).map((written) => [written]),
      );
      expect(list.rows.map((row) => row.line)).toEqual(macs.map(() => 1));
      expect(list.leftOut.count).toBe(0);
    },
  );

  it('keeps a dotted slip (`aabb.ccdd.ee0x`) as a row to fix, as parseRows did', () => {
    const list = recogniseList('aa:bb:cc:dd:ee:01\naabb.ccdd.ee0x\naabb.ccdd.ee03');
    expect(parsedRows(list)).toEqual([
      { line: 1, cells: ['aa:bb:cc:dd:ee:01'] },
      { line: 2, cells: ['aabb.ccdd.ee0x'] },
      { line: 3, cells: ['aabb.ccdd.ee03'] },
    ]);
    expect(list.rows.map((row) => row.mac)).toEqual(['AA:BB:CC:DD:EE:01', '', 'AA:BB:CC:DD:EE:03']);
    expect(list.leftOut.count).toBe(0);
  });

  it('Changed: a slip alone is no list, and says so: its line is left out as a mistyped MAC', () => {
    const list = recogniseList('aa:bb:cc:dd:ee:0g');
    expect(list.rows).toEqual([]);
    expect(list.leftOut.lines).toEqual([
      { line: 1, text: 'aa:bb:cc:dd:ee:0g', why: 'mistyped-mac' },
    ]);
  });

  it('reads empty and blank text as an empty list', () => {
    for (const text of ['', '\n\n', '  \r\n\t']) {
      expect(recogniseList(text).rows).toEqual([]);
    }
  });
});

describe('recogniseList as parseRows read them: delimiters and quoting', () => {
  it.each([
    [',', 'aa:bb:cc:dd:ee:01,Printer,Lobby\naa:bb:cc:dd:ee:02,Scanner,Office'],
    [';', 'aa:bb:cc:dd:ee:01;Printer, floor 2;Lobby\naa:bb:cc:dd:ee:02;Scanner;Office, east'],
    ['\t', 'aa:bb:cc:dd:ee:01\tPrinter, floor 2\tLobby; east\naa:bb:cc:dd:ee:02\tScanner\tOffice'],
  ])('detects %j', (delimiter, text) => {
    const list = recogniseList(text);
    expect(list.delimiter).toBe(delimiter);
    expect(list.columnCount).toBe(3);
    expect(list.roles).toEqual(['mac', 'name', 'description']);
    expect(list.rows).toHaveLength(2);
  });

  it('prefers the delimiter that splits lines consistently', () => {
    expect(
      recogniseList(
        'aa:bb:cc:dd:ee:01;Printer, floor 2;Lobby, east\naa:bb:cc:dd:ee:02;Scanner;Office\naa:bb:cc:dd:ee:03;Kiosk;Hall',
      ).delimiter,
    ).toBe(';');
    const quoted = 'aa:bb:cc:dd:ee:01,"Room;1",d\naa:bb:cc:dd:ee:02,f,g';
    expect(recogniseList(quoted).delimiter).toBe(',');
    expect(cellsOf(quoted)[0]).toEqual(['aa:bb:cc:dd:ee:01', 'Room;1', 'd']);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted cells', () => {
    const text =
      'aa:bb:cc:dd:ee:01,"Room 1, floor 2","He said ""hi""\nand left"\naa:bb:cc:dd:ee:02,x,y';
    expect(cellsOf(text)).toEqual([
      ['aa:bb:cc:dd:ee:01', 'Room 1, floor 2', 'He said "hi"\nand left'],
      ['aa:bb:cc:dd:ee:02', 'x', 'y'],
    ]);
    expect(linesOf(text)).toEqual([1, 3]);
  });

  it('drops the byte order mark, reads CRLF and skips blank and trailing lines', () => {
    const text = '\ufeffaa:bb:cc:dd:ee:01,Printer\r\n\r\naa:bb:cc:dd:ee:02,Scanner\r\n\r\n\r\n';
    expect(cellsOf(text)).toEqual([
      ['aa:bb:cc:dd:ee:01', 'Printer'],
      ['aa:bb:cc:dd:ee:02', 'Scanner'],
    ]);
    expect(linesOf(text)).toEqual([1, 3]);
  });

  it('counts lone CR line breaks too', () => {
    expect(linesOf('aa:bb:cc:dd:ee:01,a\r\raa:bb:cc:dd:ee:02,b')).toEqual([1, 3]);
  });

  it('reads a file with mixed line endings line by line', () => {
    const text =
      'aa:bb:cc:dd:ee:01,a\r\naa:bb:cc:dd:ee:02,"b\r\nc"\naa:bb:cc:dd:ee:03,d\raa:bb:cc:dd:ee:04,e';
    expect(cellsOf(text)).toEqual([
      ['aa:bb:cc:dd:ee:01', 'a'],
      ['aa:bb:cc:dd:ee:02', 'b\nc'],
      ['aa:bb:cc:dd:ee:03', 'd'],
      ['aa:bb:cc:dd:ee:04', 'e'],
    ]);
    expect(linesOf(text)).toEqual([1, 2, 4, 5]);
  });

  it('Changed: a name cell that says there is none (`-`, `n/a`, an address) gives no name', () => {
    const text =
      'aa:bb:cc:dd:ee:01,-,x\naa:bb:cc:dd:ee:02,n/a,y\naa:bb:cc:dd:ee:03,10.0.0.3,z\naa:bb:cc:dd:ee:04,Kiosk,w';
    expect(cellsOf(text).map((cells) => cells[1])).toEqual(['', '', '', 'Kiosk']);
  });

  it('notes an unclosed quote with its line', () => {
    const list = recogniseList('aa:bb:cc:dd:ee:01,x\naa:bb:cc:dd:ee:02,"open\nmore');
    expect(list.notes).toEqual([{ line: 2, kind: 'unclosed-quote' }]);
  });

  it('trims cells', () => {
    expect(cellsOf(' aa:bb:cc:dd:ee:01 ,  Printer  ')).toEqual([['aa:bb:cc:dd:ee:01', 'Printer']]);
    expect(cellsOf(' aa:bb:cc:dd:ee:01 ,  Printer  \n aa:bb:cc:dd:ee:02 , Scanner')).toEqual([
      ['aa:bb:cc:dd:ee:01', 'Printer'],
      ['aa:bb:cc:dd:ee:02', 'Scanner'],
    ]);
  });
});

describe('recogniseList as parseRows read them: header rows', () => {
  it.each([
    ['mac,name,description,tags', ['mac', 'name', 'description', 'tags']],
    ['MAC Address;Device Name;Comment;Tags', ['mac', 'name', 'description', 'tags']],
    ['Device MAC\tNAME\tdescription', ['mac', 'name', 'description']],
    ['Name,Mac address,Site,Comments', ['name', 'mac', 'ignore', 'description']],
    ['mac_address,device-name,tag', ['mac', 'name', 'tags']],
    ['Tags,MAC', ['tags', 'mac']],
  ])('%j', (header, roles) => {
    const row = roles
      .map((role) => (role === 'mac' ? 'aa:bb:cc:dd:ee:01' : 'x'))
      .join(header.includes('\t') ? '\t' : header.includes(';') ? ';' : ',');
    const list = recogniseList(`${header}\n${row}`);
    expect(list.header).toBe(true);
    expect(list.headers).toEqual(header.split(/[,;\t]/));
    expect(list.roles).toEqual(roles);
    expect(parsedRows(list)).toEqual([{ line: 2, cells: row.split(/[,;\t]/) }]);
  });

  it('gives a repeated heading to its first column only', () => {
    expect(recogniseList('mac,name,name\naa:bb:cc:dd:ee:01,a,b').roles).toEqual([
      'mac',
      'name',
      'ignore',
    ]);
  });

  it('reads a single MAC column under a header', () => {
    const list = recogniseList('MAC\naa:bb:cc:dd:ee:01\naa:bb:cc:dd:ee:02\n');
    expect(list.roles).toEqual(['mac']);
    expect(list.rows.map((row) => row.line)).toEqual([2, 3]);
  });

  it.each(['MAC', 'mac address', 'Wi-Fi MAC Address', 'Hårdvaruadress'])(
    'takes a lone %j heading above a column of MACs for a header, as parseRows did',
    (heading) => {
      const list = recogniseList(
        `${heading}\naa:bb:cc:dd:ee:01\naa:bb:cc:dd:ee:0g\n\n"aa:bb:cc:dd:ee:03"\n`,
      );
      expect(list.header).toBe(true);
      expect(list.headers).toEqual([heading]);
      expect(list.roles).toEqual(['mac']);
      expect(parsedRows(list)).toEqual([
        { line: 2, cells: ['aa:bb:cc:dd:ee:01'] },
        { line: 3, cells: ['aa:bb:cc:dd:ee:0g'] },
        { line: 5, cells: ['aa:bb:cc:dd:ee:03'] },
      ]);
      expect(list.leftOut.count).toBe(0);
    },
  );

  it('takes no sentence for a heading, nor a heading over anything but MACs alone', () => {
    for (const text of [
      'Please add these MAC addresses\naa:bb:cc:dd:ee:01\naa:bb:cc:dd:ee:02',
      'MAC\naa:bb:cc:dd:ee:01 printer\naa:bb:cc:dd:ee:02',
      'MAC\naa:bb:cc:dd:ee:01\nthanks!',
    ]) {
      const list = recogniseList(text);
      expect(list.header).toBe(false);
      expect(list.leftOut.lines[0]).toEqual({ line: 1, text: text.split('\n')[0], why: 'no-mac' });
    }
  });

  it('without a header takes columns as mac, name, description, tags, then ignores', () => {
    const list = recogniseList('aa:bb:cc:dd:ee:01,a,b,c,d\naa:bb:cc:dd:ee:02,e,f,g,h');
    expect(list.header).toBe(false);
    expect(list.roles).toEqual(['mac', 'name', 'description', 'tags', 'ignore']);
    expect(list.columnCount).toBe(5);
  });

  it('reads a table without a header whose rows have different numbers of cells as columns, as parseRows did', () => {
    const list = recogniseList('aa:bb:cc:dd:ee:01,a,b,c,d\naa:bb:cc:dd:ee:02,e');
    expect(list.delimiter).toBe(',');
    expect(list.header).toBe(false);
    expect(list.roles).toEqual(['mac', 'name', 'description', 'tags', 'ignore']);
    // Changed: every row is as wide as the table (empty cells added).
    expect(cellsOf('aa:bb:cc:dd:ee:01,a,b,c,d\naa:bb:cc:dd:ee:02,e')).toEqual([
      ['aa:bb:cc:dd:ee:01', 'a', 'b', 'c', 'd'],
      ['aa:bb:cc:dd:ee:02', 'e', '', '', ''],
    ]);
  });

  it.each([
    [',', 'aa:bb:cc:dd:ee:01,2026-11-23,10.0.0.1'],
    [',', '00:11:22:33:44:55,Printer,3rd floor'],
    [';', '00:11:22:33:44:55;Printer, east;3rd floor'],
    ['\t', '00:11:22:33:44:55\tPrinter\t3rd floor; east'],
  ])('reads a single %j-delimited row as columns, as parseRows did: %j', (delimiter, text) => {
    const list = recogniseList(text);
    expect(list.delimiter).toBe(delimiter);
    expect(list.header).toBe(false);
    expect(list.roles).toEqual(['mac', 'name', 'description']);
    expect(cellsOf(text)).toEqual([text.split(delimiter)]);
  });

  it('reads lines that start with their MAC on one delimiter as a table, one of a MAC alone among them', () => {
    const text =
      'aa:bb:cc:dd:ee:01;Printer, floor 2\naa:bb:cc:dd:ee:02\naa:bb:cc:dd:ee:03;Kiosk;Hall';
    expect(recogniseList(text).delimiter).toBe(';');
    expect(cellsOf(text)).toEqual([
      ['aa:bb:cc:dd:ee:01', 'Printer, floor 2', ''],
      ['aa:bb:cc:dd:ee:02', '', ''],
      ['aa:bb:cc:dd:ee:03', 'Kiosk', 'Hall'],
    ]);
  });

  it('keeps typed lists typed: a MAC in its line, two MACs on a line, a line that does not start with its MAC', () => {
    const text = [
      '00:1B:63:84:BB:D7 (reception printer, lobby)',
      '3C-22-FB-12-34-56 - kiosk',
      '> 28:cf:e9:1a:2b:3c, 28:cf:e9:1a:2b:3d',
      '3) Coffee machine: F0:9F:C2:10:22:33',
      'aa:bb:cc:dd:ee:05, Lobby TV',
    ].join('\n');
    const list = recogniseList(text);
    expect(list.kind).toBe('typed-list');
    expect(cellsOf(text)).toEqual([
      ['00:1B:63:84:BB:D7', 'reception printer, lobby'],
      ['3C-22-FB-12-34-56', 'kiosk'],
      ['28:cf:e9:1a:2b:3c', ''],
      ['28:cf:e9:1a:2b:3d', ''],
      ['F0:9F:C2:10:22:33', 'Coffee machine'],
      ['aa:bb:cc:dd:ee:05', 'Lobby TV'],
    ]);
    // Several MACs on each line are a list of MACs, not rows of one device each.
    expect(recogniseList('aa:bb:cc:dd:ee:01,aa:bb:cc:dd:ee:02').delimiter).toBe('list');
  });

  it.each([
    [
      'before its last column',
      'aa:bb:cc:dd:ee:01,"two\nlines",x\naa:bb:cc:dd:ee:02,b,c\naa:bb:cc:dd:ee:03,d,e',
      [
        ['aa:bb:cc:dd:ee:01', 'two\nlines', 'x'],
        ['aa:bb:cc:dd:ee:02', 'b', 'c'],
        ['aa:bb:cc:dd:ee:03', 'd', 'e'],
      ],
    ],
    [
      'before the MAC column',
      '"Lobby\nprinter",aa:bb:cc:dd:ee:01,x\nScanner,aa:bb:cc:dd:ee:02,y\nKiosk,aa:bb:cc:dd:ee:03,z',
      [
        ['Lobby\nprinter', 'aa:bb:cc:dd:ee:01', 'x'],
        ['Scanner', 'aa:bb:cc:dd:ee:02', 'y'],
        ['Kiosk', 'aa:bb:cc:dd:ee:03', 'z'],
      ],
    ],
  ])(
    'reads a small table without a header whose quoted cell holds a line break %s as a table, as parseRows did',
    (_, text, cells) => {
      const list = recogniseList(text);
      expect(list.family).toBe('table');
      expect(list.delimiter).toBe(',');
      expect(cellsOf(text)).toEqual(cells);
      expect(linesOf(text)).toEqual([1, 3, 4]);
      expect(list.leftOut.count).toBe(0);
    },
  );

  it('takes a quote inside a cell (`27" screen`) for a character, not the start of a cell going on over lines', () => {
    const text = [
      'aa:bb:cc:dd:ee:01,Monitor 27" wide,x',
      ...Array.from({ length: 9 }, (_, i) => `aa:bb:cc:dd:ee:1${i},Printer,y`),
    ].join('\n');
    const list = recogniseList(text);
    expect(list.delimiter).toBe(',');
    expect(list.rows).toHaveLength(10);
    expect(list.rows[0]?.cells).toEqual(['aa:bb:cc:dd:ee:01', 'Monitor 27" wide', 'x']);
  });

  it('a first row holding a MAC is data, even beside a word like "name"', () => {
    const list = recogniseList('aa:bb:cc:dd:ee:01,name\naa:bb:cc:dd:ee:02,x');
    expect(list.header).toBe(false);
    expect(list.rows.map((row) => row.line)).toEqual([1, 2]);
  });

  it.each([' MAC-Address ', 'MAC-adress', 'MAC address (Wi-Fi)', '(mac)', 'Hårdvaruadress'])(
    'knows %j for the MAC column',
    (heading) => {
      const list = recogniseList(
        `${heading};Site\naa:bb:cc:dd:ee:01;Lobby\naa:bb:cc:dd:ee:02;Hall`,
      );
      expect(list.header).toBe(true);
      expect(list.roles).toEqual(['mac', 'ignore']);
    },
  );

  it.each([
    ['Hostname', 'name'],
    ['Namn', 'name'],
    ['Name [optional] ', 'name'],
    ['Notes', 'description'],
    ['Beskrivning', 'description'],
    ['Labels', 'tags'],
    ['Taggar', 'tags'],
    ['Serial', 'ignore'],
    ['Serial (MAC)', 'ignore'],
  ])('knows %j for the %s column', (heading, role) => {
    const list = recogniseList(`MAC,${heading}\naa:bb:cc:dd:ee:01,A1B2\naa:bb:cc:dd:ee:02,A1B3`);
    expect(list.header).toBe(true);
    expect(list.roles).toEqual(['mac', role]);
  });
});

describe('recogniseList as parseRows read them: properties', () => {
  it('never throws on arbitrary text, and every line it reports is in the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc
            .array(
              fc.constantFrom('a', '"', ',', ';', '\t', '\n', '\r', ' ', 'aa:bb:cc:dd:ee:ff'),
              { maxLength: 40 },
            )
            .map((parts) => parts.join('')),
        ),
        (text) => {
          const list = recogniseList(text);
          const lineCount = text.split(/\r\n|\r|\n/).length;
          let last = 0;
          for (const row of list.rows) {
            expect(row.line).toBeGreaterThanOrEqual(Math.max(1, last));
            expect(row.line).toBeLessThanOrEqual(lineCount);
            last = row.line;
          }
          // New in the recogniser's reading, held to the same rule: lines left out, and notes.
          for (const { line } of [...list.leftOut.lines, ...list.notes]) {
            expect(line).toBeGreaterThanOrEqual(1);
            expect(line).toBeLessThanOrEqual(lineCount);
          }
          expect(list.roles).toHaveLength(list.columnCount);
        },
      ),
    );
  });

  const safeCell = fc.string({ maxLength: 12 }).filter((s) => s.trim() !== '' && s === s.trim());
  const anyCell = fc.oneof(
    safeCell
      .map((s) => s.replace(/["\r\n,;\t]/g, ''))
      .filter((s) => s.trim() !== '' && s === s.trim()),
    fc.constantFrom('a, b', 'say "hi"', 'two\nlines', 'crlf\r\nline', 'x;y', 'tab\there'),
  );

  it('row numbers point at the source line where each row starts, through quoted line breaks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(',', ';', '\t'),
        fc.array(
          fc.record({
            blankBefore: fc.nat({ max: 2 }),
            cells: fc.array(anyCell, { minLength: 2, maxLength: 3 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (delimiter, rows, eol, header) => {
          const quote = (cell: string) =>
            /["\r\n,;\t]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
          let text = header ? ['mac', 'name', 'description'].join(delimiter) + eol : '';
          let line = header ? 2 : 1;
          const expected: number[] = [];
          const expectedCells: string[][] = [];
          for (const [i, row] of rows.entries()) {
            text += eol.repeat(row.blankBefore);
            line += row.blankBefore;
            expected.push(line);
            const cells = [`aa:bb:cc:dd:ee:${(i + 16).toString(16)}`, ...row.cells];
            // Every line break is read as LF, also inside quoted cells.
            expectedCells.push(cells.map((cell) => cell.replaceAll('\r\n', '\n')));
            const written = cells.map(quote).join(delimiter);
            text += written + eol;
            line += written.split(/\r\n|\r|\n/).length;
          }
          const list = recogniseList(text);
          expect(list.rows.map((row) => row.line)).toEqual(expected);
          // Changed: every row is as wide as the table (empty cells added), and the name cell is
          // read as names are: none where it says there is none (see above), quotes around it gone.
          const asRead = expectedCells.map((cells) => {
            const wide = [...cells, ...Array<string>(list.columnCount - cells.length).fill('')];
            return wide.with(1, cleanName(wide[1] ?? ''));
          });
          expect(list.rows.map((row) => row.cells)).toEqual(asRead);
        },
      ),
    );
  });
});
