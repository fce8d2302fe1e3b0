/**
 * Graceful overload (plugins/overload.ts): while the process is saturated, a new order gets a fast 503
 * with Retry-After and the busy sentence in the caller's language, and nothing is stored; reads and
 * health still answer. Saturation is forced with the app's switch, never by loading the machine.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { events, orders } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';
import { eventPlacesTaken } from '../../src/orders/places-taken';

const BUSY_TH = 'ขณะนี้มีผู้สมัครจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกไม่กี่วินาที';
const BUSY_EN = 'Many runners are registering right now; please try again in a few seconds';

const create = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/order/create', payload: payload as object, headers });

async function orderCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row!.n;
}

async function placesTaken(t: TestApp, key: string): Promise<number> {
  const [row] = await t.database.db.select().from(events).where(eq(events.eventKey, key));
  return eventPlacesTaken(t.database.db, row!.id);
}

describe('a saturated server (the switch)', () => {
  let t: TestApp;
  let bangkok: EventDetail;
  let saturated = false;
  beforeAll(async () => {
    t = await buildTestApp({
      overload: { saturated: () => saturated },
      config: { OVERLOAD_RETRY_AFTER_SECONDS: '7' },
    });
    bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
  });
  afterAll(async () => {
    saturated = false;
    await t.close();
  });

  it('answers a new order with 503, Retry-After and the busy sentence, and stores nothing', async () => {
    const before = await orderCount(t);
    const places = await placesTaken(t, bangkok.event_key);
    saturated = true;
    try {
      const thai = await create(t, orderFor(bangkok, [runnerFor(bangkok)]), {
        'idempotency-key': 'overload-th-0001',
      });
      expect(thai.statusCode).toBe(503);
      expect(thai.headers['retry-after']).toBe('7');
      expect(thai.headers['cache-control']).toBe('no-store');
      expect(thai.json()).toEqual({ status: 'error', code: 'http.busy', message: BUSY_TH });

      // The caller's language: Accept-Language, or the body's `language` field.
      const byHeader = await create(t, orderFor(bangkok, [runnerFor(bangkok)]), {
        'accept-language': 'en-US,en;q=0.8',
      });
      expect(byHeader.statusCode).toBe(503);
      expect(byHeader.json()).toEqual({ status: 'error', code: 'http.busy', message: BUSY_EN });
      const byField = await create(t, orderFor(bangkok, [runnerFor(bangkok)], { language: 'EN' }));
      expect(byField.statusCode).toBe(503);
      expect(byField.headers['retry-after']).toBe('7');
      expect(byField.json()).toEqual({ status: 'error', code: 'http.busy', message: BUSY_EN });

      // Refused before anything else looks at it: even a body that would be a 400 gets the 503.
      const malformed = await create(t, { event_key: bangkok.event_key, runner_list: 'nope' });
      expect(malformed.statusCode).toBe(503);
    } finally {
      saturated = false;
    }
    expect(await orderCount(t)).toBe(before);
    expect(await placesTaken(t, bangkok.event_key)).toBe(places);
  });

  it('still answers reads and health while saturated', async () => {
    saturated = true;
    try {
      const list = await t.app.inject({ method: 'GET', url: '/v1/events' });
      expect(list.statusCode).toBe(200);
      expect(list.json<{ event_key: string }[]>().map((e) => e.event_key)).toContain(bangkok.event_key);
      const detail = await t.app.inject({ method: 'GET', url: `/v1/events/${bangkok.event_key}` });
      expect(detail.statusCode).toBe(200);
      expect(detail.json<EventDetail>().event_key).toBe(bangkok.event_key);
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      // A check on the registration page is not an order either.
      const check = await t.app.inject({
        method: 'POST',
        url: '/v1/order/is_exiting_runner',
        payload: {
          event_key: bangkok.event_key,
          run_type_id: bangkok.run_type[0]!.id,
          id_card: runnerFor(bangkok).id_card,
        },
      });
      expect(check.statusCode).toBe(200);
      expect(check.json<{ exiting_runner: string }>().exiting_runner).toBe('N');
    } finally {
      saturated = false;
    }
  });

  it('creates the order normally once no longer saturated, with the key the refused try carried', async () => {
    const body = orderFor(bangkok, [runnerFor(bangkok)]);
    const headers = { 'idempotency-key': 'overload-retry-0001' };
    const before = await orderCount(t);

    saturated = true;
    const refused = await create(t, body, headers);
    saturated = false;
    expect(refused.statusCode).toBe(503);

    const first = await create(t, body, headers);
    expect(first.statusCode).toBe(201);
    const again = await create(t, body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ uuid: string }>().uuid).toBe(first.json<{ uuid: string }>().uuid);
    expect(await orderCount(t)).toBe(before + 1);
  });
});

describe('the bound on orders in flight', () => {
  let t: TestApp;
  let bangkok: EventDetail;
  beforeAll(async () => {
    // A Retry-After of its own, so this 503 cannot be mistaken for a lock timeout's (5 s).
    t = await buildTestApp({
      config: { OVERLOAD_MAX_ORDERS_IN_FLIGHT: '1', OVERLOAD_RETRY_AFTER_SECONDS: '9' },
    });
    bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an order beyond the bound at once, and takes the next once the first is answered', async () => {
    const before = await orderCount(t);
    let first: ReturnType<typeof create> | undefined;
    let second: Awaited<ReturnType<typeof create>> | undefined;
    // The orders table held by another transaction: the first order waits in flight for it.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table orders in exclusive mode`);
      first = create(t, orderFor(bangkok, [runnerFor(bangkok)]));
      await vi.waitFor(() => expect(t.app.overload.inFlight()).toBe(1));
      second = await create(t, orderFor(bangkok, [runnerFor(bangkok)]), { 'accept-language': 'en' });
    });
    expect(second!.statusCode).toBe(503);
    expect(second!.headers['retry-after']).toBe('9');
    expect(second!.json()).toEqual({ status: 'error', code: 'http.busy', message: BUSY_EN });

    const answered = await first!;
    expect(answered.statusCode).toBe(201);
    expect(t.app.overload.inFlight()).toBe(0);
    expect(await orderCount(t)).toBe(before + 1);

    // A refused body frees its place too: the next order is taken.
    const bad = await create(t, { event_key: bangkok.event_key, runner_list: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(t.app.overload.inFlight()).toBe(0);
    const next = await create(t, orderFor(bangkok, [runnerFor(bangkok)]));
    expect(next.statusCode).toBe(201);
    expect(await orderCount(t)).toBe(before + 2);
  });
});

describe('the measurement (@fastify/under-pressure)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds a blocked event loop saturated, and still answers health and reads', async () => {
    // The event loop held for a second and a half: far above a 1 ms mean delay.
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      // busy
    }
    await vi.waitFor(() => expect(t.app.overload.saturated()).toBe(true), { timeout: 5000 });
    // The plugin's own hook refuses nothing: only the order route asks.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/events' })).statusCode).toBe(200);
  });
});
