import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findTeks, isTested } from '../../core/teks/catalogue';
import { practiceCategories } from '../../core/teks/practice-categories';
import type { Grade, Subject } from '../../core/teks/teks-types';
import { errorBodySchema } from '../../contracts/errors';
import { teksCategoriesParamsSchema, teksCategoriesResponseSchema } from '../../contracts/questions';
import { requireUser } from '../auth/current-user';
import { codesWithQuestions } from '../services/item-source';

/** The Practice Center's cards for one grade and subject, built once: the catalogue never changes at run time. */
function buildCategories(grade: Grade, subject: Subject) {
  return {
    grade,
    subject,
    categories: practiceCategories(grade, subject).map((category) => ({
      ...category,
      skills: category.teksCodes.map((code) => {
        const entry = findTeks(code, subject)!;
        return { code, skillName: entry.skillName, tested: isTested(entry) };
      }),
      availableCodes: codesWithQuestions(category.itemSourceCodes, subject),
    })),
  };
}

const CATEGORIES = new Map(
  ([3, 4, 5] as const).flatMap((grade) =>
    (['math', 'reading'] as const).map((subject) => [
      `grade${grade}-${subject}`,
      buildCategories(grade, subject),
    ]),
  ),
);

export const teksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/teks/:gradeSubject/categories',
    {
      schema: {
        params: teksCategoriesParamsSchema,
        response: { 200: teksCategoriesResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await requireUser(request);
      return CATEGORIES.get(request.params.gradeSubject)!;
    },
  );
};
