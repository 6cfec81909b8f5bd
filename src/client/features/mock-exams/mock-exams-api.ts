import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Grade } from '../../../core/accounts/account';
import type {
  ExamAttempt,
  MockExam,
  StartExamResponse,
  examAttemptsResponseSchema,
  saveAnswerRequestSchema,
  saveAnswerResponseSchema,
  submitExamRequestSchema,
} from '../../../contracts/exams';
import { apiJson } from '../../lib/api';

export type ExamAttemptSummary = z.infer<typeof examAttemptsResponseSchema>[number];
export type SaveAnswerRequest = z.input<typeof saveAnswerRequestSchema>;
export type SaveAnswerResponse = z.infer<typeof saveAnswerResponseSchema>;
export type SubmitExamRequest = z.input<typeof submitExamRequestSchema>;

/** Spec section 7: the list is keyed by grade; the default fetch reads GET /api/mock-exams?grade=N. */
export function mockExamsQueryKey(grade: Grade) {
  return [`/api/mock-exams?grade=${grade}`] as const;
}

/** The default fetch turns this key into GET /api/exam-attempts (history, newest first). */
export const EXAM_ATTEMPTS_QUERY_KEY = ['/api/exam-attempts'] as const;

/** GET /api/exam-attempts/{id}: a finished attempt's results. */
export function examAttemptQueryKey(attemptId: string) {
  return ['/api/exam-attempts', attemptId] as const;
}

/** The exam being taken: the start (or resume) answer, cached by exam id while the view is open. */
export function examSessionQueryKey(examId: string) {
  return ['mock-exam-session', examId] as const;
}

export function useMockExams(grade: Grade) {
  return useQuery<MockExam[] | null>({ queryKey: mockExamsQueryKey(grade) });
}

export function useExamAttempts() {
  return useQuery<ExamAttemptSummary[] | null>({ queryKey: EXAM_ATTEMPTS_QUERY_KEY });
}

export function useExamAttempt(attemptId: string) {
  return useQuery<ExamAttempt | null>({ queryKey: examAttemptQueryKey(attemptId) });
}

/** POST /api/mock-exams/{id}/start: a new attempt, or the one in progress with its answers and time. */
export function startExam(examId: string): Promise<StartExamResponse> {
  return apiJson<StartExamResponse>('POST', `/api/mock-exams/${encodeURIComponent(examId)}/start`);
}

export function saveExamAnswer(
  attemptId: string,
  questionId: string,
  body: SaveAnswerRequest,
): Promise<SaveAnswerResponse> {
  return apiJson<SaveAnswerResponse>(
    'PUT',
    `/api/exam-attempts/${encodeURIComponent(attemptId)}/answers/${encodeURIComponent(questionId)}`,
    body,
  );
}

export function submitExam(body: SubmitExamRequest): Promise<ExamAttempt> {
  return apiJson<ExamAttempt>('POST', '/api/exam-attempts', body);
}

/**
 * Where an attempt in the address stands: finished (its results) or not among the finished ones (so
 * resume it with start). Checked before resuming, so a reload after the end never starts a second
 * attempt. The history is asked rather than GET /api/exam-attempts/{id}, whose 409 for an attempt in
 * progress the browser would log as a failed request on every reload.
 */
export type AttemptCheck = { state: 'finished'; attempt: ExamAttempt } | { state: 'in-progress' };

export async function checkAttempt(attemptId: string): Promise<AttemptCheck> {
  const finished = await apiJson<ExamAttemptSummary[]>('GET', '/api/exam-attempts');
  if (!finished.some((attempt) => attempt.id === attemptId)) return { state: 'in-progress' };
  const attempt = await apiJson<ExamAttempt>('GET', `/api/exam-attempts/${encodeURIComponent(attemptId)}`);
  return { state: 'finished', attempt };
}
