import { describe, expect, it } from 'vitest';
import type { MakerResult } from '../../../src/device-maker/lookup.ts';
import {
  makerCountText,
  makerKey,
  summarizeMakers,
} from '../../../src/device-maker/maker-summary.ts';

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
