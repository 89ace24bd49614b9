// Policy cleanup at several venues (issue 24) through the real UI: Also remove from, a venue's
// key asked for first, one confirmation, a venue that refuses its key left out while the others
// are done, another key and Send again; axe at each step, and the keyboard path.
//
// Only Lobby, Harbour and Campus are touched (policy-cleanup.spec.ts removes people at
// demo-context), and what is expected is worked out from each policy as read before the run, so
// the order of the specs does not matter.
import { expect, test, type Locator, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import type { SavedConnection } from '../../src/connection/storage.ts';
import { SEED } from '../../src/sandbox/seed.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  savedVenue,
  saveConnections,
  tabTo,
  venueCell,
  venuesTable,
  venueState,
} from '../support/venues-page.ts';

const venue = (
  id: string,
  name: string,
  organizationId: string,
  contextId: string,
  defaultPolicyId: string,
  timeZone: string,
) => savedVenue(id, name, organizationId, contextId, { defaultPolicyId, timeZone });

const LOBBY = venue(
  'lobby',
  'Lobby',
  SEED.organizationId,
  SEED.lobby.contextId,
  SEED.lobby.policyId,
  SEED.timeZone,
);
const HARBOUR = venue(
  'harbour',
  'Harbour',
  SEED.north.organizationId,
  SEED.north.harbour.contextId,
  SEED.north.harbour.policyId,
  SEED.north.timeZone,
);
const CAMPUS = venue(
  'campus',
  'Campus',
  SEED.north.organizationId,
  SEED.north.campus.contextId,
  SEED.north.campus.policyId,
  SEED.north.timeZone,
);
const KEYS: Record<string, string> = {
  lobby: SEED.lobby.key,
  harbour: SEED.north.harbour.key,
  campus: SEED.north.campus.key,
};

const stateSchema = z.object({
  accessPolicies: z.array(z.object({ id: z.string(), emails: z.array(z.string()) })),
});

/** The emails a venue's default policy holds now, read with the sandbox's own key. */
async function policyOf(page: Page, connection: SavedConnection): Promise<string[]> {
  const state = stateSchema.parse(await venueState(page, connection, KEYS[connection.id] ?? ''));
  const policy = state.accessPolicies.find((p) => p.id === connection.defaultPolicyId);
  expect(policy, connection.name).toBeDefined();
  return policy?.emails ?? [];
}

/** The DELETE requests the page sends, from now on. */
function deletes(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') sent.push(new URL(request.url()).pathname);
  });
  return sent;
}

async function openPolicy(page: Page) {
  await page.goto('/policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Policy cleanup' })).toBeVisible();
}

async function expectStates(table: Locator, states: Record<string, string | RegExp>) {
  for (const [name, state] of Object.entries(states)) {
    await expect((await venueCell(table, name, 'State')).locator('p')).toHaveText(state);
  }
}

/** The sentence of the app for one email across venues, from where it was before. */
function sentence(
  email: string,
  venues: readonly { name: string; held: readonly string[] | null }[],
): string {
  const removedAt = venues.filter((v) => v.held?.includes(email)).map((v) => v.name);
  const notAt = venues.filter((v) => v.held && !v.held.includes(email)).map((v) => v.name);
  const unknownAt = venues.filter((v) => v.held === null).map((v) => v.name);
  // Venues are listed as a sentence lists them: "Harbour and Campus".
  const list = (names: string[]) =>
    new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(names);
  const parts = [`${email} removed at ${removedAt.length} of ${venues.length} venues`];
  if (notAt.length > 0) parts.push(`not in the policy at ${list(notAt)}`);
  if (unknownAt.length > 0) parts.push(`no answer from ${list(unknownAt)}`);
  return parts.join('; ');
}

const EMAILS = [
  'erik.lund@demo.example',
  SEED.north.kari.email,
  SEED.lobby.frontDesk.email,
] as const;

