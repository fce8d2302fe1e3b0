/** The super-admin's e-mail outbox: what was queued, sent, skipped or failed, and what each said. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplies,
  outboxListReplySchema,
  outboxMailParamsSchema,
  outboxMailReplySchema,
  outboxQuerySchema,
} from '@raceday/domain/validation';
import { listOutbox, outboxMail } from '../../services/emails';

const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/outbox',
    {
      schema: {
        querystring: outboxQuerySchema,
        response: { 200: outboxListReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (req) => ({ status: 'success' as const, body: await listOutbox(app.db, req.user!, req.query) }),
  );

  app.get(
    '/v1/admin/outbox/:id',
    {
      schema: {
        params: outboxMailParamsSchema,
        response: { 200: outboxMailReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      body: await outboxMail(app.db, req.user!, req.params.id),
    }),
  );
};

export default outboxRoutes;
