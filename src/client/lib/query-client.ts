import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Spec section 9: never retry, data fresh for 5 minutes, no refetch on focus, no polling. */
export const FRESH_FOR_MS = 300_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
