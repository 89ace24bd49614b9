// Every field rule of the API, once (docs/api.md "Resources", docs/decisions.md "Whitelisting
// entries" and "Access policy email removal"). Pure functions: each returns the message a
// person reads, or null when the value passes. Schemas, forms and the sandbox call these.
// Messages are said (wording.ts) when a value fails, in the language in use; a label is a
// string the caller has said already, or a default said only when a message needs it.
import { say } from './wording.ts';

export const LIMITS = {
  nameMin: 2,
  nameMax: 100,
  descriptionMax: 200,
  tagMin: 2,
  tagMax: 30,
  /** docs/decisions.md: more entries in a batch or emails in a removal is a 413. */
  batchEntriesMax: 10_000,
  removalEmailsMax: 10_000,
} as const;

// --- Labels ----------------------------------------------------------------------------

/** A field's name in a message: said by the caller, or (the defaults) said when needed. */
export type Label = string | (() => string);

const said = (label: Label): string => (typeof label === 'string' ? label : label());

const NAME_LABEL = () => say(/*i18n*/ { id: 'api.rules.nameLabel', message: 'Name' });
const DESCRIPTION_LABEL = () =>
  say(/*i18n*/ { id: 'api.rules.descriptionLabel', message: 'Description' });
const TAG_LABEL = () => say(/*i18n*/ { id: 'api.rules.tagLabel', message: 'Tag' });
const MAC_LABEL = () => say(/*i18n*/ { id: 'api.rules.macLabel', message: 'MAC address' });
const EXPIRY_LABEL = () => say(/*i18n*/ { id: 'api.rules.expiryLabel', message: 'Expiry date' });
const ID_LABEL = () => say(/*i18n*/ { id: 'api.rules.idLabel', message: 'ID' });
const EMAIL_LABEL = () => say(/*i18n*/ { id: 'api.rules.emailLabel', message: 'Email' });

// --- Text ------------------------------------------------------------------------------

/** With the u flag a regular expression reads code points, so only an unpaired half is \p{Cs}. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * docs/decisions.md "Text": every string field is well-formed Unicode without U+0000. A lone
 * surrogate cannot be written as UTF-8, so it would be stored altered; every field rule below
 * checks this first.
 */
export function textProblem(value: string, label: Label): string | null {
  if (LONE_SURROGATE.test(value)) {
    return say(
      /*i18n*/ {
        id: 'api.rules.brokenCharacter',
        message: '{label} contains a broken character (an unpaired surrogate); retype it',
        values: { label: said(label) },
      },
    );
  }
  if (value.includes('\0')) {
    return say(
      /*i18n*/ {
        id: 'api.rules.nulCharacter',
        message: '{label} may not contain the NUL character',
        values: { label: said(label) },
      },
    );
  }
  return null;
}

const ASCII_ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SWEDISH = 'åäöÅÄÖ';

export interface CharacterSet {
  readonly allowed: ReadonlySet<string>;
  /** For hints: what a person may type, in the language in use (said each time it is read). */
  readonly description: string;
}

/** Pure: lets a bundle that needs one rule leave the others out. */
/* @__NO_SIDE_EFFECTS__ */
function characterSet(specials: string, describe: () => string): CharacterSet {
  return {
    allowed: new Set([...ASCII_ALNUM, ...SWEDISH, ...specials]),
    get description() {
      return describe();
    },
  };
}

/** Name and description on create: a-z A-Z 0-9 å ä ö Å Ä Ö & - , . and space. */
export const CREATE_NAME_CHARS = characterSet('&-,. ', () =>
  say(
    /*i18n*/ {
      id: 'api.characters.createName',
      message: 'letters a-z, digits, å ä ö, spaces and & - , .',
    },
  ),
);
/** Name in a batch; also name and description on update (docs/decisions.md: update = the batch set). */
export const BATCH_NAME_CHARS = characterSet('()&-,./"+ ', () =>
  say(
    /*i18n*/ {
      id: 'api.characters.batchName',
      message: 'letters a-z, digits, å ä ö, spaces and ( ) & - , . / " +',
    },
  ),
);
export const UPDATE_NAME_CHARS = BATCH_NAME_CHARS;
/** Tag value: the batch name set plus ":". */
export const TAG_CHARS = characterSet('()&-,./"+: ', () =>
  say(
    /*i18n*/ {
      id: 'api.characters.tag',
      message: 'letters a-z, digits, å ä ö, spaces and ( ) & - , . / " + :',
    },
  ),
);

