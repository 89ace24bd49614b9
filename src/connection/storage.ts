// Saved connections in Web Storage. Pure: every function takes the Storage objects it uses, so
// tests pass fresh ones. Anything read is parsed; what does not parse is ignored, never thrown.
import * as z from 'zod/mini';
import { readJson, writeText } from '../lib/web-storage.ts';
import {
  canonicalTimeZone,
  CHUNK_SIZE,
  connectionIdProblem,
  isApiKeyText,
  isBaseUrl,
  isPolicyIdOrNone,
  isVenueName,
} from './connection-rules.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

// Where they are kept: its own module, for the browser tests that seed connections.
export { STORAGE_KEYS };

/** A saved connection with the key this tab can see, if any. */
export interface StoredConnection extends SavedConnection {
  apiKey: string | undefined;
}

export interface ConnectionStorages {
  /** Shared by every tab of this origin on this device. */
  local: Storage | undefined;
  /** This tab only. */
  session: Storage | undefined;
  /** Activity's database (src/journal): shared by every tab; undefined where the browser has none. */
  indexedDB?: IDBFactory | undefined;
}

export interface ConnectionsSnapshot {
  connections: StoredConnection[];
  /** Undefined only when there are no connections. */
  activeId: string | undefined;
}

const nonEmpty = z.string().check(z.minLength(1));
/** The form's rule for the organization and context IDs; the label only words its message. */
const pathId = z.string().check(z.refine((value) => connectionIdProblem(value, 'ID') === null));

// What the form would accept (connection-schema.ts uses the same rules), so nothing saved by
// hand, by an older version or by another app slips past them into a request path.
const connectionSettingsSchema = z.object({
  name: z.string().check(z.minLength(1), z.refine(isVenueName)),
  /** '' = this origin; otherwise an absolute http(s) URL without trailing slash. */
  baseUrl: z.string().check(z.refine(isBaseUrl)),
  organizationId: pathId,
  contextId: pathId,
  /** IANA name of the organization's time zone. */
  timeZone: z.string().check(z.refine((value) => canonicalTimeZone(value) !== null)),
  /** Entries per batch request. */
  chunkSize: z.int().check(z.gte(CHUNK_SIZE.min), z.lte(CHUNK_SIZE.max)),
  /** '' = none. */
  defaultPolicyId: z.string().check(z.refine(isPolicyIdOrNone)),
  /** Whether the API key is kept in localStorage (this device) rather than this tab only. */
  rememberKey: z.boolean(),
});
export type ConnectionSettings = z.infer<typeof connectionSettingsSchema>;

const savedConnectionSchema = z.extend(connectionSettingsSchema, { id: nonEmpty });
export type SavedConnection = z.infer<typeof savedConnectionSchema>;

const envelopeSchema = z.object({ version: z.literal(1), connections: z.array(z.unknown()) });
const keysSchema = z.record(z.string(), z.unknown());
const apiKeySchema = z.string().check(z.refine(isApiKeyText));

/** The saved connections that parse, in saved order, without duplicate ids. */
export function readSavedConnections(local: Storage | undefined): SavedConnection[] {
  const envelope = envelopeSchema.safeParse(readJson(local, STORAGE_KEYS.connections));
  if (!envelope.success) return [];
  const seen = new Set<string>();
  const connections: SavedConnection[] = [];
  for (const item of envelope.data.connections) {
    const parsed = savedConnectionSchema.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    connections.push(parsed.data);
  }
  return connections;
}

function writeSavedConnections(
  local: Storage | undefined,
  connections: SavedConnection[],
): boolean {
  return writeText(local, STORAGE_KEYS.connections, JSON.stringify({ version: 1, connections }));
}

/** The stored keys, entry by entry: one bad entry costs only its own key. */
function readKeys(storage: Storage | undefined): Record<string, string> {
  const parsed = keysSchema.safeParse(readJson(storage, STORAGE_KEYS.apiKeys));
  if (!parsed.success) return {};
  const keys: Record<string, string> = {};
  for (const [id, value] of Object.entries(parsed.data)) {
    const key = apiKeySchema.safeParse(value);
    if (key.success) keys[id] = key.data;
  }
  return keys;
}

function writeKeys(storage: Storage | undefined, keys: Record<string, string>): boolean {
  const empty = Object.keys(keys).length === 0;
  return writeText(storage, STORAGE_KEYS.apiKeys, empty ? null : JSON.stringify(keys));
}

