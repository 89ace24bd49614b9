// Batch import reads the lists administrators actually have (issue 15): a lease file and a typed
// email are pasted, understood, fixed and sent, and the sandbox holds exactly their devices; a
// UTF-16 file is read, a renamed PNG refused; a line of 20,000 cells leaves the page answering.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET } from '../support/budget.ts';
import { expect, test, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import { expectNoAxeViolations } from '../support/axe.ts';
import { connect, openBatch, startNew } from '../support/batch-page.ts';
import { longestTask, recordLongTasks } from '../support/long-tasks.ts';

// In order: the typed email holds devices the lease file whitelists first.
test.describe.configure({ mode: 'serial' });

const FIXTURES = join(import.meta.dirname, '../fixtures/batch-lists');
const fixture = (file: string) => readFileSync(join(FIXTURES, file), 'utf8');

const STATE = '/_sandbox/v1/org/demo-org/contexts/sign-in/demo-context/state';
const stateSchema = z.object({
  whitelistings: z.array(z.object({ mac: z.string(), name: z.nullable(z.string()) })),
});

/** The sandbox's entries whose MAC is one of `macs`, as "MAC name" lines, sorted. */
async function storedEntries(page: Page, macs: readonly string[]): Promise<string[]> {
  const response = await page.request.get(STATE, { headers: { 'x-auth-token': 'demo-key' } });
  const state = stateSchema.parse(await response.json());
  return state.whitelistings
    .filter((entry) => macs.includes(entry.mac))
    .map((entry) => `${entry.mac} ${entry.name ?? ''}`.trim())
    .sort();
}

async function connectAndOpenBatch(page: Page) {
  await connect(page);
  await openBatch(page);
}

/**
 * Puts text where the next pasteStaged finds it, in a task of its own: handing megabytes to
 * page.evaluate is Playwright's cost, not a paste's, so it stays out of the tasks measured.
 */
async function stageClipboard(page: Page, text: string) {
  await page.evaluate((text) => Object.assign(window, { clipboardText: text }), text);
}

/** Pastes the staged text as a person does: a paste event carrying the clipboard's text. */
async function pasteStaged(page: Page) {
  const box = page.getByRole('textbox', { name: 'Paste rows' });
  await box.focus();
  await page.evaluate(() => {
    const text = (window as unknown as { clipboardText: string }).clipboardText;
    const target = document.activeElement;
    if (!target) throw new Error('Nothing has the focus');
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    const event = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true });
    if (target.dispatchEvent(event) && target instanceof HTMLTextAreaElement) {
      // The screen left the paste to the box: insert it as the browser would.
      target.setRangeText(text, target.selectionStart, target.selectionEnd, 'end');
      target.dispatchEvent(
        new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }),
      );
    }
    Object.assign(window, { clipboardText: '' });
  });
}

async function paste(page: Page, text: string) {
  await stageClipboard(page, text);
  await pasteStaged(page);
}

/** The grid's rows as "MAC | name" texts (every row is shown: these lists are short). */
async function previewRows(page: Page): Promise<string[]> {
  const grid = page.getByRole('grid', { name: /^Preview/ });
  await expect(grid).toBeVisible();
  const headers = await grid.getByRole('columnheader').allTextContents();
  const mac = headers.indexOf('MAC address');
  const name = headers.indexOf('Name');
  const rows = grid.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const out: string[] = [];
  for (const row of await rows.all()) {
    const cells = [
      await row.getByRole('rowheader').textContent(),
      ...(await row.getByRole('gridcell').allTextContents()),
    ];
    // The MAC as written; a notation other than the API's adds "Sent as AA:BB:…".
    const written = (cells[mac] ?? '').replace(/Sent as .*$/, '').trim();
    out.push(`${written} | ${cells[name]?.trim() ?? ''}`.trim());
  }
  return out;
}

