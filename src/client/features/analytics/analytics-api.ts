import { useQuery } from '@tanstack/react-query';
import type { Analytics } from '../../../contracts/progress';

/** The default fetch turns this key into GET /api/analytics (the signed-in student's own figures). */
export const ANALYTICS_QUERY_KEY = ['/api/analytics'] as const;

/**
 * Analytics sums up the work done on the practice and exam screens, so opening it always asks the
 * server (as the dashboard does); the figures cached from the last visit show meanwhile.
 */
export function useAnalytics() {
  return useQuery<Analytics | null>({ queryKey: ANALYTICS_QUERY_KEY, refetchOnMount: 'always' });
}
