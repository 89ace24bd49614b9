import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  renderedIndexes,
  rowEdges,
  scrollTarget,
  visibleRange,
} from '../../../../src/ui/data-grid/virtual-rows.ts';

/** `count` rows of `size` px. */
const even = (count: number, size = 52) => rowEdges(count, () => size);

describe('rowEdges', () => {
  it('sums the heights: row i spans edges[i] to edges[i + 1]', () => {
    const sizes = [52, 60, 40];
    expect([...rowEdges(3, (i) => sizes[i] ?? 0)]).toEqual([0, 52, 112, 152]);
    expect([...rowEdges(0, () => 52)]).toEqual([0]);
  });

  it('stays cheap for 100,000 rows', () => {
    const edges = even(100_000);
    expect(edges[100_000]).toBe(5_200_000);
    expect(visibleRange(edges, { top: 2_600_000, height: 640, margin: 0 })).toEqual({
      startIndex: 50_000,
      endIndex: 50_012,
    });
  });
});

describe('visibleRange', () => {
  it('is the rows the viewport shows, a row cut by either edge included', () => {
    const edges = even(100);
    expect(visibleRange(edges, { top: 0, height: 640, margin: 0 })).toEqual({
      startIndex: 0,
      endIndex: 12,
    });
    // A row ending exactly at the viewport's top is out; one starting at its bottom is out.
    expect(visibleRange(edges, { top: 52, height: 520, margin: 0 })).toEqual({
      startIndex: 1,
      endIndex: 10,
    });
    expect(visibleRange(edges, { top: 53, height: 520, margin: 0 })).toEqual({
      startIndex: 1,
      endIndex: 11,
    });
  });

  it('places the rows below the scroll margin (the caption and header)', () => {
    const edges = even(100);
    expect(visibleRange(edges, { top: 0, height: 640, margin: 100 })).toEqual({
      startIndex: 0,
      endIndex: 10,
    });
    expect(visibleRange(edges, { top: 100 + 52 * 20, height: 640, margin: 100 })).toEqual({
      startIndex: 20,
      endIndex: 32,
    });
    // A header taller than the viewport: row 0 still counts, so something renders.
    expect(visibleRange(edges, { top: 0, height: 80, margin: 100 })).toEqual({
      startIndex: 0,
      endIndex: 0,
    });
  });

  it('reads a position past the end (the list just shrank) as the end', () => {
    const edges = even(20);
    const end = { startIndex: 8, endIndex: 19 };
    expect(visibleRange(edges, { top: 52 * 20 - 600, height: 600, margin: 0 })).toEqual(end);
    expect(visibleRange(edges, { top: 50_000, height: 600, margin: 0 })).toEqual(end);
    // Fewer rows than fill the viewport: all of them.
    expect(visibleRange(even(3), { top: 400, height: 600, margin: 30 })).toEqual({
      startIndex: 0,
      endIndex: 2,
    });
  });

  it('is null with no rows or no viewport', () => {
    expect(visibleRange(even(0), { top: 0, height: 640, margin: 0 })).toBeNull();
    expect(visibleRange(even(10), { top: 0, height: 0, margin: 0 })).toBeNull();
  });

  it('covers exactly the rows that intersect the viewport, for any heights and position', () => {
    const size = fc.oneof(
      fc.integer({ min: 1, max: 300 }),
      fc.double({ min: 1, max: 300, noNaN: true }),
    );
    // Anywhere the scroller can be, or exactly where a row starts (the boundaries).
    const place = fc.oneof(
      fc.record({ fraction: fc.double({ min: 0, max: 1, noNaN: true }) }),
      fc.record({ edge: fc.nat() }),
    );
    fc.assert(
      fc.property(
        fc.array(size, { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.oneof(fc.integer({ min: 1, max: 2000 }), fc.double({ min: 1, max: 2000, noNaN: true })),
        place,
        (sizes, margin, height, at) => {
          const edges = rowEdges(sizes.length, (i) => sizes[i] ?? 0);
          const maxTop = Math.max((edges[sizes.length] ?? 0) + margin - height, 0);
          const top =
            'edge' in at
              ? Math.min(margin + (edges[at.edge % edges.length] ?? 0), maxTop)
              : at.fraction * maxTop;
          const from = top - margin;
          const shown = sizes.flatMap((_, i) =>
            (edges[i] ?? 0) < from + height && (edges[i + 1] ?? 0) > from ? [i] : [],
          );
          const range = visibleRange(edges, { top, height, margin });
          if (shown.length === 0) {
            // Only a viewport wholly above the rows shows none of them.
            expect(from + height).toBeLessThanOrEqual(0);
            expect(range).toEqual({ startIndex: 0, endIndex: 0 });
          } else {
            expect(range).toEqual({ startIndex: shown[0], endIndex: shown[shown.length - 1] });
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('renderedIndexes', () => {
  it('adds the overscan either side, within the rows', () => {
    expect(renderedIndexes({ startIndex: 10, endIndex: 12 }, 100, 2, null)).toEqual([
      8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(renderedIndexes({ startIndex: 0, endIndex: 2 }, 4, 8, null)).toEqual([0, 1, 2, 3]);
    expect(renderedIndexes(null, 100, 8, 5)).toEqual([]);
  });

  it('keeps the extra row (the tab stop) in order, wherever it is', () => {
    const range = { startIndex: 50, endIndex: 51 };
    expect(renderedIndexes(range, 100, 1, 3)).toEqual([3, 49, 50, 51, 52]);
    expect(renderedIndexes(range, 100, 1, 99)).toEqual([49, 50, 51, 52, 99]);
    expect(renderedIndexes(range, 100, 1, 52)).toEqual([49, 50, 51, 52]);
    // Past the rows (the list just shrank): left out.
    expect(renderedIndexes(range, 100, 1, 100)).toEqual([49, 50, 51, 52]);
  });
});

describe('scrollTarget', () => {
  // 100 rows of 52 px below a 100 px caption and header, of which 40 px is the sticky header.
  const edges = even(100);
  const at = (top: number) => ({
    top,
    height: 520,
    margin: 100,
    paddingStart: 40,
    maxTop: 100 + 5200 - 520,
  });

  it('leaves a row that is wholly in view where it is', () => {
    expect(scrollTarget(edges, 5, 'auto', at(100))).toBeNull();
  });

  it('brings a row from below to the bottom, and one from above to just below the header', () => {
    expect(scrollTarget(edges, 20, 'auto', at(100))).toEqual({
      top: 100 + 52 * 21 - 520,
      align: 'end',
    });
    expect(scrollTarget(edges, 3, 'auto', at(2000))).toEqual({
      top: 100 + 52 * 3 - 40,
      align: 'start',
    });
    // Partly under the sticky header counts as out of view.
    expect(scrollTarget(edges, 10, 'auto', at(100 + 52 * 10 - 20))).toEqual({
      top: 100 + 52 * 10 - 40,
      align: 'start',
    });
  });

  it('takes the last row to the scroller end, and never goes past either end', () => {
    expect(scrollTarget(edges, 99, 'auto', at(0))).toEqual({ top: 100 + 5200 - 520, align: 'end' });
    expect(scrollTarget(edges, 0, 'start', at(3000))).toEqual({ top: 60, align: 'start' });
    expect(scrollTarget(edges, 0, 'start', { ...at(3000), paddingStart: 200 })).toEqual({
      top: 0,
      align: 'start',
    });
    expect(scrollTarget(edges, 500, 'auto', at(0))?.top).toBe(100 + 5200 - 520);
    expect(scrollTarget(even(0), 0, 'auto', at(0))).toBeNull();
  });

  it('leaves any row wholly visible below the header, moving only when it must', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 20, max: 120 }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 300, max: 1200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(),
        (sizes, caption, header, height, at, pick) => {
          const edges = rowEdges(sizes.length, (i) => sizes[i] ?? 0);
          const margin = caption + header;
          const maxTop = Math.max((edges[sizes.length] ?? 0) + margin - height, 0);
          const top = Math.round(at * maxTop);
          const index = pick % sizes.length;
          const view = { top, height, margin, paddingStart: header, maxTop };
          const target = scrollTarget(edges, index, 'auto', view);
          const to = target?.top ?? top;
          expect(to).toBeGreaterThanOrEqual(0);
          expect(to).toBeLessThanOrEqual(maxTop);
          expect(margin + (edges[index] ?? 0)).toBeGreaterThanOrEqual(to + header);
          expect(margin + (edges[index + 1] ?? 0)).toBeLessThanOrEqual(to + height);
        },
      ),
      { numRuns: 500 },
    );
  });
});
