/**
 * Buyers behind one carrier address (issue 23, item 6): Thai mobile carriers put many subscribers
 * behind one CGNAT address. 100 distinct buyers (their own ID cards, their own browsers) submit at
 * once from one address, each through the registration page's own submit code (the web's
 * send-order.ts: Idempotency-Key, retry, and the background challenge for a device token), with
 * fetch answered by this app: at least 95 orders within 2 minutes. One script at full speed from
 * that address, earning tokens as fast as it can, holds no more places than HELD_PLACES_PER_ADDRESS.
 */
import { setMaxListeners } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@raceday/domain';
import { buildTestApp, type TestApp } from '../helper';
import { earnDeviceToken } from '../support/devices';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

/** The web modules this test runs (imported by path: they are the browser's code, not the server's). */
interface DeviceTokenStore {
  get(): string | null;
  set(token: string, expiresAt: string): void;
}
interface RetryState {
  kind: string;
}
interface WebSubmit {
  sendOrder(
    body: unknown,
    idempotencyKey: string,
    options: { signal: AbortSignal; onState: (state: RetryState) => void; device: DeviceTokenStore },
  ): Promise<{ uuid: string } | null>;
}
const webModule = <T>(file: string) =>
  import(/* @vite-ignore */ `../../../web/src/features/registration/${file}`) as Promise<T>;

const CARRIER = '49.228.10.20';
const HELD_PER_ADDRESS = 120;

let t: TestApp;
let bangkok: EventDetail;
beforeAll(async () => {
  // The real limits: 20 attempts a minute per address without a token, 10 per device token.
  t = await buildTestApp({
    config: {
      ORDER_RATE_PER_MINUTE: '20',
      ORDER_RATE_PER_DEVICE_PER_MINUTE: '10',
      HELD_PLACES_PER_ADDRESS: String(HELD_PER_ADDRESS),
    },
  });
  bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
  // The browsers' network: every call reaches this app from the carrier's one address.
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const res = await t.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: CARRIER,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

const create = (from: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/order/create',
    payload: orderFor(bangkok, [runnerFor(bangkok)]) as object,
    remoteAddress: from,
    headers,
  });

describe('100 buyers behind one carrier address', () => {
  let placedByBuyers = 0;

  it('place at least 95 orders within 2 minutes through the page’s own retry and challenge path', async () => {
    const { sendOrder } = await webModule<WebSubmit>('model/send-order');
    const { browserDeviceStore } = await webModule<{ browserDeviceStore(): DeviceTokenStore }>(
      'api/device-token',
    );
    const { newIdempotencyKey } = await webModule<{ newIdempotencyKey(): string }>('model/random');
    const deadline = new AbortController();
    // One deadline for 100 pages (in a browser each page has its own): each waits on it.
    setMaxListeners(500, deadline.signal);
    const timer = setTimeout(() => deadline.abort(), 120_000);
    const started = Date.now();
    const checked: boolean[] = [];
    try {
      const replies = await Promise.all(
        Array.from({ length: 100 }, async (_, i) => {
          // Each buyer: their own ID card, their own browser (device store) and submit key.
          const body = orderFor(bangkok, [runnerFor(bangkok)]);
          const reply = await sendOrder(body, newIdempotencyKey(), {
            signal: deadline.signal,
            onState: (state) => {
              if (state.kind === 'checking') checked[i] = true;
            },
            device: browserDeviceStore(),
          }).catch((error: unknown) => ({ error }));
          return reply !== null && 'uuid' in reply ? reply.uuid : null;
        }),
      );
      placedByBuyers = replies.filter((uuid) => uuid !== null).length;
    } finally {
      clearTimeout(timer);
    }
    const seconds = (Date.now() - started) / 1000;
    expect(placedByBuyers, `orders placed in ${seconds.toFixed(1)} s`).toBeGreaterThanOrEqual(95);
    expect(seconds).toBeLessThan(120);
    // Those beyond the address's own 20 a minute went through the background check.
    expect(checked.filter(Boolean).length).toBeGreaterThanOrEqual(75);
  }, 180_000);

  it('one script at full speed from that address, earning device tokens, holds no more than the address bound', async () => {
    let placed = 0;
    // Without a token: the address is busy, every attempt is asked for a challenge.
    for (let i = 0; i < 30; i++) {
      const res = await create(CARRIER);
      if (res.statusCode === 201) placed++;
      else expect(res.json()).toMatchObject({ code: 'challenge.required' });
    }
    // Solving challenges as fast as it can, each token sent until it is refused.
    for (let n = 0; n < 6; n++) {
      const device = { 'x-raceday-device': await earnDeviceToken(t, CARRIER) };
      let byThisToken = 0;
      for (let i = 0; i < 15; i++) if ((await create(CARRIER, device)).statusCode === 201) byThisToken++;
      expect(byThisToken).toBeLessThanOrEqual(10);
      placed += byThisToken;
    }
    // One place per order: what the buyers hold and what the script got stay within the bound.
    expect(placedByBuyers + placed).toBeLessThanOrEqual(HELD_PER_ADDRESS);
  }, 120_000);

  it('one script at full speed from a fresh address, solving nothing, gets 20 orders and then only challenges', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await create('49.228.10.21')).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });
});