test('a dnsmasq lease file: understood in words, lines left out shown, a name fixed, sent', async ({
  page,
}) => {
  await connectAndOpenBatch(page);
  await paste(page, fixture('dnsmasq.leases'));

  const understood = page.getByRole('region', { name: 'What was understood' });
  await expect(understood).toContainText(
    'Looks like a DHCP lease file: 6 devices, names from the host name field; 2 lines without a MAC address left out.',
  );
  // The lines left out, on request: the DUID line and the IPv6 lease.
  // With the keyboard: the paste box, then Tab, reaches the disclosure; Enter opens it.
  await page.getByRole('textbox', { name: 'Paste rows' }).focus();
  const summary = understood.getByText('Show the 2 lines left out');
  for (
    let presses = 0;
    presses < 5 && !(await summary.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  const leftOut = understood.getByRole('table', { name: 'Lines left out' });
  await expect(leftOut.getByRole('row')).toHaveCount(3);
  await expect(leftOut).toContainText('duid 00:01:00:01');
  await expect(leftOut).toContainText('2001:db8:1::8a');

  // The rows as written, names from the host name field; '*' gives no name.
  expect(await previewRows(page)).toEqual([
    '00:1b:63:84:bb:d7 | annas-macbook',
    '3c:22:fb:12:34:56 |',
    'b8:27:eb:45:a1:0c | reception_printer',
    'dc:a6:32:0e:77:81 | kiosk-lobby',
    'da:a1:19:5e:20:4f | iPhone',
    'f0:9f:c2:10:22:33 |',
  ]);
  await expect(page.getByRole('list', { name: 'Counts' })).toContainText('1 invalid');

  // One action replaces the character the API refuses, shown in the preview before sending.
  await expect(understood).toContainText('“reception_printer” becomes “reception-printer”');
  const fix = understood.getByRole('button', { name: 'Fix 1 name' });
  await fix.focus();
  await page.keyboard.press('Enter');
  await expect(fix).toHaveCount(0);
  await expect.poll(() => previewRows(page)).toContain('b8:27:eb:45:a1:0c | reception-printer');
  await expect(page.getByRole('list', { name: 'Counts' })).toContainText('0 invalid');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send 6 devices' }).click();
  await expect(page.getByRole('heading', { name: 'Results', exact: true })).toBeVisible();
  expect(
    await storedEntries(page, [
      '00:1B:63:84:BB:D7',
      '3C:22:FB:12:34:56',
      'B8:27:EB:45:A1:0C',
      'DC:A6:32:0E:77:81',
      'DA:A1:19:5E:20:4F',
      'F0:9F:C2:10:22:33',
    ]),
  ).toEqual([
    '00:1B:63:84:BB:D7 annas-macbook',
    '3C:22:FB:12:34:56',
    'B8:27:EB:45:A1:0C reception-printer',
    'DA:A1:19:5E:20:4F iPhone',
    'DC:A6:32:0E:77:81 kiosk-lobby',
    'F0:9F:C2:10:22:33',
  ]);
});

test('a typed email: bullets, numbering and comments read, the greeting and signature left out', async ({
  page,
}) => {
  await connectAndOpenBatch(page);
  await paste(page, fixture('typed-email.txt'));
  const understood = page.getByRole('region', { name: 'What was understood' });
  await expect(understood).toContainText(/^What was understood\s*Looks like a typed list/);
  const rows = await previewRows(page);
  expect(rows).toContain('00:1B:63:84:BB:D7 | reception printer');
  expect(rows).toContain('3C-22-FB-12-34-56 | kiosk');
  expect(rows).toContain('b827.eb45.a10c | lobby screen');
  expect(rows).toContain('0:11:32:a:b:1 |');
  expect(rows).toContain('DCA6320E7781 |');
  // The mistyped MAC is a row to fix, not a line that vanished.
  expect(rows.some((row) => row.startsWith('aa:bb:cc:dd:ee:0g'))).toBe(true);
  // No row for the greeting, the date in the signature or the IPv6 address.
  expect(rows.join('\n')).not.toMatch(/Maria|2024-06-03|fe80/);
  await understood.getByText(/^Show the \d+ lines left out$/).click();
  await expect(understood.getByRole('table', { name: 'Lines left out' })).toContainText(
    'Hi Maria,',
  );

  // Fix the one name the API would refuse, leave out the mistyped row, then send. The devices
  // the lease file above already whitelisted come back as such (this file runs in order).
  await understood.getByRole('button', { name: 'Fix 1 name' }).click();
  await expect.poll(() => previewRows(page)).toContain('001b63-84bb06 | my-printer');
  await page
    .getByRole('grid', { name: /^Preview/ })
    .getByRole('row')
    .filter({ hasText: 'aa:bb:cc:dd:ee:0g' })
    .getByRole('checkbox', { name: /^Exclude row/ })
    .check();
  await page.getByRole('button', { name: 'Send 9 devices' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toBeVisible();
  await expect(results.getByRole('list', { name: 'Figures' })).toContainText(
    /4 created\s*5 already whitelisted\s*0 faulty/,
  );
  expect(
    await storedEntries(page, [
      '00:11:32:0A:0B:01',
      '00:1B:63:84:BB:06',
      '28:CF:E9:1A:2B:3C',
      '28:CF:E9:1A:2B:3D',
    ]),
  ).toEqual([
    '00:11:32:0A:0B:01',
    '00:1B:63:84:BB:06 my-printer',
    '28:CF:E9:1A:2B:3C',
    '28:CF:E9:1A:2B:3D',
  ]);
});

test('files: a UTF-16 "Unicode Text" file is read, a PNG renamed .csv is refused', async ({
  page,
}) => {
  await connectAndOpenBatch(page);
  // Excel's "Unicode Text": UTF-16 LE with a byte order mark, tab-separated.
  const text = 'MAC address\tName\r\n00:1b:63:84:bb:d7\tSkrivare Våning 3\r\n';
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  const picker = page.getByLabel(/Or choose a file/);
  await picker.setInputFiles({ name: 'devices.txt', mimeType: 'text/plain', buffer: utf16 });
  await expect.poll(() => previewRows(page)).toEqual(['00:1b:63:84:bb:d7 | Skrivare Våning 3']);

  // A PNG's first bytes, renamed: refused in words, nothing parsed into rows.
  const png = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0,
    1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
  ]);
  await picker.setInputFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: png });
  await expect(page.getByText(/not a text file/)).toBeVisible();
  // The list read before is still there: a refused file changes nothing.
  await expect.poll(() => previewRows(page)).toEqual(['00:1b:63:84:bb:d7 | Skrivare Våning 3']);
});

