// Issue 14 in a real browser: an answer that goes astray after the sandbox did the work (a
// gateway's 504 page, a dropped connection), then the retry each screen offers. What the screen
// says in between and after is checked with axe, and the sandbox holds everything once.
import { expect, test, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import { SEED } from '../../src/sandbox/seed.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openBatch } from '../support/batch-page.ts';

const CONTEXT = '**/v1/org/demo-org/contexts/sign-in/demo-context';
const STATE = '/_sandbox/v1/org/demo-org/contexts/sign-in/demo-context/state';
const stateSchema = z.object({
  whitelistings: z.array(z.object({ mac: z.string() })),
});

async function storedMacs(page: Page): Promise<string[]> {
  const response = await page.request.get(STATE, { headers: { 'x-auth-token': SEED.demo.key } });
  return stateSchema.parse(await response.json()).whitelistings.map((entry) => entry.mac);
}

/** Saves the sandbox demo connection, with a chunk size of its own when given. */
async function connect(page: Page, chunkSize?: number) {
  await page.goto('/connection');
  await page.getByRole('button', { name: 'Use sandbox demo' }).click();
  if (chunkSize !== undefined) {
    await page.getByRole('textbox', { name: 'Batch chunk size' }).fill(String(chunkSize));
  }
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByRole('heading', { name: 'Connection saved' })).toBeVisible();
}

/** A gateway that gave up waiting, as nginx words it. */
const GATEWAY_TIMEOUT = {
  status: 504,
  contentType: 'text/html',
  body: '<html><head><title>504 Gateway Time-out</title></head><body><h1>504 Gateway Time-out</h1></body></html>',
};

test('Add device: stored behind a 504, Try again says the earlier attempt added it', async ({
  page,
}) => {
  await connect(page);
  let calls = 0;
  await page.route(`${CONTEXT}/modules/whitelistings`, async (route) => {
    calls++;
    if (calls > 1) return route.continue();
    await route.fetch(); // the sandbox stores the entry
    return route.fulfill(GATEWAY_TIMEOUT);
  });
  await page.goto('/add');
  await page.getByRole('textbox', { name: 'MAC address' }).fill('AA:BB:CC:14:00:01');
  await page.getByRole('textbox', { name: 'Name' }).fill('Lobby kiosk');
  await page.getByRole('button', { name: 'Add device' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Answer not received' });
  await expect(alert).toContainText('HTTP 504 (gateway timeout)');
  await expect(alert).toContainText('The API may have added the device all the same');
  await expect(alert).not.toContainText('<html');
  await expect(page.getByRole('textbox', { name: 'MAC address' })).toHaveValue('AA:BB:CC:14:00:01');
  await expectNoAxeViolations(page);

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your earlier attempt already added this device' }),
  ).toBeVisible();
  expect((await storedMacs(page)).filter((mac) => mac === 'AA:BB:CC:14:00:01')).toHaveLength(1);
  await expectNoAxeViolations(page);
});

test('Policy cleanup: a dropped answer, then the retry shows what the earlier attempt removed', async ({
  page,
}) => {
  await connect(page);
  let calls = 0;
  await page.route(`${CONTEXT}/policies/*/emails`, async (route) => {
    calls++;
    if (calls > 1) return route.continue();
    await route.fetch(); // the sandbox reads the removal
    return route.abort('connectionreset');
  });
  await page.goto('/policy');
  await page.getByRole('textbox', { name: 'Access policy ID' }).fill(SEED.policyId);
  // Not in the policy, so the other specs' policy stays as seeded: the retry cannot tell an
  // address the lost attempt removed from one never there, and says so.
  const email = 'left.in.march@demo.example';
  await page.getByRole('textbox', { name: 'Emails' }).fill(email);
  await page.getByRole('button', { name: 'Remove…' }).click();
  await page.getByRole('button', { name: 'Remove 1 and end their sign-ins' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Answer not received' });
  await expect(alert).toContainText('The API may have removed them all the same');
  await expect(page.getByRole('textbox', { name: 'Emails' })).toHaveValue(email);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Remove…' }).click();
  await page.getByRole('button', { name: 'Remove 1 and end their sign-ins' }).click();
  await expect(
    page.getByRole('heading', { name: 'Removed 1 of 1 item (1 probably by the earlier attempt)' }),
  ).toBeVisible();
  const probably = page.getByRole('region', { name: /Probably removed by the earlier attempt/ });
  await expect(probably.getByRole('listitem')).toHaveText([email]);
  await expect(probably).toContainText('unless it was never in the policy');
  await expect(
    page.getByText(/The sign-ins the earlier attempt ended are not known/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Batch import: chunk 3 stored behind a 504 is "sent, answer not received", then Resume settles it', async ({
  page,
}) => {
  await connect(page, 10);
  const macs = Array.from(
    { length: 50 },
    (_, i) => `AA:BB:CC:14:01:${i.toString(16).toUpperCase().padStart(2, '0')}`,
  );
  let calls = 0;
  await page.route(`${CONTEXT}/modules/whitelistings/batch/add`, async (route) => {
    calls++;
    if (calls !== 3) return route.continue();
    await route.fetch(); // the sandbox stores chunk 3
    return route.fulfill(GATEWAY_TIMEOUT);
  });
  await openBatch(page);
  await page
    .getByRole('textbox', { name: 'Paste rows' })
    .fill(macs.map((mac, i) => `${mac},Sensor ${i}`).join('\n'));
  await page.getByRole('button', { name: 'Send 50 devices' }).click();

  await expect(page.getByRole('heading', { name: 'Sending stopped' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Results so far' });
  const figures = results.getByRole('list', { name: 'Figures' }).getByRole('listitem');
  await expect(figures).toContainText([
    '20 created',
    '10 sent, answer not received',
    '20 not sent',
  ]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Resume' }).click();
  const done = page.getByRole('region', { name: 'Results', exact: true });
  await expect(done.getByRole('list', { name: 'Figures' }).getByRole('listitem')).toHaveText([
    '50 created',
    '0 already whitelisted',
    '0 faulty',
    '0 guest sessions updated',
    '0 not sent',
  ]);
  await expect(done).toContainText('probably created by the attempt whose answer was not received');
  const stored = await storedMacs(page);
  for (const mac of macs) expect(stored.filter((m) => m === mac)).toHaveLength(1);
  await expectNoAxeViolations(page);
});
