import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  deleteConnection,
  isConnectionStorageKey,
  loadConnections,
  newConnectionId,
  saveConnection,
  setActiveConnection,
  type ConnectionSettings,
  type ConnectionsSnapshot,
  type ConnectionStorages,
  type StoredConnection,
} from './storage.ts';

/** Another tab deleted the connection this tab was using; this tab went on with `nowUsing`. */
export interface DeletedElsewhere {
  name: string;
  nowUsing: string | undefined;
}

export interface ConnectionContextValue {
  connections: StoredConnection[];
  /** The connection in use; undefined when none is saved. */
  active: StoredConnection | undefined;
  /** Adds (no id) or replaces a connection, stores its key and makes it active; the id, or null if the browser refused. */
  save: (settings: ConnectionSettings, apiKey: string, id?: string) => string | null;
  remove: (id: string) => boolean;
  switchTo: (id: string) => boolean;
  /**
   * Gives a saved connection its key (e.g. in a new tab); "remember" as on the connection. The
   * connection in use stays the one in use.
   */
  setApiKey: (id: string, apiKey: string, remember: boolean) => boolean;
  /** The latest such event in this tab (a new object each time), for the header to announce. */
  deletedElsewhere: DeletedElsewhere | undefined;
  /** Where this app keeps its data (tests pass fresh ones): screens keep their drafts there too. */
  storages: ConnectionStorages;
}

interface ProviderState {
  snapshot: ConnectionsSnapshot;
  deletedElsewhere: DeletedElsewhere | undefined;
}

/** What changed for this tab when another tab's write turned `previous` into `next`. */
function afterOtherTab(previous: ProviderState, next: ConnectionsSnapshot): ProviderState {
  const { connections, activeId } = previous.snapshot;
  const was = connections.find((connection) => connection.id === activeId);
  if (!was || next.connections.some((connection) => connection.id === was.id)) {
    return { ...previous, snapshot: next };
  }
  const now = next.connections.find((connection) => connection.id === next.activeId);
  return { snapshot: next, deletedElsewhere: { name: was.name, nowUsing: now?.name } };
}

const ConnectionContext = createContext<ConnectionContextValue | null>(null);

function attempt<T>(get: () => T): T | undefined {
  try {
    return get();
  } catch {
    // Storage access throws when the browser blocks site data.
    return undefined;
  }
}

export function browserStorages(): ConnectionStorages {
  return {
    local: attempt(() => window.localStorage),
    session: attempt(() => window.sessionStorage),
    indexedDB: attempt(() => window.indexedDB),
  };
}

export interface ConnectionProviderProps {
  /** Defaults to this window's localStorage and sessionStorage. */
  storages?: ConnectionStorages;
  children: ReactNode;
}

export function ConnectionProvider({ storages: given, children }: ConnectionProviderProps) {
  const [storages] = useState(() => given ?? browserStorages());
  const [{ snapshot, deletedElsewhere }, setState] = useState<ProviderState>(() => ({
    snapshot: loadConnections(storages),
    deletedElsewhere: undefined,
  }));
  const reload = useCallback(() => {
    const next = loadConnections(storages);
    setState((previous) => ({ ...previous, snapshot: next }));
  }, [storages]);

  // Another tab saved, edited or deleted: show the same list. Which one is in use stays this
  // tab's own choice unless that connection is gone.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (!isConnectionStorageKey(event.key)) return;
      const next = loadConnections(storages);
      setState((previous) => afterOtherTab(previous, next));
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storages]);

  const value = useMemo<ConnectionContextValue>(() => {
    function after<T>(result: T): T {
      reload();
      return result;
    }
    return {
      connections: snapshot.connections,
      active: snapshot.connections.find((connection) => connection.id === snapshot.activeId),
      save: (settings, apiKey, id) => {
        const connection = { ...settings, id: id ?? newConnectionId() };
        return after(saveConnection(storages, connection, apiKey) ? connection.id : null);
      },
      remove: (id) => after(deleteConnection(storages, id)),
      switchTo: (id) => after(setActiveConnection(storages, id)),
      setApiKey: (id, apiKey, remember) => {
        const connection = snapshot.connections.find((item) => item.id === id);
        if (!connection) return false;
        const { apiKey: _old, ...saved } = connection;
        // "remember" lives on the connection, so the choice is saved with it; the connection in
        // use stays the one in use.
        return after(saveConnection(storages, { ...saved, rememberKey: remember }, apiKey, false));
      },
      deletedElsewhere,
      storages,
    };
  }, [snapshot, deletedElsewhere, storages, reload]);

  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

export function useConnection(): ConnectionContextValue {
  const value = useContext(ConnectionContext);
  if (!value) throw new Error('useConnection() needs a <ConnectionProvider> above it');
  return value;
}
