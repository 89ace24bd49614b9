import { BOTH, expect, test } from '../support/both-languages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoEnglish } from '../support/no-english.ts';

test(
  'the app loads at / with its title and no axe violations',
  { tag: BOTH },
  async ({ page, w }) => {
    await page.goto('/');
    // Every screen has one h1 (axe's page-has-heading-one); waiting for it means React has rendered.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The browser's language chose the app's.
    await expect(page.locator('html')).toHaveAttribute('lang', w.language);
    // `/` sends a new person on to Connection, which names itself before the app.
    await expect(page).toHaveURL(/\/connection$/);
    await expect(page).toHaveTitle(`${w('Connection')} · Sign-In admin`);
    await expectNoAxeViolations(page);
    await expectNoEnglish(page, w);
  },
);
