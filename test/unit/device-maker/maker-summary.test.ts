import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MakerResult } from '../../../src/device-maker/lookup.ts';
import {
  countMakers,
  makerCountText,
  makerKey,
  summarizeMakers,
} from '../../../src/device-maker/maker-summary.ts';
import { speak } from '../../support/i18n.tsx';

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

const brother: MakerResult = { kind: 'maker', name: 'Brother industries' };
const apple: MakerResult = { kind: 'maker', name: 'Apple' };

describe('summarizeMakers', () => {
  it('counts makers, most frequent first, randomized and unknown apart', () => {
    const results: (MakerResult | undefined)[] = [
      brother,
      apple,
      brother,
      { kind: 'randomized' },
      brother,
      { kind: 'unknown' },
      undefined,
      { kind: 'randomized' },
      apple,
      { kind: 'randomized' },
    ];
    expect(summarizeMakers(results).map(makerCountText)).toEqual([
      '3 × Brother industries',
      '3 randomized',
      '2 × Apple',
      '2 maker unknown',
    ]);
  });

  it('counts group and placeholder addresses apart from makers and from each other', () => {
    const results: MakerResult[] = [
      { kind: 'none', address: 'broadcast' },
      { kind: 'none', address: 'multicast' },
      { kind: 'none', address: 'multicast' },
      brother,
    ];
    expect(summarizeMakers(results).map(makerCountText)).toEqual([
      '2 multicast',
      '1 broadcast',
      '1 × Brother industries',
    ]);
    expect(makerKey({ kind: 'none', address: 'broadcast' })).not.toBe(
      makerKey({ kind: 'maker', name: 'broadcast' }),
    );
  });

  it('groups thousands like the other figures', () => {
    const many = Array.from({ length: 2500 }, () => brother);
    expect(summarizeMakers([...many, ...many]).map(makerCountText)).toEqual([
      '5,000 × Brother industries',
    ]);
  });

  it('gives each row the key of its summary entry, so an entry filters the table', () => {
    const [first] = summarizeMakers([brother]);
    expect(first?.key).toBe(makerKey(brother));
    expect(makerKey({ kind: 'randomized' })).not.toBe(
      makerKey({ kind: 'maker', name: 'randomized' }),
    );
  });
});

describe('countMakers', () => {
  const hex = fc.constantFrom(...'0123456789ABCDEF');
  // Few prefixes, so that many rows share one; broadcast and all-zero among them.
  const mac = fc.oneof(
    fc
      .tuple(fc.constantFrom('00:1B:63:84:B', '3C:22:FB:00:0', 'DA:A1:19:00:0'), hex, hex, hex)
      .map(([prefix, a, b, c]) => `${prefix}${a}:${b}${c}`),
    fc.constantFrom('FF:FF:FF:FF:FF:FF', '00:00:00:00:00:00'),
  );
  /** A lookup that tells each MAC by its first 13 characters, the whole address for the two. */
  const lookup = (value: string): MakerResult | undefined =>
    value.startsWith('FF:FF') || value.startsWith('00:00:00')
      ? { kind: 'none', address: value.startsWith('FF') ? 'broadcast' : 'all-zero' }
      : value.startsWith('DA')
        ? { kind: 'randomized' }
        : value.startsWith('00:1B')
          ? { kind: 'maker', name: `Maker ${value.slice(9, 13)}` }
          : undefined;

  it('counts as asking the lookup for every row would', () => {
    fc.assert(
      fc.property(fc.array(fc.option(mac, { nil: null }), { maxLength: 300 }), (macs) => {
        const rows = macs.map((value) => ({ value }));
        const expected = summarizeMakers(
          macs.flatMap((value) => (value === null ? [] : [lookup(value)])),
        );
        expect(countMakers(rows, (row) => row.value, lookup)).toEqual(expected);
      }),
    );
  });

  it('asks the lookup once per 36-bit prefix, broadcast and all-zero once per row', () => {
    const asked: string[] = [];
    const counting = (value: string) => {
      asked.push(value);
      return lookup(value);
    };
    const macs = [
      '00:1B:63:84:B0:01',
      '00:1B:63:84:BF:FF',
      '00:1B:63:84:C0:00',
      'FF:FF:FF:FF:FF:FF',
      'FF:FF:FF:FF:FF:FF',
      null,
    ];
    expect(countMakers(macs, (value) => value, counting).map(makerCountText)).toEqual([
      '2 broadcast',
      '2 × Maker 84:B',
      '1 × Maker 84:C',
    ]);
    expect(asked.sort()).toEqual([
      '00:1B:63:84:B0:01',
      '00:1B:63:84:C0:00',
      'FF:FF:FF:FF:FF:FF',
      'FF:FF:FF:FF:FF:FF',
    ]);
  });
});

describe('makerCountText in Swedish', () => {
  it('gives each count its plural and groups thousands', async () => {
    await speak('sv');
    try {
      const counted = summarizeMakers([
        { kind: 'randomized' },
        { kind: 'none', address: 'multicast' },
        { kind: 'none', address: 'multicast' },
        { kind: 'none', address: 'all-zero' },
        ...Array.from({ length: 1234 }, () => brother),
      ]).map(makerCountText);
      expect(counted).toEqual([
        '1\u00a0234 × Brother industries',
        '2 multicastadresser',
        '1 nolladress',
        '1 slumpad adress',
      ]);
    } finally {
      await speak('en');
    }
  });
});
