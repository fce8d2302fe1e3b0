import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, profileUpdateSchema, registerAccountSchema } from '@raceday/domain/validation';
import { login, memberOrders, publicUser, registerAccount, updateProfile } from '../../services/accounts';
import { requestLanguage } from '../../lib/language';
import { message } from '../../lib/messages';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/user/register',
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { body: registerAccountSchema } },
    async (req, reply) => {
      await registerAccount(app.db, req.body);
      return reply
        .status(201)
        .send({ status: 'success', message: message('auth.registered', requestLanguage(req)) });
    },
  );

  app.post(
    '/v1/auth/login',
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { body: loginSchema } },
    async (req) => {
      const user = await login(app.db, req.body.email, req.body.password);
      return {
        status: 'success' as const,
        accessToken: await app.tokens.issue(user),
        body: publicUser(user),
      };
    },
  );

  // The seed reads HTTP 201 as "token valid".
  app.post('/v1/auth/profile', { preHandler: app.requireUser }, async (req, reply) =>
    reply.status(201).send({ status: 'success', body: publicUser(req.user!) }),
  );

  app.patch(
    '/v1/user/profile',
    { preHandler: app.requireUser, schema: { body: profileUpdateSchema } },
    async (req) => {
      const user = await updateProfile(app.db, req.user!.id, req.body);
      return {
        status: 'success' as const,
        message: message('auth.profile_saved', requestLanguage(req)),
        body: publicUser(user),
      };
    },
  );

  app.post('/v1/member-event/order', { preHandler: app.requireUser }, async (req) => ({
    status: 'success' as const,
    body: await memberOrders(app.db, req.user!.id),
  }));
};

export default accountRoutes;
