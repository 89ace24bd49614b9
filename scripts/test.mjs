// `npm test`: every gate and test suite in order; each runs even when an earlier one failed.
// Ends with one line "N passed, N failed" (vitest, Playwright and Firefox tests, plus one item per
// gate).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, installHint } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.test-output');
const vitestJson = '.test-output/vitest.json';
const firefoxJson = '.test-output/firefox.json';
const playwrightJson = join(outDir, 'playwright.json');
// Written by test/component/fault-matrix.test.tsx: every screen's main call under every fault.
const reliabilityJson = join(outDir, 'reliability.json');
// Written by test/e2e/journal.spec.ts: the cost of writing a change's record ahead of its call.
const journalJson = join(outDir, 'journal.json');

let chromium;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (!chromium) {
  console.error(installHint);
  process.exit(1);
}

const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
};
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/** Runs a command with inherited output; resolves to its exit code. */
function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, ...extraEnv },
    });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's JSON report: failed tests, plus files that failed without a failing test (load errors). */
function vitestCounts(code, file = vitestJson) {
  const report = readJson(join(root, file));
  const passed = Number(report?.numPassedTests ?? 0);
  let failed = Number(report?.numFailedTests ?? 0);
  for (const file of report?.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) failed += 1;
  }
  return { passed, failed: code !== 0 && failed === 0 ? 1 : failed, names: vitestFailures(report) };
}

