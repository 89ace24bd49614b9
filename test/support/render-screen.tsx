import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { App } from '../../src/app/app.tsx';
import { ConnectionProvider } from '../../src/connection/connection-context.tsx';
import {
  saveConnection,
  type ConnectionStorages,
  type SavedConnection,
} from '../../src/connection/storage.ts';
import { SEED } from '../../src/sandbox/seed.ts';
import { AnnouncerProvider } from '../../src/ui/live-region.tsx';
import { render } from './i18n.tsx';
import { MemoryStorage } from './memory-storage.ts';
import { rendered } from './rendered-storages.ts';
import { office } from './saved-connections.ts';

export { MemoryStorage };

/** Fresh Web Storages and a fresh IndexedDB (Activity): pass them again to "reload". */
export function freshStorages(): ConnectionStorages {
  return { local: new MemoryStorage(), session: new MemoryStorage(), indexedDB: new IDBFactory() };
}

/** The sandbox's key for a connection's context, so calls made with it are accepted. */
export function sandboxKeyOf(connection: SavedConnection): string {
  return connection.contextId === SEED.lobby.contextId ? SEED.lobby.key : SEED.demo.key;
}

export interface RenderScreenOptions {
  /** The address the screen is rendered at (default '/'). */
  path?: string;
  /** Saved before rendering, the last one in use. Default: `office` (demo-org / demo-context). */
  connections?: readonly SavedConnection[];
  /** Whether this tab knows the connections' keys (default true: the sandbox's own keys). */
  withKeys?: boolean;
  /** Default: fresh in-memory storages. Pass the same ones again to "reload" a screen. */
  storages?: ConnectionStorages;
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  storages: ConnectionStorages;
  queryClient: QueryClient;
}

/**
 * One way to render for component tests: fresh storages with saved connections, a fresh
 * QueryClient without retries, the announcer and the router at `path`. Without `ui` the whole
 * app renders (shell, routes, lazy screens); with it, just that element inside the providers.
 */
export function renderScreen(
  ui?: ReactElement,
  {
    path = '/',
    connections = [office],
    withKeys = true,
    storages = freshStorages(),
  }: RenderScreenOptions = {},
): RenderedScreen {
  for (const connection of connections) {
    saveConnection(
      withKeys ? storages : { ...storages, session: undefined },
      connection,
      sandboxKeyOf(connection),
    );
  }
  rendered.add(storages);
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    ui ? (
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider storages={storages}>
          <AnnouncerProvider>{ui}</AnnouncerProvider>
        </ConnectionProvider>
      </QueryClientProvider>
    ) : (
      <App queryClient={queryClient} storages={storages} />
    ),
  );
  return { ...result, user, storages, queryClient };
}
