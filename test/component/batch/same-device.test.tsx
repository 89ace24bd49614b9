// One MAC under two names (issue 23): both rows reach the preview, the later a duplicate of the
// first; a person compares them under "Duplicates" and chooses which is sent, by keyboard.
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { gridCell } from '../../support/batch-grid-cells.ts';
import { renderScreen } from '../../support/render-screen.tsx';

// Line 4 gives line 2's MAC another name; line 5 repeats line 2 with another description.
const LIST = [
  'MAC,Name,Description',
  '00:1b:63:84:bb:d7,Printer,Room 101',
  '3c:22:fb:12:34:56,Kiosk,',
  '00-1B-63-84-BB-D7,Reception printer,',
  '00:1b:63:84:bb:d7,Printer,Room 102',
].join('\n');

const slow = { timeout: 10_000 };

async function pasteList() {
  const view = renderScreen(undefined, { path: '/batch' });
  await screen.findByRole('heading', { level: 1, name: 'Batch import' }, slow);
  await view.user.click(await screen.findByRole('textbox', { name: 'Paste rows' }));
  await view.user.paste(LIST);
  await screen.findByRole('button', { name: /^Send \d/ }, slow);
  return view;
}

function counts(): string[] {
  return within(screen.getByRole('list', { name: 'Counts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const rowHeaders = () =>
  within(screen.getByRole('grid', { name: /^Preview/ }))
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

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

describe('Batch preview: rows of one device', () => {
  it('says which lines repeat which, and keeps the other name as a duplicate', async () => {
    await pasteList();
    const understood = screen.getByRole('region', { name: 'What was understood' });
    expect(understood).toHaveTextContent(
      'Looks like a table: 2 devices, names from the Name column; 1 line repeats a device already listed, merged into its row; 1 line gives a device already listed another name: a duplicate to choose from.',
    );
    expect(
      within(understood).getByRole('list', { name: 'Lines that repeat a device' }),
    ).toHaveTextContent(
      'Line 5 repeats line 2 (00:1B:63:84:BB:D7): its description "Room 101" from line 2 is kept, not "Room 102" (line 5).',
    );
    expect(counts()).toEqual([
      '3 rows',
      '2 ready',
      '0 invalid',
      '1 duplicate',
      '0 warnings',
      '0 excluded',
    ]);
    expect(gridCell('Status', 4)).toHaveTextContent(
      'Duplicate' + 'Same device as row 2: that row is sent, not this one.' + 'Send row 4',
    );
    expect(screen.getByRole('radio', { name: 'Send row 2' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Send row 4' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Send row 4' })).toHaveAccessibleDescription(
      'Same device as row 2: that row is sent, not this one.',
    );
    // A row of its own device offers no choice.
    expect(within(gridCell('Status', 3)).queryByRole('radio')).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows both rows under Duplicates, and sends the chosen one instead, by keyboard', async () => {
    const { user } = await pasteList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'duplicate');
    expect(
      screen.getByRole('option', { name: 'Duplicates (1), with the rows they repeat' }),
    ).toBeVisible();
    expect(rowHeaders()).toEqual(['2', '4']);

    // The status cell of a row with a choice is its radio button: Space sends that row.
    const choose = screen.getByRole('radio', { name: 'Send row 4' });
    act(() => gridCell('Name', 4).focus());
    await user.keyboard('{End}');
    expect(choose).toHaveFocus();
    await user.keyboard(' ');
    expect(choose).toBeChecked();
    expect(choose).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Exclude row 2' })).toBeChecked();
    await waitFor(() =>
      expect(counts()).toEqual([
        '3 rows',
        '2 ready',
        '0 invalid',
        '0 duplicates',
        '0 warnings',
        '1 excluded',
      ]),
    );
    // The rows chosen between stay in view, to compare or choose again.
    expect(rowHeaders()).toEqual(['2', '4']);
    expect(gridCell('Status', 4)).toHaveTextContent(
      'Same device as row 2: this is the row sent for it.',
    );
    expect(gridCell('Status', 2)).toHaveTextContent(
      'Excluded: not sent' + 'Same device as row 4, which is sent.',
    );
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
        'Preview: 3 rows: 2 ready, 0 invalid, 0 duplicates, 0 warnings, 1 excluded',
      ),
    );
    expect(screen.getByRole('button', { name: 'Send 2 devices' })).toBeVisible();
    await expectNoAxeViolations();

    // Undone as an exclusion is: choosing row 2 again takes it back in.
    await user.click(screen.getByRole('radio', { name: 'Send row 2' }));
    expect(screen.getByRole('checkbox', { name: 'Exclude row 2' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Exclude row 4' })).toBeChecked();
    await waitFor(() => expect(counts()).toContain('1 excluded'));
    expect(gridCell('Status', 2)).toHaveTextContent(
      'Same device as row 4: this is the row sent for it.',
    );
  });

  it('puts the repeats of more than three devices behind a disclosure', async () => {
    const view = renderScreen(undefined, { path: '/batch' });
    await view.user.click(await screen.findByRole('textbox', { name: 'Paste rows' }, slow));
    const macs = [
      '00:1b:63:84:bb:01',
      '00:1b:63:84:bb:02',
      '00:1b:63:84:bb:03',
      '00:1b:63:84:bb:04',
    ];
    await view.user.paste([...macs, ...macs].join('\n'));
    const understood = await screen.findByRole('region', { name: 'What was understood' }, slow);
    await waitFor(() =>
      expect(understood).toHaveTextContent(
        '4 lines repeat 4 devices already listed, merged into their rows',
      ),
    );
    expect(
      within(understood).queryByRole('list', { name: 'Lines that repeat a device' }),
    ).toBeNull();
    await view.user.click(within(understood).getByText('Show the 4 lines that repeat 4 devices'));
    const list = within(understood).getByRole('list', { name: 'Lines that repeat a device' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 5 repeats line 1 (00:1B:63:84:BB:01).',
      'Line 6 repeats line 2 (00:1B:63:84:BB:02).',
      'Line 7 repeats line 3 (00:1B:63:84:BB:03).',
      'Line 8 repeats line 4 (00:1B:63:84:BB:04).',
    ]);
  });

  it('says what a choice did, for a screen reader', async () => {
    const { user } = await pasteList();
    await user.click(screen.getByRole('radio', { name: 'Send row 4' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
        'Row 4 is sent for 00:1B:63:84:BB:D7; row 2 is excluded.',
      ),
    );
    // Taking the exclusion back undoes the choice: row 2 is the one sent again.
    await user.click(screen.getByRole('checkbox', { name: 'Exclude row 2' }));
    await waitFor(() => expect(counts()).toContain('1 duplicate'));
    expect(screen.getByRole('radio', { name: 'Send row 2' })).toBeChecked();
  });
});
