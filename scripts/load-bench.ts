// `npm run bench:load`: each route's first load on a mid-range phone's profile, through the nginx
// recipe (deploy/nginx.conf, over HTTPS with HTTP/2 as it serves, with a throwaway certificate,
// brotli where nginx has its module) when nginx is installed, else through `npm start`'s server
// (said so).
// Profile: Chromium, 4x CPU slowdown, 1.6 Mbps down, 750 kbps up, 150 ms round trip, a saved
// connection. Cold: a new browser context with the cache disabled; warm: the same page visited
// again with its cache, once the first visit's network has been quiet for 2 s. Usable: the frame
// in which the first form control of the route's <main> shows. Median of 5 (--runs N). Printed,
// never asserted: budgets in DESIGN.md (cold ≤ 1.6 s, warm ≤ 0.6 s, nothing prefetched before
// the route is usable).
// The measured pages are driven over the DevTools protocol alone (scripts/cdp-browser.ts):
// Playwright added a script world of its own to each of them, about 0.1 s of a cold load and
// 0.06 s of a warm one at 4x (same build, alternate sets of 7 on /edit: cold 1.60 s against
// 1.69-1.76 s, warm 0.53-0.54 s against 0.59-0.60 s). Playwright only saves the connection first.
//
//   npm run bench:load                 builds, then measures dist/
//   npm run bench:load -- --no-build   measures the dist/ there is
//   npm run bench:load -- --dist DIR   measures another build
//   npm run bench:load -- --compare DIR  measures dist/ (or --dist) and DIR in alternate runs, a
//                                      before/after comparison: runs of one build vary by ±0.3 s
//                                      on a 2-core machine, more than most changes move it
//   npm run bench:load -- --plain      plain HTTP/1.1 instead of HTTPS with HTTP/2
//   --route /add (one route), --runs N, --verbose (each file's timing)
//
// Beside the times, the page's main-thread time in script until usable (DevTools' ScriptDuration,
// at 4x; median): how much of the wait is the page's own JS rather than the line, the HTML parser,
// style and layout, or V8 writing its code cache (a warm visit's). It is measured in wall time on
// a throttled thread, so it stretches with the machine's load as the times do (±13% over 5 runs
// on 2 cores); compare builds with --compare, in alternate runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SEED } from '../src/sandbox/seed.ts';
import { launchCdpBrowser, type CdpBrowser, type CdpSession } from './cdp-browser.ts';
import { chromiumArgs, findChromium, installHint } from './chromium.mjs';
import { findNginx, freePort, serveWithNginx, waitFor } from './nginx-site.ts';
import { isNamedFile, screenName } from './chunk-plan-plugin.ts';
import { routeModules } from './route-modules.ts';
import { routePageFile } from './route-preload-plugin.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The profile: DevTools' own units (bytes per second, milliseconds). */
const PROFILE = {
  cpuSlowdown: 4,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  latencyMs: 150,
};
const BUDGET = { coldMs: 1600, warmMs: 600 };
/** How long a new window is left before the visit (see its use). */
const SETTLE_MS = 2500;
/** How long the first visit's network must have been quiet before the repeat visit. */
const QUIET_BEFORE_REPEAT_MS = 2000;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}
const runs = Number(option('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number, 1 or more');
const dist = resolve(root, option('--dist') ?? 'dist');
const compare = option('--compare');
const builds = compare === undefined ? [dist] : [dist, resolve(root, compare)];
const build = !process.argv.includes('--no-build') && option('--dist') === undefined;

// ---------------------------------------------------------------------------------------------
// What each route needs, from the build's manifest: the entry and the route's screen with their
// static imports, and what the screen itself loads on demand. Anything else asked for before the
// route is usable (another screen's code, the device-maker data) was prefetched too early.

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of `keys` and what they import (on demand too, if `dynamic`), outside `skip`. */
function reach(
  manifest: Manifest,
  keys: string[],
  dynamic: boolean,
  skip: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || skip.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    if (dynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/** The files of those chunks, paths from the site's root. */
const filesOf = (manifest: Manifest, keys: Iterable<string>) =>
  new Set(
    [...keys].flatMap((key) => {
      const chunk = manifest[key]!;
      return [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])].map((file) => `/${file}`);
    }),
  );

/** Per route path: the files that route may ask for before it is usable. */
function neededFiles(dist: string): Map<string, Set<string>> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = reach(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    false,
  );
  const entryFiles = filesOf(manifest, entry);
  // What the entry's files load on demand: every screen and word bundle, named after them
  // (scripts/chunk-plan-plugin.ts), and the later parts of the screens' shared code, named by
  // their hash alone. Another screen's file or another bundle's words is never a route's own.
  const screensAndWords = new Set(
    [...entry]
      .flatMap((key) => manifest[key]?.dynamicImports ?? [])
      .filter((key) => manifest[key] && isNamedFile(manifest[key])),
  );
  const needed = new Map<string, Set<string>>();
  for (const { path, module, words } of routeModules(root)) {
    // The chunk holding the screen is named after it (scripts/chunk-plan-plugin.ts).
    const key = Object.keys(manifest).find((k) => manifest[k]?.name === screenName(module));
    if (!key) throw new Error(`${module} (route ${path}) is not in the manifest`);
    // The screen's own on-demand parts (its lazy views) count as its own, not as prefetch; the
    // device-maker registry never does (it is fetched when a MAC is shown, not at first load).
    // Its words and the shell's, in English (the browser's language here), come with it.
    const wordKeys = ['shell', ...words].map((bundle) => `src/i18n/bundles/${bundle}.en.ts`);
    const skip = new Set([...screensAndWords].filter((k) => k !== key && !wordKeys.includes(k)));
    const own = filesOf(manifest, reach(manifest, [key, ...wordKeys], true, skip));
    for (const file of own) if (file.endsWith('.bin')) own.delete(file);
    // What the route's page itself names (entry, stylesheet, preloads), where it has one.
    const page = join(dist, routePageFile(path));
    const named = existsSync(page)
      ? [...readFileSync(page, 'utf8').matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!)
      : [];
    needed.set(path, new Set([...entryFiles, ...own, ...named, '/', path, '/favicon.svg']));
  }
  return needed;
}

