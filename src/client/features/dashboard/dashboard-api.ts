import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../contracts/progress';

/** The default fetch turns this key into GET /api/dashboard. */
export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const;

/**
 * The dashboard sums up work done on every other screen (answers, exams, badges), so opening it always
 * asks the server; the figures cached from the last visit show meanwhile instead of a skeleton.
 */
export function useDashboard() {
  return useQuery<Dashboard | null>({ queryKey: DASHBOARD_QUERY_KEY, refetchOnMount: 'always' });
}
