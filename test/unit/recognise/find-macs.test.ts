import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMacs, findMistypedMacs, macInCell } from '../../../src/recognise/find-macs.ts';

const macs = (line: string, bare?: 'alone' | 'always' | 'never') =>
  findMacs(line, bare ? { bare } : {}).map((hit) => hit.mac);

describe('findMacs: notations', () => {
  it.each([
    ['00:1b:63:84:bb:d7', 'colon'],
    ['00:1B:63:84:BB:D7', 'colon'],
    ['00-1B-63-84-BB-D7', 'dash'],
    ['001b.6384.bbd7', 'dotted'],
    ['001b-6384-bbd7', 'dashed-quads'],
    ['001B-6384-BBD7', 'dashed-quads'],
    ['001b63-84bbd7', 'hpe'],
    ['0:1b:63:84:bb:d7', 'colon-unpadded'],
  ])('%s (%s)', (text, notation) => {
    expect(findMacs(`x ${text} y`)).toEqual([
      { mac: '00:1B:63:84:BB:D7', start: 2, end: 2 + text.length, notation },
    ]);
  });

  it('pads every unpadded group: 0:1b:63:a:b:c', () => {
    expect(macs('? (10.0.0.2) at 0:1b:63:a:b:c on en0')).toEqual(['00:1B:63:0A:0B:0C']);
  });

  it('reads twelve bare digits only where they stand alone, or in a MAC cell', () => {
    expect(macs('001b6384bbd7')).toEqual(['00:1B:63:84:BB:D7']);
    expect(macs('  • 001B6384BBD7,')).toEqual(['00:1B:63:84:BB:D7']);
    expect(macs('1. 001b6384bbd7')).toEqual(['00:1B:63:84:BB:D7']);
    expect(macs('2) "001b6384bbd7".')).toEqual(['00:1B:63:84:BB:D7']);
    expect(macs('serial 001b6384bbd7')).toEqual([]);
    expect(macs('001b6384bbd7 001b6384bbd8')).toEqual([]);
    expect(macs('001b6384bbd7', 'never')).toEqual([]);
    expect(macs('0x001b6384bbd7', 'always')).toEqual([]);
    expect(macInCell(' 001b6384bbd7 ')?.mac).toBe('00:1B:63:84:BB:D7');
  });

  it('reads pairs written with spaces only where they stand alone, on a line or in a MAC cell', () => {
    expect(findMacs('  • aa bb cc dd ee 04.')).toEqual([
      { mac: 'AA:BB:CC:DD:EE:04', start: 4, end: 21, notation: 'spaced' },
    ]);
    expect(macs('1. AA BB CC DD EE 04')).toEqual(['AA:BB:CC:DD:EE:04']);
    expect(macs('2) "aa bb cc dd ee 04",')).toEqual(['AA:BB:CC:DD:EE:04']);
    expect(macInCell(' aa bb cc dd ee 04 ')?.mac).toBe('AA:BB:CC:DD:EE:04');
    // Seven pairs, prose, a word beside it, two spaces, or where bare digits are never read.
    expect(macs('12 aa bb cc dd ee 04')).toEqual([]);
    expect(macs('aa aa bb cc dd ee 04')).toEqual([]);
    expect(macs('we saw ad be ef ca fe 01 in the log')).toEqual([]);
    expect(macs('MAC: aa bb cc dd ee 04')).toEqual([]);
    expect(macs('aa bb cc dd ee 04 printer')).toEqual([]);
    expect(macs('aa bb cc  dd ee 04')).toEqual([]);
    expect(macs('aa bb cc dd ee 04', 'never')).toEqual([]);
  });

  it('finds every MAC of a line, left to right', () => {
    expect(macs('aa:bb:cc:dd:ee:01, AA-BB-CC-DD-EE-02; aabb.ccdd.ee03 aabbcc-ddee04')).toEqual([
      'AA:BB:CC:DD:EE:01',
      'AA:BB:CC:DD:EE:02',
      'AA:BB:CC:DD:EE:03',
      'AA:BB:CC:DD:EE:04',
    ]);
  });

  it('takes a MAC out of a word glued to it by a separator', () => {
    expect(macs('MAC:00:1b:63:84:bb:d7')).toEqual(['00:1B:63:84:BB:D7']);
    expect(macs('wlan0-00:1b:63:84:bb:d7')).toEqual(['00:1B:63:84:BB:D7']);
    expect(macs('Feed:00:1b:63:84:bb:d7')).toEqual(['00:1B:63:84:BB:D7']);
    expect(macs('00:1B:63:84:BB:D7-kiosk')).toEqual(['00:1B:63:84:BB:D7']);
  });
});

