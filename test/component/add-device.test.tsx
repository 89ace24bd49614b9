import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addDays } from '../../src/ui/expiry.ts';
import { todayIn } from '../../src/api/rules.ts';
import { SEED } from '../../src/sandbox/seed.ts';
import { speak } from '../support/i18n.tsx';
import { activityRecords, recentEntryIds } from '../support/journal-db.ts';
import { renderScreen } from '../support/render-screen.tsx';
import { lobby, office } from '../support/saved-connections.ts';
import { server, testSandbox } from '../support/msw-server.ts';

const URL_PATTERN = '*/v1/org/demo-org/contexts/sign-in/demo-context/modules/whitelistings';
const STATE = 'http://localhost/_sandbox/v1/org/demo-org/contexts/sign-in/demo-context/state';

/** Records each create body and forwards it to the sandbox, unchanged. */
function recordBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(URL_PATTERN, async ({ request }) => {
      bodies.push(await request.clone().json());
      return testSandbox().fetch(request);
    }),
  );
  return bodies;
}

const stateSchema = z.object({
  whitelistings: z.array(z.object({ mac: z.string(), id: z.string() })),
});

async function storedEntries() {
  const response = await testSandbox().fetch(
    new Request(STATE, { headers: { 'x-auth-token': 'demo-key' } }),
  );
  return stateSchema.parse(await response.json()).whitelistings;
}

async function openAdd() {
  const view = renderScreen(undefined, { path: '/add' });
  await screen.findByRole('heading', { level: 1, name: 'Add device' });
  const mac = await screen.findByRole('textbox', { name: 'MAC address' });
  return { ...view, mac };
}

