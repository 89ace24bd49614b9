import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BATCH_NAME_CHARS,
  canonicalMac,
  CREATE_NAME_CHARS,
  dateProblem,
  dedupeTags,
  describeCharacter,
  descriptionProblem,
  emailCovers,
  emailKey,
  emailProblem,
  emailShape,
  isDomain,
  expiryProblem,
  isCalendarDate,
  isUuid,
  lastDayOfAccess,
  macProblem,
  nameProblem,
  pathIdProblem,
  tagProblem,
  todayIn,
  UPDATE_NAME_CHARS,
} from '../../../src/api/rules.ts';

const repeat = (n: number) => 'a'.repeat(n);

describe('name', () => {
  it.each([
    [1, 'Name must be at least 2 characters'],
    [2, null],
    [100, null],
    [101, 'Name must be 100 characters or fewer (it has 101)'],
  ])('%i characters -> %s', (length, expected) => {
    expect(nameProblem(repeat(length), CREATE_NAME_CHARS)).toBe(expected);
    expect(nameProblem(repeat(length), BATCH_NAME_CHARS)).toBe(expected);
  });

  it.each([...'&-,. åäöÅÄÖ'])('create set allows %j', (ch) => {
    expect(nameProblem(`ab${ch}cd`, CREATE_NAME_CHARS)).toBeNull();
  });

  it.each([...'()&-,./"+ åäöÅÄÖ'])('batch set allows %j', (ch) => {
    expect(nameProblem(`ab${ch}cd`, BATCH_NAME_CHARS)).toBeNull();
  });

  it.each([...'()/"+'])('create set refuses %j, which the batch set allows', (ch) => {
    expect(nameProblem(`ab${ch}cd`, CREATE_NAME_CHARS)).toBe(`Name may not contain: ${ch}`);
  });

  it('allows every ASCII letter and digit in both sets', () => {
    const all = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    expect(nameProblem(all, CREATE_NAME_CHARS)).toBeNull();
    expect(nameProblem(all, BATCH_NAME_CHARS)).toBeNull();
  });

  it.each([
    ['Printer_1', '_'],
    ['me@home', '@'],
    ['Café', 'é'],
    ['Party 🎉', '🎉'],
    ['Tab\there', 'tab'],
    ['Line\nbreak', 'line break'],
    ['Time 10:30', ':'],
  ])('%j is refused naming %j', (value, named) => {
    expect(nameProblem(value, CREATE_NAME_CHARS)).toBe(`Name may not contain: ${named}`);
    expect(nameProblem(value, BATCH_NAME_CHARS)).toBe(`Name may not contain: ${named}`);
  });

  it('names each offending character once, in order of appearance', () => {
    expect(nameProblem('a_b@c_d@', CREATE_NAME_CHARS)).toBe('Name may not contain: _ @');
  });

  it('update uses the batch set (docs/decisions.md)', () => {
    expect(UPDATE_NAME_CHARS).toBe(BATCH_NAME_CHARS);
    expect(nameProblem('Printer (2nd floor) / A+B', UPDATE_NAME_CHARS)).toBeNull();
  });

  it('does not trim: leading space counts, stray tab is named', () => {
    expect(nameProblem(' a', CREATE_NAME_CHARS)).toBeNull();
    expect(nameProblem('\tab', CREATE_NAME_CHARS)).toBe('Name may not contain: tab');
  });
});

describe('description', () => {
  it.each([
    [0, null],
    [200, null],
    [201, 'Description must be 200 characters or fewer (it has 201)'],
  ])('%i characters -> %s', (length, expected) => {
    expect(descriptionProblem(repeat(length), CREATE_NAME_CHARS)).toBe(expected);
    expect(descriptionProblem(repeat(length), null)).toBe(expected);
  });

  it('create checks the name set; batch (null set) checks length only', () => {
    expect(descriptionProblem('Room #4', CREATE_NAME_CHARS)).toBe('Description may not contain: #');
    expect(descriptionProblem('Room #4 @ HQ_1', null)).toBeNull();
  });
});