// ---------------------------------------------------------------------------------------------
// The page side: when the first form control of <main> shows (performance.now(), from the
// navigation's start), and what was asked for before then.

interface Visit {
  usableMs: number;
  /** Main-thread time in script until usable (DevTools' ScriptDuration, throttled). */
  scriptMs: number;
  /** The page's HTML received; its DOMContentLoaded ended (every module run). */
  htmlMs: number;
  readyMs: number;
  /** Files requested before usable, by path; fromCache: none of it came over the line. */
  before: { path: string; startMs: number; endMs: number; bytes: number; fromCache: boolean }[];
}

/**
 * Runs in the page before its own scripts: records the frame in which a control of <main> first
 * shows. Mutations only look for a control (no layout); whether it is visible is asked once per
 * frame, in requestAnimationFrame, where the frame lays the page out anyway: asked on every
 * mutation, checkVisibility() forced a layout each time and cost the page ~0.14 s at 4x. A string,
 * not a function: tsx would add its own helpers to a function's text, which the page lacks.
 */
const watchForUsable = `
  const controls = 'main :is(input, select, textarea, button)';
  let asked = false;
  const check = () => {
    asked = false;
    if ([...document.querySelectorAll(controls)].some((control) => control.checkVisibility())) {
      window.__usableAt = performance.now();
      observer.disconnect();
      window.__reportUsable?.(String(window.__usableAt));
    }
  };
  const observer = new MutationObserver(() => {
    if (asked || !document.querySelector(controls)) return;
    asked = true;
    requestAnimationFrame(check);
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
`;

/** The page reports its usable moment through a DevTools binding, nothing of the tool's in it. */
const USABLE_BINDING = '__reportUsable';

