// splitDelimited's time grows linearly with the text: a text eight times as long takes about
// eight times as long, where quadratic work shows as 64 times. Run alone, after the other tests
// (test/support/linear-time.ts); what it reads of large texts is in delimited.test.ts.
import { describe, expect, it } from 'vitest';
import { splitDelimited } from '../../../src/lib/delimited.ts';
import { growth } from '../../support/linear-time.ts';

const LONG = 120_000;

/**
 * About 500,000 characters, then 4 million: large enough that the shorter text's rows do not all
 * fit the young generation either. A time under 1 ms counts as 1.
 */
const SIZE = { size: 500_000, floorMs: 1 };

const split = (text: string) => splitDelimited(text, { delimiter: ',' });

describe('splitDelimited: time grows linearly', () => {
  it.each([
    ['plain cells', 'abc,'],
    ['quoted cells', '"a,b",'],
    ['rows', 'a,b\n'],
    ['quoted line breaks', '"a\nb"\n'],
    ['doubled quotes', '""'],
    ['stray quotes', '"a"b'],
    ['stray quotes before spaces', '"a"  b'],
    ['an unclosed quote', '"a,\n'],
    ['delimiters far from line breaks', ',,,,,,,,,,,,,,,,,,,\n'],
  ])(
    '%s',
    (_, unit) => {
      expect(growth(split, unit, SIZE)).toBeLessThan(30);
    },
    LONG,
  );
});
