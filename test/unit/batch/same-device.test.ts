// Rows of one MAC: the check groups them and says which is used; choosing another excludes the
// rest, and the counts follow.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRows } from '../../../src/features/batch/check/check-rows.ts';
import {
  choiceSentence,
  chooseRow,
  rowsPhrase,
  usedRow,
} from '../../../src/features/batch/preview/same-device.ts';
import {
  emptySession,
  withExclusion,
} from '../../../src/features/batch/session/session-changes.ts';
import { parsedList } from '../../support/parsed-list.ts';
import { speak } from '../../support/i18n.tsx';

beforeAll(() => speak('en'));

const A = '00:1B:63:00:00:01';
const B = '00:1B:63:00:00:02';

const check = (macs: string[], excluded: number[] = []) => {
  const parsed = parsedList({ rows: macs.map((mac, i) => [mac, `Device ${i}`]) });
  return checkRows(parsed, {
    roles: parsed.roles,
    edits: {},
    excluded,
    extraTags: [],
    mode: 'batch',
  });
};

describe('the check: rows of one device', () => {
  it('groups every row of a MAC held by more than one, excluded ones too, and names the one used', () => {
    const result = check([A, B, A, 'not a mac', A], [0]);
    expect([...result.sameDevice]).toEqual([[A, { rows: [0, 2, 4], used: 2 }]]);
    expect(result.rows.map((row) => [row.status, row.duplicateOf, row.excluded])).toEqual([
      ['ready', null, true],
      ['ready', null, false],
      ['ready', null, false],
      ['invalid', null, false],
      ['duplicate', 3, false],
    ]);
  });

  it('has no device used when all its rows are excluded', () => {
    expect(check([A, A], [0, 1]).sameDevice.get(A)).toEqual({ rows: [0, 1], used: null });
  });
});

describe('chooseRow', () => {
  it('excludes the other rows of the device and takes this one back in', () => {
    const device = { rows: [0, 2, 4], used: 0 };
    expect(chooseRow(device, new Set([7]), 2)).toEqual([
      [0, true],
      [4, true],
    ]);
    expect(chooseRow(device, new Set([0, 2]), 0)).toEqual([
      [0, false],
      [4, true],
    ]);
    expect(usedRow(device, new Set([0]))).toBe(2);
    expect(usedRow(device, new Set([0, 2, 4]))).toBeNull();
  });

  it('makes the chosen row the one sent, with exact counts, and choosing back undoes it', () => {
    const macs = fc.array(fc.constantFrom(A, B, 'x'), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(macs, fc.nat(), fc.array(fc.nat(), { maxLength: 4 }), (list, pick, out) => {
        const excluded = [...new Set(out.map((i) => i % list.length))];
        const before = check(list, excluded);
        const devices = [...before.sameDevice.values()];
        if (devices.length === 0) return;
        const device = devices[pick % devices.length];
        if (!device) return;
        const index = device.rows[pick % device.rows.length] ?? 0;
        let session = { ...emptySession(), excluded };
        for (const [row, exclude] of chooseRow(device, new Set(excluded), index)) {
          session = withExclusion(session, row, exclude);
        }
        const after = check(list, session.excluded);
        const mac = before.rows[index]?.canonicalMac ?? '';
        expect(after.sameDevice.get(mac)?.used).toBe(index);
        expect(usedRow(device, new Set(session.excluded))).toBe(index);
        for (const row of device.rows) {
          expect(after.rows[row]?.status === 'duplicate' && !after.rows[row]?.excluded).toBe(false);
          expect(after.rows[row]?.excluded).toBe(row !== index);
        }
        // Every row is counted once: excluded, or by its status.
        const { rows, excluded: out2, ...byStatus } = after.counts;
        expect(out2 + Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(rows);
        expect(after.counts.duplicate).toBe(
          after.rows.filter((row) => !row.excluded && row.status === 'duplicate').length,
        );
        // Choosing the row used before (if any) sends what was sent before: that row for this
        // device (its repeats are left out now, as duplicates they were not sent either).
        const back = before.sameDevice.get(mac)?.used;
        if (back === null || back === undefined) return;
        let undo = session;
        for (const [row, exclude] of chooseRow(device, new Set(session.excluded), back)) {
          undo = withExclusion(undo, row, exclude);
        }
        const again = check(list, undo.excluded);
        expect(again.sameDevice.get(mac)?.used).toBe(back);
        const sent = (result: typeof before) =>
          result.rows
            .filter((row) => !row.excluded && row.status !== 'duplicate')
            .map((row) => row.index);
        expect(sent(again)).toEqual(sent(before));
      }),
    );
  });
});

describe('the words', () => {
  it('names a few rows and counts the rest', () => {
    expect(rowsPhrase([3])).toBe('row 3');
    expect(rowsPhrase([3, 9])).toBe('row 3 and row 9');
    expect(rowsPhrase([3, 9, 14])).toBe('rows 3, 9 and 14');
    expect(rowsPhrase([1, 2, 3, 4, 5, 6, 1200])).toBe('rows 1, 2, 3, 4, 5 and 2 more');
  });

  it('says what a choice did', () => {
    expect(choiceSentence(9, A, [3])).toBe(`Row 9 is sent for ${A}; row 3 is excluded.`);
    expect(choiceSentence(9, A, [3, 14])).toBe(
      `Row 9 is sent for ${A}; row 3 and row 14 are excluded.`,
    );
    expect(choiceSentence(3, A, [])).toBe(`Row 3 is sent for ${A}.`);
  });
});
