// The sandbox API (issue 3): the four endpoints of docs/api.md over SQLite, plus
// /_sandbox/health and /_sandbox/…/state. Built per call of createSandbox: no module state.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requireKey } from './auth.ts';
import { systemClock, type Clock } from './clock.ts';
import { sweepExpired } from './expiry.ts';
import { fieldError, statusBody, type SandboxDeps, type ApiEnv } from './http.ts';
import { loggedPath } from './log-line.ts';
import { allowOnly } from './methods.ts';
import { policyRoutes } from './routes/policies.ts';
import { sandboxRoutes } from './routes/sandbox.ts';
import { whitelistingRoutes } from './routes/whitelistings.ts';
import { seedDemoData } from './seed.ts';
import { openStore } from './store.ts';

export interface SandboxOptions {
  /** File path for SQLite, or ':memory:'. */
  dbFile: string;
  clock?: Clock;
  /** One line per request: method, path, status, ms — never the key. Default: no logging. */
  log?: (line: string) => void;
  /** Default 60_000; false = no timer (tests). */
  sweepIntervalMs?: number | false;
}

export interface Sandbox {
  /** Handles /v1/…, /_sandbox/health, /_sandbox/v1/…/state. */
  app: Hono;
  fetch(request: Request): Promise<Response>;
  /** Removes due entries now, returns how many. */
  sweepExpired(): number;
  /** Clears the timer, closes the db. */
  close(): void;
}

const CONTEXT = '/org/:org/contexts/sign-in/:ctx';

/** Every path the sandbox answers and the methods it takes (HEAD comes with GET). */
const ENDPOINTS: readonly (readonly [path: string, methods: readonly string[]])[] = [
  [`/v1${CONTEXT}/modules/whitelistings`, ['POST', 'PUT']],
  [`/v1${CONTEXT}/modules/whitelistings/batch/add`, ['POST']],
  [`/v1${CONTEXT}/policies/:policyId/emails`, ['DELETE']],
  ['/_sandbox/health', ['GET', 'HEAD']],
  [`/_sandbox/v1${CONTEXT}/state`, ['GET', 'HEAD']],
];

export function createSandbox(options: SandboxOptions): Sandbox {
  const clock = options.clock ?? systemClock;
  const log = options.log;
  const store = openStore(options.dbFile);
  // Seeded on first start only: a database that already holds an organization is kept as is.
  store.transaction(() => {
    if (store.isEmpty()) seedDemoData(store, clock.now());
  });
  const sweep = () => store.transaction(() => sweepExpired(store, clock));
  sweep();

  const deps: SandboxDeps = {
    store,
    clock,
    run: (work) =>
      store.transaction(() => {
        sweepExpired(store, clock);
        return work();
      }),
  };

  const app = new Hono();
  if (log) {
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      log(
        `${c.req.method} ${loggedPath(c.req.url)} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`,
      );
    });
  }
  // Before the key check: a wrong method is wrong with any key.
  for (const [path, methods] of ENDPOINTS) app.use(path, allowOnly(methods));
  app.notFound((c) => c.json(statusBody(404, `No endpoint ${c.req.method} ${c.req.path}`), 404));

  const api = new Hono<ApiEnv>();
  // A 500 answers in the family's body: a whitelisting call gets a field-error array whose
  // field is "" (no field is at fault), every other call a status body. The stack is only logged.
  api.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const body = statusBody(500, 'Internal error in the sandbox');
    body.message += ` (reference ${body.request_id})`;
    log?.(
      `500 ${c.req.method} ${loggedPath(c.req.url)} reference ${body.request_id}: ${error.stack ?? String(error)}`,
    );
    return c.get('family') === 'whitelisting'
      ? c.json([fieldError('', null, body.message)], 500)
      : c.json(body, 500);
  });
  api.use(`/v1${CONTEXT}/*`, requireKey(store));
  api.use(`/_sandbox/v1${CONTEXT}/*`, requireKey(store));
  api.route(`/v1${CONTEXT}/modules/whitelistings`, whitelistingRoutes(deps));
  api.route(`/v1${CONTEXT}/policies`, policyRoutes(deps));
  api.route('/_sandbox', sandboxRoutes(deps));
  app.route('/', api);

  const timer =
    options.sweepIntervalMs === false
      ? undefined
      : setInterval(() => {
          try {
            sweep();
          } catch (error) {
            log?.(
              `expiry sweep failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
            );
          }
        }, options.sweepIntervalMs ?? 60_000);
  timer?.unref();

  return {
    app,
    fetch: async (request) => app.fetch(request),
    sweepExpired: sweep,
    close() {
      if (timer) clearInterval(timer);
      store.close();
    },
  };
}
