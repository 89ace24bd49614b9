// The same device on several lines (issue 23): only lines that agree are merged, every merge is
// reported (which lines repeat which, which values were kept), and a line that gives a device
// another name stays a row, which the check marks as a duplicate to choose from.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRows } from '../../../src/features/batch/check/check-rows.ts';
import {
  repeatSentence,
  understoodSentence,
} from '../../../src/features/batch/preview/understood-words.ts';
import { mergeRepeats } from '../../../src/recognise/merge-repeats.ts';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';
import { draftRow, type DraftRow } from '../../../src/recognise/scan.ts';
import {
  REPEAT_LINES_KEPT,
  REPEATS_KEPT,
  type RecognisedList,
  type Repeat,
} from '../../../src/recognise/types.ts';
import { speak } from '../../support/i18n.tsx';
import { LAYOUT } from '../../support/merge-layout.ts';

// The worker reports repeats as facts; the page words them (repeatSentence).
beforeAll(() => speak('en'));

const A = '00:1B:63:00:00:01';
const B = '00:1B:63:00:00:02';
const C = '00:1B:63:00:00:03';

/** Rows on lines 1, 2, 3…: [mac, name, description?, tags?]. */
const drafts = (...rows: Array<[string, string, string?, string?]>): DraftRow[] =>
  rows.map(([mac, name, description = '', tags = ''], i) =>
    draftRow(i + 1, [mac.toLowerCase(), name, description, tags], mac, mac.toLowerCase()),
  );

const shape = (rows: readonly DraftRow[]) =>
  rows.map((row) => [row.line, row.mac, row.cells[1], row.cells[2]]);

describe('mergeRepeats: which lines are one row', () => {
  it('merges a line that says the same again, and lists it on the row', () => {
    const merged = mergeRepeats(drafts([A, 'Printer'], [B, 'Kiosk'], [A, 'Printer']), LAYOUT);
    expect(shape(merged.rows)).toEqual([
      [1, A, 'Printer', ''],
      [2, B, 'Kiosk', ''],
    ]);
    expect(merged.rows[0]?.alsoOn).toEqual([3]);
    expect(merged.merged).toEqual({ rows: 1, devices: 1 });
    expect(merged.namedAgain).toEqual({ rows: 0, devices: 0 });
    expect(merged.repeats).toEqual([{ line: 1, mac: A, count: 1, lines: [3], kept: [] }]);
    expect(merged.repeats.map(repeatSentence)).toEqual([`Line 3 repeats line 1 (${A}).`]);
  });

  it('keeps a line that gives the device another name as a row of its own', () => {
    const merged = mergeRepeats(drafts([A, 'Printer'], [A, 'Reception printer']), LAYOUT);
    expect(shape(merged.rows)).toEqual([
      [1, A, 'Printer', ''],
      [2, A, 'Reception printer', ''],
    ]);
    expect(merged.merged).toEqual({ rows: 0, devices: 0 });
    expect(merged.namedAgain).toEqual({ rows: 1, devices: 1 });
    expect(merged.repeats).toEqual([]);
  });

  it('merges a line without a name into the named row, and a named line into an unnamed row', () => {
    const merged = mergeRepeats(
      drafts([A, 'Printer'], [A, ''], [B, ''], [B, 'Kiosk'], [B, 'Kiosk']),
      LAYOUT,
    );
    expect(shape(merged.rows)).toEqual([
      [1, A, 'Printer', ''],
      [3, B, 'Kiosk', ''],
    ]);
    expect(merged.merged).toEqual({ rows: 3, devices: 2 });
    expect(merged.repeats.map(repeatSentence)).toEqual([
      `Line 2 repeats line 1 (${A}).`,
      `Line 4 and line 5 repeat line 3 (${B}): its name "Kiosk" from line 4.`,
    ]);
  });

  it('merges a repeat of the second name into the row of that name', () => {
    const merged = mergeRepeats(
      drafts([A, 'Printer'], [A, 'Scanner'], [A, 'Scanner', 'desk 2'], [A, ''], [A, 'Printer']),
      LAYOUT,
    );
    expect(shape(merged.rows)).toEqual([
      [1, A, 'Printer', ''],
      [2, A, 'Scanner', 'desk 2'],
    ]);
    expect(merged.rows.map((row) => row.alsoOn)).toEqual([[4, 5], [3]]);
    expect(merged.merged).toEqual({ rows: 3, devices: 1 });
    expect(merged.namedAgain).toEqual({ rows: 1, devices: 1 });
  });

  it('keeps the first description where a repeat differs, and says which was kept', () => {
    const merged = mergeRepeats(
      drafts(
        [A, 'TV', 'Room 101'],
        [A, 'TV', 'Room 101'],
        [A, 'TV', 'Room 102'],
        [A, 'TV', 'Room 103'],
        [A, 'TV', 'Room 102'],
      ),
      LAYOUT,
    );
    expect(shape(merged.rows)).toEqual([[1, A, 'TV', 'Room 101']]);
    expect(merged.repeats[0]?.kept).toEqual([
      {
        field: 'description',
        value: 'Room 101',
        line: 1,
        dropped: {
          count: 3,
          items: [
            { line: 3, value: 'Room 102', lines: 2 },
            { line: 4, value: 'Room 103', lines: 1 },
          ],
        },
      },
    ]);
    expect(repeatSentence(merged.repeats[0] as Repeat)).toBe(
      `Lines 2, 3, 4 and 5 repeat line 1 (${A}): its description "Room 101" from line 1 is kept, not "Room 102" (first on line 3) or "Room 103" (line 4).`,
    );
  });

  it("lets a lease file's later entry win, and says so", () => {
    const merged = mergeRepeats(drafts([A, 'tv', 'old'], [A, 'tv', 'new'], [A, 'tv', '']), {
      ...LAYOUT,
      latestWins: true,
    });
    expect(shape(merged.rows)).toEqual([[1, A, 'tv', 'new']]);
    expect(repeatSentence(merged.repeats[0] as Repeat)).toBe(
      `Line 2 and line 3 repeat line 1 (${A}): its description "new" from line 2 is kept, not "old" (line 1).`,
    );
  });

  it('never merges rows with a mistyped MAC', () => {
    const merged = mergeRepeats(drafts(['', 'x'], ['', 'x'], [A, 'x']), LAYOUT);
    expect(shape(merged.rows)).toEqual([
      [1, '', 'x', ''],
      [2, '', 'x', ''],
      [3, A, 'x', ''],
    ]);
    expect(merged.merged).toEqual({ rows: 0, devices: 0 });
  });

  it('without a name column, merges every line of a device', () => {
    const merged = mergeRepeats(drafts([A, 'x'], [A, 'y']), {
      ...LAYOUT,
      nameColumn: -1,
      roles: ['mac', 'ignore', 'description'],
    });
    expect(merged.rows).toHaveLength(1);
    // A column that is not sent is not reported.
    expect(merged.repeats[0]?.kept).toEqual([]);
  });
});

