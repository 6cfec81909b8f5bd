import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PublicItem } from '../../../core/items/item-types';
import type { Grade, Subject } from '../../../core/teks/teks-types';
import type { ExplainRequest, ExplainResponse } from '../../../contracts/nova';
import type {
  AnswerRequest,
  AnswerResponse,
  MasteryResponse,
  StartFreshSessionRequest,
  getSessionQuestionResponseSchema,
  startFreshSessionResponseSchema,
} from '../../../contracts/practice';
import type {
  generateQuestionsResponseSchema,
  teksCategoriesResponseSchema,
} from '../../../contracts/questions';
import { apiJson } from '../../lib/api';

/** The Practice Center's calls (spec section 7 and src/contracts/practice.ts). */

export type TeksCategoriesResponse = z.infer<typeof teksCategoriesResponseSchema>;
export type PracticeCard = TeksCategoriesResponse['categories'][number];
type StartFreshSessionResponse = z.infer<typeof startFreshSessionResponseSchema>;
export type SessionQuestionResponse = z.infer<typeof getSessionQuestionResponseSchema>;
type GenerateQuestionsResponse = z.infer<typeof generateQuestionsResponseSchema>;

/** GET /api/teks/grade{N}-{subject}/categories: the cards, their TEKS lists and the codes with questions. */
export function useTeksCategories(grade: Grade, subject: Subject) {
  return useQuery<TeksCategoriesResponse | null>({
    queryKey: [`/api/teks/grade${grade}-${subject}/categories`],
  });
}

/** The cache key of GET /api/mastery?subject=…; refreshed after every graded answer. */
export function masteryQueryKey(subject: Subject) {
  return [`/api/mastery?subject=${subject}`] as const;
}

export function useMastery(subject: Subject) {
  return useQuery<MasteryResponse | null>({ queryKey: masteryQueryKey(subject) });
}

export function startFreshSession(body: StartFreshSessionRequest): Promise<StartFreshSessionResponse> {
  return apiJson<StartFreshSessionResponse>('POST', '/api/practice/start-fresh-session', body);
}

export function getSessionQuestion(sessionId: string, category: string): Promise<SessionQuestionResponse> {
  return apiJson<SessionQuestionResponse>('POST', '/api/practice/get-session-question', {
    sessionId,
    category,
  });
}

export function answerQuestion(body: AnswerRequest): Promise<AnswerResponse> {
  return apiJson<AnswerResponse>('POST', '/api/practice/answer', body);
}

/** POST /api/nova/explain: NovaBot's explanation of an answered question (409 before an answer). */
export function explainAnswer(body: ExplainRequest): Promise<ExplainResponse> {
  return apiJson<ExplainResponse>('POST', '/api/nova/explain', body);
}

async function firstQuestion(path: string, body: unknown): Promise<PublicItem> {
  const response = await apiJson<GenerateQuestionsResponse>('POST', path, body);
  const item = response.questions[0];
  if (!item) throw new Error('The question generator sent no question.');
  return item;
}

/** Spec section 4: when a session cannot start, one question is generated for the card instead. */
export function generateFallbackQuestion(
  grade: Grade,
  subject: Subject,
  category: string,
): Promise<PublicItem> {
  if (grade === 3 && subject === 'math')
    return firstQuestion('/api/questions/generate/grade3-math', { category, count: 1, mode: 'specific' });
  return firstQuestion('/api/questions/generate', { grade, subject, category, count: 1 });
}

/** Similar Question: the same skill and difficulty, new numbers and a new story. */
export function generateSimilarQuestion(item: PublicItem, category: string): Promise<PublicItem> {
  if (item.grade === 3 && item.subject === 'math')
    return firstQuestion('/api/questions/generate/grade3-math', {
      category,
      count: 1,
      mode: 'similar',
      originalQuestion: {
        questionText: item.stem,
        teksStandard: item.teksCode,
        difficulty: item.difficulty,
        format: item.visual ? 'visual' : 'text',
      },
    });
  return firstQuestion('/api/questions/generate', {
    grade: item.grade,
    subject: item.subject,
    teks: item.teksCode,
    count: 1,
    mode: 'similar',
    difficulty: item.difficulty,
  });
}