describe('tag', () => {
  it.each([
    [1, 'Tag must be at least 2 characters'],
    [2, null],
    [30, null],
    [31, 'Tag must be 30 characters or fewer (it has 31)'],
  ])('%i characters -> %s', (length, expected) => {
    expect(tagProblem(repeat(length))).toBe(expected);
  });

  it('allows ":" in a tag, which a name may not contain', () => {
    expect(tagProblem('floor:2')).toBeNull();
    expect(nameProblem('floor:2', BATCH_NAME_CHARS)).toBe('Name may not contain: :');
  });

  it.each([...'()&-,./"+: åäöÅÄÖ'])('allows %j', (ch) => {
    expect(tagProblem(`x${ch}y`)).toBeNull();
  });

  it.each([
    ['a_b', '_'],
    ['a@b', '@'],
    ['é!', 'é !'],
  ])('%j is refused naming %j', (value, named) => {
    expect(tagProblem(value)).toBe(`Tag may not contain: ${named}`);
  });

  it('keeps duplicates once, case-insensitively, first spelling wins', () => {
    expect(dedupeTags([{ value: 'Lobby' }, { value: 'lobby' }, { value: 'Bar' }])).toEqual([
      { value: 'Lobby' },
      { value: 'Bar' },
    ]);
  });
});

describe('describeCharacter', () => {
  it('names invisible characters and shows visible ones', () => {
    expect(describeCharacter('\t')).toBe('tab');
    expect(describeCharacter('\u00a0')).toBe('non-breaking space');
    expect(describeCharacter('\u0007')).toBe('U+0007');
    expect(describeCharacter('#')).toBe('#');
    expect(describeCharacter('😀')).toBe('😀');
  });
});

describe('MAC', () => {
  it.each(['AA:BB:CC:DD:EE:FF', 'aa-bb-cc-dd-ee-ff', '00:11:22:33:44:55', 'aA:bB:cC:dD:eE:fF'])(
    'accepts %s',
    (mac) => expect(macProblem(mac)).toBeNull(),
  );

  it.each([
    'AA:BB:CC:DD:EE',
    'AA:BB:CC:DD:EE:FF:00',
    'AABBCCDDEEFF',
    'GG:BB:CC:DD:EE:FF',
    ' AA:BB:CC:DD:EE:FF',
    'aabb.ccdd.eeff',
  ])('refuses %j', (mac) => expect(macProblem(mac)).toMatch(/like AA:BB:CC:DD:EE:FF/));

  it('explains mixed separators', () => {
    expect(macProblem('AA:BB-CC:DD:EE:FF')).toMatch(/mixes ":" and "-"/);
  });

  it('canonical form is upper case with colons', () => {
    expect(canonicalMac('aa-bb-cc-dd-ee-0f')).toBe('AA:BB:CC:DD:EE:0F');
  });
});

