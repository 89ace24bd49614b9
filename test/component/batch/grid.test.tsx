import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { gridCell } from '../../support/batch-grid-cells.ts';
import { renderScreen } from '../../support/render-screen.tsx';

// Lines 2 to 5 (line 1 is the header): ready, invalid name, line 2's device again (merged into it), a warning.
const LIST = [
  'Device MAC;Device name;Comment;Tags',
  '00-1b-a9-4c-21-99;Skrivare Våning 3;Laser printer;printer|floor 3',
  '001BA94C2200;Lobby <TV>;;tv',
  '00:1b:a9:4c:21:99;;;',
  '02:00:5e:10:00:01;Phone;;',
].join('\n');

/** `count` devices without a header: lines 1 to count. */
function devices(count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const n = (i + 1).toString(16).toUpperCase().padStart(4, '0');
    return `AC:DE:48:20:${n.slice(0, 2)}:${n.slice(2)},Sensor ${i + 1}`;
  }).join('\n');
}

/** A screen loads lazily and checks in a worker: generous waits on a busy machine. */
const slow = { timeout: 10_000 };

async function pasteList(text: string) {
  const view = renderScreen(undefined, { path: '/batch' });
  await screen.findByRole('heading', { level: 1, name: 'Batch import' }, slow);
  const paste = await screen.findByRole('textbox', { name: 'Paste rows' });
  await view.user.click(paste);
  await view.user.paste(text);
  await screen.findByRole('button', { name: /^Send \d/ }, slow);
  return { ...view, paste, grid: screen.getByRole('grid', { name: /^Preview/ }) };
}

