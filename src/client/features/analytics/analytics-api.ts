import { useQuery } from '@tanstack/react-query';
import type { Analytics } from '../../../contracts/progress';

/** The default fetch turns this key into GET /api/analytics (the signed-in student's own figures). */
export const ANALYTICS_QUERY_KEY = ['/api/analytics'] as const;

/**
 * Analytics sums up the work done on the practice and exam screens. Any answer or submit in this tab
 * marks it stale (PROGRESS_QUERY_PATHS in lib/query-client.ts), so the next visit asks again.
 */
export function useAnalytics() {
  return useQuery<Analytics | null>({ queryKey: ANALYTICS_QUERY_KEY });
}
