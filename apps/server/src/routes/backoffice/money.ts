/**
 * Money after the fact (services/money/refunds.ts): refund a paid order in full or in part, cancel a paid
 * order, and settle money that arrived for a closed order (restore it as paid, or refund it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatBaht } from '@raceday/domain';
import { z } from 'zod';
import {
  apiLanguageSchema,
  cancelOrderSchema,
  eventKeySchema,
  messageReplySchema,
  payoutReplySchema,
  refundOrderSchema,
} from '@raceday/domain/validation';
import { requestLanguage } from '../../lib/language';
import { payoutReport, payoutXlsx } from '../../services/money/payouts';
import { XLSX_CONTENT_TYPE } from '../../services/backoffice/exports';
import { contract, done, success } from '../../lib/replies';
import { sendXlsx, xlsxReplies } from '../xlsx-reply';
import { orderAction } from './order-action';
import { cancelOrder, refundOrder, restorePaidOrder } from '../../services/money/refunds';

const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizer/refund-order',
    {
      schema: {
        summary: 'Refund a paid order, in full or in part',
        ...contract(refundOrderSchema, messageReplySchema, 400, 401, 403, 404, 409, 502),
      },
    },
    async (req) => {
      const r = await refundOrder(app.db, app.payments, req.user!, req.body);
      return done(req, r.cancelled ? 'refund.done_cancelled' : 'refund.done', {
        amount: formatBaht(r.refunded),
      });
    },
  );

  app.post(
    '/v1/organizer/cancel-order',
    {
      schema: {
        summary: 'Cancel a paid order',
        ...contract(cancelOrderSchema, messageReplySchema, 400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      await cancelOrder(app.db, req.user!, req.body);
      return done(req, 'order.cancelled');
    },
  );

  orderAction(
    app,
    'restore-order',
    'Restore a closed order as paid (its payment came after it closed)',
    restorePaidOrder,
    'order.restored',
  );

  const eventBody = z.strictObject({ event_key: eventKeySchema, language: apiLanguageSchema.optional() });
  app.post(
    '/v1/organizer/payout',
    {
      schema: {
        summary: "An event's payout figures",
        ...contract(eventBody, payoutReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) => success(await payoutReport(app.db, req.user!, req.body.event_key)),
  );

  app.post(
    '/v1/organizer/export-payout',
    {
      schema: {
        summary: "An event's payout figures as a spreadsheet",
        body: eventBody,
        response: xlsxReplies(`The payout .xlsx (${XLSX_CONTENT_TYPE}), as an attachment`),
      },
    },
    async (req, reply) =>
      sendXlsx(reply, await payoutXlsx(app.db, req.user!, req.body.event_key, requestLanguage(req))),
  );
};

export default moneyRoutes;
