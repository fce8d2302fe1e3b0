/**
 * Wrong passwords are bounded three ways (OWASP's "slow down online guessing with device cookies"):
 *
 * - per (e-mail, client address) pair: a stranger guessing from their address slows down themselves;
 * - per e-mail from all addresses together (ACCOUNT_FREE_FAILURES), so guesses spread over many
 *   addresses are bounded too. It is keyed by the typed e-mail, not the account, so an unknown e-mail
 *   is held exactly like a known one and the bound reveals no account;
 * - per known device: a browser that logged in to the account before carries a signed cookie
 *   (KnownDevices). Its attempts skip the two bounds above (and the per-address route limit), so
 *   neither guessing from many addresses nor an attacker behind the owner's own address (a shared
 *   mobile-carrier address) locks the owner out; the device has a bound of its own
 *   (DEVICE_FREE_FAILURES), so a stolen cookie is no free pass.
 *
 * Each bound gets its free wrong passwords without waiting; after that each attempt must come a
 * growing delay after the last failure (1 s, 2 s, 4 s ... at most 15 minutes), forgotten after an hour
 * of quiet. A password check is counted when it starts (take, atomic), so many attempts at once get no
 * more checks than one after the other; a right password then clears the pair and the device, and
 * gives the e-mail's count back only its own check. The per-address route limit on the login call
 * still caps how fast one address tries e-mails.
 *
 * The counts live in this process (MemoryFailureStore), or in Redis when REDIS_URL is set
 * (RedisFailureStore), so that a lockout earned on one process or machine holds on all of them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SharedRedis } from '../../lib/redis';

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
  /**
   * One password check for `key` at `now`, if its failures so far allow one (`free` of them without
   * waiting, then delayAfter): counted at once (wait 0), or the ms still to wait, counting nothing.
   * Atomic, so checks started together are each counted.
   */
  take(key: string, now: number, free: number): Promise<Taken>;
  /**
   * Gives back a check taken at `taken.at` (it was no wrong password): one count less, and the last
   * failure's time back to what it was unless another came since; the record goes when none is left.
   */
  release(key: string, taken: Taken): Promise<void>;
}

export interface Taken {
  /** Ms still to wait; 0 when the check was counted. */
  wait: number;
  /** When it was counted. */
  at: number;
  /** The key's last failure before it (0: none). */
  before: number;
}

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Wrong passwords an (e-mail, address) pair may make without waiting. */
export const FREE_FAILURES = 5;
/** Wrong passwords an e-mail may get from all addresses together (known devices aside). */
export const ACCOUNT_FREE_FAILURES = 10;
/** Wrong passwords a known device may make for its account without waiting. */
export const DEVICE_FREE_FAILURES = 10;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A pair quiet this long starts again from zero (and a shared store may expire it then). */
export const FORGET_AFTER_MS = 60 * 60 * 1000;

/** How long after its last failure a key with `count` failures must wait before trying again. */
export function delayAfter(count: number, free = FREE_FAILURES): number {
  if (count < free) return 0;
  // 2^n overflows nothing here: the exponent is capped long before doubles lose precision.
  return Math.min(1000 * 2 ** Math.min(count - free, 30), MAX_DELAY_MS);
}

