/**
 * Limits on the public calls a stranger could use to collect personal data or hold places without
 * paying: per client address, and per searched value (an ID card, a mobile number, a coupon code),
 * so that a guess cannot be confirmed by spreading it over many addresses either.
 *
 * Order creation is limited per address too, but generously: at 10:00 thousands of runners share a
 * few mobile-carrier (CGNAT) addresses. The unpaid-order hold (services/holds.ts) is what stops a
 * sell-out without payment; the limit only keeps one client from doing it in seconds.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import { requestLanguage } from '../lib/language';
import { message } from '../lib/messages';

export interface Limit {
  max: number;
  timeWindow: string;
}

export const RATE = {
  /** Find order, participant check: per address. */
  lookup: { max: 30, timeWindow: '1 minute' },
  /** The same mobile number searched from anywhere. */
  lookupValue: { max: 20, timeWindow: '1 hour' },
  /** The same first-name prefix of an event searched from anywhere (many runners share one). */
  lookupName: { max: 300, timeWindow: '1 hour' },
  /** Is this ID registered? / does this coupon exist?: per address. */
  check: { max: 30, timeWindow: '1 minute' },
  /** The same ID card or coupon code checked from anywhere. */
  checkValue: { max: 30, timeWindow: '1 hour' },
  inquiry: { max: 120, timeWindow: '1 minute' },
  upload: { max: 20, timeWindow: '1 minute' },
  payment: { max: 20, timeWindow: '1 minute' },
  /** Orders created per address (see above why it is generous). */
  order: { max: 20, timeWindow: '1 minute' },
  /** Orders whose main registrant has the same ID card. */
  orderPerIdCard: { max: 5, timeWindow: '1 hour' },
} as const satisfies Record<string, Limit>;

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (req, ctx) => ({
      statusCode: 429,
      status: 'error',
      message: `${message('http.rate_limited', requestLanguage(req))} (${Math.ceil(ctx.ttl / 1000)} s)`,
    }),
  });
}

/**
 * A limit keyed by something of the request (its body is parsed by then): a preHandler that answers
 * 429 with Retry-After once `key` has been seen `max` times in the window. A request for which `key`
 * gives nothing is not counted.
 */
export function limitBy(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (req: FastifyRequest) => string | null | undefined,
) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (req) => `${name}:${key(req) ?? ''}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const value = key(req);
    if (!value) return;
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(429, 'http.rate_limited_for', { seconds: result.ttlInSeconds });
    }
  };
}

/**
 * A limit on a value a service finds (e.g. the main registrant's ID card of a valid order), checked
 * when the service calls it rather than before the handler.
 */
export function limitValue(app: FastifyInstance, name: string, limit: Limit) {
  const values = new WeakMap<FastifyRequest, string>();
  const check = limitBy(app, name, limit, (req) => values.get(req));
  return (req: FastifyRequest, reply: FastifyReply, value: string) => {
    values.set(req, value);
    return check(req, reply);
  };
}

/**
 * Has this value been seen before in the window? True the first time only. Lets a limit count an
 * order attempt once however many times its submit is retried with one Idempotency-Key.
 */
export function firstSighting(app: FastifyInstance, name: string, timeWindow: string) {
  const values = new WeakMap<FastifyRequest, string>();
  const count = app.createRateLimit({
    max: 1,
    timeWindow,
    keyGenerator: (req) => `${name}:${values.get(req) ?? ''}`,
  });
  return async (req: FastifyRequest, value: string): Promise<boolean> => {
    values.set(req, value);
    const seen = await count(req);
    return seen.isAllowed || !seen.isExceeded;
  };
}

/** The client's address as the limits count it (X-Forwarded-For only with TRUST_PROXY). */
export const byAddress = (req: FastifyRequest) => req.ip;

/** The site's public address, for links the provider sends the runner back to. */
export function publicBaseUrl(config: Config, req: FastifyRequest): string {
  return config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`;
}
