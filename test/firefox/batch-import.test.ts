import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SEED } from '../../src/sandbox/seed.ts';
import {
  chooseFile,
  click,
  descriptionOf,
  find,
  gone,
  isFocused,
  pasteInto,
  textOf,
  textsOf,
} from '../support/aria.ts';
import { connect, openScreen } from '../support/app-screens.ts';
import { describeInFirefox, type Tab } from '../support/firefox.ts';
import { sandboxState } from '../support/sandbox-state.ts';

const ROWS = 400;
const existing = SEED.entries.receptionPrinter;

/**
 * A list as a spreadsheet exports it: a header, then `ROWS` devices (AC:DE:48:50:00:01
 * upwards, in dash notation), one already whitelisted and one with a name the API refuses.
 */
function spreadsheet(): string {
  const lines = ['MAC address;Device name;Tags'];
  for (let i = 1; i <= ROWS; i++) {
    const hex = i.toString(16).toUpperCase().padStart(4, '0');
    if (i === 7) lines.push(`${existing.mac.toLowerCase()};${existing.name};`);
    else if (i === 3) lines.push(`ac-de-48-50-${hex.slice(0, 2)}-${hex.slice(2)};Kiosk <3>;kiosk`);
    else lines.push(`ac-de-48-50-${hex.slice(0, 2)}-${hex.slice(2)};Sensor ${i};sensors`);
  }
  return lines.join('\r\n');
}

async function counts({ page }: Tab): Promise<string[]> {
  return textsOf(await find(page, 'list', 'Counts'), 'listitem');
}

describeInFirefox('Batch import in Firefox ESR', (tab) => {
  it('a pasted list of 400 rows: the counts, Send, the results; New batch asks first', async () => {
    const { page, baseURL } = tab();
    // Sent in chunks of 100: four calls, with progress between them.
    await connect(tab(), { chunkSize: 100 });
    await openScreen(tab(), '/batch', 'Batch import');
    await pasteInto(await find(page, 'textbox', 'Paste rows'), spreadsheet());

    await find(page, 'button', 'Send 399 devices');
    expect(await counts(tab())).toEqual([
      '400 rows',
      '399 ready',
      '1 invalid',
      '0 duplicates',
      '0 warnings',
      '0 excluded',
    ]);
    const understood = await find(page, 'region', 'What was understood');
    expect(await textOf(understood)).toMatch(/semicolons; the first line is a header/);
    const preview = await find(page, 'grid', 'Preview: 400 rows');
    const refused = await find(preview, 'gridcell', 'Kiosk <3>');
    expect(await descriptionOf(refused)).toContain('Name may not contain: < >');

    await click(page, 'button', 'Send 399 devices');
    const results = await find(page, 'region', 'Results');
    await expect
      .poll(async () => textsOf(await find(results, 'list', 'Figures'), 'listitem'), {
        timeout: 30_000,
      })
      .toEqual([
        '398 created',
        '1 already whitelisted',
        '0 faulty',
        '0 guest sessions updated',
        '1 not sent',
      ]);
    const stored = (await sandboxState(baseURL)).whitelistings;
    expect(stored.filter((entry) => entry.mac.startsWith('AC:DE:48:50:'))).toHaveLength(398);
    expect(stored.find((entry) => entry.mac === 'AC:DE:48:50:00:01')).toMatchObject({
      name: 'Sensor 1',
      tags: [{ value: 'sensors' }],
      creator: SEED.demo.caller,
    });

    // New batch asks before clearing the results: Cancel keeps them, Clear starts again.
    const newBatch = await find(page, 'button', 'New batch');
    await newBatch.click();
    let dialog = await find(page, 'dialog', 'Start a new batch?');
    const cancel = await find(dialog, 'button', 'Cancel');
    await expect.poll(() => isFocused(cancel)).toBe(true);
    await cancel.click();
    await gone(page, 'dialog', 'Start a new batch?');
    await find(page, 'region', 'Results');
    await newBatch.click();
    dialog = await find(page, 'dialog', 'Start a new batch?');
    await click(dialog, 'button', 'Clear and start again');
    await gone(page, 'region', 'Results');
    const box = await find(page, 'textbox', 'Paste rows');
    expect(await box.evaluate((element) => (element as HTMLTextAreaElement).value)).toBe('');
  });

  it('a file chosen through the file input is read into the preview', async () => {
    const { page } = tab();
    const folder = await mkdtemp(join(tmpdir(), 'firefox-batch-'));
    try {
      const file = join(folder, 'kiosks.csv');
      await writeFile(
        file,
        '\ufeffmac,name\r\nAC:DE:48:51:00:01,Kiosk A\r\nAC:DE:48:51:00:02,Kiosk B\r\n',
      );
      await connect(tab());
      await openScreen(tab(), '/batch', 'Batch import');
      await chooseFile(
        page,
        'Or choose a file (a spreadsheet saved as CSV, a lease file, saved command output), or drop it here',
        file,
      );
      await find(page, 'button', 'Send 2 devices');
      expect(await counts(tab())).toEqual([
        '2 rows',
        '2 ready',
        '0 invalid',
        '0 duplicates',
        '0 warnings',
        '0 excluded',
      ]);
      const understood = await find(page, 'region', 'What was understood');
      expect(await textOf(understood)).toMatch(/the first line is a header row/);
      const preview = await find(page, 'grid', 'Preview: 2 rows');
      await find(preview, 'gridcell', 'Kiosk B');

      // New batch asks before dropping unsent rows.
      await click(page, 'button', 'New batch');
      const dialog = await find(page, 'dialog', 'Start a new batch?');
      expect(await textOf(dialog)).toContain('its 2 unsent rows');
      await click(dialog, 'button', 'Clear and start again');
      await gone(page, 'button', 'Send 2 devices');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
