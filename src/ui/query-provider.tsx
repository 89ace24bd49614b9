import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Admin calls change data: never repeat one on its own.
      mutations: { retry: 0 },
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * React Query for the screens that call the API. Each such screen wraps itself in this, so
 * the library loads with the first of them instead of with the shell (bundle budget); all
 * share one client, and so one mutation cache, for the life of the tab. A client given above
 * (tests: a fresh one per render) or by `client` is used instead.
 */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (!client && outer) return children;
  shared ??= createQueryClient();
  return <QueryClientProvider client={client ?? shared}>{children}</QueryClientProvider>;
}
