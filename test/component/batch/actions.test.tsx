import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { activityRecords } from '../../support/journal-db.ts';
import { gridCell } from '../../support/batch-grid-cells.ts';
import { renderScreen } from '../../support/render-screen.tsx';
import { server, testSandbox } from '../../support/msw-server.ts';
import { lobby, office } from '../../support/saved-connections.ts';

const BATCH = '*/v1/org/demo-org/contexts/sign-in/demo-context/modules/whitelistings/batch/add';
const smallChunks = { ...office, chunkSize: 2 };
const SIX = [1, 2, 3, 4, 5, 6].map((n) => `AC:DE:48:00:01:0${n},Sensor ${n}`).join('\n');

async function openBatch(options: Parameters<typeof renderScreen>[1] = {}) {
  const view = renderScreen(undefined, { path: '/batch', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Batch import' });
  const paste = await screen.findByRole('textbox', { name: 'Paste rows' });
  return { ...view, paste };
}

function figures(): string[] {
  return within(screen.getByRole('list', { name: 'Figures' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('Batch import actions', () => {
  it('Cancel stops after the chunk in flight; Resume sends the rest', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    server.use(
      http.post(BATCH, async ({ request }) => {
        calls += 1;
        if (calls === 1) await gate;
        return testSandbox().fetch(request);
      }),
    );
    const { user, paste, storages } = await openBatch({ connections: [smallChunks] });
    await user.click(paste);
    await user.paste(SIX);
    await user.click(await screen.findByRole('button', { name: 'Send 6 devices' }));

    expect(await screen.findByRole('progressbar', { name: /0 of 6 rows sent/ })).toBeVisible();
    // Activity: the run's one record, running from the start.
    const statuses = async () => (await activityRecords(storages)).map((r) => r.status);
    await waitFor(() => expect(statuses()).resolves.toEqual(['running']));
    // The Send button is gone: the progress heading has the focus (moved once it has rendered).
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Sending devices' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Cancelling after this chunk…' })).toBeVisible();
    release();

    expect(
      await screen.findByRole('heading', { name: 'Not everything was sent yet' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Sending stopped' })).toHaveFocus(),
    );
    expect(calls).toBe(1);
    expect(figures()).toEqual([
      '2 created',
      '0 already whitelisted',
      '0 faulty',
      '0 guest sessions updated',
      '4 not sent',
    ]);
    expect(screen.getByText('Not sent: 4 cancelled.')).toBeVisible();
    await waitFor(() => expect(statuses()).resolves.toEqual(['cancelled']));

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(figures()[0]).toBe('6 created'));
    expect(calls).toBe(3);
    // Resumed, the same record settles: done, with every row created.
    await waitFor(() => expect(statuses()).resolves.toEqual(['done']));
    const [record] = await activityRecords(storages);
    expect(record?.kind === 'batch' ? record.figures.created : undefined).toBe(6);
    // The results heading takes the focus (not a container whose whole text would be read).
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus(),
    );

    // New batch from the results asks first, then starts over with the paste box.
    await user.click(screen.getByRole('button', { name: 'New batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new batch?' });
    expect(dialog).toHaveTextContent('The results of this batch will be cleared');
    await user.click(within(dialog).getByRole('button', { name: 'Clear and start again' }));
    const box = await screen.findByRole('textbox', { name: 'Paste rows' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
  });

  it("New batch while a chunk is in flight settles the run's Activity record as cancelled", async () => {
    server.use(http.post(BATCH, () => new Promise<Response>(() => {})));
    const { user, paste, storages } = await openBatch({ connections: [smallChunks] });
    await user.click(paste);
    await user.paste(SIX);
    await user.click(await screen.findByRole('button', { name: 'Send 6 devices' }));
    await screen.findByRole('progressbar', { name: /0 of 6 rows sent/ });
    await waitFor(() =>
      expect(activityRecords(storages)).resolves.toMatchObject([{ status: 'running' }]),
    );

    await user.click(screen.getByRole('button', { name: 'New batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new batch?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear and start again' }));
    await waitFor(() =>
      expect(activityRecords(storages)).resolves.toMatchObject([
        { kind: 'batch', status: 'cancelled', rowCount: 6 },
      ]),
    );
  });

  it('reads a chosen file, and New batch asks before clearing unsent rows', async () => {
    const { user, storages } = await openBatch();
    const file = new File(
      ['\ufeffmac,name\r\nAC:DE:48:00:02:01,Kiosk A\r\nAC:DE:48:00:02:02,Kiosk B\r\n'],
      'kiosks.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText(/Or choose a file/), file);
    expect(await screen.findByText('Read from kiosks.csv.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Send 2 devices' })).toBeVisible();
    expect(screen.getByText(/the first line is a header row/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new batch?' });
    expect(dialog).toHaveTextContent('its 2 unsent rows');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Send 2 devices' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New batch' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Clear and start again',
      }),
    );
    const paste = screen.getByRole('textbox', { name: 'Paste rows' });
    expect(paste).toHaveValue('');
    await waitFor(() => expect(paste).toHaveFocus());
    expect(screen.queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
    expect(storages.session?.getItem('sign-in-admin.draft.batch-import.v1.office')).toBeNull();
  });

  it('reads a CSV saved by a spreadsheet in Windows-1252 with its å, ä and ö intact', async () => {
    const { user } = await openBatch();
    // "MAC;Namn\r\nAC:DE:48:00:03:01;Kök Våning 3\r\n" as Excel saves it on Windows.
    const text = 'MAC;Namn\r\nAC:DE:48:00:03:01;Kök Våning 3\r\n';
    const bytes = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
    await user.upload(
      screen.getByLabelText(/Or choose a file/),
      new File([bytes], 'kök.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(gridCell('Name', 2)).toHaveAccessibleName('Kök Våning 3'));
    expect(screen.getByRole('button', { name: 'Send 1 device' })).toBeVisible();
  });

  it('refuses a dropped file that is not a list', async () => {
    await openBatch();
    // Dropped on the drop zone: what the file holds decides, whatever its name says.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    fireEvent.drop(screen.getByLabelText(/Or choose a file/), {
      dataTransfer: { files: [new File([png], 'photo.csv', { type: 'text/csv' })] },
    });
    await screen.findByText(/photo.csv is not a text file/);
    expect(screen.getByRole('textbox', { name: 'Paste rows' })).toHaveAccessibleDescription(
      expect.stringContaining('photo.csv is not a text file (it looks like a PNG image)'),
    );
  });

  it('keeps one batch per connection: switching shows the other one, switching back restores', async () => {
    const { user, paste } = await openBatch({ connections: [office, lobby] });
    const banner = screen.getByRole('banner');
    const select = within(banner).getByRole('combobox', { name: 'Connection' });
    expect(select).toHaveDisplayValue('Lobby');
    await user.click(paste);
    await user.paste('AC:DE:48:00:03:01,Lobby kiosk');
    await screen.findByRole('button', { name: 'Send 1 device' });

    await user.selectOptions(select, 'Office');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Paste rows' })).toHaveValue(''),
    );
    expect(screen.queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();

    await user.selectOptions(select, 'Lobby');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Paste rows' })).toHaveValue(
        'AC:DE:48:00:03:01,Lobby kiosk',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Send 1 device' })).toBeVisible();
  });
});