/** Ms a key must still wait at `now` (0: it may try), from its record. */
function waitLeft(f: FailureRecord | undefined, now: number, free: number): number {
  if (!f || now - f.last >= FORGET_AFTER_MS) return 0;
  return Math.max(0, f.last + delayAfter(f.count, free) - now);
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
    return this.put(key, { count: (this.entries.get(key)?.count ?? 0) + 1, last: now });
  }

  private put(key: string, next: FailureRecord): FailureRecord {
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

  // No await between the read and the write: one JavaScript turn, so atomic in this process.
  async take(key: string, now: number, free: number): Promise<Taken> {
    const f = this.entries.get(key);
    const wait = waitLeft(f, now, free);
    if (wait > 0) return { wait, at: now, before: f!.last };
    const live = f && now - f.last < FORGET_AFTER_MS ? f : undefined;
    this.put(key, { count: (live?.count ?? 0) + 1, last: now });
    return { wait: 0, at: now, before: live?.last ?? 0 };
  }

  async release(key: string, taken: Taken): Promise<void> {
    const f = this.entries.get(key);
    if (!f) return;
    if (f.count <= 1) {
      this.entries.delete(key);
      return;
    }
    f.count -= 1;
    if (f.last === taken.at) f.last = taken.before;
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

/**
 * take (FailureStore): ARGV now, forget-after ms, free failures, most delay ms; answers {ms still to
 * wait (0: counted), the last failure before}. The delay is delayAfter's, in Lua.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
if count > 0 and now - last >= tonumber(ARGV[2]) then
  count = 0
  last = 0
end
local free = tonumber(ARGV[3])
if count >= free then
  local delay = math.min(1000 * 2 ^ math.min(count - free, 30), tonumber(ARGV[4]))
  local left = last + delay - now
  if left > 0 then return {left, last} end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {0, last}`;

/** release (FailureStore): ARGV taken at, last before; see FailureStore.release. */
const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local count = redis.call('HINCRBY', KEYS[1], 'count', -1)
if count <= 0 then
  redis.call('DEL', KEYS[1])
elseif redis.call('HGET', KEYS[1], 'last') == ARGV[1] then
  redis.call('HSET', KEYS[1], 'last', ARGV[2])
end
return count`;

interface ScriptedRedis {
  racedayLoginRecord(key: string, now: string, forgetMs: string): Promise<number>;
  racedayLoginTake(
    key: string,
    now: string,
    forgetMs: string,
    free: string,
    mostMs: string,
  ): Promise<[number, number]>;
  racedayLoginRelease(key: string, at: string, before: string): Promise<number>;
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
      client.defineCommand('racedayLoginTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
      client.defineCommand('racedayLoginRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
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

  async take(key: string, now: number, free: number): Promise<Taken> {
    try {
      const [wait, before] = await this.scripted.racedayLoginTake(
        this.redisKey(key),
        String(now),
        String(FORGET_AFTER_MS),
        String(free),
        String(MAX_DELAY_MS),
      );
      return { wait: Number(wait), at: now, before: Number(before) };
    } catch (err) {
      this.redis.failed('login throttle', err);
      return this.fallback.take(key, now, free);
    }
  }

  async release(key: string, taken: Taken): Promise<void> {
    await this.fallback.release(key, taken);
    try {
      await this.scripted.racedayLoginRelease(this.redisKey(key), String(taken.at), String(taken.before));
    } catch (err) {
      this.redis.failed('login throttle', err);
    }
  }
}

/** Why a password check was not made: the reply's message code, and the seconds to wait. */
export interface LoginHeld {
  code: 'auth.too_many' | 'auth.account_locked_for';
  seconds: number;
}

/** A password check that may go ahead: say how it went once the password is checked. */
export interface LoginCheck {
  done(rightPassword: boolean): Promise<void>;
}

export class LoginThrottle {
  constructor(
    private readonly store: FailureStore = new MemoryFailureStore(),
    readonly clock: Clock = systemClock,
  ) {}

  private key(email: string, address: string): string {
    return `${email.trim().toLowerCase()}\n${address}`;
  }

  private accountKey(email: string): string {
    return `account\n${email.trim().toLowerCase()}`;
  }

  private deviceKey(device: string): string {
    return `device\n${device}`;
  }

  /**
   * Starts one login password check, counted at once in every bound it passes (so attempts made
   * together are each counted): from a known device of the account (`device`, its cookie's id) only
   * that device's bound applies; otherwise the (e-mail, address) pair's, then the e-mail's from all
   * addresses. Answers why it is held, or the check to finish with done().
   */
  async enter(email: string, address: string, device?: string | null): Promise<LoginHeld | LoginCheck> {
    const now = this.clock.now();
    const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
    if (device) {
      const key = this.deviceKey(device);
      const { wait } = await this.store.take(key, now, DEVICE_FREE_FAILURES);
      if (wait > 0) return { code: 'auth.too_many', seconds: seconds(wait) };
      return { done: async (right) => (right ? this.store.clear(key) : undefined) };
    }
    const pair = this.key(email, address);
    const pairTaken = await this.store.take(pair, now, FREE_FAILURES);
    if (pairTaken.wait > 0) return { code: 'auth.too_many', seconds: seconds(pairTaken.wait) };
    const account = this.accountKey(email);
    const accountTaken = await this.store.take(account, now, ACCOUNT_FREE_FAILURES);
    if (accountTaken.wait > 0) {
      // Not checked after all: the pair gets its check back.
      await this.store.release(pair, pairTaken);
      return { code: 'auth.account_locked_for', seconds: seconds(accountTaken.wait) };
    }
    return {
      done: async (right) => {
        if (!right) return;
        // The owner got in: the pair starts afresh, the e-mail's count forgets only this check (a
        // success must not hand a guesser elsewhere a fresh set of free guesses).
        await this.store.clear(pair);
        await this.store.release(account, accountTaken);
      },
    };
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

/** The cookie a browser gets with each successful login, naming it a known device of the account. */
export const KNOWN_DEVICE_COOKIE = 'rd_known';
/** How long a browser stays a known device after its last successful login. */
export const KNOWN_DEVICE_DAYS = 180;

/** What a valid known-device cookie says. */
export interface KnownDevice {
  userId: number;
  /** The account's token version when it was issued: logout everywhere or a new password ends it. */
  version: number;
  /** This browser's own id (random), which its bound counts under. */
  id: string;
}

/**
 * Known-device cookies: `1.<account id>.<token version>.<random id>.<issued, s>.<HMAC-SHA256>`, keyed
 * by a key derived from the token secret. Holds no e-mail and nothing secret; only this server can
 * make one, and one is good for the account it names only.
 */
export class KnownDevices {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock = systemClock,
  ) {
    this.key = createHmac('sha256', secret).update('raceday/known-device/v1').digest();
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  issue(user: { id: number; tokenVersion: number }): string {
    const issued = Math.floor(this.clock.now() / 1000);
    const payload = `1.${user.id}.${user.tokenVersion}.${randomBytes(16).toString('base64url')}.${issued}`;
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The device a cookie value names, when it is ours, unaltered and not older than KNOWN_DEVICE_DAYS. */
  read(value: string | undefined): KnownDevice | null {
    if (!value || value.length > 200) return null;
    const m = /^(1\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{22})\.(\d{1,12}))\.([A-Za-z0-9_-]{43})$/.exec(
      value,
    );
    if (!m) return null;
    const given = Buffer.from(m[6]!, 'base64url');
    const expected = this.mac(m[1]!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const ageMs = this.clock.now() - Number(m[5]) * 1000;
    if (ageMs < -60_000 || ageMs > KNOWN_DEVICE_DAYS * 24 * 60 * 60 * 1000) return null;
    return { userId: Number(m[2]), version: Number(m[3]), id: m[4]! };
  }
}
