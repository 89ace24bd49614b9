import { describe, expect, it } from 'vitest';
import type { MakerResult } from '../../../src/device-maker/lookup.ts';
import { byPrefix } from '../../../src/device-maker/maker-summary.ts';
import { checkRows } from '../../../src/features/batch/check/check-rows.ts';
import { NO_FILTER } from '../../../src/features/batch/preview/preview-filter.ts';
import { filterRows, makerCounts } from '../../../src/features/batch/preview/preview-rows.ts';
import { parsedList } from '../../support/parsed-list.ts';

// Row 0 ready (Apple), 1 invalid (Apple), 2 duplicate of 0, 3 excluded (Brother), 4 no MAC.
const parsed = parsedList({
  rows: [
    ['00:1B:63:00:00:01', 'Kiosk'],
    ['00:1B:63:00:00:02', 'Kiosk <2>'],
    ['00:1B:63:00:00:01', 'Again'],
    ['00:1B:A9:00:00:03', 'Printer'],
    ['not a mac', 'Nothing'],
  ],
});
const { rows, sameDevice } = checkRows(parsed, {
  roles: parsed.roles,
  edits: {},
  excluded: [3],
  extraTags: [],
  mode: 'batch',
});
const maker = (mac: string): MakerResult =>
  mac.startsWith('00:1B:63')
    ? { kind: 'maker', name: 'Apple' }
    : { kind: 'maker', name: 'Brother' };
const indexes = (shown: { index: number }[]) => shown.map((row) => row.index);
const none = new Set<number>();

describe('filterRows', () => {
  it('shows every row, or the rows of one status; excluded rows only under Excluded', () => {
    expect(indexes(filterRows(rows, NO_FILTER, none, maker, sameDevice))).toEqual([0, 1, 2, 3, 4]);
    expect(
      indexes(filterRows(rows, { status: 'invalid', maker: null }, none, maker, sameDevice)),
    ).toEqual([1, 4]);
    expect(
      indexes(filterRows(rows, { status: 'duplicate', maker: null }, none, maker, sameDevice)),
    ).toEqual([0, 2]);
    expect(
      indexes(filterRows(rows, { status: 'excluded', maker: null }, none, maker, sameDevice)),
    ).toEqual([3]);
  });

  it('filters by maker (a row without a MAC has none), together with the status', () => {
    expect(
      indexes(filterRows(rows, { status: 'all', maker: 'Apple' }, none, maker, sameDevice)),
    ).toEqual([0, 1, 2]);
    expect(
      indexes(filterRows(rows, { status: 'ready', maker: 'Apple' }, none, maker, sameDevice)),
    ).toEqual([0]);
  });

  it('keeps the rows being worked on in view, in their order', () => {
    const kept = new Set([3, 0]);
    expect(
      indexes(filterRows(rows, { status: 'invalid', maker: null }, kept, maker, sameDevice)),
    ).toEqual([0, 1, 3, 4]);
  });
});

describe('filterRows under Duplicates: every row of each device with a duplicate, together', () => {
  // Rows 0, 2, 5 hold one MAC (row 5 excluded), rows 1 and 4 another; row 3 its own.
  const list = parsedList({
    rows: [
      ['00:1B:63:00:00:01', 'Kiosk'],
      ['00:1B:A9:00:00:02', 'Printer'],
      ['00:1B:63:00:00:01', 'Lobby kiosk'],
      ['00:1B:63:00:00:03', 'Screen'],
      ['00:1B:A9:00:00:02', 'Printer 2'],
      ['00:1B:63:00:00:01', 'Old kiosk'],
    ],
  });
  const checked = (excluded: number[]) =>
    checkRows(list, { roles: list.roles, edits: {}, excluded, extraTags: [], mode: 'batch' });
  const duplicates = { status: 'duplicate', maker: null } as const;

  it('shows each device where its first row stands, the row sent beside those that repeat it', () => {
    const check = checked([5]);
    expect(indexes(filterRows(check.rows, duplicates, none, maker, check.sameDevice))).toEqual([
      0, 2, 5, 1, 4,
    ]);
    expect(check.sameDevice.get('00:1B:63:00:00:01')).toEqual({ rows: [0, 2, 5], used: 0 });
    expect(
      indexes(
        filterRows(check.rows, { ...duplicates, maker: 'Brother' }, none, maker, check.sameDevice),
      ),
    ).toEqual([1, 4]);
  });

  it('drops a device once one row is chosen, unless it was chosen under the filter', () => {
    // Row 2 chosen for the first device: rows 0 and 5 excluded, and kept in view by the screen.
    const check = checked([0, 5]);
    expect(check.sameDevice.get('00:1B:63:00:00:01')).toEqual({ rows: [0, 2, 5], used: 2 });
    expect(indexes(filterRows(check.rows, duplicates, none, maker, check.sameDevice))).toEqual([
      1, 4,
    ]);
    expect(
      indexes(filterRows(check.rows, duplicates, new Set([0]), maker, check.sameDevice)),
    ).toEqual([0, 2, 5, 1, 4]);
  });
});

describe('makerCounts', () => {
  it('counts the rows of each maker, most first; rows without a MAC count for none', () => {
    expect(makerCounts(rows, maker).map(({ label, count }) => [label, count])).toEqual([
      ['Apple', 3],
      ['Brother', 1],
    ]);
  });
});

describe('byPrefix', () => {
  it('asks the lookup once per 36-bit prefix, and broadcast and all-zero as they are', () => {
    const asked: string[] = [];
    const lookup = byPrefix((mac) => {
      asked.push(mac);
      return { kind: 'maker', name: mac.slice(0, 13) };
    });
    expect(lookup('00:1B:63:84:B0:01')).toEqual({ kind: 'maker', name: '00:1B:63:84:B' });
    expect(lookup('00:1B:63:84:BF:FF')).toEqual({ kind: 'maker', name: '00:1B:63:84:B' });
    lookup('00:1B:63:84:C0:00');
    lookup('FF:FF:FF:FF:FF:FF');
    lookup('FF:FF:FF:FF:FF:FF');
    lookup('00:00:00:00:00:00');
    expect(asked).toEqual([
      '00:1B:63:84:B0:01',
      '00:1B:63:84:C0:00',
      'FF:FF:FF:FF:FF:FF',
      'FF:FF:FF:FF:FF:FF',
      '00:00:00:00:00:00',
    ]);
  });
});
