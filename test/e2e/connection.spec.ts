import { expect, test, type Page } from '@playwright/test';
import { SEED } from '../../src/sandbox/seed.ts';
import { BOTH, test as inBothLanguages } from '../support/both-languages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoEnglish } from '../support/no-english.ts';
import { wordsIn, type Words } from '../support/words.ts';

const english = wordsIn('en');

const apiKeyField = (page: Page, w: Words = english) =>
  page.getByLabel(w('API key'), { exact: true });

/** Fills the required fields of the connection form and saves. */
async function saveConnection(
  page: Page,
  {
    name = '',
    remember = false,
    contextId = 'demo-context',
    w = english,
  }: { name?: string; remember?: boolean; contextId?: string; w?: Words } = {},
) {
  if (name) await page.getByLabel(w('Venue name')).fill(name);
  await page.getByLabel(w('Organization ID')).fill('demo-org');
  await page.getByLabel(w('Sign-In Context ID')).fill(contextId);
  await apiKeyField(page, w).fill('demo-key');
  if (remember) await page.getByLabel(w('Remember the key on this device')).check();
  await page.getByRole('button', { name: w('Save connection') }).click();
  await expect(page.getByRole('heading', { name: w('Connection saved') })).toBeVisible();
}

inBothLanguages(
  'a new person is guided to Connection, saves one and finds it after a reload',
  { tag: BOTH },
  async ({ page, w }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/connection$/);
    await expect(page.getByRole('heading', { level: 1, name: w('Connection') })).toBeVisible();
    const welcome = w('Welcome to {APP_NAME}', { APP_NAME: 'Sign-In admin' });
    await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
    await expect(page).toHaveTitle(`${w('Connection')} · Sign-In admin`);
    await expectNoAxeViolations(page);
    await expectNoEnglish(page, w);

    await saveConnection(page, { w });
    await expect(page.getByRole('status').filter({ hasText: w('Connection saved') })).toHaveCount(
      1,
    );
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('code')).toHaveText('demo-org / demo-context');
    await expectNoAxeViolations(page);
    await expectNoEnglish(page, w);

    await page.reload();
    await expect(page.getByRole('heading', { name: w('Saved connections') })).toBeVisible();
    await expect(page.getByRole('heading', { name: welcome })).toHaveCount(0);
    await expect(page.getByLabel(w('Organization ID'))).toHaveValue('demo-org');
    // sessionStorage outlives a reload of the same tab.
    await expect(apiKeyField(page, w)).toHaveValue('demo-key');
    await expect(banner.getByRole('combobox', { name: w('Connection') })).toHaveValue(/.+/);

    // The saved notice shows the way on.
    await page.getByRole('button', { name: w('Save connection') }).click();
    await page.getByRole('link', { name: w('Continue to Add device') }).click();
    await expect(page).toHaveURL(/\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: w('Add device') })).toBeFocused();

    await page.goto('/');
    await expect(page).toHaveURL(/\/add$/);
    await expect(page.getByRole('textbox', { name: w('MAC address') })).toBeVisible();
  },
);

test('each tab keeps its own connection; a delete elsewhere is followed and announced', async ({
  page,
  context,
}) => {
  const inUse = (tab: Page) => tab.getByRole('banner').getByRole('code');
  const switcher = (tab: Page) =>
    tab.getByRole('banner').getByRole('combobox', { name: 'Connection' });
  await page.goto('/connection');
  await saveConnection(page, { name: 'Office' });
  await page.getByRole('button', { name: 'Add another connection' }).click();
  await saveConnection(page, { name: 'Lobby', contextId: 'lobby-context' });

  // A new tab starts with the last choice.
  const second = await context.newPage();
  await second.goto('/connection');
  await expect(inUse(second)).toHaveText('demo-org / lobby-context');

  // The first tab switches to Office and edits it; the second follows the edit, not the switch.
  await switcher(page).selectOption({ label: 'Office' });
  await expect(inUse(page)).toHaveText('demo-org / demo-context');
  await page.getByLabel('Venue name').fill('Head office');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(switcher(second).getByRole('option', { name: 'Head office' })).toHaveCount(1);
  await expect(inUse(second)).toHaveText('demo-org / lobby-context');
  await second.reload();
  await expect(inUse(second)).toHaveText('demo-org / lobby-context');

  const third = await context.newPage();
  await third.goto('/connection');
  await expect(inUse(third)).toHaveText('demo-org / demo-context');
  await third.close();

  // The first tab deletes the second tab's connection: it goes on with another, and says so.
  await page.getByRole('button', { name: 'Delete Lobby' }).click();
  await page.getByRole('button', { name: 'Delete connection' }).click();
  await expect(inUse(second)).toHaveText('demo-org / demo-context');
  await expect(
    second.getByRole('status').filter({
      hasText: 'Connection “Lobby” was deleted in another tab. Now using “Head office”.',
    }),
  ).toHaveCount(1);
  await expect(second.getByRole('heading', { name: 'Edit “Head office”' })).toBeVisible();
});

