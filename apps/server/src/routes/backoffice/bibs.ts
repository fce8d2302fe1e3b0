/** Bib numbers: the plan per race type, and giving the paid runners their numbers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignBibsSchema,
  bibPlanReplySchema,
  bibPlanSchema,
  bibsAssignedReplySchema,
} from '@raceday/domain/validation';
import { requestLanguage } from '../../lib/language';
import { contract } from '../../lib/replies';
import { message } from '../../lib/messages';
import { assignBibs, bibPlan } from '../../services/bibs';

const bibRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizer/bib-plan',
    { schema: contract(bibPlanSchema, bibPlanReplySchema, 400, 401, 403, 404) },
    async (req) => ({
      status: 'success' as const,
      body: await bibPlan(app.db, req.user!, req.body.event_key, requestLanguage(req)),
    }),
  );

  app.post(
    '/v1/organizer/assign-bibs',
    { schema: contract(assignBibsSchema, bibsAssignedReplySchema, 400, 401, 403, 404) },
    async (req) => {
      const result = await assignBibs(app.db, req.user!, req.body);
      const lang = requestLanguage(req);
      return {
        status: 'success' as const,
        message:
          result.assigned === 0
            ? message('bibs.none', lang)
            : message('bibs.assigned', lang, {
                n: result.assigned,
                first: result.first_bib ?? '',
                last: result.last_bib ?? '',
              }),
        body: result,
      };
    },
  );
};

export default bibRoutes;