test(
  'two lines of 20,000 cells: the page keeps answering and the mapping stays short',
  BUDGET,
  async ({ page }) => {
    await connectAndOpenBatch(page);
    await recordLongTasks(page);
    const cells = (first: string) =>
      [first, ...Array.from({ length: 19_999 }, (_, i) => `value ${i}`)].join(',');
    await paste(page, `${cells('MAC')}\n${cells('00:1b:63:84:bb:d7')}\n`);

    const understood = page.getByRole('region', { name: 'What was understood' });
    await expect(understood).toContainText('1 device');
    const mapping = understood.getByRole('group', { name: 'Which column is which' });
    await expect(mapping).toContainText(/And [\d,]+ more columns, not used\./);
    expect(await mapping.getByRole('combobox').count()).toBeLessThanOrEqual(52);

    // The page answers: a click on the paste box takes the focus at once.
    const box = page.getByRole('textbox', { name: 'Paste rows' });
    const started = Date.now();
    await box.click();
    await expect(box).toBeFocused();
    expect(Date.now() - started).toBeLessThan(2_000);
    const longest = await longestTask(page);
    console.log(`20,000-cell lines: longest main-thread task ${Math.round(longest)} ms`);
    expect(longest).toBeLessThan(1_000);
  },
);

test(
  'large input: 100,000 lines of command output, a 5 MB line, a 50,000-cell line, a 20 MB file',
  BUDGET,
  async ({ page }) => {
    test.setTimeout(180_000);
    await connectAndOpenBatch(page);
    const counts = page.getByRole('list', { name: 'Counts' });
    const figures: string[] = [];

    // `ip neigh` output (ip-neighbour(8)), 100,000 lines.
    const neighbours = Array.from({ length: 100_000 }, (_, i) => {
      const hex = i.toString(16).padStart(6, '0');
      return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255} dev eth0 lladdr 3c:22:fb:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4)} REACHABLE`;
    }).join('\n');
    await stageClipboard(page, neighbours);
    await recordLongTasks(page);
    await pasteStaged(page);
    await expect(counts.getByRole('listitem').first()).toHaveText('100,000 rows', {
      timeout: 60_000,
    });
    figures.push(
      `100,000 lines of ip neigh: longest task ${Math.round(await longestTask(page))} ms`,
    );

    // One line of 5 MB: no device list, said plainly.
    await startNew(page, 'What was understood');
    await stageClipboard(page, 'x'.repeat(5_000_000));
    await recordLongTasks(page);
    await pasteStaged(page);
    await expect(page.getByRole('region', { name: 'What was understood' })).toContainText(
      'This does not look like a list of devices',
      { timeout: 60_000 },
    );
    figures.push(`a 5 MB single line: longest task ${Math.round(await longestTask(page))} ms`);

    // A line of 50,000 cells over one device.
    await startNew(page, 'What was understood');
    const wide = (first: string) =>
      [first, ...Array.from({ length: 49_999 }, (_, i) => `c${i}`)].join('\t');
    await stageClipboard(page, `${wide('MAC address')}\n${wide('00:1b:63:84:bb:d7')}`);
    await recordLongTasks(page);
    await pasteStaged(page);
    await expect(page.getByRole('region', { name: 'What was understood' })).toContainText(
      /And [\d,]+ more columns, not used\./,
    );
    figures.push(`a 50,000-cell line: longest task ${Math.round(await longestTask(page))} ms`);

    // A 20 MB file: a CSV export of 400,000 devices, made in the page (Playwright's own file
    // transfer would cost the page seconds of decoding that no person's file costs) and chosen
    // in the picker as a person does.
    const size = await page.evaluate(() => {
      const lines = ['MAC Address,Device Name,Notes'];
      for (let i = 0; lines.length <= 400_000; i++) {
        const hex = i.toString(16).padStart(6, '0');
        lines.push(
          `00:1b:63:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4)},Device ${i},${'n'.repeat(20)}`,
        );
      }
      const file = new File([lines.join('\r\n')], 'export.csv', { type: 'text/csv' });
      Object.assign(window, { bigFile: file });
      return file.size;
    });
    expect(size).toBeGreaterThan(19_000_000);
    await recordLongTasks(page);
    await page.evaluate(() => {
      const input = document.getElementById('batch-file');
      if (!(input instanceof HTMLInputElement)) throw new Error('No file picker');
      const files = new DataTransfer();
      files.items.add((window as unknown as { bigFile: File }).bigFile);
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(counts.getByRole('listitem').first()).toHaveText('400,000 rows', {
      timeout: 120_000,
    });
    figures.push(`a 20 MB file: longest task ${Math.round(await longestTask(page))} ms`);
    // Too large for the tab's storage: said, instead of failing at every save.
    await expect(
      page.getByRole('heading', { name: 'This list is not kept for a reload' }),
    ).toBeVisible();
    console.log(figures.join('\n'));
    // DESIGN.md's budget is 200 ms (a printed figure); a test fails only on a frozen page.
    expect(await longestTask(page)).toBeLessThan(2_000);
  },
);
