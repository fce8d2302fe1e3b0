/**
 * Rate limits and login lockouts held in Redis (REDIS_URL) hold across server processes: two apps on
 * one database stand for two processes or machines behind a load balancer. Needs Redis at
 * TEST_REDIS_URL (default redis://127.0.0.1:6379, as in CI); without it these tests fail, they do
 * not skip. Every key lives under a prefix of this run and is deleted at the end.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { closeRedis, openRedis } from '../../src/lib/redis';
import {
  ACCOUNT_FREE_FAILURES,
  FORGET_AFTER_MS,
  RedisFailureStore,
} from '../../src/services/people/login-throttle';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../helper';
import { nextThaiId } from '../support/orders';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `raceday-test:${randomBytes(6).toString('hex')}:`;
/** Both "machines" share JWT_SECRET, as they must (tokens, and the keyed hashes of Redis keys). */
const SHARED = {
  REDIS_URL,
  REDIS_KEY_PREFIX: PREFIX,
  JWT_SECRET: 'redis-limits-test-secret-0123456789abcdef',
};

let redis: Redis;
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw new Error(`These tests need Redis at ${REDIS_URL} (set TEST_REDIS_URL): ${(err as Error).message}`);
  }
  database = await createTestDatabase();
  a = await buildTestApp({ database, config: SHARED });
  b = await buildTestApp({ database, config: SHARED });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.destroy();
  if (redis?.status === 'ready') {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
});

/** An account sign-up from `from`: limited to 20 a minute per address (a route's config.rateLimit). */
const signUp = (t: TestApp, from: string) =>
  t.app.inject({ method: 'POST', url: '/v1/user/register', remoteAddress: from, payload: {} });

/** "Is this ID registered?": limited per ID card from any address (limitBy), 30 an hour. */
const idCheck = (t: TestApp, idCard: string, from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/order/is_exiting_runner',
    remoteAddress: from,
    payload: { event_key: 'no-such-event', run_type_id: 1, id_card: idCard },
  });

const login = (t: TestApp, email: string, password: string, from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: from,
    headers: { 'accept-language': 'en' },
    payload: { email, password },
  });

describe('rate limits in Redis', () => {
  it('a route limit counts requests on both processes together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await signUp(i % 2 ? b : a, '203.0.113.50')).statusCode);
    // 20 answered (400: an empty form), from whichever process, then 429 on both.
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    const limited = await signUp(a, '203.0.113.50');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signUp(b, '203.0.113.51')).statusCode).toBe(400);
  });

  it('a limit on a searched value counts it on both processes together', async () => {
    const id = nextThaiId();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await idCheck(i % 2 ? b : a, id, `198.51.100.${i + 1}`)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('keeps no searched value, address or e-mail in Redis, and every key expires', async () => {
    const id = nextThaiId();
    await idCheck(a, id, '192.0.2.78');
    await login(a, 'someone@example.com', 'wrong-password', '192.0.2.77');
    const keys = await redis.keys(`${PREFIX}*`);
    expect(keys.length).toBeGreaterThan(2);
    for (const key of keys) {
      expect(key).not.toMatch(/203\.0\.113|198\.51\.100|192\.0\.2|@example|someone/);
      expect(key).not.toContain(id);
      expect(await redis.pttl(key), key).toBeGreaterThan(0);
    }
    expect(keys.some((k) => k.startsWith(`${PREFIX}rl:`))).toBe(true);
    expect(keys.some((k) => k.startsWith(`${PREFIX}login:`))).toBe(true);
  });
});

describe('login lockouts in Redis', () => {
  it('a lockout earned on one process holds on the other, for that e-mail and address only', async () => {
    const admin = DEMO_ACCOUNTS.admin;
    const attacker = '203.0.113.66';
    // Five free wrong passwords, spread over both processes; then a second's wait, on both.
    for (let i = 0; i < 5; i++) {
      expect((await login(i % 2 ? b : a, admin.email, `guess-${i}`, attacker)).statusCode).toBe(401);
    }
    const blocked = await login(b, admin.email, admin.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect((await login(a, admin.email, admin.password, attacker)).statusCode).toBe(429);
    // The owner from another address gets in on either process.
    expect((await login(a, admin.email, admin.password, '198.51.100.200')).statusCode).toBe(200);
    // A success clears the pair on every process.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await login(b, admin.email, admin.password, attacker)).statusCode).toBe(200);
    expect((await login(a, admin.email, 'guess-again', attacker)).statusCode).toBe(401);
    expect((await login(b, admin.email, admin.password, attacker)).statusCode).toBe(200);
  });
});

describe('the bound per e-mail in Redis', () => {
  it('counts wrong passwords from many addresses on both processes together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await login(i % 2 ? b : a, 'spread@example.com', `guess-${i}`, `198.51.100.${i + 120}`);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(ACCOUNT_FREE_FAILURES).fill(401), 429, 429, 429]);
    const held = await login(a, 'spread@example.com', 'guess', '198.51.100.200');
    expect(held.json<{ code: string }>().code).toBe('auth.account_locked_for');
  });
});