test('a failed save shows the error summary, focused, with links to the fields', async ({
  page,
}) => {
  await page.goto('/connection');
  await page.getByRole('button', { name: 'Save connection' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeInViewport();
  await summary.getByRole('link', { name: 'Enter the Sign-In Context ID' }).click();
  await expect(page.getByLabel('Sign-In Context ID')).toBeFocused();
  await expect(page.getByLabel('Sign-In Context ID')).toHaveAttribute('aria-invalid', 'true');
});

test('a new tab has the connection but asks for the key unless it was remembered', async ({
  page,
  context,
}) => {
  await page.goto('/connection');
  await saveConnection(page, { name: 'Office' });

  // A new tab shares localStorage but starts with an empty sessionStorage.
  const second = await context.newPage();
  await second.goto('/add');
  await expect(second.getByRole('heading', { name: 'API key needed' })).toBeVisible();
  await expect(second.getByRole('banner').getByRole('link', { name: 'Key needed' })).toBeVisible();
  // "Continue" does not sit against the way out below it.
  const continueBox = await second.getByRole('button', { name: 'Continue' }).boundingBox();
  const otherBox = await second
    .getByRole('link', { name: 'choose another connection' })
    .boundingBox();
  expect(otherBox!.y - (continueBox!.y + continueBox!.height)).toBeGreaterThanOrEqual(16);
  await apiKeyField(second).fill('demo-key');
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second.getByRole('textbox', { name: 'MAC address' })).toBeVisible();
  await expect(second.getByRole('banner').getByRole('link', { name: 'Key needed' })).toHaveCount(0);
  await second.close();

  await page.getByLabel('Remember the key on this device').check();
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText('Key remembered')).toBeVisible();

  const third = await context.newPage();
  await third.goto('/add');
  await expect(third.getByRole('textbox', { name: 'MAC address' })).toBeVisible();
  await expect(third.getByRole('heading', { name: 'API key needed' })).toHaveCount(0);
});

test('deleting a connection asks first; Escape cancels and focus returns', async ({ page }) => {
  await page.goto('/connection');
  await saveConnection(page, { name: 'Office' });

  const deleteButton = page.getByRole('button', { name: 'Delete Office' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete connection “Office”?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete connection' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toHaveCount(0);
  // The list went with its last item; focus continues at the form instead of the page's body.
  await expect(page.getByRole('heading', { name: 'Add a connection' })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Connection “Office” deleted' }),
  ).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Welcome to Sign-In admin' })).toBeVisible();
  // No link from the header to the page it is on.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Set up a connection' })).toHaveCount(0);
  await expect(banner.getByText('No connection yet')).toBeVisible();
});

test('the form keeps typed changes until the person agrees to discard them', async ({ page }) => {
  await page.goto('/connection');
  await saveConnection(page, { name: 'Office' });
  await page.getByLabel('Venue name').fill('Office 2');
  await page.getByRole('button', { name: 'Add another connection' }).click();

  const dialog = page.getByRole('dialog', { name: 'Discard your changes to “Office”?' });
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Venue name')).toHaveValue('Office 2');
  await expect(page.getByRole('button', { name: 'Add another connection' })).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { name: 'Add a connection' })).toBeFocused();
  await expect(page.getByLabel('Venue name')).toHaveValue('');
});

