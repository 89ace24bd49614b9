import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHECK_SLICE_MS,
  checking,
  checkInSlices,
  checkRows,
} from '../../../src/features/batch/check/check-rows.ts';
import { type CheckSettings } from '../../../src/features/batch/check/check-model.ts';
import { COLUMN_ROLES, type Delimiter, type ParsedList } from '../../../src/recognise/types.ts';
import { parseAndCheckInBackground } from '../../../src/features/batch/input/parse-in-background.ts';
import { rowsMissingName, rowsToSend } from '../../../src/features/batch/check/rows-to-send.ts';
import { parsedList, type ParsedListInput } from '../../support/parsed-list.ts';
import { speak } from '../../support/i18n.tsx';

// A row's problems are words: in English here.
beforeAll(() => speak('en'));

function settings(parsed: ParsedList, more: Partial<CheckSettings> = {}): CheckSettings {
  return { roles: parsed.roles, edits: {}, excluded: [], extraTags: [], mode: 'batch', ...more };
}

/** `list`: comma-separated lines, or what parsedList takes. */
function check(list: string | ParsedListInput, more: Partial<CheckSettings> = {}) {
  const parsed = parsedList(typeof list === 'string' ? { rows: list } : list);
  return { parsed, result: checkRows(parsed, settings(parsed, more)) };
}

