import { expect, it } from 'vitest';
import { aria, click, control, fill, find, textOf } from '../support/aria.ts';
import { describeInFirefox } from '../support/firefox.ts';

describeInFirefox('Connection in Firefox ESR', (tab) => {
  it('a new person is sent to Connection, saves the sandbox, sees it confirmed and checked', async () => {
    const { page, goto } = tab();
    await goto('/');
    await find(page, 'heading', 'Welcome to Sign-In admin');
    expect(new URL(page.url()).pathname).toBe('/connection');
    expect(await page.title()).toBe('Connection · Sign-In admin');

    await fill(page, 'textbox', 'Venue name (optional)', 'Office');
    await fill(page, 'textbox', 'Organization ID', 'demo-org');
    await fill(page, 'textbox', 'Sign-In Context ID', 'demo-context');
    await (await control(page, 'API key')).type('demo-key');
    await click(page, 'button', 'Save connection');
    await find(page, 'heading', 'Connection saved');
    const banner = await find(page, 'banner');
    await expect
      .poll(async () => textOf(await find(banner, 'code')))
      .toBe('demo-org / demo-context');

    // Check connection reads the sandbox with the saved key.
    await click(page, 'button', 'Check connection');
    await expect
      .poll(async () => {
        const statuses = await page.$$(aria('status'));
        const texts = await Promise.all(statuses.map(textOf));
        return texts.find((text) => /HTTP \d{3}/.test(text)) ?? '';
      })
      .toContain('Connected: the API accepted the key');

    // Kept over a reload, key included (sessionStorage outlives a reload of the tab).
    await page.reload();
    await find(page, 'heading', 'Saved connections');
    const key = await control(page, 'API key');
    expect(await key.evaluate((input) => (input as HTMLInputElement).value)).toBe('demo-key');
    expect(await textOf(await find(await find(page, 'banner'), 'code'))).toBe(
      'demo-org / demo-context',
    );
  });
});
