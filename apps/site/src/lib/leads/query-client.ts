import { QueryClient } from '@tanstack/react-query';

/**
 * The site's react-query settings: data stays fresh for 5 minutes,
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

let shared: QueryClient | undefined;

/**
 * The page's one query client, created on first use. The lead forms pass it to `useMutation`
 * directly instead of through a provider at the root, so react-query loads with the forms'
 * lazy code rather than with every page (the initial JS budget).
 */
export function siteQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
