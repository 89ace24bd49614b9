import { describe, expect, it } from 'vitest';
import {
  deleteConnection,
  isConnectionStorageKey,
  loadConnections,
  readSavedConnections,
  saveConnection,
  setActiveConnection,
  STORAGE_KEYS,
  storeApiKey,
  type ConnectionStorages,
  type SavedConnection,
} from '../../../src/connection/storage.ts';

/** A Web Storage in memory; `failWrites` makes setItem throw as a full or blocked one does. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly failWrites = false) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
}

function storages(): ConnectionStorages {
  return { local: new MemoryStorage(), session: new MemoryStorage() };
}

/** Another tab of the same browser: same localStorage, its own sessionStorage. */
function newTab(of: ConnectionStorages): ConnectionStorages {
  return { local: of.local, session: new MemoryStorage() };
}

function connection(overrides: Partial<SavedConnection> = {}): SavedConnection {
  return {
    id: 'c1',
    name: 'Main office',
    baseUrl: '',
    organizationId: 'demo-org',
    contextId: 'demo-context',
    timeZone: 'Europe/Stockholm',
    chunkSize: 500,
    defaultPolicyId: '',
    rememberKey: false,
    ...overrides,
  };
}

function json(storage: Storage | undefined, key: string): unknown {
  const text = storage?.getItem(key);
  return text == null ? null : JSON.parse(text);
}