function counts(): string[] {
  return within(screen.getByRole('list', { name: 'Counts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** Everything in the grid a person could focus: row headers, cells, and the checkboxes. */
function focusables(grid: HTMLElement): HTMLElement[] {
  return [
    ...within(grid).getAllByRole('rowheader'),
    ...within(grid).getAllByRole('gridcell'),
    ...within(grid).getAllByRole('checkbox'),
  ];
}

/** Presses Tab until `target` has the focus; the number of presses, or Infinity after 60. */
async function tabsTo(user: UserEvent, target: HTMLElement): Promise<number> {
  for (let presses = 1; presses <= 60; presses++) {
    await user.tab();
    if (document.activeElement === target) return presses;
  }
  return Infinity;
}

async function expectNoAxeViolations() {
  // No layout in jsdom: contrast is for the real-browser checks.
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

describe('Batch preview grid (APG data grid)', () => {
  it('is one tab stop: 40 rows are passed with a single Tab, to Send', async () => {
    const { user, paste, grid } = await pasteList(devices(40));
    const send = screen.getByRole('button', { name: 'Send 40 devices' });
    // Exactly one element of the grid is in the tab sequence.
    expect(focusables(grid).filter((element) => element.tabIndex === 0)).toHaveLength(1);
    act(() => paste.focus());
    const presses = await tabsTo(user, send);
    expect(presses).toBeLessThan(20);

    // Shift+Tab from Send lands on the grid's tab stop, the first cell; Tab leaves it again.
    await user.tab({ shift: true });
    expect(within(grid).getByRole('rowheader', { name: '1' })).toHaveFocus();
    await user.tab();
    expect(send).toHaveFocus();
  });

  it('tells a screen reader how to use it, and describes each cell by its problem', async () => {
    const { grid } = await pasteList(LIST);
    // Line 4 is line 2's device again, merged into it: three rows and the header.
    expect(grid).toHaveAttribute('aria-rowcount', '4');
    expect(grid).toHaveAttribute('aria-colcount', '8');
    await waitFor(() =>
      expect(grid).toHaveAccessibleDescription(
        'Arrow keys move between cells; Enter edits; Escape cancels.',
      ),
    );
    const name3 = gridCell('Name', 3);
    expect(name3).toHaveAccessibleName('Lobby <TV>');
    expect(name3).toHaveAccessibleDescription('Name may not contain: < >');
    expect(name3).toHaveAttribute('aria-invalid', 'true');
    expect(gridCell('MAC address', 2)).toHaveAccessibleName(
      '00-1b-a9-4c-21-99 Sent as 00:1B:A9:4C:21:99',
    );
    // Not editable: plain cells.
    expect(gridCell('Maker', 2)).not.toHaveAttribute('aria-invalid');
    expect(within(gridCell('Status', 3)).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(grid).queryAllByRole('textbox')).toEqual([]);
    await expectNoAxeViolations();
  });

  it('moves with the arrows, Home, End, Ctrl+Home, Ctrl+End and Page keys; the tab stop follows', async () => {
    const { user, grid } = await pasteList(LIST);
    act(() => gridCell('Row', 2).focus());
    await user.keyboard('{ArrowRight}');
    // The Exclude cell's checkbox takes the focus itself.
    expect(within(grid).getByRole('checkbox', { name: 'Exclude row 2' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(gridCell('MAC address', 2)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(gridCell('MAC address', 3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(gridCell('Row', 3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
    expect(gridCell('Row', 2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(gridCell('Status', 2)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(gridCell('Row', 2)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(gridCell('Status', 5)).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(gridCell('Row', 2)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(gridCell('Row', 5)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{PageUp}');
    expect(gridCell('Name', 2)).toHaveFocus();

    // The last focused cell is the tab stop: Tab out and back returns to it.
    expect(focusables(grid).filter((element) => element.tabIndex === 0)).toEqual([
      gridCell('Name', 2),
    ]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send 2 devices' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(gridCell('Name', 2)).toHaveFocus();
  });

  it('Enter opens a cell with its value, Enter keeps the edit and returns to the cell', async () => {
    const { user, grid } = await pasteList(LIST);
    act(() => gridCell('Row', 3).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const cell = gridCell('Name', 3);
    expect(cell).toHaveFocus();
    await user.keyboard('{Enter}');
    const input = within(cell).getByRole('textbox', { name: 'Name, row 3' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Lobby <TV>');
    expect(input).toHaveAccessibleDescription('Name may not contain: < >');
    // The caret at the end; arrows move it, not the grid's focus.
    expect(input).toHaveProperty('selectionStart', 'Lobby <TV>'.length);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowRight}{Backspace}');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Lobby <T>');
    await user.clear(input);
    await user.type(input, 'Lobby TV');
    await waitFor(() => expect(counts()).toContain('0 invalid'));
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(cell).toHaveFocus();
    expect(within(grid).queryByRole('textbox')).not.toBeInTheDocument();
    expect(cell).toHaveAccessibleName('Lobby TV');
    expect(cell).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Send 3 devices' })).toBeVisible();
    // Arrows move between cells again (line 4 was merged into line 2: the next row is line 5).
    await user.keyboard('{ArrowDown}');
    expect(gridCell('Name', 5)).toHaveFocus();
  });

  it('Escape cancels an edit: the value the cell had is back, and so is the focus', async () => {
    const { user, grid } = await pasteList(LIST);
    const cell = gridCell('Name', 2);
    act(() => cell.focus());
    await user.keyboard('{F2}');
    const input = within(cell).getByRole('textbox', { name: 'Name, row 2' });
    expect(input).toHaveFocus();
    await user.keyboard(' <x>');
    expect(input).toHaveValue('Skrivare Våning 3 <x>');
    // Re-checked as it is typed.
    await waitFor(() => expect(counts()).toContain('2 invalid'));
    await user.keyboard('{Escape}');

    expect(cell).toHaveFocus();
    expect(within(grid).queryByRole('textbox')).not.toBeInTheDocument();
    expect(cell).toHaveAccessibleName('Skrivare Våning 3');
    await waitFor(() => expect(counts()).toContain('1 invalid'));
  });

  it('a character typed on a cell opens it with that character; a click opens it too', async () => {
    const { user } = await pasteList(LIST);
    const phone = gridCell('Name', 5);
    act(() => phone.focus());
    await user.keyboard('K');
    const input = within(phone).getByRole('textbox', { name: 'Name, row 5' });
    await waitFor(() => expect(input).toHaveValue('K'));
    await user.keyboard('iosk{Enter}');
    expect(phone).toHaveAccessibleName('Kiosk');
    expect(phone).toHaveFocus();

    await user.click(gridCell('Description', 5));
    const description = screen.getByRole('textbox', { name: 'Description, row 5' });
    expect(description).toHaveFocus();
    await user.keyboard('Lobby{Escape}');
    expect(gridCell('Description', 5)).toHaveAccessibleName('');
    // Cells that are not editable stay cells.
    act(() => gridCell('Maker', 5).focus());
    await user.keyboard('{Enter}x');
    expect(screen.queryByRole('textbox', { name: /, row 5$/ })).not.toBeInTheDocument();
  });

  it('Tab from an open cell leaves the grid, keeping what was typed', async () => {
    const { user, grid } = await pasteList(LIST);
    const cell = gridCell('Tags', 5);
    act(() => cell.focus());
    await user.keyboard('{Enter}');
    await user.keyboard('kiosk');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send 2 devices' })).toHaveFocus();
    expect(within(grid).queryByRole('textbox')).not.toBeInTheDocument();
    expect(cell).toHaveAccessibleName('kiosk');
    // And Shift+Tab from an open cell leaves it backwards.
    act(() => cell.focus());
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(grid.contains(document.activeElement)).toBe(false);
    await expectNoAxeViolations();
  });

  it('the axe checks pass while a cell is open', async () => {
    const { user } = await pasteList(LIST);
    act(() => gridCell('MAC address', 2).focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'MAC address, row 2' })).toHaveAccessibleDescription(
      'Sent as 00:1B:A9:4C:21:99',
    );
    await expectNoAxeViolations();
  });

  it('reaches a row that is not rendered: the grid scrolls to it and focuses it', async () => {
    const { user, grid } = await pasteList(devices(300));
    expect(within(grid).queryByRole('rowheader', { name: '300' })).not.toBeInTheDocument();
    act(() => gridCell('Row', 1).focus());
    await user.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(gridCell('Status', 300)).toHaveFocus());
    // Still a window of rows, not all of them.
    expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    await user.keyboard('{Home}{ArrowUp}');
    await waitFor(() => expect(gridCell('Row', 299)).toHaveFocus());
    await user.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(gridCell('Row', 1)).toHaveFocus());
  });
});
