import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gridCell, openCell } from '../../support/batch-grid-cells.ts';
import { renderScreen } from '../../support/render-screen.tsx';

const LIST = [
  'Device MAC;Device name;Comment;Tags',
  '00-1b-a9-4c-21-99;Skrivare Våning 3;Laser printer;printer|floor 3',
  '001BA94C2200;Lobby <TV>;;tv',
  '00:1b:a9:4c:21:99;;;',
  '02:00:5e:10:00:01;Phone;;',
].join('\n');

async function openBatch(options: Parameters<typeof renderScreen>[1] = {}) {
  const view = renderScreen(undefined, { path: '/batch', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Batch import' });
  const paste = await screen.findByRole('textbox', { name: 'Paste rows' });
  return { ...view, paste };
}

/** The figures of the counts line, as "N word" texts. */
function counts(): string[] {
  return within(screen.getByRole('list', { name: 'Counts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('Batch import preview', () => {
  it('says what it understood, counts every status and lets cells be edited and re-checked', async () => {
    const { user, paste } = await openBatch();
    await user.click(paste);
    await user.paste(LIST);

    // Line 4 is line 2's device again: one row, and the sentence says so.
    await waitFor(() =>
      expect(counts()).toEqual([
        '3 rows',
        '1 ready',
        '1 invalid',
        '0 duplicates',
        '1 warning',
        '0 excluded',
      ]),
    );
    expect(screen.getByRole('region', { name: 'What was understood' })).toHaveTextContent(
      'Looks like a table: 3 devices, names from the Device name column; 1 line repeats a device already listed, merged into its row.',
    );
    expect(screen.getByRole('list', { name: 'Lines that repeat a device' })).toHaveTextContent(
      'Line 4 repeats line 2 (00:1B:A9:4C:21:99).',
    );
    expect(
      screen.getByText(/Columns separated by semicolons; the first line is a header row/),
    ).toBeVisible();
    // Once the list has settled, a screen reader hears its counts.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
        'Preview: 3 rows: 1 ready, 1 invalid, 0 duplicates, 1 warning, 0 excluded',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Column 2 (Device name)' })).toHaveValue('name');
    // Each column says what its first row holds, to map a list without a header row by eye.
    expect(
      screen.getByRole('combobox', { name: 'Column 2 (Device name)' }),
    ).toHaveAccessibleDescription('First row: “Skrivare Våning 3”');

    // Row numbers are source lines: the header is line 1. A cell is described by its problem.
    expect(gridCell('Name', 3)).toHaveAccessibleDescription('Name may not contain: < >');
    const mac2 = await openCell(user, 'MAC address', 2);
    expect(mac2).toHaveValue('00-1b-a9-4c-21-99');
    expect(mac2).toHaveAccessibleDescription('Sent as 00:1B:A9:4C:21:99');
    await user.keyboard('{Escape}');
    expect(gridCell('Tags', 2)).toHaveAccessibleName('printer|floor 3');
    const name3 = await openCell(user, 'Name', 3);
    expect(name3).toHaveAttribute('aria-invalid', 'true');
    expect(name3).toHaveAccessibleDescription('Name may not contain: < >');

    // Fix the name in place: re-checked as you type.
    await user.clear(name3);
    await user.type(name3, 'Lobby TV');
    await waitFor(() => expect(counts()).toContain('0 invalid'));
    expect(screen.getByRole('textbox', { name: 'Name, row 3' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByRole('button', { name: 'Send 3 devices' })).toBeVisible();
    await user.keyboard('{Enter}');

    // A MAC typed the same as another row's makes a duplicate: the first row is sent.
    const mac5 = await openCell(user, 'MAC address', 5);
    await user.clear(mac5);
    await user.type(mac5, '00:1B:A9:4C:21:99{Enter}');
    await waitFor(() => expect(counts()).toContain('1 duplicate'));
    expect(screen.getByText('Same device as row 2: that row is sent, not this one.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send 2 devices' })).toBeVisible();
  });

  it('leaves out an excluded row, filters by status and remaps a column', async () => {
    const { user, paste } = await openBatch();
    await user.click(paste);
    await user.paste(LIST);
    await screen.findByRole('button', { name: 'Send 2 devices' });

    await user.click(screen.getByRole('checkbox', { name: 'Exclude row 2' }));
    await waitFor(() => expect(counts()).toContain('1 excluded'));
    await screen.findByRole('button', { name: 'Send 1 device' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'excluded');
    const table = screen.getByRole('grid', { name: /Preview: showing 1 of 3 rows/ });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('rowheader', { name: '2' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Column 3 (Comment)' }), 'name');
    // The name role moved: column 2 is no longer used.
    expect(screen.getByRole('combobox', { name: 'Column 2 (Device name)' })).toHaveValue('ignore');
    await waitFor(() => expect(gridCell('Name', 2)).toHaveAccessibleName('Laser printer'));
  });

  it('restores the list, the edits and the exclusions after a reload', async () => {
    const first = await openBatch();
    await first.user.click(first.paste);
    await first.user.paste(LIST);
    await first.user.click(await screen.findByRole('checkbox', { name: 'Exclude row 5' }));
    const name3 = await openCell(first.user, 'Name', 3);
    await first.user.clear(name3);
    await first.user.type(name3, 'Lobby TV');
    await waitFor(() => expect(counts()).toContain('1 excluded'));
    first.unmount();

    const second = await openBatch({ storages: first.storages });
    expect(await screen.findByRole('heading', { name: 'Your list is back' })).toBeVisible();
    await waitFor(() => expect(gridCell('Name', 3)).toHaveAccessibleName('Lobby TV'));
    expect(screen.getByRole('checkbox', { name: 'Exclude row 5' })).toBeChecked();
    expect(counts()).toEqual([
      '3 rows',
      '2 ready',
      '0 invalid',
      '0 duplicates',
      '0 warnings',
      '1 excluded',
    ]);

    // New batch: the notice about the restored list goes with it.
    await second.user.click(screen.getByRole('button', { name: 'New batch' }));
    await second.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Clear and start again',
      }),
    );
    await second.user.click(screen.getByRole('textbox', { name: 'Paste rows' }));
    await second.user.paste('AC:DE:48:30:00:01');
    await screen.findByRole('button', { name: 'Send 1 device' });
    expect(screen.queryByRole('heading', { name: 'Your list is back' })).not.toBeInTheDocument();
  });

  it('holds a large paste for the preview instead of showing it in the box', async () => {
    const { user, paste } = await openBatch();
    const rows = Array.from(
      { length: 3000 },
      (_, i) =>
        `AC:DE:48:10:${(i >> 8).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')},Sensor ${i},On the wall in hall B`,
    );
    await user.click(paste);
    await user.paste(rows.join('\n'));
    expect(await screen.findByRole('button', { name: 'Send 3,000 devices' })).toBeVisible();
    expect(paste).toHaveValue('');
    // Virtualized: the table says how many rows it has and renders only a window of them.
    const table = screen.getByRole('grid', { name: 'Preview: 3,000 rows' });
    expect(table).toHaveAttribute('aria-rowcount', '3001');
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    expect(paste).toHaveAccessibleDescription(
      expect.stringContaining('3,000 lines pasted are held'),
    );

    // Typing replaces the held list.
    await user.type(paste, 'AC:DE:48:20:00:01');
    await screen.findByRole('button', { name: 'Send 1 device' });
    expect(paste).toHaveValue('AC:DE:48:20:00:01');
  });

  it('with an expiry, says why a bare list of MACs is invalid: a create needs a name', async () => {
    const { user, paste } = await openBatch();
    await user.click(paste);
    await user.paste('00:1B:A9:4C:21:01\n00:1B:A9:4C:21:02');
    await screen.findByRole('button', { name: 'Send 2 devices' });
    expect(
      screen.queryByRole('heading', { name: 'With an expiry, every device needs a name' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'For a number of days' }));
    expect(
      await screen.findByRole('heading', { name: 'With an expiry, every device needs a name' }),
    ).toBeVisible();
    expect(screen.getByText(/2 rows have no name, so they are invalid/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send 0 devices' })).toBeVisible();

    await user.type(await openCell(user, 'Name', 1), 'Lobby TV');
    expect(await screen.findByText(/1 row has no name, so it is invalid/)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Forever' }));
    await screen.findByRole('button', { name: 'Send 2 devices' });
    expect(
      screen.queryByRole('heading', { name: 'With an expiry, every device needs a name' }),
    ).not.toBeInTheDocument();
  });

  it('says plainly what it read, and names an unclosed quote once by its line', async () => {
    const { user, paste } = await openBatch();
    await user.click(paste);
    await user.paste(
      'mac,name\n00:1B:A9:4C:21:01,Alpha\n00:1B:A9:4C:21:02,"Beta\n00:1B:A9:4C:21:03,Gamma',
    );
    const understood = await screen.findByRole('region', { name: 'What was understood' });
    await waitFor(() =>
      expect(understood).toHaveTextContent(
        'Looks like a table: 2 devices, names from the name column.',
      ),
    );
    expect(
      within(understood).getByText(
        'Columns separated by commas; the first line is a header row and is not sent.',
      ),
    ).toBeVisible();
    expect(
      within(understood).getByText(
        'A quote (") opened on line 3 is never closed, so the rest of the text is read as one cell. Close the quote or remove it.',
      ),
    ).toBeVisible();
  });

  it('keeps a row fixed or excluded under a filter in view (and the focus in it) until the filter changes', async () => {
    const { user, paste } = await openBatch();
    await user.click(paste);
    await user.paste(LIST);
    await screen.findByRole('button', { name: 'Send 2 devices' });
    const show = screen.getByRole('combobox', { name: 'Show' });

    await user.selectOptions(show, 'invalid');
    const name3 = await openCell(user, 'Name', 3);
    await user.clear(name3);
    await user.type(name3, 'Lobby TV');
    await screen.findByRole('button', { name: 'Send 3 devices' });
    expect(name3).toBeInTheDocument();
    expect(name3).toHaveFocus();
    expect(name3).toHaveValue('Lobby TV');
    const table = screen.getByRole('grid', { name: /Preview: showing 1 of 3 rows/ });
    expect(within(table).getByText('Ready')).toBeVisible();

    await user.selectOptions(show, 'ready');
    const exclude = screen.getByRole('checkbox', { name: 'Exclude row 2' });
    await user.click(exclude);
    await waitFor(() => expect(counts()).toContain('1 excluded'));
    expect(exclude).toBeInTheDocument();
    expect(exclude).toBeChecked();

    // A new choice of filter shows what it says again.
    await user.selectOptions(show, 'invalid');
    expect(await screen.findByText('No rows match this filter.')).toBeVisible();
  });

  it('moves edits and exclusions with their rows when a line is typed above them in the box', async () => {
    const { user, paste } = await openBatch();
    await user.click(paste);
    await user.paste('00:1B:A9:4C:21:01,Alpha\n00:1B:A9:4C:21:02,Beta\n00:1B:A9:4C:21:03,Gamma');
    await user.click(await screen.findByRole('checkbox', { name: 'Exclude row 3' }));
    const name2 = await openCell(user, 'Name', 2);
    await user.clear(name2);
    await user.type(name2, 'Beta fixed');
    await waitFor(() => expect(counts()).toContain('1 excluded'));

    // A device typed in at the top: every row moves down one line.
    await user.type(paste, '00:1B:A9:4C:21:00,Zero{Enter}', {
      initialSelectionStart: 0,
      initialSelectionEnd: 0,
    });
    await waitFor(() => expect(gridCell('Name', 3)).toHaveAccessibleName('Beta fixed'));
    expect(paste).toHaveValue(
      '00:1B:A9:4C:21:00,Zero\n00:1B:A9:4C:21:01,Alpha\n00:1B:A9:4C:21:02,Beta\n00:1B:A9:4C:21:03,Gamma',
    );
    // The row that took Beta's old place shows its own name once it is checked again.
    await waitFor(() => expect(gridCell('Name', 2)).toHaveAccessibleName('Alpha'));
    expect(screen.getByRole('checkbox', { name: 'Exclude row 4' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Exclude row 3' })).not.toBeChecked();
    expect(gridCell('Name', 4)).toHaveAccessibleName('Gamma');
    expect(counts()).toEqual([
      '4 rows',
      '3 ready',
      '0 invalid',
      '0 duplicates',
      '0 warnings',
      '1 excluded',
    ]);
  });

  it('keeps the preview on the page while a typed change is checked, instead of flickering at every keystroke', async () => {
    const { user, paste } = await openBatch();
    await user.click(paste);
    await user.paste(LIST);
    const heading = await screen.findByRole('heading', { name: 'Preview' });
    let vanished = 0;
    const observer = new MutationObserver(() => {
      if (!heading.isConnected) vanished++;
    });
    observer.observe(document.body, { childList: true, subtree: true });

    await user.type(paste, '\n00:1B:A9:4C:21:05;Epsilon');
    expect(paste).toHaveValue(`${LIST}\n00:1B:A9:4C:21:05;Epsilon`);
    expect(await screen.findByRole('button', { name: 'Send 3 devices' })).toBeVisible();
    observer.disconnect();
    expect(vanished).toBe(0);
    expect(heading).toBeInTheDocument();
    expect(gridCell('Name', 6)).toHaveAccessibleName('Epsilon');
  });

  it('after New batch, a new paste never shows the old list, not even for a moment', async () => {
    const { user, paste } = await openBatch();
    await user.click(paste);
    await user.paste(LIST);
    await screen.findByRole('grid', { name: 'Preview: 3 rows' });
    await user.click(screen.getByRole('button', { name: 'New batch' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Clear and start again',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Preview' })).toBeNull());
    let oldShown = 0;
    const observer = new MutationObserver(() => {
      if (screen.queryByRole('grid', { name: 'Preview: 3 rows' })) oldShown++;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(paste);
    await user.paste('00:1B:A9:4C:21:07,Kiosk');
    expect(await screen.findByRole('grid', { name: 'Preview: 1 row' })).toBeVisible();
    observer.disconnect();
    expect(oldShown).toBe(0);
  });
});
