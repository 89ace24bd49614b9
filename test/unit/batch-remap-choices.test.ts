import { describe, expect, it } from 'vitest';
import { parseRows } from '../../src/features/batch/parse-rows.ts';
import { lineShift, remapChoices } from '../../src/features/batch/remap-choices.ts';

const side = (text: string) => ({ text, rows: parseRows(text).rows });

describe('remapChoices', () => {
  const before = 'mac,name\n00:1b:a9:00:00:01,A\n00:1b:a9:00:00:02,B\n00:1b:a9:00:00:03,C';

  it('moves edits and exclusions with their rows when a line is inserted above them', () => {
    const after =
      'mac,name\n00:1b:a9:00:00:09,New\n00:1b:a9:00:00:01,A\n00:1b:a9:00:00:02,B\n00:1b:a9:00:00:03,C';
    const result = remapChoices(side(before), side(after), { 1: { name: 'Bee' } }, [2]);
    expect(result).toEqual({ edits: { 2: { name: 'Bee' } }, excluded: [3] });
  });

  it('drops a choice on a row whose own line was changed or removed', () => {
    const after = 'mac,name\n00:1b:a9:00:00:01,A\n00:1b:a9:00:00:03,C';
    const result = remapChoices(side(before), side(after), { 1: { name: 'Bee' } }, [0, 2]);
    expect(result).toEqual({ edits: {}, excluded: [0, 1] });
  });

  it('keeps the very same objects when typing below every chosen row', () => {
    const edits = { 0: { name: 'Aa' } };
    const excluded = [1];
    const result = remapChoices(
      side(before),
      side(`${before}\n00:1b:a9:00:00:04,D`),
      edits,
      excluded,
    );
    expect(result.edits).toBe(edits);
    expect(result.excluded).toBe(excluded);
  });

  it('follows rows of a bare list with several MACs on one line', () => {
    const list = '00:1b:a9:00:00:01 00:1b:a9:00:00:02\n00:1b:a9:00:00:03 00:1b:a9:00:00:04';
    const after = `00:1b:a9:00:00:09\n${list}`;
    expect(remapChoices(side(list), side(after), {}, [1, 3])).toEqual({
      edits: {},
      excluded: [2, 4],
    });
  });

  it('lineShift maps lines before and after the change, nothing inside it', () => {
    const shift = lineShift('a\nb\nc\nd', 'a\nx\ny\nc\nd');
    expect([1, 2, 3, 4].map(shift)).toEqual([1, null, 4, 5]);
  });
});