describe('checkRows', () => {
  it('builds the canonical entry: MAC canonical, texts trimmed, empty fields left out', () => {
    const { result } = check(
      { delimiter: '\t', rows: 'aa-bb-cc-dd-ee-01\tPrinter\t\tlobby; floor 2\n00bbccddee02' },
      { extraTags: ['Event', 'LOBBY'] },
    );
    expect(result.rows.map((row) => row.entry)).toEqual([
      {
        mac: 'AA:BB:CC:DD:EE:01',
        name: 'Printer',
        tags: [{ value: 'lobby' }, { value: 'floor 2' }, { value: 'Event' }],
      },
      { mac: '00:BB:CC:DD:EE:02', tags: [{ value: 'Event' }, { value: 'LOBBY' }] },
    ]);
  });

  it('names every failing field with the rule of the API, offending characters included', () => {
    const { result } = check({
      headers: ['mac', 'name', 'description', 'tags'],
      rows: [['not a mac', 'x!', 'ok', 'a|ok tag|b#c']],
    });
    const [row] = result.rows;
    expect(row?.status).toBe('invalid');
    expect(row?.canonicalMac).toBeNull();
    expect(row?.problems).toEqual([
      { field: 'mac', message: '"not a mac" is not a MAC address like AA:BB:CC:DD:EE:FF' },
      { field: 'name', message: 'Name may not contain: !' },
      { field: 'tags', message: 'Tag "a" must be at least 2 characters' },
      { field: 'tags', message: 'Tag "b#c" may not contain: #' },
    ]);
    expect(result.counts).toMatchObject({ rows: 1, invalid: 1, ready: 0 });
  });

  it('uses the batch character set for names, and checks only the length of descriptions', () => {
    const { result } = check({
      rows: [['00:11:22:33:44:55', 'Room (2) / "B" +1', 'anything! goes #']],
    });
    expect(result.rows[0]?.status).toBe('ready');
  });

  it('uses the create rules with an expiry: name required, the create character set', () => {
    const { result } = check('00:11:22:33:44:55\n00:11:22:33:44:56,Room (2)', { mode: 'create' });
    expect(result.rows.map((row) => row.problems.map((p) => p.field))).toEqual([
      ['name'],
      ['name'],
    ]);
  });

  it('marks later rows with the same canonical MAC as duplicates of the first', () => {
    const { result } = check('00:bb:cc:dd:ee:01\nx\n00-BB-CC-DD-EE-01\n00bbccddee01');
    expect(result.rows.map((row) => [row.status, row.duplicateOf])).toEqual([
      ['ready', null],
      ['invalid', null],
      ['duplicate', 1],
      ['duplicate', 1],
    ]);
    expect(result.counts).toMatchObject({ ready: 1, invalid: 1, duplicate: 2 });
  });

  it('an excluded row takes no part: the next one with its MAC is kept', () => {
    const { result } = check('00:bb:cc:dd:ee:01\n00:bb:cc:dd:ee:01', { excluded: [0] });
    expect(result.rows.map((row) => [row.excluded, row.status])).toEqual([
      [true, 'ready'],
      [false, 'ready'],
    ]);
    expect(result.counts).toMatchObject({ rows: 2, ready: 1, excluded: 1 });
  });

  it.each([
    ['02:00:00:00:00:01', 'private (randomized)'],
    ['01:00:5E:00:00:01', 'multicast'],
    ['FF:FF:FF:FF:FF:FF', 'broadcast'],
    ['00:00:00:00:00:00', 'all-zero'],
  ])('warns about %s (%s)', (mac, words) => {
    const { result } = check(mac);
    expect(result.rows[0]?.status).toBe('warning');
    expect(result.rows[0]?.warnings.join(' ')).toContain(words);
  });

  it('applies edits and the person’s mapping', () => {
    const parsed = parsedList({ rows: 'Lobby printer,aa:bb:cc:dd:ee:01\nbad,nope' });
    const result = checkRows(
      parsed,
      settings(parsed, { roles: ['name', 'mac'], edits: { 1: { mac: '00-11-22-33-44-55' } } }),
    );
    expect(result.rows.map((row) => row.entry)).toEqual([
      { mac: 'AA:BB:CC:DD:EE:01', name: 'Lobby printer' },
      { mac: '00:11:22:33:44:55', name: 'bad' },
    ]);
  });

  it('re-checks one edited row only, keeping every other row object', () => {
    const text = Array.from(
      { length: 50 },
      (_, i) => `00:11:22:33:44:${(i + 16).toString(16)},Room ${i}`,
    ).join('\n');
    const parsed = parsedList({ rows: text });
    const first = checkRows(parsed, settings(parsed));
    const second = checkRows(parsed, settings(parsed, { edits: { 3: { name: 'x' } } }), first);
    expect(second.rows[3]?.problems).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
    ]);
    expect(second.rows.filter((row, i) => row !== first.rows[i]).map((row) => row.index)).toEqual([
      3,
    ]);
    // Making row 5 a duplicate of row 1 changes row 5 only.
    const third = checkRows(
      parsed,
      settings(parsed, { edits: { 3: { name: 'x' }, 5: { mac: '00:11:22:33:44:10' } } }),
      second,
    );
    expect(third.rows[5]).toMatchObject({ status: 'duplicate', duplicateOf: 1 });
    expect(third.rows.filter((row, i) => row !== second.rows[i]).map((row) => row.index)).toEqual([
      5,
    ]);
  });

  it('a new basis (extra tags) re-checks every row', () => {
    const parsed = parsedList({ rows: '00:11:22:33:44:55\n00:11:22:33:44:56' });
    const first = checkRows(parsed, settings(parsed));
    const second = checkRows(parsed, settings(parsed, { extraTags: ['x'] }), first);
    expect(second.rows.every((row) => row.problems[0]?.field === 'tags')).toBe(true);
  });

  it('rowsMissingName: rows without a name fail only on the create path (an expiry)', () => {
    const list: ParsedListInput = {
      delimiter: '\t',
      rows: '00:1b:a9:00:00:01\n00:1b:a9:00:00:02\tKiosk\n00:1b:a9:00:00:03\n00:1b:a9:00:00:04\tBad <x>',
    };
    expect(rowsMissingName(check(list).result)).toBe(0);
    expect(rowsMissingName(check(list, { mode: 'create' }).result)).toBe(2);
    expect(rowsMissingName(check(list, { mode: 'create', excluded: [0] }).result)).toBe(1);
    expect(
      rowsMissingName(check(list, { mode: 'create', edits: { 0: { name: 'Lobby' } } }).result),
    ).toBe(1);
  });

  it('rowsToSend: ready and warning rows, invalid ones only when chosen, never duplicates or excluded', () => {
    const { result } = check(
      '00:11:22:33:44:55\n02:11:22:33:44:55\n00:11:22:33:44:56,!\n00:11:22:33:44:55\n00:11:22:33:44:57',
      { excluded: [4] },
    );
    expect(rowsToSend(result, false).map((row) => row.index)).toEqual([0, 1]);
    expect(rowsToSend(result, true).map((row) => row.index)).toEqual([0, 1, 2]);
  });

  it('counts add up for any mix of rows', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            '00:11:22:33:44:55',
            '00:11:22:33:44:56,ok',
            'x',
            '02:00:00:00:00:01',
            'aa,!',
            '',
          ),
          { maxLength: 30 },
        ),
        fc.array(fc.nat({ max: 30 }), { maxLength: 5 }),
        (lines, excluded) => {
          const { result } = check(lines.join('\n'), { excluded });
          const { rows, ready, invalid, duplicate, warning, excluded: out } = result.counts;
          expect(ready + invalid + duplicate + warning + out).toBe(rows);
          expect(rows).toBe(result.rows.length);
        },
      ),
    );
  });
});

