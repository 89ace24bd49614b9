import { expect, it } from 'vitest';
import { SEED } from '../../src/sandbox/seed.ts';
import { click, fill, find, isFocused, pasteInto, textOf, textsOf } from '../support/aria.ts';
import { connect, expectFocusedHeading, openScreen } from '../support/app-screens.ts';
import { describeInFirefox } from '../support/firefox.ts';
import { sandboxState } from '../support/sandbox-state.ts';

const { anna, erik } = SEED.staff;
const { partner, contractor } = SEED;

/** The states of the sessions of these people, as "email state", sorted. */
async function sessionsOf(baseURL: string, emails: readonly string[]): Promise<string[]> {
  return (await sandboxState(baseURL)).guestSessions
    .filter((session) => session.email !== null && emails.includes(session.email))
    .map((session) => `${session.email} ${session.state}`)
    .sort();
}

describeInFirefox('Policy cleanup in Firefox ESR', (tab) => {
  it('loads the policy, removes the chosen emails after confirming, shows what was removed', async () => {
    const { page, baseURL } = tab();
    const people = [anna.email, erik.email, contractor.selfProvisioning.email];
    await connect(tab());
    await openScreen(tab(), '/policy', 'Policy cleanup');
    const policy = await find(page, 'textbox', 'Access policy ID');
    await expect
      .poll(() => policy.evaluate((input) => (input as HTMLInputElement).value))
      .toBe(SEED.policyId);
    await fill(page, 'textbox', 'Label for this policy (optional)', 'Staff');
    // Pasted from an address book: names, a mailto: link, a pattern, one not in the policy.
    await pasteInto(
      await find(page, 'textbox', 'Emails'),
      [
        `Anna Berg <${anna.email}>`,
        `mailto:${erik.email}`,
        '*@*.contractor.example',
        'nobody@demo.example',
        `"${partner.selfProvisioning.email}"`,
      ].join('\n'),
    );
    const preview = await find(page, 'region', 'What will be sent');
    await expect
      .poll(() => textOf(preview))
      .toContain('5 items to remove (4 addresses, 0 domain patterns, 1 subdomain pattern).');

    // Confirm first: Escape cancels and gives the focus back; nothing was ended.
    const remove = await find(page, 'button', 'Remove…');
    await remove.click();
    let dialog = await find(page, 'dialog', 'Remove 5 entries from the policy?');
    await expect.poll(async () => isFocused(await find(dialog, 'button', 'Cancel'))).toBe(true);
    expect(await textOf(dialog)).toContain(`Staff (${SEED.policyId})`);
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(remove)).toBe(true);
    expect((await sessionsOf(baseURL, people)).filter((s) => s.endsWith(' revoked'))).toEqual([
      `${anna.email} revoked`,
    ]);

    await remove.click();
    dialog = await find(page, 'dialog', 'Remove 5 entries from the policy?');
    await click(dialog, 'button', 'Remove 5 and end their sign-ins');
    await expectFocusedHeading(tab(), 'Removed 3 of 5 items');
    const table = await find(page, 'table', 'Removed entries and the sign-ins ended for each');
    expect(
      await table.evaluate((element) =>
        [...(element as HTMLTableElement).rows].map((row) =>
          [...row.cells].map((cell) => cell.textContent),
        ),
      ),
    ).toEqual([
      [
        'Email or pattern',
        'Self-Provisioning',
        'Meeting Host',
        'Whitelisting',
        'Conferences (reserved)',
      ],
      [anna.email, '1', '1', '0', '0'],
      [erik.email, '1', '1', '0', '0'],
      ['*@*.contractor.example', '1', '1', '0', '0'],
      ['Total', '3', '3', '0', '0'],
    ]);
    const ignored = await find(page, 'region', 'Not in the policy (ignored) (2)');
    expect(await textsOf(ignored, 'listitem')).toEqual([
      'nobody@demo.example',
      partner.selfProvisioning.email,
    ]);
    await find(page, 'heading', 'Remaining entries (3)');

    // The sandbox ended exactly those sign-ins (Anna's conference session stays).
    expect(await sessionsOf(baseURL, people)).toEqual(
      [
        `${anna.email} active`,
        `${anna.email} revoked`,
        `${anna.email} revoked`,
        `${anna.email} revoked`,
        `${erik.email} revoked`,
        `${erik.email} revoked`,
        `${contractor.selfProvisioning.email} revoked`,
      ].sort(),
    );
  });
});
