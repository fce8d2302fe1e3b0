import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkParticipateLimitSchema, eventKeySchema } from '@raceday/domain/validation';
import { getEventDetail, listEvents, participationAvailability } from '../../services/events';
import { supportContacts } from '../../config';
import { requestLanguage } from '../../lib/language';
import { message } from '../../lib/messages';

/** The event key in a path, or the seeds' numeric {event_id}. */
const eventRef = z.union([z.string().regex(/^\d{1,9}$/), eventKeySchema]);

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // What every page may show about the site itself: its help channels (SUPPORT_* settings).
  app.get('/v1/site', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { status: 'success' as const, body: { support: supportContacts(app.config) } };
  });

  // The seed reads a bare array here.
  app.get('/v1/events', async () => listEvents(app.db));

  app.get(
    '/v1/events/initial/:event_id',
    { schema: { params: z.object({ event_id: eventRef }) } },
    async (req) => ({
      status: 'success' as const,
      body: [await getEventDetail(app.db, req.params.event_id)],
    }),
  );

  app.get(
    '/v1/events/:event_key',
    { schema: { params: z.object({ event_key: eventRef }) } },
    async (req) => ({
      status: 'success' as const,
      ...(await getEventDetail(app.db, req.params.event_key)),
    }),
  );

  app.post(
    '/v1/order/check-participate-limit',
    { schema: { body: checkParticipateLimitSchema } },
    async (req) => {
      const { canCreateOrder, placesLeft } = await participationAvailability(app.db, req.body.event_key);
      return {
        status: 'success' as const,
        can_create_order: canCreateOrder ? ('Y' as const) : ('N' as const),
        places_left: placesLeft,
        ...(canCreateOrder ? {} : { message: message('event.full', requestLanguage(req)) }),
      };
    },
  );
};

export default eventRoutes;