describe('parseAndCheckInBackground without a worker (Node, jsdom)', () => {
  it('parses and checks on this thread in slices, and honours the parser’s roles', async () => {
    const text = Array.from(
      { length: 12_000 },
      (_, i) =>
        `0A:00:00:00:${(i >> 8).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`,
    ).join('\n');
    const { parsed, check: result } = await parseAndCheckInBackground(text, {
      edits: {},
      excluded: [],
      extraTags: [],
      mode: 'batch',
    });
    expect(parsed.delimiter).toBe('list');
    expect(result.counts).toMatchObject({ rows: 12_000, warning: 12_000 });
  });

  it('rejects with an AbortError when a newer change replaced it', async () => {
    const controller = new AbortController();
    const work = parseAndCheckInBackground(
      'aa:bb:cc:dd:ee:01',
      { edits: {}, excluded: [], extraTags: [], mode: 'batch' },
      controller.signal,
    );
    controller.abort();
    await expect(work).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('checkRows: properties', () => {
  it('checks whatever cells it is given without throwing, one checked row per parsed row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary', maxLength: 20 }), { maxLength: 6 }), {
          maxLength: 20,
        }),
        fc.constantFrom<Delimiter>(',', ';', '\t', 'list'),
        fc.option(fc.array(fc.constantFrom(...COLUMN_ROLES), { maxLength: 6 }), { nil: undefined }),
        fc.constantFrom<CheckSettings['mode']>('batch', 'create'),
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
        (cells, delimiter, roles, mode, extraTags) => {
          const parsed = parsedList({ rows: cells, delimiter, roles });
          const result = checkRows(parsed, settings(parsed, { mode, extraTags }));
          expect(result.rows.map((row) => row.line)).toEqual(parsed.rows.map((row) => row.line));
          for (const row of result.rows) {
            expect(row.status === 'invalid').toBe(
              row.problems.length > 0 && row.duplicateOf === null,
            );
          }
        },
      ),
    );
  });
});

describe('checking in slices', () => {
  it('pauses every slice in both passes: no step checks or counts more rows than a slice', () => {
    const rows = Array.from({ length: 10 }, (_, i) => [
      `00:1B:63:00:00:${i.toString(16).padStart(2, '0')}`,
      `Kiosk ${i}`,
    ]);
    const list = parsedList({ rows });
    const settings = {
      roles: list.roles,
      edits: {},
      excluded: [],
      extraTags: [],
      mode: 'batch' as const,
    };
    const steps = checking(list, settings, undefined, 3);
    let pauses = 0;
    for (let step = steps.next(); !step.done; step = steps.next()) pauses++;
    // Rows 3, 6 and 9 start a new slice in the per-row pass, and again in the duplicates pass.
    expect(pauses).toBe(6);
    expect(checkRows(list, settings).counts.ready).toBe(10);
  });

  it('pauses once a slice has taken CHECK_SLICE_MS, however many rows that was', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => [
      `00:1B:63:00:${((i >> 8) & 255).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`,
      `Kiosk ${i}`,
    ]);
    const list = parsedList({ rows });
    const settings = {
      roles: list.roles,
      edits: {},
      excluded: [],
      extraTags: [],
      mode: 'batch' as const,
    };
    // A slow machine: every look at the clock finds half a slice more gone.
    let clock = 0;
    const now = vi
      .spyOn(performance, 'now')
      .mockImplementation(() => (clock += CHECK_SLICE_MS / 2));
    try {
      let pauses = 0;
      const result = await checkInSlices(
        list,
        settings,
        undefined,
        async () => void pauses++,
        () => false,
      );
      expect(result.counts.ready).toBe(3_000);
      // 5 yields (every 500 rows of either pass) and a pause at every second look at the clock.
      expect(pauses).toBeGreaterThanOrEqual(2);
      expect(pauses).toBeLessThanOrEqual(5);
    } finally {
      now.mockRestore();
    }
    // A fast machine (the clock stands still: this test's own machine may be slow or busy): no
    // pause at all for a small list.
    const still = vi.spyOn(performance, 'now').mockReturnValue(0);
    try {
      let pauses = 0;
      await checkInSlices(
        list,
        settings,
        undefined,
        async () => void pauses++,
        () => false,
      );
      expect(pauses).toBe(0);
    } finally {
      still.mockRestore();
    }
  });

  it('stops when a newer change replaced the check', async () => {
    const list = parsedList({
      rows: Array.from({ length: 1_200 }, (_, i) => [
        `00:1B:63:00:${(i >> 8).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`,
        'A',
      ]),
    });
    const settings = {
      roles: list.roles,
      edits: {},
      excluded: [],
      extraTags: [],
      mode: 'batch' as const,
    };
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 100));
    try {
      await expect(
        checkInSlices(
          list,
          settings,
          undefined,
          async () => {},
          () => true,
        ),
      ).rejects.toThrow('A newer change replaced this check');
    } finally {
      now.mockRestore();
    }
  });
});
