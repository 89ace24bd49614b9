import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

test('the app loads at / with its title and no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Sign-In admin');
  // Every screen has one h1 (axe's page-has-heading-one); waiting for it means React has rendered.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
