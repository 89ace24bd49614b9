import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepEqual, getIn, setIn, unsetIn } from '../../../../src/ui/form/tree.ts';

/** A path of 1-4 segments, names or list indexes: 'a', 'tags.1', 'x.0.y'. */
const path = fc
  .array(fc.oneof(fc.constantFrom('a', 'b', 'tags', 'expiry'), fc.nat(3).map(String)), {
    minLength: 1,
    maxLength: 4,
  })
  .filter((segments) => !/^\d+$/.test(segments[0] ?? ''))
  .map((segments) => segments.join('.'));
const leaf = fc.oneof(fc.string(), fc.boolean(), fc.integer());

describe('setIn and getIn', () => {
  it('reads back what was put, leaves the tree given as it was and shares what it did not touch', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(path, leaf), { maxLength: 5 }), path, leaf, (puts, at, v) => {
        const tree = puts.reduce((built, [p, value]) => setIn(built, p, value), {});
        const before = structuredClone(tree);
        const next = setIn(tree, at, v);
        expect(getIn(next, at)).toBe(v);
        expect(tree).toEqual(before);
      }),
    );
  });

  it('makes a list where the next segment is an index, an object elsewhere', () => {
    const tree = setIn({}, 'tags.1.value', 'desk');
    expect(Array.isArray(getIn(tree, 'tags'))).toBe(true);
    expect(getIn(tree, 'tags.1')).toEqual({ value: 'desk' });
    const untouched = { other: { deep: 1 } };
    const next = setIn({ ...untouched, mac: '' }, 'mac', 'AA');
    expect(next.other).toBe(untouched.other);
  });

  it("keeps a list's own keys (its root error) when an item changes", () => {
    const tags = Object.assign([undefined, { type: 'too_small' }], { root: { type: 'too_big' } });
    const next = setIn({ tags }, 'tags.0', { type: 'custom' });
    expect(getIn(next, 'tags.root')).toEqual({ type: 'too_big' });
    expect(getIn(next, 'tags.1')).toEqual({ type: 'too_small' });
  });
  it("keeps a sparse list's holes, so it equals the list it was copied from", () => {
    const tags: string[] = [];
    tags[1] = 'x';
    const next = setIn({ tags }, 'tags.1', 'x');
    expect(0 in (next.tags as string[])).toBe(false);
    expect(deepEqual(next, { tags })).toBe(true);
  });
});

describe('unsetIn', () => {
  it('removes the path, and whatever it leaves empty, from a copy', () => {
    fc.assert(
      fc.property(path, leaf, (at, v) => {
        const tree = setIn({ keep: 1 }, at, v);
        const next = unsetIn(tree, at);
        expect(getIn(next, at)).toBeUndefined();
        expect(getIn(tree, at)).toBe(v);
        // Only `keep` is left: every node the path made went with it.
        expect(next).toEqual({ keep: 1 });
      }),
    );
  });

  it('keeps the siblings of what it removes', () => {
    const tree = { expiry: { days: { type: 'a' }, date: { type: 'b' } } };
    expect(unsetIn(tree, 'expiry.days')).toEqual({ expiry: { date: { type: 'b' } } });
    expect(unsetIn(tree, 'nothing.here')).toBe(tree);
  });
});

/** JSON with each object's keys sorted: equal text, equal values (key order aside). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, node: unknown) =>
    typeof node === 'object' && node !== null && !Array.isArray(node)
      ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => (a < b ? -1 : 1)))
      : node,
  );
}
// Through JSON text, so that -0 is 0 as a form's values would be.
const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown);

describe('deepEqual', () => {
  it('is true for the same plain values built apart, and false for any difference', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(deepEqual(a, structuredClone(a))).toBe(true);
        expect(deepEqual(a, b)).toBe(deepEqual(b, a));
        expect(deepEqual(a, b)).toBe(canonical(a) === canonical(b));
      }),
    );
    // Small values often differ by one key or one item only.
    fc.assert(
      fc.property(json, fc.string(), (a, key) => {
        expect(deepEqual({ [key]: a }, { [key]: [a] })).toBe(false);
      }),
    );
    expect(deepEqual(['a'], { 0: 'a' })).toBe(false);
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(false);
  });
});
