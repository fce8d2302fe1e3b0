/**
 * Orders in the back office: search, confirm a transfer, delete, send the order's e-mail again, edit
 * runners and address.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressEditSchema,
  adminOrderSearchSchema,
  directCheckSchema,
  messageReplySchema,
  orderEditReplySchema,
  orderListReplySchema,
  orderActionSchema,
  orderSearchSchema,
  orderUpdateSchema,
  transferCheckReplySchema,
} from '@raceday/domain/validation';
import { requestLanguage } from '../../lib/language';
import { contract, done, success } from '../../lib/replies';
import { orderAction } from './order-action';
import { message } from '../../lib/messages';
import { resendOrderEmail } from '../../services/mail/emails';
import {
  checkTransfer,
  confirmTransfer,
  deleteOrder,
  orderForEdit,
  searchAllOrders,
  searchEventOrders,
  updateOrderRunners,
  updateOrderAddress,
} from '../../orders/order-admin';

/** A page of an order search: its rows as the body, the paging beside them. */
const orderPage = ({ rows, ...page }: Awaited<ReturnType<typeof searchAllOrders>>) => ({
  status: 'success' as const,
  ...page,
  body: rows,
});

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizer/report-order-latest',
    {
      schema: {
        summary: "Search an event's orders",
        ...contract(orderSearchSchema, orderListReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) =>
      orderPage(await searchEventOrders(app.db, req.user!, req.body, app.storage, requestLanguage(req))),
  );

  app.post(
    '/v1/organizer/report-order-latest-admin',
    {
      schema: {
        summary: 'Search the orders of every event',
        ...contract(adminOrderSearchSchema, orderListReplySchema, 400, 401, 403),
      },
    },
    async (req) =>
      orderPage(await searchAllOrders(app.db, req.user!, req.body, app.storage, requestLanguage(req))),
  );

  app.post(
    '/v1/organizer/direct-notify-checking',
    {
      schema: {
        summary: 'Check an order before marking its transfer received',
        ...contract(directCheckSchema, transferCheckReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) => {
      const check = await checkTransfer(app.db, req.user!, req.body.event_key, req.body.uuid);
      return check.status === 'success'
        ? { status: 'success' as const }
        : { status: 'duplicate' as const, message: message(check.key, requestLanguage(req), check.params) };
    },
  );

  orderAction(app, 'direct-notify', 'Mark an order paid by transfer', confirmTransfer, 'backoffice.paid');
  orderAction(app, 'delete-order', 'Withdraw an unpaid order', deleteOrder, 'backoffice.deleted');
  orderAction(
    app,
    'resend-email',
    "Send an order's e-mail again",
    resendOrderEmail,
    'backoffice.email_queued',
  );

  app.post(
    '/v1/organizer/order-detail',
    {
      schema: {
        summary: 'An order with its runners, to edit',
        ...contract(orderActionSchema, orderEditReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) => success(await orderForEdit(app.db, req.user!, req.body.event_key, req.body.uuid)),
  );

  app.post(
    '/v1/order/update',
    {
      schema: {
        summary: 'Correct the runners of an order',
        ...contract(orderUpdateSchema, messageReplySchema, 400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      await updateOrderRunners(app.db, req.user!, {
        eventKey: req.body.event_key,
        uuid: req.body.uuid,
        runnerList: req.body.runner_list,
      });
      return done(req, 'backoffice.updated');
    },
  );

  app.patch(
    '/v1/order/address',
    {
      schema: {
        summary: "Change an order's delivery address",
        ...contract(addressEditSchema, messageReplySchema, 400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      await updateOrderAddress(app.db, req.user!, req.body);
      return done(req, 'backoffice.updated');
    },
  );
};

export default orderRoutes;
