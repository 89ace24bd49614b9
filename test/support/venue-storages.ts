// What the component tests of work sent to several venues share: the connections an earlier
// visit saved, every request the app makes, and the table of venues as read.
import { screen, within } from '@testing-library/react';
import { afterEach } from 'vitest';
import {
  saveConnection,
  setActiveConnection,
  type ConnectionStorages,
  type SavedConnection,
} from '../../src/connection/storage.ts';
import { server } from './msw-server.ts';
import { freshStorages } from './render-screen.tsx';

/**
 * Storages as an earlier visit left them: the connections saved in this order, each with the
 * key given (null: this tab does not have it), the first the one in use.
 */
export function savedVenues(
  venues: readonly (readonly [SavedConnection, string | null])[],
): ConnectionStorages {
  const storages = freshStorages();
  for (const [venue, key] of venues) {
    // Without a sessionStorage a key kept for this tab only is kept nowhere.
    const where = key === null ? { ...storages, session: undefined } : storages;
    saveConnection(where, venue, key ?? 'not-kept', false);
  }
  const [first] = venues;
  if (first) setActiveConnection(storages, first[0].id);
  return storages;
}

/** Every request the app makes, as "METHOD /path", from now on (until the test ends). */
export function requestLog(): string[] {
  const log: string[] = [];
  server.events.on('request:start', ({ request }) => {
    log.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return log;
}

afterEach(() => {
  server.events.removeAllListeners();
});

/** The cells of the venue `name`'s row in the table of venues. */
export function venueCells(name: string): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Results by venue' });
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^${name}`) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row).getAllByRole('cell');
}
