import { describe, expect, it } from 'vitest';
import { lineShift, remapChoices } from '../../../src/features/batch/check/remap-choices.ts';
import { parsedList } from '../../support/parsed-list.ts';

/** The text of a table with a header row, and its rows (line 1 is the header). */
const table = (lines: string[]) => ({
  text: ['mac,name', ...lines].join('\n'),
  rows: parsedList({ headers: ['mac', 'name'], rows: lines.join('\n') }).rows,
});

/** A bare list's text and its rows: one per MAC, on the line it is written on. */
const bareList = (lines: string[]) => ({
  text: lines.join('\n'),
  rows: lines.flatMap((line, i) => line.split(' ').map((mac) => ({ line: i + 1, cells: [mac] }))),
});

describe('remapChoices', () => {
  const before = ['00:1b:a9:00:00:01,A', '00:1b:a9:00:00:02,B', '00:1b:a9:00:00:03,C'];

  it('moves edits and exclusions with their rows when a line is inserted above them', () => {
    const after = ['00:1b:a9:00:00:09,New', ...before];
    const result = remapChoices(table(before), table(after), { 1: { name: 'Bee' } }, [2]);
    expect(result).toEqual({ edits: { 2: { name: 'Bee' } }, excluded: [3] });
  });

  it('drops a choice on a row whose own line was changed or removed', () => {
    const after = ['00:1b:a9:00:00:01,A', '00:1b:a9:00:00:03,C'];
    const result = remapChoices(table(before), table(after), { 1: { name: 'Bee' } }, [0, 2]);
    expect(result).toEqual({ edits: {}, excluded: [0, 1] });
  });

  it('keeps the very same objects when typing below every chosen row', () => {
    const edits = { 0: { name: 'Aa' } };
    const excluded = [1];
    const result = remapChoices(
      table(before),
      table([...before, '00:1b:a9:00:00:04,D']),
      edits,
      excluded,
    );
    expect(result.edits).toBe(edits);
    expect(result.excluded).toBe(excluded);
  });

  it('follows rows of a bare list with several MACs on one line', () => {
    const list = ['00:1b:a9:00:00:01 00:1b:a9:00:00:02', '00:1b:a9:00:00:03 00:1b:a9:00:00:04'];
    const after = ['00:1b:a9:00:00:09', ...list];
    expect(remapChoices(bareList(list), bareList(after), {}, [1, 3])).toEqual({
      edits: {},
      excluded: [2, 4],
    });
  });

  it('lineShift maps lines before and after the change, nothing inside it', () => {
    const shift = lineShift('a\nb\nc\nd', 'a\nx\ny\nc\nd');
    expect([1, 2, 3, 4].map(shift)).toEqual([1, null, 4, 5]);
  });
});
