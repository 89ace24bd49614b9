import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import axe from 'axe-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { render, speak } from '../support/i18n.tsx';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConnectionProvider } from '../../src/connection/connection-context.tsx';
import { ConnectionScreen } from '../../src/connection/connection-screen.tsx';
import { ConnectionSwitcher } from '../../src/connection/connection-switcher.tsx';
import {
  deleteConnection,
  saveConnection,
  setActiveConnection,
  STORAGE_KEYS,
  type ConnectionStorages,
  type SavedConnection,
} from '../../src/connection/storage.ts';
import { detectSandbox } from '../../src/connection/use-sandbox-demo.ts';
import { sandboxVenues } from '../../src/connection/save-sandbox-venues.tsx';
import { AnnouncerProvider } from '../../src/ui/live-region.tsx';
import { sandboxHandlers, server } from '../support/msw-server.ts';
import { lobby, office } from '../support/saved-connections.ts';

const PROBE_URL = '*/v1/org/:org/contexts/sign-in/:ctx/modules/whitelistings';

beforeEach(() => {
  // A plain static server answers the sandbox's health path with the app's index.html.
  server.use(
    http.get('*/_sandbox/health', () => HttpResponse.html('<!doctype html><title>app</title>')),
  );
});

/** The screen as the app shows it: with the header's connection switcher, at /connection. */
function renderScreen() {
  window.history.replaceState(null, '', '/connection');
  const user = userEvent.setup();
  // "Check connection" is a mutation: a fresh client per test, as the app gives one per tab.
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider>
        <AnnouncerProvider>
          <header>
            <ConnectionSwitcher />
          </header>
          <main>
            <ConnectionScreen />
          </main>
        </AnnouncerProvider>
      </ConnectionProvider>
    </QueryClientProvider>,
  );
  return user;
}

async function expectNoAxeViolations() {
  // No layout in jsdom: contrast is for the real-browser checks.
  const { violations } = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

/** Saves connections as this tab did earlier, each with its key; the last one is in use. */
function savedBefore(...connections: SavedConnection[]) {
  for (const connection of connections) {
    saveConnection(thisTab(), connection, `${connection.id}-key`);
  }
}

function thisTab(): ConnectionStorages {
  return { local: localStorage, session: sessionStorage };
}

/** Another tab: the same localStorage, a sessionStorage of its own (none needed here). */
const otherTab: ConnectionStorages = { local: localStorage, session: undefined };

/** What the browser tells this tab after another tab wrote to localStorage. */
function storageEventFromOtherTab(key: string) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
}

const main = () => screen.getByRole('main');
const header = () => screen.getByRole('banner');
const switcher = () => within(header()).getByRole('combobox', { name: 'Connection' });

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const apiKeyInput = () => screen.getByLabelText('API key');

async function fillRequired(
  user: UserEvent,
  values: { name?: string; organizationId?: string; contextId?: string; apiKey?: string } = {},
) {
  const {
    name = '',
    organizationId = 'demo-org',
    contextId = 'demo-context',
    apiKey = 'demo-key',
  } = values;
  if (name) await user.type(field(/^Venue name/), name);
  await user.type(field('Organization ID'), organizationId);
  await user.type(field('Sign-In Context ID'), contextId);
  await user.type(apiKeyInput(), apiKey);
}

/** The text of each status region (the announcer's and the check's). */
const statusTexts = () => screen.getAllByRole('status').map((region) => region.textContent);

/** The form's status region, where the result of "Check connection" appears. */
const checkResult = () => {
  const region = within(main())
    .getAllByRole('status')
    .find((candidate) => candidate.textContent !== '');
  if (!region) throw new Error('No check result on screen');
  return region;
};

function storedJson(storage: Storage, key: string): unknown {
  const text = storage.getItem(key);
  return text === null ? null : JSON.parse(text);
}

