// The app as Playwright's webServer runs it (playwright.config.ts): `npm start` on a free port
// with a fresh in-memory sandbox, stopped with its whole process group.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface RunningApp {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * A port no one listens on. Browsers refuse the fetch standard's "bad ports" (Firefox: 4190,
 * 6000, 6665-6669, 10080…), all at or below 10080, so a port from the OS above that is taken.
 */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    server.close();
    await once(server, 'close');
    if (address && typeof address === 'object' && address.port > 10_080) return address.port;
  }
  throw new Error('No free port above 10080 was found');
}

const STARTUP_MS = 120_000;

/**
 * This environment without what vitest adds to it: with vitest's NODE_ENV=test, `vite build`
 * would bundle React's development build, not the production one `npm start` serves.
 */
function appEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), SANDBOX_DB: ':memory:' };
  for (const name of Object.keys(env)) {
    if (name === 'NODE_ENV' || name === 'TEST' || name.startsWith('VITEST')) delete env[name];
  }
  return env;
}

/** Starts `npm start` and resolves once its URL answers 200; rejects with its output if not. */
export async function startApp(root: string): Promise<RunningApp> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: appEnv(port),
    // Its own process group: `npm start` runs a shell, vite build, then vite preview.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = once(child, 'exit').then(() => {
    exited = true;
  });
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // Never left behind, even when the test run itself is stopped.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.off('exit', onExit);
    if (exited) return;
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 5_000);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`npm start ended before ${baseURL} answered:\n${output}`);
    }
    try {
      const response = await fetch(baseURL);
      if (response.ok) return { baseURL, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${baseURL} did not answer within ${STARTUP_MS / 1000} s:\n${output}`);
}