/** A set's description as a hint's sentence: "Letters a-z, digits, …". */
export function charactersHint(set: CharacterSet): string {
  const description = set.description;
  return description.charAt(0).toUpperCase() + description.slice(1);
}

/** A device name as hints and messages show one, in the language in use. */
export function nameExample(): string {
  return say(/*i18n*/ { id: 'api.rules.nameExample', message: 'Reception printer' });
}

/** Characters a person cannot see, by name (said when a message shows one). */
const CHARACTER_NAMES: Record<string, () => string> = {
  ' ': () => say(/*i18n*/ { id: 'api.characters.space', message: 'space' }),
  '\t': () => say(/*i18n*/ { id: 'api.characters.tab', message: 'tab' }),
  '\n': () => say(/*i18n*/ { id: 'api.characters.lineBreak', message: 'line break' }),
  '\r': () => say(/*i18n*/ { id: 'api.characters.carriageReturn', message: 'carriage return' }),
  '\u00a0': () =>
    say(/*i18n*/ { id: 'api.characters.nonBreakingSpace', message: 'non-breaking space' }),
  '\u200b': () =>
    say(/*i18n*/ { id: 'api.characters.zeroWidthSpace', message: 'zero-width space' }),
  '\ufeff': () => say(/*i18n*/ { id: 'api.characters.byteOrderMark', message: 'byte order mark' }),
};

/** How a character is shown in a message: itself, or a name when it cannot be seen. */
export function describeCharacter(ch: string): string {
  const named = CHARACTER_NAMES[ch];
  if (named) return named();
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch)) return ch;
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

// Controls, format characters (bidi overrides and isolates, zero-width joiners, soft hyphens) and
// line or paragraph separators: unseen, or they reorder what is seen around them.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** The first character of value that a person cannot see or that reorders the text, or null. */
export function invisibleCharacter(value: string): string | null {
  return INVISIBLE.exec(value)?.[0] ?? null;
}

/** For text a person must read as stored (IDs, labels, addresses): no invisible characters. */
export function invisibleCharacterProblem(value: string, label: Label): string | null {
  const found = invisibleCharacter(value);
  return found
    ? say(
        /*i18n*/ {
          id: 'api.rules.invisibleCharacter',
          message: '{label} may not contain an invisible or control character ({character})',
          values: { label: said(label), character: describeCharacter(found) },
        },
      )
    : null;
}

/** Each set as one pattern, made when first used: a text is tested in one pass. */
const patterns = new WeakMap<CharacterSet, RegExp>();

/** Whether every character of value is in the set (the test nearly every text passes). */
export function onlyAllowed(value: string, set: CharacterSet): boolean {
  let pattern = patterns.get(set);
  if (!pattern) {
    // Characters beyond U+FFFF match none: half a pair is in no set.
    const codes = [...set.allowed]
      .filter((ch) => ch.length === 1)
      .map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    pattern = new RegExp(`^[${codes.join('')}]*$`);
    patterns.set(set, pattern);
  }
  return pattern.test(value);
}

/** The characters of value outside the set, each once, in order of appearance (code points). */
export function disallowedCharacters(value: string, set: CharacterSet): string[] {
  if (onlyAllowed(value, set)) return [];
  const found = new Set<string>();
  for (const ch of value) {
    if (!set.allowed.has(ch)) found.add(ch);
  }
  return [...found];
}

