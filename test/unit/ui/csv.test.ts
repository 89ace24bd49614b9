import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvFilename, toCsv } from '../../../src/ui/csv.ts';

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+46 lobby')).toBe("'+46 lobby");
    expect(csvCell('-sensor')).toBe("'-sensor");
    expect(csvCell('@team')).toBe("'@team");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });

  it('quotes separators, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Skrivare, Våning 3')).toBe('"Skrivare, Våning 3"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('AA:BB:CC:DD:EE:FF')).toBe('AA:BB:CC:DD:EE:FF');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(undefined)).toBe('');
  });

  it('reads back as the same text (after the formula guard) for any string', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), (cells) => {
        // A first column of its own, so a row of one empty cell is still a row.
        const parsed = Papa.parse<string[]>(toCsv(['row', ...cells], []), { delimiter: ',' });
        const expected = cells.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell));
        expect(parsed.data[0]).toEqual(['row', ...expected]);
      }),
    );
  });
});

describe('toCsv and csvFilename', () => {
  it('writes a header and rows with CRLF', () => {
    expect(toCsv(['mac', 'outcome'], [['AA:BB:CC:DD:EE:FF', 'created']])).toBe(
      'mac,outcome\r\nAA:BB:CC:DD:EE:FF,created\r\n',
    );
  });

  it('names the file by what it holds and when', () => {
    expect(csvFilename('batch-results', new Date(2026, 10, 23, 14, 5))).toBe(
      'batch-results-2026-11-23-1405.csv',
    );
  });
});
