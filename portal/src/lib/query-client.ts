// TanStack Query with the retry policy of spec §9 (the domain's `shouldRetry`): queries are reads and
// get one retry on 408/409/425/429/500/502/503/504; mutations are writes and are never retried.
// Failures also turn the loading bar red.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '@valik/domain';
import { loadingBar } from '@valik/ui/loading-bar/controller';
import { ApiError } from './http.ts';

/** TanStack's `retry` callback: `failureCount` is the number of failures so far (1 after the first). */
export function retryRead(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && shouldRetry('GET', error.status, failureCount - 1);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: () => loadingBar.fail() }),
    mutationCache: new MutationCache({ onError: () => loadingBar.fail() }),
    defaultOptions: {
      queries: { retry: retryRead, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
