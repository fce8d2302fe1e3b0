import { describe, expect, it } from 'vitest';
import {
  KnownDevices,
  LoginThrottle,
  MemoryFailureStore,
  type LoginCheck,
  type LoginHeld,
} from '../../src/services/people/login-throttle';

describe('login throttle', () => {
  const make = () => {
    const clock = { t: Date.UTC(2027, 0, 1), now: () => clock.t };
    return { clock, throttle: new LoginThrottle(new MemoryFailureStore(), clock) };
  };

  it('lets five wrong passwords through, then asks for 1, 2, 4 ... seconds, at most 15 minutes', async () => {
    const { clock, throttle } = make();
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      waits.push(await throttle.retryAfter('Someone@Example.com', '203.0.113.1'));
      clock.t += waits.at(-1)! * 1000;
      await throttle.failed('someone@example.com', '203.0.113.1');
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(await throttle.retryAfter('someone@example.com', '203.0.113.1')).toBe(900);
    // Another address, or another e-mail from the same address, is not slowed down.
    expect(await throttle.retryAfter('someone@example.com', '203.0.113.2')).toBe(0);
    expect(await throttle.retryAfter('other@example.com', '203.0.113.1')).toBe(0);
    clock.t += 900_000 - 1;
    expect(await throttle.retryAfter('someone@example.com', '203.0.113.1')).toBe(1);
    clock.t += 1;
    expect(await throttle.retryAfter('someone@example.com', '203.0.113.1')).toBe(0);
  });

  it('starts again after a success, or after an hour without failures', async () => {
    const { clock, throttle } = make();
    for (let i = 0; i < 6; i++) await throttle.failed('a@example.com', '203.0.113.1');
    expect(await throttle.retryAfter('a@example.com', '203.0.113.1')).toBe(2);
    await throttle.succeeded('a@example.com', '203.0.113.1');
    await throttle.failed('a@example.com', '203.0.113.1');
    expect(await throttle.retryAfter('a@example.com', '203.0.113.1')).toBe(0);

    for (let i = 0; i < 10; i++) await throttle.failed('b@example.com', '203.0.113.1');
    clock.t += 60 * 60 * 1000;
    expect(await throttle.retryAfter('b@example.com', '203.0.113.1')).toBe(0);
    await throttle.failed('b@example.com', '203.0.113.1');
    expect(await throttle.retryAfter('b@example.com', '203.0.113.1')).toBe(0);
  });

  it('keeps at most the configured number of pairs, forgetting the oldest failure first', async () => {
    const store = new MemoryFailureStore(3);
    for (const key of ['a', 'b', 'c']) await store.record(key, 1);
    await store.record('a', 2);
    await store.record('d', 3);
    expect(store.size).toBe(3);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toEqual({ count: 2, last: 2 });
    expect(await store.get('d')).toEqual({ count: 1, last: 3 });
  });

  /** One login attempt's fate: 'checked' (and how the password was), or the hold. */
  const attempt = async (
    throttle: LoginThrottle,
    email: string,
    address: string,
    right = false,
    device?: string,
  ): Promise<string> => {
    const entry = await throttle.enter(email, address, device);
    if ('done' in entry) {
      await (entry as LoginCheck).done(right);
      return 'checked';
    }
    const held = entry as LoginHeld;
    return `${held.code} ${held.seconds}`;
  };

  it('bounds one e-mail from all addresses: 10 checks, then 1, 2, 4 ... s; known and unknown alike', async () => {
    const { clock, throttle } = make();
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) seen.push(await attempt(throttle, 'Someone@Example.com', `198.51.100.${i}`));
    expect(seen).toEqual([
      ...Array<string>(10).fill('checked'),
      'auth.account_locked_for 1',
      'auth.account_locked_for 1',
    ]);
    clock.t += 1000;
    expect(await attempt(throttle, 'someone@example.com', '198.51.100.99')).toBe('checked');
    expect(await attempt(throttle, 'someone@example.com', '198.51.100.98')).toBe('auth.account_locked_for 2');
    // Refused attempts cost the pair nothing: each address still has its five.
    expect(await throttle.retryAfter('someone@example.com', '198.51.100.11')).toBe(0);
    // Another e-mail is not held; an hour of quiet forgets the count.
    expect(await attempt(throttle, 'other@example.com', '198.51.100.1')).toBe('checked');
    clock.t += 60 * 60 * 1000;
    expect(await attempt(throttle, 'someone@example.com', '198.51.100.98')).toBe('checked');
  });

  it('a right password gives back only its own check, and a guess right after it waits for nothing new', async () => {
    const { clock, throttle } = make();
    for (let i = 0; i < 10; i++) await attempt(throttle, 'a@example.com', `203.0.113.${i}`);
    clock.t += 1000;
    expect(await attempt(throttle, 'a@example.com', '192.0.2.1', true)).toBe('checked');
    // Still 10 failures, the last one second ago: the next check is due now, then 2 s after it.
    expect(await attempt(throttle, 'a@example.com', '192.0.2.2')).toBe('checked');
    expect(await attempt(throttle, 'a@example.com', '192.0.2.3')).toBe('auth.account_locked_for 2');
  });

  it('counts checks started together: 40 at once get 10', async () => {
    const { throttle } = make();
    const entries = await Promise.all(
      Array.from({ length: 40 }, (_, i) => throttle.enter('b@example.com', `203.0.113.${i}`)),
    );
    expect(entries.filter((e) => 'done' in e)).toHaveLength(10);
  });

  it('holds a known device by its own bound only, and a right password there clears it', async () => {
    const { clock, throttle } = make();
    for (let i = 0; i < 12; i++) await attempt(throttle, 'c@example.com', `203.0.113.${i}`);
    expect(await attempt(throttle, 'c@example.com', '203.0.113.1')).toBe('auth.account_locked_for 1');
    expect(await attempt(throttle, 'c@example.com', '203.0.113.1', true, 'device-1')).toBe('checked');
    const seen: string[] = [];
    for (let i = 0; i < 11; i++)
      seen.push(await attempt(throttle, 'c@example.com', '203.0.113.1', false, 'device-1'));
    expect(seen).toEqual([...Array<string>(10).fill('checked'), 'auth.too_many 1']);
    // Another device of the same account is not held.
    expect(await attempt(throttle, 'c@example.com', '203.0.113.1', true, 'device-2')).toBe('checked');
    clock.t += 1000;
    expect(await attempt(throttle, 'c@example.com', '203.0.113.1', true, 'device-1')).toBe('checked');
    expect(await attempt(throttle, 'c@example.com', '203.0.113.1', false, 'device-1')).toBe('checked');
  });

  it('reads only the known-device cookies it made, unaltered and at most 180 days old', () => {
    const clock = { t: Date.UTC(2027, 0, 1), now: () => clock.t };
    const devices = new KnownDevices('a-secret-of-at-least-32-characters!!', clock);
    const value = devices.issue({ id: 42, tokenVersion: 3 });
    const read = devices.read(value);
    expect(read).toMatchObject({ userId: 42, version: 3 });
    expect(read!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(devices.issue({ id: 42, tokenVersion: 3 })).not.toBe(value);
    expect(new KnownDevices('another-secret-of-at-least-32-chars!', clock).read(value)).toBeNull();
    expect(devices.read(value.replace('.42.', '.43.'))).toBeNull();
    expect(devices.read(value.replace('.3.', '.4.'))).toBeNull();
    expect(devices.read(`${value}x`)).toBeNull();
    expect(devices.read(undefined)).toBeNull();
    expect(devices.read('x'.repeat(5000))).toBeNull();
    clock.t += 180 * 24 * 60 * 60 * 1000;
    expect(devices.read(value)).not.toBeNull();
    clock.t += 1000;
    expect(devices.read(value)).toBeNull();
  });
});
