/**
 * Selling out without paying (issue 9, item 5): unpaid orders hold their places for a while, then
 * expire and give places, race-type places and coupon uses back; order creation is rate limited per
 * address and per ID card; a Thai national's ID must be a real one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { coupons, events, orderHistory, orders, sandboxCharges } from '../../src/db/schema';
import { expireHolds } from '../../src/orders/holds';
import { refreshOrderPayments } from '../../src/services/money/payments';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, nextThaiId, orderFor, runnerFor } from '../support/orders';
import { multipartForm, slipPng } from '../support/slips';
import { eventPlacesTaken, runTypePlacesTaken } from '../../src/orders/places-taken';

let t: TestApp;
let bangkok: EventDetail;
let trail: EventDetail;
let free: EventDetail;
beforeAll(async () => {
  t = await buildTestApp();
  [bangkok, trail, free] = await Promise.all([
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
    eventDetail(t, 'chiangmai-doi-suthep-trail-2027'),
    eventDetail(t, 'khaoyai-charity-fun-run-2027'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
const post = (url: string, payload: unknown, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'accept-language': lang } });

async function place(
  e: EventDetail,
  over: Record<string, unknown> = {},
  runner: Record<string, unknown> = {},
) {
  const res = await post('/v1/order/create', orderFor(e, [runnerFor(e, runner)], over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string; access_key: string; expires_at: string | null; order_status: string }>();
}

const row = async (uuid: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0]!;
const eventPlaces = (id: number) => eventPlacesTaken(t.database.db, id);
const runTypePlaces = (id: number) => runTypePlacesTaken(t.database.db, id);
const sweep = (at: Date) =>
  expireHolds(t.database.db, (id) => refreshOrderPayments(t.database.db, t.app.payments, id), at);
const actions = async (uuid: string) =>
  (
    await t.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, (await row(uuid)).id))
      .orderBy(orderHistory.id)
  ).map((h) => h.action);

describe('how long an unpaid order holds its places', () => {
  it('30 minutes for PromptPay and card, 48 hours for a bank transfer, nothing to hold when free', async () => {
    const before = Date.now();
    const pp = await place(bangkok);
    const cc = await place(bangkok, { payment_method: 'CC_OPN' });
    const transfer = await place(trail);
    const gratis = await place(free, {}, { email: '', blood_group: '' });
    const after = Date.now();
    const within = (iso: string | null, ms: number) => {
      const at = new Date(iso!).getTime();
      expect(at).toBeGreaterThanOrEqual(before + ms);
      expect(at).toBeLessThanOrEqual(after + ms);
    };
    within(pp.expires_at, 30 * MINUTE);
    within(cc.expires_at, 30 * MINUTE);
    within(transfer.expires_at, 48 * 60 * MINUTE);
    expect(gratis).toMatchObject({ order_status: 'PAID', expires_at: null });
    // The order page shows the deadline.
    const page = await post('/v1/order/inquiry', { order_uuid: pp.uuid });
    expect(page.json<{ body: { expires_at: string; expires_at_txt: string } }>().body).toMatchObject({
      expires_at: pp.expires_at,
      expires_at_txt: expect.stringMatching(/\d{1,2}:\d{2}/),
    });
  });
});

describe('when the hold runs out', () => {
  it('the order expires and gives back its places, race-type places and coupon use, once', async () => {
    // Orders of the other tests that would be due by then go first, so the counts below are this order's.
    await sweep(new Date(Date.now() + 31 * MINUTE));
    const runType = bangkok.run_type.find((r) => r.team_size === 1)!;
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'RIVER010'));
    const eventBefore = await eventPlaces(bangkok.id);
    const typeBefore = await runTypePlaces(runType.id);
    const idCard = nextThaiId();
    const order = await place(bangkok, { is_coupon: 'Y', coupon_code: 'RIVER010' }, { id_card: idCard });
    expect(await eventPlaces(bangkok.id)).toBe(eventBefore + 1);
    const usedWithOrder = (await t.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id)))[0]!
      .usedCount;

    // Not yet due: nothing happens.
    expect(await sweep(new Date(Date.now() + 29 * MINUTE))).toBe(0);
    expect((await row(order.uuid)).status).toBe('INITIAL');

    const at = new Date(Date.now() + 31 * MINUTE);
    expect(await sweep(at)).toBeGreaterThanOrEqual(1);
    expect((await row(order.uuid)).status).toBe('EXPIRED');
    expect(await eventPlaces(bangkok.id)).toBe(eventBefore);
    expect(await runTypePlaces(runType.id)).toBe(typeBefore);
    expect((await t.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.usedCount).toBe(
      usedWithOrder - 1,
    );
    expect(await actions(order.uuid)).toEqual(['created', 'expired']);

    // A second sweep (another process) changes nothing.
    await sweep(at);
    expect(await actions(order.uuid)).toEqual(['created', 'expired']);
    expect(await eventPlaces(bangkok.id)).toBe(eventBefore);

    // The runner may register again; the expired order cannot be paid.
    await place(bangkok, {}, { id_card: idCard });
    const page = await post('/v1/order/inquiry', { order_uuid: order.uuid });
    expect(page.json<{ body: Record<string, unknown> }>().body).toMatchObject({
      status: 'EXPIRED',
      expires_at: null,
      qrcode_payload: '',
    });
  });

  it('the order page lets a due order go at once, and a card payment for it is refused', async () => {
    const order = await place(bangkok, { payment_method: 'CC_OPN' });
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.uuid, order.uuid));
    const page = await post('/v1/order/inquiry', { order_uuid: order.uuid });
    expect(page.json<{ body: { status: string } }>().body.status).toBe('EXPIRED');
    const token = await post('/v1/sandbox/tokens', {
      number: '4242424242424242',
      name: 'SOMCHAI JAIDEE',
      expiry_month: 12,
      expiry_year: new Date().getFullYear() + 2,
      security_code: '123',
    });
    const pay = await post('/v1/order/cc-payment', {
      token_key: token.json<{ id: string }>().id,
      uuid: order.uuid,
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toEqual({
      status: 'error',
      code: 'order.expired',
      message: 'The time to pay this order has run out and its places were released; please register again',
    });
  });

  it('an uploaded slip keeps the hold until the organizer checks it', async () => {
    const waiting = await place(trail);
    const silent = await place(trail);
    const f = multipartForm(
      { order_uuid: waiting.uuid, event_key: trail.event_key, payment_slip_time: '09:15' },
      { bytes: await slipPng('015123456789XYZ000'), name: 'slip.png', type: 'image/png' },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/slip',
      payload: f.payload,
      headers: f.headers,
    });
    expect(upload.statusCode).toBe(200);
    await sweep(new Date(Date.now() + 49 * 60 * MINUTE));
    expect((await row(waiting.uuid)).status).toBe('INITIAL');
    expect((await row(silent.uuid)).status).toBe('EXPIRED');
  });

  it('a payment that arrives after the expiry takes the order back when places allow, else is kept for a refund', async () => {
    const chargeOf = async (uuid: string) => {
      const page = await post('/v1/order/promptpay', { order_uuid: uuid });
      return String(page.json<{ body: { qrcode_scan_url: string } }>().body.qrcode_scan_url)
        .split('/')
        .pop()!;
    };
    const late = await place(bangkok);
    const lateCharge = await chargeOf(late.uuid);
    const tooLate = await place(bangkok);
    const tooLateCharge = await chargeOf(tooLate.uuid);
    await sweep(new Date(Date.now() + 31 * MINUTE));
    expect((await row(late.uuid)).status).toBe('EXPIRED');
    const freed = await eventPlaces(bangkok.id);

    // The bank paid just before the deadline; the news arrives after it.
    await t.database.db
      .update(sandboxCharges)
      .set({ status: 'successful' })
      .where(eq(sandboxCharges.id, lateCharge));
    const news = await post('/v1/payments/webhook/sandbox', { data: { id: lateCharge } });
    expect(news.json()).toMatchObject({ result: 'paid' });
    expect((await row(late.uuid)).status).toBe('PAID');
    expect(await eventPlaces(bangkok.id)).toBe(freed + 1);

    // Sold out meanwhile: the order stays closed and the payment is flagged for a refund.
    await t.database.db
      .update(events)
      .set({ isLimitParticipate: true, participantLimit: freed + 1 })
      .where(eq(events.id, bangkok.id));
    try {
      await t.database.db
        .update(sandboxCharges)
        .set({ status: 'successful' })
        .where(eq(sandboxCharges.id, tooLateCharge));
      const refused = await post('/v1/payments/webhook/sandbox', { data: { id: tooLateCharge } });
      expect(refused.json()).toMatchObject({ result: 'already_paid' });
      expect((await row(tooLate.uuid)).status).toBe('EXPIRED');
      expect(await actions(tooLate.uuid)).toEqual(['created', 'expired', 'paid_after_close']);
      expect(await eventPlaces(bangkok.id)).toBe(freed + 1);
    } finally {
      await t.database.db
        .update(events)
        .set({ isLimitParticipate: bangkok.is_limit_participate === 'Y', participantLimit: null })
        .where(eq(events.id, bangkok.id));
    }
  });
});

describe('a Thai national’s ID card', () => {
  it.each(['1234567890123', '0000000000000', 'ABCDE', '1101700203451'])(
    'refuses %s with 400 naming the field, storing nothing',
    async (id_card) => {
      const before = await t.database.db.select({ id: orders.id }).from(orders);
      const res = await post('/v1/order/create', orderFor(bangkok, [runnerFor(bangkok, { id_card })]));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', field: 'runner_list.0.id_card' });
      expect(res.json<{ message: string }>().message).toMatch(/not a valid Thai ID number/);
      expect(await t.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
    },
  );

  it('accepts a passport of another nationality', async () => {
    await place(bangkok, {}, { nationality: 'OTHER', id_card: 'AA1234567' });
  });
});

describe('rate limits on order creation', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // The real limits (the shared test app lifts the per-address one).
    limited = await buildTestApp({ config: { ORDER_RATE_PER_MINUTE: '20' } });
  });
  afterAll(async () => {
    await limited.close();
  });
  const create = (payload: unknown, from: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/v1/order/create',
      payload: payload as object,
      remoteAddress: from,
      headers: { 'accept-language': 'en' },
    });

  it('one address may create 20 orders a minute; the 21st waits, other addresses do not', async () => {
    const e = await eventDetail(limited, 'bangkok-riverside-marathon-2027');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await create(orderFor(e, [runnerFor(e)]), '203.0.113.50')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    const refused = await create(orderFor(e, [runnerFor(e)]), '203.0.113.50');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await create(orderFor(e, [runnerFor(e)]), '203.0.113.51')).statusCode).toBe(201);
  });

  it('one ID card may be the main registrant of 5 orders an hour, from any address', async () => {
    const e = await eventDetail(limited, 'bangkok-riverside-marathon-2027');
    const main = nextThaiId();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // The same person submitted again and again, each time from another address.
      const res = await create(orderFor(e, [runnerFor(e, { id_card: main })]), `203.0.113.${60 + i}`);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
});
