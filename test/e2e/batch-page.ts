// What the batch import specs share: a saved sandbox connection, and the screen ready to paste.
import { expect, type Page } from '@playwright/test';

/** Saves the sandbox demo connection, as a person does on the Connection screen. */
export async function connect(page: Page) {
  await page.goto('/connection');
  await page.getByRole('button', { name: 'Use sandbox demo' }).click();
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByRole('heading', { name: 'Connection saved' })).toBeVisible();
}

/** Opens Batch import and waits until the paste box is there. */
export async function openBatch(page: Page) {
  await page.goto('/batch');
  await expect(page.getByRole('heading', { level: 1, name: 'Batch import' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Paste rows' })).toBeVisible();
}
