// splitDelimited reads delimited text as papaparse 5 does with the options table.ts used to pass
// it (LF rows, `"` quoting and escaping), so papaparse is the oracle for random texts; examples
// pin the cases a person meets, and large inputs are read whole. Its time grows linearly:
// delimited.timing.test.ts.
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { splitDelimited } from '../../../src/lib/delimited.ts';
import { DELIMITERS } from '../../../src/recognise/table-header.ts';

const split = (text: string, delimiter = ',') => splitDelimited(text, { delimiter });

describe('splitDelimited: examples', () => {
  it.each<[string, string, string[][]]>([
    [
      'plain cells',
      'a,b,c\nd,e,f',
      [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
      ],
    ],
    ['a quoted cell holding the delimiter', '"a,b",c', [['a,b', 'c']]],
    ['a doubled quote is one quote', '"say ""hi""",x', [['say "hi"', 'x']]],
    ['a cell of one quote', '"""",x', [['"', 'x']]],
    ['an empty quoted cell', '"",x', [['', 'x']]],
    ['LF inside quotes', '"a\nb",c\nd', [['a\nb', 'c'], ['d']]],
    ['CRLF inside quotes', '"a\r\nb",c', [['a\r\nb', 'c']]],
    ['CR inside quotes', '"a\rb",c', [['a\rb', 'c']]],
    ['CR outside quotes is text', 'a\r,b\r', [['a\r', 'b\r']]],
    ['empty cells', ',a,,b,', [['', 'a', '', 'b', '']]],
    [
      'a trailing delimiter',
      'a,b,\nc,d,',
      [
        ['a', 'b', ''],
        ['c', 'd', ''],
      ],
    ],
    ['a trailing LF gives an empty last row', 'a,b\n', [['a', 'b'], ['']]],
    ['blank lines are rows of one empty cell', 'a\n\nb', [['a'], [''], ['b']]],
    ['a quote inside an unquoted cell is text', 'a"b,c"', [['a"b', 'c"']]],
    ['spaces before a quote make the cell unquoted', ' "a,b"', [[' "a', 'b"']]],
    ['spaces after a closing quote are dropped', '"a"  ,"b" \t\nc', [['a', 'b'], ['c']]],
    ['a closing quote at the end of the text', 'x,"a,b"', [['x', 'a,b']]],
    [
      'a quoted cell after a quoted cell',
      '"a","b"\n"c","d"',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['a leading byte order mark is skipped', '\ufeff"a",b', [['a', 'b']]],
    ['an empty text has no rows', '', []],
  ])('%s', (_, text, rows) => {
    expect(split(text)).toEqual({ rows, problems: [] });
  });

  it('splits at each delimiter the recogniser guesses, and only at it', () => {
    expect(split('a;b,c\t"d;e"', ';').rows).toEqual([['a', 'b,c\t"d', 'e"']]);
    expect(split('a\tb c\t"d\te"', '\t').rows).toEqual([['a', 'b c', 'd\te']]);
    expect(split('a|"b|c" |d', '|').rows).toEqual([['a', 'b|c', 'd']]);
  });

  it('an unclosed quote reads the rest of the text, as written, as one cell', () => {
    expect(split('a,b\nc,"d,e\nf ""g""\nh')).toEqual({
      rows: [
        ['a', 'b'],
        ['c', 'd,e\nf ""g""\nh'],
      ],
      problems: [{ kind: 'unclosed', row: 1 }],
    });
    expect(split('"')).toEqual({ rows: [['']], problems: [{ kind: 'unclosed', row: 0 }] });
    expect(split('"a""')).toEqual({ rows: [['a""']], problems: [{ kind: 'unclosed', row: 0 }] });
  });

  it('a stray quote in a quoted cell is kept, and the cell goes on to a closing quote', () => {
    expect(split('x\n"a"b"c",d')).toEqual({
      rows: [['x'], ['a"b"c', 'd']],
      problems: [{ kind: 'stray', row: 1 }],
    });
    // Once per row, however many.
    expect(split('"a"b",d\n"e"f","g"h"\n').problems).toEqual([
      { kind: 'stray', row: 0 },
      { kind: 'stray', row: 1 },
    ]);
  });

  it('text after a closing quote makes it stray; with no closing quote after, the cell is unclosed', () => {
    expect(split('"a"x,b\nc')).toEqual({
      rows: [['a"x,b\nc']],
      problems: [
        { kind: 'stray', row: 0 },
        { kind: 'unclosed', row: 0 },
      ],
    });
    // Spaces to the end of the text close nothing either.
    expect(split('"a"  ')).toEqual({
      rows: [['a"  ']],
      problems: [
        { kind: 'stray', row: 0 },
        { kind: 'unclosed', row: 0 },
      ],
    });
  });

  it('refuses a delimiter it cannot split at', () => {
    for (const delimiter of ['', ',,', '"', '\n', '\r']) {
      expect(() => split('a', delimiter)).toThrow(RangeError);
    }
  });
});

// --- papaparse as the oracle ------------------------------------------------------------------

function papaparse(text: string, delimiter: string) {
  const result = Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
  });
  const kinds: Record<string, string> = { MissingQuotes: 'unclosed', InvalidQuotes: 'stray' };
  // papaparse reports every stray quote; splitDelimited one per row.
  const problems: Array<{ kind: string; row: number | undefined }> = [];
  for (const error of result.errors) {
    const problem = { kind: kinds[error.code] ?? error.code, row: error.row };
    const last = problems[problems.length - 1];
    if (last?.kind !== problem.kind || last.row !== problem.row) problems.push(problem);
  }
  return { rows: result.data, problems };
}

