/**
 * Wrong passwords are throttled per (e-mail, client address) pair, never per e-mail alone: a stranger
 * guessing from their address slows down only themselves, and the owner logging in from another
 * address is not affected (a per-e-mail lock let anyone lock anyone out, the admin included).
 *
 * A pair gets FREE_FAILURES wrong passwords without waiting; after that each attempt must come a
 * growing delay after the pair's last failure (1 s, 2 s, 4 s ... at most 15 minutes). A success clears
 * the pair. The per-address route limit on the login call still caps how fast one address tries
 * e-mails.
 */

export interface FailureRecord {
  /** Wrong passwords since the pair's last success (or since they were forgotten). */
  count: number;
  /** When the last one happened (ms since the epoch). */
  last: number;
}

/**
 * Where the counts live. In memory for one process; a shared store (e.g. Redis: HINCRBY + PEXPIRE)
 * implements the same three calls for several processes.
 */
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
