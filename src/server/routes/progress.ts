import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contracts/errors';
import { dashboardSchema, starPowerPanelSchema } from '../../contracts/progress';
import { requireUser } from '../auth/current-user';
import { dashboard, starPowerPanel } from '../services/dashboard';

/**
 * Progress screens (issue 8): the header's StarPower panel and the student dashboard. Neither takes a
 * user id: each answers with the signed-in account's own figures, whatever its account type, so nobody
 * can ask for another student's.
 */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = () => ({ now: new Date(), timeZone: app.config.schoolTimeZone });

  app.get(
    '/api/star-power',
    { schema: { response: { 200: starPowerPanelSchema, 401: errorBodySchema } } },
    async (request) => {
      const user = await requireUser(request);
      return starPowerPanel(app.db, user.id, clock());
    },
  );

  app.get(
    '/api/dashboard',
    { schema: { response: { 200: dashboardSchema, 401: errorBodySchema } } },
    async (request) => {
      const user = await requireUser(request);
      return dashboard(app.db, user, clock());
    },
  );
};
