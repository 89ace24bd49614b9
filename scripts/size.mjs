// Builds the app and prints gzipped JS/CSS sizes against the budgets in DESIGN.md.
// Usage: npm run size [-- --check]   (--check exits 1 when a figure is over budget). It runs with
// tsx (node --import tsx): it reads the route table with the build's own TypeScript helpers.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { isNamedFile, screenName, wordBundleOf } from './chunk-plan-plugin.ts';
import { routeModules } from './route-modules.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
// kB = 1000 bytes, as Vite prints them.
const KB = 1000;
// DESIGN.md "Budgets": any route's first load in either language (with the i18n library and
// that language's words) 142 kB, all screens together (workers included, one language) 270 kB,
// all CSS, the maker registry (fetched on demand).
const budgets = { firstScreen: 142 * KB, allJs: 270 * KB, css: 15 * KB, makerData: 350 * KB };
const check = process.argv.includes('--check');

const build = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  { cwd: root, encoding: 'utf8' },
);
if (build.status !== 0) {
  process.stdout.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  console.error(`size: vite build failed (exit ${build.status})`);
  process.exit(1);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}
const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** Manifest keys of a chunk and of everything it imports statically, recursively. */
function closure(key, keys = new Set()) {
  if (keys.has(key)) return keys;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`size: manifest has no chunk ${key}`);
  keys.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, keys);
  return keys;
}
const jsFiles = (keys) =>
  new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));

// The words: src/i18n/bundles/<bundle>.<locale>.ts, each a chunk (src/i18n/catalogs.ts).
const bundles = Object.entries(manifest).flatMap(([key, chunk]) => {
  const words = wordBundleOf(chunk.src ?? '');
  return words ? [{ key, locale: words.locale, name: words.bundle }] : [];
});
const locales = [...new Set(bundles.map((bundle) => bundle.locale))];
// The route table's screens and the words each loads with its code (scripts/route-modules.ts
// reads src/app/routes.ts), by chunk name: a screen's chunk is named after its module
// (scripts/chunk-plan-plugin.ts), `add-device-screen`.
const routeScreens = new Map(routeModules(root).map((route) => [screenName(route.module), route]));
const bundleKeys = (locale, name) =>
  bundles.filter((bundle) => bundle.locale === locale && bundle.name === name).map((b) => b.key);

/** Scripts every page names besides the entry: `<script src>` in index.html, not in the manifest. */
const pageScripts = [
  ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
]
  .map((match) => match[1])
  .filter((file) => !Object.values(manifest).some((chunk) => chunk.file === file));

// First screen: the entry's static closure plus one lazily loaded screen and its closure, with
// the shell's words and the screen's in one language (the worse of the two).
let firstScreen = { bytes: 0, label: '' };
const routes = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isEntry) continue;
  const entryKeys = closure(key);
  const lazyKeys = [...new Set([...entryKeys].flatMap((k) => manifest[k].dynamicImports ?? []))];
  // The screens among them: a screen's file is named after it (scripts/chunk-plan-plugin.ts), and
  // other parts that the entry's shared file loads on demand are named by their hash alone.
  const screens = lazyKeys.filter(
    (lazyKey) =>
      !bundles.some((bundle) => bundle.key === lazyKey) && isNamedFile(manifest[lazyKey]),
  );
  for (const lazyKey of screens.length ? screens : [undefined]) {
    const route = lazyKey && routeScreens.get(manifest[lazyKey].name ?? '');
    // A screen outside the route table (the not-found page) loads the shell's words only.
    const src = route?.module ?? (lazyKey && (manifest[lazyKey].src ?? manifest[lazyKey].name));
    const wordBundles = ['shell', ...(route?.words ?? [])];
    for (const locale of locales.length ? locales : [undefined]) {
      const keys = new Set(entryKeys);
      if (lazyKey) closure(lazyKey, keys);
      const words = locale ? wordBundles.flatMap((name) => bundleKeys(locale, name)) : [];
      for (const wordKey of words) closure(wordKey, keys);
      const label = `${src ?? key}${locale ? ` (${locale})` : ''}`;
      // The page's own scripts besides the entry (the words script, src/i18n/preload-words.ts).
      const candidate = { bytes: sum([...jsFiles(keys), ...pageScripts]), label };
      routes.push(candidate);
      if (candidate.bytes > firstScreen.bytes) firstScreen = candidate;
    }
  }
}

const counted = new Set(routes.map((route) => route.label.replace(/ \(\w+\)$/, '')));
for (const { module } of routeScreens.values()) {
  if (!counted.has(module)) throw new Error(`size: no chunk holds the screen ${module}`);
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : [relative(dist, join(dir, entry.name))],
  );
}
const assets = filesUnder(join(dist, 'assets'));
// All JS in one language: every chunk but the other languages' words (the worse language).
const wordFiles = (locale) =>
  new Set(bundles.filter((b) => b.locale === locale).flatMap((b) => [...jsFiles(closure(b.key))]));
const allJsIn = (locale) => {
  const others = locales
    .filter((other) => other !== locale)
    .flatMap((other) => [...wordFiles(other)]);
  const own = wordFiles(locale);
  return sum(
    assets.filter((file) => file.endsWith('.js') && (own.has(file) || !others.includes(file))),
  );
};
const allJs = Math.max(...(locales.length ? locales : [undefined]).map(allJsIn));
const css = sum(assets.filter((file) => file.endsWith('.css')));
// Fetched on demand, never with a screen's JS (src/device-maker/vite-plugin.ts names it).
const makerData = sum(assets.filter((file) => /device-makers-[\w-]+\.bin$/.test(file)));

const rows = [
  ['worst route JS', firstScreen.bytes, budgets.firstScreen],
  ['all JS', allJs, budgets.allJs],
  ['all CSS', css, budgets.css],
  ['maker data', makerData, budgets.makerData],
];
const kb = (bytes) => `${(bytes / KB).toFixed(2)} kB`;
console.log('gzip -9 sizes (1 kB = 1000 bytes)');
console.log(`${'figure'.padEnd(16)} ${'gzip'.padStart(10)} ${'budget'.padStart(10)}  status`);
for (const [name, bytes, budget] of rows) {
  const status = bytes <= budget ? 'ok' : 'OVER';
  console.log(`${name.padEnd(16)} ${kb(bytes).padStart(10)} ${kb(budget).padStart(10)}  ${status}`);
}
const worker = sum(assets.filter((file) => /parse\.worker-[\w-]+\.js$/.test(file)));
console.log(`of all JS, the batch parse worker (decoding and recognisers): ${kb(worker)}`);
console.log(`first screen worst case: ${firstScreen.label}`);
console.log('each route (entry + its screen chunk and their imports + its words in a language):');
for (const route of routes.sort((a, b) => b.bytes - a.bytes)) {
  console.log(`  ${kb(route.bytes).padStart(10)}  ${route.label}`);
}

const over = rows.filter(([, bytes, budget]) => bytes > budget);
if (check && over.length > 0) {
  console.error(`size: over budget: ${over.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
