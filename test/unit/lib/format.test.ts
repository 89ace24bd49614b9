import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCount,
  formatMaybeCount,
  formatSum,
  plural,
  unknownCount,
} from '../../../src/lib/format.ts';
import { speak } from '../../support/i18n.tsx';

const NBSP = '\u00a0';

afterEach(() => speak('en'));

describe('counts the server may not have given', () => {
  it('are grouped, "unknown" or "at least" in English', async () => {
    await speak('en');
    expect(formatMaybeCount(10_000)).toBe('10,000');
    expect(formatMaybeCount(null)).toBe('unknown');
    expect(unknownCount()).toBe('unknown');
    expect(formatSum({ known: 12_345, unknown: 0 })).toBe('12,345');
    expect(formatSum({ known: 12_345, unknown: 2 })).toBe('at least 12,345');
    expect(formatSum({ known: 0, unknown: 2 })).toBe('unknown');
  });

  it('speak Swedish, with Swedish grouping', async () => {
    await speak('sv');
    expect(formatCount(1234)).toBe(`1${NBSP}234`);
    expect(formatMaybeCount(null)).toBe('okänt');
    expect(formatSum({ known: 12_345, unknown: 2 })).toBe(`minst 12${NBSP}345`);
    expect(formatSum({ known: 0, unknown: 2 })).toBe('okänt');
  });
});

describe('plural (being retired, kept for the folders not yet converted)', () => {
  it('still writes an English count and noun', async () => {
    await speak('en');
    expect(plural(1, 'row', 'rows')).toBe('1 row');
    expect(plural(2500, 'row', 'rows')).toBe('2,500 rows');
  });
});
