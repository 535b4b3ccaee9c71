// TanStack Query for the /user pages (the /auth pages read no data through it): the one query client,
// made when the first /user page opens and kept for the tab, and its fetches and writes on the loading
// bar. Loaded with the user layout, so a visitor's first page (the login) carries no TanStack Query.
import type { ReactNode } from 'react';
import { QueryClientProvider, useIsFetching, useIsMutating, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client.ts';
import { useReportBusy } from '@valik/ui/loading-bar';

let client: QueryClient | null = null;

/** The portal's query client (one per tab). */
export function portalQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

function QueryActivity() {
  useReportBusy('queries', useIsFetching() + useIsMutating() > 0);
  return null;
}

export function QueryLayer({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={portalQueryClient()}>
      <QueryActivity />
      {children}
    </QueryClientProvider>
  );
}
