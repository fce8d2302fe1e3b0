/**
 * Wrong passwords are throttled per (e-mail, client address) pair, never per e-mail alone: a stranger
 * guessing from their address slows down only themselves, and the owner logging in from another
 * address is not affected (a per-e-mail lock let anyone lock anyone out, the admin included).
 *
 * A pair gets FREE_FAILURES wrong passwords without waiting; after that each attempt must come a
 * growing delay after the pair's last failure (1 s, 2 s, 4 s ... at most 15 minutes). A success clears
 * the pair. The per-address route limit on the login call still caps how fast one address tries
 * e-mails.
 *
 * The counts live in this process (MemoryFailureStore), or in Redis when REDIS_URL is set
 * (RedisFailureStore), so that a lockout earned on one process or machine holds on all of them.
 */
import type { SharedRedis } from '../lib/redis';

export interface FailureRecord {
  /** Wrong passwords since the pair's last success (or since they were forgotten). */
  count: number;
  /** When the last one happened (ms since the epoch). */
  last: number;
}

/** Where the counts live: in memory for one process, or in Redis for several (same three calls). */
export interface FailureStore {
  get(key: string): Promise<FailureRecord | undefined>;
  /** Counts one more failure at `now` and answers the new record. */
  record(key: string, now: number): Promise<FailureRecord>;
  clear(key: string): Promise<void>;
}

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export const FREE_FAILURES = 5;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A pair quiet this long starts again from zero (and a shared store may expire it then). */
export const FORGET_AFTER_MS = 60 * 60 * 1000;

/** How long after its last failure a pair with `count` failures must wait before trying again. */
export function delayAfter(count: number): number {
  if (count < FREE_FAILURES) return 0;
  // 2^n overflows nothing here: the exponent is capped long before doubles lose precision.
  return Math.min(1000 * 2 ** Math.min(count - FREE_FAILURES, 30), MAX_DELAY_MS);
}

/** One process's counts, at most `maxEntries` pairs; when full, the least recently failed goes. */
export class MemoryFailureStore implements FailureStore {
  private readonly entries = new Map<string, FailureRecord>();

  constructor(private readonly maxEntries = 100_000) {}

  get size(): number {
    return this.entries.size;
  }

  async get(key: string): Promise<FailureRecord | undefined> {
    return this.entries.get(key);
  }

  async record(key: string, now: number): Promise<FailureRecord> {
    const next = { count: (this.entries.get(key)?.count ?? 0) + 1, last: now };
    // Delete then set moves the key to the end, so the Map's first key is the oldest failure.
    this.entries.delete(key);
    this.entries.set(key, next);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return next;
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

/** Counts one failure: starts again from 1 when the last one is FORGET_AFTER_MS old; expires then. */
const RECORD_SCRIPT = `
local last = redis.call('HGET', KEYS[1], 'last')
local count
if last and tonumber(ARGV[1]) - tonumber(last) >= tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[1], 'count', 1)
  count = 1
else
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
end
redis.call('HSET', KEYS[1], 'last', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return count`;

interface ScriptedRedis {
  racedayLoginRecord(key: string, now: string, forgetMs: string): Promise<number>;
}

/**
 * The counts in Redis, shared by every process and machine: one hash per pair under
 * `<prefix>login:<keyed hash of e-mail and address>` (no e-mail in Redis), expiring FORGET_AFTER_MS
 * after the pair's last failure, so nothing stays for good.
 *
 * When Redis does not answer, the pair is counted in this process instead (and the failure logged):
 * lockouts then hold per process, which still slows a guesser down, while failing closed would lock
 * everyone out of logging in (organizers at the desk on opening day included) for as long as Redis
 * is down, and failing open would let guesses through unthrottled.
 */
export class RedisFailureStore implements FailureStore {
  private readonly fallback = new MemoryFailureStore(10_000);
  private readonly scripted: ScriptedRedis;

  constructor(private readonly redis: SharedRedis) {
    const client = redis.client as typeof redis.client & Partial<ScriptedRedis>;
    if (!client.racedayLoginRecord) {
      client.defineCommand('racedayLoginRecord', { numberOfKeys: 1, lua: RECORD_SCRIPT });
    }
    this.scripted = client as unknown as ScriptedRedis;
  }

  private redisKey(key: string): string {
    return `${this.redis.prefix}login:${this.redis.hide(key)}`;
  }

  async get(key: string): Promise<FailureRecord | undefined> {
    try {
      const [count, last] = await this.redis.client.hmget(this.redisKey(key), 'count', 'last');
      if (!count || !last) return undefined;
      return { count: Number(count), last: Number(last) };
    } catch (err) {
      this.redis.failed('login throttle', err);
      return this.fallback.get(key);
    }
  }

  async record(key: string, now: number): Promise<FailureRecord> {
    try {
      const count = await this.scripted.racedayLoginRecord(
        this.redisKey(key),
        String(now),
        String(FORGET_AFTER_MS),
      );
      return { count: Number(count), last: now };
    } catch (err) {
      this.redis.failed('login throttle', err);
      return this.fallback.record(key, now);
    }
  }

  async clear(key: string): Promise<void> {
    await this.fallback.clear(key);
    try {
      await this.redis.client.del(this.redisKey(key));
    } catch (err) {
      this.redis.failed('login throttle', err);
    }
  }
}

export class LoginThrottle {
  constructor(
    private readonly store: FailureStore = new MemoryFailureStore(),
    readonly clock: Clock = systemClock,
  ) {}

  private key(email: string, address: string): string {
    return `${email.trim().toLowerCase()}\n${address}`;
  }

  /** Whole seconds the pair must still wait before its password is checked; 0 when it may try. */
  async retryAfter(email: string, address: string): Promise<number> {
    const f = await this.store.get(this.key(email, address));
    if (!f) return 0;
    const now = this.clock.now();
    if (now - f.last >= FORGET_AFTER_MS) return 0;
    const left = f.last + delayAfter(f.count) - now;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  async failed(email: string, address: string): Promise<void> {
    const key = this.key(email, address);
    const now = this.clock.now();
    const f = await this.store.get(key);
    if (f && now - f.last >= FORGET_AFTER_MS) await this.store.clear(key);
    await this.store.record(key, now);
  }

  async succeeded(email: string, address: string): Promise<void> {
    await this.store.clear(this.key(email, address));
  }
}

/** The throttle of a server process: shared through Redis when there is one, else in memory. */
export function loginThrottleFor(redis: SharedRedis | undefined): LoginThrottle {
  return new LoginThrottle(redis ? new RedisFailureStore(redis) : new MemoryFailureStore());
}
