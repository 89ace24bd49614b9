// The list reader's time grows linearly with the text (issue: "a line with 50,000 cells, a 5 MB
// single line, a 20 MB file, 100,000 lines of command output"): a text eight times as long takes
// about eight times as long, where quadratic work shows as 64 times. Run alone, after the other
// tests (test/support/linear-time.ts); what the reader gives for such texts is in scale.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';
import { growth } from '../../support/linear-time.ts';
import { structuredText } from '../../support/list-pieces.ts';

const LONG = 120_000;

/** About 100,000 characters, then 800,000; a time under 2 ms counts as 2. */
const SIZE = { size: 100_000, floorMs: 2 };

describe('recogniseList: time grows linearly', () => {
  it.each([
    ['runs of separators', 'a:'],
    ['long colon runs', 'aa:'],
    ['an unbroken hex run', 'ab'],
    ['many almost-MACs', 'aa:bb:cc:dd:ee '],
    ['bullets before bare hex', '- '],
    ['MACs in one line', '00:1b:63:84:bb:d7 '],
    ['mistyped MACs in one line', 'aa:bb:cc:dd:ee:0g '],
    ['lines of MACs and mistyped MACs', '00:1b:63:84:bb:d7 a\naa:bb-cc:dd:ee:ff b\n'],
    ['table rows with mistyped MACs', 'Name,MAC\nx,00:1b:63:84:bb:d7\ny,aa:bb:cc:dd:ee:0g\n'],
    ['nested braces', '{'],
    ['unclosed quotes', '"a,'],
    ['nested XML', '<a x="1">'],
    ['key-value lines', 'Physical Address. . . : 00-1B-63-84-BB-D7\n'],
    ['aligned rows', '  1    0050.7966.6800    DYNAMIC     Gi0/1\n'],
    ['ruler lines', '----    -----------\n'],
    ['CSV cells', 'x,'],
    ['blank lines', '\n'],
  ])(
    '%s',
    (_, unit) => {
      expect(growth(recogniseList, unit, SIZE)).toBeLessThan(30);
    },
    LONG,
  );

  it(
    'on random text',
    () => {
      fc.assert(
        fc.property(
          structuredText.filter((t) => t.length >= 20),
          (unit) => {
            expect(growth(recogniseList, unit, SIZE)).toBeLessThan(30);
          },
        ),
        { numRuns: 8 },
      );
    },
    LONG,
  );
});