describe('Connection screen', () => {
  it('welcomes a new person and explains a failed save next to each field', async () => {
    const user = renderScreen();
    expect(screen.getByRole('heading', { name: 'Welcome to Sign-In admin' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Add a connection' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Organization time zone' })).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(field('Batch chunk size')).toHaveValue('500');

    await user.type(field(/^API base URL/), 'api.example.com');
    await user.clear(field('Batch chunk size'));
    await user.type(field('Batch chunk size'), '20000');
    await user.click(screen.getByRole('button', { name: 'Save connection' }));

    const summary = screen.getByRole('alert');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter the API base URL as a full address starting with https://, like https://api.example.com, or leave it empty to use this site',
      'Enter the organization ID',
      'Enter the Sign-In Context ID',
      'Enter the API key',
      'Batch chunk size must be between 1 and 10,000',
    ]);
    expect(field('Organization ID')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Organization ID')).toHaveAccessibleDescription(
      'As in the API address /v1/org/{organization ID}/… Error: Enter the organization ID',
    );
    // What was typed stays.
    expect(field(/^API base URL/)).toHaveValue('api.example.com');

    await user.click(within(summary).getByRole('link', { name: 'Enter the API key' }));
    expect(apiKeyInput()).toHaveFocus();
    expect(localStorage.getItem(STORAGE_KEYS.connections)).toBeNull();
  });

  it('saves, announces, keeps the values and keeps the key in this tab only', async () => {
    const user = renderScreen();
    await fillRequired(user);
    await user.type(field(/^API base URL/), 'https://api.example.com/');
    await user.click(screen.getByRole('button', { name: 'Save connection' }));

    await waitFor(() => expect(statusTexts()).toContain('Connection saved'));
    expect(screen.getByRole('heading', { name: 'Connection saved' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Edit “demo-org / demo-context”' })).toBeVisible();
    expect(field(/^Venue name/)).toHaveValue('demo-org / demo-context');
    expect(field(/^API base URL/)).toHaveValue('https://api.example.com');
    expect(apiKeyInput()).toHaveValue('demo-key');

    const list = screen.getByRole('list');
    expect(within(list).getByText('demo-org / demo-context', { selector: 'p' })).toBeVisible();
    expect(within(list).getByText('In use')).toBeVisible();
    // The next step for a new person.
    expect(screen.getByRole('link', { name: 'Continue to Add device' })).toHaveAttribute(
      'href',
      '/add',
    );

    expect(storedJson(sessionStorage, STORAGE_KEYS.apiKeys)).toEqual({
      [String(storedJson(sessionStorage, STORAGE_KEYS.tabActiveId))]: 'demo-key',
    });
    expect(localStorage.getItem(STORAGE_KEYS.apiKeys)).toBeNull();
    expect(storedJson(localStorage, STORAGE_KEYS.connections)).toMatchObject({
      version: 1,
      connections: [
        { organizationId: 'demo-org', baseUrl: 'https://api.example.com', chunkSize: 500 },
      ],
    });
  });

  it('keeps the key in localStorage when "Remember the key on this device" is ticked', async () => {
    const user = renderScreen();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Remember the key on this device' }));
    await user.click(screen.getByRole('button', { name: 'Save connection' }));

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.apiKeys)).toContain('demo-key'));
    expect(sessionStorage.getItem(STORAGE_KEYS.apiKeys)).toBeNull();
    expect(screen.getByText('Key remembered')).toBeVisible();
  });

  it('shows the key on request with a pressed toggle', async () => {
    const user = renderScreen();
    await user.type(apiKeyInput(), 'secret');
    const toggle = screen.getByRole('button', { name: 'Show API key' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(apiKeyInput()).toHaveAttribute('type', 'password');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(apiKeyInput()).toHaveAttribute('type', 'text');
    expect(apiKeyInput()).toHaveValue('secret');
  });

  it('holds several connections and switches between them', async () => {
    const user = renderScreen();
    await fillRequired(user, { name: 'Office' });
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    await user.click(await screen.findByRole('button', { name: 'Add another connection' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Add a connection' })).toHaveFocus(),
    );
    expect(field('Organization ID')).toHaveValue('');
    await fillRequired(user, { name: 'Lobby', contextId: 'lobby-context', apiKey: 'lobby-key' });
    await user.click(screen.getByRole('button', { name: 'Save connection' }));

    const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[1]!).getByText('In use')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Use Office' }));
    expect(within(items()[0]!).getByText('In use')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use Office' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use Lobby' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit Lobby' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Edit “Lobby”' })).toHaveFocus(),
    );
    expect(field('Sign-In Context ID')).toHaveValue('lobby-context');
    expect(apiKeyInput()).toHaveValue('lobby-key');
  });

  it('deletes a connection only after confirmation', async () => {
    const user = renderScreen();
    await fillRequired(user, { name: 'Office' });
    await user.click(screen.getByRole('button', { name: 'Save connection' }));

    await user.click(await screen.findByRole('button', { name: 'Delete Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete connection “Office”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Office' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Office' }));
    await user.click(screen.getByRole('button', { name: 'Delete connection' }));

    expect(screen.queryByRole('button', { name: 'Delete Office' })).not.toBeInTheDocument();
    // The list went with its last item: focus continues at the form, not on the page's body.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Add a connection' })).toHaveFocus(),
    );
    await waitFor(() => expect(statusTexts()).toContain('Connection “Office” deleted'));
    expect(screen.getByRole('heading', { name: 'Welcome to Sign-In admin' })).toBeVisible();
    expect(storedJson(localStorage, STORAGE_KEYS.connections)).toEqual({
      version: 1,
      connections: [],
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.apiKeys)).toBeNull();
  });

  it('asks for the key of a connection saved in another tab', async () => {
    saveConnection(otherTab, office, 'unused');
    const user = renderScreen();
    expect(screen.getByRole('heading', { name: 'API key needed' })).toBeVisible();
    expect(screen.getByText(/Enter the key below and save/)).toBeVisible();
    expect(within(main()).getByText('Key needed')).toBeVisible();
    expect(field('Batch chunk size')).toHaveValue('250');
    expect(apiKeyInput()).toHaveValue('');

    await user.type(apiKeyInput(), 'demo-key');
    await user.click(screen.getByRole('button', { name: 'Save connection' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'API key needed' })).not.toBeInTheDocument(),
    );
    expect(storedJson(sessionStorage, STORAGE_KEYS.apiKeys)).toEqual({ office: 'demo-key' });
  });

  it('ignores corrupt stored data', () => {
    localStorage.setItem(STORAGE_KEYS.connections, '{"version":1,"connections":[{"id":7}]');
    localStorage.setItem(STORAGE_KEYS.activeId, 'not json');
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Welcome to Sign-In admin' })).toBeVisible();
  });
});

