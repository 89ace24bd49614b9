// Serves the sandbox API from the dev server (`npm run dev`) and the preview server (`npm start`),
// so the app and the API share one origin. With API_TARGET set, vite.config.ts proxies /v1 to
// that deployment instead and the sandbox is never created.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite';
import type { Sandbox } from './app.ts';
import { ensureDbFolder, readDbFile } from './env.ts';
import { answerClientError, sandboxListener } from './node-listener.ts';

const API_PREFIX = '/v1/';
const SANDBOX_PREFIX = '/_sandbox/';

export function sandboxPlugin(): Plugin {
  let sandbox: Sandbox | undefined;

  /** Vite applies its `headers` only to files it serves itself, so the API's answers get them here. */
  async function mount(server: ViteDevServer | PreviewServer, headers?: OutgoingHttpHeaders) {
    if (process.env.API_TARGET?.trim()) {
      server.middlewares.use(proxiedMiddleware(headers));
      return;
    }
    // Imported here so `vite build` never loads the sandbox or its native SQLite module.
    const { createSandbox } = await import('./app.ts');
    const logger = server.config.logger;
    const created = createSandbox({
      dbFile: ensureDbFolder(readDbFile()),
      log: (line) => logger.info(line),
    });
    sandbox = created;
    const listener = sandboxListener((request) => created.fetch(request), {
      // Keep Vite's own process on the platform's Request and Response.
      overrideGlobalObjects: false,
    });
    // Requests Node's parser refuses get the status body here too. Vite has its own listener
    // (an empty answer, plus a hint in its log for 431): ours goes first, and Vite's only logs,
    // as it skips a socket that is no longer writable. A missing Host is refused by Node
    // before any listener: Vite creates the server with Node's defaults.
    server.httpServer?.prependListener('clientError', answerClientError);
    server.middlewares.use((req, res, next) => {
      if (!isSandboxPath(req.url)) return next();
      setHeaders(res, headers);
      listener(req, res).catch(next);
    });
  }

  function close() {
    sandbox?.close();
    sandbox = undefined;
  }

  return {
    name: 'sign-in-admin:sandbox',
    configureServer: (server) => mount(server, server.config.server.headers),
    configurePreviewServer: (server) => mount(server, server.config.preview.headers),
    closeServer: close,
    closePreviewServer: close,
  };
}

/**
 * With API_TARGET: /v1 goes on to Vite's proxy with the security headers already set, and
 * /_sandbox/ answers 404 rather than the SPA's index.html, so the app never takes a proxied
 * deployment for the sandbox.
 */
function proxiedMiddleware(headers?: OutgoingHttpHeaders): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (!isSandboxPath(req.url)) return next();
    setHeaders(res, headers);
    if (req.url?.startsWith(API_PREFIX)) return next();
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ status: 404, message: 'The sandbox is off: API_TARGET is set' }));
  };
}

function isSandboxPath(url: string | undefined): boolean {
  return url !== undefined && (url.startsWith(API_PREFIX) || url.startsWith(SANDBOX_PREFIX));
}

function setHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | undefined) {
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) res.setHeader(name, value);
  }
}
