import { useQuery } from '@tanstack/react-query';
import type { GenerateStudyPlanRequest, StudyPlanView } from '../../../contracts/study-plans';
import { apiJson } from '../../lib/api';

/** The default fetch joins the key into GET /api/study-plans/{userId}: the student's plans, newest first. */
export function studyPlansQueryKey(userId: string) {
  return ['/api/study-plans', userId] as const;
}

/**
 * The spec sends a fixed demo id here; we send the signed-in user's own, the only one the server
 * answers for (any other gets a 403).
 */
export function useStudyPlans(userId: string) {
  return useQuery<StudyPlanView[] | null>({ queryKey: studyPlansQueryKey(userId) });
}

/** POST /api/study-plans/generate: the server builds the plan from the student's mastery and stores it. */
export function generateStudyPlan(body: GenerateStudyPlanRequest): Promise<StudyPlanView> {
  return apiJson<StudyPlanView>('POST', '/api/study-plans/generate', body);
}
