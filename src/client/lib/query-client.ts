import { MutationCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Spec section 9: never retry, data fresh for 5 minutes, no refetch on focus, no polling. */
export const FRESH_FOR_MS = 300_000;

/**
 * Screens whose figures any answer, submit or save can change. Their data is kept fresh like the rest,
 * but every successful mutation marks it stale, so coming back from practice shows the new figures
 * without refetching on every visit (which section 9's five minutes rule out).
 */
export const PROGRESS_QUERY_PATHS: readonly string[] = [
  '/api/dashboard',
  '/api/star-power',
  '/api/analytics',
  // StarPower earned anywhere can make a StarSpace chapter unlockable.
  '/api/space/progress',
  // A finished assignment's status and best score on the student's dashboard.
  '/api/assignments',
];

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () =>
        client.invalidateQueries({
          predicate: (query) => PROGRESS_QUERY_PATHS.includes(String(query.queryKey[0])),
        }),
    }),
    defaultOptions: {
      queries: {
        // Spec sections 7 and 8: a 401 on the default fetch yields null, meaning "not signed in".
        // A screen using the default fetch must therefore treat null data as signed out.
        queryFn: getQueryFn<unknown>({ on401: 'returnNull' }),
        retry: false,
        staleTime: FRESH_FOR_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return client;
}
