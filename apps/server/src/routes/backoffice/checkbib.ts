/** The bib pick-up check at the race expo. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkbibCheckSchema,
  checkbibSearchReplySchema,
  checkbibSearchSchema,
  messageReplySchema,
} from '@raceday/domain/validation';
import { requestLanguage } from '../../lib/language';
import { contract } from '../../lib/replies';
import { message } from '../../lib/messages';
import { checkBib, searchRunnersForBib } from '../../services/checkbib';

const checkbibRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizer/checkbib-search',
    { schema: contract(checkbibSearchSchema, checkbibSearchReplySchema, 400, 401, 403, 404) },
    async (req) => ({
      status: 'success' as const,
      body: await searchRunnersForBib(app.db, req.user!, req.body, requestLanguage(req)),
    }),
  );

  app.post(
    '/v1/organizer/checkbib-checking',
    { schema: contract(checkbibCheckSchema, messageReplySchema, 400, 401, 403, 404, 409) },
    async (req) => {
      const lang = requestLanguage(req);
      await checkBib(
        app.db,
        req.user!,
        { eventKey: req.body.event_key, orderUuid: req.body.order_uuid, runnerId: req.body.runner_id },
        lang,
      );
      return { status: 'success' as const, message: message('checkbib.done', lang) };
    },
  );
};

export default checkbibRoutes;
