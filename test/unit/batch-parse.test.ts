import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  guessDelimiter,
  headerRole,
  parseRows,
  splitTags,
} from '../../src/features/batch/parse-rows.ts';

const cellsOf = (text: string) => parseRows(text).rows.map((row) => row.cells);
const linesOf = (text: string) => parseRows(text).rows.map((row) => row.line);

describe('parseRows: bare lists', () => {
  it.each([
    ['new lines', 'aa:bb:cc:dd:ee:01\naa:bb:cc:dd:ee:02\naa:bb:cc:dd:ee:03'],
    ['commas', 'aa:bb:cc:dd:ee:01, aa:bb:cc:dd:ee:02,aa:bb:cc:dd:ee:03'],
    ['semicolons', 'aa:bb:cc:dd:ee:01;aa:bb:cc:dd:ee:02; aa:bb:cc:dd:ee:03'],
    ['spaces', 'aa:bb:cc:dd:ee:01 aa:bb:cc:dd:ee:02   aa:bb:cc:dd:ee:03'],
    ['tabs', 'aa:bb:cc:dd:ee:01\taa:bb:cc:dd:ee:02\t\taa:bb:cc:dd:ee:03'],
    [
      'CRLF and blank lines',
      '\r\naa:bb:cc:dd:ee:01\r\n\r\naa:bb:cc:dd:ee:02\r\naa:bb:cc:dd:ee:03\r\n\r\n',
    ],
  ])('separated by %s', (_, text) => {
    const parsed = parseRows(text);
    expect(parsed.delimiter).toBe('list');
    expect(parsed.header).toBe(false);
    expect(parsed.roles).toEqual(['mac']);
    expect(parsed.rows.map((row) => row.cells[0])).toEqual([
      'aa:bb:cc:dd:ee:01',
      'aa:bb:cc:dd:ee:02',
      'aa:bb:cc:dd:ee:03',
    ]);
  });

  it('reads every notation, and a MAC written with spaces as one MAC', () => {
    const text = [
      'AA-BB-CC-DD-EE-01',
      'aabb.ccdd.ee02',
      'AABBCCDDEE03',
      'aa bb cc dd ee 04',
      '"aa:bb:cc:dd:ee:05"',
      'aa bb cc dd ee 06\taa:bb:cc:dd:ee:07',
    ].join('\n');
    expect(parseRows(text).delimiter).toBe('list');
    expect(cellsOf(text).flat()).toEqual([
      'AA-BB-CC-DD-EE-01',
      'aabb.ccdd.ee02',
      'AABBCCDDEE03',
      'aa bb cc dd ee 04',
      '"aa:bb:cc:dd:ee:05"',
      'aa bb cc dd ee 06',
      'aa:bb:cc:dd:ee:07',
    ]);
    expect(linesOf(text)).toEqual([1, 2, 3, 4, 5, 6, 6]);
  });

  it('is a list only when every line holds nothing but MACs', () => {
    expect(parseRows('aa:bb:cc:dd:ee:01\nprinter').delimiter).not.toBe('list');
    expect(parseRows('aa:bb:cc:dd:ee:01 Lobby printer').delimiter).not.toBe('list');
    expect(parseRows('aa:bb:cc:dd:ee:01,2026-11-23,10.0.0.1').delimiter).not.toBe('list');
    // A serial number beside the MAC is a column, not a mistyped MAC.
    expect(parseRows('aa:bb:cc:dd:ee:01,A1B2C3D4E5\naa:bb:cc:dd:ee:02,A1B2C3D4E6').delimiter).toBe(
      ',',
    );
  });

  it('keeps a MAC with a slip of the keyboard as a row of its own, so the rest stays a list', () => {
    const oneLine = 'aa:bb:cc:dd:ee:01 aa:bb:cc:dd:ee:0g aabb.ccdd.ee03 aa:bb:cc:dd:ee:4';
    expect(parseRows(oneLine).delimiter).toBe('list');
    expect(cellsOf(oneLine).flat()).toEqual([
      'aa:bb:cc:dd:ee:01',
      'aa:bb:cc:dd:ee:0g',
      'aabb.ccdd.ee03',
      'aa:bb:cc:dd:ee:4',
    ]);
    const lines = 'aa:bb:cc:dd:ee:01\r\n00-bb-cc-dd-ee-0\r\naabb.ccdd.ee0x\r\n';
    expect(parseRows(lines).delimiter).toBe('list');
    expect(linesOf(lines)).toEqual([1, 2, 3]);
    // Slips alone are no list of MACs.
    expect(parseRows('aa:bb:cc:dd:ee:0g').delimiter).not.toBe('list');
  });

  it('reads empty and blank text as an empty list', () => {
    for (const text of ['', '\n\n', '  \r\n\t']) {
      expect(parseRows(text).rows).toEqual([]);
    }
  });
});

