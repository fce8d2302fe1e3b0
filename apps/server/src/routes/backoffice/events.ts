/** The organizer's events and the per-event authorization check of the back-office pages. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorizationReplySchema,
  errorReplies,
  eventKeySchema,
  organizerEventsReplySchema,
} from '@raceday/domain/validation';
import { isAuthorized, organizerEventList, ALL_ADMIN_KEY } from '../../services/events/organizers';
import { requestLanguage } from '../../lib/language';
import { contract, success } from '../../lib/replies';

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizer/event',
    {
      schema: {
        summary: "The caller's events",
        response: { 200: organizerEventsReplySchema, ...errorReplies(401) },
      },
    },
    async (req) => success(await organizerEventList(app.db, req.user!, requestLanguage(req))),
  );

  app.post(
    '/v1/organizer/authorization',
    {
      schema: {
        summary: 'Whether the caller may manage an event',
        ...contract(
          z.strictObject({ event_key: z.union([z.literal(ALL_ADMIN_KEY), eventKeySchema]) }),
          authorizationReplySchema,
          400,
          401,
          404,
        ),
      },
    },
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

export default eventRoutes;
