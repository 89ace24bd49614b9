// The standalone sandbox (src/sandbox/server.ts) as a child process, for tests that need a
// real process: killing it, capturing its stdout, or two processes on one database file.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const demo = {
  key: 'demo-key',
  whitelistings: '/v1/org/demo-org/contexts/sign-in/demo-context/modules/whitelistings',
  state: '/_sandbox/v1/org/demo-org/contexts/sign-in/demo-context/state',
};

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Every complete stdout line so far. */
  lines: string[];
  /** Resolves with the lines that match once there are `count` of them. */
  waitForLines(match: (line: string) => boolean, count: number): Promise<string[]>;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | NodeJS.Signals | null>;
}

const START_LINE = /Sandbox API on (http:\/\/\S+)/;

/**
 * Starts `node --import tsx src/sandbox/server.ts` (what `tsx src/sandbox/server.ts` runs, but
 * as one process, so a SIGKILL hits the server itself and not a wrapper) on a free port.
 */
export async function startChildServer(
  env: Record<string, string | undefined>,
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, SANDBOX_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let rest = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
    for (const wake of waiters) wake();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  let closed = false;
  // 'close' comes after the last stdout data, unlike 'exit'.
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once('close', (code, signal) => {
      closed = true;
      for (const wake of waiters) wake();
      resolve(code ?? signal);
    });
  });

  function waitForLines(match: (line: string) => boolean, count: number): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const check = (timedOut: boolean) => {
        const found = lines.filter(match);
        const enough = found.length >= count;
        if (!enough && !closed && !timedOut) return;
        clearTimeout(timer);
        waiters.delete(wake);
        if (enough) resolve(found);
        else
          reject(
            new Error(
              `No such line from the sandbox.\nstdout:\n${lines.join('\n')}\nstderr:\n${stderr}`,
            ),
          );
      };
      const wake = () => check(false);
      const timer = setTimeout(() => check(true), 15_000);
      waiters.add(wake);
      check(false);
    });
  }

  const [startLine = ''] = await waitForLines((line) => START_LINE.test(line), 1);
  const url = START_LINE.exec(startLine)?.[1];
  if (!url) throw new Error(`No URL in "${startLine}"`);
  return { url, child, lines, waitForLines, exited };
}

/** Kills the process and waits until it is gone. */
export async function stopChild(server: ChildServer, signal: NodeJS.Signals = 'SIGKILL') {
  server.child.kill(signal);
  return server.exited;
}

export const stateSchema = z.looseObject({
  whitelistings: z.array(z.looseObject({ mac: z.string() })),
  guestSessions: z.array(z.unknown()),
  accessPolicies: z.array(z.unknown()),
});
export type SandboxState = z.infer<typeof stateSchema>;

export const batchResultSchema = z.looseObject({
  createdWhitelistingMacs: z.array(z.string()),
  existingWhitelistingMacs: z.array(z.string()),
  faultyRequests: z.array(z.unknown()),
  updatedLogins: z.number(),
});

export async function readState(baseUrl: string): Promise<SandboxState> {
  const response = await fetch(baseUrl + demo.state, { headers: { 'x-auth-token': demo.key } });
  if (!response.ok) throw new Error(`state: ${response.status}`);
  return stateSchema.parse(await response.json());
}

export function postBatch(baseUrl: string, macs: string[]): Promise<Response> {
  return fetch(`${baseUrl}${demo.whitelistings}/batch/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': demo.key },
    body: JSON.stringify({ whitelistings: macs.map((mac, i) => ({ mac, name: `Device ${i}` })) }),
  });
}

/** A canonical MAC: three bytes of prefix, then the index as three bytes. */
export function macAt(prefix: string, index: number): string {
  const low = [index >> 16, index >> 8, index].map((byte) =>
    (byte & 0xff).toString(16).toUpperCase().padStart(2, '0'),
  );
  return [prefix, ...low].join(':');
}
