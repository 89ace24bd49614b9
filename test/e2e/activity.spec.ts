// Issue 16 in a real browser, on its real IndexedDB: every change is recorded (Add, Save
// changes, a batch run with a failed chunk and Resume, a removal), survives a reload, and is
// found by MAC, email and request ID; two tabs writing at once both land; export and clear.
import { readFileSync } from 'node:fs';
import { BUDGET } from '../support/budget.ts';
import { expect, test, type Page } from '@playwright/test';
import { SEED } from '../../src/sandbox/seed.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { connect, openBatch } from '../support/batch-page.ts';
import { BOTH, test as inBothLanguages } from '../support/both-languages.ts';
import { expectNoEnglish } from '../support/no-english.ts';
import { longestTask, recordLongTasks } from '../support/long-tasks.ts';

const CONTEXT = '**/v1/org/demo-org/contexts/sign-in/demo-context';

async function addDevice(page: Page, mac: string, name: string) {
  await page.goto('/add');
  await page.getByRole('textbox', { name: 'MAC address' }).fill(mac);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Add device' }).click();
  await expect(page.getByRole('heading', { name: 'Device added' })).toBeVisible();
}

async function openActivity(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search activity' });
const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });
/** The records shown, by the line each one's summary reads. */
const summaries = (page: Page) => page.locator('summary');

inBothLanguages(
  'the main path: a device added is in Activity, found by its MAC, after a reload too',
  { tag: BOTH },
  async ({ page, w }) => {
    const sound = async () => {
      await expectNoAxeViolations(page);
      // The device's name is the person's own words.
      await expectNoEnglish(page, w, { allow: ['Activity kiosk'] });
    };
    // Both languages' runs share one sandbox: each adds a device of its own.
    const mac = w.language === 'sv' ? '00:1B:63:84:C0:22' : '00:1B:63:84:C0:21';
    await connect(page, { w });
    await page.goto('/add');
    await page.getByRole('textbox', { name: w('MAC address') }).fill(mac);
    await page.getByRole('textbox', { name: w('Name') }).fill('Activity kiosk');
    await page.getByRole('button', { name: w('Add device') }).click();
    await expect(page.getByRole('heading', { name: w('Device added') })).toBeVisible();

    await page
      .getByRole('navigation', { name: w('Main') })
      .getByRole('link', { name: w('Activity') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: w('Activity') })).toBeVisible();
    const added = w('Added “{name}” ({mac})', { name: 'Activity kiosk', mac });
    await expect(page.locator('summary').filter({ hasText: added })).toHaveCount(1);
    await sound();

    await page
      .getByRole('searchbox', { name: w('Search activity') })
      .fill(mac.toLowerCase().replaceAll(':', '-'));
    await expect(page.locator('summary')).toHaveCount(1);
    await page.locator('summary').filter({ hasText: added }).click();
    await sound();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: w('Activity') })).toBeVisible();
    await expect(page.locator('summary').filter({ hasText: added })).toHaveCount(1);
  },
);