describe('mergeRepeats: the report stays small, its counts exact', () => {
  it('lists the first lines of a device seen 100,000 times, and counts them all', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) =>
      draftRow(i + 1, [A, 'tv', `room ${i % 3}`, ''], A, A),
    );
    const merged = mergeRepeats(rows, LAYOUT);
    expect(merged.rows).toHaveLength(1);
    const repeat = merged.repeats[0];
    expect(repeat?.count).toBe(99_999);
    expect(repeat?.lines).toEqual(Array.from({ length: REPEAT_LINES_KEPT }, (_, i) => i + 2));
    expect(repeat?.kept[0]?.dropped.count).toBe(66_666);
    expect(repeatSentence(repeat as Repeat)).toBe(
      `Lines 2, 3, 4, 5, 6 and 99,994 more repeat line 1 (${A}): its description "room 0" from line 1 is kept, not "room 1" (first on line 2) or "room 2" (first on line 3).`,
    );
  });

  it('describes the first devices with repeats, and counts them all', () => {
    const devices = REPEATS_KEPT + 5;
    const mac = (i: number) =>
      `02:00:00:00:${((i >> 8) & 255).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`.toUpperCase();
    const rows = Array.from({ length: devices * 2 }, (_, i) =>
      draftRow(i + 1, [mac(i % devices), '', '', ''], mac(i % devices), mac(i % devices)),
    );
    const merged = mergeRepeats(rows, LAYOUT);
    expect(merged.merged).toEqual({ rows: devices, devices });
    expect(merged.repeats).toHaveLength(REPEATS_KEPT);
    expect(merged.repeats[0]).toMatchObject({ line: 1, lines: [devices + 1] });
  });
});

// Rows over three MACs, two names (or none) and two descriptions (or none), and a mistyped one.
const macs = fc.constantFrom(A, B, C, '');
const row = fc.tuple(macs, fc.constantFrom('', 'Printer', 'Kiosk'), fc.constantFrom('', 'x', 'y'));
const lists = fc.array(row, { maxLength: 18 }); // under REPEAT_LINES_KEPT: every line is listed

