// vitest.firefox.config.ts's global setup: finds Firefox, starts the app once for every test
// file, and shares both with the tests (inject('firefoxRun')). Without Firefox it says so and
// starts nothing: every test is then skipped.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startApp } from './app-server.ts';
import { findFirefox } from './find-firefox.ts';
import './firefox-run.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function versionOf(executablePath: string): string {
  const result = spawnSync(executablePath, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  return result.stdout?.trim() || 'version unknown';
}

export default async function setup(project: TestProject) {
  const firefox = findFirefox();
  if (firefox.path === null) {
    console.log(`\nFirefox ESR tests skipped: ${firefox.why}.\n`);
    project.provide('firefoxRun', { skipped: firefox.why });
    return;
  }
  const app = await startApp(root);
  console.log(`\nFirefox: ${firefox.path} (${versionOf(firefox.path)}); app at ${app.baseURL}\n`);
  project.provide('firefoxRun', { executablePath: firefox.path, baseURL: app.baseURL });
  return app.stop;
}
