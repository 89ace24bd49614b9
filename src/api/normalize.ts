// Messy input to the API's form: MACs in any common notation, as every screen but Policy
// cleanup reads them (emails: normalize-email.ts). Never throws; a failure says why in words.
import { canonicalMac, MAC_EXAMPLE } from './rules.ts';
import { say } from './wording.ts';

export type Normalized<T> = { ok: true; value: T } | { ok: false; problem: string };

const HEX12 = /^[0-9A-Fa-f]{12}$/;
const SEPARATED_PAIRS = /^[0-9A-Fa-f]{2}([:\- ])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}$/;
const CISCO_DOTTED = /^[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}$/;
const HPE = /^[0-9A-Fa-f]{6}-[0-9A-Fa-f]{6}$/;
/** Huawei VRP and CloudEngine, H3C, HPE Comware (`display arp`, `display mac-address`). */
const DASHED_QUADS = /^[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}$/;
/** macOS and BSD print a group's leading zero away: `0:1b:63:a:b:c`. */
const UNPADDED_COLONS = /^[0-9A-Fa-f]{1,2}(?::[0-9A-Fa-f]{1,2}){5}$/;
const ANY_PAIRS = /^[0-9A-Fa-f]{2}(?:[:\-. ][0-9A-Fa-f]{2}){5}$/;
const QUOTES = /^["'`\u2018\u2019\u201c\u201d]+|["'`\u2018\u2019\u201c\u201d]+$/g;

/**
 * A MAC written `aa:bb:cc:dd:ee:ff`, `AA-BB-CC-DD-EE-FF`, `aabb.ccdd.eeff` (Cisco),
 * `aabbcc-ddeeff` (HPE/Aruba), `aabb-ccdd-eeff` (Huawei, H3C, HPE Comware), `0:1b:63:a:b:c` (macOS/BSD: colons, leading zeros left out),
 * `AABBCCDDEEFF` or with spaces between pairs, surrounded by any white space or quotes, to the
 * canonical `AA:BB:CC:DD:EE:FF`: every notation the batch recognisers read. Mixed separators
 * are refused, as the API refuses them.
 */
export function normalizeMac(raw: string): Normalized<string> {
  const value = raw.trim().replace(QUOTES, '').trim();
  if (value === '') {
    const problem = say(
      /*i18n*/ {
        id: 'api.normalize.enterMac',
        message: 'Enter a MAC address like {example}',
        values: { example: MAC_EXAMPLE },
      },
    );
    return { ok: false, problem };
  }
  let hex: string | null = null;
  if (HEX12.test(value)) hex = value;
  else if (
    SEPARATED_PAIRS.test(value) ||
    CISCO_DOTTED.test(value) ||
    HPE.test(value) ||
    DASHED_QUADS.test(value)
  )
    hex = value.replace(/[:\-. ]/g, '');
  else if (UNPADDED_COLONS.test(value))
    hex = value
      .split(':')
      .map((group) => group.padStart(2, '0'))
      .join('');
  if (hex) return { ok: true, value: canonicalMac(hex.match(/../g)!.join(':')) };
  if (ANY_PAIRS.test(value)) {
    const problem = say(
      /*i18n*/ {
        id: 'api.normalize.macMixedSeparators',
        message: '"{value}" mixes separators: use one throughout, like {example}',
        values: { value, example: MAC_EXAMPLE },
      },
    );
    return { ok: false, problem };
  }
  const problem = say(
    /*i18n*/ {
      id: 'api.normalize.notAMac',
      message: '"{value}" is not a MAC address like {example}',
      values: { value, example: MAC_EXAMPLE },
    },
  );
  return { ok: false, problem };
}

export interface MacFacts {
  /** Second-lowest bit of the first octet: set by software, not the maker. */
  locallyAdministered: boolean;
  /** Phones and laptops use locally administered addresses as private (randomized) addresses. */
  likelyRandomized: boolean;
  multicast: boolean;
  broadcast: boolean;
  allZero: boolean;
}

/** Facts about a canonical MAC that an administrator should hear before whitelisting it. */
/** A MAC's hex digits, lower case: `00:1B.63-84` -> `001b6384`, so any notation compares alike. */
export function macDigits(text: string): string {
  return text.replace(/[^0-9a-f]/gi, '').toLowerCase();
}

export function macFacts(canonical: string): MacFacts {
  const first = firstOctet(canonical);
  const broadcast = canonical === 'FF:FF:FF:FF:FF:FF';
  const multicast = (first & 0b01) !== 0;
  const locallyAdministered = (first & 0b10) !== 0;
  return {
    locallyAdministered,
    likelyRandomized: locallyAdministered && !multicast,
    multicast,
    broadcast,
    allZero: canonical === '00:00:00:00:00:00',
  };
}

const broadcast = () =>
  say(
    /*i18n*/ {
      id: 'api.normalize.broadcast',
      message: 'This is the broadcast address, not a device.',
    },
  );
const allZero = () =>
  say(
    /*i18n*/ {
      id: 'api.normalize.allZero',
      message: 'An all-zero MAC address is not a real device.',
    },
  );
const multicast = () =>
  say(
    /*i18n*/ {
      id: 'api.normalize.multicast',
      message: 'This is a multicast (group) address, not a single device.',
    },
  );
const randomized = () =>
  say(
    /*i18n*/ {
      id: 'api.normalize.randomized',
      message:
        'This looks like a private (randomized) address: the device may show another MAC on another network or after a reset.',
    },
  );

const NO_WARNINGS: readonly string[] = [];
/** Each warning as a one-item list, shared by every MAC it is said of (a batch asks 10,000 times). */
const lists = new Map<string, readonly string[]>();
function listOf(warning: string): readonly string[] {
  let list = lists.get(warning);
  if (!list) {
    list = [warning];
    lists.set(warning, list);
  }
  return list;
}

/** A hex digit's value from its character code. */
const hexDigit = (code: number) => (code <= 57 ? code - 48 : (code | 32) - 87);

/** The first octet of a canonical MAC, read without making a string (a batch asks 10,000 times). */
function firstOctet(canonical: string): number {
  return hexDigit(canonical.charCodeAt(0)) * 16 + hexDigit(canonical.charCodeAt(1));
}

/** Plain-language warnings for a canonical MAC; empty when it looks like an ordinary device. */
export function macWarnings(canonical: string): readonly string[] {
  const facts = macFacts(canonical);
  if (facts.broadcast) return listOf(broadcast());
  if (facts.allZero) return listOf(allZero());
  if (facts.multicast) return listOf(multicast());
  return facts.likelyRandomized ? listOf(randomized()) : NO_WARNINGS;
}
