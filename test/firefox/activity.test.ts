import { expect, it } from 'vitest';
import { aria, click, fill, find, pasteInto, textOf, textsOf } from '../support/aria.ts';
import { connect, openScreen } from '../support/app-screens.ts';
import { describeInFirefox, type Tab } from '../support/firefox.ts';

const MAC = '00:1B:63:84:F1:01';

/** One change of each kind, as the other Firefox tests make them, in this browser context. */
async function makeChanges(tab: Tab) {
  const { page } = tab;
  await openScreen(tab, '/add', 'Add device');
  await fill(page, 'textbox', 'MAC address', MAC);
  await fill(page, 'textbox', 'Name', 'Activity printer');
  await click(page, 'button', 'Add device');
  await find(page, 'heading', 'Device added');

  await openScreen(tab, '/edit', 'Edit device');
  await click(page, 'button', `Load Activity printer (${MAC})`);
  await fill(page, 'textbox', 'Name', 'Activity printer 2');
  await click(page, 'button', 'Save changes');
  await find(page, 'heading', 'Changes saved');

  await openScreen(tab, '/batch', 'Batch import');
  await pasteInto(
    await find(page, 'textbox', 'Paste rows'),
    'mac,name\n00:1b:63:84:f1:11,Kiosk one\n00:1b:63:84:f1:12,Kiosk two\n00:1b:63:84:f1:13,Kiosk three\n',
  );
  await click(page, 'button', 'Send 3 devices');
  await find(page, 'region', 'Results');

  await openScreen(tab, '/policy', 'Policy cleanup');
  // An address no other test removes: not in the policy.
  await fill(page, 'textbox', 'Emails', 'left.last.year@demo.example');
  await click(page, 'button', 'Remove…');
  await click(
    await find(page, 'dialog', 'Remove 1 entry from the policy?'),
    'button',
    'Remove 1 and end their sign-ins',
  );
  await find(page, 'heading', 'Removed 0 of 1 item');
}

/** "Showing …" of Activity. */
async function showing({ page }: Tab): Promise<string> {
  const statuses = await Promise.all((await page.$$(aria('status'))).map(textOf));
  return statuses.find((text) => text.startsWith('Showing')) ?? '';
}

describeInFirefox('Activity in Firefox ESR', (tab) => {
  it('lists the add, the edit, the batch run and the removal, kept over a reload; a record opens', async () => {
    const { page } = tab();
    await connect(tab());
    await makeChanges(tab());

    await click(await find(page, 'navigation', 'Main'), 'link', 'Activity');
    await find(page, 'heading', 'Activity');
    await expect.poll(() => showing(tab())).toBe('Showing 4 of 4 records for Sandbox demo.');
    await page.reload();
    await find(page, 'heading', 'Activity');
    await expect.poll(() => showing(tab())).toBe('Showing 4 of 4 records for Sandbox demo.');
    const main = await find(page, 'main');
    const records = await textsOf(main, 'listitem');
    expect(records).toHaveLength(4);
    expect(records[0]).toMatch(/Policy cleanup.*Removed 0 of 1 item from policy/);
    expect(records[1]).toMatch(
      /Batch import.*3 created, 0 already whitelisted, 0 faulty, 0 not sent/,
    );
    expect(records[2]).toMatch(
      /Edit device.*Saved changes to “Activity printer 2” \(00:1B:63:84:F1:01\)/,
    );
    expect(records[3]).toMatch(/Add device.*Added “Activity printer” \(00:1B:63:84:F1:01\)/);

    // The add opens to what the API holds, and to Edit this entry.
    const add = (await main.$$(aria('listitem')))[3];
    if (!add) throw new Error('No record of the add');
    await (await find(add, 'group')).click();
    await find(page, 'heading', 'What the API holds');
    await click(page, 'link', 'Edit this entry: Activity printer');
    await find(page, 'heading', 'Edit device');
    const name = await find(page, 'textbox', 'Name');
    await expect
      .poll(() => name.evaluate((input) => (input as HTMLInputElement).value))
      .toBe('Activity printer 2');
  });
});
