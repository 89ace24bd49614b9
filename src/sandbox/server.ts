// `npm run sandbox`: the sandbox API alone over HTTP (SANDBOX_HOST, SANDBOX_PORT, SANDBOX_DB)
// until SIGINT or SIGTERM. startSandboxServer() is also what the benchmark and tests listen with.
import { realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createSandbox, type Sandbox, type SandboxOptions } from './app.ts';
import { DEFAULT_HOST, ensureDbFolder, readSandboxEnv, serverUrl } from './env.ts';
import { answerClientError, sandboxListener } from './node-listener.ts';
import { SEED } from './seed.ts';

export interface SandboxServerOptions extends SandboxOptions {
  host?: string;
  /** 0 (the default here) picks any free port; the chosen one is in `port` and `url`. */
  port?: number;
}

export interface SandboxServer {
  sandbox: Sandbox;
  host: string;
  port: number;
  url: string;
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

const DRAIN_MS = 3000;

export function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const { host = DEFAULT_HOST, port = 0, ...sandboxOptions } = options;
  const sandbox = createSandbox({ ...sandboxOptions, dbFile: ensureDbFolder(options.dbFile) });
  return new Promise((resolve, reject) => {
    // Without Host, Node answers an empty 400 itself; the adapter's answer carries the status body.
    const http = createServer(
      { requireHostHeader: false },
      sandboxListener((request) => sandbox.fetch(request)),
    );
    http.on('clientError', answerClientError);
    http.once('error', (error) => {
      sandbox.close();
      reject(error);
    });
    http.once('listening', () => {
      const address = http.address();
      const boundPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        sandbox,
        host,
        port: boundPort,
        url: serverUrl(host, boundPort),
        close: () => closeServer(http, sandbox),
      });
    });
    http.listen(port, host);
  });
}

function closeServer(http: Server, sandbox: Sandbox): Promise<void> {
  return new Promise((resolve) => {
    // A keep-alive client could hold the server open forever: cut what is left after a grace time.
    const drain = setTimeout(() => http.closeAllConnections(), DRAIN_MS);
    http.close(() => {
      clearTimeout(drain);
      sandbox.close();
      resolve();
    });
    http.closeIdleConnections();
  });
}

async function main(): Promise<void> {
  const env = readSandboxEnv();
  const starting = startSandboxServer({ ...env, log: (line) => console.log(line) });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the sandbox API`);
    starting
      .then((server) => server.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  // Before the start line: whoever reads it may signal at once.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const server = await starting;
  console.log(
    `Sandbox API on ${server.url} (database ${env.dbFile}). ` +
      `Demo: organization ${SEED.organizationId}, context ${SEED.demo.contextId}, ` +
      `key ${SEED.demo.key} in the x-auth-token header.`,
  );
}

/** True when this file is the program (tsx src/sandbox/server.ts), not an import. */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error(`Sandbox API did not start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
