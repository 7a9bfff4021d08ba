import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The site's react-query settings (spec §9, the "other reading"): data stays fresh for 5 minutes,
 * is kept 30 minutes, one retry, no refetch on window focus. Mutations (lead posts) never retry:
 * a repeat could send the same lead twice, and the server's outbox already retries delivery.
 */
export const QUERY_CLIENT_DEFAULTS = {
  queries: { staleTime: 300_000, gcTime: 1_800_000, retry: 1, refetchOnWindowFocus: false },
  mutations: { retry: 0 },
} as const;

/** A query client with the site's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS });
}

/** Provides one query client per app instance (per prerendered page, per browser tab). */
export function SiteQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