describe('connection storage', () => {
  it('starts empty', () => {
    expect(loadConnections(storages())).toEqual({ connections: [], activeId: undefined });
  });

  it('keeps the key in this tab only unless it is remembered', () => {
    const tab = storages();
    expect(saveConnection(tab, connection(), 'demo-key')).toBe(true);

    expect(json(tab.session, STORAGE_KEYS.apiKeys)).toEqual({ c1: 'demo-key' });
    expect(tab.local?.getItem(STORAGE_KEYS.apiKeys)).toBeNull();
    expect(loadConnections(tab).connections[0]?.apiKey).toBe('demo-key');

    const other = loadConnections(newTab(tab));
    expect(other.activeId).toBe('c1');
    expect(other.connections[0]).toMatchObject({ organizationId: 'demo-org', apiKey: undefined });
  });

  it('keeps a remembered key in localStorage, so a new tab has it', () => {
    const tab = storages();
    saveConnection(tab, connection({ rememberKey: true }), 'demo-key');

    expect(json(tab.local, STORAGE_KEYS.apiKeys)).toEqual({ c1: 'demo-key' });
    expect(tab.session?.getItem(STORAGE_KEYS.apiKeys)).toBeNull();
    expect(loadConnections(newTab(tab)).connections[0]?.apiKey).toBe('demo-key');
  });

  it('moves the key out of localStorage when "remember" is unticked', () => {
    const tab = storages();
    saveConnection(tab, connection({ rememberKey: true }), 'old-key');
    saveConnection(tab, connection({ rememberKey: false }), 'new-key');

    expect(tab.local?.getItem(STORAGE_KEYS.apiKeys)).toBeNull();
    expect(json(tab.session, STORAGE_KEYS.apiKeys)).toEqual({ c1: 'new-key' });
    expect(loadConnections(newTab(tab)).connections[0]?.apiKey).toBeUndefined();
  });

  it('holds several connections, replaces by id and switches the active one', () => {
    const tab = storages();
    saveConnection(tab, connection({ id: 'a', name: 'Office' }), 'key-a');
    saveConnection(
      tab,
      connection({ id: 'b', name: 'Lobby', contextId: 'lobby-context' }),
      'key-b',
    );
    expect(loadConnections(tab).activeId).toBe('b');

    saveConnection(tab, connection({ id: 'a', name: 'Head office' }), 'key-a2');
    const snapshot = loadConnections(tab);
    expect(snapshot.connections.map((c) => [c.id, c.name, c.apiKey])).toEqual([
      ['a', 'Head office', 'key-a2'],
      ['b', 'Lobby', 'key-b'],
    ]);
    expect(snapshot.activeId).toBe('a');

    expect(setActiveConnection(tab, 'b')).toBe(true);
    expect(loadConnections(tab).activeId).toBe('b');
    // A new tab starts with the last choice made in any tab.
    expect(loadConnections(newTab(tab)).activeId).toBe('b');
  });

  it('keeps the active connection per tab: a switch in one tab leaves the others alone', () => {
    const first = storages();
    saveConnection(first, connection({ id: 'a', name: 'Office' }), 'key-a');
    saveConnection(first, connection({ id: 'b', name: 'Lobby' }), 'key-b');
    const second = newTab(first);
    expect(loadConnections(second).activeId).toBe('b');

    expect(setActiveConnection(first, 'a')).toBe(true);
    expect(loadConnections(first).activeId).toBe('a');
    // The second tab keeps what it started with, also after a reload of its own.
    expect(loadConnections(second).activeId).toBe('b');
    expect(loadConnections(second).activeId).toBe('b');
    // A saved edit in the first tab does not move the second tab either.
    saveConnection(first, connection({ id: 'a', name: 'Head office' }), 'key-a');
    expect(loadConnections(second).activeId).toBe('b');
    expect(loadConnections(second).connections[0]?.name).toBe('Head office');
    // A tab opened now starts with the first tab's last choice.
    expect(loadConnections(newTab(first)).activeId).toBe('a');
  });

  it("falls back to the last choice when another tab deletes this tab's connection", () => {
    const first = storages();
    saveConnection(first, connection({ id: 'a' }), 'key-a');
    saveConnection(first, connection({ id: 'b' }), 'key-b');
    saveConnection(first, connection({ id: 'c' }), 'key-c');
    const second = newTab(first);
    expect(loadConnections(second).activeId).toBe('c');
    setActiveConnection(first, 'b');

    deleteConnection(first, 'c');
    expect(loadConnections(second).activeId).toBe('b');
    expect(loadConnections(first).activeId).toBe('b');
  });

  it('falls back to the first connection when the stored active id is unknown', () => {
    const tab = storages();
    saveConnection(tab, connection({ id: 'a' }), 'key-a');
    saveConnection(tab, connection({ id: 'b' }), 'key-b');
    setActiveConnection(tab, 'gone');
    expect(loadConnections(tab).activeId).toBe('a');
  });

  it('deletes a connection with its key from both places and activates another', () => {
    const tab = storages();
    saveConnection(tab, connection({ id: 'a', rememberKey: true }), 'key-a');
    saveConnection(tab, connection({ id: 'b' }), 'key-b');
    storeApiKey(tab, 'a', 'key-a', false);

    expect(deleteConnection(tab, 'b')).toBe(true);
    expect(loadConnections(tab)).toMatchObject({ activeId: 'a', connections: [{ id: 'a' }] });
    expect(json(tab.session, STORAGE_KEYS.apiKeys)).toEqual({ a: 'key-a' });

    deleteConnection(tab, 'a');
    expect(loadConnections(tab)).toEqual({ connections: [], activeId: undefined });
    expect(tab.local?.getItem(STORAGE_KEYS.apiKeys)).toBeNull();
    expect(tab.session?.getItem(STORAGE_KEYS.apiKeys)).toBeNull();
    expect(tab.local?.getItem(STORAGE_KEYS.activeId)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['another version', JSON.stringify({ version: 2, connections: [connection()] })],
    ['connections not a list', JSON.stringify({ version: 1, connections: { c1: connection() } })],
  ])('ignores stored connections that are %s', (_case, stored) => {
    const tab = storages();
    tab.local?.setItem(STORAGE_KEYS.connections, stored);
    expect(loadConnections(tab)).toEqual({ connections: [], activeId: undefined });
  });

  it('keeps the valid connections of a partly corrupt list', () => {
    const tab = storages();
    const stored = {
      version: 1,
      connections: [
        connection({ id: 'ok' }),
        { ...connection({ id: 'bad-chunk' }), chunkSize: 0 },
        { ...connection({ id: 'bad-zone' }), timeZone: 'Mars/Olympus' },
        { ...connection({ id: 'bad-url' }), baseUrl: 'ftp://example.com' },
        { id: 'missing-fields' },
        'text',
        connection({ id: 'ok', name: 'duplicate id' }),
      ],
    };
    tab.local?.setItem(STORAGE_KEYS.connections, JSON.stringify(stored));
    tab.session?.setItem(STORAGE_KEYS.apiKeys, JSON.stringify(['not', 'a', 'record']));
    expect(readSavedConnections(tab.local).map((c) => [c.id, c.name])).toEqual([
      ['ok', 'Main office'],
    ]);
    expect(loadConnections(tab).connections[0]?.apiKey).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>]>([
    ['an organization ID ".."', { organizationId: '..' }],
    ['a context ID with a slash', { contextId: 'c/d' }],
    ['a context ID with a space', { contextId: 'demo context' }],
    ['an empty organization ID', { organizationId: '' }],
    ['a default policy ID that is no UUID', { defaultPolicyId: 'zzz' }],
    ['a plain http base URL on another host', { baseUrl: 'http://api.example.com' }],
    ['a base URL with a query', { baseUrl: 'https://api.example.com?x=1' }],
    ['a name longer than the form allows', { name: 'x'.repeat(81) }],
    ['a base URL ending in #', { baseUrl: 'https://evil.example/#' }],
    ['a base URL ending in ?', { baseUrl: 'https://evil.example?' }],
    ['a base URL with \\@ before another host', { baseUrl: 'https://evil.example\\@127.0.0.1' }],
    ['a base URL with a user name and password', { baseUrl: 'https://user:pass@api.example.com' }],
    ['a right-to-left override in the context ID', { contextId: 'ctx\u202Eevil' }],
    ['a zero-width space in the organization ID', { organizationId: 'demo\u200Borg' }],
    ['a left-to-right isolate in the name', { name: 'Office\u2066' }],
  ])('skips a saved connection with %s, as the form would refuse it', (_case, bad) => {
    const tab = storages();
    const stored = {
      version: 1,
      connections: [
        { ...connection({ id: 'bad' }), ...bad },
        connection({
          id: 'ok',
          baseUrl: 'http://localhost:8787',
          defaultPolicyId: '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
        }),
      ],
    };
    tab.local?.setItem(STORAGE_KEYS.connections, JSON.stringify(stored));
    tab.local?.setItem(STORAGE_KEYS.activeId, JSON.stringify('bad'));
    expect(loadConnections(tab)).toMatchObject({ activeId: 'ok', connections: [{ id: 'ok' }] });
  });

  it('keeps the valid keys of a stored key record with one bad entry', () => {
    const tab = storages();
    saveConnection(tab, connection({ id: 'a' }), 'key-a');
    saveConnection(tab, connection({ id: 'b' }), 'key-b');
    saveConnection(tab, connection({ id: 'c' }), 'key-c');
    tab.session?.setItem(
      STORAGE_KEYS.apiKeys,
      JSON.stringify({ a: 'key-a', b: 42, c: 'two words' }),
    );
    expect(loadConnections(tab).connections.map((c) => [c.id, c.apiKey])).toEqual([
      ['a', 'key-a'],
      ['b', undefined],
      ['c', undefined],
    ]);
  });

  it('never throws when the browser blocks or fills storage', () => {
    const blocked: ConnectionStorages = { local: undefined, session: undefined };
    expect(loadConnections(blocked)).toEqual({ connections: [], activeId: undefined });
    expect(saveConnection(blocked, connection(), 'k')).toBe(false);

    const full: ConnectionStorages = {
      local: new MemoryStorage(true),
      session: new MemoryStorage(true),
    };
    expect(saveConnection(full, connection(), 'k')).toBe(false);
    expect(loadConnections(full).connections).toEqual([]);
  });

  it('recognises the keys whose change in another tab concerns connections', () => {
    expect(isConnectionStorageKey(STORAGE_KEYS.connections)).toBe(true);
    expect(isConnectionStorageKey(STORAGE_KEYS.apiKeys)).toBe(true);
    expect(isConnectionStorageKey(null)).toBe(true);
    expect(isConnectionStorageKey('something-else')).toBe(false);
    // Another tab's switch is its own business (the last choice only seeds new tabs).
    expect(isConnectionStorageKey(STORAGE_KEYS.activeId)).toBe(false);
  });
});
