// Finds the Firefox the Firefox ESR suite drives: Debian's firefox-esr, never a downloaded one.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export type FirefoxLookup = { path: string } | { path: null; why: string };

const DEBIAN_PATH = '/usr/bin/firefox-esr';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string, path: string | undefined): string | undefined {
  for (const dir of (path ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/**
 * FIREFOX_PATH, else /usr/bin/firefox-esr, else firefox-esr or firefox on PATH; when none is
 * there, why. Throws when FIREFOX_PATH names no executable: that is a mistake, not an absence.
 */
export function findFirefox(
  env: NodeJS.ProcessEnv = process.env,
  debianPath = DEBIAN_PATH,
): FirefoxLookup {
  const fromEnv = env.FIREFOX_PATH?.trim();
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv };
    throw new Error(`FIREFOX_PATH=${fromEnv} is not an executable file`);
  }
  if (isExecutable(debianPath)) return { path: debianPath };
  const found = onPath('firefox-esr', env.PATH) ?? onPath('firefox', env.PATH);
  if (found) return { path: found };
  return {
    path: null,
    why: `no Firefox found (FIREFOX_PATH is not set, no ${debianPath}, no firefox-esr or firefox on PATH); install Debian's firefox-esr (apt-get install firefox-esr) or set FIREFOX_PATH`,
  };
}
