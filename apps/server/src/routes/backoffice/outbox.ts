/**
 * The super-admin's e-mail outbox: what was queued, sent, skipped or failed, and what each said;
 * a FAILED mail (one, or all of an event's) sent again, and old SENT mails pruned.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplies,
  outboxListReplySchema,
  outboxMailParamsSchema,
  outboxMailReplySchema,
  outboxPruneReplySchema,
  outboxPruneSchema,
  outboxQuerySchema,
  outboxRequeueEventSchema,
  outboxRequeueOneSchema,
  outboxRequeueReplySchema,
} from '@raceday/domain/validation';
import {
  listOutbox,
  outboxMail,
  pruneOutbox,
  requeueEventMails,
  requeueMail,
} from '../../services/mail/emails';
import { contract, success } from '../../lib/replies';

const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/outbox',
    {
      schema: {
        summary: 'The e-mail outbox',
        querystring: outboxQuerySchema,
        response: { 200: outboxListReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (req) => success(await listOutbox(app.db, req.user!, req.query)),
  );

  app.get(
    '/v1/admin/outbox/:id',
    {
      schema: {
        summary: 'One e-mail of the outbox, as it was written',
        params: outboxMailParamsSchema,
        response: { 200: outboxMailReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => success(await outboxMail(app.db, req.user!, req.params.id)),
  );

  app.post(
    '/v1/admin/outbox/:id/requeue',
    {
      schema: {
        summary: 'Send a FAILED e-mail again (attempts start over)',
        params: outboxMailParamsSchema,
        ...contract(outboxRequeueOneSchema, outboxRequeueReplySchema, 400, 401, 403, 404, 409),
      },
    },
    async (req) => success({ requeued: await requeueMail(app.db, req.user!, req.params.id) }),
  );

  app.post(
    '/v1/admin/outbox/requeue',
    {
      schema: {
        summary: "Send every FAILED e-mail of an event's orders again",
        ...contract(outboxRequeueEventSchema, outboxRequeueReplySchema, 400, 401, 403, 404),
      },
    },
    async (req) => success({ requeued: await requeueEventMails(app.db, req.user!, req.body.event_key) }),
  );

  app.post(
    '/v1/admin/outbox/prune',
    {
      schema: {
        summary: 'Remove SENT e-mails older than OUTBOX_KEEP_SENT_DAYS',
        ...contract(outboxPruneSchema, outboxPruneReplySchema, 400, 401, 403),
      },
    },
    async (req) => {
      const days = app.config.OUTBOX_KEEP_SENT_DAYS;
      return {
        status: 'success' as const,
        body: { pruned: await pruneOutbox(app.db, req.user!, days), older_than_days: days },
      };
    },
  );
};

export default outboxRoutes;
