import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contracts/errors';
import {
  generateStudyPlanRequestSchema,
  studyPlanParamsSchema,
  studyPlanSchema,
  studyPlansResponseSchema,
} from '../../contracts/study-plans';
import { requireUser } from '../auth/current-user';
import { requireStudentAccess } from '../auth/student-access';
import { generateStudyPlan, studyPlansOf } from '../services/study-plans';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};

/**
 * The AI study plan (spec section 7, issue 10). A plan is always made for the signed-in student, whatever
 * `userId` says; the list answers only for an id the caller may read.
 */
export const studyPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = () => ({ now: new Date(), timeZone: app.config.schoolTimeZone });

  app.post(
    '/api/study-plans/generate',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: generateStudyPlanRequestSchema, response: { 200: studyPlanSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return generateStudyPlan(app.db, app.ai, user, request.body, clock());
    },
  );

  app.get(
    '/api/study-plans/:userId',
    { schema: { params: studyPlanParamsSchema, response: { 200: studyPlansResponseSchema, ...errors } } },
    async (request) => {
      const viewer = await requireUser(request);
      const studentId = await requireStudentAccess(app.db, viewer, request.params.userId);
      return studyPlansOf(app.db, studentId, clock());
    },
  );
};