test('three venues, a key asked for, one key refused: the others done, another key, Send again', async ({
  page,
}) => {
  const before = {
    lobby: await policyOf(page, LOBBY),
    harbour: await policyOf(page, HARBOUR),
    campus: await policyOf(page, CAMPUS),
  };
  const heldBefore = (list: readonly string[]) => EMAILS.filter((e) => list.includes(e)).length;
  // Harbour's key is not in this tab; Campus's is the wrong one (harbour-key: 403 there).
  await saveConnections(page, [LOBBY, HARBOUR, CAMPUS], LOBBY.id, {
    [LOBBY.id]: SEED.lobby.key,
    [CAMPUS.id]: SEED.north.harbour.key,
  });
  const sent = deletes(page);
  await openPolicy(page);
  await expect(page.getByRole('textbox', { name: 'Access policy ID', exact: true })).toHaveValue(
    SEED.lobby.policyId,
  );
  await page.getByRole('textbox', { name: 'Emails' }).fill(EMAILS.join('\n'));

  const also = page.getByRole('group', { name: 'Also remove from' });
  await expect(also.getByRole('checkbox')).toHaveCount(2);
  const harbourBox = also.getByRole('checkbox', { name: 'Harbour' });
  await expect(harbourBox).toHaveAccessibleDescription(
    'north-org / harbour-context; its API key is asked for first',
  );
  await expect(also.getByRole('checkbox', { name: 'Campus' })).toHaveAccessibleDescription(
    'north-org / campus-context',
  );
  await harbourBox.check();
  await expect(page.getByRole('textbox', { name: 'Access policy ID at Harbour' })).toHaveValue(
    SEED.north.harbour.policyId,
  );
  await expect(page.getByRole('button', { name: 'Remove at 2 venues…' })).toBeVisible();
  await expectNoAxeViolations(page);
  await also.getByRole('checkbox', { name: 'Campus' }).check();
  await page.getByRole('button', { name: 'Remove at 3 venues…' }).click();

  // Harbour's key first; nothing sent yet.
  const keyHeading = page.getByRole('heading', {
    name: 'API key of Harbour (north-org / harbour-context)',
  });
  await expect(keyHeading).toBeFocused();
  await expect(page.getByText('API keys needed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave Harbour out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Do not send yet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'API key' }).fill(SEED.north.harbour.key);
  await page.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('dialog', { name: 'Remove 3 entries at 3 venues?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(confirm).toContainText('Lobby (demo-org / lobby-context)');
  await expect(confirm).toContainText(
    `Harbour (north-org / harbour-context), policy ${SEED.north.harbour.policyId}`,
  );
  await expect(confirm).toContainText(
    `Campus (north-org / campus-context), policy ${SEED.north.campus.policyId}`,
  );
  await expectNoAxeViolations(page);
  expect(sent).toEqual([]);
  await confirm.getByRole('button', { name: 'Remove 3 and end their sign-ins' }).click();

  const table = venuesTable(page);
  await expect(page.getByRole('heading', { name: 'Cleanup at 3 venues' })).toBeVisible();
  await expectStates(table, {
    Lobby: 'Done',
    Harbour: 'Done',
    Campus: 'Key refused (403): left out',
  });
  await expect(await venueCell(table, 'Lobby', 'Removed')).toHaveText(
    String(heldBefore(before.lobby)),
  );
  await expect(await venueCell(table, 'Harbour', 'Removed')).toHaveText(
    String(heldBefore(before.harbour)),
  );
  await expect(await venueCell(table, 'Campus', 'Removed')).toHaveText('–');
  const across = page.getByRole('list', { name: 'Each entry across venues' }).getByRole('listitem');
  await expect(across).toHaveText(
    EMAILS.map((email) =>
      sentence(email, [
        { name: 'Lobby', held: before.lobby },
        { name: 'Harbour', held: before.harbour },
        { name: 'Campus', held: null },
      ]),
    ),
  );
  await expect(page.getByRole('button', { name: 'Send again to Campus' })).toHaveCount(0);
  expect(await policyOf(page, CAMPUS)).toEqual(before.campus);
  await expectNoAxeViolations(page);

  // Another key for Campus, then Send again: Campus is done too.
  await page.getByRole('button', { name: 'Enter another key for Campus' }).click();
  const prompt = page.getByRole('region', { name: 'API key of Campus' });
  await prompt.getByRole('textbox', { name: 'API key' }).fill(SEED.north.campus.key);
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(prompt).toHaveCount(0);
  await page.getByRole('button', { name: 'Send again to Campus' }).click();
  await expectStates(table, { Lobby: 'Done', Harbour: 'Done', Campus: 'Done' });
  await expect(await venueCell(table, 'Campus', 'Removed')).toHaveText(
    String(heldBefore(before.campus)),
  );
  await expect(across).toHaveText(
    EMAILS.map((email) =>
      sentence(email, [
        { name: 'Lobby', held: before.lobby },
        { name: 'Harbour', held: before.harbour },
        { name: 'Campus', held: before.campus },
      ]),
    ),
  );
  // One DELETE per venue, and one more to Campus with its own key.
  expect(sent.filter((path) => path.includes('/campus-context/'))).toHaveLength(2);
  expect(sent).toHaveLength(4);
  for (const connection of [LOBBY, HARBOUR, CAMPUS]) {
    const held = await policyOf(page, connection);
    for (const email of EMAILS) expect(held, `${connection.name}: ${email}`).not.toContain(email);
  }

  // A venue's own results.
  const results = page.getByRole('button', { name: 'Results at Harbour' });
  await results.click();
  await expect(results).toHaveAttribute('aria-expanded', 'true');
  const harbourResults = page.getByRole('region', { name: 'Results at Harbour' });
  await expect(harbourResults).toContainText(`Removed ${heldBefore(before.harbour)} of 3 items`);
  await expectNoAxeViolations(page);
});

test('keyboard: Tab to a venue, Space, Tab to its policy, Tab to Remove, Enter; the confirmation starts on Cancel', async ({
  page,
}) => {
  // Nobody's address: nothing is taken from any policy, so other tests are not affected.
  const nobody = 'nobody.venues@north.example';
  await saveConnections(page, [LOBBY, HARBOUR], LOBBY.id, {
    [LOBBY.id]: SEED.lobby.key,
    [HARBOUR.id]: SEED.north.harbour.key,
  });
  await openPolicy(page);
  const emails = page.getByRole('textbox', { name: 'Emails' });
  await emails.fill(nobody);
  const also = page.getByRole('group', { name: 'Also remove from' });
  await expect(also).toBeVisible();

  await emails.focus();
  const harbourBox = also.getByRole('checkbox', { name: 'Harbour' });
  const presses = await tabTo(page, harbourBox);
  console.log(`Tab presses from Emails to "Harbour": ${presses}`);
  await page.keyboard.press('Space');
  await expect(harbourBox).toBeChecked();
  await page.keyboard.press('Tab');
  const policy = page.getByRole('textbox', { name: 'Access policy ID at Harbour' });
  await expect(policy).toBeFocused();
  await expect(policy).toHaveValue(SEED.north.harbour.policyId);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove at 2 venues…' })).toBeFocused();
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('dialog', { name: 'Remove 1 entry at 2 venues?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(
    confirm.getByRole('button', { name: 'Remove 1 and end their sign-ins' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');

  const table = venuesTable(page);
  await expectStates(table, { Lobby: 'Done', Harbour: 'Done' });
  await expect(page.getByRole('heading', { name: 'Cleanup at 2 venues' })).toBeFocused();
  await expect(
    page.getByRole('list', { name: 'Each entry across venues' }).getByRole('listitem'),
  ).toHaveText([`${nobody} removed at 0 of 2 venues; not in the policy at Lobby and Harbour`]);
});
