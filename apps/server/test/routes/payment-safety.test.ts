/**
 * Payments and submits that arrive twice (issue 9, items 9-11): one live card charge per order, a
 * second successful charge refunded as paid_twice, one history row per card attempt, and twin
 * submits with one Idempotency-Key answered with one order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { orderHistory, orders, payments, runners, sandboxCharges } from '../../src/db/schema';
import { createOrder } from '../../src/orders/place-order';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let bangkok: EventDetail;
beforeAll(async () => {
  t = await buildTestApp();
  bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': 'en', ...headers },
  });

async function cardOrder() {
  const res = await post(
    '/v1/order/create',
    orderFor(bangkok, [runnerFor(bangkok)], { payment_method: 'CC_OPN' }),
  );
  expect(res.statusCode).toBe(201);
  const { uuid } = res.json<{ uuid: string }>();
  const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return o!;
}

async function cardToken(): Promise<string> {
  const res = await post('/v1/sandbox/tokens', {
    number: '4242 4242 4242 4242',
    name: 'SOMCHAI JAIDEE',
    expiry_month: 12,
    expiry_year: new Date().getFullYear() + 2,
    security_code: '123',
  });
  return res.json<{ id: string }>().id;
}

const pay = (uuid: string, token_key: string) => post('/v1/order/cc-payment', { token_key, uuid });
const chargeIdOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { authorize_uri: string } }).data.authorize_uri.split('/').pop()!;

async function actions(orderId: number) {
  const rows = await t.database.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(orderHistory.id);
  return rows.map((h) => h.action);
}

describe('card payments', () => {
  it('two card payments at once with two cards: one charge, the other is asked to wait', async () => {
    const order = await cardOrder();
    const [a, b] = await Promise.all([
      pay(order.uuid, await cardToken()),
      pay(order.uuid, await cardToken()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'payment.in_progress',
      message:
        'A card payment for this order is still in progress; finish it, or wait 15 minutes and try again',
    });
    const charges = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(charges).toHaveLength(1);
    expect((await actions(order.id)).filter((x) => x === 'payment_started')).toHaveLength(1);
  });

  it('the database itself allows one live card charge per order', async () => {
    const order = await cardOrder();
    const live = { orderId: order.id, provider: 'sandbox', method: 'card', amount: order.paidAmount };
    await t.database.db.insert(payments).values({ ...live, status: 'pending', providerChargeId: 'chrg_a' });
    await expect(
      t.database.db.insert(payments).values({ ...live, status: 'pending', providerChargeId: 'chrg_b' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    // A failed attempt does not count: a new one may start.
    await t.database.db
      .update(payments)
      .set({ status: 'failed' })
      .where(eq(payments.providerChargeId, 'chrg_a'));
    await t.database.db.insert(payments).values({ ...live, status: 'pending', providerChargeId: 'chrg_b' });
  });

  it('ten identical requests with one card token: one charge, one history row, the same answer', async () => {
    const order = await cardOrder();
    const token = await cardToken();
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(order.uuid, token)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    expect(await actions(order.id)).toEqual(['created', 'payment_started']);
  });

  it('a second successful charge (an abandoned 3-D Secure page completed later) is refunded as paid_twice', async () => {
    const order = await cardOrder();
    const first = await pay(order.uuid, await cardToken());
    const firstCharge = chargeIdOf(first);
    // The runner left the first 3-D Secure page open for 20 minutes, then paid with another card.
    await t.database.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '20 minutes'` })
      .where(eq(payments.providerChargeId, firstCharge));
    const second = await pay(order.uuid, await cardToken());
    expect(second.statusCode).toBe(200);
    const secondCharge = chargeIdOf(second);
    expect(
      (await post(`/v1/sandbox/charges/${secondCharge}/complete`, { outcome: 'successful' })).json(),
    ).toMatchObject({ result: 'paid' });
    // Then the old page is approved too.
    const late = await post(`/v1/sandbox/charges/${firstCharge}/complete`, { outcome: 'successful' });
    expect(late.json()).toMatchObject({ result: 'paid_twice' });

    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ status: 'PAID', paymentRef: secondCharge });
    expect(await actions(order.id)).toEqual([
      'created',
      'payment_started',
      'payment_started',
      'paid',
      'paid_twice',
      'refunded',
    ]);
    const [refunded] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerChargeId, firstCharge));
    expect(refunded!.status).toBe('refunded');
    const [atProvider] = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, firstCharge));
    expect(atProvider!.metadata.refunded_amount).toBe(String(order.paidAmount));
    // Replays of the news refund nothing twice.
    for (let i = 0; i < 3; i++) {
      await post('/v1/payments/webhook/sandbox', { data: { id: firstCharge } });
    }
    expect((await actions(order.id)).filter((x) => x === 'refunded')).toHaveLength(1);
    // The organizer sees it on the order list.
    const login = await post('/v1/auth/login', {
      email: 'organizer@raceday.local',
      password: 'Organizer#2026',
    });
    const list = await post(
      '/v1/organizer/report-order-latest',
      { event_key: bangkok.event_key, order_filter_type: 'uuid', order_filter_value: order.uuid },
      { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` },
    );
    expect(list.json<{ body: { uuid: string; payment_flags: string[] }[] }>().body).toEqual([
      expect.objectContaining({ uuid: order.uuid, payment_flags: ['paid_twice'] }),
    ]);
  });

  it('a new card after an old attempt that quietly succeeded (missed webhook) charges nothing more', async () => {
    const order = await cardOrder();
    const first = await pay(order.uuid, await cardToken());
    const firstCharge = chargeIdOf(first);
    await t.database.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '20 minutes'` })
      .where(eq(payments.providerChargeId, firstCharge));
    // The bank approved it, but no news reached us.
    await t.database.db
      .update(sandboxCharges)
      .set({ status: 'successful' })
      .where(eq(sandboxCharges.id, firstCharge));
    const second = await pay(order.uuid, await cardToken());
    expect(second.statusCode).toBe(409);
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ status: 'PAID', paymentRef: firstCharge });
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
  });

  it('a card amount that is not a number is a 400 naming the field', async () => {
    const order = await cardOrder();
    const res = await post('/v1/order/cc-payment', {
      token_key: await cardToken(),
      uuid: order.uuid,
      paid_amount: 'abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', field: 'paid_amount' });
  });
});

describe('twin submits with one Idempotency-Key', () => {
  it('submits arriving together all get the one order', async () => {
    const body = orderFor(bangkok, [runnerFor(bangkok), runnerFor(bangkok)]);
    const key = `twins-${Date.now()}`;
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => post('/v1/order/create', body, { 'idempotency-key': key })),
    );
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const uuids = new Set(replies.map((r) => r.json<{ uuid: string }>().uuid));
    expect(uuids.size).toBe(1);
    const stored = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(runners)
        .where(and(eq(runners.orderId, stored[0]!.id))),
    ).toHaveLength(2);
  });

  it('a submit whose twin commits while it is being checked answers with the twin’s order, not “already registered”', async () => {
    const body = orderFor(bangkok, [runnerFor(bangkok)]);
    const key = `in-flight-${Date.now()}`;
    let twin = '';
    // The twin commits after this submit looked for an earlier order and before it checks the runners.
    const mine = await createOrder(t.database.db, body, {
      idempotencyKey: key,
      admit: async () => {
        twin = (await createOrder(t.database.db, body, { idempotencyKey: key })).uuid;
      },
    });
    expect(twin).not.toBe('');
    expect(mine).toMatchObject({ uuid: twin, replayed: true });
  });

  it('the same key with another body is refused with 422, and makes no order', async () => {
    const key = `reused-${Date.now()}`;
    const first = await post('/v1/order/create', orderFor(bangkok, [runnerFor(bangkok)]), {
      'idempotency-key': key,
    });
    expect(first.statusCode).toBe(201);
    const other = await post('/v1/order/create', orderFor(bangkok, [runnerFor(bangkok)]), {
      'idempotency-key': key,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 'error', field: 'Idempotency-Key' });
    expect(await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
  });
});
