import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

test('the app loads at / with its title and no axe violations', async ({ page }) => {
  await page.goto('/');
  // Every screen has one h1 (axe's page-has-heading-one); waiting for it means React has rendered.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // `/` sends a new person on to Connection, which names itself before the app.
  await expect(page).toHaveURL(/\/connection$/);
  await expect(page).toHaveTitle('Connection · Sign-In admin');
  await expectNoAxeViolations(page);
});
