import { expect, test, type Page } from '@playwright/test';

const REGISTRY = /device-makers-[\w-]+\.bin|@device-maker\//;

test('the Connection screen requests no maker data', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/connection');
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible();
  await page.getByRole('button', { name: 'Use sandbox demo' }).click();
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByRole('heading', { name: 'Connection saved' })).toBeVisible();
  expect(requested.filter((url) => REGISTRY.test(url))).toEqual([]);
  // It did request the app itself: the check above watched real traffic.
  expect(requested.some((url) => url.endsWith('/connection'))).toBe(true);
});

async function connect(page: Page) {
  await page.goto('/connection');
  await page.getByRole('button', { name: 'Use sandbox demo' }).click();
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByRole('heading', { name: 'Connection saved' })).toBeVisible();
}

test('Add device names the maker of the MAC being typed, fetching the registry only then', async ({
  page,
}) => {
  await connect(page);
  const registryRequests: string[] = [];
  page.on('request', (request) => {
    if (REGISTRY.test(request.url())) registryRequests.push(request.url());
  });
  // The other screens' code is prefetched once Add device is shown and the network is quiet.
  const prefetched = page.waitForRequest((request) =>
    /batch-screen-[\w-]+\.js$/.test(request.url()),
  );
  await page.goto('/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add device' })).toBeVisible();
  await prefetched;
  expect(registryRequests, 'the registry before any MAC is shown').toEqual([]);

  const registry = page.waitForResponse((response) => REGISTRY.test(response.url()));
  await page.getByLabel('MAC address').fill('00:1B:A9:4C:21:99');
  expect((await registry).url()).toMatch(/\/assets\/device-makers-[\w-]+\.bin$/);
  await expect(page.getByText('Sent as 00:1B:A9:4C:21:99 · Brother industries')).toBeVisible();
  await page.getByLabel('MAC address').fill('70-b3-d5-12-3a-bc');
  await expect(page.getByText('Sent as 70:B3:D5:12:3A:BC · Amfitech ApS')).toBeVisible();
});
