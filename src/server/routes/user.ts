import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contracts/errors';
import { updateProfileRequestSchema, updateSettingsRequestSchema, userSchema } from '../../contracts/user';
import { requireUser } from '../auth/current-user';
import { starPowerBalance, updateUser } from '../db/users';
import { presentUser } from '../presenters/user';

const responses = { 200: userSchema, 400: errorBodySchema, 401: errorBodySchema };

/** A user changes only their own profile and settings: the id always comes from the session. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/user/profile',
    { schema: { body: updateProfileRequestSchema, response: responses } },
    async (request) => {
      const user = await requireUser(request);
      const updated = await updateUser(app.db, user.id, request.body);
      return presentUser(updated, await starPowerBalance(app.db, user.id));
    },
  );

  app.patch(
    '/api/user/settings',
    { schema: { body: updateSettingsRequestSchema, response: responses } },
    async (request) => {
      const user = await requireUser(request);
      const updated = await updateUser(app.db, user.id, {
        grade: request.body.grade,
        preferences: {
          ...request.body.preferences,
          interests: request.body.preferences.interests ?? user.preferences.interests ?? [],
        },
      });
      return presentUser(updated, await starPowerBalance(app.db, user.id));
    },
  );
};
