import { describe, expect, it } from 'vitest';
import { LoginThrottle, MemoryFailureStore } from '../../src/services/login-throttle';

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
});