function withoutKey(keys: Record<string, string>, id: string): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).filter(([keyId]) => keyId !== id));
}

/**
 * Everything this tab knows: connections with the keys it can see, and which one is active:
 * this tab's own choice; else (a new tab, or its choice was deleted) the last choice of any
 * tab; else the first. The result is kept as this tab's choice, so that later switches in
 * other tabs leave it alone.
 */
export function loadConnections(storages: ConnectionStorages): ConnectionsSnapshot {
  const saved = readSavedConnections(storages.local);
  const sessionKeys = readKeys(storages.session);
  const localKeys = readKeys(storages.local);
  const connections = saved.map((connection) => ({
    ...connection,
    apiKey: sessionKeys[connection.id] ?? localKeys[connection.id],
  }));
  const byId = (id: unknown) => connections.find((connection) => connection.id === id);
  const tabChoice = readJson(storages.session, STORAGE_KEYS.tabActiveId);
  const activeId = (
    byId(tabChoice) ??
    byId(readJson(storages.local, STORAGE_KEYS.activeId)) ??
    connections[0]
  )?.id;
  if (activeId !== tabChoice) {
    writeText(
      storages.session,
      STORAGE_KEYS.tabActiveId,
      activeId ? JSON.stringify(activeId) : null,
    );
  }
  return { connections, activeId };
}

/** Keeps the key where "remember" says and removes it from the other place. */
export function storeApiKey(
  storages: ConnectionStorages,
  id: string,
  apiKey: string,
  remember: boolean,
): boolean {
  const [keep, drop] = remember
    ? [storages.local, storages.session]
    : [storages.session, storages.local];
  const dropped = writeKeys(drop, withoutKey(readKeys(drop), id)) || !drop;
  return writeKeys(keep, { ...readKeys(keep), [id]: apiKey }) && dropped;
}

/** Makes `id` this tab's connection and the one new tabs start with; false if the tab refused. */
export function setActiveConnection(storages: ConnectionStorages, id: string): boolean {
  const value = JSON.stringify(id);
  const tab = writeText(storages.session, STORAGE_KEYS.tabActiveId, value);
  const last = writeText(storages.local, STORAGE_KEYS.activeId, value);
  // Without a sessionStorage the last choice is all a tab has.
  return storages.session ? tab : last;
}

/**
 * Adds the connection or replaces the one with its id, stores its key, and makes it active
 * (unless `activate` is false: a key given to another venue leaves the one in use as it is).
 */
export function saveConnection(
  storages: ConnectionStorages,
  connection: SavedConnection,
  apiKey: string,
  activate = true,
): boolean {
  const saved = readSavedConnections(storages.local);
  const index = saved.findIndex((item) => item.id === connection.id);
  const next =
    index === -1
      ? [...saved, connection]
      : saved.map((item, i) => (i === index ? connection : item));
  return (
    writeSavedConnections(storages.local, next) &&
    storeApiKey(storages, connection.id, apiKey, connection.rememberKey) &&
    (!activate || setActiveConnection(storages, connection.id))
  );
}

/**
 * Removes the connection and its key from both places. A tab that used it (this one now, others
 * when they next load) continues with the last choice, or the first connection left.
 */
export function deleteConnection(storages: ConnectionStorages, id: string): boolean {
  const remaining = readSavedConnections(storages.local).filter((item) => item.id !== id);
  const ok =
    writeSavedConnections(storages.local, remaining) &&
    writeKeys(storages.local, withoutKey(readKeys(storages.local), id));
  writeKeys(storages.session, withoutKey(readKeys(storages.session), id));
  if (readJson(storages.local, STORAGE_KEYS.activeId) === id) {
    const next = remaining[0]?.id;
    writeText(storages.local, STORAGE_KEYS.activeId, next ? JSON.stringify(next) : null);
  }
  return ok;
}

/** A new id for a connection; works outside secure contexts, unlike crypto.randomUUID. */
export function newConnectionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True when a change to this Web Storage key (from another tab) concerns this tab's connections. */
export function isConnectionStorageKey(key: string | null): boolean {
  // null: the other tab cleared all of localStorage. Its last choice (activeId) only seeds new tabs.
  return key === null || key === STORAGE_KEYS.connections || key === STORAGE_KEYS.apiKeys;
}
