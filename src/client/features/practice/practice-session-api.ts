import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Grade } from '../../../core/accounts/account';
import type { Subject } from '../../../core/teks/teks-types';
import type {
  StartPracticeRequest,
  StartPracticeResponse,
  SubmitPracticeResponse,
  practiceHistoryResponseSchema,
  submitPracticeRequestSchema,
} from '../../../contracts/practice';
import type { User } from '../../../contracts/user';
import { apiJson } from '../../lib/api';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';
import type { TeksCategoriesResponse } from './practice-session-skills';

export type PracticeHistoryResponse = z.infer<typeof practiceHistoryResponseSchema>;
export type SubmitPracticeRequest = z.input<typeof submitPracticeRequestSchema>;

/** The default fetch turns this key into GET /api/practice/history (spec section 7). */
export const PRACTICE_HISTORY_QUERY_KEY = ['/api/practice/history'] as const;

export function startPractice(body: StartPracticeRequest): Promise<StartPracticeResponse> {
  return apiJson<StartPracticeResponse>('POST', '/api/practice/start', body);
}

/** POST /api/assignments/{id}/start: a teacher's assignment as a practice set, answered like any other. */
export function startAssignment(assignmentId: string): Promise<StartPracticeResponse> {
  return apiJson<StartPracticeResponse>('POST', `/api/assignments/${encodeURIComponent(assignmentId)}/start`);
}

export function submitPractice(body: SubmitPracticeRequest): Promise<SubmitPracticeResponse> {
  return apiJson<SubmitPracticeResponse>('POST', '/api/practice/submit', body);
}

export function usePracticeHistory() {
  return useQuery<PracticeHistoryResponse | null>({ queryKey: PRACTICE_HISTORY_QUERY_KEY });
}

/** GET /api/teks/grade{N}-{subject}/categories: the skills for the one-skill picker. */
export function useTeksCategories(grade: Grade, subject: Subject) {
  return useQuery<TeksCategoriesResponse | null>({
    queryKey: [`/api/teks/grade${grade}-${subject}/categories`],
  });
}

/** The signed-in user as the app already loaded it (the grade decides which questions are served). */
export function useSignedInUser(): User | null {
  const { data } = useQuery<User | null>({ queryKey: CURRENT_USER_QUERY_KEY });
  return data ?? null;
}
