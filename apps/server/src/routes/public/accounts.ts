import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationReplySchema,
  acceptInvitationSchema,
  errorReplies,
  loginReplySchema,
  loginSchema,
  memberOrdersReplySchema,
  messageReplySchema,
  passwordChangedReplySchema,
  passwordChangeSchema,
  profileReplySchema,
  profileUpdateSchema,
  registerAccountSchema,
} from '@raceday/domain/validation';
import {
  changePassword,
  login,
  memberOrders,
  publicUser,
  registerAccount,
  revokeTokens,
  updateProfile,
} from '../../services/accounts';
import { acceptInvitation } from '../../services/staff';
import { requestLanguage } from '../../lib/language';
import { contract, done } from '../../lib/replies';
import { message } from '../../lib/messages';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Password checks per client address (the throttle per e-mail and address comes on top). */
  const PASSWORD_RATE = { max: app.config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' };
  app.post(
    '/v1/user/register',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        body: registerAccountSchema,
        response: { 201: messageReplySchema, ...errorReplies(400, 409, 429) },
      },
    },
    async (req, reply) => {
      await registerAccount(app.db, req.body);
      return reply
        .status(201)
        .send({ status: 'success', message: message('auth.registered', requestLanguage(req)) });
    },
  );

  app.post(
    '/v1/auth/login',
    // Every /v1 reply is no-store (app.ts); a throttled one carries Retry-After (plugins/errors.ts).
    {
      config: { rateLimit: PASSWORD_RATE },
      schema: { body: loginSchema, response: { 200: loginReplySchema, ...errorReplies(400, 401, 429) } },
    },
    async (req) => {
      const user = await login(app.db, app.loginThrottle, req.body.email, req.body.password, req.ip);
      return {
        status: 'success' as const,
        accessToken: await app.tokens.issue(user),
        body: publicUser(user),
      };
    },
  );

  // A staff invitation's link (services/staff.ts): sets the password, then logs in as /v1/auth/login.
  app.post(
    '/v1/auth/accept-invitation',
    {
      config: { rateLimit: PASSWORD_RATE },
      schema: contract(acceptInvitationSchema, acceptInvitationReplySchema, 400, 429),
    },
    async (req) => {
      const user = await acceptInvitation(app.db, req.body);
      return {
        status: 'success' as const,
        accessToken: await app.tokens.issue(user),
        body: publicUser(user),
      };
    },
  );

  // The seed reads HTTP 201 as "token valid".
  app.post(
    '/v1/auth/profile',
    { preHandler: app.requireUser, schema: { response: { 201: profileReplySchema, ...errorReplies(401) } } },
    async (req, reply) => reply.status(201).send({ status: 'success', body: publicUser(req.user!) }),
  );

  app.patch(
    '/v1/user/profile',
    {
      preHandler: app.requireUser,
      schema: { body: profileUpdateSchema, response: { 200: profileReplySchema, ...errorReplies(400, 401) } },
    },
    async (req) => {
      const user = await updateProfile(app.db, req.user!.id, req.body);
      return {
        status: 'success' as const,
        message: message('auth.profile_saved', requestLanguage(req)),
        body: publicUser(user),
      };
    },
  );

  // Every token issued so far stops working, the caller's included.
  // The login is checked when the request arrives, so a call without one is 401 whatever its body.
  app.post(
    '/v1/auth/logout-all',
    { onRequest: app.requireUser, schema: { response: { 200: messageReplySchema, ...errorReplies(401) } } },
    async (req) => {
      await revokeTokens(app.db, req.user!.id);
      return done(req, 'auth.logged_out_all');
    },
  );

  // A new password ends every other session; this browser gets a fresh token and stays logged in.
  app.post(
    '/v1/user/password',
    {
      config: { rateLimit: PASSWORD_RATE },
      onRequest: app.requireUser,
      schema: contract(passwordChangeSchema, passwordChangedReplySchema, 400, 401, 429),
    },
    async (req) => {
      const user = await changePassword(app.db, app.loginThrottle, req.user!, req.ip, req.body);
      return {
        status: 'success' as const,
        message: message('auth.password_changed', requestLanguage(req)),
        accessToken: await app.tokens.issue(user),
        body: publicUser(user),
      };
    },
  );

  app.post(
    '/v1/member-event/order',
    {
      preHandler: app.requireUser,
      schema: { response: { 200: memberOrdersReplySchema, ...errorReplies(401) } },
    },
    async (req) => ({
      status: 'success' as const,
      body: await memberOrders(app.db, req.user!.id),
    }),
  );
};

export default accountRoutes;
