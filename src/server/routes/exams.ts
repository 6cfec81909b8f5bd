import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contracts/errors';
import {
  examAttemptParamsSchema,
  examAttemptSchema,
  examAttemptsResponseSchema,
  mockExamsQuerySchema,
  mockExamsResponseSchema,
  saveAnswerParamsSchema,
  saveAnswerRequestSchema,
  saveAnswerResponseSchema,
  startExamResponseSchema,
  submitExamRequestSchema,
} from '../../contracts/exams';
import { requireUser } from '../auth/current-user';
import {
  examHistory,
  examResults,
  listMockExams,
  saveExamAnswer,
  startExam,
  submitExam,
} from '../services/exam-attempts';
import { warmExamForms } from '../services/exam-forms';
import { gradeOf } from '../services/served-questions';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Any id is looked up; one that names no exam is a 404, not a 400. */
const startParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/**
 * Mock exams (issue 7): the list, start/resume, autosave, submit, history and results. The server keeps
 * the attempt, its deadline and every saved answer; it grades and scores.
 */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  // The fixed forms, assembled once before the first request.
  warmExamForms(app.log);
  // Grading an exam pays the day's challenges, and the day is the school's.
  const { schoolTimeZone } = app.config;

  app.get(
    '/api/mock-exams',
    { schema: { querystring: mockExamsQuerySchema, response: { 200: mockExamsResponseSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return listMockExams(app.db, user, request.query.grade ?? gradeOf(user), new Date(), schoolTimeZone);
    },
  );

  app.post(
    '/api/mock-exams/:id/start',
    { schema: { params: startParamsSchema, response: { 200: startExamResponseSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return startExam(app.db, user, request.params.id, new Date(), schoolTimeZone);
    },
  );

  app.put(
    '/api/exam-attempts/:attemptId/answers/:questionId',
    {
      schema: {
        params: saveAnswerParamsSchema,
        body: saveAnswerRequestSchema,
        response: { 200: saveAnswerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return saveExamAnswer(app.db, user, { ...request.params, ...request.body }, new Date(), schoolTimeZone);
    },
  );

  app.post(
    '/api/exam-attempts',
    { schema: { body: submitExamRequestSchema, response: { 200: examAttemptSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return submitExam(app.db, user, request.body, new Date(), schoolTimeZone);
    },
  );

  app.get(
    '/api/exam-attempts',
    { schema: { response: { 200: examAttemptsResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      const user = await requireUser(request);
      return examHistory(app.db, user, new Date(), schoolTimeZone);
    },
  );

  app.get(
    '/api/exam-attempts/:attemptId',
    { schema: { params: examAttemptParamsSchema, response: { 200: examAttemptSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return examResults(app.db, user, request.params.attemptId, new Date(), schoolTimeZone);
    },
  );
};
