import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '@tulia/shared/api-client';
import { useState, type ReactNode } from 'react';

/**
 * The admin branch's cache. A list stays fresh for a few seconds (moving between pages and
 * back does not refetch at once), is refetched when the window regains focus, and a lost
 * connection is retried once; an answer from the server (a 403, a 500) is shown at once.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        retry: (failures, error) => failures < 1 && isApiError(error) && error.kind === 'network',
        retryDelay: 500,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/** Gives the admin screens one cache; the shell puts it around the admin branch only. */
export function AdminDataProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [own] = useState(() => client ?? createAdminQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