describe('Addresses that would send the key elsewhere', () => {
  const BASE_URL_HINT =
    'Leave empty when the API is served by this site. Otherwise the address in front of /v1, like https://api.example.com.';

  const summaryLinks = () =>
    within(screen.getByRole('alert'))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows where requests go while typing, and refuses \\ and @ that hide the real host', async () => {
    const user = renderScreen();
    expect(field(/^API base URL/)).toHaveAccessibleDescription(BASE_URL_HINT);

    await user.type(field(/^API base URL/), 'https://evil.example\\@127.0.0.1');
    expect(field(/^API base URL/)).toHaveAccessibleDescription(
      `${BASE_URL_HINT} Requests go to https://evil.example.`,
    );
    expect(screen.getByText('Requests go to https://evil.example.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expectNoAxeViolations();

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'API base URL may not contain: \\ @. Enter only the address in front of /v1, like https://api.example.com',
      ]),
    );
    expect(field(/^API base URL/)).toHaveAccessibleDescription(
      `${BASE_URL_HINT} Requests go to https://evil.example. Error: API base URL may not contain: \\ @. Enter only the address in front of /v1, like https://api.example.com`,
    );
    expect(localStorage.getItem(STORAGE_KEYS.connections)).toBeNull();
    await expectNoAxeViolations();
  });

  it('refuses a trailing # or ?, which would move /v1/… out of the path', async () => {
    const user = renderScreen();
    await fillRequired(user);
    await user.type(field(/^API base URL/), 'https://evil.example/#');
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'API base URL may not contain: #. Enter only the address in front of /v1, like https://api.example.com',
      ]),
    );
    expect(localStorage.getItem(STORAGE_KEYS.connections)).toBeNull();
  });

  it('refuses a password in the address without showing it again', async () => {
    const user = renderScreen();
    await fillRequired(user);
    await user.type(field(/^API base URL/), 'https://user:hunter2@api.example.com');
    expect(field(/^API base URL/)).toHaveAccessibleDescription(
      `${BASE_URL_HINT} Requests go to https://api.example.com.`,
    );
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'Remove the user name and password from the API base URL: the API key is the only credential sent, in the x-auth-token header',
      ]),
    );
    expect(within(main()).queryAllByText(/hunter2/)).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.connections)).toBeNull();
  });

  it('refuses bidi controls that would reorder a saved label', async () => {
    const user = renderScreen();
    await fillRequired(user, { name: 'Lobby\u2066', contextId: 'ctx\u202eevil' });
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'Venue name may not contain an invisible or control character (U+2066)',
        'Sign-In Context ID may not contain an invisible or control character (U+202E)',
      ]),
    );
    expect(localStorage.getItem(STORAGE_KEYS.connections)).toBeNull();
  });
});

