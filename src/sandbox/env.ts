// SANDBOX_* environment variables, read in one place by `npm run sandbox` and the Vite plugin.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8787;
export const DEFAULT_DB_FILE = '.sandbox/sandbox.db';

export interface SandboxEnv {
  host: string;
  port: number;
  dbFile: string;
}

type Env = Record<string, string | undefined>;

/** SANDBOX_HOST, SANDBOX_PORT (0 = any free port) and SANDBOX_DB, with their defaults. */
export function readSandboxEnv(env: Env = process.env): SandboxEnv {
  const host = env.SANDBOX_HOST?.trim() || DEFAULT_HOST;
  const rawPort = env.SANDBOX_PORT?.trim() || String(DEFAULT_PORT);
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) {
    throw new Error(`SANDBOX_PORT must be a port number from 0 to 65535, not "${rawPort}"`);
  }
  return { host, port, dbFile: readDbFile(env) };
}

/** SANDBOX_DB or the default file; `:memory:` keeps everything in memory. */
export function readDbFile(env: Env = process.env): string {
  return env.SANDBOX_DB?.trim() || DEFAULT_DB_FILE;
}

/** Creates the database file's folder (SQLite creates the file, not its folders). */
export function ensureDbFolder(dbFile: string): string {
  if (dbFile !== ':memory:' && !dbFile.startsWith('file:')) {
    mkdirSync(dirname(dbFile), { recursive: true });
  }
  return dbFile;
}

/** `http://host:port`, with IPv6 hosts in brackets. */
export function serverUrl(host: string, port: number): string {
  const shown = host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