describe('mergeRepeats: properties', () => {
  const run = (input: Array<[string, string, string]>, latestWins: boolean) => {
    const rows = drafts(...input);
    const copy = rows.map((r) => ({ ...r, cells: [...r.cells] }));
    return { input: copy, ...mergeRepeats(rows, { ...LAYOUT, latestWins }) };
  };

  it('never drops a row whose name differs: every (MAC, name) given is a row', () => {
    fc.assert(
      fc.property(lists, fc.boolean(), (input, latestWins) => {
        const { rows } = run(input, latestWins);
        for (const [mac, name] of input) {
          if (mac === '' || name === '') continue;
          expect(rows.some((r) => r.mac === mac && r.cells[1] === name)).toBe(true);
        }
        // Rows of one MAC all have names, each its own: anything less would have been a repeat.
        const byMac = new Map<string, string[]>();
        for (const r of rows)
          if (r.mac !== '') byMac.set(r.mac, [...(byMac.get(r.mac) ?? []), r.cells[1] ?? '']);
        for (const names of byMac.values()) {
          if (names.length === 1) continue;
          expect(names.every((name) => name !== '')).toBe(true);
          expect(new Set(names).size).toBe(names.length);
        }
      }),
    );
  });

  it('counts exactly: every line is a row or a listed repeat of one', () => {
    fc.assert(
      fc.property(lists, fc.boolean(), (input, latestWins) => {
        const { input: before, rows, merged, repeats, namedAgain } = run(input, latestWins);
        expect(rows.length + merged.rows).toBe(input.length);
        const lines = [...rows.map((r) => r.line), ...rows.flatMap((r) => r.alsoOn)];
        expect(lines.sort((a, b) => a - b)).toEqual(input.map((_, i) => i + 1));
        expect(repeats.reduce((sum, repeat) => sum + repeat.count, 0)).toBe(merged.rows);
        expect(new Set(repeats.map((repeat) => repeat.mac)).size).toBe(merged.devices);
        const devices = new Set(input.map(([mac]) => mac).filter((mac) => mac !== ''));
        expect(namedAgain.rows).toBe(rows.filter((r) => r.mac !== '').length - devices.size);
        for (const repeat of repeats) {
          const row = rows.find((r) => r.line === repeat.line);
          expect(repeat.lines).toEqual(row?.alsoOn);
          // Every line of the row agrees with its MAC, and no name of theirs differs from the row's.
          for (const line of repeat.lines) {
            const seen = before[line - 1];
            expect(seen?.mac).toBe(repeat.mac);
            expect(['', row?.cells[1]]).toContain(seen?.cells[1]);
          }
        }
      }),
    );
  });

  it("keeps one of the row's lines' values in each field, and counts the lines of the others", () => {
    fc.assert(
      fc.property(lists, fc.boolean(), (input, latestWins) => {
        const { input: before, rows, repeats } = run(input, latestWins);
        for (const r of rows) {
          const own = [r.line, ...r.alsoOn].map((line) => before[line - 1]?.cells[2] ?? '');
          const given = own.filter((value) => value !== '');
          const value = r.cells[2] ?? '';
          if (given.length === 0) expect(value).toBe('');
          else expect(given).toContain(value);
          const kept = repeats.find((repeat) => repeat.line === r.line)?.kept;
          const description = kept?.find((k) => k.field === 'description');
          const others = given.filter((v) => v !== value).length;
          if (others > 0) {
            expect(description?.dropped.count).toBe(others);
            expect(description?.value).toBe(value);
            expect(before[(description?.line ?? 0) - 1]?.cells[2]).toBe(value);
          } else if (description) {
            // Only a fill is reported without a drop: the row's own line had none.
            expect(before[r.line - 1]?.cells[2]).toBe('');
          }
        }
      }),
    );
  });
});

describe('recogniseList: repeats in words', () => {
  const understood = (text: string): RecognisedList => recogniseList(text);

  it('says which lines repeat which, and which name stays to choose from', () => {
    const list = understood(
      [
        'MAC,Name,Description',
        '00:1b:63:00:00:01,Printer,Room 101',
        '00:1b:63:00:00:02,Kiosk,',
        '00:1b:63:00:00:01,Printer,Room 102',
        '00:1b:63:00:00:02,Lobby kiosk,',
        '00-1B-63-00-00-01,,',
      ].join('\n'),
    );
    expect(list.rows.map((r) => [r.line, r.mac, r.cells[1]])).toEqual([
      [2, A, 'Printer'],
      [3, B, 'Kiosk'],
      [5, B, 'Lobby kiosk'],
    ]);
    expect(understoodSentence(list)).toBe(
      'Looks like a table: 2 devices, names from the Name column; 2 lines repeat a device already listed, merged into its row; 1 line gives a device already listed another name: a duplicate to choose from.',
    );
    expect(list.repeats.map(repeatSentence)).toEqual([
      `Line 4 and line 6 repeat line 2 (${A}): its description "Room 101" from line 2 is kept, not "Room 102" (line 4).`,
    ]);
    // The check marks the second name a duplicate of the first, to choose from in the preview.
    const check = checkRows(list, {
      roles: list.roles,
      edits: {},
      excluded: [],
      extraTags: [],
      mode: 'batch',
    });
    expect(check.rows.map((r) => [r.line, r.status, r.duplicateOf])).toEqual([
      [2, 'ready', null],
      [3, 'ready', null],
      [5, 'duplicate', 3],
    ]);
  });

  it('counts repeats of several devices', () => {
    const list = understood(
      '00:1b:63:00:00:01\n00:1b:63:00:00:02\n00:1b:63:00:00:01\n00:1b:63:00:00:02\n',
    );
    expect(understoodSentence(list)).toBe(
      'Looks like a list of MAC addresses: 2 devices, no names; 2 lines repeat 2 devices already listed, merged into their rows.',
    );
  });
});
