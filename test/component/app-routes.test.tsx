import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '../support/i18n.tsx';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/app.tsx';
import { createQueryClient } from '../../src/app/query-client.ts';
import {
  saveConnection,
  STORAGE_KEYS,
  type SavedConnection,
} from '../../src/connection/storage.ts';
import { server } from '../support/msw-server.ts';
import { lobby, office } from '../support/saved-connections.ts';

beforeEach(() => {
  server.use(
    http.get('*/_sandbox/health', () => HttpResponse.html('<!doctype html><title>app</title>')),
  );
  document.title = 'Sign-In admin';
});

/** Saves connections as an earlier visit would have; `withKey` also gives this tab their keys. */
function savedBefore(connections: SavedConnection[], withKey: boolean) {
  for (const connection of connections) {
    saveConnection(
      { local: localStorage, session: withKey ? sessionStorage : undefined },
      connection,
      `${connection.id}-key`,
    );
  }
}

function renderAt(path: string, queryClient = createQueryClient()) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(<App queryClient={queryClient} />);
  return user;
}

// Screens load lazily; the first import of a module in a run can be slow on a busy machine.
const LOAD = { timeout: 5000 };
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, LOAD);

describe('the query client', () => {
  it('is the one the app is given, and never retries a mutation', async () => {
    savedBefore([office], true);
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations?.retry).toBe(0);
    const user = renderAt('/add', client);
    await h1('Add device');
    await user.type(screen.getByRole('textbox', { name: 'MAC address' }), '00:1B:63:84:45:E6');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lobby printer');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    // The screen's create went through the client the app was given.
    await waitFor(() => expect(client.getMutationCache().getAll()).toHaveLength(1));
  });
});

describe('routes', () => {
  it('sends a new person from / to Connection with a welcome, without moving focus', async () => {
    renderAt('/');
    expect(await h1('Connection')).not.toHaveFocus();
    expect(window.location.pathname).toBe('/connection');
    expect(screen.getByRole('heading', { name: 'Welcome to Sign-In admin' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Connection · Sign-In admin'));
    // The header does not link to the page it is on.
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Set up a connection' })).toBeNull();
    expect(within(banner).getByText('No connection yet')).toBeVisible();
  });

  it('sends a person with a connection from / to Add device', async () => {
    savedBefore([office], true);
    renderAt('/');
    expect(await h1('Add device')).toBeVisible();
    expect(window.location.pathname).toBe('/add');
    expect(await screen.findByRole('textbox', { name: 'MAC address' }, LOAD)).toBeVisible();
  });

  it.each([
    ['/batch', 'Batch import'],
    ['/edit', 'Edit device'],
    ['/policy', 'Policy cleanup'],
  ])('asks for a connection on %s instead of failing', async (path, title) => {
    renderAt(path);
    expect(await h1(title)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${title} · Sign-In admin`));
    expect(screen.getByRole('heading', { name: 'Set up a connection first' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Set up a connection' })).toHaveAttribute(
      'href',
      '/connection',
    );
    expect(within(main).queryByText('This screen is not built yet.')).not.toBeInTheDocument();
  });

  it('shows Page not found for an unknown path', async () => {
    renderAt('/nope');
    expect(await h1('Page not found')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page not found · Sign-In admin'));
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('marks the current page in the main navigation and focuses the h1 after navigating', async () => {
    savedBefore([office], true);
    const user = renderAt('/add');
    await h1('Add device');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Add device' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('link', { name: 'Batch import' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Batch import' })).toHaveFocus(),
    );
    expect(window.location.pathname).toBe('/batch');
    await waitFor(() => expect(document.title).toBe('Batch import · Sign-In admin'));
    expect(within(nav).getByRole('link', { name: 'Batch import' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Add device' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('starts with a skip link to the main content', async () => {
    const user = renderAt('/add');
    await h1('Add device');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('connection in the header', () => {
  it('shows the active organization and context and switches connection', async () => {
    savedBefore([office, lobby], true);
    const user = renderAt('/add');
    await h1('Add device');
    const banner = screen.getByRole('banner');
    const select = within(banner).getByRole('combobox', { name: 'Connection' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Office', 'Lobby']);
    expect(select).toHaveDisplayValue('Lobby');
    expect(within(banner).getByText('demo-org / lobby-context')).toBeVisible();

    await user.selectOptions(select, 'Office');
    expect(within(banner).getByText('demo-org / demo-context')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.activeId)).toBe('"office"');
  });

  it('says "Key needed" in a tab without the key and takes the key on the screen', async () => {
    savedBefore([office], false);
    const user = renderAt('/add');
    await h1('Add device');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Key needed' })).toHaveAttribute(
      'href',
      '/connection',
    );
    expect(screen.getByRole('heading', { name: 'API key needed' })).toBeVisible();

    // The key form loads when a key is needed.
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enter the API key'));

    await user.type(screen.getByLabelText('API key'), 'office-key');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const screenText = await screen.findByRole('textbox', { name: 'MAC address' }, LOAD);
    // The prompt is gone: focus moves to what replaced it instead of falling to the page.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(screenText);
    expect(screen.getByRole('main')).not.toHaveFocus();
    expect(within(banner).queryByRole('link', { name: 'Key needed' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.apiKeys)).toBe('{"office":"office-key"}');
  });

  it('follows changes made in another tab', async () => {
    renderAt('/add');
    await h1('Add device');
    expect(screen.getByRole('heading', { name: 'Set up a connection first' })).toBeVisible();

    // Another tab saves a connection with a remembered key.
    savedBefore([{ ...office, rememberKey: true }], false);
    localStorage.setItem(STORAGE_KEYS.apiKeys, '{"office":"office-key"}');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.connections }));
    });

    expect(await screen.findByRole('textbox', { name: 'MAC address' }, LOAD)).toBeVisible();
    expect(
      within(screen.getByRole('banner')).getByRole('combobox', { name: 'Connection' }),
    ).toHaveDisplayValue('Office');
  });
});
