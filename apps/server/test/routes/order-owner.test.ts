/**
 * An unpaid order is never a dead end (issue 26 item 2): its owner (the browser holding its key, or
 * the member who placed it) may cancel it, giving back at once its places, race-type places, shirt
 * and coupon use, and pay it another way the event accepts (a declined card → PromptPay), the fee
 * re-priced; a stranger holding the bare uuid may do neither. The event's pages find the owner's
 * unpaid orders (POST /v1/order/mine).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { coupons, emailOutbox, orderHistory, orders, runners, shirts } from '../../src/db/schema';
import { eventPlacesTaken, runTypePlacesTaken } from '../../src/orders/places';
import { buildTestApp, type TestApp } from '../helper';
import { outsiders } from '../support/accounts';
import { eventDetail, nextThaiId, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let bangkok: EventDetail;
let trail: EventDetail;
let member: string;
beforeAll(async () => {
  t = await buildTestApp();
  [bangkok, trail] = await Promise.all([
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
    eventDetail(t, 'chiangmai-doi-suthep-trail-2027'),
  ]);
  ({ member } = await outsiders(t, 'owner'));
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, opts: { lang?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: {
      'accept-language': opts.lang ?? 'en',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
  });

interface Placed {
  uuid: string;
  access_key: string;
  paid_amt: number;
}
async function place(
  e: EventDetail,
  over: Record<string, unknown> = {},
  runner: Record<string, unknown> = {},
  token?: string,
) {
  const res = await post('/v1/order/create', orderFor(e, [runnerFor(e, runner)], over), { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Placed>();
}
const row = async (uuid: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0]!;
const actions = async (uuid: string) =>
  (
    await t.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, (await row(uuid)).id))
      .orderBy(orderHistory.id)
  ).map((h) => h.action);
const couponUsed = async (code: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.usedCount;
const wearing = async (shirtId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(runners)
      .where(and(eq(runners.shirtId, shirtId), eq(runners.isActive, true)))
  )[0]!.n;
type View = {
  status: string;
  payment_method: string;
  paid_amount: number;
  payment_methods: string[];
  can_cancel: boolean;
};
const view = (res: { json: () => unknown }) => (res.json() as { body: View }).body;

describe('cancelling an unpaid order (POST /v1/order/cancel)', () => {
  it('gives back places, race-type places, the shirt and the coupon use at once, records it and mails the runner', async () => {
    const runType = bangkok.run_type.find((r) => r.team_size === 1)!;
    const shirt = bangkok.t_shirt.find((s) => s.run_type_id === 0 || s.run_type_id === runType.id)!;
    await t.database.db.update(shirts).set({ stock: 10_000 }).where(eq(shirts.id, shirt.id));
    const idCard = nextThaiId();
    const before = {
      event: await eventPlacesTaken(t.database.db, bangkok.id),
      runType: await runTypePlacesTaken(t.database.db, runType.id),
      coupon: await couponUsed('RIVER010'),
      shirt: await wearing(shirt.id),
    };
    const order = await place(
      bangkok,
      { is_coupon: 'Y', coupon_code: 'RIVER010' },
      { id_card: idCard, run_type_id: runType.id, t_shirt_id: shirt.id },
    );
    expect(await couponUsed('RIVER010')).toBe(before.coupon + 1);
    expect(await wearing(shirt.id)).toBe(before.shirt + 1);

    // The owner's page offers it; a stranger's does not, and a stranger's call is refused.
    const own = await post('/v1/order/inquiry', { order_uuid: order.uuid, access_key: order.access_key });
    expect(view(own)).toMatchObject({ can_cancel: true, payment_methods: ['PP_OPN', 'CC_OPN'] });
    const seen = await post('/v1/order/inquiry', { order_uuid: order.uuid });
    expect(view(seen)).toMatchObject({ can_cancel: false, payment_methods: [] });
    for (const lang of ['en', 'th']) {
      const stranger = await post('/v1/order/cancel', { order_uuid: order.uuid }, { lang });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json()).toMatchObject({ code: 'order.not_owner', field: 'access_key' });
      expect(stranger.json<{ message: string }>().message).toMatch(lang === 'en' ? /owner/ : /เจ้าของ/);
    }
    const wrongKey = await post('/v1/order/cancel', { order_uuid: order.uuid, access_key: 'x'.repeat(32) });
    expect(wrongKey.statusCode).toBe(403);
    expect((await row(order.uuid)).status).toBe('INITIAL');

    const res = await post('/v1/order/cancel', { order_uuid: order.uuid, access_key: order.access_key });
    expect(res.statusCode, res.body).toBe(200);
    expect(view(res)).toMatchObject({ status: 'DELETE', can_cancel: false, payment_methods: [] });
    expect(await eventPlacesTaken(t.database.db, bangkok.id)).toBe(before.event);
    expect(await runTypePlacesTaken(t.database.db, runType.id)).toBe(before.runType);
    expect(await couponUsed('RIVER010')).toBe(before.coupon);
    expect(await wearing(shirt.id)).toBe(before.shirt);
    expect(await actions(order.uuid)).toEqual(['created', 'cancelled_by_runner']);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, (await row(order.uuid)).id), eq(emailOutbox.kind, 'order_closed')));
    expect(mails.map((m) => m.payload)).toEqual([{ status: 'DELETE', by: 'runner' }]);

    // Once only; and the same person may register again at once (no "already registered" wall).
    const again = await post('/v1/order/cancel', { order_uuid: order.uuid, access_key: order.access_key });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'order.not_open' });
    await place(bangkok, {}, { id_card: idCard, run_type_id: runType.id });
    await t.database.db.update(shirts).set({ stock: null }).where(eq(shirts.id, shirt.id));
  });

  it("lets the member who placed it cancel it without the browser's key; refuses once a transfer slip was sent", async () => {
    const order = await place(bangkok, {}, {}, member);
    const res = await post('/v1/order/cancel', { order_uuid: order.uuid }, { token: member });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(order.uuid)).status).toBe('DELETE');

    const transfer = await place(trail);
    await t.database.db
      .update(orders)
      .set({ paymentSlipUrl: 'slips/x.png', paymentSlipAt: new Date(), expiresAt: null })
      .where(eq(orders.uuid, transfer.uuid));
    const slip = await post('/v1/order/cancel', {
      order_uuid: transfer.uuid,
      access_key: transfer.access_key,
    });
    expect(slip.statusCode).toBe(409);
    expect(slip.json()).toMatchObject({
      code: 'order.slip_sent',
      message: expect.stringMatching(/organizer/),
    });
    expect((await row(transfer.uuid)).status).toBe('INITIAL');
  });

  it('refuses an order whose hold ran out, and answers a bad body with 400 naming the field', async () => {
    const order = await place(bangkok);
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.uuid, order.uuid));
    const res = await post('/v1/order/cancel', { order_uuid: order.uuid, access_key: order.access_key });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'order.expired' });
    const bad = await post('/v1/order/cancel', { order_uuid: 'nope' }, { lang: 'th' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'order_uuid' });
  });
});

describe('paying an unpaid order another way (POST /v1/order/payment-method)', () => {
  const token = async () =>
    (
      await post('/v1/sandbox/tokens', {
        number: '4242 4242 4242 4242',
        name: 'SOMCHAI JAIDEE',
        expiry_month: 12,
        expiry_year: new Date().getFullYear() + 2,
        security_code: '123',
      })
    ).json<{ id: string }>().id;

  it('a declined card → PromptPay: the fee is re-priced, the QR is for the new amount, and paying it pays the order', async () => {
    const order = await place(bangkok, { payment_method: 'CC_OPN' });
    const card = await post('/v1/order/cc-payment', { token_key: await token(), uuid: order.uuid });
    const chargeId = card.json<{ data: { authorize_uri: string } }>().data.authorize_uri.split('/').pop()!;
    await post(`/v1/sandbox/charges/${chargeId}/complete`, { outcome: 'failed' });
    const o = await row(order.uuid);
    expect(o.paidAmount).toBe(o.amount + Math.floor((o.amount * 500 + 5000) / 10000));

    const stranger = await post('/v1/order/payment-method', {
      order_uuid: order.uuid,
      payment_method: 'PP_OPN',
    });
    expect(stranger.statusCode).toBe(403);
    const other = await post(
      '/v1/order/payment-method',
      { order_uuid: order.uuid, access_key: order.access_key, payment_method: 'DIRECT' },
      { lang: 'th' },
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      field: 'payment_method',
      message: expect.stringMatching(/วิธีชำระเงิน/),
    });

    const res = await post('/v1/order/payment-method', {
      order_uuid: order.uuid,
      access_key: order.access_key,
      payment_method: 'PP_OPN',
    });
    expect(res.statusCode, res.body).toBe(200);
    const promptPayAmount = o.amount + Math.floor((o.amount * 300 + 5000) / 10000);
    expect(view(res)).toMatchObject({
      payment_method: 'PP_OPN',
      paid_amount: promptPayAmount / 100,
      status: 'INITIAL',
    });
    expect((await row(order.uuid)).onlineFeeAmount).toBe(promptPayAmount - o.amount);

    const qr = await post('/v1/order/promptpay', { order_uuid: order.uuid, access_key: order.access_key });
    const qrCharge = qr.json<{ body: { qrcode_scan_url: string } }>().body.qrcode_scan_url.split('/').pop()!;
    const paid = await post(`/v1/sandbox/charges/${qrCharge}/complete`, { outcome: 'successful' });
    expect(paid.json()).toMatchObject({ result: 'paid' });
    expect((await row(order.uuid)).status).toBe('PAID');
    expect(await actions(order.uuid)).toEqual([
      'created',
      'payment_started',
      'payment_failed',
      'payment_method_changed',
      'paid',
    ]);
  });

  it('a QR paid after switching to card pays the order as PromptPay; a card in progress blocks a switch', async () => {
    const order = await place(bangkok);
    const qr = await post('/v1/order/promptpay', { order_uuid: order.uuid, access_key: order.access_key });
    const qrCharge = qr.json<{ body: { qrcode_scan_url: string } }>().body.qrcode_scan_url.split('/').pop()!;
    const ppAmount = (await row(order.uuid)).paidAmount;
    const toCard = await post('/v1/order/payment-method', {
      order_uuid: order.uuid,
      access_key: order.access_key,
      payment_method: 'CC_OPN',
    });
    expect(view(toCard)).toMatchObject({ payment_method: 'CC_OPN' });
    expect((await row(order.uuid)).paidAmount).toBeGreaterThan(ppAmount);

    // A card attempt left on its 3-D Secure page: no switch meanwhile.
    await post('/v1/order/cc-payment', { token_key: await token(), uuid: order.uuid });
    const busy = await post('/v1/order/payment-method', {
      order_uuid: order.uuid,
      access_key: order.access_key,
      payment_method: 'PP_OPN',
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'payment.in_progress' });

    const paid = await post(`/v1/sandbox/charges/${qrCharge}/complete`, { outcome: 'successful' });
    expect(paid.json()).toMatchObject({ result: 'paid' });
    const done = await row(order.uuid);
    expect(done).toMatchObject({ status: 'PAID', paymentMethod: 'PP_OPN', paidAmount: ppAmount });
  });
});

describe("the asker's orders of an event (POST /v1/order/mine)", () => {
  it("lists this browser's and the member's open orders, says which holds an ID card, and nobody else's", async () => {
    const idCard = nextThaiId();
    const mine = await place(bangkok, {}, { id_card: idCard });
    const members = await place(bangkok, {}, {}, member);
    const someoneElse = await place(bangkok);
    const res = await post(
      '/v1/order/mine',
      {
        event_key: bangkok.event_key,
        orders: [
          { order_uuid: mine.uuid, access_key: mine.access_key },
          { order_uuid: someoneElse.uuid, access_key: 'y'.repeat(32) },
        ],
        id_card: idCard,
      },
      { token: member },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ body: { uuid: string; status: string; has_id_card: boolean }[] }>().body;
    const uuids = body.map((o) => o.uuid);
    expect(uuids).toContain(mine.uuid);
    expect(uuids).toContain(members.uuid);
    expect(uuids).not.toContain(someoneElse.uuid);
    expect(body.find((o) => o.uuid === mine.uuid)).toMatchObject({ status: 'INITIAL', has_id_card: true });
    expect(body.find((o) => o.uuid === members.uuid)).toMatchObject({ has_id_card: false });

    const nobody = await post('/v1/order/mine', { event_key: bangkok.event_key, orders: [] });
    expect(nobody.json()).toMatchObject({ status: 'success', body: [] });
    const bad = await post('/v1/order/mine', { event_key: bangkok.event_key, orders: [{ order_uuid: 'x' }] });
    expect(bad.statusCode).toBe(400);
  });
});