/** Lengths are counted in characters as a person sees them (code points). */
export function characterCount(value: string): number {
  // A pair of surrogates is one character: count the second halves out.
  let count = value.length;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff && i > 0) {
      const before = value.charCodeAt(i - 1);
      if (before >= 0xd800 && before <= 0xdbff) count--;
    }
  }
  return count;
}

function lengthProblem(label: Label, value: string, min: number, max: number): string | null {
  const count = characterCount(value);
  if (count < min) {
    return say(
      /*i18n*/ {
        id: 'api.rules.tooShort',
        message: '{label} must be at least {min, number} characters',
        values: { label: said(label), min },
      },
    );
  }
  if (count > max) {
    return say(
      /*i18n*/ {
        id: 'api.rules.tooLong',
        message: '{label} must be {max, number} characters or fewer (it has {count, number})',
        values: { label: said(label), max, count },
      },
    );
  }
  return null;
}

/** "Name may not contain: @ tab": the characters as describeCharacter shows them. */
function mayNotContain(label: Label, bad: readonly string[]): string {
  return say(
    /*i18n*/ {
      id: 'api.rules.mayNotContain',
      message: '{label} may not contain: {characters}',
      values: { label: said(label), characters: bad.map(describeCharacter).join(' ') },
    },
  );
}

function charactersProblem(label: Label, value: string, set: CharacterSet): string | null {
  const bad = disallowedCharacters(value, set);
  return bad.length ? mayNotContain(label, bad) : null;
}

/** Name: 2-100 characters of the call's set. Characters are reported first: they need fixing anyway. */
export function nameProblem(
  value: string,
  set: CharacterSet,
  label: Label = NAME_LABEL,
): string | null {
  return (
    textProblem(value, label) ??
    charactersProblem(label, value, set) ??
    lengthProblem(label, value, LIMITS.nameMin, LIMITS.nameMax)
  );
}

/** Description: 0-200 characters; create and update also check the name's set (batch: length only). */
export function descriptionProblem(
  value: string,
  set: CharacterSet | null,
  label: Label = DESCRIPTION_LABEL,
): string | null {
  return (
    textProblem(value, label) ??
    (set ? charactersProblem(label, value, set) : null) ??
    lengthProblem(label, value, 0, LIMITS.descriptionMax)
  );
}

export function tagProblem(value: string, label: Label = TAG_LABEL): string | null {
  return (
    textProblem(value, label) ??
    charactersProblem(label, value, TAG_CHARS) ??
    lengthProblem(label, value, LIMITS.tagMin, LIMITS.tagMax)
  );
}