test('plain http to another host is refused with a way to fix it', async ({ page }) => {
  await page.goto('/connection');
  await page.getByLabel('API base URL').fill('http://api.example.com');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(
    page.getByRole('alert').getByRole('link', { name: /^Start the API base URL with https:\/\// }),
  ).toBeVisible();
  await expect(page.getByLabel('API base URL')).toHaveAccessibleDescription(
    /API_TARGET or a proxy that forwards \/v1 on the same site$/,
  );
});

test('the API key can be shown and hidden again', async ({ page }) => {
  await page.goto('/connection');
  await apiKeyField(page).fill('secret-key');
  const toggle = page.getByRole('button', { name: 'Show API key' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(apiKeyField(page)).toHaveAttribute('type', 'password');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(apiKeyField(page)).toHaveAttribute('type', 'text');
  await toggle.click();
  await expect(apiKeyField(page)).toHaveAttribute('type', 'password');
});

test('Use sandbox demo fills the seeded values, and Check connection reads the sandbox', async ({
  page,
}) => {
  await page.goto('/connection');
  await page.getByRole('button', { name: 'Use sandbox demo' }).click();
  await expect(page.getByLabel('Organization ID')).toHaveValue('demo-org');
  await expect(page.getByLabel('Sign-In Context ID')).toHaveValue('demo-context');
  await expect(apiKeyField(page)).toHaveValue('demo-key');
  await expect(page.getByLabel('Default access policy ID')).toHaveValue(
    '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
  );

  const check = page.getByRole('button', { name: 'Check connection' });
  const result = page.getByRole('status').filter({ hasText: /HTTP \d{3}/ });
  await check.click();
  await expect(result).toContainText('Connected: the API accepted the key');

  await apiKeyField(page).fill('not-a-key');
  await check.click();
  await expect(result).toContainText('the API rejected the key (HTTP 401)');

  // A real key, of another context: the sandbox answers 403 as the hosted service does.
  await apiKeyField(page).fill('lobby-key');
  await check.click();
  await expect(result).toContainText('HTTP 403');

  await apiKeyField(page).fill('demo-key');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByRole('heading', { name: 'Connection saved' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('code')).toHaveText('demo-org / demo-context');
});

test('"Save all 4 sandbox venues" saves every seeded venue, each working with its own key and policy', async ({
  page,
}) => {
  const inUse = page.getByRole('banner').getByRole('code');
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Connection' });
  await page.goto('/connection');
  await page.getByRole('button', { name: 'Save all 4 sandbox venues' }).click();
  const saved = page.getByRole('region', { name: 'Saved connections' }).getByRole('listitem');
  await expect(saved).toHaveCount(4);
  await expect(switcher.getByRole('option')).toHaveText([
    'Sandbox demo',
    'Sandbox lobby',
    'Harbour office',
    'Campus library',
  ]);
  // None was in use: the demo is, and the others wait in the switcher.
  await expect(inUse).toHaveText('demo-org / demo-context');
  await expectNoAxeViolations(page);

  // Another organization's venue: its key is accepted there, and its policy is the default.
  await switcher.selectOption({ label: 'Harbour office' });
  await expect(inUse).toHaveText('north-org / harbour-context');
  await page.getByRole('button', { name: 'Edit Harbour office' }).click();
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: /HTTP \d{3}/ })).toContainText(
    'Connected: the API accepted the key',
  );
  await page.getByRole('link', { name: 'Policy cleanup' }).click();
  await expect(page.getByRole('textbox', { name: 'Access policy ID' })).toHaveValue(
    SEED.north.harbour.policyId,
  );

  // Saved already: nothing is saved twice.
  await page.getByRole('link', { name: 'Connection' }).click();
  await page.getByRole('button', { name: 'Save all 4 sandbox venues' }).click();
  await expect(page.getByText('All 4 sandbox venues are saved already.')).toBeAttached();
  await expect(saved).toHaveCount(4);
});
