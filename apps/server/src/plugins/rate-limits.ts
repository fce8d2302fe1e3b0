/**
 * Limits on the public calls a stranger could use to collect personal data or hold places without
 * paying: per client address, and per searched value (an ID card, a mobile number, a coupon code),
 * so that a guess cannot be confirmed by spreading it over many addresses either.
 *
 * Order creation is limited per address only for clients without a device token: at 10:00 thousands
 * of runners share a few mobile-carrier (CGNAT) addresses. A busy address is answered 429
 * challenge.required, and the page earns a device token by solving a proof-of-work challenge
 * (services/people/challenge.ts); a token is then limited on its own (limitOrderAttempts). The unpaid-order
 * hold (orders/holds.ts) and the held-places bounds per address and device are what stop a
 * sell-out without payment; the limits only keep one client from doing it in seconds.
 *
 * The counts live in this process, or in Redis when REDIS_URL is set, so that several processes and
 * machines share them (otherwise each process would allow the full limit on its own).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import { requestLanguage } from '../lib/language';
import { message } from '../lib/messages';
import type { SharedRedis } from '../lib/redis';

export interface Limit {
  max: number;
  timeWindow: string;
}

/** A question's limits (limitQuestion): per client address, and per asked value from anywhere. */
export interface QuestionLimits {
  perAddress: Limit;
  perValue: Limit;
}

export const RATE = {
  /** Find order, participant check: per address, and the same mobile number searched from anywhere. */
  lookup: { perAddress: { max: 30, timeWindow: '1 minute' }, perValue: { max: 20, timeWindow: '1 hour' } },
  /** The same first-name prefix of an event searched from anywhere (many runners share one). */
  lookupName: { max: 300, timeWindow: '1 hour' },
  /**
   * Is this ID registered? / does this coupon exist?: per address, and the same ID card or coupon
   * code checked from anywhere.
   */
  check: { perAddress: { max: 30, timeWindow: '1 minute' }, perValue: { max: 30, timeWindow: '1 hour' } },
  inquiry: { max: 120, timeWindow: '1 minute' },
  upload: { max: 20, timeWindow: '1 minute' },
  payment: { max: 20, timeWindow: '1 minute' },
  /** Order attempts per address without a device token (see above), and per device token. */
  order: { max: 20, timeWindow: '1 minute' },
  orderPerDevice: { max: 10, timeWindow: '1 minute' },
  /** Proof-of-work challenges fetched per address (each costs the server one key derivation). */
  challenge: { max: 1200, timeWindow: '1 minute' },
  /**
   * Forgot-password requests: per address, and per e-mail from anywhere (a mail box is not flooded,
   * and which e-mails have accounts cannot be learnt by asking fast).
   */
  forgotPassword: {
    perAddress: { max: 10, timeWindow: '15 minutes' },
    perValue: { max: 3, timeWindow: '1 hour' },
  },
  /** Orders whose main registrant has the same ID card. */
  orderPerIdCard: { max: 5, timeWindow: '1 hour' },
} as const satisfies Record<string, Limit | QuestionLimits>;

type StoreCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** One fixed window per key: INCR, the window's expiry set by the first hit; answers count and ms left. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const READ_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

interface ScriptedRedis {
  racedayLimitIncr(key: string, windowMs: number): Promise<[number, number]>;
  racedayLimitRead(key: string): Promise<[number, number]>;
}

/** This process's counts, used while Redis does not answer: fixed windows, at most `maxKeys` keys. */
export class LocalCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxKeys = 50_000) {}

  incr(key: string, windowMs: number, now = Date.now()): { current: number; ttl: number } {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, w);
      // The Map keeps insertion order: the first key is the oldest window.
      if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    }
    w.count++;
    return { current: w.count, ttl: w.resetAt - now };
  }

  read(key: string, now = Date.now()): { current: number; ttl: number } {
    const w = this.windows.get(key);
    return !w || w.resetAt <= now ? { current: 0, ttl: 0 } : { current: w.count, ttl: w.resetAt - now };
  }
}

/**
 * The rate-limit plugin's store over Redis, shared by every process and machine. Keys are
 * `<prefix>rl:<limit>:<hidden value>`: the limit's name (or route) readable, the counted value (an
 * address, an ID card, a mobile number) keyed-hashed. When Redis fails the request is counted in
 * this process instead (LocalCounter) and the failure logged: with N processes a limit is then up to
 * N times as generous, which beats both failing open (no limit at 10:00, one script takes every
 * place) and failing closed (nobody can register while Redis is down).
 */
