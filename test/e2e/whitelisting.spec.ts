import { expect, test, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import { todayIn } from '../../src/api/rules.ts';
import { addDays } from '../../src/ui/expiry.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

const STATE = '/_sandbox/v1/org/demo-org/contexts/sign-in/demo-context/state';
const stateSchema = z.object({
  whitelistings: z.array(
    z.object({
      id: z.string(),
      mac: z.string(),
      name: z.string(),
      toDate: z.nullable(z.string()),
      tags: z.array(z.object({ value: z.string() })),
      creator: z.string(),
    }),
  ),
});

async function stored(page: Page, mac: string) {
  const response = await page.request.get(STATE, { headers: { 'x-auth-token': 'demo-key' } });
  const state = stateSchema.parse(await response.json());
  return state.whitelistings.find((entry) => entry.mac === mac);
}

async function connect(page: Page) {
  await page.goto('/connection');
  await page.getByLabel('Venue name').fill('Office');
  await page.getByLabel('Organization ID').fill('demo-org');
  await page.getByLabel('Sign-In Context ID').fill('demo-context');
  await page.getByLabel('API key', { exact: true }).fill('demo-key');
  // The sandbox organization's zone, not the browser's default: expiries count days from its
  // today, which differs from UTC's for an hour or two every night.
  await page.getByLabel('Organization time zone').fill('Europe/Stockholm');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByRole('heading', { name: 'Connection saved' })).toBeVisible();
}

async function open(page: Page, path: string, h1: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
}

test('add a device, edit it to permanent with new tags, and meet the 409 on re-adding', async ({
  page,
}) => {
  await connect(page);
  await open(page, '/add', 'Add device');
  await expectNoAxeViolations(page);

  // Errors state.
  await page.getByRole('button', { name: 'Add device' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'MAC address' }).fill('0a-1b-2c-3d-4e-5f');
  await expect(page.getByText('Sent as 0A:1B:2C:3D:4E:5F')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Skrivare Våning 3');
  await page.getByRole('radio', { name: 'For a number of days' }).check();
  await page.getByRole('textbox', { name: 'Number of days' }).fill('30');
  const tags = page.getByRole('textbox', { name: /^Tags/ });
  await tags.fill('printer');
  await tags.press('Enter');
  await tags.fill('floor 3');
  await tags.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove tag floor 3' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add device' }).click();

  await expect(page.getByRole('heading', { name: 'Device added' })).toBeFocused();
  await expectNoAxeViolations(page);
  const toDate = addDays(todayIn('Europe/Stockholm'), 30);
  const created = await stored(page, '0A:1B:2C:3D:4E:5F');
  expect(created).toMatchObject({
    name: 'Skrivare Våning 3',
    toDate,
    tags: [{ value: 'printer' }, { value: 'floor 3' }],
    creator: 'admin@demo.example',
  });

  // Edit it: permanent, tags replaced.
  await page.getByRole('link', { name: 'Edit this entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit device' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Entry ID' })).toHaveValue(created?.id ?? '');
  await page.getByRole('radio', { name: 'Make permanent' }).check();
  await page.getByRole('radio', { name: 'Replace with' }).check();
  const newTags = page.getByRole('textbox', { name: 'New tags' });
  await newTags.press('Backspace');
  await newTags.press('Backspace');
  await newTags.fill('lobby');
  await newTags.press('Enter');
  await expect(page.getByText('Tags: printer, floor 3 → lobby')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Changes saved' })).toBeFocused();
  await expectNoAxeViolations(page);
  expect(await stored(page, '0A:1B:2C:3D:4E:5F')).toMatchObject({
    toDate: null,
    tags: [{ value: 'lobby' }],
    creator: 'admin@demo.example',
  });

  // The same MAC again: the conflict on the MAC field.
  await open(page, '/add', 'Add device');
  await page.getByRole('textbox', { name: 'MAC address' }).fill('0a:1b:2c:3d:4e:5f');
  await page.getByRole('textbox', { name: 'Name' }).fill('Another printer');
  await page.getByRole('button', { name: 'Add device' }).click();
  await expect(page.getByRole('textbox', { name: 'MAC address' })).toHaveAccessibleDescription(
    /This device \(0A:1B:2C:3D:4E:5F\) is already whitelisted in this context/,
  );
  await expectNoAxeViolations(page);
});

test('the whole add with the keyboard alone', async ({ page }) => {
  await connect(page);
  await open(page, '/add', 'Add device');
  const mac = page.getByRole('textbox', { name: 'MAC address' });
  await mac.focus();
  await page.keyboard.type('aabb.cc00.1122');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kiosk entrance');
  await page.keyboard.press('Tab');
  await page.keyboard.type('By the door');
  await page.keyboard.press('Tab');
  // The radio group: arrow keys move the choice.
  await expect(page.getByRole('radio', { name: 'Forever' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'For a number of days' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Number of days' })).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /^Tags/ })).toBeFocused();
  await page.keyboard.type('kiosk,');
  await page.keyboard.type('entrance');
  // Enter adds the tag and does not submit.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove tag entrance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Device added' })).toHaveCount(0);
  // Back to the name and Enter submits from there.
  await page.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Device added' })).toBeFocused();
  expect(await stored(page, 'AA:BB:CC:00:11:22')).toMatchObject({
    name: 'Kiosk entrance',
    toDate: addDays(todayIn('Europe/Stockholm'), 7),
    tags: [{ value: 'kiosk' }, { value: 'entrance' }],
  });
  // Add another by keyboard: focus goes back to the MAC field.
  await page.getByRole('button', { name: 'Add another' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'MAC address' })).toBeFocused();
});
