import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import {
  acceptInvitationReplySchema,
  acceptInvitationSchema,
  errorReplies,
  forgotPasswordSchema,
  invitationInfoReplySchema,
  invitationInfoSchema,
  loginReplySchema,
  loginSchema,
  memberOrdersReplySchema,
  messageReplySchema,
  passwordChangedReplySchema,
  registerReplySchema,
  passwordChangeSchema,
  profileReplySchema,
  profileUpdateSchema,
  registerAccountSchema,
  resetPasswordSchema,
} from '@raceday/domain/validation';
import {
  changePassword,
  login,
  memberOrders,
  publicUser,
  registerAccount,
  revokeTokens,
  tokenSecret,
  updateProfile,
  type UserRow,
} from '../../services/people/accounts';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_DAYS, KnownDevices } from '../../services/people/login-throttle';
import { byAddress, limitBy, limitQuestion, publicBaseUrl, RATE } from '../../plugins/rate-limits';
import { requestPasswordReset, resetPassword } from '../../services/people/password-reset';
import { acceptInvitation, invitationInfo } from '../../services/people/staff';
import { requestLanguage } from '../../lib/language';
import { contract, done, success } from '../../lib/replies';
import { message } from '../../lib/messages';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Password checks per client address (the throttle per e-mail and address comes on top). */
  const PASSWORD_RATE = { max: app.config.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' };
  // The login counts its own per-address limit: a known device of the account is not held by it.
  const loginPerAddress = limitBy(app, 'login-address', PASSWORD_RATE, byAddress);

  // Known-device cookies (services/people/login-throttle.ts): sent back to the /v1/auth calls only.
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  const knownDevices = new KnownDevices(
    tokenSecret(app.config.JWT_SECRET, app.config.DATA_DIR),
    app.loginThrottle.clock,
  );
  /** This browser is a known device of `user` from now on (a fresh cookie on every login). */
  const rememberDevice = (req: FastifyRequest, reply: FastifyReply, user: UserRow) =>
    reply.setCookie(KNOWN_DEVICE_COOKIE, knownDevices.issue(user), {
      path: '/v1/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https' || Boolean(app.config.PUBLIC_BASE_URL?.startsWith('https:')),
      maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
    });
  /** What a login answers: a fresh access token and the person. */
  const session = async (user: UserRow) => ({
    status: 'success' as const,
    accessToken: await app.tokens.issue(user),
    body: publicUser(user),
  });
  app.post(
    '/v1/user/register',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: 'Create a member account and log in as it',
        body: registerAccountSchema,
        response: { 201: registerReplySchema, ...errorReplies(400, 409, 429) },
      },
    },
    // The new member is logged in as /v1/auth/login does (this browser a known device of the account).
    async (req, reply) => {
      const user = await registerAccount(app.db, req.body);
      rememberDevice(req, reply, user);
      const sentence = message('auth.registered', requestLanguage(req));
      return reply.status(201).send({ ...(await session(user)), message: sentence });
    },
  );

  app.post(
    '/v1/auth/login',
    // Every /v1 reply is no-store (app.ts); a throttled one carries Retry-After (plugins/errors.ts).
    {
      schema: {
        summary: 'Log in with an e-mail and a password',
        ...contract(loginSchema, loginReplySchema, 400, 401, 429),
      },
    },
    async (req, reply) => {
      const user = await login(app.db, app.loginThrottle, {
        email: req.body.email,
        password: req.body.password,
        address: req.ip,
        device: knownDevices.read(req.cookies[KNOWN_DEVICE_COOKIE]),
        untrusted: () => loginPerAddress(req, reply),
      });
      rememberDevice(req, reply, user);
      return session(user);
    },
  );

  // A staff invitation's link (services/people/staff.ts): what it is for, before accepting.
  app.post(
    '/v1/auth/invitation',
    {
      config: { rateLimit: PASSWORD_RATE },
      schema: {
        summary: 'What a staff invitation is for, before it is accepted',
        ...contract(invitationInfoSchema, invitationInfoReplySchema, 400, 429),
      },
    },
    async (req) => success(await invitationInfo(app.db, req.body.token)),
  );

  // Accepting it: a new password, or the login of the account the e-mail has (or being logged in as
  // it); the person joins the event's staff, then is logged in as /v1/auth/login does.
  app.post(
    '/v1/auth/accept-invitation',
    {
      config: { rateLimit: PASSWORD_RATE },
      schema: {
        summary: 'Accept a staff invitation and log in',
        ...contract(acceptInvitationSchema, acceptInvitationReplySchema, 400, 429),
      },
    },
    async (req) => {
      const user = await acceptInvitation(app.db, app.loginThrottle, req.body, {
        user: req.user,
        address: req.ip,
      });
      return session(user);
    },
  );

  // Forgotten password (services/people/password-reset.ts): the same reply whether or not the e-mail has an
  // account; limited per address and per e-mail.
  app.post(
    '/v1/auth/forgot-password',
    {
      preHandler: limitQuestion(app, 'forgot-password', RATE.forgotPassword, 'email', (req) => {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' ? email.trim().toLowerCase() : null;
      }),
      schema: {
        summary: 'Ask for a link to set a new password (same reply for any e-mail)',
        ...contract(forgotPasswordSchema, messageReplySchema, 400, 429),
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      await requestPasswordReset(app.db, {
        email: req.body.email,
        lang,
        baseUrl: publicBaseUrl(app.config, req),
      });
      return done(req, 'auth.reset_requested');
    },
  );

  // The link's token sets a new password; every session of the account ends (log in again).
  app.post(
    '/v1/auth/reset-password',
    {
      config: { rateLimit: PASSWORD_RATE },
      schema: {
        summary: 'Set a new password with the link of a forgot-password mail (ends every session)',
        ...contract(resetPasswordSchema, messageReplySchema, 400, 429),
      },
    },
    async (req) => {
      const user = await resetPassword(app.db, req.body);
      await app.loginThrottle.succeeded(user.email, req.ip);
      return done(req, 'auth.reset_done');
    },
  );

  // The seed reads HTTP 201 as "token valid".
  app.post(
    '/v1/auth/profile',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "The logged-in user's profile (a check of the token)",
        response: { 201: profileReplySchema, ...errorReplies(401) },
      },
    },
    async (req, reply) => reply.status(201).send({ status: 'success', body: publicUser(req.user!) }),
  );

  app.patch(
    '/v1/user/profile',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Change the logged-in user's profile",
        ...contract(profileUpdateSchema, profileReplySchema, 400, 401),
      },
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
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Log out everywhere: every token of the user stops working',
        response: { 200: messageReplySchema, ...errorReplies(401) },
      },
    },
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
      schema: {
        summary: 'Change the password (ends the other sessions)',
        ...contract(passwordChangeSchema, passwordChangedReplySchema, 400, 401, 429),
      },
    },
    async (req, reply) => {
      const user = await changePassword(app.db, app.loginThrottle, req.user!, req.ip, req.body);
      // The new token version ended this browser's known-device cookie too: it gets a fresh one.
      rememberDevice(req, reply, user);
      return { ...(await session(user)), message: message('auth.password_changed', requestLanguage(req)) };
    },
  );

  app.post(
    '/v1/member-event/order',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "The logged-in member's orders",
        response: { 200: memberOrdersReplySchema, ...errorReplies(401) },
      },
    },
    async (req) => success(await memberOrders(app.db, req.user!.id)),
  );
};

export default accountRoutes;
