import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldPath, parseFieldPath } from '../../../src/api/field-path.ts';
import { firstAndMore } from '../../../src/api/wording.ts';

describe('fieldPath', () => {
  it("spells zod paths as the API does: 'tags[1].value', '' for the body", () => {
    expect(fieldPath(['tags', 1, 'value'])).toBe('tags[1].value');
    expect(fieldPath(['whitelistings', 3, 'mac'])).toBe('whitelistings[3].mac');
    expect(fieldPath(['mac'])).toBe('mac');
    expect(fieldPath([])).toBe('');
  });
});

describe('parseFieldPath', () => {
  it('reads both spellings a server may use', () => {
    expect(parseFieldPath('tags[1].value')).toEqual(['tags', 1, 'value']);
    expect(parseFieldPath('tags.1.value')).toEqual(['tags', 1, 'value']);
    expect(parseFieldPath(' mac ')).toEqual(['mac']);
  });

  it('refuses text that is no path', () => {
    for (const text of ['', '[1]', 'a..b', 'a b', 'a[x]', '.a', 'a.']) {
      expect(parseFieldPath(text)).toBeNull();
    }
  });

  it('reads back every path fieldPath writes', () => {
    const name = fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,8}$/);
    const path = fc.tuple(name, fc.array(fc.oneof(name, fc.nat(99)), { maxLength: 4 }));
    fc.assert(
      fc.property(path, ([first, rest]) => {
        const segments = [first, ...rest];
        expect(parseFieldPath(fieldPath(segments))).toEqual(segments);
      }),
    );
  });
});

describe('firstAndMore', () => {
  it('names the first few and counts the rest', () => {
    expect(firstAndMore(['a', 'b'], 5)).toBe('a; b');
    expect(firstAndMore(['a', 'b', 'c', 'd'], 2)).toBe('a; b; and 2 more');
    expect(firstAndMore(['a', 'b', 'c'], 2, ', ')).toBe('a, b, and 1 more');
    expect(firstAndMore([], 2)).toBe('');
  });
});