describe('parseRows: delimiters and quoting', () => {
  it.each([
    [',', 'aa:bb:cc:dd:ee:01,Printer,Lobby\naa:bb:cc:dd:ee:02,Scanner,Office'],
    [';', 'aa:bb:cc:dd:ee:01;Printer, floor 2;Lobby\naa:bb:cc:dd:ee:02;Scanner;Office, east'],
    ['\t', 'aa:bb:cc:dd:ee:01\tPrinter, floor 2\tLobby; east\naa:bb:cc:dd:ee:02\tScanner\tOffice'],
  ])('detects %j', (delimiter, text) => {
    const parsed = parseRows(text);
    expect(parsed.delimiter).toBe(delimiter);
    expect(parsed.columnCount).toBe(3);
    expect(parsed.roles).toEqual(['mac', 'name', 'description']);
    expect(parsed.rows).toHaveLength(2);
  });

  it('prefers the delimiter that splits lines consistently', () => {
    expect(guessDelimiter('a;b, c;d\ne;f;g\nh;i;j')).toBe(';');
    expect(guessDelimiter('a,"b;c",d\ne,f,g')).toBe(',');
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
    const parsed = parseRows(text);
    expect(parsed.rows.map((row) => row.cells)).toEqual([
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

  it('notes an unclosed quote with its line', () => {
    const parsed = parseRows('aa:bb:cc:dd:ee:01,x\naa:bb:cc:dd:ee:02,"open\nmore');
    expect(parsed.notes).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringContaining('never closed') }),
    ]);
  });

  it('trims cells', () => {
    expect(cellsOf(' aa:bb:cc:dd:ee:01 ,  Printer  ')).toEqual([['aa:bb:cc:dd:ee:01', 'Printer']]);
  });
});

describe('parseRows: header rows', () => {
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
    const parsed = parseRows(`${header}\n${row}`);
    expect(parsed.header).toBe(true);
    expect(parsed.headers).toEqual(header.split(/[,;\t]/));
    expect(parsed.roles).toEqual(roles);
    expect(parsed.rows).toEqual([{ line: 2, cells: row.split(/[,;\t]/) }]);
  });

  it('gives a repeated heading to its first column only', () => {
    expect(parseRows('mac,name,name\naa:bb:cc:dd:ee:01,a,b').roles).toEqual([
      'mac',
      'name',
      'ignore',
    ]);
  });

  it('reads a single MAC column under a header', () => {
    const parsed = parseRows('MAC\naa:bb:cc:dd:ee:01\naa:bb:cc:dd:ee:02\n');
    expect(parsed.header).toBe(true);
    expect(parsed.roles).toEqual(['mac']);
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 3]);
  });

  it('without a header takes columns as mac, name, description, tags, then ignores', () => {
    const parsed = parseRows('aa:bb:cc:dd:ee:01,a,b,c,d\naa:bb:cc:dd:ee:02,e');
    expect(parsed.header).toBe(false);
    expect(parsed.roles).toEqual(['mac', 'name', 'description', 'tags', 'ignore']);
    expect(parsed.columnCount).toBe(5);
  });

  it('a first row holding a MAC is data, even beside a word like "name"', () => {
    expect(parseRows('aa:bb:cc:dd:ee:01,name\naa:bb:cc:dd:ee:02,x').header).toBe(false);
  });

  it('knows the common wordings', () => {
    expect(headerRole(' MAC-Address ')).toBe('mac');
    expect(headerRole('Hostname')).toBe('name');
    expect(headerRole('Notes')).toBe('description');
    expect(headerRole('Labels')).toBe('tags');
    expect(headerRole('Serial')).toBeNull();
    expect(headerRole('MAC-adress')).toBe('mac');
    expect(headerRole('Namn')).toBe('name');
    expect(headerRole('Beskrivning')).toBe('description');
    expect(headerRole('Taggar')).toBe('tags');
    // A qualifier after the heading, as exports and inventories write them.
    expect(headerRole('MAC address (Wi-Fi)')).toBe('mac');
    expect(headerRole('Name [optional] ')).toBe('name');
    expect(headerRole('Serial (MAC)')).toBeNull();
    expect(headerRole('(mac)')).toBe('mac');
    expect(headerRole('Hårdvaruadress')).toBe('mac');
  });
});

describe('splitTags', () => {
  it('splits on ; and |, only | when ; is the delimiter', () => {
    expect(splitTags('lobby; floor 2|event ', ',')).toEqual(['lobby', 'floor 2', 'event']);
    expect(splitTags('lobby;floor 2|event', ';')).toEqual(['lobby;floor 2', 'event']);
    expect(splitTags(' ; | ', '\t')).toEqual([]);
  });
});

describe('parseRows: properties', () => {
  it('never throws on arbitrary text, and every line it reports is in the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc
            .array(
              fc.constantFrom('a', '"', ',', ';', '\t', '\n', '\r', ' ', 'aa:bb:cc:dd:ee:ff'),
              {
                maxLength: 40,
              },
            )
            .map((parts) => parts.join('')),
        ),
        (text) => {
          const parsed = parseRows(text);
          const lineCount = text.split(/\r\n|\r|\n/).length;
          let last = 0;
          for (const row of parsed.rows) {
            expect(row.line).toBeGreaterThanOrEqual(Math.max(1, last));
            expect(row.line).toBeLessThanOrEqual(lineCount);
            last = row.line;
          }
          expect(parsed.roles).toHaveLength(parsed.columnCount);
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
        (delimiter, rows, eol) => {
          const quote = (cell: string) =>
            /["\r\n,;\t]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
          let text = '';
          let line = 1;
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
          const parsed = parseRows(text);
          expect(parsed.rows.map((row) => row.line)).toEqual(expected);
          expect(parsed.rows.map((row) => row.cells)).toEqual(expectedCells);
        },
      ),
    );
  });
});
