import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

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
 * share one client, and so one mutation cache, for the life of the tab.
 */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  shared ??= createQueryClient();
  return <QueryClientProvider client={client ?? shared}>{children}</QueryClientProvider>;
}
