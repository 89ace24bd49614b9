import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AppShell, LoadingScreen } from './app-shell.tsx';
import { LoadBoundary } from './load-boundary.tsx';
import { ConnectionProvider, useConnection } from '../connection/connection-context.tsx';
import type { ConnectionStorages } from '../connection/storage.ts';
import { AnnouncerProvider } from '../ui/live-region.tsx';
import { NavigatedContext } from '../ui/page.tsx';
import { PATHS } from '../paths.ts';
import { NotFoundPage, ROUTES } from './routes.ts';

/** `/`: a new person goes to Connection (which welcomes them), everyone else to Add device. */
function Home() {
  const { connections } = useConnection();
  return <Redirect to={connections.length === 0 ? PATHS.connection : PATHS.add} replace />;
}

/**
 * Whether the person has navigated since the page loaded, so screens move focus to their h1
 * only then. The redirect from `/` still counts as the first load.
 */
function useNavigated(): boolean {
  const [location] = useLocation();
  const [state, setState] = useState({ location, navigated: false });
  // Adjusting state while rendering: React renders again at once, before any child commits.
  if (state.location !== location) {
    setState({ location, navigated: state.navigated || state.location !== '/' });
  }
  return state.navigated;
}

function AppRoutes() {
  const navigated = useNavigated();
  const [location] = useLocation();
  return (
    <NavigatedContext.Provider value={navigated}>
      <LoadBoundary key={location}>
        <Suspense fallback={<LoadingScreen />}>
          <Switch>
            <Route path="/" component={Home} />
            {ROUTES.map((route) => (
              <Route key={route.path} path={route.path} component={route.screen} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </LoadBoundary>
    </NavigatedContext.Provider>
  );
}

export interface AppProps {
  /** The tab's React Query client (main.tsx makes one; tests a fresh one each). */
  queryClient: QueryClient;
  /** Tests pass fresh storages; the app uses the window's. */
  storages?: ConnectionStorages;
}

export function App({ queryClient, storages }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider storages={storages}>
          <AnnouncerProvider>
            <AppShell>
              <AppRoutes />
            </AppShell>
          </AnnouncerProvider>
        </ConnectionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
