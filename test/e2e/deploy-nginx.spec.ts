// deploy/nginx.conf, for real: nginx serves a copy of the built dist/ with the standalone sandbox
// (src/sandbox/server.ts) as the API upstream, on loopback over plain HTTP (scripts/nginx-site.ts
// says what of the file is swapped for the test). Skipped where nginx is not installed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIResponse } from '@playwright/test';
import { screenName } from '../../scripts/chunk-plan-plugin.ts';
import { findNginx, pageAssets, serveWithNginx, type NginxSite } from '../../scripts/nginx-site.ts';
import { routeModules } from '../../scripts/route-modules.ts';
import { routePageFile } from '../../scripts/route-preload-plugin.ts';
import { SEED } from '../../src/sandbox/seed.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

const nginx = findNginx();

/** Content-Security-Policy directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values] as const;
      }),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name], `${name} of ${response.url()}`).toBe(value);
  }
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('connect-src'), `connect-src of ${response.url()}`).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), `frame-ancestors of ${response.url()}`).toEqual(["'none'"]);
}

const skipReason =
  'missing' in nginx
    ? `nginx is not installed: ${nginx.missing}. Install Debian's nginx-light ` +
      '(apt-get install nginx-light) or set NGINX_PATH to test deploy/nginx.conf.'
    : '';

// The list reporter shows no reason for a skip: the log says why.
if (skipReason && !process.env.TEST_WORKER_INDEX) console.log(`deploy/nginx.conf: ${skipReason}`);

test.describe('deploy/nginx.conf', () => {
  test.skip(skipReason !== '', skipReason);

  let served: NginxSite | undefined;
  /** The copy of dist/ that nginx serves. */
  let site = '';
  let origin = '';
  let sandboxUrl = '';
  /** Whether this nginx serves the build's .br (it has the brotli module). */
  let servesBrotli = false;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    if (!('path' in nginx)) return;
    // Playwright's web server (npm start) has built dist/ before any test runs. nginx serves a
    // copy, complete and apart from any later build.
    served = await serveWithNginx(nginx.path, dist);
    ({ origin, site, sandboxUrl, brotli: servesBrotli } = served);
  });

  test.afterAll(async () => {
    await served?.stop();
  });

  test('a screen works through nginx: connect, then add a device via /v1', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) origins.add(url.origin);
    });

    await page.goto(`${origin}/connection`);
    await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible();
    await page.getByLabel('Venue name').fill('Behind nginx');
    await page.getByLabel('Organization ID').fill(SEED.organizationId);
    await page.getByLabel('Sign-In Context ID').fill(SEED.demo.contextId);
    await page.getByLabel('API key', { exact: true }).fill(SEED.demo.key);
    await page.getByRole('button', { name: 'Save connection' }).click();
    await expect(page.getByRole('heading', { name: 'Connection saved' })).toBeVisible();

    await page.goto(`${origin}/add`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add device' })).toBeVisible();
    await page.getByRole('textbox', { name: 'MAC address' }).fill('0a-1b-2c-3d-4e-6f');
    await page.getByRole('textbox', { name: 'Name' }).fill('Printer behind nginx');
    const call = page.waitForResponse((response) => response.url().includes('/v1/'));
    await page.getByRole('button', { name: 'Add device' }).click();
    const response = await call;
    expect(response.url().startsWith(`${origin}/v1/`)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Device added' })).toBeFocused();

    // The entry reached the upstream.
    const state = await fetch(
      `${sandboxUrl}/_sandbox/v1/org/${SEED.organizationId}/contexts/sign-in/${SEED.demo.contextId}/state`,
      { headers: { 'x-auth-token': SEED.demo.key } },
    );
    expect(JSON.stringify(await state.json())).toContain('0A:1B:2C:3D:4E:6F');
    expect([...origins]).toEqual([origin]);
    expect(blocked).toEqual([]);
  });

  test('deep links, precompressed immutable assets, no-cache pages, the headers and the CSP', async ({
    request,
    baseURL,
  }, testInfo) => {
    const gzip = { 'Accept-Encoding': 'gzip' };

    // The app's pages, revalidated on every load: a route answers its own page, which preloads
    // its screen's chunk (scripts/route-preload-plugin.ts); any other path answers index.html.
    const index = readFileSync(join(site, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(site, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; name?: string }
    >;
    // A screen's chunk is named after its module (scripts/chunk-plan-plugin.ts).
    const fileOf = (module: string) => {
      const chunk = Object.values(manifest).find((c) => c.name === screenName(module));
      expect(chunk, module).toBeDefined();
      return chunk?.file;
    };
    const routes = routeModules(root).map(({ path, module }) => ({
      path,
      html: readFileSync(join(site, routePageFile(path)), 'utf8'),
      screen: `<link rel="modulepreload" crossorigin href="/${fileOf(module)}">`,
    }));
    expect(routes.length).toBeGreaterThan(5);
    const pages = [
      ...['/', '/index.html', '/no-such-screen'].map((path) => ({ path, html: index, screen: '' })),
      ...routes,
    ];
    for (const { path, html, screen } of pages) {
      const page = await request.get(`${origin}${path}`, { headers: gzip });
      expect(page.status(), path).toBe(200);
      expect(page.headers()['content-type'], path).toMatch(/^text\/html/);
      expect(page.headers()['content-encoding'], path).toBe('gzip');
      expect(page.headers()['cache-control'], path).toBe('no-cache');
      const text = await page.text();
      expect(text, path).toBe(html);
      // Its own screen's chunk and no other screen's.
      for (const route of routes) {
        if (route.screen === screen) expect(text, path).toContain(route.screen);
        else expect(text, path).not.toContain(route.screen);
      }
      expectSecurityHeaders(page);
    }

    // The entry's JS and CSS and the device-maker registry: the build's .gz, cached for good.
    const assets = pageAssets(site);
    expect(assets.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
    expect(assets.filter((path) => path.endsWith('.css')).length).toBeGreaterThan(0);
    expect(assets.filter((path) => path.endsWith('.bin')).length).toBe(1);
    for (const path of assets) {
      const asset = await request.get(`${origin}${path}`, { headers: gzip });
      expect(asset.status(), path).toBe(200);
      expect(asset.headers()['content-encoding'], path).toBe('gzip');
      expect(asset.headers()['cache-control'], path).toBe(IMMUTABLE);
      expect(asset.headers()['vary'], path).toBe('Accept-Encoding');
      expect(Number(asset.headers()['content-length']), path).toBe(
        readFileSync(join(site, `${path}.gz`)).length,
      );
      expectSecurityHeaders(asset);
    }
    // Without gzip, the file as built.
    const plain = await request.get(`${origin}${assets[0]}`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await plain.body()).equals(readFileSync(join(site, assets[0]!)))).toBe(true);

    // A browser that accepts brotli: the build's .br, where this nginx has the brotli module.
    const brotliAsset = assets.find((path) => path.endsWith('.js'))!;
    const brotli = await request.get(`${origin}${brotliAsset}`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(brotli.headers()['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers()['vary']).toBe('Accept-Encoding');
    if (servesBrotli) {
      expect(brotli.headers()['content-encoding']).toBe('br');
      expect(Number(brotli.headers()['content-length'])).toBe(
        readFileSync(join(site, `${brotliAsset}.br`)).length,
      );
      // Smaller than gzip: why it is worth the module.
      expect(readFileSync(join(site, `${brotliAsset}.br`)).length).toBeLessThan(
        readFileSync(join(site, `${brotliAsset}.gz`)).length,
      );
    } else {
      // The recipe's brotli line stays commented out without the module: gzip, as before.
      expect(brotli.headers()['content-encoding']).toBe('gzip');
      testInfo.annotations.push({
        type: 'brotli',
        description:
          'not tested: this nginx has no brotli static module (Debian: libnginx-mod-http-brotli-static)',
      });
    }

    // A chunk that is not there is a 404, never the app's HTML.
    const missing = await request.get(`${origin}/assets/no-such-chunk.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBeUndefined();
    expectSecurityHeaders(missing);

    // /v1 reaches the upstream and its answers carry the headers, with no cache policy of ours.
    const api = await request.post(
      `${origin}/v1/org/${SEED.organizationId}/contexts/sign-in/${SEED.demo.contextId}/modules/whitelistings`,
      { headers: { 'x-auth-token': SEED.demo.key }, data: {} },
    );
    expect(api.status()).toBe(400);
    expect(api.headers()['content-type']).toMatch(/^application\/json/);
    expect(api.headers()['cache-control']).not.toBe(IMMUTABLE);
    expectSecurityHeaders(api);

    // The CSP is the built page's own but for connect-src 'self', plus frame-ancestors.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(index)?.[1];
    const pagePolicy = directives(
      (meta ?? '').replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    );
    expect(pagePolicy.size).toBeGreaterThan(3);
    pagePolicy.set('connect-src', ["'self'"]);
    pagePolicy.set('frame-ancestors', ["'none'"]);
    const served = await request.get(`${origin}/`);
    const nginxPolicy = directives(served.headers()['content-security-policy'] ?? '');
    expect(Object.fromEntries(nginxPolicy)).toEqual(Object.fromEntries(pagePolicy));

    // The same security headers as `npm start` sends (vite.config.ts).
    const preview = (await request.get(`${baseURL}/`)).headers();
    for (const name of Object.keys(SECURITY_HEADERS)) {
      expect(served.headers()[name], name).toBe(preview[name]);
    }
    for (const [name, values] of directives(preview['content-security-policy'] ?? '')) {
      expect(nginxPolicy.get(name), name).toEqual(values);
    }
  });
});
