// Finds (and on a fresh Debian machine as root, installs) the Chromium the e2e tests drive.
// The tests drive Debian's chromium-headless-shell: the same Chromium build (Debian's chromium
// source package, the same Blink and V8) without the browser's window UI, as Playwright itself
// runs headless tests. Every test opens a window, and a window of the full browser builds its
// toolbar and address bar: on 2 cores, eight pages opened, filled and closed took 10.3-11.5 s of
// CPU in `chromium` and 4.8-5.2 s in the headless shell, and `npm test`'s Playwright step 8.7 min
// and 7.7 min. The load benchmark keeps the full browser, as a phone runs one.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Flags for a headless Chromium in containers and CI; no network traffic of its own. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const installHint =
  "Chromium not found: install Debian's chromium-headless-shell or chromium (apt-get install chromium-headless-shell) or set CHROMIUM_PATH";

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/**
 * CHROMIUM_PATH, else /usr/bin/chromium, else chromium or chromium-browser on PATH.
 * Returns undefined when none is found; throws when CHROMIUM_PATH names no executable.
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH?.trim();
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file`);
  }
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  return onPath('chromium') ?? onPath('chromium-browser');
}

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's chromium-headless-shell, else
 * findChromium(). Returns undefined when none is found; throws when CHROMIUM_PATH names no
 * executable.
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH?.trim()) return findChromium();
  if (isExecutable(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return onPath('chromium-headless-shell') ?? findChromium();
}

/** Installs Debian packages with apt-get (root only); whether it did. */
function aptInstall(packages) {
  if (process.getuid?.() !== 0 || !onPath('apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) return false;
  }
  return true;
}

/**
 * findTestChromium(); on a Debian machine without the headless shell, as root with apt-get, it
 * installs Debian's chromium-headless-shell first, and chromium where that fails and no Chromium
 * is found. Returns the path, or undefined when Chromium is still missing.
 */
export function ensureChromium() {
  const found = findTestChromium();
  if (process.env.CHROMIUM_PATH?.trim() || found?.endsWith('/chromium-headless-shell'))
    return found;
  console.log("Chromium's headless shell not found: installing Debian's chromium-headless-shell");
  if (aptInstall(['chromium-headless-shell']) && isExecutable(HEADLESS_SHELL))
    return HEADLESS_SHELL;
  if (found) return found;
  console.log("Chromium not found: installing Debian's chromium with apt-get");
  if (aptInstall(['chromium'])) return findChromium();
  return undefined;
}
