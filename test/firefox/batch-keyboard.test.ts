import { expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { descriptionOf, find, isFocused, pasteInto, textsOf } from '../support/aria.ts';
import { connect, openScreen } from '../support/app-screens.ts';
import { describeInFirefox } from '../support/firefox.ts';
import { sandboxState } from '../support/sandbox-state.ts';

/** 40 devices, no header: AC:DE:48:52:00:01 upwards, named "Sensor n". */
function sensors(): string {
  return Array.from({ length: 40 }, (_, i) => {
    const hex = (i + 1).toString(16).toUpperCase().padStart(4, '0');
    return `AC:DE:48:52:${hex.slice(0, 2)}:${hex.slice(2)},Sensor ${i + 1}`;
  }).join('\n');
}

/**
 * Where the keyboard focus is in a grid: the cell's column (its column header), its row (the
 * row header's text) and what it reads; or, outside a grid cell, what has the focus.
 */
function focusedCell(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    let cell: Element | null = element;
    while (cell && !(cell instanceof HTMLTableCellElement)) cell = cell.parentElement;
    if (!(cell instanceof HTMLTableCellElement)) {
      return { outside: element?.getAttribute('aria-label') ?? element?.tagName ?? '' };
    }
    const row = cell.parentElement as HTMLTableRowElement;
    const table = row.parentElement?.parentElement;
    const head = table instanceof HTMLTableElement ? table.tHead?.rows[0] : undefined;
    return {
      column: head?.cells[cell.cellIndex]?.textContent ?? '',
      row: row.cells[0]?.textContent ?? '',
      text: cell.textContent ?? '',
    };
  });
}

async function press(page: Page, ...keys: string[]) {
  for (const key of keys)
    await page.keyboard.press(key as Parameters<Page['keyboard']['press']>[0]);
}

async function withControl(page: Page, key: 'Home' | 'End' | 'a') {
  await page.keyboard.down('Control');
  await page.keyboard.press(key);
  await page.keyboard.up('Control');
}

describeInFirefox('Batch import with the keyboard alone in Firefox ESR', (tab) => {
  it('Tab to Send past a 40-row grid, arrows and Enter to edit a cell, Space, Enter to send', async () => {
    const { page, baseURL } = tab();
    await connect(tab());
    await openScreen(tab(), '/batch', 'Batch import');
    const box = await find(page, 'textbox', 'Paste rows');
    await pasteInto(box, sensors());
    const send = await find(page, 'button', 'Send 40 devices');
    const counts = async () => textsOf(await find(page, 'list', 'Counts'), 'listitem');

    // From the paste box to Send with Tab alone: the preview's 40 rows are one stop, its first
    // cell (not also the box it scrolls in).
    const region = await find(page, 'region', 'Preview of the rows');
    const stopsInPreview: unknown[] = [];
    await box.focus();
    let presses = 0;
    while (presses < 60 && !(await isFocused(send))) {
      await page.keyboard.press('Tab');
      presses += 1;
      if (await region.evaluate((element) => element.contains(document.activeElement))) {
        stopsInPreview.push(await focusedCell(page));
      }
    }
    expect(await isFocused(send), 'Tab reaches Send').toBe(true);
    console.log(`Tab presses from the paste box to "Send 40 devices" in Firefox: ${presses}`);
    expect(presses).toBeLessThan(20);
    expect(stopsInPreview).toEqual([{ column: 'Row', row: '1', text: '1' }]);

    // Back into the grid: its tab stop is the first cell.
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    const preview = await find(page, 'grid', 'Preview: 40 rows');
    expect(await descriptionOf(preview)).toBe(
      'Arrow keys move between cells; Enter edits; Escape cancels.',
    );
    await expect.poll(() => focusedCell(page)).toMatchObject({ column: 'Row', row: '1' });

    // Space on row 1's Exclude box leaves it out, and again puts it back.
    await press(page, 'ArrowRight');
    await expect.poll(() => focusedCell(page)).toMatchObject({ column: 'Exclude', row: '1' });
    await press(page, ' ');
    await find(page, 'button', 'Send 39 devices');
    expect((await counts())[5]).toBe('1 excluded');
    await press(page, ' ');
    await find(page, 'button', 'Send 40 devices');

    // Arrows to row 4's name; Enter opens it, Enter keeps the change.
    await press(page, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown');
    await press(page, 'ArrowDown');
    await expect
      .poll(() => focusedCell(page))
      .toEqual({ column: 'Name', row: '4', text: 'Sensor 4' });
    await press(page, 'Enter');
    const input = await find(preview, 'textbox', 'Name, row 4');
    await expect.poll(() => isFocused(input)).toBe(true);
    await page.keyboard.type(' <hall B>');
    await press(page, 'Enter');
    await expect
      .poll(() => focusedCell(page))
      .toEqual({ column: 'Name', row: '4', text: 'Sensor 4 <hall B>' });
    const name4 = await find(preview, 'gridcell', 'Sensor 4 <hall B>');
    expect(await descriptionOf(name4)).toBe('Name may not contain: < >');
    await find(page, 'button', 'Send 39 devices');
    expect(await counts()).toEqual([
      '40 rows',
      '39 ready',
      '1 invalid',
      '0 duplicates',
      '0 warnings',
      '0 excluded',
    ]);

    // F2 opens it again; Escape puts back the value it had.
    await press(page, 'F2');
    await withControl(page, 'a');
    await page.keyboard.type('Hall B sensor');
    await expect.poll(async () => (await counts())[2]).toBe('0 invalid');
    await press(page, 'Escape');
    await expect
      .poll(() => focusedCell(page))
      .toEqual({ column: 'Name', row: '4', text: 'Sensor 4 <hall B>' });
    await expect.poll(async () => (await counts())[2]).toBe('1 invalid');

    // Ctrl+End reaches the last row, not rendered until then; Ctrl+Home comes back.
    await withControl(page, 'End');
    await expect.poll(() => focusedCell(page)).toMatchObject({ column: 'Status', row: '40' });
    await withControl(page, 'Home');
    await expect.poll(() => focusedCell(page)).toMatchObject({ column: 'Row', row: '1' });

    // Tab leaves the grid for Send; Enter sends.
    const send39 = await find(page, 'button', 'Send 39 devices');
    presses = 0;
    while (presses < 20 && !(await isFocused(send39))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await isFocused(send39), 'Tab reaches Send 39 devices').toBe(true);
    await press(page, 'Enter');
    const results = await find(page, 'region', 'Results');
    await expect
      .poll(async () => textsOf(await find(results, 'list', 'Figures'), 'listitem'))
      .toEqual([
        '39 created',
        '0 already whitelisted',
        '0 faulty',
        '0 guest sessions updated',
        '1 not sent',
      ]);
    const stored = (await sandboxState(baseURL)).whitelistings;
    expect(stored.filter((entry) => entry.mac.startsWith('AC:DE:48:52:'))).toHaveLength(39);

    // New batch by keyboard: the dialog opens on Cancel; Shift+Tab and Space clear.
    const newBatch = await find(page, 'button', 'New batch');
    await newBatch.focus();
    await press(page, 'Enter');
    const dialog = await find(page, 'dialog', 'Start a new batch?');
    const cancel = await find(dialog, 'button', 'Cancel');
    await expect.poll(() => isFocused(cancel)).toBe(true);
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    const clear = await find(dialog, 'button', 'Clear and start again');
    await expect.poll(() => isFocused(clear)).toBe(true);
    await press(page, ' ');
    const emptyBox = await find(page, 'textbox', 'Paste rows');
    await expect.poll(() => isFocused(emptyBox)).toBe(true);
  });
});