describe('findMacs: never something that only looks like one', () => {
  it.each([
    ['a DHCP client ID (seven groups)', '01:00:1b:63:84:bb:d7'],
    ['a DUID', '00:01:00:01:2d:4b:6c:1e:00:1b:63:84:bb:d7'],
    ['IPv6 with ::', 'fe80::a:b:c:d:e:f'],
    ['IPv6 ending ::', '1:2:3:4:5:6::'],
    ['IPv6, eight groups', '2001:db8:0:0:1:2:3:4'],
    ['IPv6 with IPv4', '::ffff:192.0.2.1'],
    ['IPv6 full with IPv4', '0:0:0:0:0:0:192.0.2.1'],
    ['a time', '10:11:12'],
    ['a time with milliseconds', '10:11:12.345'],
    ['a date', '2024-06-02'],
    ['a date and time', '2024-06-02 10:11:12'],
    ['an IPv4 address', '192.168.1.101'],
    ['a version', '1.2.3.4'],
    ['mixed separators', '00:1b:63-84:bb:d7'],
    ['a typo', 'aa:bb:cc:dd:ee:0g'],
    ['five groups', 'aa:bb:cc:dd:ee'],
    ['thirteen digits', '001b6384bbd71'],
    ['a phone number', '+46 70 123 45 67'],
    ['a longer hex run', 'aabbccddeeff00'],
    ['a hex word', 'deadbeefcafe is not one'],
    ['four groups of four (a card number)', '4111-1111-1111-1111'],
    ['groups of four, mixed separators', '001b-6384.bbd7'],
    ['groups of four and five', '001b-6384-bbd71'],
  ])('%s: %s', (_, text) => {
    expect(macs(text)).toEqual([]);
    expect(macs(`see ${text}.`)).toEqual([]);
  });
});

describe('findMistypedMacs', () => {
  const typos = (line: string) =>
    findMistypedMacs(line).map(({ start, end }) => line.slice(start, end));

  it('finds what is shaped like a MAC but is none, where it is written', () => {
    expect(findMistypedMacs('The old one (aa:bb:cc:dd:ee:0g) is gone')).toEqual([
      { start: 13, end: 30 },
    ]);
    expect(typos('aa:bb-cc:dd:ee:ff')).toEqual(['aa:bb-cc:dd:ee:ff']);
    expect(typos('kiosk aa-bb-cc-dd-ee-f')).toEqual(['aa-bb-cc-dd-ee-f']);
    expect(typos('aa:bb:cc:dd:ee:0g, 00-1b-63-84-bb-dx')).toEqual([
      'aa:bb:cc:dd:ee:0g',
      '00-1b-63-84-bb-dx',
    ]);
    expect(findMistypedMacs('aa:bb:cc:dd:ee:0g, 00-1b-63-84-bb-dx', 1)).toHaveLength(1);
  });

  it('finds a dotted one with one letter that is no hex digit, a full stop after it not its own', () => {
    expect(typos('aabb.ccdd.ee0x')).toEqual(['aabb.ccdd.ee0x']);
    expect(typos('The old one was aabb.ccdd.ee0x.')).toEqual(['aabb.ccdd.ee0x']);
    expect(typos('It was aa:bb:cc:dd:ee:0g.')).toEqual(['aa:bb:cc:dd:ee:0g']);
  });

  it('finds groups of four joined by dashes (Huawei, Comware) with one letter that is no hex digit', () => {
    expect(typos('192.168.1.5   aabb-ccdd-ee0x  GE0/0/1')).toEqual(['aabb-ccdd-ee0x']);
    expect(typos('well-done-here, fake-news-line')).toEqual([]);
  });

  it.each([
    ['a MAC', 'aa:bb:cc:dd:ee:ff'],
    ['an unpadded MAC', '0:1b:63:a:b:c'],
    ['a time', 'Thanks, see you at 10:30'],
    ['words with dashes', 're-do the set-up, x-y-z-w-v-u'],
    ['a time range', 'Meeting 10:30:00-10:45:00'],
    ['a phone number', 'Tel: +33-1-23-45-67-89'],
    ['a date', '2024-06-03 10:32'],
    ['five groups', 'aa:bb:cc:dd:0g'],
    ['a dotted MAC', 'aabb.ccdd.eeff'],
    ['a MAC in groups of four joined by dashes', 'aabb-ccdd-eeff'],
    ['host names', 'img1.back.up02 www.example.com abcd.efgh.ijkl'],
    ['an IPv4 address and a version', '10.0.0.1 v1.2.3'],
  ])('finds none in %s: %s', (_, line) => {
    expect(findMistypedMacs(line)).toEqual([]);
  });

  it('reads the first 4,000 characters of a line, and no token cut off there', () => {
    const pad = 'x '.repeat(2000);
    expect(findMistypedMacs(`${pad}aa:bb:cc:dd:ee:0g`)).toEqual([]);
    // `00-1b-63-84-bb-d` would be one, were the rest not cut off.
    expect(findMistypedMacs(`${pad.slice(0, -16)}00-1b-63-84-bb-d7`)).toEqual([]);
    expect(typos(`${pad.slice(0, -18)}aa:bb:cc:dd:ee:0g ${pad}`)).toEqual(['aa:bb:cc:dd:ee:0g']);
  });
});

