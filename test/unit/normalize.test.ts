import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '../../src/api/normalize-email.ts';
import { macFacts, macWarnings, normalizeMac } from '../../src/api/normalize.ts';
import { canonicalMac, isApiMac } from '../../src/api/rules.ts';

const sixBytes = fc.uint8Array({ minLength: 6, maxLength: 6 });
const hexPairs = (bytes: Uint8Array, upper: boolean) =>
  [...bytes].map((b) => {
    const hex = b.toString(16).padStart(2, '0');
    return upper ? hex.toUpperCase() : hex;
  });

/** Every notation normalizeMac promises to read, for the same six bytes. */
const notations = (pairs: string[]) => [
  pairs.join(':'),
  pairs.join('-'),
  pairs.join(' '),
  pairs.join(''),
  [0, 2, 4].map((i) => `${pairs[i]}${pairs[i + 1]}`).join('.'),
  // HPE/Aruba: `001b63-84bb06`.
  `${pairs.slice(0, 3).join('')}-${pairs.slice(3).join('')}`,
  // macOS/BSD: leading zeros left out, `0:1b:63:a:b:c`.
  pairs.map((pair) => pair.replace(/^0(?=.)/, '')).join(':'),
  // Huawei VRP and CloudEngine, H3C, HPE Comware: `001b-6384-bb06`.
  [0, 2, 4].map((i) => `${pairs[i]}${pairs[i + 1]}`).join('-'),
];

describe('normalizeMac', () => {
  it('any 6 bytes in any accepted notation, case and padding give the same canonical MAC', () => {
    fc.assert(
      fc.property(
        sixBytes,
        fc.boolean(),
        fc.constantFrom(...notations(['00', '00', '00', '00', '00', '00']).keys()),
        fc.constantFrom('', ' ', '\t', '  \n', '"', "'"),
        (bytes, upper, which, pad) => {
          const expected = hexPairs(bytes, true).join(':');
          const written = notations(hexPairs(bytes, upper))[which]!;
          const surround = pad === '"' || pad === "'" ? [pad, pad] : [pad, pad.trimEnd()];
          const result = normalizeMac(`${surround[0]}${written}${surround[1]}`);
          expect(result).toEqual({ ok: true, value: expected });
        },
      ),
    );
  });

  it('the canonical form round-trips and is what the API accepts', () => {
    fc.assert(
      fc.property(sixBytes, (bytes) => {
        const canonical = hexPairs(bytes, true).join(':');
        expect(normalizeMac(canonical)).toEqual({ ok: true, value: canonical });
        expect(isApiMac(canonical)).toBe(true);
        expect(canonicalMac(canonical)).toBe(canonical);
        expect(canonicalMac(canonical.replaceAll(':', '-').toLowerCase())).toBe(canonical);
      }),
    );
  });

  it('never throws on arbitrary strings, and every success is a canonical MAC', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const result = normalizeMac(raw);
        if (result.ok) expect(result.value).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
        else expect(result.problem.length).toBeGreaterThan(0);
      }),
    );
  });

  it.each([
    ['0:1b:63:a:b:c', '00:1B:63:0A:0B:0C'],
    ['0:0:0:0:0:0', '00:00:00:00:00:00'],
    [' "A:B:C:D:E:F" ', '0A:0B:0C:0D:0E:0F'],
    ['00:1b:63:84:bb:d', '00:1B:63:84:BB:0D'],
    ['001b63-84bb06', '00:1B:63:84:BB:06'],
    ['AABBCC-DDEEFF', 'AA:BB:CC:DD:EE:FF'],
    ['0011-2233-4455', '00:11:22:33:44:55'],
    ['b8d6-F6FF-739b', 'B8:D6:F6:FF:73:9B'],
  ])('reads %j (the notations the batch recognisers read)', (raw, canonical) => {
    expect(normalizeMac(raw)).toEqual({ ok: true, value: canonical });
  });

  it.each([
    ['AA:BB-CC:DD:EE:FF', /mixes separators/],
    ['0-1b-63-a-b-c', /is not a MAC address/],
    ['0:1b:63:a:b', /is not a MAC address/],
    ['000:1b:63:a:b:c', /is not a MAC address/],
    ['0:1b-63:a:b:c', /is not a MAC address/],
    ['001b63:84bb06', /is not a MAC address/],
    ['001b6-384bb06', /is not a MAC address/],
    ['001b63-84bb0g', /is not a MAC address/],
    ['AA:BB:CC:DD:EE', /is not a MAC address/],
    ['', /Enter a MAC address/],
    ['zz:bb:cc:dd:ee:ff', /is not a MAC address/],
    ['aabb.ccdd.eef', /is not a MAC address/],
    ['0011-2233-445', /is not a MAC address/],
    ['0011-2233.4455', /is not a MAC address/],
    ['00112-233-4455', /is not a MAC address/],
    ['0011-2233-4455-6677', /is not a MAC address/],
  ])('refuses %j', (raw, problem) => {
    const result = normalizeMac(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(problem);
  });
});

