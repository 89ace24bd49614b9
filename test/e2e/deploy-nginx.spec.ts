// deploy/nginx.conf, for real: nginx serves a copy of the built dist/ with the standalone sandbox
// (src/sandbox/server.ts) as the API upstream, on loopback over plain HTTP. The file is used as
// shipped but for its marked parts: the TLS lines become a loopback listen, the HTTP-to-HTTPS
// server goes, and the `root` and `proxy_pass` lines get the copy of dist/ and the sandbox. Skipped where nginx is not installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIResponse } from '@playwright/test';
import { SEED } from '../../src/sandbox/seed.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/** NGINX_PATH, else /usr/sbin/nginx, else nginx on PATH; or why there is none. */
function findNginx(): { path: string } | { missing: string } {
  const isExecutable = (path: string) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  const fromEnv = process.env.NGINX_PATH?.trim();
  if (fromEnv) {
    return isExecutable(fromEnv)
      ? { path: fromEnv }
      : { missing: `NGINX_PATH=${fromEnv} is not an executable file` };
  }
  const candidates = [
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx')),
  ];
  const found = candidates.find((path) => path !== 'nginx' && isExecutable(path));
  return found ? { path: found } : { missing: 'no /usr/sbin/nginx and no nginx on PATH' };
}

const nginx = findNginx();

/** Fails with `what` unless `check` holds within `ms`. */
async function waitFor(what: string, ms: number, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Gave up after ${ms} ms waiting for ${what}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A child process with its output kept, for error messages. */
interface Child {
  process: ChildProcess;
  output: () => string;
  exited: () => boolean;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Child {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited = false;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', () => (exited = true));
  child.on('error', (error) => {
    output += `\n${error.message}`;
    exited = true;
  });
  return { process: child, output: () => output, exited: () => exited };
}

/** SIGTERM, then SIGKILL when it is still running after 5 s. */
async function stop(child: Child | undefined) {
  if (!child || child.exited()) return;
  child.process.kill('SIGTERM');
  try {
    await waitFor('a child process to stop', 5_000, child.exited);
  } catch {
    child.process.kill('SIGKILL');
  }
}

/** Replaces the lines from "# BEGIN name" to "# END name" (both included). */
function replaceRegion(text: string, name: string, replacement: string): string {
  const region = new RegExp(`^[ \\t]*# BEGIN ${name}\\n[\\s\\S]*?^[ \\t]*# END ${name}\\n`, 'gm');
  const found = text.match(region)?.length ?? 0;
  if (found !== 1) throw new Error(`deploy/nginx.conf: ${found} "# BEGIN ${name}" regions, not 1`);
  return text.replace(region, replacement);
}

function replaceOnce(text: string, placeholder: string, value: string): string {
  const found = text.split(placeholder).length - 1;
  if (found !== 1) throw new Error(`deploy/nginx.conf: "${placeholder}" ${found} times, not once`);
  return text.replace(placeholder, value);
}

/** deploy/nginx.conf for a plain HTTP test on loopback. */
function renderSite(options: { port: number; root: string; upstream: string }): string {
  let site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  site = replaceRegion(site, 'tls', `  listen 127.0.0.1:${options.port};\n`);
  site = replaceRegion(site, 'http-to-https', '');
  site = replaceOnce(site, 'root /srv/sign-in-admin/dist;', `root ${options.root};`);
  site = replaceOnce(
    site,
    'proxy_pass https://api.example.org;',
    `proxy_pass ${options.upstream};`,
  );
  return site;
}

/** The main config around the site: in the foreground, everything it writes in `dir`. */
function renderMain(nginxPath: string, dir: string, sitePath: string): string {
  const version = spawnSync(nginxPath, ['-V'], { encoding: 'utf8' });
  const built = `${version.stdout}${version.stderr}`;
  const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .filter((module) => module === 'client_body' || !built.includes(`--without-http_${module}`))
    .map((module) => `  ${module}_temp_path ${join(dir, `${module}_temp`)};`);
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find((path) =>
    existsSync(path),
  );
  const types = mimeTypes
    ? `include ${mimeTypes};`
    : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; }';
  return [
    'daemon off;',
    'master_process off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 64; }',
    'http {',
    `  ${types}`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...tempPaths,
    `  include ${sitePath};`,
    '}',
    '',
  ].join('\n');
}

/** Paths of the entry's JS and CSS that index.html loads, and of the device-maker registry. */
function pageAssets(site: string): string[] {
  const index = readFileSync(join(site, 'index.html'), 'utf8');
  const loaded = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)];
  const registry = readdirSync(join(site, 'assets')).filter((name) => name.endsWith('.bin'));
  return [...loaded.map((match) => match[1]!), ...registry.map((name) => `/assets/${name}`)];
}

