import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contracts/errors';
import { passageParamsSchema, passageResponseSchema } from '../../contracts/practice';
import { requireUser } from '../auth/current-user';
import { readingBank } from '../content/reading-bank';
import { notFound } from '../errors';

/** The passages reading questions are about: what the student reads, nothing about the questions. */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  const bank = readingBank();
  app.get(
    '/api/reading/passages/:passageId',
    {
      schema: {
        params: passageParamsSchema,
        response: {
          200: passageResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      await requireUser(request);
      const passage = bank.publicPassage(request.params.passageId);
      if (!passage) throw notFound('No such reading passage.');
      return passage;
    },
  );
};
