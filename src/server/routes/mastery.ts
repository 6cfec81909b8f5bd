import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findTeks } from '../../core/teks/catalogue';
import { errorBodySchema } from '../../contracts/errors';
import { masteryQuerySchema, masteryResponseSchema } from '../../contracts/practice';
import { requireUser } from '../auth/current-user';
import { gradeOf } from '../services/served-questions';
import { loadSkills, masterySnapshot } from '../services/skill-mastery';

/** The signed-in student's mastery of the skills of their grade, for the Practice Center's skill lists. */
export const masteryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mastery',
    {
      schema: {
        querystring: masteryQuerySchema,
        response: { 200: masteryResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { subject } = request.query;
      const grade = gradeOf(user);
      const skills = await loadSkills(app.db, user.id, subject);
      return {
        subject,
        grade,
        skills: [...skills.values()]
          .filter((state) => findTeks(state.teksCode, subject)?.grade === grade)
          .sort((a, b) => a.teksCode.localeCompare(b.teksCode, 'en', { numeric: true }))
          .map(masterySnapshot),
      };
    },
  );
};
