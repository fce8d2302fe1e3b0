/**
 * Per-address limits on the public calls that read or write by guessable input (find order,
 * participant check, order inquiry, slip upload, payments). Order creation is not limited per
 * address: at 10:00 thousands of runners share a few mobile-carrier addresses.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config';
import { requestLanguage } from '../lib/language';
import { message } from '../lib/messages';

export const RATE = {
  lookup: { max: 30, timeWindow: '1 minute' },
  inquiry: { max: 120, timeWindow: '1 minute' },
  upload: { max: 20, timeWindow: '1 minute' },
  payment: { max: 20, timeWindow: '1 minute' },
} as const;

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

/** The site's public address, for links the provider sends the runner back to. */
export function publicBaseUrl(config: Config, req: FastifyRequest): string {
  return config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`;
}