describe('Connection in several tabs', () => {
  it("keeps this tab's connection when another tab switches and edits", async () => {
    savedBefore(office, lobby);
    renderScreen();
    expect(switcher()).toHaveDisplayValue('Lobby');

    // Another tab edits Office and switches to it.
    saveConnection(otherTab, { ...office, name: 'Head office' }, 'office-key');
    setActiveConnection(otherTab, 'office');
    storageEventFromOtherTab(STORAGE_KEYS.connections);
    storageEventFromOtherTab(STORAGE_KEYS.activeId);

    expect(within(switcher()).getByRole('option', { name: 'Head office' })).toBeInTheDocument();
    expect(switcher()).toHaveDisplayValue('Lobby');
    expect(within(header()).getByText('demo-org / lobby-context')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Edit “Lobby”' })).toBeVisible();
  });

  it("falls back and says so when another tab deletes this tab's connection", async () => {
    savedBefore(office, lobby);
    renderScreen();
    expect(switcher()).toHaveDisplayValue('Lobby');

    setActiveConnection(otherTab, 'office');
    deleteConnection(otherTab, 'lobby');
    storageEventFromOtherTab(STORAGE_KEYS.connections);

    expect(switcher()).toHaveDisplayValue('Office');
    await waitFor(() =>
      expect(statusTexts()).toContain(
        'Connection “Lobby” was deleted in another tab. Now using “Office”.',
      ),
    );
    // The untouched form follows.
    expect(screen.getByRole('heading', { name: 'Edit “Office”' })).toBeVisible();
  });

  it('says so when another tab deletes the last connection', async () => {
    savedBefore(office);
    renderScreen();
    deleteConnection(otherTab, 'office');
    storageEventFromOtherTab(STORAGE_KEYS.connections);

    await waitFor(() =>
      expect(statusTexts()).toContain(
        'Connection “Office” was deleted in another tab. No connection is set up now.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Add a connection' })).toBeVisible();
  });
});

describe('The form and the connection in use', () => {
  /** Alpha and Beta saved; this tab has only Beta's key and uses Beta. */
  function alphaWithoutKeyBetaInUse() {
    savedBefore({ ...office, id: 'alpha', name: 'Alpha', organizationId: 'alpha-org' });
    savedBefore({ ...lobby, id: 'beta', name: 'Beta', organizationId: 'beta-org' });
    sessionStorage.setItem(STORAGE_KEYS.apiKeys, JSON.stringify({ beta: 'beta-key' }));
  }

  it('shows the connection chosen in the header when nothing was changed', async () => {
    alphaWithoutKeyBetaInUse();
    const user = renderScreen();
    expect(screen.getByRole('heading', { name: 'Edit “Beta”' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'API key needed' })).not.toBeInTheDocument();

    await user.selectOptions(switcher(), 'Alpha');
    expect(screen.getByRole('heading', { name: 'Edit “Alpha”' })).toBeVisible();
    expect(field('Organization ID')).toHaveValue('alpha-org');
    expect(apiKeyInput()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'API key needed' })).toBeVisible();
    expect(screen.getByText(/Enter the key below and save/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Enter the key for/ })).not.toBeInTheDocument();
  });

  it('keeps typed changes when the header switches, and offers the new key as its own action', async () => {
    alphaWithoutKeyBetaInUse();
    const user = renderScreen();
    await user.type(field(/^Venue name/), ' (new)');

    await user.selectOptions(switcher(), 'Alpha');
    expect(screen.getByRole('heading', { name: 'Edit “Beta”' })).toBeVisible();
    expect(field(/^Venue name/)).toHaveValue('Beta (new)');
    expect(screen.getByRole('heading', { name: 'API key needed' })).toBeVisible();
    expect(screen.queryByText(/Enter the key below/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enter the key for Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes to “Beta”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));

    expect(screen.getByRole('heading', { name: 'Edit “Alpha”' })).toBeVisible();
    await waitFor(() => expect(apiKeyInput()).toHaveFocus());
    expect(field('Organization ID')).toHaveValue('alpha-org');
  });

  it('opens the key form at once when the form has no changes', async () => {
    alphaWithoutKeyBetaInUse();
    const user = renderScreen();
    await user.selectOptions(switcher(), 'Alpha');
    await user.click(screen.getByRole('button', { name: 'Edit Beta' }));
    expect(screen.getByRole('heading', { name: 'Edit “Beta”' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Enter the key for Alpha' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit “Alpha”' })).toBeVisible();
    await waitFor(() => expect(apiKeyInput()).toHaveFocus());
  });
});