async function visit(session: CdpSession, path: string, origin: string): Promise<Visit> {
  let settle: (usableMs: number) => void = () => {};
  const usable = new Promise<number>((resolve) => (settle = resolve));
  const stop = session.on('Runtime.bindingCalled', (event) => {
    if (event.name === USABLE_BINDING) settle(Number(event.payload));
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // DevTools' counters start again with each document: at usable they hold this visit's alone.
  let scriptAtUsable = 0;
  try {
    await session.send('Page.navigate', { url: `${origin}${path}` });
    await Promise.race([
      usable.then(async () => (scriptAtUsable = await scriptSeconds(session))),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no form control within 60 s')), 60_000);
      }),
    ]).catch(async (error: Error) => {
      const shown = await evaluate<string>(
        session,
        `document.querySelector('main')?.innerText ?? '(no <main>)'`,
      ).catch(() => '(the page did not answer)');
      throw new Error(`${path} never showed a form control: ${error.message}\n${shown}`);
    });
  } finally {
    clearTimeout(timer);
    stop();
  }
  const usableMs = await usable;
  const timings = await evaluate<Omit<Visit, 'scriptMs' | 'usableMs'>>(
    session,
    `(() => {
      const usableMs = ${usableMs};
      const before = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < usableMs)
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          startMs: entry.startTime,
          endMs: entry.responseEnd,
          bytes: entry.encodedBodySize,
          fromCache: entry.transferSize === 0,
        }));
      const [page] = performance.getEntriesByType('navigation');
      return { before, htmlMs: page?.responseEnd ?? 0, readyMs: page?.domContentLoadedEventEnd ?? 0 };
    })()`,
  );
  return { ...timings, usableMs, scriptMs: scriptAtUsable * 1000 };
}

async function evaluate<T>(session: CdpSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await session.send<{
    result: { value: T };
    exceptionDetails?: { text: string };
  }>('Runtime.evaluate', { expression, returnByValue: true });
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
  return result.value;
}

/** The page's main-thread time in script so far, in seconds (Performance.enable first). */
async function scriptSeconds(session: CdpSession): Promise<number> {
  const { metrics } = await session.send<{ metrics: { name: string; value: number }[] }>(
    'Performance.getMetrics',
  );
  return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
}

/**
 * Puts the saved connection (local storage) in a new context's storage for `origin`, without a
 * request reaching the server: the page at the origin is answered by DevTools itself.
 */
async function seedStorage(session: CdpSession, origin: string, storage: StorageItems) {
  const url = `${origin}/__load-bench-storage`;
  await session.send('Fetch.enable', { patterns: [{ urlPattern: url }] });
  const stop = session.on('Fetch.requestPaused', (event) => {
    void session.send('Fetch.fulfillRequest', {
      requestId: event.requestId,
      responseCode: 200,
      responseHeaders: [{ name: 'Content-Type', value: 'text/html' }],
      body: '',
    });
  });
  try {
    await session.send('Page.navigate', { url });
    await waitFor('the storage page to open', 10_000, async () =>
      evaluate<boolean>(session, `location.href === ${JSON.stringify(url)}`).catch(() => false),
    );
    await evaluate(
      session,
      `for (const [name, value] of ${JSON.stringify(storage.map(({ name, value }) => [name, value]))}) localStorage.setItem(name, value)`,
    );
  } finally {
    stop();
    await session.send('Fetch.disable');
  }
  await session.send('Page.navigate', { url: 'about:blank' });
}

async function throttle(session: CdpSession) {
  await session.send('Page.enable');
  await session.send('Page.bringToFront');
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  await session.send('Runtime.enable');
  await session.send('Runtime.addBinding', { name: USABLE_BINDING });
  await session.send('Page.addScriptToEvaluateOnNewDocument', { source: watchForUsable });
  await session.send('Performance.enable');
}

type StorageItems = { name: string; value: string }[];

