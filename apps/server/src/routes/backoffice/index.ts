/**
 * The back office: organizers and the super-admin. One hook for the whole folder: no valid token
 * is 401, a token of another role is 403. Each call then checks the event on the server.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventKeySchema } from '@raceday/domain/validation';
import { isAuthorized, organizerEventList, ALL_ADMIN_KEY } from '../../services/organizers';
import { requestLanguage } from '../../lib/language';

const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireRole('organizer', 'ssadmin'));

  app.post('/v1/organizer/event', async (req) => ({
    status: 'success' as const,
    body: await organizerEventList(app.db, req.user!, requestLanguage(req)),
  }));

  app.post(
    '/v1/organizer/authorization',
    { schema: { body: z.strictObject({ event_key: z.union([z.literal(ALL_ADMIN_KEY), eventKeySchema]) }) } },
    async (req) => ({
      status: 'success' as const,
      message: {
        is_authorization: (await isAuthorized(app.db, req.user!, req.body.event_key))
          ? ('Y' as const)
          : ('N' as const),
      },
    }),
  );
};

export default backofficeRoutes;
