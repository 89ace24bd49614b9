// What the batch import and Activity specs share: a saved sandbox connection, the screen ready
// to paste, and a new batch started.
import { expect, type Page } from '@playwright/test';
import { wordsIn, type Words } from './words.ts';

const english = wordsIn('en');

/**
 * Saves the sandbox demo connection, as a person does on the Connection screen: with
 * `chunkSize`, that batch chunk size; with `rememberKey`, its key remembered on the device, so
 * every tab has it.
 */
export async function connect(
  page: Page,
  {
    chunkSize,
    rememberKey = false,
    w = english,
  }: { chunkSize?: number; rememberKey?: boolean; w?: Words } = {},
) {
  await page.goto('/connection');
  await page.getByRole('button', { name: w('Use sandbox demo') }).click();
  if (chunkSize !== undefined) {
    await page.getByRole('textbox', { name: w('Batch chunk size') }).fill(String(chunkSize));
  }
  if (rememberKey) await page.getByLabel(w('Remember the key on this device')).check();
  await page.getByRole('button', { name: w('Save connection') }).click();
  await expect(page.getByRole('heading', { name: w('Connection saved') })).toBeVisible();
}

/** Opens Batch import and waits until the paste box is there. */
export async function openBatch(page: Page, w: Words = english) {
  await page.goto('/batch');
  await expect(page.getByRole('heading', { level: 1, name: w('Batch import') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: w('Paste rows') })).toBeVisible();
}

/**
 * New batch, confirming when the screen asks (it asks while rows wait to be sent), then waits
 * until the region named `gone` of the earlier list has left.
 */
export async function startNew(page: Page, gone: 'Results' | 'What was understood') {
  await page.getByRole('button', { name: 'New batch' }).click();
  const clear = page.getByRole('dialog').getByRole('button', { name: 'Clear and start again' });
  const cleared = page.getByRole('status').filter({ hasText: 'New batch: the list' });
  await expect(clear.or(cleared)).toBeVisible();
  if (await clear.isVisible()) await clear.click();
  await expect(page.getByRole('region', { name: gone, exact: true })).toHaveCount(0);
}
