// Nothing freezes (issue: "a line with 50,000 cells, a 5 MB single line, a 20 MB file, 100,000
// lines of command output") and the parse never throws. Its time grows linearly with the text:
// scale.timing.test.ts; the budgets themselves are benchmarks (scripts/bench.ts), not tests.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { macFacts, normalizeMac } from '../../../src/api/normalize.ts';
import { understoodSentence } from '../../../src/features/batch/preview/understood-words.ts';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';
import { COLUMNS_KEPT } from '../../../src/recognise/types.ts';
import { benchMac, ciscoMacTableText, dnsmasqLeaseText } from '../../support/bench-input.ts';
import { speak } from '../../support/i18n.tsx';
import { structuredText } from '../../support/list-pieces.ts';

// The sentence the preview makes of a list is in English here.
beforeAll(() => speak('en'));

const LONG = 120_000;

describe('recogniseList: large inputs', () => {
  it('a line of 50,000 cells: the mapping keeps 50 columns plus the MAC and name, and counts the rest', () => {
    const headings = Array.from({ length: 50_000 }, (_, i) =>
      i === 30_000 ? 'MAC address' : i === 40_000 ? 'Device name' : `Field ${i}`,
    );
    const row = (mac: string, name: string) =>
      headings.map((_, i) => (i === 30_000 ? mac : i === 40_000 ? name : `v${i}`)).join(',');
    const text = [
      headings.join(','),
      row('00:1b:63:84:bb:d7', 'Printer'),
      row('3c:22:fb:12:34:56', 'Kiosk'),
    ].join('\n');
    const list = recogniseList(text);
    expect(list.family).toBe('table');
    expect(list.columnCount).toBe(COLUMNS_KEPT + 2);
    expect(list.columnsOmitted).toBe(50_000 - COLUMNS_KEPT - 2);
    expect(list.headers.slice(-2)).toEqual(['MAC address', 'Device name']);
    expect(list.rows.map((r) => [r.mac, r.cells[list.roles.indexOf('name')]])).toEqual([
      ['00:1B:63:84:BB:D7', 'Printer'],
      ['3C:22:FB:12:34:56', 'Kiosk'],
    ]);
    for (const r of list.rows) expect(r.cells).toHaveLength(COLUMNS_KEPT + 2);
  });

  it('a 5 MB single line of text without a MAC', () => {
    const text = 'The quick brown fox, 2024-06-03 10:32; fe80::1 deadbeef. '.repeat(90_000);
    expect(text.length).toBeGreaterThan(5_000_000);
    const list = recogniseList(text);
    expect(list.family).toBe('none');
    expect(list.leftOut.lines[0]?.text).toHaveLength(300);
  });

  it('a 5 MB single line of MACs: one row each', () => {
    const count = 280_000;
    const text = Array.from({ length: count }, (_, i) => benchMac('00:1b:63', i)).join(', ');
    expect(text.length).toBeGreaterThan(5_000_000);
    const list = recogniseList(text);
    expect(list.kind).toBe('mac-list');
    expect(list.rows).toHaveLength(count);
    expect(list.rows[count - 1]?.mac).toBe(benchMac('00:1b:63', count - 1).toUpperCase());
  });

  it(
    'a 20 MB lease file',
    () => {
      const text = dnsmasqLeaseText(330_000);
      expect(text.length).toBeGreaterThan(20_000_000);
      const list = recogniseList(text);
      expect(list.kind).toBe('dhcp-leases');
      expect(list.rows).toHaveLength(330_000);
    },
    LONG,
  );

  it(
    '100,000 lines of command output',
    () => {
      const list = recogniseList(ciscoMacTableText(100_000));
      expect(list.family).toBe('command');
      expect(list.rows).toHaveLength(100_000);
      // The prompt, the title and its rule, the total.
      expect(list.leftOut.count).toBe(4);
    },
    LONG,
  );
});

// --- Never throws ---------------------------------------------------------------------------

const anyText = fc.oneof(structuredText, fc.string({ unit: 'binary', maxLength: 400 }));

describe('recogniseList: properties', () => {
  it('never throws, and what it gives keeps the contract', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const list = recogniseList(text);
        expect(list.notes.some((note) => note.kind === 'unreadable')).toBe(false);
        const lines = text.split(/\r\n|\r|\n/).length;
        expect(list.roles).toHaveLength(list.columnCount);
        const mac = list.roles.indexOf('mac');
        const name = list.roles.indexOf('name');
        // A device is one row per name it is given: lines that agree are merged into one row,
        // a line that names it otherwise stays a row of its own (a duplicate to choose from).
        const seen = new Set<string>();
        for (const row of list.rows) {
          expect(row.line).toBeGreaterThanOrEqual(1);
          expect(row.line).toBeLessThanOrEqual(lines);
          expect(row.cells.length).toBeLessThanOrEqual(list.columnCount);
          // The MAC cell holds the MAC as written: check-rows reads it to the row's MAC, or finds
          // none in it when the row is one to fix (mac '').
          expect(row.cells[mac]).toBe(row.macText);
          const written = normalizeMac(row.macText);
          expect(written.ok ? written.value : '').toBe(row.mac);
          if (row.mac === '') continue;
          const facts = macFacts(row.mac);
          expect(facts.broadcast || facts.multicast || facts.allZero).toBe(false);
          const device = `${row.mac} ${name < 0 ? '' : (row.cells[name] ?? '')}`;
          expect(seen.has(device)).toBe(false);
          seen.add(device);
        }
        expect(understoodSentence(list)).toMatch(/\.$/);
      }),
      { numRuns: 1500 },
    );
  });
});
