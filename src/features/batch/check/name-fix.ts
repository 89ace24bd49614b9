// The name fix as edits: the recogniser offers one action that makes every name's characters
// acceptable (recognise/names.ts, which gives each fixed name); pressing it edits those rows' names, so the preview shows
// each new name and any of them can still be changed or undone before anything is sent.
import type { RowEdit } from './check-model.ts';
import type { ColumnRole } from '../../../recognise/types.ts';
import type { RecognisedList } from '../../../recognise/types.ts';

/**
 * New names by row index for the rows the fix names, leaving out names the person edited and
 * names that would not change; {} when the names in use are not the recogniser's (another
 * column was chosen as the name column).
 */
export function nameFixEdits(
  list: RecognisedList,
  roles: readonly ColumnRole[],
  edits: Readonly<Record<number, RowEdit>>,
): Record<number, string> {
  const fix = list.nameFix;
  const column = list.roles.indexOf('name');
  if (!fix || column < 0 || roles.indexOf('name') !== column) return {};
  const names: Record<number, string> = {};
  fix.rows.forEach((index, at) => {
    if (edits[index]?.name !== undefined) return;
    const before = list.rows[index]?.cells[column] ?? '';
    const after = fix.names[at] ?? before;
    if (after !== before) names[index] = after;
  });
  return names;
}
