/**
 * Personal data after the race (services/people/purge.ts): the event's organizer or the super-admin sees
 * and sets the schedule, and purges by hand after race day with a typed confirmation.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  purgeRunReplySchema,
  purgeRunSchema,
  purgeScheduleSchema,
  purgeStateReplySchema,
  purgeStatusSchema,
} from '@raceday/domain/validation';
import { purgePersonalData, purgeState, setPurgeSchedule } from '../../services/people/purge';
import { contract, success } from '../../lib/replies';

const purgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizer/purge-personal-data/status',
    {
      schema: {
        summary: "When the event's personal data is purged, and whether it was",
        ...contract(purgeStatusSchema, purgeStateReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) => success(await purgeState(app.db, req.user!, req.body.event_key)),
  );

  app.post(
    '/v1/organizer/purge-personal-data/schedule',
    {
      schema: {
        summary: 'Days after race day the personal data is purged automatically (null: never)',
        ...contract(purgeScheduleSchema, purgeStateReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) =>
      success(await setPurgeSchedule(app.db, req.user!, req.body.event_key, req.body.purge_after_days)),
  );

  app.post(
    '/v1/organizer/purge-personal-data',
    {
      schema: {
        summary: "Purge the event's personal data now (after race day; confirm = the event key)",
        ...contract(purgeRunSchema, purgeRunReplySchema, 400, 401, 403, 404, 409),
      },
    },
    async (req) =>
      success(
        await purgePersonalData(
          app.db,
          app.storage,
          req.user!,
          { eventKey: req.body.event_key, confirm: req.body.confirm },
          req.log,
        ),
      ),
  );
};

export default purgeRoutes;
