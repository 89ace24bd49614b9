// Serving a build the way deploy/nginx.conf does, on loopback over plain HTTP, with the
// standalone sandbox (src/sandbox/server.ts) as the API upstream. Used by the deployment test
// (test/e2e/deploy-nginx.spec.ts) and the load benchmark (scripts/load-bench.ts). The file is used
// as shipped but for its marked parts: the TLS lines become a loopback listen, the HTTP-to-HTTPS
// server goes, and the `root` and `proxy_pass` lines get the copy of dist/ and the sandbox.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** NGINX_PATH, else /usr/sbin/nginx, else nginx on PATH; or why there is none. */
export function findNginx(): { path: string } | { missing: string } {
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

/** Fails with `what` unless `check` holds within `ms`. */
export async function waitFor(what: string, ms: number, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Gave up after ${ms} ms waiting for ${what}`);
}

export function freePort(): Promise<number> {
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
export interface Child {
  process: ChildProcess;
  output: () => string;
  exited: () => boolean;
}

export function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Child {
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
export async function stop(child: Child | undefined) {
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
export function renderSite(options: {
  port: number;
  root: string;
  upstream: string;
  /** A certificate and its key: HTTPS with HTTP/2 as the recipe serves, else plain HTTP/1.1. */
  tls?: { certificate: string; key: string };
  /** `brotli_static on`, as the recipe says to with the brotli module (its "BEGIN brotli"). */
  brotli?: boolean;
}): string {
  let site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  if (options.brotli) site = replaceRegion(site, 'brotli', '  brotli_static on;\n');
  const listen = options.tls
    ? [
        `  listen 127.0.0.1:${options.port} ssl http2;`,
        `  ssl_certificate ${options.tls.certificate};`,
        `  ssl_certificate_key ${options.tls.key};`,
      ].join('\n')
    : `  listen 127.0.0.1:${options.port};`;
  site = replaceRegion(site, 'tls', `${listen}\n`);
  site = replaceRegion(site, 'http-to-https', '');
  site = replaceOnce(site, 'root /srv/sign-in-admin/dist;', `root ${options.root};`);
  site = replaceOnce(
    site,
    'proxy_pass https://api.example.org;',
    `proxy_pass ${options.upstream};`,
  );
  return site;
}

/** How this nginx was built (`nginx -V`: its version, configure options and paths). */
function nginxBuild(nginxPath: string): string {
  const version = spawnSync(nginxPath, ['-V'], { encoding: 'utf8' });
  return `${version.stdout}${version.stderr}`;
}

/**
 * How this nginx can serve brotli_static: null when it cannot; else the module to load, if it is
 * a dynamic one (Debian's libnginx-mod-http-brotli-static), or undefined when it is built in.
 */
export function brotliModule(nginxPath: string): { load: string | undefined } | null {
  const built = nginxBuild(nginxPath);
  if (/--add-module=\S*brotli/.test(built)) return { load: undefined };
  const modules = /--modules-path=(\S+)/.exec(built)?.[1] ?? '/usr/lib/nginx/modules';
  const module = join(modules, 'ngx_http_brotli_static_module.so');
  return existsSync(module) ? { load: module } : null;
}

/** The main config around the site: in the foreground, everything it writes in `dir`. */
export function renderMain(
  nginxPath: string,
  dir: string,
  sitePath: string,
  /** A dynamic module to load first (brotliModule). */
  module?: string,
): string {
  const built = nginxBuild(nginxPath);
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
    ...(module ? [`load_module ${module};`] : []),
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
export function pageAssets(site: string): string[] {
  const index = readFileSync(join(site, 'index.html'), 'utf8');
  const loaded = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)];
  const registry = readdirSync(join(site, 'assets')).filter((name) => name.endsWith('.bin'));
  return [...loaded.map((match) => match[1]!), ...registry.map((name) => `/assets/${name}`)];
}

/** A whole build in `site`: index.html and what it loads, each with its .gz beside it. */
export function isComplete(site: string): boolean {
  const files = ['/index.html', ...pageAssets(site)];
  return files.length > 2 && files.every((path) => existsSync(join(site, `${path}.gz`)));
}

/** The standalone sandbox API on a free loopback port, with a database in memory. */
export async function startSandbox(): Promise<{ child: Child; url: string }> {
  const child = start(process.execPath, ['--import', 'tsx', 'src/sandbox/server.ts'], {
    ...process.env,
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: '0',
    SANDBOX_DB: ':memory:',
  });
  let url = '';
  await waitFor('the sandbox API to start', 20_000, () => {
    if (child.exited()) throw new Error(`The sandbox API stopped:\n${child.output()}`);
    url = /Sandbox API on (http:\/\/[\w.:[\]-]+)/.exec(child.output())?.[1] ?? '';
    return url !== '';
  });
  return { child, url };
}

/** A throwaway certificate for 127.0.0.1 (openssl), for HTTPS on loopback. */
function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = join(dir, 'certificate.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { certificate, key };
}

/** Whether `url` answers 200, trusting any certificate (a loopback test's own). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = (url.startsWith('https:') ? httpsGet : httpGet)(
      url,
      { rejectUnauthorized: false },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.on('error', () => resolve(false));
  });
}

/** A site served by nginx: its origin, the copy of dist/ it serves, and how to stop it all. */
export interface NginxSite {
  origin: string;
  /** Whether it serves the build's .br files (the brotli module is installed). */
  brotli: boolean;
  /** The copy of dist/ that nginx serves. */
  site: string;
  /** The sandbox API behind /v1, also reachable directly. */
  sandboxUrl: string;
  stop: () => Promise<void>;
}

/**
 * nginx with deploy/nginx.conf serving a complete copy of `dist` (every file the page loads, with
 * its .gz; waits up to 30 s for a build still being written) and the sandbox behind /v1.
 */
export async function serveWithNginx(
  nginxPath: string,
  dist: string,
  { tls = false }: { tls?: boolean } = {},
): Promise<NginxSite> {
  const dir = mkdtempSync(join(tmpdir(), 'sign-in-admin-nginx-'));
  const site = join(dir, 'dist');
  let sandbox: Child | undefined;
  let server: Child | undefined;
  const stopAll = async () => {
    await stop(server);
    await stop(sandbox);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
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
    const api = await startSandbox();
    sandbox = api.child;

    const certificate = tls ? selfSignedCertificate(dir) : undefined;
    // Brotli as the recipe says, where this nginx has the module.
    const brotli = brotliModule(nginxPath);
    // A port found free may be taken before nginx binds it: then another one.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      const sitePath = join(dir, 'sign-in-admin.conf');
      writeFileSync(
        sitePath,
        renderSite({ port, root: site, upstream: api.url, tls: certificate, brotli: !!brotli }),
      );
      const mainPath = join(dir, 'nginx.conf');
      writeFileSync(mainPath, renderMain(nginxPath, dir, sitePath, brotli?.load));
      const child = start(nginxPath, ['-p', `${dir}/`, '-c', mainPath]);
      server = child;
      const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
      const nginxAnswers = async () => child.exited() || (await answers(`${origin}/index.html`));
      await waitFor('nginx to answer', 10_000, nginxAnswers).catch((error: Error) => {
        throw new Error(`${error.message}; nginx said:\n${child.output()}`);
      });
      if (!child.exited()) {
        return { origin, brotli: !!brotli, site, sandboxUrl: api.url, stop: stopAll };
      }
      if (attempt === 3 || !child.output().includes('Address already in use')) {
        throw new Error(`nginx stopped:\n${child.output()}`);
      }
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
}