describe('dates', () => {
  it.each([
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-5', false],
    ['26-01-05', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('says why a date is refused', () => {
    expect(dateProblem('2026-02-29')).toBe('Expiry date 2026-02-29 is not a real date');
    expect(dateProblem('31/12/2026')).toBe('Enter the expiry date as YYYY-MM-DD, like 2026-12-31');
  });

  it('expiry must be strictly after today', () => {
    expect(expiryProblem('2026-11-22', '2026-11-21')).toBeNull();
    expect(expiryProblem('2026-11-21', '2026-11-21')).toMatch(/must be after today \(2026-11-21\)/);
    expect(expiryProblem('2026-11-20', '2026-11-21')).toMatch(/after today/);
  });

  it('today follows the organization time zone', () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    expect(todayIn('Europe/Stockholm', lateEvening)).toBe('2026-11-22');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-21');
  });

  it('the last day of access is the day before the expiry date', () => {
    expect(lastDayOfAccess('2026-12-31')).toBe('2026-12-30');
    expect(lastDayOfAccess('2028-03-01')).toBe('2028-02-29');
    expect(lastDayOfAccess('2027-01-01')).toBe('2026-12-31');
  });
});

describe('UUID', () => {
  it('accepts any version in either case and refuses other strings', () => {
    expect(isUuid('5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('5F0C6D2E-8A41-4B7E-9C3D-1A2B3C4D5E6F')).toBe(true);
    expect(isUuid('5f0c6d2e8a414b7e9c3d1a2b3c4d5e6f')).toBe(false);
    expect(isUuid('5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6')).toBe(false);
  });
});

describe('email shapes', () => {
  it.each([
    ['alice@acme.com', 'address'],
    ['first.last+tag@mail.acme.co.uk', 'address'],
    ['*@acme.com', 'domain-pattern'],
    ['*@*.acme.com', 'subdomain-pattern'],
    ['ALICE@ACME.COM', 'address'],
    ['alice@acme', null],
    ['alice', null],
    ['@acme.com', null],
    ['a*@acme.com', null],
    ['*@*acme.com', null],
    ['*@*.*.acme.com', null],
    ['alice@@acme.com', null],
    ['al ice@acme.com', null],
    ['alice@-acme.com', null],
    ['alice..b@acme.com', null],
    ['*@acme.c', null],
  ])('%s is %s', (value, shape) => {
    expect(emailShape(value)).toBe(shape);
  });
});

describe('internationalised emails (IDN domains, RFC 6531 local parts)', () => {
  it.each([
    ['åsa@exempel-åäö.se', 'address'],
    ['ÅSA@EXEMPEL-ÅÄÖ.SE', 'address'],
    ['björn.öberg+wifi@kök.exempel.se', 'address'],
    ['user@xn--exempel--8za.se', 'address'],
    ['user@exempel.xn--p1ai', 'address'],
    ['user@exempel.XN--P1AI', 'address'],
    ['иван@пример.рф', 'address'],
    ['用户@例子.中国', 'address'],
    ['राम@उदाहरण.भारत', 'address'],
    ['a\u030asa@exempel.se', 'address'],
    ['*@exempel-åäö.se', 'domain-pattern'],
    ['*@*.exempel-åäö.se', 'subdomain-pattern'],
  ])('accepts %s as %s', (value, shape) => {
    expect(emailShape(value)).toBe(shape);
    expect(emailProblem(value)).toBeNull();
  });

  it.each([
    ['ås a@exempel.se', 'it contains a space'],
    ['åsa@exempel.se\u00a0', 'it contains a space'],
    ['å\u200bsa@exempel.se', 'it contains an invisible or control character (zero-width space)'],
    ['åsa@exem\u202epel.se', 'it contains an invisible or control character (U+202E)'],
    ['åsa\u200d@exempel.se', 'it contains an invisible or control character (U+200D)'],
    ['åsa\u0007@exempel.se', 'it contains an invisible or control character (U+0007)'],
    ['åsa@exempel@åäö.se', 'it has more than one @'],
    ['å..sa@exempel.se', 'two dots stand together before the @'],
    ['.åsa@exempel.se', 'the part before the @ may not begin or end with a dot'],
    ['åsa.@exempel.se', 'the part before the @ may not begin or end with a dot'],
    ['åsa😀@exempel.se', 'the part before the @ may not contain: 😀'],
    ['«åsa@exempel.se', 'the part before the @ may not contain: «'],
    ['åsa@exempel..se', '"exempel..se" is not a domain like acme.com'],
    ['åsa@.exempel.se', '".exempel.se" is not a domain like acme.com'],
    ['åsa@exempel.se.', '"exempel.se." is not a domain like acme.com'],
    ['åsa@-åäö.se', '"-åäö.se" is not a domain like acme.com'],
    ['åsa@åäö-.se', '"åäö-.se" is not a domain like acme.com'],
    ['åsa@åäö.s', '"åäö.s" is not a domain like acme.com'],
    ['åsa@åäö.s3', '"åäö.s3" is not a domain like acme.com'],
    ['åsa@åäö.😀😀', '"åäö.😀😀" is not a domain like acme.com'],
    ['åsa@\u0308åäö.se', '"\u0308åäö.se" is not a domain like acme.com'],
    [`${'å'.repeat(33)}@exempel.se`, 'the part before the @ is too long'],
  ])('refuses %j: %s', (value, reason) => {
    expect(emailShape(value)).toBeNull();
    expect(emailProblem(value)).toContain(`: ${reason}`);
  });

  it('counts the local part in UTF-8 octets (64) and a label in characters (63)', () => {
    expect(emailShape(`${'å'.repeat(32)}@exempel.se`)).toBe('address');
    expect(isDomain(`${'å'.repeat(63)}.se`)).toBe(true);
    expect(isDomain(`${'å'.repeat(64)}.se`)).toBe(false);
  });

  it('compares in Unicode lower case, composed and decomposed alike', () => {
    expect(emailKey(' ÅSA@EXEMPEL-ÅÄÖ.SE ')).toBe('åsa@exempel-åäö.se');
    expect(emailKey('A\u030aSA@exempel.se')).toBe(emailKey('åsa@exempel.se'));
    expect(emailCovers('Åsa@Exempel-ÅÄÖ.se', 'åsa@exempel-åäö.se')).toBe(true);
    expect(emailCovers('*@EXEMPEL-ÅÄÖ.SE', 'åsa@exempel-åäö.se')).toBe(true);
    expect(emailCovers('*@*.exempel-åäö.se', 'Örjan@Kök.EXEMPEL-ÅÄÖ.se')).toBe(true);
    expect(emailCovers('*@*.exempel-åäö.se', 'örjan@exempel-åäö.se')).toBe(false);
    // As the server compares: a punycode spelling is another entry, not the same one.
    expect(emailCovers('*@xn--exempel--8za.se', 'åsa@exempel-å.se')).toBe(false);
  });

  // Letters whose upper case lowers back to themselves (not ß, ς, ı, İ).
  const letter = fc.constantFrom(...'abcxyzåäöéüçñøæαβγδжиклмнрфאבגमनरकखアイウ中文字例'.split(''));
  const word = fc.array(letter, { minLength: 1, maxLength: 10 }).map((l) => l.join(''));
  const address = fc
    .tuple(
      // A local part within the rule's 64 UTF-8 octets (three-octet letters make 64 quickly).
      fc
        .array(word, { minLength: 1, maxLength: 3 })
        .map((words) => words.join('.'))
        .filter((local) => new TextEncoder().encode(local).length <= 64),
      fc.array(word, { minLength: 1, maxLength: 3 }),
      fc.array(letter, { minLength: 2, maxLength: 6 }).map((l) => l.join('')),
    )
    .map(([local, domain, top]) => `${local}@${[...domain, top].join('.')}`);

  it('accepts letters of any script in both parts, and covers them in any case', () => {
    fc.assert(
      fc.property(address, (value) => {
        expect(emailShape(value)).toBe('address');
        expect(emailCovers(value.toUpperCase(), value)).toBe(true);
        const domain = value.slice(value.indexOf('@') + 1);
        expect(emailCovers(`*@${domain.toUpperCase()}`, value)).toBe(true);
      }),
    );
  });

  it('refuses any of them with a space, control, invisible or bidi character inside', () => {
    const hidden = fc.constantFrom(
      ' ',
      '\t',
      '\u0000',
      '\u00a0',
      '\u00ad',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u200e',
      '\u202e',
      '\u2066',
      '\ufeff',
      '\u3000',
    );
    fc.assert(
      fc.property(address, hidden, fc.nat(), (value, ch, at) => {
        const index = at % (value.length + 1);
        expect(emailShape(value.slice(0, index) + ch + value.slice(index))).toBeNull();
      }),
    );
  });
});

describe('emailCovers', () => {
  it.each([
    ['alice@acme.com', 'alice@acme.com', true],
    ['alice@acme.com', 'ALICE@Acme.com', true],
    ['alice@acme.com', 'bob@acme.com', false],
    ['*@acme.com', 'bob@acme.com', true],
    ['*@ACME.com', 'Bob@acme.COM', true],
    ['*@acme.com', 'bob@sub.acme.com', false],
    ['*@acme.com', 'bob@notacme.com', false],
    ['*@*.acme.com', 'x@sub.acme.com', true],
    ['*@*.acme.com', 'x@deep.sub.acme.com', true],
    ['*@*.acme.com', 'x@acme.com', false],
    ['*@*.acme.com', 'x@subacme.com', false],
    ['*@acme.com', '*@acme.com', false],
    [' alice@acme.com ', 'alice@acme.com', true],
  ])('%s covers %s: %s', (entry, address, expected) => {
    expect(emailCovers(entry, address)).toBe(expected);
  });
});

describe('path IDs', () => {
  it.each([
    ['demo-org', null],
    ['5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f', null],
    ['', 'Enter the Organization ID'],
    ['.', 'Organization ID may not be "."'],
    ['..', 'Organization ID may not be ".."'],
    ['...', null],
    [' demo', 'Organization ID may not contain: space'],
    ['a/b/c', 'Organization ID may not contain: /'],
    ['a%2Fb', 'Organization ID may not contain: %'],
    ['a?b#c\\d\te', 'Organization ID may not contain: ? # \\ tab'],
  ])('%j -> %s', (value, expected) => {
    expect(pathIdProblem(value, 'Organization ID')).toBe(expected);
  });
});
