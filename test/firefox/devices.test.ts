import { expect, it } from 'vitest';
import { todayIn } from '../../src/api/rules.ts';
import { SEED } from '../../src/sandbox/seed.ts';
import { addDays, describeToDate } from '../../src/ui/expiry.ts';
import { click, control, definitions, fill, find, typeDate } from '../support/aria.ts';
import { connect, expectFocusedHeading, openScreen } from '../support/app-screens.ts';
import { describeInFirefox } from '../support/firefox.ts';
import { storedEntry } from '../support/sandbox-state.ts';

const MAC = '00:1B:63:84:F0:01';

describeInFirefox('Add device and Edit device in Firefox ESR', (tab) => {
  it('adds a device until a date, finds it in Recent entries, makes it permanent with new tags', async () => {
    const { page, baseURL } = tab();
    await connect(tab());

    // Add device, with an expiry date typed into Firefox's own date field.
    await openScreen(tab(), '/add', 'Add device');
    await fill(page, 'textbox', 'MAC address', '00-1b-63-84-f0-01');
    await fill(page, 'textbox', 'Name', 'Skrivare Våning 3');
    await click(page, 'radio', 'Until a date');
    const toDate = addDays(todayIn(SEED.timeZone), 60);
    const date = await control(page, 'Expiry date');
    await typeDate(date, toDate);
    expect(await date.evaluate((input) => (input as HTMLInputElement).value)).toBe(toDate);
    await fill(page, 'textbox', 'Tags (optional)', 'printer');
    await page.keyboard.press('Enter');
    await find(page, 'button', 'Remove tag printer');
    await click(page, 'button', 'Add device');

    await expectFocusedHeading(tab(), 'Device added');
    const added = await definitions(await find(page, 'region', 'Device added'));
    expect(added).toMatchObject({
      'MAC address': MAC,
      Name: 'Skrivare Våning 3',
      Expiry: describeToDate(toDate, SEED.timeZone),
      Tags: 'printer',
      'Created by': expect.stringMatching(/^admin@demo\.example:/),
    });
    const created = await storedEntry(baseURL, MAC);
    expect(created).toMatchObject({
      name: 'Skrivare Våning 3',
      toDate,
      tags: [{ value: 'printer' }],
    });
    expect(added['Entry ID']).toContain(created?.id);

    // Edit device: Recent entries lists it; loading it fills the form.
    await openScreen(tab(), '/edit', 'Edit device');
    await find(page, 'region', 'Recent entries');
    await click(page, 'button', `Load Skrivare Våning 3 (${MAC})`);
    const entryId = await find(page, 'textbox', 'Entry ID');
    await expect
      .poll(() => entryId.evaluate((input) => (input as HTMLInputElement).value))
      .toBe(created?.id);

    await click(page, 'radio', 'Make permanent');
    // Replace with starts from the current tags: printer goes, lobby comes.
    await click(page, 'radio', 'Replace with');
    await click(page, 'button', 'Remove tag printer');
    await fill(page, 'textbox', 'New tags', 'lobby');
    await page.keyboard.press('Enter');
    await find(page, 'button', 'Remove tag lobby');
    await click(page, 'button', 'Save changes');

    await expectFocusedHeading(tab(), 'Changes saved');
    const saved = await definitions(await find(page, 'region', 'Changes saved'));
    expect(saved).toMatchObject({
      'MAC address': MAC,
      Expiry: describeToDate(null, SEED.timeZone),
      Tags: 'lobby',
    });
    expect(await storedEntry(baseURL, MAC)).toMatchObject({
      id: created?.id,
      toDate: null,
      tags: [{ value: 'lobby' }],
    });
  });
});