describe('MAC facts', () => {
  it.each([
    [
      '00:1A:2B:3C:4D:5E',
      {
        locallyAdministered: false,
        likelyRandomized: false,
        multicast: false,
        broadcast: false,
        allZero: false,
      },
    ],
    [
      'DA:A1:19:00:00:01',
      {
        locallyAdministered: true,
        likelyRandomized: true,
        multicast: false,
        broadcast: false,
        allZero: false,
      },
    ],
    [
      '01:00:5E:00:00:FB',
      {
        locallyAdministered: false,
        likelyRandomized: false,
        multicast: true,
        broadcast: false,
        allZero: false,
      },
    ],
    [
      'FF:FF:FF:FF:FF:FF',
      {
        locallyAdministered: true,
        likelyRandomized: false,
        multicast: true,
        broadcast: true,
        allZero: false,
      },
    ],
    [
      '00:00:00:00:00:00',
      {
        locallyAdministered: false,
        likelyRandomized: false,
        multicast: false,
        broadcast: false,
        allZero: true,
      },
    ],
  ])('%s', (mac, facts) => {
    expect(macFacts(mac)).toEqual(facts);
  });

  it('warns in words, and not at all for an ordinary device', () => {
    expect(macWarnings('00:1A:2B:3C:4D:5E')).toEqual([]);
    expect(macWarnings('DA:A1:19:00:00:01')[0]).toMatch(/private \(randomized\)/);
    expect(macWarnings('FF:FF:FF:FF:FF:FF')).toEqual([
      'This is the broadcast address, not a device.',
    ]);
    expect(macWarnings('00:00:00:00:00:00')[0]).toMatch(/all-zero/);
    expect(macWarnings('01:00:5E:00:00:FB')[0]).toMatch(/multicast/);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['alice@acme.com', 'alice@acme.com', 'address'],
    ['  Alice@ACME.com  ', 'alice@acme.com', 'address'],
    ['Alice Smith <alice@acme.com>', 'alice@acme.com', 'address'],
    ['"Smith, Alice" <alice@acme.com>,', 'alice@acme.com', 'address'],
    ['mailto:bob@acme.com', 'bob@acme.com', 'address'],
    ['MAILTO:bob@acme.com?subject=Leaving', 'bob@acme.com', 'address'],
    ['"carol@acme.com"', 'carol@acme.com', 'address'],
    ["'dave@acme.com';", 'dave@acme.com', 'address'],
    ['\u201ceve@acme.com\u201d', 'eve@acme.com', 'address'],
    ['<frank@acme.com>', 'frank@acme.com', 'address'],
    ['gina@acme.com.', 'gina@acme.com', 'address'],
    ['*@acme.com', '*@acme.com', 'domain-pattern'],
    ['*@*.Acme.com', '*@*.acme.com', 'subdomain-pattern'],
  ])('%j -> %s', (raw, email, shape) => {
    expect(normalizeEmail(raw)).toEqual({ ok: true, value: { email, shape } });
  });

  it.each(['', 'alice', 'alice@', 'Alice Smith', 'a@b', '*@*'])(
    'refuses %j with a reason',
    (raw) => {
      const result = normalizeEmail(raw);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problem).toMatch(/Enter an email|is not an address/);
    },
  );

  it('never throws on arbitrary strings; every success is an accepted shape', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const result = normalizeEmail(raw);
        if (result.ok) expect(result.value.email).toBe(result.value.email.toLowerCase());
        else expect(typeof result.problem).toBe('string');
      }),
    );
  });

  // Quotes around a pasted address are far more common than an address that begins with one.
  it('keeps any valid address intact (no "*", not beginning with a quote)', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => !email.includes('*') && !/^['`]/.test(email)),
        (email) => {
          expect(normalizeEmail(`  <${email}> `)).toEqual({
            ok: true,
            value: { email: email.toLowerCase(), shape: 'address' },
          });
        },
      ),
    );
  });
});
