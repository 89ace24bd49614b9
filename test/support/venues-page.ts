// What the Playwright specs of work sent to several venues share: connections saved as an
// earlier visit would have, a venue's state read from the sandbox, and the keyboard's path.
import { expect, type Locator, type Page } from '@playwright/test';
import type { SavedConnection } from '../../src/connection/storage.ts';
import { STORAGE_KEYS } from '../../src/connection/storage-keys.ts';
import { SEED } from '../../src/sandbox/seed.ts';

/** A saved connection as the Connection screen stores it (the key apart). */
export function savedVenue(
  id: string,
  name: string,
  organizationId: string,
  contextId: string,
  {
    chunkSize = 250,
    timeZone = SEED.timeZone,
    defaultPolicyId = '',
  }: { chunkSize?: number; timeZone?: string; defaultPolicyId?: string } = {},
): SavedConnection {
  return {
    id,
    name,
    baseUrl: '',
    organizationId,
    contextId,
    timeZone,
    chunkSize,
    defaultPolicyId,
    rememberKey: false,
  };
}

/**
 * Saves `connections` on this device as earlier visits would have, `active` in use in this tab,
 * with the keys this tab has (`keys`, by connection ID; the others are asked for).
 */
export async function saveConnections(
  page: Page,
  connections: readonly SavedConnection[],
  active: string,
  keys: Record<string, string>,
) {
  // A page of the app's origin, so its storage can be written; the next visit reads it.
  await page.goto('/connection');
  await page.evaluate(
    ({ storage, connections, active, keys }) => {
      localStorage.setItem(storage.connections, JSON.stringify({ version: 1, connections }));
      localStorage.setItem(storage.activeId, JSON.stringify(active));
      sessionStorage.setItem(storage.tabActiveId, JSON.stringify(active));
      sessionStorage.setItem(storage.apiKeys, JSON.stringify(keys));
    },
    { storage: STORAGE_KEYS, connections, active, keys },
  );
}

/** What the sandbox holds at a venue now, read with that venue's key (parsed by the caller). */
export async function venueState(
  page: Page,
  connection: SavedConnection,
  key: string,
): Promise<unknown> {
  const response = await page.request.get(
    `/_sandbox/v1/org/${connection.organizationId}/contexts/sign-in/${connection.contextId}/state`,
    { headers: { 'x-auth-token': key } },
  );
  expect(response.status()).toBe(200);
  return response.json();
}

/** Whether the element has the keyboard focus. */
const focused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus; returns how many presses it took. */
export async function tabTo(page: Page, target: Locator, most = 40): Promise<number> {
  let presses = 0;
  while (presses < most && !(await focused(target))) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(target).toBeFocused();
  return presses;
}

export const venuesTable = (page: Page) => page.getByRole('table', { name: 'Results by venue' });

/**
 * The cell under `column` in the row of the venue named `name` (or the Total row), once the
 * table is there (its headers are read once, not waited for).
 */
export async function venueCell(table: Locator, name: string, column: string): Promise<Locator> {
  await expect(table).toBeVisible();
  const at = (await table.getByRole('columnheader').allTextContents()).indexOf(column);
  expect(at, `column ${column}`).toBeGreaterThan(0);
  const header = table.page().getByRole('rowheader', { name: new RegExp(`^${name}\\b`) });
  return table
    .getByRole('row')
    .filter({ has: header })
    .getByRole('cell')
    .nth(at - 1);
}