/** Every character the tokenizer treats apart, some of them often, plus letters and a space. */
function textsFor(delimiter: string) {
  const others = DELIMITERS.filter((d) => d !== delimiter);
  const unit = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(delimiter, '"', '\n') },
    { weight: 2, arbitrary: fc.constantFrom('a', 'b', ' ', '""') },
    { weight: 1, arbitrary: fc.constantFrom(...others, '\r', '\r\n', '\u00a0', '\ufeff', '\v') },
  );
  return fc.oneof(
    fc.array(unit, { maxLength: 60 }).map((parts) => parts.join('')),
    fc.string({ unit: fc.constantFrom(delimiter, '"', '\n', 'a', ' '), maxLength: 30 }),
  );
}

describe('splitDelimited: the same as papaparse', () => {
  it.each(DELIMITERS.map((d) => [JSON.stringify(d), d]))('delimiter %s', (_, delimiter) => {
    fc.assert(
      fc.property(textsFor(delimiter), (text) => {
        expect(splitDelimited(text, { delimiter })).toEqual(papaparse(text, delimiter));
      }),
      { numRuns: 3000 },
    );
  });
});

// --- What a CSV writer writes comes back --------------------------------------------------------

/** Quotes a cell when it must be: it holds a quote, the delimiter or a line break (RFC 4180). */
function writeCell(cell: string, delimiter: string): string {
  const plain =
    !cell.includes('"') &&
    !cell.includes(delimiter) &&
    !cell.includes('\n') &&
    !cell.includes('\r') &&
    !cell.startsWith('\ufeff');
  return plain ? cell : `"${cell.replaceAll('"', '""')}"`;
}

describe('splitDelimited: reads back what a writer wrote', () => {
  it.each(DELIMITERS.map((d) => [JSON.stringify(d), d]))('delimiter %s', (_, delimiter) => {
    const cell = fc.string({
      unit: fc.constantFrom(...DELIMITERS, '"', '\n', '\r', ' ', 'a', 'é', '😀', '\ufeff'),
      maxLength: 8,
    });
    const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 6 });
    fc.assert(
      fc.property(rows, (written) => {
        const text = written
          .map((row) => row.map((c) => writeCell(c, delimiter)).join(delimiter))
          .join('\n');
        // Only a text of one empty cell writes nothing, and nothing has no rows.
        const expected = text === '' ? [] : written;
        expect(splitDelimited(text, { delimiter })).toEqual({ rows: expected, problems: [] });
      }),
      { numRuns: 2000 },
    );
  });
});

// --- Large inputs --------------------------------------------------------------------------------

describe('splitDelimited: large inputs', () => {
  it('a 5 MB single line', () => {
    const text = 'The quick brown fox, 2024-06-03 10:32; "fe80::1", deadbeef. '.repeat(90_000);
    expect(text.length).toBeGreaterThan(5_000_000);
    const { rows, problems } = split(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveLength(2 * 90_000 + 1);
    expect(problems).toEqual([]);
  });

  it('a 5 MB quoted cell of doubled quotes', () => {
    const text = `"${'ab""'.repeat(1_300_000)}",x`;
    expect(text.length).toBeGreaterThan(5_000_000);
    expect(split(text).rows).toEqual([['ab"'.repeat(1_300_000), 'x']]);
  });

  it('a line of 50,000 cells, some quoted', () => {
    const cells = Array.from({ length: 50_000 }, (_, i) => (i % 3 === 0 ? `a,${i}` : `v${i}`));
    const text = cells.map((c) => writeCell(c, ',')).join(',');
    expect(split(`${text}\n${text}`).rows).toEqual([cells, cells]);
  });
});
