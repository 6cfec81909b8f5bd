import { useQuery } from '@tanstack/react-query';
import type { StudentAssignments } from '../../../contracts/classrooms';
import type { Dashboard } from '../../../contracts/progress';

/** The default fetch turns this key into GET /api/dashboard. */
export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const;

/**
 * The dashboard sums up work done on every other screen (answers, exams, badges). Any answer or submit
 * marks it stale (PROGRESS_QUERY_PATHS in lib/query-client.ts), so the next visit asks the server
 * while the figures cached from the last one show instead of a skeleton.
 */
export function useDashboard() {
  return useQuery<Dashboard | null>({ queryKey: DASHBOARD_QUERY_KEY });
}

/** The default fetch turns this key into GET /api/assignments (the student's class assignments). */
export const STUDENT_ASSIGNMENTS_QUERY_KEY = ['/api/assignments'] as const;

export function useStudentAssignments() {
  return useQuery<StudentAssignments | null>({ queryKey: STUDENT_ASSIGNMENTS_QUERY_KEY });
}
