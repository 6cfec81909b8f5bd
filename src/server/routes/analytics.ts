import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contracts/errors';
import { analyticsSchema } from '../../contracts/progress';
import { requireUser } from '../auth/current-user';
import { studentAnalytics } from '../services/analytics';
import { gradeOf } from '../services/served-questions';

/**
 * The analytics screen of the signed-in student. The request names nobody: the figures are always the
 * caller's own, so there is no id to swap for another student's.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/analytics',
    { schema: { response: { 200: analyticsSchema, 401: errorBodySchema } } },
    async (request) => {
      const user = await requireUser(request);
      return studentAnalytics(
        app.db,
        { id: user.id, grade: gradeOf(user) },
        app.config.schoolTimeZone,
        new Date(),
      );
    },
  );
};
