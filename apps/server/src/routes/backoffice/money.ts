/**
 * Money after the fact (services/refunds.ts): refund a paid order in full or in part, cancel a paid
 * order, and settle money that arrived for a closed order (restore it as paid, or refund it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatBaht, toBaht } from '@raceday/domain';
import {
  cancelOrderSchema,
  messageReplySchema,
  orderActionSchema,
  refundOrderSchema,
} from '@raceday/domain/validation';
import { contract, done } from '../../lib/replies';
import { cancelOrder, refundOrder, restorePaidOrder } from '../../services/refunds';

const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizer/refund-order',
    { schema: contract(refundOrderSchema, messageReplySchema, 400, 401, 403, 404, 409, 502) },
    async (req) => {
      const r = await refundOrder(app.db, app.payments, req.user!, req.body);
      return done(req, r.cancelled ? 'refund.done_cancelled' : 'refund.done', {
        amount: formatBaht(r.refunded),
      });
    },
  );

  app.post(
    '/v1/organizer/cancel-order',
    { schema: contract(cancelOrderSchema, messageReplySchema, 400, 401, 403, 404, 409) },
    async (req) => {
      await cancelOrder(app.db, req.user!, req.body);
      return done(req, 'order.cancelled');
    },
  );

  app.post(
    '/v1/organizer/restore-order',
    { schema: contract(orderActionSchema, messageReplySchema, 400, 401, 403, 404, 409) },
    async (req) => {
      await restorePaidOrder(app.db, req.user!, req.body.event_key, req.body.uuid);
      return done(req, 'order.restored');
    },
  );
};

export default moneyRoutes;
