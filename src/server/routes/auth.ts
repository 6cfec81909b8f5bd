import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contracts/errors';
import {
  devLoginRequestSchema,
  logoutResponseSchema,
  setupAccountRequestSchema,
  userSchema,
} from '../../contracts/user';
import { requireUser } from '../auth/current-user';
import { signIn, signOut } from '../auth/sessions';
import { starPowerBalance } from '../db/users';
import { presentUser } from '../presenters/user';
import { completeAccountSetup, createGuestAccount } from '../services/accounts';
import { createDemoStudent } from '../services/demo-accounts';

export interface AuthRouteOptions {
  /** Guest accounts one address may create per minute; a whole class shares one school address. */
  accountCreationPerMinute: number;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const cookies = { secure: app.config.secureCookies };

  app.get('/api/auth/user', { schema: { response: { 200: userSchema, ...errors } } }, async (request) => {
    const user = await requireUser(request);
    return presentUser(user, await starPowerBalance(app.db, user.id));
  });

  app.post(
    '/api/auth/dev-login',
    {
      config: { rateLimit: { max: options.accountCreationPerMinute, timeWindow: '1 minute' } },
      schema: { body: devLoginRequestSchema, response: { 200: userSchema, ...errors } },
    },
    async (request, reply) => {
      const { accountType, demo } = request.body;
      const user =
        demo === true
          ? await createDemoStudent(app.db, { now: new Date(), timeZone: app.config.schoolTimeZone })
          : await createGuestAccount(app.db, accountType);
      await signIn(app.db, request, reply, user.id, cookies);
      return presentUser(user, demo === true ? await starPowerBalance(app.db, user.id) : 0);
    },
  );

  app.post(
    '/api/auth/setup-account',
    { schema: { body: setupAccountRequestSchema, response: { 200: userSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const updated = await completeAccountSetup(app.db, user, request.body);
      return presentUser(updated, await starPowerBalance(app.db, user.id));
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await signOut(app.db, request, reply, cookies);
      return { success: true as const };
    },
  );

  // Browser navigation (parent and teacher Sign Out): end the session, then go to the landing page.
  // A link on another site must not sign a child out, so a navigation the browser marks as coming from
  // elsewhere only lands on the home page.
  app.get('/api/logout', async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (site === undefined || site === 'same-origin' || site === 'none')
      await signOut(app.db, request, reply, cookies);
    return reply.redirect('/');
  });
};
