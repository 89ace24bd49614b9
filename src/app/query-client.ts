import { QueryClient } from '@tanstack/react-query';

/** The tab's one client, made by main.tsx and passed to <App>; tests make a fresh one each. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Admin calls change data: never repeat one on its own.
      mutations: { retry: 0 },
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