describe('Nothing typed is lost', () => {
  it('asks before "Add another connection" throws away changes', async () => {
    savedBefore(office);
    const user = renderScreen();
    await user.type(field(/^Venue name/), ' 2');
    const addAnother = screen.getByRole('button', { name: 'Add another connection' });

    await user.click(addAnother);
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes to “Office”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(dialog).not.toBeVisible();
    expect(field(/^Venue name/)).toHaveValue('Office 2');
    expect(addAnother).toHaveFocus();

    await user.click(addAnother);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Add a connection' })).toHaveFocus(),
    );
    expect(field(/^Venue name/)).toHaveValue('');
  });

  it('asks before "Edit" replaces a connection that is being added', async () => {
    savedBefore(office);
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add another connection' }));
    await user.type(field('Organization ID'), 'typed-org');

    await user.click(screen.getByRole('button', { name: 'Edit Office' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Discard your changes to the new connection?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(field('Organization ID')).toHaveValue('typed-org');

    await user.click(screen.getByRole('button', { name: 'Edit Office' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Edit “Office”' })).toHaveFocus(),
    );
    expect(field('Organization ID')).toHaveValue('demo-org');
  });

  it('asks before "Use sandbox demo" replaces what was typed', async () => {
    server.use(...sandboxHandlers());
    const user = renderScreen();
    await user.type(field('Organization ID'), 'typed-org');
    await user.click(await screen.findByRole('button', { name: 'Use sandbox demo' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Discard your changes to the new connection?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(field('Organization ID')).toHaveValue('typed-org');

    await user.click(screen.getByRole('button', { name: 'Use sandbox demo' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field('Organization ID')).toHaveValue('demo-org');
  });
});

describe('Header on the Connection screen', () => {
  it('does not link to the page it is on', () => {
    renderScreen();
    expect(
      within(header()).queryByRole('link', { name: 'Set up a connection' }),
    ).not.toBeInTheDocument();
    expect(within(header()).getByText('No connection yet')).toBeVisible();
  });

  it('says "Key needed" without a link to the page it is on', () => {
    saveConnection(otherTab, office, 'unused');
    renderScreen();
    expect(within(header()).queryByRole('link', { name: 'Key needed' })).not.toBeInTheDocument();
    expect(within(header()).getByText('Key needed')).toBeVisible();
  });
});

describe('Check connection', () => {
  it('sends the form values and shows the answer with status and request id', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: { key: string | null; path: string }[] = [];
    server.use(
      http.put(PROBE_URL, async ({ request }) => {
        seen.push({
          key: request.headers.get('x-auth-token'),
          path: new URL(request.url).pathname,
        });
        await gate;
        return HttpResponse.json(
          [{ field: 'id', rejectedValue: null, message: 'must not be null' }],
          { status: 400, headers: { 'x-request-id': 'req-42' } },
        );
      }),
    );
    const user = renderScreen();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Check connection' }));

    await waitFor(() => expect(statusTexts()).toContain('Checking connection…'));
    expect(screen.getByRole('button', { name: 'Check connection' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    release();

    expect(await screen.findByText(/^Connected: the API accepted the key/)).toBeVisible();
    // The sentence already says that HTTP 400 is the expected answer: no bare status as an alarm.
    expect(checkResult()).toHaveTextContent('refused with HTTP 400, as expected');
    expect(within(checkResult()).getByText('Request ID req-42')).toBeVisible();
    expect(checkResult().textContent?.match(/400/g)).toHaveLength(1);
    expect(seen).toEqual([
      {
        key: 'demo-key',
        path: '/v1/org/demo-org/contexts/sign-in/demo-context/modules/whitelistings',
      },
    ]);
    // Checking does not save.
    expect(localStorage.getItem(STORAGE_KEYS.connections)).toBeNull();
  });

  it('says when the key is refused', async () => {
    server.use(
      http.put(PROBE_URL, () =>
        HttpResponse.json(
          { status: 401, message: 'Unauthorized', request_id: 'r-1' },
          { status: 401 },
        ),
      ),
    );
    const user = renderScreen();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Check connection' }));
    expect(await screen.findByText(/rejected the key/)).toBeVisible();
    expect(within(checkResult()).getByText('Request ID r-1')).toBeVisible();
    expect(checkResult().textContent?.match(/HTTP 401/g)).toHaveLength(1);
  });

  it('names the status of an unexpected answer once', async () => {
    server.use(http.put(PROBE_URL, () => HttpResponse.text('oops', { status: 500 })));
    const user = renderScreen();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Check connection' }));
    expect(await screen.findByText(/^Not checked/)).toBeVisible();
    expect(checkResult().textContent?.match(/HTTP 500/g)).toHaveLength(1);
  });

  it.each([
    ['API base URL', /^API base URL/, 'https://other.example.com'],
    ['Organization ID', 'Organization ID', 'x'],
    ['Sign-In Context ID', 'Sign-In Context ID', 'x'],
  ])('drops an old result when the %s changes', async (_name, label, typed) => {
    server.use(http.put(PROBE_URL, () => HttpResponse.json([], { status: 400 })));
    const user = renderScreen();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Check connection' }));
    expect(await screen.findByText(/^Connected/)).toBeVisible();

    await user.type(field(label), typed);
    expect(screen.queryByText(/^Connected/)).not.toBeInTheDocument();
  });

  it('drops an old result when the key changes, and keeps it for other fields', async () => {
    server.use(http.put(PROBE_URL, () => HttpResponse.json([], { status: 400 })));
    const user = renderScreen();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Check connection' }));
    expect(await screen.findByText(/^Connected/)).toBeVisible();

    await user.type(field(/^Venue name/), 'Office');
    expect(screen.getByText(/^Connected/)).toBeVisible();
    await user.type(apiKeyInput(), '2');
    expect(screen.queryByText(/^Connected/)).not.toBeInTheDocument();
  });

  it("reads the real sandbox: its demo key is accepted, another context's key refused", async () => {
    server.use(...sandboxHandlers());
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Use sandbox demo' }));
    await user.click(screen.getByRole('button', { name: 'Check connection' }));
    expect(await screen.findByText(/^Connected: the API accepted the key/)).toBeVisible();

    await user.clear(apiKeyInput());
    await user.type(apiKeyInput(), 'lobby-key');
    await user.click(screen.getByRole('button', { name: 'Check connection' }));
    expect(await screen.findByText(/belongs to another organization or context/)).toBeVisible();
    expect(within(checkResult()).getByText(/^Request ID [0-9a-f-]{36}$/)).toBeVisible();
  });

  it('checks nothing while the form has errors', async () => {
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Check connection' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the organization ID');
    expect(screen.queryByText('Checking connection…')).not.toBeInTheDocument();
  });
});

describe('Sandbox demo', () => {
  // Another organization than the seed's, to show the values come from the answer.
  const health = {
    ok: true,
    sandbox: true,
    demo: {
      organizationId: 'other-org',
      contextId: 'demo-context',
      apiKey: 'demo-key',
      timeZone: 'Europe/Stockholm',
      accessPolicyId: '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
    },
  };

  it('is offered when this site answers the sandbox health check, with its demo values', async () => {
    server.use(http.get('*/_sandbox/health', () => HttpResponse.json(health)));
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Use sandbox demo' }));

    expect(field(/^Venue name/)).toHaveValue('Sandbox demo');
    expect(field(/^API base URL/)).toHaveValue('');
    expect(field('Organization ID')).toHaveValue('other-org');
    expect(field('Sign-In Context ID')).toHaveValue('demo-context');
    expect(apiKeyInput()).toHaveValue('demo-key');
    expect(screen.getByRole('combobox', { name: 'Organization time zone' })).toHaveValue(
      'Europe/Stockholm',
    );
    expect(field(/^Default access policy ID/)).toHaveValue(health.demo.accessPolicyId);
  });

  it.each([
    ['a web page', () => HttpResponse.html('<!doctype html><title>app</title>')],
    ['404', () => new HttpResponse('Not found', { status: 404 })],
    [
      'JSON that does not parse',
      () => new HttpResponse('{', { headers: { 'content-type': 'application/json' } }),
    ],
    ['JSON with another status', () => HttpResponse.json(health, { status: 201 })],
    ['JSON without the demo values', () => HttpResponse.json({ ok: true, sandbox: true })],
    ['a network error', () => HttpResponse.error()],
  ])('is not detected when the health path answers with %s', async (_case, answer) => {
    server.use(http.get('*/_sandbox/health', answer));
    expect(await detectSandbox()).toBeNull();
  });

  it('is detected when the health path answers 200 with the demo values', async () => {
    server.use(http.get('*/_sandbox/health', () => HttpResponse.json({ ...health, extra: 1 })));
    const detected = await detectSandbox();
    expect(detected?.demo).toMatchObject({
      organizationId: 'other-org',
      contextId: 'demo-context',
      apiKey: 'demo-key',
    });
    // An older sandbox names the demo alone: the demo is then the only venue, and no Save all.
    expect(detected?.venues).toEqual([]);
    expect(sandboxVenues(detected!.demo, detected!.venues)).toEqual([detected?.demo]);
  });

  describe('with several venues', () => {
    const venues = [
      { name: 'Sandbox demo', ...health.demo },
      {
        name: 'Sandbox lobby',
        // The organization and context of the Lobby saved before: not saved twice.
        organizationId: 'demo-org',
        contextId: 'lobby-context',
        apiKey: 'lobby-key',
        timeZone: 'Europe/Stockholm',
        accessPolicyId: '7c2e9a41-5d3b-4f6e-8a1c-2b9d0e4f6a73',
      },
      {
        name: 'Harbour office',
        organizationId: 'north-org',
        contextId: 'harbour-context',
        apiKey: 'harbour-key',
        timeZone: 'Europe/Oslo',
        accessPolicyId: '3e8b1f60-9c2d-4a57-b4e3-6d0a7c1f2e95',
      },
    ];

    it('saves every venue not saved yet as a connection, keys for this tab; the one in use stays', async () => {
      server.use(http.get('*/_sandbox/health', () => HttpResponse.json({ ...health, venues })));
      savedBefore(lobby);
      const user = renderScreen();
      await user.click(await screen.findByRole('button', { name: 'Save all 3 sandbox venues' }));

      const list = within(screen.getByRole('region', { name: 'Saved connections' })).getByRole(
        'list',
      );
      await waitFor(() =>
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([
          expect.stringContaining(lobby.name),
          expect.stringContaining('Sandbox demo'),
          expect.stringContaining('Harbour office'),
        ]),
      );
      expect(
        await screen.findByText(
          'Saved 2 sandbox venues: Sandbox demo, Harbour office. Their keys are kept in this tab only.',
        ),
      ).toBeInTheDocument();
      // The lobby was saved before (same organization and context): not saved twice, still in use.
      expect(screen.getByRole('combobox', { name: 'Connection' })).toHaveDisplayValue(lobby.name);
      const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.apiKeys) ?? '{}');
      expect(Object.values(stored as Record<string, string>)).toEqual(
        expect.arrayContaining(['demo-key', 'harbour-key']),
      );
      expect(localStorage.getItem(STORAGE_KEYS.apiKeys) ?? '').not.toContain('harbour-key');

      await user.click(screen.getByRole('button', { name: 'Save all 3 sandbox venues' }));
      expect(
        await screen.findByText('All 3 sandbox venues are saved already.'),
      ).toBeInTheDocument();
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    });
  });
});

describe('in Swedish', () => {
  beforeEach(() => speak('sv'));
  afterEach(() => speak('en'));

  it('welcomes, labels, hints and explains in Swedish, thousands grouped the Swedish way', async () => {
    const user = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Anslutning' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Anslutning · /));
    expect(screen.getByRole('heading', { name: 'Välkommen till Sign-In admin' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lägg till en anslutning' })).toBeVisible();
    expect(within(header()).getByText('Ingen anslutning än')).toBeVisible();
    // 10 000 with a no-break space, as Swedish groups thousands.
    expect(field('Delstorlek vid massimport')).toHaveAccessibleDescription(
      'Hur många poster varje anrop i en massimport skickar, från 1 till 10\u00a0000.',
    );

    await user.click(screen.getByRole('button', { name: 'Spara anslutningen' }));
    expect(field('Organisations-ID')).toHaveAccessibleDescription(
      /^Som i API-adressen \/v1\/org\/\{organisations-ID\}\/… .*Ange organisations-ID$/,
    );
    expect(field('Sign-In-kontext-ID')).toBeInvalid();
  });

  it('says its messages again in the language chosen while they show', async () => {
    await speak('en');
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    expect(await screen.findAllByText('Enter the organization ID')).not.toHaveLength(0);

    await act(() => speak('sv'));
    expect(await screen.findAllByText('Ange organisations-ID')).not.toHaveLength(0);
    expect(screen.queryByText('Enter the organization ID')).toBeNull();
    expect(screen.getByRole('button', { name: 'Kontrollera anslutningen' })).toBeVisible();
  });

  it('names the saved connections and says which one is in use', async () => {
    savedBefore(office, lobby);
    const user = renderScreen();
    const list = screen.getByRole('region', { name: 'Sparade anslutningar' });
    expect(within(list).getByText('Används')).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Använd Office' }));
    await waitFor(() => expect(statusTexts()).toContain('Använder nu ”Office”'));
    expect(within(header()).getByRole('combobox', { name: 'Anslutning' })).toHaveDisplayValue(
      'Office',
    );
  });

  /** The sandbox answers with `count` venues (the lobby among them, saved before). */
  function sandboxWith(count: number) {
    const demo = {
      organizationId: 'other-org',
      contextId: 'demo-context',
      apiKey: 'demo-key',
      timeZone: 'Europe/Stockholm',
    };
    const venues = [
      { name: 'Sandbox demo', ...demo },
      { name: 'Sandbox lobby', ...demo, contextId: lobby.contextId, organizationId: 'demo-org' },
      {
        name: 'Harbour office',
        ...demo,
        organizationId: 'north-org',
        contextId: 'harbour-context',
      },
    ].slice(0, count);
    server.use(
      http.get('*/_sandbox/health', () =>
        HttpResponse.json({ ok: true, sandbox: true, demo, venues }),
      ),
    );
    savedBefore(lobby);
  }

  it('counts the sandbox venues it saves: one', async () => {
    sandboxWith(2);
    const user = renderScreen();
    await user.click(
      await screen.findByRole('button', { name: 'Spara alla 2 platser i sandlådan' }),
    );
    expect(
      await screen.findByText(
        '1 plats i sandlådan sparades: Sandbox demo. Dess nyckel finns bara i den här fliken.',
      ),
    ).toBeInTheDocument();
  });

  it('counts the sandbox venues it saves: several', async () => {
    sandboxWith(3);
    const user = renderScreen();
    await user.click(
      await screen.findByRole('button', { name: 'Spara alla 3 platser i sandlådan' }),
    );
    expect(
      await screen.findByText(
        '2 platser i sandlådan sparades: Sandbox demo, Harbour office. Deras nycklar finns bara i den här fliken.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara alla 3 platser i sandlådan' }));
    expect(
      await screen.findByText('Alla 3 platser i sandlådan är redan sparade.'),
    ).toBeInTheDocument();
  });
});
