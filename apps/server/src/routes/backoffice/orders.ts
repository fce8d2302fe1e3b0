/** Orders in the back office: search, confirm a transfer, delete, edit runners and address. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressEditSchema,
  adminOrderSearchSchema,
  directCheckSchema,
  errorReplies,
  messageReplySchema,
  orderEditReplySchema,
  orderListReplySchema,
  orderActionSchema,
  orderSearchSchema,
  orderUpdateSchema,
  transferCheckReplySchema,
} from '@raceday/domain/validation';
import { requestLanguage } from '../../lib/language';
import { message } from '../../lib/messages';
import {
  checkTransfer,
  confirmTransfer,
  deleteOrder,
  orderForEdit,
  requireAdmin,
  searchOrders,
  updateOrderRunners,
  updateOrderAddress,
} from '../../services/order-admin';
import { eventForUser } from '../../services/organizers';

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizer/report-order-latest',
    {
      schema: {
        body: orderSearchSchema,
        response: { 200: orderListReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const event = await eventForUser(app.db, req.user!, req.body.event_key);
      const { rows, total } = await searchOrders(app.db, event, req.body, app.storage);
      return { status: 'success' as const, total, body: rows };
    },
  );

  app.post(
    '/v1/organizer/report-order-latest-admin',
    {
      schema: {
        body: adminOrderSearchSchema,
        response: { 200: orderListReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (req) => {
      requireAdmin(req.user!);
      const { rows, total } = await searchOrders(app.db, null, req.body, app.storage);
      return { status: 'success' as const, total, body: rows };
    },
  );

  app.post(
    '/v1/organizer/direct-notify-checking',
    {
      schema: {
        body: directCheckSchema,
        response: { 200: transferCheckReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const check = await checkTransfer(app.db, req.user!, req.body.event_key, req.body.uuid);
      return check.status === 'success'
        ? { status: 'success' as const }
        : { status: 'duplicate' as const, message: message(check.key, requestLanguage(req), check.params) };
    },
  );

  app.post(
    '/v1/organizer/direct-notify',
    {
      schema: {
        body: orderActionSchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await confirmTransfer(app.db, req.user!, req.body.event_key, req.body.uuid);
      return { status: 'success' as const, message: message('backoffice.paid', requestLanguage(req)) };
    },
  );

  app.post(
    '/v1/organizer/delete-order',
    {
      schema: {
        body: orderActionSchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await deleteOrder(app.db, req.user!, req.body.event_key, req.body.uuid);
      return { status: 'success' as const, message: message('backoffice.deleted', requestLanguage(req)) };
    },
  );

  app.post(
    '/v1/organizer/order-detail',
    {
      schema: {
        body: orderActionSchema,
        response: { 200: orderEditReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      body: await orderForEdit(app.db, req.user!, req.body.event_key, req.body.uuid),
    }),
  );

  app.post(
    '/v1/order/update',
    {
      schema: {
        body: orderUpdateSchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await updateOrderRunners(app.db, req.user!, {
        eventKey: req.body.event_key,
        uuid: req.body.uuid,
        runnerList: req.body.runner_list,
      });
      return { status: 'success' as const, message: message('backoffice.updated', requestLanguage(req)) };
    },
  );

  app.patch(
    '/v1/order/address',
    {
      schema: {
        body: addressEditSchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await updateOrderAddress(app.db, req.user!, req.body);
      return { status: 'success' as const, message: message('backoffice.updated', requestLanguage(req)) };
    },
  );
};

export default orderRoutes;