// --- Properties ---------------------------------------------------------------------------

const byte = fc.integer({ min: 0, max: 255 });
const mac = fc.array(byte, { minLength: 6, maxLength: 6 });
const hex2 = (b: number) => b.toString(16).padStart(2, '0');
const canonical = (bytes: readonly number[]) => bytes.map(hex2).join(':').toUpperCase();

type Notation = 'colon' | 'dash' | 'dotted' | 'quads' | 'hpe' | 'unpadded';
function write(bytes: readonly number[], notation: Notation, upper: boolean): string {
  const pairs = bytes.map(hex2);
  const joined = pairs.join('');
  const text =
    notation === 'colon'
      ? pairs.join(':')
      : notation === 'dash'
        ? pairs.join('-')
        : notation === 'dotted'
          ? `${joined.slice(0, 4)}.${joined.slice(4, 8)}.${joined.slice(8)}`
          : notation === 'quads'
            ? `${joined.slice(0, 4)}-${joined.slice(4, 8)}-${joined.slice(8)}`
            : notation === 'hpe'
              ? `${joined.slice(0, 6)}-${joined.slice(6)}`
              : bytes.map((b) => b.toString(16)).join(':');
  return upper ? text.toUpperCase() : text;
}

/** Anything but a hex digit: letters g-z, punctuation, separators, spaces, other scripts. */
const NOISE = [
  ...'ghijklmnopqrstuvwxyzGHIJKLMNOPQRSTUVWXYZ',
  ...' \t,;()[]{}"\'!?/\\_=+#@*<>|%&~^`',
  ':',
  '-',
  '.',
  '•',
  '→',
  'é',
  'ü',
  'å',
  '–',
  '日',
  '😀',
];
const noise = fc.array(fc.constantFrom(...NOISE), { maxLength: 30 }).map((chars) => chars.join(''));
const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}_]/u.test(ch);

