import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '../../contracts/errors';
import {
  chatRequestSchema,
  chatResponseSchema,
  explainRequestSchema,
  explainResponseSchema,
  novaMessagesResponseSchema,
} from '../../contracts/nova';
import { requireUser } from '../auth/current-user';
import { SESSION_COOKIE } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { chatWithNova, explainForStudent, novaTranscript } from '../services/nova';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

export interface NovaRouteOptions {
  /** Chat messages one student may send a minute (tests lower it). */
  chatPerMinute?: number;
}

/**
 * Per student: the session names who is asking before the route looks them up. Its hash is the key, so
 * the limiter's memory never holds a usable session token.
 */
const perStudent = (request: FastifyRequest) => {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : request.ip;
};

/**
 * Nova (issue 10): Ask NovaBot's explanation (spec section 7), the chat and its transcript. A student
 * reads only their own conversation here; parents and teachers read it through their own routes.
 */
export const novaRoutes: FastifyPluginAsyncZod<NovaRouteOptions> = async (app, options) => {
  const chatPerMinute = options.chatPerMinute ?? 12;
  const clock = () => ({ now: new Date(), timeZone: app.config.schoolTimeZone });

  app.post(
    '/api/nova/explain',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perStudent } },
      schema: { body: explainRequestSchema, response: { 200: explainResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return explainForStudent(app.db, app.ai, user, request.body);
    },
  );

  app.post(
    '/api/nova/chat',
    {
      config: { rateLimit: { max: chatPerMinute, timeWindow: '1 minute', keyGenerator: perStudent } },
      schema: { body: chatRequestSchema, response: { 200: chatResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return chatWithNova(app.db, app.ai, user, request.body, clock());
    },
  );

  app.get(
    '/api/nova/messages',
    { schema: { response: { 200: novaMessagesResponseSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return { messages: await novaTranscript(app.db, user.id, 50) };
    },
  );
};
