/**
 * Personal data after the race (services/purge.ts): the event's organizer or the super-admin sees
 * and sets the schedule, and purges by hand after race day with a typed confirmation.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplies,
  purgeRunReplySchema,
  purgeRunSchema,
  purgeScheduleSchema,
  purgeStateReplySchema,
  purgeStatusSchema,
} from '@raceday/domain/validation';
import { purgePersonalData, purgeState, setPurgeSchedule } from '../../services/purge';

const purgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizer/purge-personal-data/status',
    {
      schema: {
        summary: "When the event's personal data is purged, and whether it was",
        body: purgeStatusSchema,
        response: { 200: purgeStateReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      body: await purgeState(app.db, req.user!, req.body.event_key),
    }),
  );

  app.post(
    '/v1/organizer/purge-personal-data/schedule',
    {
      schema: {
        summary: 'Days after race day the personal data is purged automatically (null: never)',
        body: purgeScheduleSchema,
        response: { 200: purgeStateReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      body: await setPurgeSchedule(app.db, req.user!, req.body.event_key, req.body.purge_after_days),
    }),
  );

  app.post(
    '/v1/organizer/purge-personal-data',
    {
      schema: {
        summary: "Purge the event's personal data now (after race day; confirm = the event key)",
        body: purgeRunSchema,
        response: { 200: purgeRunReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      body: await purgePersonalData(
        app.db,
        app.storage,
        req.user!,
        { eventKey: req.body.event_key, confirm: req.body.confirm },
        req.log,
      ),
    }),
  );
};

export default purgeRoutes;