/** Saves the sandbox's demo connection with its key remembered; the storage every visit starts from. */
async function savedConnection(executablePath: string, origin: string): Promise<StorageItems> {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto(`${origin}/connection`);
    await page.getByLabel('Venue name').fill('Load benchmark');
    await page.getByLabel('Organization ID').fill(SEED.organizationId);
    await page.getByLabel('Sign-In Context ID').fill(SEED.demo.contextId);
    await page.getByLabel('API key', { exact: true }).fill(SEED.demo.key);
    await page.getByLabel('Remember the key on this device').check();
    await page.getByRole('button', { name: 'Save connection' }).click();
    await page.getByRole('heading', { name: 'Connection saved' }).waitFor();
    const state = await context.storageState();
    return state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------

/** `npm start`'s server (vite preview with the sandbox) for `dist`, when nginx is absent. */
async function servePreview(dist: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      dist,
    ],
    { cwd: root, env: { ...process.env, SANDBOX_DB: ':memory:' }, stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitFor('vite preview to answer', 30_000, async () => {
    try {
      return (await fetch(origin)).ok;
    } catch {
      return false;
    }
  });
  return { origin, stop: async () => void child.kill('SIGTERM') };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** The fastest and the slowest run: how far one run may be from the median on this machine. */
const spread = (values: number[]) =>
  `${(Math.min(...values) / 1000).toFixed(2)}–${(Math.max(...values) / 1000).toFixed(2)}`;

interface Measured {
  cold: Visit[];
  warm: Visit[];
  early: Set<string>;
}

/** One cold visit of `path` in a new context, then the repeat visit. */
async function measure(
  browser: CdpBrowser,
  site: { origin: string; storage: StorageItems },
  path: string,
  files: Set<string>,
  into: Measured,
) {
  const { session, close } = await browser.newPage();
  try {
    await seedStorage(session, site.origin, site.storage);
    await throttle(session);
    // A new context opens a window, and headless Chromium then loads its own address bar's pages
    // (chrome://omnibox-popup…) in another renderer for about a second, which took a core from
    // the page (3.1 s instead of 2.2 s on /add, 2 cores). A phone's browser is open and idle
    // before an address is typed: wait for it to settle.
    await sleep(SETTLE_MS);
    const network = trackNetwork(session);
    const first = await visit(session, path, site.origin);
    into.cold.push(first);
    for (const file of first.before) if (!files.has(file.path)) into.early.add(file.path);
    // The repeat visit: the cache kept, the same line, once the first visit has settled (a person
    // comes back later). A fixed 0.5 s after usable was when the first page's prefetch began
    // (after 0.5 s of a quiet network, when idle): its requests, cut short by the navigation,
    // shared the line with the repeat visit's HTML (/policy: 5 to 8 files in flight).
    try {
      await waitFor(`${path}: a quiet network for ${QUIET_BEFORE_REPEAT_MS} ms`, 60_000, () => {
        return network.quietFor() >= QUIET_BEFORE_REPEAT_MS;
      });
    } finally {
      network.stop();
    }
    await session.send('Network.setCacheDisabled', { cacheDisabled: false });
    const again = await visit(session, path, site.origin);
    const fetched = again.before.filter(
      (file) => !file.fromCache && file.path.startsWith('/assets/'),
    );
    if (fetched.length > 0) {
      throw new Error(
        `The repeat visit fetched ${fetched.map((file) => file.path).join(', ')} again: the cache kept nothing`,
      );
    }
    into.warm.push(again);
  } finally {
    await close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * When the page's network last did anything (a request began, data arrived, one ended), from now
 * on. Quiet is no such event for a while, not an empty list of requests in flight: a worker's
 * script is asked for by the page, but its end is reported to the worker's own target.
 */
function trackNetwork(session: CdpSession) {
  let lastAt = Date.now();
  const events = [
    'requestWillBeSent',
    'responseReceived',
    'dataReceived',
    'loadingFinished',
    'loadingFailed',
  ];
  const stops = events.map((event) => session.on(`Network.${event}`, () => (lastAt = Date.now())));
  return {
    quietFor: () => Date.now() - lastAt,
    stop: () => stops.forEach((stop) => stop()),
  };
}

async function main() {
  if (build) {
    const built = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (built.status !== 0) throw new Error('vite build failed');
  }
  for (const dir of builds) {
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} holds no build`);
  }
  const executablePath = process.env.CHROMIUM_PATH ?? findChromium();
  if (!executablePath) throw new Error(installHint);

  const nginx = findNginx();
  // HTTPS with HTTP/2 as the recipe serves it, unless --plain or there is no openssl for a
  // throwaway certificate: then plain HTTP/1.1 (six connections, each file a round trip).
  const tls = !process.argv.includes('--plain') && spawnSync('openssl', ['version']).status === 0;
  const servers = [];
  for (const dir of builds) {
    servers.push(
      'path' in nginx ? await serveWithNginx(nginx.path, dir, { tls }) : await servePreview(dir),
    );
  }
  const protocol = tls ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1';
  const through =
    'path' in nginx
      ? `through nginx with deploy/nginx.conf (${servers.some((server) => 'brotli' in server && server.brotli) ? 'brotli_static, ' : ''}gzip_static, immutable assets; ${protocol} on loopback)`
      : `through npm start's server (vite preview, HTTP/1.1), NOT the nginx recipe: ${nginx.missing}`;
  const sites = [];
  for (const [at, server] of servers.entries()) {
    sites.push({
      dir: builds[at]!,
      origin: server.origin,
      storage: await savedConnection(executablePath, server.origin),
      needed: neededFiles(builds[at]!),
    });
  }
  const browser = await launchCdpBrowser(executablePath, chromiumArgs, {
    ignoreCertificates: tls,
  });
  try {
    console.log(
      `First load per route, ${through}; Chromium, ${PROFILE.cpuSlowdown}x CPU slowdown, ` +
        `1.6 Mbps down / 750 kbps up, ${PROFILE.latencyMs} ms round trip, a saved connection; ` +
        `median of ${runs}${sites.length > 1 ? ', the two builds in alternate runs' : ''}. ` +
        `Budgets: cold ≤ ${seconds(BUDGET.coldMs)}, warm ≤ ${seconds(BUDGET.warmMs)}, ` +
        'nothing prefetched before usable.\n',
    );
    const rows: string[][] = [
      [
        ...(sites.length > 1 ? ['build'] : []),
        'route',
        'cold (range)',
        'warm (range)',
        'script cold / warm',
        'files before usable',
        'kB',
        'prefetched early',
      ],
    ];
    let over = 0;
    const only = option('--route');
    for (const path of sites[0]!.needed.keys()) {
      if (only && path !== only) continue;
      const results: Measured[] = sites.map(() => ({ cold: [], warm: [], early: new Set() }));
      for (let run = 0; run < runs; run += 1) {
        for (const [at, site] of sites.entries()) {
          await measure(browser, site, path, site.needed.get(path) ?? new Set(), results[at]!);
        }
      }
      for (const [at, { cold: coldVisits, warm: warmVisits, early }] of results.entries()) {
        const cold = coldVisits.map((visit) => visit.usableMs);
        const warm = warmVisits.map((visit) => visit.usableMs);
        const coldScript = coldVisits.map((visit) => visit.scriptMs);
        const warmScript = warmVisits.map((visit) => visit.scriptMs);
        // The last cold visit, for its files and timings (runs is at least 1).
        const last = coldVisits.at(-1)!;
        const coldMedian = median(cold);
        const warmMedian = median(warm);
        if (coldMedian > BUDGET.coldMs || warmMedian > BUDGET.warmMs || early.size > 0) over += 1;
        const { before } = last;
        const kB = before.reduce((total, file) => total + file.bytes, 0) / 1000;
        rows.push([
          ...(sites.length > 1 ? [sites[at]!.dir] : []),
          path,
          `${seconds(coldMedian)} (${spread(cold)})`,
          `${seconds(warmMedian)} (${spread(warm)})`,
          `${seconds(median(coldScript))} / ${seconds(median(warmScript))}`,
          String(before.length),
          kB.toFixed(1),
          early.size === 0 ? 'none' : `${early.size} files (--verbose lists them)`,
        ]);
        if (process.argv.includes('--verbose')) {
          const label = sites.length > 1 ? `${sites[at]!.dir} ${path}` : path;
          for (const file of early) console.log(`  ${label}: prefetched before usable: ${file}`);
          console.log(
            `  ${label}: HTML at ${last.htmlMs.toFixed(0)} ms, modules run at ${last.readyMs.toFixed(0)} ms, usable at ${last.usableMs.toFixed(0)} ms`,
          );
          console.log(`  ${label}: cold runs ${cold.map((ms) => ms.toFixed(0)).join(' ')}`);
          console.log(`  ${label}: cold script ${coldScript.map((ms) => ms.toFixed(0)).join(' ')}`);
          const again = warmVisits.at(-1)!;
          console.log(
            `  ${label}: repeat visit: HTML at ${again.htmlMs.toFixed(0)} ms, modules run at ${again.readyMs.toFixed(0)} ms, usable at ${again.usableMs.toFixed(0)} ms`,
          );
          console.log(`  ${label}: warm runs ${warm.map((ms) => ms.toFixed(0)).join(' ')}`);
          console.log(`  ${label}: warm script ${warmScript.map((ms) => ms.toFixed(0)).join(' ')}`);
          for (const [visit, files] of [
            ['', before],
            ['repeat visit: ', again.before],
          ] as const) {
            for (const file of files) {
              const at = `${file.startMs.toFixed(0).padStart(5)}–${file.endMs.toFixed(0).padStart(5)} ms`;
              console.log(`  ${label}: ${visit}${at} ${file.path}`);
            }
          }
        }
      }
    }
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows) {
      console.log(
        row
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join('  ')
          .trimEnd(),
      );
    }
    console.log(
      over === 0
        ? '\nEvery route within budget.'
        : `\n${over} route/build pair(s) over a budget (above).`,
    );
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}

await main();
