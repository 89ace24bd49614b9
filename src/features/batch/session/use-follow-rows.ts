import { useEffect, useRef } from 'react';
import type { ParsedRow } from '../../../recognise/types.ts';
import { remapChoices } from '../check/remap-choices.ts';
import type { CheckedList } from '../check/use-checked-list.ts';
import type { BatchSessionState } from './use-batch-session.ts';

/**
 * Typing in the box, or choosing another MAC column, changes the rows: the person's edits and
 * exclusions follow their rows (by line) from the list before to the list now.
 */
export function useFollowRows(list: CheckedList | null, update: BatchSessionState['update']): void {
  const previous = useRef<{ text: string; rows: ParsedRow[] } | null>(null);
  useEffect(() => {
    if (list === null) return;
    const before = previous.current;
    const after = { text: list.text, rows: list.parsed.rows };
    previous.current = after;
    if (before === null || before.rows === after.rows) return;
    update((s) => {
      if (s.text !== after.text) return s;
      const moved = remapChoices(before, after, s.edits, s.excluded);
      return moved.edits === s.edits && moved.excluded === s.excluded ? s : { ...s, ...moved };
    });
  }, [list, update]);
}