test('add, edit, a batch with a failed chunk and Resume, a removal: all found after a reload', async ({
  page,
}) => {
  // Four screens, a reload and nine searches: about 15 s alone, near 30 s beside another worker.
  test.setTimeout(90_000);
  await connect(page, { chunkSize: 2, rememberKey: true });

  await addDevice(page, '00:1B:63:84:C0:01', 'Activity printer');

  await page.goto('/edit');
  await page.getByRole('button', { name: 'Load Activity printer (00:1B:63:84:C0:01)' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Activity printer 2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Changes saved' })).toBeVisible();

  // Chunk 2 of 3 is refused with the API's own words and request ID; Resume sends it again.
  let calls = 0;
  await page.route(`${CONTEXT}/modules/whitelistings/batch/add`, async (route) => {
    calls += 1;
    if (calls !== 2) return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 500,
        message: 'Storage busy',
        request_id: 'req-activity-500',
      }),
    });
  });
  await openBatch(page);
  // A few rows: typed (a large list would be pasted through the clipboard instead).
  await page
    .getByRole('textbox', { name: 'Paste rows' })
    .fill(
      [
        'mac,name',
        '00:1b:63:84:c0:11,Kiosk one',
        '00:1b:63:84:c0:12,Kiosk two',
        '00:1b:63:84:c0:13,Kiosk three',
        '00:1b:63:84:c0:14,Kiosk four',
        '00:1b:63:84:c0:15,Kiosk five',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Send 5 devices' }).click();
  await expect(page.getByRole('heading', { name: 'Sending stopped' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();

  await page.goto('/policy');
  // An address nobody else's test removes (the specs share one sandbox): not in the policy.
  await page.getByRole('textbox', { name: 'Emails' }).fill('left.last.year@demo.example');
  await page.getByRole('button', { name: 'Remove…' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Remove 1 and end their sign-ins' })
    .click();
  await expect(page.getByRole('heading', { name: /^Removed 0 of 1 item/ })).toBeVisible();

  await openActivity(page);
  await page.reload();
  await expect(showing(page)).toHaveText('Showing 4 of 4 records for Sandbox demo.');
  await expect(summaries(page)).toHaveText([
    /Policy cleanup.*Removed 0 of 1 item from policy/,
    /Batch import.*5 created, 0 already whitelisted, 0 faulty, 0 not sent/,
    /Edit device.*Saved changes to “Activity printer 2” \(00:1B:63:84:C0:01\)/,
    /Add device.*Added “Activity printer” \(00:1B:63:84:C0:01\)/,
  ]);
  await expectNoAxeViolations(page);

  // By MAC in Cisco's notation: the add and the edit of that device.
  await search(page).fill('001b.6384.c001');
  await expect(showing(page)).toHaveText(
    'Showing 2 of 2 records for Sandbox demo (4 before the filters).',
  );
  // By an email: the removal.
  await search(page).fill('left.last.year@demo.example');
  await expect(summaries(page)).toHaveText([/Policy cleanup/]);
  // By the request ID of the chunk that failed: the batch run, with that failure kept.
  await search(page).fill('req-activity-500');
  await expect(summaries(page)).toHaveText([/Batch import/]);
  await summaries(page).first().click();
  await expect(page.getByText(/chunk 2: .*Storage busy/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Created (5)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Failures over the run (1)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // The add opens to what was sent and stored, and to Edit this entry.
  await search(page).fill('Activity printer');
  await page.getByText(/Added “Activity printer”/).click();
  await expect(page.getByRole('heading', { name: 'What the API holds' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit this entry: Activity printer' }).click();
  await expect(page.getByRole('textbox', { name: 'Entry ID' })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Activity printer 2');
});

test('two tabs writing at once both land, and an open Activity follows the other tab', async ({
  context,
  page,
}) => {
  await connect(page, { rememberKey: true });
  const other = await context.newPage();
  await openActivity(page);
  await expect(page.getByText('Nothing is recorded yet.', { exact: false })).toBeVisible();

  // Both tabs submit together: two transactions at once on one database.
  const tabs = [await context.newPage(), other];
  await Promise.all(
    tabs.map(async (tab, i) => {
      await tab.goto('/add');
      await tab.getByRole('textbox', { name: 'MAC address' }).fill(`00:1B:63:84:D0:0${i + 1}`);
      await tab.getByRole('textbox', { name: 'Name' }).fill(`Tab ${i + 1} device`);
    }),
  );
  await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Add device' }).click()));
  for (const tab of tabs) {
    await expect(tab.getByRole('heading', { name: 'Device added' })).toBeVisible();
  }

  // The first tab's Activity shows both without a reload (the other tabs' writes are announced).
  await expect(showing(page)).toHaveText('Showing 2 of 2 records for Sandbox demo.');
  await expect(summaries(page)).toHaveText([/Tab \d device/, /Tab \d device/]);
  await page.reload();
  await expect(showing(page)).toHaveText('Showing 2 of 2 records for Sandbox demo.');
});

test('export what is shown as CSV and JSON without the key, then clear after asking', async ({
  page,
}) => {
  await connect(page, { rememberKey: true });
  await addDevice(page, '00:1B:63:84:E0:01', '-Lobby kiosk');
  await addDevice(page, '00:1B:63:84:E0:02', 'Second device');
  await openActivity(page);
  await expect(showing(page)).toHaveText('Showing 2 of 2 records for Sandbox demo.');

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download shown as CSV' }).click();
  const csv = readFileSync((await (await csvDownload).path()) ?? '', 'utf8');
  const lines = csv
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Time,Venue,Organization ID,Context ID,Screen,Status,What happened,MAC addresses,Emails,Entry ID,Request IDs,Failure',
  );
  expect(lines).toHaveLength(3);
  // A summary that starts like a formula stays text in a spreadsheet; this one starts with words.
  expect(lines[2]).toContain('Added “-Lobby kiosk” (00:1B:63:84:E0:01)');
  expect(csv).not.toContain(SEED.demo.key);

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download shown as JSON' }).click();
  const json = readFileSync((await (await jsonDownload).path()) ?? '', 'utf8');
  const exported = JSON.parse(json) as { records: Array<{ kind: string; sent: { mac: string } }> };
  expect(exported.records.map((record) => record.sent.mac)).toEqual([
    '00:1B:63:84:E0:02',
    '00:1B:63:84:E0:01',
  ]);
  expect(json).not.toContain(SEED.demo.key);

  await page.getByRole('button', { name: 'Clear activity…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear all activity on this device?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(showing(page)).toHaveText('Showing 2 of 2 records for Sandbox demo.');
  await page.getByRole('button', { name: 'Clear activity…' }).click();
  await dialog.getByRole('button', { name: 'Clear activity' }).click();
  await expect(page.getByText('Nothing is recorded yet.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nothing is recorded yet.', { exact: false })).toBeVisible();
  // Recent entries is a view of Activity: it is empty too.
  await page.goto('/edit');
  await expect(page.getByText('Entries you add or edit in this browser appear here')).toBeVisible();
});

/**
 * Writes `count` records of the connection in use straight into the app's database, as the
 * app writes them (record, search terms; a batch's rows apart): every `batchEvery`-th one a
 * finished batch run of `batchRows` rows.
 */
async function seedRecords(
  page: Page,
  { count, batchEvery, batchRows }: { count: number; batchEvery: number; batchRows: number },
) {
  await page.evaluate(
    async ({ count, batchEvery, batchRows }) => {
      const stored = JSON.parse(localStorage.getItem('sign-in-admin.connections.v1') ?? '{}') as {
        connections: Array<{ id: string; name: string; organizationId: string; contextId: string }>;
      };
      const saved = stored.connections[0];
      if (!saved) throw new Error('No saved connection');
      const connection = {
        id: saved.id,
        name: saved.name,
        organizationId: saved.organizationId,
        contextId: saved.contextId,
        baseUrl: '',
      };
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('sign-in-admin-activity'); // as the app made it
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const hex = (n: number) => n.toString(16).padStart(6, '0');
      const macOf = (n: number, prefix: string) =>
        `${prefix}${hex(n)}`.match(/../g)?.join(':').toUpperCase() ?? '';
      const now = Date.now();
      const tx = db.transaction(['records', 'rows', 'terms'], 'readwrite');
      for (let n = 0; n < count; n++) {
        // Spread over the last 90 days, newest last.
        const at = new Date(now - (count - n) * ((90 * 86_400_000) / count)).toISOString();
        const id = `seed-${n}`;
        if (n % batchEvery === batchEvery - 1) {
          const rows = Array.from({ length: batchRows }, (_, r) => ({
            line: r + 2,
            mac: macOf(Math.floor(n / batchEvery) * batchRows + r, 'a0b1c2'),
            name: `Seat ${r}`,
            description: '',
            tags: ['seed'],
            outcome: 'created',
            reason: '',
          }));
          tx.objectStore('records').put({
            id,
            kind: 'batch',
            at,
            updatedAt: at,
            connection,
            status: 'done',
            source: `conference-${n}.csv`,
            options: {
              autoGenerateTags: false,
              autoGenerateDateTag: false,
              toDate: null,
              chunkSize: 500,
              tags: ['seed'],
            },
            figures: {
              created: batchRows,
              existing: 0,
              faulty: 0,
              guestSessionsUpdated: 0,
              guestSessionsUnknown: 0,
              notSent: 0,
              unconfirmed: 0,
              unanswered: 0,
              createdEarlier: 0,
            },
            rowCount: batchRows,
            chunks: { total: Math.ceil(batchRows / 500), done: Math.ceil(batchRows / 500) },
            failures: [],
            strayMacs: [],
            bytes: batchRows * 60,
          });
          tx.objectStore('rows').put({ id, rows });
          tx.objectStore('terms').put({
            id,
            terms: [
              `w:conference-${n}.csv`,
              'w:seat',
              'w:seed',
              ...rows.map((row) => `m:${row.mac.replaceAll(':', '').toLowerCase()}`),
              ...rows.map((row, r) => `w:${r}`),
            ],
          });
        } else {
          const mac = macOf(n, '001b63');
          const entry = {
            id: `entry-${n}`,
            mac,
            name: `Device ${n}`,
            description: '',
            toDate: null,
            tags: [],
          };
          tx.objectStore('records').put({
            id,
            kind: 'add',
            at,
            updatedAt: at,
            connection,
            status: 'done',
            sent: { id: entry.id, mac, name: entry.name, tags: [] },
            entry,
            bytes: 400,
          });
          tx.objectStore('terms').put({
            id,
            terms: [
              `m:${mac.replaceAll(':', '').toLowerCase()}`,
              'w:device',
              `w:${n}`,
              `w:entry-${n}`,
            ],
          });
        }
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { count, batchEvery, batchRows },
  );
}

test(
  '10,000 records, some of 10,000-row batches: first rows soon after navigation, filtering without long tasks',
  BUDGET,
  async ({ page }) => {
    test.setTimeout(180_000);
    await connect(page, { rememberKey: true });
    // The app creates its database on first use; then the records are written into it.
    await openActivity(page);
    await expect(page.getByText('Nothing is recorded yet.', { exact: false })).toBeVisible();
    await seedRecords(page, { count: 10_000, batchEvery: 2_000, batchRows: 10_000 });
    await page.goto('/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add device' })).toBeVisible();
    // As a person who goes on to Activity a moment later: the app has fetched its screen by then,
    // once idle (lib/use-idle-prefetch.ts). The figure is Activity's own work on 10,000 records,
    // not the download the prefetch is there to take out of the way.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/activity-screen-[\w-]+\.js$/.test(entry.name)),
    );
    // Navigation to the first rows on screen, measured in the page.
    await recordLongTasks(page);
    const firstRows = await page.evaluate(async () => {
      const link = [...document.querySelectorAll('nav a')].find(
        (a) => a.textContent === 'Activity',
      );
      if (!(link instanceof HTMLAnchorElement)) throw new Error('No Activity link');
      const start = performance.now();
      link.click();
      await new Promise<void>((resolve) => {
        // A record's summary under a day's heading (Add device has a <summary> of its own).
        const look = () =>
          document.querySelector('section[aria-labelledby^="day-"] summary')
            ? resolve()
            : requestAnimationFrame(look);
        look();
      });
      return performance.now() - start;
    });
    const navigationTask = await longestTask(page);
    console.log(
      `Activity, 10,000 records: first rows ${Math.round(firstRows)} ms after navigation (budget 300 ms); longest task ${Math.round(navigationTask)} ms`,
    );
    await expect(showing(page)).toHaveText('Showing 100 of 10,000 records for Sandbox demo.');

    // Filtering by text: a MAC inside one of the 10,000-row batches, a word, a device.
    let filterTask = 0;
    for (const [query, expected] of [
      ['a0:b1:c2:00:27:0f', 'Showing 1 of 1 record for Sandbox demo (10,000 before the filters).'],
      ['seat', 'Showing 5 of 5 records for Sandbox demo (10,000 before the filters).'],
      ['001b.6300.0001', 'Showing 1 of 1 record for Sandbox demo (10,000 before the filters).'],
    ] as const) {
      await search(page).fill(query);
      await expect(showing(page)).toHaveText(expected);
      filterTask = Math.max(filterTask, await longestTask(page));
    }
    // Opening a 10,000-row run: its figures and first rows.
    await search(page).fill('seat');
    await summaries(page).first().click();
    await expect(page.getByRole('heading', { name: 'Created (10,000)' })).toBeVisible();
    filterTask = Math.max(filterTask, await longestTask(page));
    console.log(
      `Activity, 10,000 records: filtering by text and opening a 10,000-row run, longest task ${Math.round(filterTask)} ms (budget 200 ms)`,
    );
    // Printed against the budget; a frozen page fails.
    expect(firstRows).toBeLessThan(3_000);
    expect(filterTask).toBeLessThan(2_000);
  },
);

test(
  'a 10,000-row run opens with no main-thread task over 200 ms, every row reachable in its grid',
  BUDGET,
  async ({ page }) => {
    test.setTimeout(120_000);
    await connect(page, { rememberKey: true });
    await openActivity(page);
    await expect(page.getByText('Nothing is recorded yet.', { exact: false })).toBeVisible();
    await seedRecords(page, { count: 1, batchEvery: 1, batchRows: 10_000 });
    // Written behind the app's back: a fresh visit reads it.
    await page.reload();
    await expect(summaries(page)).toHaveText([/Batch import: 10,000 created/]);
    // The maker registry is fetched once per tab: here it arrives while the record opens.
    await recordLongTasks(page);
    await summaries(page).first().click();
    const grid = page.getByRole('grid', { name: 'Created: 10,000 rows' });
    const first = grid.getByRole('row', { name: /Seat 0\b/ });
    await expect(first).toBeVisible();
    // The maker beside the MAC: the registry has arrived and the rows were looked up.
    await expect(first.getByRole('gridcell').nth(1)).toHaveText(/\S/);
    // Two frames, so the observer has reported the tasks that led here.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const openTask = await longestTask(page);
    console.log(
      `Activity, a 10,000-row batch run opened (rows read, parsed, grid and makers): longest task ${Math.round(openTask)} ms (budget 200 ms)`,
    );
    expect(openTask).toBeLessThanOrEqual(200);

    // Every row, not the first 100: the grid says how many, and the keys reach the last.
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await grid.getByRole('rowheader', { name: '2', exact: true }).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Home');
    await expect(page.locator(':focus')).toHaveAccessibleName('10001');
    await expect(grid.getByRole('row', { name: /Seat 9999\b/ })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Copy 10,000 MAC addresses (created)' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

test('recording a 10,000-row batch run adds no long task to the run', BUDGET, async ({ page }) => {
  test.setTimeout(180_000);
  await connect(page, { chunkSize: 500, rememberKey: true });
  await openBatch(page);
  const rows = Array.from(
    { length: 10_000 },
    (_, n) => `${`b4c5d6${n.toString(16).padStart(6, '0')}`.match(/../g)?.join(':')},Seat ${n}`,
  ).join('\n');
  await page.evaluate((text) => {
    const box = document.getElementById('batch-paste');
    if (!(box instanceof HTMLTextAreaElement)) throw new Error('No paste box');
    box.focus();
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, rows);
  const send = page.getByRole('button', { name: 'Send 10,000 devices' });
  await expect(send).toBeVisible({ timeout: 30_000 });
  await recordLongTasks(page);
  await send.click();
  await expect(page.getByRole('region', { name: 'Results' })).toBeVisible({ timeout: 120_000 });
  const runTask = await longestTask(page);
  console.log(
    `Batch run of 10,000 rows in 20 chunks, recorded in Activity: longest task ${Math.round(runTask)} ms (budget 200 ms)`,
  );

  await openActivity(page);
  await expect(summaries(page)).toHaveText([
    /Batch import: 10,000 created, 0 already whitelisted, 0 faulty, 0 not sent \(10,000 rows\)/,
  ]);
  expect(runTask).toBeLessThan(2_000);
});
