/**
 * The one Redis connection of a server process (REDIS_URL), for what several processes and machines
 * must count together: rate limits (plugins/rate-limits.ts) and login lockouts
 * (services/people/login-throttle.ts).
 *
 * Redis is a helper here, never a reason to stop selling places: a command fails fast when the
 * connection is down (no offline queue, a short command timeout), and each user of it then falls
 * back to counting in this process (see SharedCounter users), logging the outage at most every
 * ERROR_LOG_EVERY_MS. The client keeps reconnecting in the background.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

/** Keys and hashing shared by the users of the connection. */
export interface SharedRedis {
  client: Redis;
  /** Prefix of every key (REDIS_KEY_PREFIX), e.g. "raceday:". */
  prefix: string;
  /**
   * A key part made of a value people typed (an ID card, a mobile number, an e-mail): keyed-hashed,
   * so what Redis holds, shows in MONITOR or lands in a dump is no personal data.
   */
  hide(value: string): string;
  /** Logs a failed command, at most once every ERROR_LOG_EVERY_MS. */
  failed(what: string, err: unknown): void;
}

export const ERROR_LOG_EVERY_MS = 10_000;

/** The URL without its user and password, for logs. */
export function redisAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'redis (unparsable URL)';
  }
}

function errorCode(err: unknown): string {
  const e = err as { code?: string; message?: string } | undefined;
  // Messages of ioredis name no credentials; they are short and say what went wrong.
  return e?.code ?? e?.message?.slice(0, 120) ?? String(err);
}

/**
 * Connects to REDIS_URL, waiting at most about `connectTimeoutMs` for the first connection. An
 * unreachable Redis does not stop start-up: it is logged and the limits count per process until
 * the connection is back.
 */
export async function openRedis(opts: {
  url: string;
  prefix: string;
  /** Keys the hashing of key parts; the same on every machine (derived from the token secret). */
  secret: string;
  log: FastifyBaseLogger;
  connectTimeoutMs?: number;
  commandTimeoutMs?: number;
}): Promise<SharedRedis> {
  const address = redisAddress(opts.url);
  const client = new Redis(opts.url, {
    // Connected below, so start-up knows whether Redis is there before the first request.
    lazyConnect: true,
    connectTimeout: opts.connectTimeoutMs ?? 2000,
    // A command while disconnected fails at once (the caller counts locally) instead of queueing
    // until a reconnect; a command Redis does not answer fails after the timeout.
    enableOfflineQueue: false,
    commandTimeout: opts.commandTimeoutMs ?? 500,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    connectionName: `raceday-${process.pid}`,
  });
  let lastLog = 0;
  let suppressed = 0;
  const logThrottled = (msg: string, err: unknown) => {
    const now = Date.now();
    if (now - lastLog < ERROR_LOG_EVERY_MS) {
      suppressed++;
      return;
    }
    opts.log.error({ redis: address, code: errorCode(err), suppressed }, msg);
    lastLog = now;
    suppressed = 0;
  };
  let wasReady = false;
  client.on('error', (err) =>
    logThrottled('redis: connection error; limits count per process meanwhile', err),
  );
  client.on('ready', () => {
    if (wasReady) opts.log.warn({ redis: address }, 'redis: connected again; limits are shared again');
    wasReady = true;
  });
  try {
    await client.connect();
    opts.log.info({ redis: address }, 'redis: connected; rate limits and login lockouts are shared');
  } catch (err) {
    opts.log.error(
      { redis: address, code: errorCode(err) },
      'redis: not reachable at start-up; limits count per process until it is (reconnecting)',
    );
    lastLog = Date.now();
    // Becomes true on the first successful connection, so that one is logged too.
    wasReady = true;
  }
  const hmacKey = createHmac('sha256', opts.secret).update('raceday/redis-keys/v1').digest();
  return {
    client,
    prefix: opts.prefix,
    hide: (value) => createHmac('sha256', hmacKey).update(value).digest('base64url').slice(0, 22),
    failed: (what, err) => logThrottled(`redis: ${what} failed; counted in this process instead`, err),
  };
}

/** Closes the connection: pending replies first (QUIT), or at once when it is down. */
export async function closeRedis(redis: SharedRedis): Promise<void> {
  if (redis.client.status === 'ready') {
    await redis.client.quit().catch(() => redis.client.disconnect());
  } else {
    redis.client.disconnect();
  }
}