/** docs/decisions.md: duplicate tags within one entry (case-insensitive) are kept once, first wins. */
export function dedupeTags<T extends { value: string }>(tags: readonly T[]): T[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// --- MAC -------------------------------------------------------------------------------

/** Six hex pairs joined all by ":" or all by "-", either case (the API's grammar). */
const API_MAC = /^[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}$/;
const MIXED_SEPARATORS = /^[0-9A-Fa-f]{2}(?:[:-][0-9A-Fa-f]{2}){5}$/;
export const MAC_EXAMPLE = 'AA:BB:CC:DD:EE:FF';

export function isApiMac(value: string): boolean {
  return API_MAC.test(value);
}

export function macProblem(value: string, label: Label = MAC_LABEL): string | null {
  if (API_MAC.test(value)) return null;
  const text = textProblem(value, label);
  if (text) return text;
  const values = { label: said(label), example: MAC_EXAMPLE };
  if (value.trim() === '') {
    return say(
      /*i18n*/ { id: 'api.rules.macEmpty', message: 'Enter a {label} like {example}', values },
    );
  }
  if (MIXED_SEPARATORS.test(value)) {
    return say(
      /*i18n*/ {
        id: 'api.rules.macMixedSeparators',
        message: '{label} mixes ":" and "-": use one separator throughout, like {example}',
        values,
      },
    );
  }
  return say(
    /*i18n*/ {
      id: 'api.rules.macInvalid',
      message: 'Enter a {label} like {example} (six pairs of 0-9 or A-F)',
      values,
    },
  );
}

/**
 * The server's identity of a device (docs/decisions.md): upper case, joined by ":". Only for
 * values that pass isApiMac; match results to input rows with this, never the raw string.
 */
export function canonicalMac(apiMac: string): string {
  return apiMac.toUpperCase().replaceAll('-', ':');
}

// --- Dates -----------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DATE_EXAMPLE = '2026-12-31';

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function dateProblem(value: string, label: Label = EXPIRY_LABEL): string | null {
  if (isCalendarDate(value)) return null;
  const text = textProblem(value, label);
  if (text) return text;
  if (ISO_DATE.test(value)) {
    return say(
      /*i18n*/ {
        id: 'api.rules.dateNotReal',
        message: '{label} {value} is not a real date',
        values: { label: said(label), value },
      },
    );
  }
  return say(
    /*i18n*/ {
      id: 'api.rules.dateFormat',
      message: 'Enter the {label} as YYYY-MM-DD, like {example}',
      values: { label: said(label).toLowerCase(), example: DATE_EXAMPLE },
    },
  );
}

/** Calendar arithmetic on YYYY-MM-DD, in UTC so no daylight-saving change can shift it. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Formatters by time zone: making one costs more than a screen's first render of its fields. */
const zoneDays = new Map<string, Intl.DateTimeFormat>();

/** Today's date YYYY-MM-DD in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let formatter = zoneDays.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (zoneDays.size < 100) zoneDays.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * docs/decisions.md: toDate must be strictly after today in the organization's time zone: the
 * entry is removed at 00:00 on toDate, so today's date would already be gone.
 */
export function expiryProblem(
  toDate: string,
  today: string,
  label: Label = EXPIRY_LABEL,
): string | null {
  return (
    dateProblem(toDate, label) ??
    (toDate > today
      ? null
      : say(
          /*i18n*/ {
            id: 'api.rules.expiryNotAfterToday',
            message: "{label} must be after today ({today}) in the organization's time zone",
            values: { label: said(label), today },
          },
        ))
  );
}

/** The last day of access for an expiry date: the day before (docs/decisions.md, "Expiry"). */
export function lastDayOfAccess(toDate: string): string {
  const [y, m, d] = toDate.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) - 1));
  return date.toISOString().slice(0, 10);
}

// --- Addresses -------------------------------------------------------------------------

/** A base URL as paths are appended to it: `https://api.example.com/` -> `https://api.example.com`. */
export function stripTrailingSlashes(value: string): string {
  return value.replace(/\/+$/, '');
}

// --- Identifiers -----------------------------------------------------------------------

/**
 * An organization, context or policy ID becomes a path segment. "." and ".." would be
 * resolved as path steps by every URL parser, even percent-encoded; "/ ? # \\ %" and white
 * space survive encoding but not every proxy on the way, so they are refused too.
 */
