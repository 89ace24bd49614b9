// Issue 7.3 (docs/decisions.md "Text"): every field rule refuses lone surrogates and NUL, in words
// a person understands, before any other check; well-formed text outside the BMP passes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BATCH_NAME_CHARS,
  characterCount,
  CREATE_NAME_CHARS,
  dateProblem,
  disallowedCharacters,
  descriptionProblem,
  emailProblem,
  macProblem,
  nameProblem,
  onlyAllowed,
  pathIdProblem,
  TAG_CHARS,
  tagProblem,
  textProblem,
  uuidProblem,
} from '../../../src/api/rules.ts';

const broken = (label: string) =>
  `${label} contains a broken character (an unpaired surrogate); retype it`;
const nul = (label: string) => `${label} may not contain the NUL character`;

describe('textProblem', () => {
  it.each([
    ['\ud800', 'high half alone'],
    ['ab\udc00', 'low half alone'],
    ['\udc00\ud800', 'halves in the wrong order'],
    ['x\ud83d', 'high half at the end'],
  ])('refuses %j (%s)', (value) => {
    expect(textProblem(value, 'Name')).toBe(broken('Name'));
  });

  it('refuses NUL', () => {
    expect(textProblem('a\u0000b', 'Name')).toBe(nul('Name'));
  });

  it.each(['', 'plain', 'åäö', '😀 pair', '\u0001 other controls are for the character sets'])(
    'accepts %j',
    (value) => {
      expect(textProblem(value, 'Name')).toBeNull();
    },
  );
});

describe('every field rule checks it first', () => {
  const lone = 'ab\ud800cd';
  const withNul = 'ab\u0000cd';
  it.each([
    ['name (create)', (v: string) => nameProblem(v, CREATE_NAME_CHARS), 'Name'],
    ['name (batch)', (v: string) => nameProblem(v, BATCH_NAME_CHARS), 'Name'],
    [
      'description (create)',
      (v: string) => descriptionProblem(v, CREATE_NAME_CHARS),
      'Description',
    ],
    ['description (batch, length only)', (v: string) => descriptionProblem(v, null), 'Description'],
    ['tag', (v: string) => tagProblem(v), 'Tag'],
    ['MAC', (v: string) => macProblem(v), 'MAC address'],
    ['date', (v: string) => dateProblem(v), 'Expiry date'],
    ['UUID', (v: string) => uuidProblem(v), 'ID'],
    ['email', (v: string) => emailProblem(v), 'Email'],
    ['path ID', (v: string) => pathIdProblem(v, 'Context ID'), 'Context ID'],
  ])('%s', (_field, problem, label) => {
    expect(problem(lone)).toBe(broken(label));
    expect(problem(withNul)).toBe(nul(label));
  });

  it('a batch description of 200 lone surrogates is refused, not counted as 200 characters', () => {
    expect(descriptionProblem('\ud800'.repeat(200), null)).toBe(broken('Description'));
  });
});

// The fast paths (one pattern per set, a count by code unit) read a text as the plain
// definitions do: code points, each disallowed character once, in order of appearance.
describe('characterCount and disallowedCharacters agree with their definitions', () => {
  const units = fc.constantFrom(
    ...'aZ09 åÖ&-,./"+():_é\t',
    '\u00a0',
    '\u202e',
    '\ud83d',
    '\ude00',
    '\ud83d\ude00',
    '\ud800\udc00',
  );
  const text = fc.array(units, { maxLength: 40 }).map((parts) => parts.join(''));

  it('counts code points', () => {
    fc.assert(fc.property(text, (value) => characterCount(value) === [...value].length));
  });

  it.each([
    ['create', CREATE_NAME_CHARS],
    ['batch', BATCH_NAME_CHARS],
    ['tag', TAG_CHARS],
  ])('finds what a look at every code point finds (%s set)', (_, set) => {
    fc.assert(
      fc.property(text, (value) => {
        const naive = [...new Set([...value].filter((ch) => !set.allowed.has(ch)))];
        expect(disallowedCharacters(value, set)).toEqual(naive);
        expect(onlyAllowed(value, set)).toBe(naive.length === 0);
      }),
    );
  });
});