/** The failed tests' names (file › title, and the first line of the error), for the summary. */
function vitestFailures(report) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    const path = relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) {
      const why = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      names.push(`${path} › ${test.fullName ?? test.title}: ${why.slice(0, 200)}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      names.push(
        `${path}: ${String(file.message ?? 'did not load')
          .split('\n')[0]
          .slice(0, 200)}`,
      );
    }
  }
  return names;
}

/**
 * The Firefox suite's report, counted as vitest's; its skipped tests (no Firefox here) are
 * counted too, with why, so a run without Firefox never reads as a pass.
 */
function firefoxCounts(code) {
  const report = readJson(join(root, firefoxJson));
  const skipped = Number(report?.numPendingTests ?? 0) + Number(report?.numTodoTests ?? 0);
  const why = new Set();
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const title = (test.ancestorTitles ?? []).find((t) => t.includes('(skipped: '));
      if (title) why.add(title.slice(title.indexOf('(skipped: ') + 1, -1));
    }
  }
  return { ...vitestCounts(code, firefoxJson), skipped, notes: [...why] };
}

/** Playwright's JSON report: flaky tests passed on retry; global errors (web server) count too. */
function playwrightCounts(code) {
  const report = readJson(playwrightJson);
  const stats = report?.stats ?? {};
  const passed = Number(stats.expected ?? 0) + Number(stats.flaky ?? 0);
  const failed = Number(stats.unexpected ?? 0) + (report?.errors?.length ?? 0);
  return {
    passed,
    failed: code !== 0 && failed === 0 ? 1 : failed,
    names: playwrightFailures(report),
    // A test that failed and then passed on its retry is said by name, with its first failure:
    // the summary must not hide a flaky test, and the retry must not hide a broken one.
    notes: playwrightTests(report, 'flaky', 0).map((name) => `passed on its retry: ${name}`),
  };
}

/** Error text without the terminal's colour codes (ESC [ … m). */
const stripColour = (text) =>
  text.replaceAll(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

/**
 * The Playwright tests of one status ('unexpected': failed, 'flaky': passed on a retry) as
 * file:line › title [project]: the first line of the error of the try at `attempt` (-1: the last).
 */
function playwrightTests(report, status, attempt) {
  const names = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const error = test.results?.at(attempt)?.error?.message ?? '';
        const why = stripColour(String(error)).split('\n')[0];
        const where = `${spec.file ?? file}:${spec.line} › ${spec.title} [${test.projectName}]`;
        names.push(`${where}: ${why.slice(0, 200)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return names;
}

/** The failed Playwright tests' names, and the run's own errors, for the summary. */
function playwrightFailures(report) {
  const names = playwrightTests(report, 'unexpected', -1);
  for (const error of report?.errors ?? []) {
    names.push(
      `error: ${String(error.message ?? '')
        .split('\n')[0]
        .slice(0, 200)}`,
    );
  }
  return names;
}

/** The fault matrix's totals in one line, or that they were not measured this run. */
function reliabilityLine() {
  const report = readJson(reliabilityJson);
  const count = (value) => (Number.isInteger(value) && value >= 0 ? value : undefined);
  const cases = count(report?.cases);
  const handled = count(report?.handled);
  if (cases === undefined || handled === undefined || cases === 0) {
    return 'Reliability: not measured';
  }
  const over = `over ${count(report.screens) ?? '?'} screens × ${count(report.faults) ?? '?'} faults`;
  let line = `Reliability: ${handled} of ${cases} faults handled (message in words, inputs kept, retry works) ${over}`;
  if (handled < cases) {
    const passed = report.passed ?? {};
    line += `; passed: message in words ${count(passed.message) ?? '?'}, inputs kept ${count(passed.inputsKept) ?? '?'}, retry works ${count(passed.retry) ?? '?'}`;
  }
  return line;
}

/** The journal's write-ahead cost as measured in Chromium, or that it was not measured. */
function journalLine() {
  const report = readJson(journalJson);
  const median = report?.writeAheadMedianMs;
  const samples = report?.samples;
  if (!Number.isFinite(median) || !Number.isInteger(samples) || samples <= 0) {
    return 'Journal write ahead: not measured';
  }
  const ms = Math.round(median * 10) / 10;
  return `Journal write ahead: median ${ms} ms over ${samples} ${samples === 1 ? 'call' : 'calls'} in Chromium (budget ≤ 5 ms)`;
}

const gate = (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

const steps = [
  {
    title: 'Type check',
    command: ['tsc', '-p', 'tsconfig.json', '--noEmit'],
    count: gate,
  },
  { title: 'Lint', command: ['eslint', '.', '--max-warnings', '0'], count: gate },
  { title: 'Format check', command: ['prettier', '--check', '.'], count: gate },
  {
    title: 'Unit, component and sandbox tests (vitest)',
    command: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    count: vitestCounts,
  },
  {
    title: 'Size budgets',
    command: ['node', '--import', 'tsx', 'scripts/size.mjs', '--check'],
    count: gate,
  },
  {
    title: 'Browser tests (Playwright, Chromium)',
    command: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    count: playwrightCounts,
  },
  {
    title: 'Browser tests (Firefox ESR, puppeteer-core over WebDriver BiDi)',
    command: [
      'vitest',
      'run',
      '--config',
      'vitest.firefox.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${firefoxJson}`,
    ],
    count: firefoxCounts,
  },
];

console.log(`Chromium: ${chromium}`);
const results = [];
for (const [index, step] of steps.entries()) {
  const [command, ...args] = step.command;
  console.log(`\n=== [${index + 1}/${steps.length}] ${step.title}: ${step.command.join(' ')}`);
  const code = await run(command, args, step.env);
  console.log(code === 0 ? '--> ok' : `--> failed (exit ${code})`);
  results.push({ title: step.title, code, ...step.count(code) });
}

console.log('\n=== Summary');
for (const { title, code, passed, failed, skipped = 0, names = [], notes = [] } of results) {
  const status = code === 0 ? 'ok  ' : 'FAIL';
  const skips = skipped > 0 ? `, ${skipped} skipped` : '';
  console.log(`${status} ${title} (${passed} passed, ${failed} failed${skips})`);
  for (const name of names) console.log(`     ✗ ${name}`);
  for (const note of notes) console.log(`     – ${note}`);
}
const passed = results.reduce((total, r) => total + r.passed, 0);
const failed = results.reduce((total, r) => total + r.failed, 0);
console.log(reliabilityLine());
console.log(journalLine());
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.some((r) => r.code !== 0) ? 1 : 0);