export function sharedStore(redis: SharedRedis) {
  const client = redis.client as typeof redis.client & Partial<ScriptedRedis>;
  if (!client.racedayLimitIncr) {
    client.defineCommand('racedayLimitIncr', { numberOfKeys: 1, lua: INCR_SCRIPT });
    client.defineCommand('racedayLimitRead', { numberOfKeys: 1, lua: READ_SCRIPT });
  }
  const scripted = client as unknown as ScriptedRedis;
  const local = new LocalCounter();

  class SharedStore implements FastifyRateLimitStore {
    /**
     * The plugin makes the first with its options; `route` is the route's method and URL for a
     * `config.rateLimit`, '' for createRateLimit (limitBy).
     */
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    private key(key: string): string {
      if (this.route) return `${redis.prefix}rl:${this.route}:${redis.hide(key)}`;
      // limitBy and firstSighting keys are "<name>:<value>".
      const colon = key.indexOf(':');
      const name = colon > 0 ? key.slice(0, colon) : 'limit';
      return `${redis.prefix}rl:${name}:${redis.hide(key.slice(colon + 1))}`;
    }

    incr(key: string, cb: StoreCallback, timeWindow: number): void {
      const k = this.key(key);
      scripted.racedayLimitIncr(k, timeWindow).then(
        ([current, ttl]) => cb(null, { current, ttl }),
        (err: unknown) => {
          redis.failed('rate limit', err);
          cb(null, local.incr(k, timeWindow));
        },
      );
    }

    read(key: string, cb: StoreCallback): void {
      const k = this.key(key);
      scripted.racedayLimitRead(k).then(
        ([current, ttl]) => cb(null, { current, ttl }),
        (err: unknown) => {
          redis.failed('rate limit', err);
          cb(null, local.read(k));
        },
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const info = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(',') : info?.method;
      return new SharedStore(undefined, info?.url ? `${method ?? ''} ${info.url}` : '');
    }
  }
  return SharedStore;
}

/**
 * Registers the plugin: limits per process in memory, or shared by every process and machine in
 * Redis when REDIS_URL is set (see sharedStore for what happens when Redis is down).
 */
export async function registerRateLimits(app: FastifyInstance, redis?: SharedRedis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedStore(redis) } : {}),
    errorResponseBuilder: (req, ctx) => ({
      statusCode: 429,
      status: 'error',
      code: 'http.rate_limited',
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
 * Order creation's limit. A request with a valid device token (`deviceOf` gives its id) is counted
 * per device: over `perDevice`, 429 http.rate_limited_for with Retry-After, which the page waits out.
 * One without counts against its address: over `perAddress`, 429 challenge.required (with
 * Retry-After, for a client that cannot solve): the page then solves a challenge for a token and
 * sends the same order again at once. Many buyers behind one carrier address so each get a token of
 * their own, while a script gets no more than its tokens' work buys (and the held-places bounds).
 */
export function limitOrderAttempts(
  app: FastifyInstance,
  limits: { perAddress: Limit; perDevice: Limit },
  deviceOf: (req: FastifyRequest) => string | null,
) {
  const device = limitBy(app, 'order-device', limits.perDevice, deviceOf);
  const address = app.createRateLimit({
    max: limits.perAddress.max,
    timeWindow: limits.perAddress.timeWindow,
    keyGenerator: (req) => `order:${byAddress(req)}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (deviceOf(req)) return device(req, reply);
    const result = await address(req);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(429, 'challenge.required');
    }
  };
}

/**
 * A question a stranger must not ask about many values, nor about one value from many addresses:
 * `name` counts the client's address, `<name>-<valueName>` the asked value from anywhere.
 */
export function limitQuestion(
  app: FastifyInstance,
  name: string,
  limits: QuestionLimits,
  valueName: string,
  value: (req: FastifyRequest) => string | null | undefined,
) {
  return [
    limitBy(app, name, limits.perAddress, byAddress),
    limitBy(app, `${name}-${valueName}`, limits.perValue, value),
  ];
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
 * order attempt once however many times its submit is retried with one Idempotency-Key (with Redis,
 * whichever process or machine the retry reaches).
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

/**
 * The client's address as the limits count it (X-Forwarded-For only with TRUST_PROXY); an IPv6
 * client is counted by its /64, which one device or home holds whole (as the route limits do).
 */
export const byAddress = (req: FastifyRequest) => normalizeIP(req.ip);

/** The site's public address, for links the provider sends the runner back to. */
export function publicBaseUrl(config: Config, req: FastifyRequest): string {
  return config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`;
}
