// Issue 22: a change's record is in the journal before its request leaves, and what must follow
// the answer (the record, the draft emptied, the result kept) is the mutation's own work, so a
// call answered after its screen was left still counts, and a second tab finds it.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addDeviceKey } from '../../src/features/whitelisting/use-add-device.ts';
import { SEED } from '../../src/sandbox/seed.ts';
import { holdRequests } from '../support/held-request.ts';
import { activityRecords } from '../support/journal-db.ts';
import { server, testSandbox } from '../support/msw-server.ts';
import { MemoryStorage, renderScreen, type RenderedScreen } from '../support/render-screen.tsx';
import { office } from '../support/saved-connections.ts';

const WHITELISTINGS = '*/v1/org/demo-org/contexts/sign-in/demo-context/modules/whitelistings';
const REMOVE_URL = '*/v1/org/demo-org/contexts/sign-in/demo-context/policies/:policyId/emails';
const printer = SEED.entries.receptionPrinter;

async function openAdd(options: Parameters<typeof renderScreen>[1] = {}) {
  const view = renderScreen(undefined, { path: '/add', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Add device' });
  return view;
}

async function typeDevice(view: RenderedScreen, mac: string, name: string) {
  await view.user.type(await screen.findByRole('textbox', { name: 'MAC address' }), mac);
  await view.user.type(screen.getByRole('textbox', { name: 'Name' }), name);
}

/** Follows a link of the main navigation, as a person does: the screen shown unmounts. */
async function goTo(view: RenderedScreen, screenName: string) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await view.user.click(within(nav).getByRole('link', { name: screenName }));
  await screen.findByRole('heading', { level: 1, name: screenName });
}

/** Every call of this render has settled (the QueryClient is the same across its screens). */
const callsSettled = (view: RenderedScreen) =>
  waitFor(() => expect(view.queryClient.isMutating()).toBe(0));

describe('A call answered after its screen was left', () => {
  it('Add device: back on the screen, the result shows, not the form; Recent entries and Activity have it', async () => {
    const held = holdRequests('post', WHITELISTINGS);
    const view = await openAdd();
    await typeDevice(view, '00:1B:63:84:F0:21', 'Late kiosk');
    await view.user.click(screen.getByRole('button', { name: 'Add device' }));
    await held.arrived;

    await goTo(view, 'Batch import');
    held.release();
    await callsSettled(view);

    await goTo(view, 'Add device');
    expect(await screen.findByRole('heading', { name: 'Device added' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'MAC address' })).not.toBeInTheDocument();

    await goTo(view, 'Edit device');
    expect(
      await screen.findByRole('button', { name: 'Load Late kiosk (00:1B:63:84:F0:21)' }),
    ).toBeVisible();

    await goTo(view, 'Activity');
    // Each record is a <details> (role group, no name): closed, its text is its one line.
    await waitFor(() =>
      expect(
        screen.getAllByRole('group', { name: '' }).map((details) => details.textContent),
      ).toEqual([expect.stringMatching(/Added “Late kiosk” \(00:1B:63:84:F0:21\)Done$/)]),
    );
    expect(await activityRecords(view.storages)).toMatchObject([
      { kind: 'add', status: 'done', sent: { mac: '00:1B:63:84:F0:21', name: 'Late kiosk' } },
    ]);
    expect(held.count()).toBe(1);
  });
});

describe('Written ahead: the record is in the journal before the request leaves', () => {
  it('Add device: waiting while the create is on its way, then done, the same record', async () => {
    const held = holdRequests('post', WHITELISTINGS);
    const view = await openAdd();
    await typeDevice(view, '00:1B:63:84:F0:22', 'Early kiosk');
    await view.user.click(screen.getByRole('button', { name: 'Add device' }));
    await held.arrived;

    const [waiting, ...others] = await activityRecords(view.storages);
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({
      kind: 'add',
      status: 'waiting',
      connection: { id: 'office' },
      sent: { mac: '00:1B:63:84:F0:22', name: 'Early kiosk' },
    });
    expect(waiting?.failure).toBeUndefined();

    held.release();
    await screen.findByRole('heading', { name: 'Device added' });
    await waitFor(() =>
      expect(activityRecords(view.storages)).resolves.toMatchObject([
        { id: waiting?.id, kind: 'add', status: 'done' },
      ]),
    );
  });

  it('Edit device: waiting while Save changes is on its way, then done, the same record', async () => {
    const held = holdRequests('put', WHITELISTINGS);
    const view = renderScreen(undefined, { path: '/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit device' });
    await view.user.type(screen.getByRole('textbox', { name: 'Entry ID' }), printer.id);
    await view.user.type(screen.getByRole('textbox', { name: 'MAC address' }), printer.mac);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Front desk printer');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await held.arrived;

    const [waiting, ...others] = await activityRecords(view.storages);
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({
      kind: 'edit',
      status: 'waiting',
      sent: { id: printer.id, mac: printer.mac, name: 'Front desk printer' },
    });

    held.release();
    await screen.findByRole('heading', { name: 'Changes saved' });
    await waitFor(() =>
      expect(activityRecords(view.storages)).resolves.toMatchObject([
        { id: waiting?.id, kind: 'edit', status: 'done' },
      ]),
    );
  });

  it('Policy cleanup: waiting while a confirmed removal is on its way, then done, the same record', async () => {
    const held = holdRequests('delete', REMOVE_URL);
    const view = renderScreen(undefined, {
      path: '/policy',
      connections: [{ ...office, defaultPolicyId: SEED.policyId }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Policy cleanup' });
    await view.user.type(
      await screen.findByRole('textbox', { name: 'Emails' }),
      'anna.berg@demo.example',
    );
    await view.user.click(screen.getByRole('button', { name: 'Remove…' }));
    await view.user.click(
      await screen.findByRole('button', { name: 'Remove 1 and end their sign-ins' }),
    );
    await held.arrived;

    const [waiting, ...others] = await activityRecords(view.storages);
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({
      kind: 'removal',
      status: 'waiting',
      policyId: SEED.policyId,
      sent: ['anna.berg@demo.example'],
      revokeUserEngagement: true,
    });

    held.release();
    await screen.findByRole('heading', { name: /^Removed 1 of 1 item/ });
    await waitFor(() =>
      expect(activityRecords(view.storages)).resolves.toMatchObject([
        { id: waiting?.id, kind: 'removal', status: 'done' },
      ]),
    );
  });
});

describe('A call on its way keeps its screen busy across a visit elsewhere', () => {
  it('Add device shown again while the create is held: "Adding device…", aria-disabled, no second request', async () => {
    const held = holdRequests('post', WHITELISTINGS);
    const view = await openAdd();
    await typeDevice(view, '00:1B:63:84:F0:23', 'Busy kiosk');
    await view.user.click(screen.getByRole('button', { name: 'Add device' }));
    await held.arrived;

    await goTo(view, 'Batch import');
    await goTo(view, 'Add device');
    const button = await screen.findByRole('button', { name: 'Adding device…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // The form as typed is still there: only the call is busy.
    expect(screen.getByRole('textbox', { name: 'MAC address' })).toHaveValue('00:1B:63:84:F0:23');
    await view.user.click(button);

    held.release();
    expect(await screen.findByRole('heading', { name: 'Device added' })).toBeVisible();
    await callsSettled(view);
    expect(held.count()).toBe(1);
    // The press sent nothing: one create in all, the one of the first visit.
    expect(
      view.queryClient.getMutationCache().findAll({ mutationKey: addDeviceKey(office.id) }),
    ).toHaveLength(1);
  });
  it('Add device shown again while the create is held hears its failure: the notice, the form kept', async () => {
    const held = holdRequests('post', WHITELISTINGS, () =>
      HttpResponse.json(
        { status: 500, message: 'Database unavailable', request_id: 'req-held-500' },
        { status: 500 },
      ),
    );
    const view = await openAdd();
    await typeDevice(view, '00:1B:63:84:F0:25', 'Refused kiosk');
    await view.user.click(screen.getByRole('button', { name: 'Add device' }));
    await held.arrived;
    await goTo(view, 'Batch import');
    await goTo(view, 'Add device');
    await screen.findByRole('button', { name: 'Adding device…' });

    held.release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Refused by the API');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Add device' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('textbox', { name: 'MAC address' })).toHaveValue('00:1B:63:84:F0:25');
  });
});

describe('The earlier unanswered create, found through the journal', () => {
  it('another tab (its own sessionStorage, the same IndexedDB) adding the same entry ID hears the earlier attempt added it', async () => {
    // The sandbox stores the entry, but a gateway answers 504: no answer says what happened.
    server.use(
      http.post(
        WHITELISTINGS,
        async ({ request }) => {
          await testSandbox().fetch(request);
          return new HttpResponse('<html>504 Gateway Time-out</html>', { status: 504 });
        },
        { once: true },
      ),
    );
    const first = await openAdd();
    await typeDevice(first, '00:1B:63:84:F0:24', 'Two-tab kiosk');
    await first.user.click(screen.getByText('Advanced: entry ID'));
    const entryId = (screen.getByRole('textbox', { name: 'Entry ID' }) as HTMLInputElement).value;
    expect(entryId).toMatch(/^[0-9a-f-]{36}$/);
    await first.user.click(screen.getByRole('button', { name: 'Add device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Answer not received');
    first.unmount();

    // A second tab: sessionStorage of its own (no draft, no memory of the first tab's call);
    // localStorage and IndexedDB are the origin's, shared.
    const second = await openAdd({
      storages: {
        local: first.storages.local,
        session: new MemoryStorage(),
        indexedDB: first.storages.indexedDB,
      },
    });
    expect(await screen.findByRole('textbox', { name: 'MAC address' })).toHaveValue('');
    await typeDevice(second, '00:1B:63:84:F0:24', 'Two-tab kiosk');
    await second.user.click(screen.getByText('Advanced: entry ID'));
    const idField = screen.getByRole('textbox', { name: 'Entry ID' });
    await second.user.clear(idField);
    await second.user.type(idField, entryId);
    await second.user.click(screen.getByRole('button', { name: 'Add device' }));

    expect(
      await screen.findByRole('heading', {
        name: 'Your earlier attempt already added this device',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
