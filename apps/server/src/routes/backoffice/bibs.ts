/**
 * Bibs: the pick-up check at the race expo, the plan per race type, and giving the paid runners
 * their numbers. The pick-up check (search and hand-over) is open to the event's desk staff too;
 * the plan and the numbering need an organizer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignBibsSchema,
  bibPlanReplySchema,
  bibPlanSchema,
  bibsAssignedReplySchema,
  checkbibCheckSchema,
  checkbibScanReplySchema,
  checkbibScanSchema,
  checkbibSearchReplySchema,
  checkbibSearchSchema,
  checkbibCheckReplySchema,
} from '@raceday/domain/validation';
import { requestLanguage } from '../../lib/language';
import { contract, success } from '../../lib/replies';
import { message } from '../../lib/messages';
import { assignBibs, bibPlan } from '../../services/backoffice/bibs';
import { checkBib, scanRunnerForBib, searchRunnersForBib } from '../../services/backoffice/checkbib';
import { withDeskAccess } from '../../services/events/organizers';

const bibRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizer/checkbib-search',
    {
      schema: {
        summary: 'Kit pick-up: find runners',
        ...contract(checkbibSearchSchema, checkbibSearchReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) =>
      success(
        await withDeskAccess(() => searchRunnersForBib(app.db, req.user!, req.body, requestLanguage(req))),
      ),
  );

  // A runner's kit pick-up QR (order page, payment e-mail), scanned at the desk: their card.
  app.post(
    '/v1/organizer/checkbib-scan',
    {
      schema: {
        summary: "Kit pick-up: a runner's card from their QR code",
        ...contract(checkbibScanSchema, checkbibScanReplySchema, 400, 401, 403, 404, 409),
      },
    },
    async (req) =>
      success(
        await withDeskAccess(() =>
          scanRunnerForBib(
            app.db,
            req.user!,
            app.pickupCodes,
            { eventKey: req.body.event_key, code: req.body.code },
            requestLanguage(req),
          ),
        ),
      ),
  );

  app.post(
    '/v1/organizer/checkbib-checking',
    {
      schema: {
        summary: "Kit pick-up: hand over a runner's kit",
        ...contract(checkbibCheckSchema, checkbibCheckReplySchema, 400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      const { bibGiven } = await withDeskAccess(() =>
        checkBib(
          app.db,
          req.user!,
          {
            eventKey: req.body.event_key,
            orderUuid: req.body.order_uuid,
            runnerId: req.body.runner_id,
            collectedBy: req.body.collected_by,
          },
          lang,
        ),
      );
      return {
        status: 'success' as const,
        message: bibGiven
          ? message('checkbib.done_bib', lang, { bib: bibGiven })
          : message('checkbib.done', lang),
        bib_no: bibGiven,
      };
    },
  );

  app.post(
    '/v1/organizer/bib-plan',
    {
      schema: {
        summary: "An event's bib number plan per race type",
        ...contract(bibPlanSchema, bibPlanReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) => success(await bibPlan(app.db, req.user!, req.body.event_key, requestLanguage(req))),
  );

  app.post(
    '/v1/organizer/assign-bibs',
    {
      schema: {
        summary: 'Give the paid runners their bib numbers',
        ...contract(assignBibsSchema, bibsAssignedReplySchema, 400, 401, 403, 404),
      },
    },
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
