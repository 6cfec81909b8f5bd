import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Item } from '../../core/items/item-types';
import { toPublicItem } from '../../core/items/public-item';
import { errorBodySchema } from '../../contracts/errors';
import {
  generateGrade3MathRequestSchema,
  generateQuestionsRequestSchema,
  generateQuestionsResponseSchema,
} from '../../contracts/questions';
import { requireUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { generateQuestions, resolveSourceCodes } from '../services/question-generation';
import { recordGeneratedQuestions } from '../services/served-questions';

const responses = {
  200: generateQuestionsResponseSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Every item handed out is recorded as served to this student, under a random handle, so its answer
 * can be graded by POST /api/practice/answer (the Practice Center's fallback and Similar Question).
 */
async function serve(db: Db, userId: string, items: readonly Item[]) {
  const handles = await recordGeneratedQuestions(db, userId, items);
  return {
    success: true as const,
    questions: items.map((item, index) => toPublicItem(item, handles[index])),
  };
}

/**
 * Question generation. Items leave without their answer keys, explanations and hints (DESIGN.md,
 * principle 3): the server grades answers and serves hints one at a time.
 */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/questions/generate/grade3-math',
    { schema: { body: generateGrade3MathRequestSchema, response: responses } },
    async (request) => {
      const user = await requireUser(request);
      const body = request.body;
      // "Similar" keeps the student expectation and the difficulty, with new numbers and a new story.
      const codes =
        body.mode === 'similar'
          ? resolveSourceCodes(3, 'math', { teks: body.originalQuestion!.teksStandard })
          : resolveSourceCodes(3, 'math', { category: body.category });
      const difficulty = body.mode === 'similar' ? body.originalQuestion!.difficulty : body.difficulty;
      const interests = user.preferences.interests;
      const items = generateQuestions({ subject: 'math', codes, count: body.count, difficulty, interests });
      return serve(app.db, user.id, items);
    },
  );

  app.post(
    '/api/questions/generate',
    { schema: { body: generateQuestionsRequestSchema, response: responses } },
    async (request) => {
      const user = await requireUser(request);
      const { grade, subject, category, teks, count, difficulty, itemType } = request.body;
      const codes = resolveSourceCodes(grade, subject, { category, teks });
      const interests = user.preferences.interests;
      const items = generateQuestions({ subject, codes, count, difficulty, itemType, interests });
      return serve(app.db, user.id, items);
    },
  );
};
