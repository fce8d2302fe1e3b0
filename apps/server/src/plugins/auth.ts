/**
 * Bearer tokens: `req.user` is set when a valid token of ours names an existing user and carries the
 * user's current token version (an older version was revoked). Routes that need a login use
 * `app.requireUser`; back-office routes add a role check (401 without a valid token, 403 with a token
 * of the wrong role).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@raceday/domain/validation';
import type { TokenService } from '../services/people/accounts';
import { findUser, type UserRow } from '../services/people/accounts';
import { AppError } from '../lib/errors';
import { LoginThrottle } from '../services/people/login-throttle';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** Wrong passwords per (e-mail, address): the login and the password change share it. */
    loginThrottle: LoginThrottle;
    requireUser: (req: FastifyRequest) => Promise<void>;
    requireRole: (...roles: Role[]) => (req: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S{11,2000})$/i.exec(header);
  return m ? m[1]! : null;
}

/**
 * The hooks that demand a login (requireUser, each requireRole), so the API's contract can tell from
 * a route's own hooks whether it needs the bearer token (plugins/openapi.ts).
 */
const loginHooks = new WeakSet<object>();
function loginHook<T extends object>(hook: T): T {
  loginHooks.add(hook);
  return hook;
}
export function isLoginHook(hook: unknown): boolean {
  return typeof hook === 'function' && loginHooks.has(hook);
}

export default fp(
  async (app: FastifyInstance, opts: { tokens: TokenService; loginThrottle?: LoginThrottle }) => {
    app.decorate('tokens', opts.tokens);
    app.decorate('loginThrottle', opts.loginThrottle ?? new LoginThrottle());
    app.decorateRequest('user', null);
    // Every request, before its body is read: a valid token identifies its user; anything else is
    // anonymous. So a back-office call without a login is a 401 whatever its body.
    app.addHook('onRequest', async (req) => {
      const token = bearerToken(req);
      if (!token) return;
      const claims = await opts.tokens.verify(token);
      if (!claims) return;
      const user = await findUser(app.db, claims.userId);
      if (user && user.tokenVersion === claims.version) req.user = user;
    });
    app.decorate(
      'requireUser',
      loginHook(async (req: FastifyRequest) => {
        if (!req.user) throw new AppError(401, 'auth.token');
      }),
    );
    app.decorate('requireRole', (...roles: Role[]) =>
      loginHook(async (req: FastifyRequest) => {
        if (!req.user) throw new AppError(401, 'auth.token');
        if (!roles.includes(req.user.role)) throw new AppError(403, 'auth.forbidden');
      }),
    );
  },
  { name: 'auth' },
);
