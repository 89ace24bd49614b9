import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The preview grid, or the first grid on the screen. */
function firstGrid(): HTMLElement {
  const [grid] = screen.getAllByRole('grid');
  if (!grid) throw new Error('No grid on the screen');
  return grid;
}

/**
 * The cell under `column` in the row whose row header (its source line) is `line`, found by
 * roles: the row header is the first column, the gridcells follow in column order.
 */
export function gridCell(column: string, line: number, grid: HTMLElement = firstGrid()) {
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const at = headers.indexOf(column);
  if (at < 0) throw new Error(`No column "${column}" among ${headers.join(', ')}`);
  const row = within(grid)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: String(line) }) !== null);
  if (!row) throw new Error(`No row ${line} in the grid`);
  const cell =
    at === 0 ? within(row).getByRole('rowheader') : within(row).getAllByRole('gridcell')[at - 1];
  if (!cell) throw new Error(`No cell "${column}" in row ${line}`);
  return cell;
}

/**
 * Opens a cell for editing as a keyboard user does (focus it, Enter) and returns its input,
 * found by its label ("Name, row 3").
 */
export async function openCell(
  user: UserEvent,
  column: string,
  line: number,
  grid: HTMLElement = firstGrid(),
): Promise<HTMLElement> {
  const cell = gridCell(column, line, grid);
  act(() => cell.focus());
  await user.keyboard('{Enter}');
  return within(cell).getByRole('textbox', { name: `${column}, row ${line}` });
}
