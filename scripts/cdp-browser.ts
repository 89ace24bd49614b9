// A Chromium driven over the DevTools protocol alone, for the load benchmark (scripts/load-bench.ts).
// Playwright and Puppeteer each add a script world of their own to every document they open
// (Page.addScriptToEvaluateOnNewDocument with a worldName): Chromium then builds that world as each
// page starts, on the page's main thread, about 70 ms at 4x CPU before the page's own scripts run,
// on a cold visit and a repeat one alike. A person's browser has nothing of the kind, so the
// benchmark's pages get nothing but what it asks for here.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

/**
 * Flags as Playwright launches Chromium with, where they touch timing: a headless window counts
 * as hidden, and Chromium would otherwise slow a hidden page's timers and rendering.
 */
const TIMING_FLAGS = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-back-forward-cache',
  '--disable-field-trial-config',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--no-default-browser-check',
  '--password-store=basic',
  '--use-mock-keychain',
  '--force-color-profile=srgb',
  '--disable-dev-shm-usage',
  '--disable-breakpad',
  '--disable-component-extensions-with-background-pages',
  '--metrics-recording-only',
  '--no-service-autorun',
  '--disable-search-engine-choice-screen',
  '--disable-features=PaintHolding,OptimizationHints,MediaRouter,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,NetworkTimeServiceQuerying,PreconnectToSearch',
];

type Params = Record<string, unknown>;
interface Message {
  id?: number;
  method?: string;
  params?: Params;
  result?: unknown;
  error?: { message: string };
  sessionId?: string;
}

export interface CdpSession {
  send<T = Record<string, unknown>>(method: string, params?: Params): Promise<T>;
  /** Calls `listener` with each event `method` of this session until the returned function runs. */
  on(method: string, listener: (params: Params) => void): () => void;
}

export interface CdpBrowser {
  /** A page in a new browser context (empty cache, empty storage) and its session. */
  newPage(): Promise<{ session: CdpSession; close: () => Promise<void> }>;
  close(): Promise<void>;
}

/**
 * Starts Chromium with `args` (and `ignoreCertificates` for a throwaway certificate). Its
 * responses are still cached: Chromium keeps nothing from a page with a certificate error, but
 * with the flag the certificate raises none.
 */
export async function launchCdpBrowser(
  executablePath: string,
  args: string[],
  { ignoreCertificates = false } = {},
): Promise<CdpBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'cdp-browser-'));
  const child: ChildProcess = spawn(
    executablePath,
    [
      ...args,
      ...TIMING_FLAGS,
      ...(ignoreCertificates ? ['--ignore-certificate-errors'] : []),
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (child.exitCode !== null) throw new Error(`${executablePath} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${executablePath} opened no DevTools port in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const [port, path] = readFileSync(portFile, 'utf8').split('\n');
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });

  let lastId = 0;
  const pending = new Map<number, (message: Message) => void>();
  const listeners = new Set<(message: Message) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    if (message.id !== undefined) pending.get(message.id)?.(message);
    else for (const listener of listeners) listener(message);
  });

  const send = <T>(method: string, params: Params = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, (message) => {
        pending.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result as T);
      });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });

  return {
    async newPage() {
      const { browserContextId } = await send<{ browserContextId: string }>(
        'Target.createBrowserContext',
      );
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      });
      const session: CdpSession = {
        send: (method, params) => send(method, params, sessionId),
        on(method, listener) {
          const onMessage = (message: Message) => {
            if (message.sessionId === sessionId && message.method === method) {
              listener(message.params ?? {});
            }
          };
          listeners.add(onMessage);
          return () => listeners.delete(onMessage);
        },
      };
      return {
        session,
        close: () => send('Target.disposeBrowserContext', { browserContextId }).then(() => {}),
      };
    },
    async close() {
      await send('Browser.close').catch(() => {});
      socket.close();
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          setTimeout(() => child.kill('SIGKILL'), 5000);
        });
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
