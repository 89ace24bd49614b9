import fc from 'fast-check';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { macFacts } from '../../../src/api/normalize.ts';
import { lookupMaker, makerLabel } from '../../../src/device-maker/lookup.ts';
import {
  cleanMakerName,
  decodeRegistry,
  encodeRegistry,
  type MakerTable,
} from '../../../src/device-maker/registry-format.ts';
import { speak } from '../../support/i18n.tsx';

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

// The real package: the tests read the registry the build encodes.
const registry: Record<string, string> = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('oui-data'), 'utf8'),
);
let table: MakerTable;
beforeAll(() => {
  table = decodeRegistry(encodeRegistry(registry));
});

const mac = (hex12: string) => hex12.match(/../g)!.join(':');

describe('lookupMaker: longest prefix first', () => {
  it('names an MA-L owner', () => {
    expect(registry['001BA9']).toMatch(/^Brother industries/);
    expect(lookupMaker(table, '00:1B:A9:4C:21:99')).toEqual({
      kind: 'maker',
      name: 'Brother industries',
    });
  });

  it('names an MA-M owner inside a block of the IEEE Registration Authority', () => {
    expect(registry['100648']).toMatch(/^IEEE Registration Authority/);
    expect(lookupMaker(table, '10:06:48:1A:BC:DE')).toEqual({ kind: 'maker', name: 'KYTRONICS' });
  });

  it('names an MA-S owner, not the Registration Authority', () => {
    expect(registry['70B3D5']).toMatch(/^IEEE Registration Authority/);
    expect(lookupMaker(table, '70:B3:D5:12:3A:BC')).toEqual({
      kind: 'maker',
      name: 'Amfitech ApS',
    });
  });

  it('knows no maker for an unassigned prefix, nor for a sub-block nobody holds', () => {
    expect(registry['F4F4F4']).toBeUndefined();
    expect(lookupMaker(table, 'F4:F4:F4:00:00:01')).toEqual({ kind: 'unknown' });
    expect(registry['0050C2000']).toBeUndefined();
    expect(lookupMaker(table, '00:50:C2:00:00:01')).toEqual({ kind: 'unknown' });
  });

  it('names no maker for broadcast, multicast or the all-zero address, whatever the prefix', () => {
    // 00:00:00 (Xerox) and 01:00:5E's owner are registered, but these addresses are no device's.
    expect(lookupMaker(table, 'FF:FF:FF:FF:FF:FF')).toEqual({ kind: 'none', address: 'broadcast' });
    expect(lookupMaker(table, '01:00:5E:00:00:FB')).toEqual({ kind: 'none', address: 'multicast' });
    expect(lookupMaker(table, '00:00:00:00:00:00')).toEqual({ kind: 'none', address: 'all-zero' });
    expect(makerLabel({ kind: 'none', address: 'broadcast' })).toBe('broadcast address, no maker');
    expect(lookupMaker(table, '00:00:00:00:00:01')).toMatchObject({ kind: 'maker' });
  });

  it('looks nothing up for a locally administered (randomized) address', () => {
    expect(lookupMaker(table, 'DA:A1:19:3B:00:01')).toEqual({ kind: 'randomized' });
    expect(makerLabel({ kind: 'randomized' })).toBe('randomized address, no maker');
    expect(makerLabel({ kind: 'unknown' })).toBe('maker unknown');
    expect(makerLabel(undefined)).toBe('maker unknown');
  });

  it('finds, for any registered prefix, what a plain longest-prefix search of the package finds', () => {
    const keys = Object.keys(registry);
    const reference = (hex12: string): string | undefined => {
      for (const digits of [9, 7, 6]) {
        const text = registry[hex12.slice(0, digits)];
        const name = text === undefined ? undefined : cleanMakerName(text);
        if (name !== undefined && name !== 'IEEE Registration Authority') return name;
      }
      return undefined;
    };
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.stringMatching(/^[0-9A-F]{6}$/), (key, tail) => {
        const hex12 = (key + tail).slice(0, 12);
        const canonical = mac(hex12);
        const facts = macFacts(canonical);
        // The registry also assigns group (multicast) prefixes, such as 11:00:AA: an address
        // there is no device, whatever its owner (the seed a run picks decides which keys come).
        const expected = facts.broadcast
          ? { kind: 'none', address: 'broadcast' }
          : facts.multicast
            ? { kind: 'none', address: 'multicast' }
            : facts.allZero
              ? { kind: 'none', address: 'all-zero' }
              : facts.locallyAdministered
                ? { kind: 'randomized' }
                : reference(hex12) === undefined
                  ? { kind: 'unknown' }
                  : { kind: 'maker', name: reference(hex12) };
        expect(lookupMaker(table, canonical)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the compact encoding', () => {
  it('round-trips a small registry exactly, names shared between blocks', () => {
    const small = {
      '001BA9': 'Brother industries, LTD.\nNagoya\nJapan',
      F01898: 'Apple, Inc.\nCupertino',
      '3C22FB': 'Apple, Inc.\nCupertino',
      '70B3D5': 'IEEE Registration Authority\nPiscataway',
      '70B3D5123': 'Amfitech ApS\nDenmark',
      '1006481': 'KYTRONICS',
    };
    const decoded = decodeRegistry(encodeRegistry(small));
    expect([...decoded.names].sort()).toEqual([
      'Amfitech ApS',
      'Apple',
      'Brother industries',
      'KYTRONICS',
    ]);
    expect(lookupMaker(decoded, '3C:22:FB:00:00:00')).toEqual({ kind: 'maker', name: 'Apple' });
    expect(lookupMaker(decoded, '70:B3:D5:12:30:00')).toEqual({
      kind: 'maker',
      name: 'Amfitech ApS',
    });
    expect(lookupMaker(decoded, '70:B3:D5:99:30:00')).toEqual({ kind: 'unknown' });
  });

  it('refuses a file cut short', () => {
    const bytes = encodeRegistry({ '001BA9': 'Brother industries, LTD.' });
    expect(() => decodeRegistry(bytes.subarray(0, bytes.length - 1))).toThrow(/cut short/);
    expect(() => decodeRegistry(new Uint8Array([65, 66]))).toThrow(/no end of names/);
  });
});

describe('cleanMakerName', () => {
  it.each([
    ['Brother industries, LTD.\nNagoya', 'Brother industries'],
    ['Apple, Inc.', 'Apple'],
    ['Samsung Electronics Co.,Ltd', 'Samsung Electronics'],
    ['Nokia Solutions and Networks GmbH & Co. KG', 'Nokia Solutions and Networks'],
    ['Axis Communications AB', 'Axis Communications'],
    ['Cisco Systems, Inc', 'Cisco Systems'],
    ['KYTRONICS', 'KYTRONICS'],
    ['Private', 'Private'],
  ])('%j -> %j', (registered, cleaned) => {
    expect(cleanMakerName(registered)).toBe(cleaned);
  });
});
