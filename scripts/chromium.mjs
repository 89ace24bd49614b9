// Finds (and on a fresh Debian machine as root, installs) the Chromium the e2e tests drive.
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
  "Chromium not found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH";

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
 * findChromium(), else (root with apt-get only) installs Debian's chromium.
 * Returns the path, or undefined when Chromium is still missing.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0 || !onPath('apt-get')) return undefined;
  console.log("Chromium not found: installing Debian's chromium with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) return undefined;
  }
  return isExecutable('/usr/bin/chromium') ? '/usr/bin/chromium' : findChromium();
}
