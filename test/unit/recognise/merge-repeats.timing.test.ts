// mergeRepeats' time grows linearly with the rows: 8 times the rows take about 8 times as long,
// where quadratic work shows as 64 times. Run alone, after the other tests
// (test/support/linear-time.ts); what it merges and reports is in merge-repeats.test.ts.
import { expect, it } from 'vitest';
import { mergeRepeats } from '../../../src/recognise/merge-repeats.ts';
import { draftRow } from '../../../src/recognise/scan.ts';
import { LAYOUT } from '../../support/merge-layout.ts';

const A = '00:1B:63:00:00:01';

it('mergeRepeats: time grows linearly: one MAC under 100,000 names, or 100,000 descriptions', () => {
  const rows = (n: number, cells: (i: number) => string[]) =>
    Array.from({ length: n }, (_, i) => draftRow(i + 1, cells(i), A, A));
  // The fastest of five rounds, each on rows of its own (outside the time).
  const time = (n: number) => {
    let best = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 5; round++) {
      const names = rows(n, (i) => [A, `host ${i}`, '', '']);
      const descriptions = rows(n, (i) => [A, 'tv', `desk ${i}`, '']);
      const start = performance.now();
      mergeRepeats(names, LAYOUT);
      mergeRepeats(descriptions, LAYOUT);
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };
  time(1_000);
  expect(time(100_000) / Math.max(time(12_500), 2)).toBeLessThan(30);
}, 60_000);