export function pathIdProblem(value: string, label: Label): string | null {
  if (value === '') {
    return say(
      /*i18n*/ {
        id: 'api.rules.pathIdEmpty',
        message: 'Enter the {label}',
        values: { label: said(label) },
      },
    );
  }
  const text = textProblem(value, label);
  if (text) return text;
  if (value === '.' || value === '..') {
    return say(
      /*i18n*/ {
        id: 'api.rules.pathIdDots',
        message: '{label} may not be "{value}"',
        values: { label: said(label), value },
      },
    );
  }
  const bad = [...new Set(value.match(/[\s/?#\\%]/gu) ?? [])];
  return bad.length ? mayNotContain(label, bad) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const UUID_EXAMPLE = '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f';

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function uuidProblem(value: string, label: Label = ID_LABEL): string | null {
  if (isUuid(value)) return null;
  return (
    textProblem(value, label) ??
    say(
      /*i18n*/ {
        id: 'api.rules.uuidInvalid',
        message: '{label} must be a UUID like {example}',
        values: { label: said(label), example: UUID_EXAMPLE },
      },
    )
  );
}

// --- Emails and patterns ---------------------------------------------------------------

export type EmailShape = 'address' | 'domain-pattern' | 'subdomain-pattern';

// RFC 5322 dot-atom widened as RFC 6531 (SMTPUTF8) widens it: letters, marks and digits of any
// script besides the ASCII set; no "*" (a star anywhere but a leading "*@" is no API pattern).
// Spaces, controls, invisible and bidi characters (\p{Z}, \p{C}) are in no class, so refused.
const ATOM_CHARS = "\\p{L}\\p{Nd}!#$%&'+/=?^_`{|}~-";
/** An atom starts with no combining mark: a mark belongs to the letter before it. */
const ATOM = `[${ATOM_CHARS}][\\p{M}${ATOM_CHARS}]*`;
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`, 'u');
// A label as typed (IDN, `exempel-åäö`) or as punycode (`xn--exempel--8za`): letters, marks and
// digits of any script and inner hyphens; IDNA's finer rules are the registries' concern.
const DOMAIN_LABEL = /^[\p{L}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]*[\p{L}\p{M}\p{Nd}])?$/u;
const TOP_LEVEL = /^(?:\p{L}[\p{L}\p{M}]+|[Xx][Nn]--[A-Za-z0-9-]+)$/u;
const LABEL_MAX = 63;
const DOMAIN_MAX = 253;
const ADDRESS_MAX = 254;
/** RFC 6531 keeps RFC 5321's 64 for the local part, counted in UTF-8 octets. */
const LOCAL_OCTETS_MAX = 64;

function utf8Length(value: string): number {
  let octets = 0;
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    octets += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return octets;
}

/**
 * A host name of two or more labels ending in a real-looking top-level domain (letters, 2 or
 * more, or punycode `xn--…`). Internationalised names count as typed, in characters.
 */
export function isDomain(value: string): boolean {
  if (characterCount(value) > DOMAIN_MAX) return false;
  const labels = value.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => characterCount(label) <= LABEL_MAX && DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1] ?? '')
  );
}

/**
 * Accepted shapes (docs/decisions.md, vendor): `alice@acme.com`, `*@acme.com`, `*@*.acme.com`, each
 * also internationalised (`åsa@exempel-åäö.se`). Anything else is null.
 */
export function emailShape(value: string): EmailShape | null {
  if (characterCount(value) > ADDRESS_MAX) return null;
  const at = value.lastIndexOf('@');
  if (at <= 0) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local === '*') {
    if (domain.startsWith('*.')) return isDomain(domain.slice(2)) ? 'subdomain-pattern' : null;
    return isDomain(domain) ? 'domain-pattern' : null;
  }
  return utf8Length(local) <= LOCAL_OCTETS_MAX && LOCAL_PART.test(local) && isDomain(domain)
    ? 'address'
    : null;
}

export function emailProblem(value: string, label: Label = EMAIL_LABEL): string | null {
  if (emailShape(value)) return null;
  const text = textProblem(value, label);
  if (text) return text;
  if (value.trim() === '') {
    return say(
      /*i18n*/ {
        id: 'api.rules.emailEmpty',
        message: 'Enter an email address like alice@acme.com',
      },
    );
  }
  const reason = emailShapeReason(value);
  return reason
    ? say(
        /*i18n*/ {
          id: 'api.rules.emailInvalidBecause',
          message:
            '{label} "{value}" is not an address (alice@acme.com) or a pattern (*@acme.com, *@*.acme.com): {reason}',
          values: { label: said(label), value, reason },
        },
      )
    : say(
        /*i18n*/ {
          id: 'api.rules.emailInvalid',
          message:
            '{label} "{value}" is not an address (alice@acme.com) or a pattern (*@acme.com, *@*.acme.com)',
          values: { label: said(label), value },
        },
      );
}

const LOCAL_DISALLOWED = new RegExp(`[^.\\p{M}${ATOM_CHARS}]`, 'gu');

/** Why a value that has an @ is no accepted shape, in a few words; null when nothing specific. */
function emailShapeReason(value: string): string | null {
  const at = value.lastIndexOf('@');
  if (at < 0) return null;
  if (value.indexOf('@') !== at) {
    return say(/*i18n*/ { id: 'api.email.moreThanOneAt', message: 'it has more than one @' });
  }
  if (/\s/u.test(value)) {
    return say(/*i18n*/ { id: 'api.email.containsSpace', message: 'it contains a space' });
  }
  const invisible = invisibleCharacter(value);
  if (invisible) {
    return say(
      /*i18n*/ {
        id: 'api.email.invisibleCharacter',
        message: 'it contains an invisible or control character ({character})',
        values: { character: describeCharacter(invisible) },
      },
    );
  }
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local === '') {
    return say(
      /*i18n*/ { id: 'api.email.nothingBeforeAt', message: 'nothing stands before the @' },
    );
  }
  if (domain === '') {
    return say(/*i18n*/ { id: 'api.email.noDomain', message: 'no domain follows the @' });
  }
  const starInDomain = domain.startsWith('*.') ? domain.slice(2) : domain;
  if ((local !== '*' && local.includes('*')) || starInDomain.includes('*')) {
    return say(
      /*i18n*/ {
        id: 'api.email.wildcardPlace',
        message: 'a wildcard may only stand before the @, as in *@acme.com or *@*.acme.com',
      },
    );
  }
  if (local !== '*') {
    const bad = [...new Set(local.match(LOCAL_DISALLOWED) ?? [])];
    if (bad.length) {
      return say(
        /*i18n*/ {
          id: 'api.email.localMayNotContain',
          message: 'the part before the @ may not contain: {characters}',
          values: { characters: bad.join(' ') },
        },
      );
    }
    if (local.includes('..')) {
      return say(
        /*i18n*/ { id: 'api.email.twoDots', message: 'two dots stand together before the @' },
      );
    }
    if (local.startsWith('.') || local.endsWith('.')) {
      return say(
        /*i18n*/ {
          id: 'api.email.dotAtEdge',
          message: 'the part before the @ may not begin or end with a dot',
        },
      );
    }
    if (utf8Length(local) > LOCAL_OCTETS_MAX) {
      return say(
        /*i18n*/ { id: 'api.email.localTooLong', message: 'the part before the @ is too long' },
      );
    }
  }
  if (!isDomain(starInDomain)) {
    return say(
      /*i18n*/ {
        id: 'api.email.notADomain',
        message: '"{domain}" is not a domain like acme.com',
        values: { domain: starInDomain },
      },
    );
  }
  return null;
}

/** Entry and policy IDs compare case-insensitively (docs/decisions.md "IDs"); as typed, trimmed. */
export function sameId(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * How two policy entries are compared: case-insensitively after trimming (docs/decisions.md), in
 * Unicode lower case; NFC first, so `å` typed as a + ring is the same as `å`.
 */
export function emailKey(value: string): string {
  return value.trim().normalize('NFC').toLowerCase();
}

/**
 * Whether a policy entry (address or pattern) covers an address: an address covers itself;
 * `*@acme.com` covers `bob@acme.com` but not `bob@sub.acme.com`; `*@*.acme.com` covers
 * `x@sub.acme.com` (any depth) but not `x@acme.com`. Case-insensitive.
 */
export function emailCovers(entry: string, address: string): boolean {
  const pattern = emailKey(entry);
  const candidate = emailKey(address);
  if (emailShape(candidate) !== 'address') return false;
  const shape = emailShape(pattern);
  const domain = candidate.slice(candidate.lastIndexOf('@') + 1);
  switch (shape) {
    case 'address':
      return pattern === candidate;
    case 'domain-pattern':
      return domain === pattern.slice(2);
    case 'subdomain-pattern':
      return domain.endsWith(`.${pattern.slice(4)}`);
    default:
      return false;
  }
}