describe('the Redis store of wrong passwords', () => {
  it('takes checks atomically, and a released check gives its time back', async () => {
    const shared = await openRedis({
      url: REDIS_URL,
      prefix: PREFIX,
      secret: SHARED.JWT_SECRET,
      log: pino({ level: 'silent' }),
    });
    try {
      const store = new RedisFailureStore(shared);
      const t = Date.UTC(2027, 0, 1);
      const taken = await Promise.all(Array.from({ length: 30 }, () => store.take('take-1', t, 10)));
      expect(taken.filter((x) => x.wait === 0)).toHaveLength(10);
      expect(taken.filter((x) => x.wait === 1000)).toHaveLength(20);
      const ok = await store.take('take-1', t + 1000, 10);
      expect(ok).toEqual({ wait: 0, at: t + 1000, before: t });
      await store.release('take-1', ok);
      expect(await store.get('take-1')).toEqual({ count: 10, last: t });
      expect((await store.take('take-1', t + FORGET_AFTER_MS, 10)).wait).toBe(0);
      expect(await store.get('take-1')).toEqual({ count: 1, last: t + FORGET_AFTER_MS });
    } finally {
      await closeRedis(shared);
    }
  });

  it('counts atomically, starts again after an hour of quiet, expires, and clears', async () => {
    const shared = await openRedis({
      url: REDIS_URL,
      prefix: PREFIX,
      secret: SHARED.JWT_SECRET,
      log: pino({ level: 'silent' }),
    });
    try {
      const store = new RedisFailureStore(shared);
      const t = Date.UTC(2027, 0, 1);
      // Ten failures at once (as from several processes): each counted once.
      const counts = await Promise.all(Array.from({ length: 10 }, () => store.record('pair-1', t)));
      expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await store.get('pair-1')).toEqual({ count: 10, last: t });
      expect(await store.record('pair-1', t + FORGET_AFTER_MS - 1)).toEqual({
        count: 11,
        last: t + FORGET_AFTER_MS - 1,
      });
      expect((await store.record('pair-1', t + 2 * FORGET_AFTER_MS - 1)).count).toBe(1);
      const key = `${PREFIX}login:${shared.hide('pair-1')}`;
      expect(await redis.hget(key, 'count')).toBe('1');
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(FORGET_AFTER_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(FORGET_AFTER_MS);
      await store.clear('pair-1');
      expect(await store.get('pair-1')).toBeUndefined();
      expect(await store.get('pair-2')).toBeUndefined();
    } finally {
      await closeRedis(shared);
    }
  });
});

describe('without Redis', () => {
  it('each process counts on its own (what REDIS_URL is for)', async () => {
    const c = await buildTestApp({ database });
    const d = await buildTestApp({ database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 24; i++) statuses.push((await signUp(i % 2 ? d : c, '203.0.113.90')).statusCode);
      expect(statuses.every((s) => s === 400)).toBe(true);
    } finally {
      await c.close();
      await d.close();
    }
  });

  it('when Redis does not answer, limits and lockouts count in the process instead of vanishing', async () => {
    const logLines: string[] = [];
    const down = await buildTestApp({
      database,
      logLines,
      // Nothing listens on port 1: every command fails at once.
      config: { ...SHARED, REDIS_URL: 'redis://:not-in-logs@127.0.0.1:1/0' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await signUp(down, '203.0.113.91')).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
      for (let i = 0; i < 5; i++) {
        expect((await login(down, 'x@example.com', `guess-${i}`, '203.0.113.92')).statusCode).toBe(401);
      }
      expect((await login(down, 'x@example.com', 'guess-7', '203.0.113.92')).statusCode).toBe(429);
      const log = logLines.join('\n');
      expect(log).toMatch(/redis: not reachable at start-up/);
      expect(log).toContain('redis://127.0.0.1:1/0');
      expect(log).not.toContain('not-in-logs');
    } finally {
      await down.close();
    }
  });
});
