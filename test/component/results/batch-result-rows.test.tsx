// The one batch results view, as Batch import and Activity both render it: a grid per outcome on
// the shared data grid, every row reachable by keyboard, makers to filter by, entries to edit.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMakerLookup } from '../../../src/device-maker/use-maker-lookup.ts';
import type { BatchRow } from '../../../src/journal/journal-record.ts';
import { BatchResultRows } from '../../../src/results/batch/batch-result-rows.tsx';
import { expectNoAxeViolations } from '../../support/activity-page.ts';
import { speak } from '../../support/i18n.tsx';
import { renderScreen } from '../../support/render-screen.tsx';

const hex = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
/** 00:11:22 is CIMSYS in the registry; AC:DE:48 is Private. */
const row = (n: number, prefix: string, more: Partial<BatchRow> = {}): BatchRow => ({
  line: n,
  mac: `${prefix}:00:${hex(Math.floor(n / 256))}:${hex(n % 256)}`,
  name: `Seat ${n}`,
  description: '',
  tags: [],
  outcome: 'created',
  reason: '',
  ...more,
});

function Rows({ rows, entryLinks = false }: { rows: readonly BatchRow[]; entryLinks?: boolean }) {
  const maker = useMakerLookup();
  // In a landmark, as on every screen.
  return (
    <main>
      <BatchResultRows rows={rows} maker={maker} entryLinks={entryLinks} />
    </main>
  );
}

describe('BatchResultRows', () => {
  it('300 created rows: one grid, one tab stop, the last row reached with Ctrl+End', async () => {
    const rows = Array.from({ length: 300 }, (_, n) => row(n + 1, '00:11:22'));
    const { user } = renderScreen(<Rows rows={rows} />);
    const grid = screen.getByRole('grid', { name: 'Created: 300 rows' });
    expect(grid).toHaveAttribute('aria-rowcount', '301');
    // Virtual rows: far fewer in the DOM than in the list.
    expect(within(grid).getAllByRole('row').length).toBeLessThan(100);
    const first = within(grid).getByRole('rowheader', { name: '1' });
    expect(first).toHaveAttribute('tabindex', '0');
    act(() => first.focus());
    await user.keyboard('{Control>}{End}{/Control}{Home}');
    expect(document.activeElement).toHaveAccessibleName('300');
    expect(document.activeElement?.closest('tr')).toHaveTextContent('Seat 300');
    await expectNoAxeViolations();
  });

  it('filters every table by maker, and says how many of how many it shows', async () => {
    const rows = [
      row(1, '00:11:22'),
      row(2, 'AC:DE:48', { outcome: 'faulty', reason: 'Name may not contain: !' }),
      row(3, '00:11:22', { outcome: 'faulty', reason: 'Name may not contain: !' }),
      row(4, '00:11:22', { mac: 'nope', outcome: 'not-sent', reason: 'Not a MAC.' }),
    ];
    const { user } = renderScreen(<Rows rows={rows} />);
    const makers = await screen.findByRole('list', { name: 'Makers:' });
    await user.click(await within(makers).findByRole('button', { name: '2 × CIMSYS' }));
    expect(screen.getByRole('grid', { name: 'Faulty: showing 1 of 2 rows' })).toBeVisible();
    expect(screen.getByRole('grid', { name: 'Created: 1 row' })).toBeVisible();
    // A MAC that is none has no maker to match.
    expect(screen.getByRole('grid', { name: 'Not sent: showing 0 of 1 row' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy 1 MAC address (faulty)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show every maker' }));
    expect(screen.getByRole('grid', { name: 'Faulty: 2 rows' })).toBeVisible();
  });

  it('links each created entry to Edit device from its grid cell, when its connection is in use', async () => {
    const rows = [1, 2].map((n) => row(n, '00:11:22', { id: `ENTRY-${n}` }));
    const { unmount } = renderScreen(<Rows rows={rows} entryLinks />);
    const grid = screen.getByRole('grid', { name: 'Created: 2 rows' });
    const link = within(grid).getByRole('link', { name: 'Edit Seat 1' });
    expect(link).toHaveAttribute('href', '/edit?id=ENTRY-1');
    // The grid's one tab stop stays the row header: the links are reached with the arrows.
    expect(link).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(within(grid).getAllByRole('gridcell')[1]).toHaveTextContent(/\S/));
    await expectNoAxeViolations();
    unmount();
    // Another connection's: the ID, to read, never a link.
    renderScreen(<Rows rows={rows} />);
    const other = screen.getByRole('grid', { name: 'Created: 2 rows' });
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
    expect(within(other).getByText('ENTRY-2')).toBeVisible();
  });
});

describe('BatchResultRows in Swedish', () => {
  afterEach(() => speak('en'));

  it('says each outcome, its rows and its MAC addresses in Swedish, counts grouped', async () => {
    await speak('sv');
    const rows = [
      ...Array.from({ length: 1234 }, (_, n) => row(n + 1, '00:11:22')),
      row(1235, 'AC:DE:48', { outcome: 'faulty', reason: 'Name may not contain: !' }),
      ...[1236, 1237].map((n) => row(n, '00:11:22', { outcome: 'unconfirmed' })),
    ];
    renderScreen(<Rows rows={rows} />);
    // 1 234 with a no-break space, as Swedish groups thousands.
    const created = screen.getByRole('grid', { name: 'Skapade: 1\u00a0234 rader' });
    expect(screen.getByRole('heading', { level: 3, name: 'Skapade (1\u00a0234)' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Kopiera 1\u00a0234 MAC-adresser (skapade)' }),
    ).toBeVisible();
    // One row: the singular.
    expect(screen.getByRole('grid', { name: 'Felaktiga: 1 rad' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kopiera 1 MAC-adress (felaktiga)' })).toBeVisible();
    expect(within(created).getByRole('columnheader', { name: 'Rad' })).toBeVisible();
    expect(within(created).getByRole('columnheader', { name: 'MAC-adress' })).toBeVisible();
    expect(within(created).getByRole('columnheader', { name: 'Tillverkare' })).toBeVisible();
    expect(screen.getByRole('grid', { name: 'Inte bekräftade: 2 rader' })).toBeVisible();
    expect(
      screen.getByText(
        /^Serverns svar nämnde inte de här raderna, så det är okänt om de sparades\./,
      ),
    ).toBeVisible();
  });
});