/** A whole build in `site`: index.html and what it loads, each with its .gz beside it. */
function isComplete(site: string): boolean {
  const files = ['/index.html', ...pageAssets(site)];
  return files.length > 2 && files.every((path) => existsSync(join(site, `${path}.gz`)));
}

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

  let dir = '';
  /** The copy of dist/ that nginx serves. */
  let site = '';
  let origin = '';
  let sandboxUrl = '';
  let sandbox: Child | undefined;
  let server: Child | undefined;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    if (!('path' in nginx)) return;
    dir = mkdtempSync(join(tmpdir(), 'sign-in-admin-nginx-'));

    // Playwright's web server (npm start) has built dist/ before any test runs. nginx serves a
    // copy, complete (every file the page loads, with its .gz) and apart from any later build.
    site = join(dir, 'dist');
    await waitFor('a complete copy of dist/ (with the .gz files of the build)', 30_000, () => {
      try {
        rmSync(site, { recursive: true, force: true });
        cpSync(dist, site, { recursive: true });
        return isComplete(site);
      } catch {
        return false;
      }
    });
    mkdirSync(join(dir, 'logs'));

    sandbox = start(process.execPath, ['--import', 'tsx', 'src/sandbox/server.ts'], {
      ...process.env,
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PORT: '0',
      SANDBOX_DB: ':memory:',
    });
    await waitFor('the sandbox API to start', 20_000, () => {
      if (sandbox?.exited()) throw new Error(`The sandbox API stopped:\n${sandbox.output()}`);
      sandboxUrl = /Sandbox API on (http:\/\/[\w.:[\]-]+)/.exec(sandbox?.output() ?? '')?.[1] ?? '';
      return sandboxUrl !== '';
    });

    // A port found free may be taken before nginx binds it: then another one.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      const sitePath = join(dir, 'sign-in-admin.conf');
      writeFileSync(sitePath, renderSite({ port, root: site, upstream: sandboxUrl }));
      const mainPath = join(dir, 'nginx.conf');
      writeFileSync(mainPath, renderMain(nginx.path, dir, sitePath));
      server = start(nginx.path, ['-p', `${dir}/`, '-c', mainPath]);
      origin = `http://127.0.0.1:${port}`;
      const nginxAnswers = async () => {
        if (server?.exited()) return true;
        try {
          return (await fetch(`${origin}/index.html`)).ok;
        } catch {
          return false;
        }
      };
      await waitFor('nginx to answer', 10_000, nginxAnswers).catch((error: Error) => {
        throw new Error(`${error.message}; nginx said:\n${server?.output()}`);
      });
      if (!server.exited()) break;
      if (attempt === 3 || !server.output().includes('Address already in use')) {
        throw new Error(`nginx stopped:\n${server.output()}`);
      }
    }
  });

  test.afterAll(async () => {
    await stop(server);
    await stop(sandbox);
    if (dir) rmSync(dir, { recursive: true, force: true });
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
  }) => {
    const gzip = { 'Accept-Encoding': 'gzip' };

    // The app's pages: deep links answer index.html; revalidated on every load.
    const index = readFileSync(join(site, 'index.html'), 'utf8');
    for (const path of ['/', '/index.html', '/batch', '/policy']) {
      const page = await request.get(`${origin}${path}`, { headers: gzip });
      expect(page.status(), path).toBe(200);
      expect(page.headers()['content-type'], path).toMatch(/^text\/html/);
      expect(page.headers()['content-encoding'], path).toBe('gzip');
      expect(page.headers()['cache-control'], path).toBe('no-cache');
      expect(await page.text(), path).toBe(index);
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