describe('findMacs: properties', () => {
  it('a line with one MAC in any notation among non-hex noise yields exactly that MAC', () => {
    fc.assert(
      fc.property(
        mac,
        fc.constantFrom<Notation>('colon', 'dash', 'dotted', 'quads', 'hpe', 'unpadded'),
        fc.boolean(),
        noise,
        noise,
        (bytes, notation, upper, before, after) => {
          // `::` next to colon groups is an IPv6 address (`::aa:bb:cc:dd:ee:ff` is one), and a
          // one-digit group glued to a letter (`…:0g`) is a typo, not a MAC: not noise.
          fc.pre(!before.endsWith('::') && !after.startsWith('::'));
          if (notation === 'unpadded') fc.pre(!isWordChar(before.at(-1)) && !isWordChar(after[0]));
          const line = before + write(bytes, notation, upper) + after;
          expect(macs(line)).toEqual([canonical(bytes)]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('twelve bare digits alone on a line, with a bullet, numbering or quotes, are a MAC', () => {
    fc.assert(
      fc.property(
        mac,
        fc.boolean(),
        fc.constantFrom('', '  ', '• ', '- ', '* ', '1. ', '12) ', '"', '> '),
        fc.constantFrom('', ' ', ',', ';', '.', '"', ')'),
        (bytes, upper, lead, trail) => {
          const hex = bytes.map(hex2).join('');
          const line = lead + (upper ? hex.toUpperCase() : hex) + trail;
          expect(macs(line)).toEqual([canonical(bytes)]);
        },
      ),
    );
  });

  it('six pairs written with spaces alone on a line, with a bullet, numbering or quotes, are a MAC; beside a word, none', () => {
    fc.assert(
      fc.property(
        mac,
        fc.boolean(),
        fc.constantFrom('', '  ', '• ', '- ', '1. ', '12) ', '"', '> '),
        fc.constantFrom('', ' ', ',', '.', '"', ')'),
        fc.constantFrom('see ', 'MAC ', 'ab ', '7 '),
        (bytes, upper, lead, trail, word) => {
          const pairs = bytes.map(hex2).join(' ');
          const spaced = upper ? pairs.toUpperCase() : pairs;
          expect(macs(lead + spaced + trail)).toEqual([canonical(bytes)]);
          expect(macs(word + spaced + trail)).toEqual([]);
          expect(macs(`${lead}${spaced} ${word}`)).toEqual([]);
        },
      ),
    );
  });

  const group = fc
    .integer({ min: 0, max: 0xffff })
    .chain((value) =>
      fc.boolean().map((pad) => (pad ? value.toString(16).padStart(4, '0') : value.toString(16))),
    );
  /** An IPv6 address in any of its text forms: full, `::`-compressed, IPv4 tail, zone, brackets. */
  const ipv6 = fc
    .record({
      groups: fc.array(group, { minLength: 8, maxLength: 8 }),
      compress: fc.option(
        fc.record({ at: fc.integer({ min: 0, max: 7 }), length: fc.integer({ min: 1, max: 8 }) }),
      ),
      v4: fc.option(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 })),
      upper: fc.boolean(),
      zone: fc.boolean(),
      bracket: fc.boolean(),
      prefix: fc.option(fc.integer({ min: 0, max: 128 })),
    })
    .map(({ groups, compress, v4, upper, zone, bracket, prefix }) => {
      let parts = v4 ? groups.slice(0, 6) : [...groups];
      let text: string;
      if (compress) {
        const at = Math.min(compress.at, parts.length - 1);
        const end = Math.min(parts.length, at + compress.length);
        const head = parts.slice(0, at).join(':');
        const tail = parts.slice(end).join(':');
        parts = [];
        text = `${head}::${tail}`;
        if (v4) text += `${tail === '' ? '' : ':'}${v4.join('.')}`;
      } else {
        text = parts.join(':');
        if (v4) text += `:${v4.join('.')}`;
      }
      if (upper) text = text.toUpperCase();
      if (zone) text += '%eth0';
      if (prefix !== null) text += `/${prefix}`;
      return bracket ? `[${text}]:443` : text;
    });

  it('an IPv6 address never yields a MAC, alone or among noise', () => {
    fc.assert(
      fc.property(ipv6, noise, noise, (address, before, after) => {
        expect(macs(address)).toEqual([]);
        expect(macs(address, 'always')).toEqual([]);
        expect(macs(`${before} ${address} ${after}`)).toEqual([]);
        expect(macs(before + address + after)).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it('dates and times never yield a MAC', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        const iso = date.toISOString();
        for (const text of [iso, iso.replace('T', ' '), iso.slice(0, 10), iso.slice(11, 23)]) {
          expect(macs(text)).toEqual([]);
        }
        expect(macs(date.toLocaleString('en-US'))).toEqual([]);
        expect(macs(date.toLocaleString('sv-SE'))).toEqual([]);
      }),
    );
  });

  it('never throws, and every hit is canonical and where it says', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (line) => {
        for (const hit of findMacs(line)) {
          expect(hit.mac).toMatch(/^[0-9A-F]{2}(?::[0-9A-F]{2}){5}$/);
          expect(hit.start).toBeLessThan(hit.end);
          expect(findMacs(line.slice(hit.start, hit.end), { bare: 'always' })[0]?.mac).toBe(
            hit.mac,
          );
        }
      }),
    );
  });
});