function summaryMessages() {
  return within(screen.getByRole('alert', { name: '' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('Add device: Activity', () => {
  it('records a create whose answer comes after the screen was left', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(URL_PATTERN, async ({ request }) => {
        await gate;
        return testSandbox().fetch(request);
      }),
    );
    const { user, mac, storages } = await openAdd();
    await user.type(mac, '00:1B:63:84:F0:01');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Late answer');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    // The person moves on before the answer comes.
    await user.click(screen.getByRole('link', { name: 'Activity' }));
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    release();

    await waitFor(() =>
      expect(activityRecords(storages)).resolves.toMatchObject([
        { kind: 'add', status: 'done', sent: { mac: '00:1B:63:84:F0:01', name: 'Late answer' } },
      ]),
    );
    const [record] = await activityRecords(storages);
    expect(await recentEntryIds(storages, 'office')).toEqual([
      record?.kind === 'add' ? record.sent.id : '',
    ]);
  });
});

describe('Add device', () => {
  it('shows every field rule on its field and in the summary, which takes focus', async () => {
    const { user, mac } = await openAdd();
    await user.type(mac, 'aa-bb-cc');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Printer <3>');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'a#b');
    await user.click(screen.getByRole('radio', { name: 'For a number of days' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of days' }), '0');
    await user.type(screen.getByRole('textbox', { name: /Tags/ }), 'x{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add device' }));

    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    expect(mac).toHaveAccessibleDescription(
      expect.stringContaining('Error: "aa-bb-cc" is not a MAC address like AA:BB:CC:DD:EE:FF'),
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      expect.stringContaining('Error: Name may not contain: < >'),
    );
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveAccessibleDescription(
      expect.stringContaining('Error: Description may not contain: #'),
    );
    expect(screen.getByRole('textbox', { name: 'Number of days' })).toHaveAccessibleDescription(
      expect.stringContaining('Number of days must be 1 or more'),
    );
    expect(screen.getByRole('button', { name: 'Remove tag x' })).toHaveAccessibleDescription(
      'Error: Tag must be at least 2 characters',
    );
    const links = within(summary.parentElement!)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      '"aa-bb-cc" is not a MAC address like AA:BB:CC:DD:EE:FF',
      'Name may not contain: < >',
      'Description may not contain: #',
      'Number of days must be 1 or more: access ends at midnight after the last day',
      'Tag must be at least 2 characters',
    ]);

    // Re-checked as you type after the first submit.
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Printer');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid'),
    );
  });

  it('after the first submit, re-checks the expiry as it changes, like the other fields', async () => {
    const { user, mac } = await openAdd();
    await user.type(mac, '00-11-22-33-44-55');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Printer');
    await user.click(screen.getByRole('radio', { name: 'For a number of days' }));
    const days = screen.getByRole('textbox', { name: 'Number of days' });
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    await waitFor(() =>
      expect(days).toHaveAccessibleDescription(expect.stringContaining('must be 1 or more')),
    );

    await user.clear(days);
    await user.type(days, '5');
    await waitFor(() =>
      expect(days).not.toHaveAccessibleDescription(expect.stringContaining('Error')),
    );
    await user.clear(days);
    await waitFor(() =>
      expect(days).toHaveAccessibleDescription(
        expect.stringContaining('Error: Enter the number of days'),
      ),
    );
    await user.type(days, '0');
    await waitFor(() =>
      expect(days).toHaveAccessibleDescription(expect.stringContaining('must be 1 or more')),
    );
    expect(summaryMessages()).toEqual([expect.stringContaining('must be 1 or more')]);
  });

  it('after the first submit, another expiry choice re-checks the parts it hides and reveals', async () => {
    const { user, mac } = await openAdd();
    await user.type(mac, '00-11-22-33-44-55');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Printer');
    await user.click(screen.getByRole('radio', { name: 'For a number of days' }));
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    await waitFor(() =>
      expect(summaryMessages()).toEqual(['Enter the number of days, a whole number like 30']),
    );

    // The hidden number of days keeps no error; the revealed date is checked at once.
    await user.click(screen.getByRole('radio', { name: 'Until a date' }));
    await waitFor(() =>
      expect(summaryMessages()).toEqual(['Enter the expiry date, like 2026-12-31']),
    );
    await user.click(screen.getByRole('radio', { name: 'Forever' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument(),
    );
  });

  it('sends the canonical MAC, the computed toDate, the client ID and the tags; shows the stored entry', async () => {
    const bodies = recordBodies();
    const { user, mac } = await openAdd();
    await user.type(mac, ' aabb.ccdd.ee01 ');
    expect(screen.getByText('AA:BB:CC:DD:EE:01')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Skrivare Våning 3');
    await user.click(screen.getByRole('radio', { name: 'For a number of days' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of days' }), '30');
    await user.type(screen.getByRole('textbox', { name: /Tags/ }), 'printer{Enter}floor 3{Enter}');
    await user.click(screen.getByText('Advanced: entry ID'));
    const id = (screen.getByRole('textbox', { name: 'Entry ID' }) as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: 'Add device' }));

    const heading = await screen.findByRole('heading', { name: 'Device added' });
    await waitFor(() => expect(heading).toHaveFocus());
    const toDate = addDays(todayIn('Europe/Stockholm'), 30);
    expect(bodies).toEqual([
      {
        id,
        mac: 'AA:BB:CC:DD:EE:01',
        name: 'Skrivare Våning 3',
        toDate,
        tags: [{ value: 'printer' }, { value: 'floor 3' }],
      },
    ]);
    // The entry as stored shows once its view has loaded (it loads after the first save).
    expect(await screen.findByText(id)).toBeInTheDocument();
    expect(screen.getByText(/admin@demo.example: the API records the caller/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit this entry' })).toHaveAttribute(
      'href',
      `/edit?id=${id}`,
    );

    // Add another keeps expiry and tags, clears the rest, makes a new ID.
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    const nextMac = await screen.findByRole('textbox', { name: 'MAC address' });
    await waitFor(() => expect(nextMac).toHaveFocus());
    expect(nextMac).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Number of days' })).toHaveValue('30');
    expect(screen.getByRole('button', { name: 'Remove tag floor 3' })).toBeInTheDocument();
    await user.click(screen.getByText('Advanced: entry ID'));
    expect(screen.getByRole('textbox', { name: 'Entry ID' })).not.toHaveValue(id);
  });

  it('leaves toDate and tags out for a permanent device without tags', async () => {
    const bodies = recordBodies();
    const { user, mac } = await openAdd();
    await user.type(mac, 'AA:BB:CC:DD:EE:02{Tab}');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kiosk{Enter}');
    await screen.findByRole('heading', { name: 'Device added' });
    expect(bodies).toEqual([
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), mac: 'AA:BB:CC:DD:EE:02', name: 'Kiosk' },
    ]);
  });

  it('puts a 400 array onto the fields, tags[1].value onto chip 2', async () => {
    server.use(
      http.post(URL_PATTERN, () =>
        HttpResponse.json(
          [
            { field: 'name', rejectedValue: 'Kiosk', message: 'Name is reserved' },
            { field: 'tags[1].value', rejectedValue: 'lobby', message: 'Tag lobby is retired' },
            { field: 'weird', message: 'Something else' },
          ],
          { status: 400 },
        ),
      ),
    );
    const { user, mac } = await openAdd();
    await user.type(mac, 'AA:BB:CC:DD:EE:03');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kiosk');
    await user.type(screen.getByRole('textbox', { name: /Tags/ }), 'front{Enter}lobby{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summaryMessages()).toEqual([
      'Name is reserved',
      'Tag lobby is retired',
      'weird: Something else',
    ]);
    expect(screen.getByRole('button', { name: 'Remove tag lobby' })).toHaveAccessibleDescription(
      'Error: Tag lobby is retired',
    );
    // Everything typed is still there.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Kiosk');
  });

  it('says on the MAC field that a 409 device is already whitelisted', async () => {
    const { user, mac } = await openAdd();
    // The seed's reception printer.
    await user.type(mac, '00-1b-a9-4c-21-07');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Printer again{Enter}');
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(mac).toHaveAccessibleDescription(
      expect.stringContaining(
        'Error: This device (00:1B:A9:4C:21:07) is already whitelisted in this context',
      ),
    );
  });

  it('links a 401 to the Connection page', async () => {
    server.use(
      http.post(URL_PATTERN, () =>
        HttpResponse.json({ status: 401, message: 'Unknown key' }, { status: 401 }),
      ),
    );
    const { user, mac } = await openAdd();
    await user.type(mac, 'AA:BB:CC:DD:EE:04');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kiosk{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The API key was not accepted (HTTP 401)');
    expect(within(alert).getByRole('link', { name: 'Check the connection' })).toHaveAttribute(
      'href',
      '/connection',
    );
  });

  it('shows a 500 with an HTML body and tries again', async () => {
    server.use(
      http.post(
        URL_PATTERN,
        () => new HttpResponse('<html><body>Oops</body></html>', { status: 500 }),
        { once: true },
      ),
    );
    const { user, mac } = await openAdd();
    await user.type(mac, 'AA:BB:CC:DD:EE:05');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kiosk{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server had a problem (HTTP 500)');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Device added' });
  });

  it('says a network failure in words, and keeps what was typed', async () => {
    server.use(http.post(URL_PATTERN, () => HttpResponse.error()));
    const { user, mac } = await openAdd();
    await user.type(mac, 'AA:BB:CC:DD:EE:06');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kiosk{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not reach the API');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(mac).toHaveValue('AA:BB:CC:DD:EE:06');
    // The notice above the form takes focus; so does the next one after a failed Try again.
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
  });

  it('lost answer: the first attempt arrived, the retry with the same ID gets 409 -> success', async () => {
    const recorded = recordBodies();
    const bodies: unknown[] = [];
    // The sandbox stores the entry, but the answer never reaches the app.
    server.use(
      http.post(
        URL_PATTERN,
        async ({ request }) => {
          bodies.push(await request.clone().json());
          await testSandbox().fetch(request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { user, mac } = await openAdd();
    await user.type(mac, 'AA:BB:CC:DD:EE:07');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kiosk{Enter}');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your earlier attempt already added this device' });
    // The retry sent the very same body, the same client-made ID included.
    expect(recorded).toEqual(bodies);
    const entries = (await storedEntries()).filter((entry) => entry.mac === 'AA:BB:CC:DD:EE:07');
    expect(entries).toHaveLength(1);
  });

  // Issue 14.2: a 2xx the app cannot read and a gateway's 502/503/504 may also mean the
  // sandbox stored the entry (docs/decisions.md "The answer may be lost").
  it.each([
    [
      '200 with a body that is not JSON',
      () => new HttpResponse('<html>OK</html>', { status: 200 }),
    ],
    [
      "a gateway's 504 page",
      () =>
        new HttpResponse('<html><body>504 Gateway Time-out</body></html>', {
          status: 504,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['502', () => new HttpResponse('Bad gateway', { status: 502 })],
  ])('stored, then %s: Try again says the earlier attempt already added it', async (_, answer) => {
    server.use(
      http.post(
        URL_PATTERN,
        async ({ request }) => {
          await testSandbox().fetch(request);
          return answer();
        },
        { once: true },
      ),
    );
    const { user, mac } = await openAdd();
    await user.type(mac, 'AA:BB:CC:DD:EE:17');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kiosk{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Answer not received|Answer not what the API describes/);
    expect(alert).toHaveTextContent('The API may have added the device all the same');
    expect(screen.getByRole('textbox', { name: 'MAC address' })).toHaveValue('AA:BB:CC:DD:EE:17');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your earlier attempt already added this device' });
    const entries = (await storedEntries()).filter((entry) => entry.mac === 'AA:BB:CC:DD:EE:17');
    expect(entries).toHaveLength(1);
  });

  it('a lost answer, a reload, then Try again: still the earlier attempt, not "generate a new ID"', async () => {
    server.use(
      http.post(
        URL_PATTERN,
        async ({ request }) => {
          await testSandbox().fetch(request);
          return new HttpResponse(null, { status: 504 });
        },
        { once: true },
      ),
    );
    const first = await openAdd();
    await first.user.type(first.mac, 'AA:BB:CC:DD:EE:18');
    await first.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kiosk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Answer not received');
    first.unmount();
    const again = renderScreen(undefined, { path: '/add', storages: first.storages });
    expect(await screen.findByRole('textbox', { name: 'MAC address' })).toHaveValue(
      'AA:BB:CC:DD:EE:18',
    );
    await again.user.click(screen.getByRole('button', { name: 'Add device' }));
    await screen.findByRole('heading', { name: 'Your earlier attempt already added this device' });
  });

  it('a lost attempt, then a 409 on the MAC alone: another entry holds the device, no success', async () => {
    // The first attempt never reaches the sandbox; the printer's MAC is already whitelisted.
    server.use(http.post(URL_PATTERN, () => HttpResponse.error(), { once: true }));
    const { user, mac } = await openAdd();
    await user.type(mac, SEED.entries.receptionPrinter.mac);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Second printer{Enter}');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'MAC address' })).toHaveAccessibleDescription(
        expect.stringContaining('is already whitelisted in this context'),
      ),
    );
    expect(
      screen.queryByRole('heading', { name: 'Your earlier attempt already added this device' }),
    ).not.toBeInTheDocument();
  });

  it('switching connection shows that connection’s own draft; switching back restores the first', async () => {
    const { user } = renderScreen(undefined, { path: '/add', connections: [lobby, office] });
    const mac = await screen.findByRole('textbox', { name: 'MAC address' });
    await user.type(mac, '00-11-22-33-44-55');
    const connection = screen.getByRole('combobox', { name: 'Connection' });

    await user.selectOptions(connection, 'Lobby');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'MAC address' })).toHaveValue(''),
    );
    await user.selectOptions(connection, 'Office');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'MAC address' })).toHaveValue('00-11-22-33-44-55'),
    );
  });

  it('keeps a draft across a reload and clears it after success: the result, once shown, is not kept', async () => {
    const first = await openAdd();
    await first.user.type(first.mac, 'AA:BB:CC:DD:EE:08');
    await first.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Draft kiosk');
    first.unmount();
    const again = renderScreen(undefined, { path: '/add', storages: first.storages });
    const mac = await screen.findByRole('textbox', { name: 'MAC address' });
    expect(mac).toHaveValue('AA:BB:CC:DD:EE:08');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Draft kiosk');
    await again.user.click(screen.getByRole('button', { name: 'Add device' }));
    await screen.findByRole('heading', { name: 'Device added' });
    again.unmount();
    renderScreen(undefined, { path: '/add', storages: first.storages });
    expect(await screen.findByRole('textbox', { name: 'MAC address' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('warns, without blocking, about a randomized address', async () => {
    const { user, mac } = await openAdd();
    await user.type(mac, 'da:a1:19:3b:99:99');
    expect(mac).toHaveAccessibleDescription(expect.stringContaining('private (randomized)'));
    expect(mac).toHaveAccessibleDescription(expect.stringContaining('Sent as DA:A1:19:3B:99:99'));
  });
});

describe('Add device in Swedish', () => {
  afterEach(() => speak('en'));

  it('names the screen, its fields and its button in Swedish, and says so when the device is added', async () => {
    await speak('sv');
    const { user } = renderScreen(undefined, { path: '/add' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lägg till enhet' })).toBeVisible();
    const mac = await screen.findByRole('textbox', { name: 'MAC-adress' });
    expect(mac).toHaveAccessibleDescription(
      expect.stringContaining('Valfri vanlig skrivform: AA:BB:CC:DD:EE:FF'),
    );
    await user.type(mac, '00-1b-63-84-f0-31');
    expect(mac).toHaveAccessibleDescription(
      expect.stringContaining('Skickas som 00:1B:63:84:F0:31'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Namn' }), 'Kiosk vid entren');
    await user.click(screen.getByRole('button', { name: 'Lägg till enhet' }));

    expect(await screen.findByRole('heading', { name: 'Enheten har lagts till' })).toBeVisible();
    expect(screen.getByText('API:et sparade den här posten.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Redigera posten' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lägg till nästa' })).toBeVisible();
  });
});
