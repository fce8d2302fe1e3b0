/**
 * The report page's headline figures (issue 13 item 5), the order list's pages, and the delivery
 * address edit checked as at registration (item 10).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import type { ReportHeadline } from '@raceday/domain/validation';
import { events, orders } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { bangkokMidnight } from '../../src/services/backoffice/headline';
import { eventPlacesTaken } from '../../src/orders/places-taken';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, PATHUM_WAN, runnerFor } from '../support/orders';
import { slipPng, uploadSlip } from '../support/slips';

let t: TestApp;
let trail: EventDetail;
let bangkok: EventDetail;
let organizer: string;

const post = (url: string, payload: unknown, token?: string, lang = 'th') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function newOrder(
  e: EventDetail,
  runner: Record<string, unknown> = {},
  over: Record<string, unknown> = {},
) {
  const r = runnerFor(e, runner);
  const res = await post('/v1/order/create', orderFor(e, [r], over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}

async function orderRow(uuid: string) {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return o!;
}

async function headline(e: EventDetail, token = organizer): Promise<ReportHeadline> {
  const res = await post('/v1/organizer/report-headline', { event_key: e.event_key }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ body: ReportHeadline }>().body;
}

/** The change of every figure between two readings. */
const delta = (before: ReportHeadline, after: ReportHeadline) =>
  Object.fromEntries(
    (Object.keys(after) as (keyof ReportHeadline)[]).map((k) => [
      k,
      after[k] === null || before[k] === null
        ? after[k]
        : Math.round((Number(after[k]) - Number(before[k])) * 100) / 100,
    ]),
  );

async function payBySandbox(uuid: string) {
  const view = await post('/v1/order/promptpay', { order_uuid: uuid, language: 'TH' });
  const chargeId = String(view.json<{ body: { qrcode_scan_url: string } }>().body.qrcode_scan_url)
    .split('/')
    .pop()!;
  const paid = await post(`/v1/sandbox/charges/${chargeId}/complete`, { outcome: 'successful' });
  expect(paid.json()).toMatchObject({ result: 'paid' });
}

beforeAll(async () => {
  t = await buildTestApp();
  [trail, bangkok] = await Promise.all([
    eventDetail(t, 'chiangmai-doi-suthep-trail-2027'),
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
  ]);
  const { email, password } = DEMO_ACCOUNTS.organizer;
  const login = await post('/v1/auth/login', { email, password });
  organizer = login.json<{ accessToken: string }>().accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('POST /v1/organizer/report-headline', () => {
  it('counts registered, paid and waiting people, slips to check, money, places left and today', async () => {
    // The event takes a limited number of runners.
    await t.database.db
      .update(events)
      .set({ isLimitParticipate: true, participantLimit: 500 })
      .where(eq(events.eventKey, trail.event_key));
    const before = await headline(trail);

    const waiting = await newOrder(trail);
    const withSlip = await newOrder(trail);
    const paid = await newOrder(trail);
    const deleted = await newOrder(trail);
    const slip = await slipPng('015999000222HEADLN');
    for (const uuid of [withSlip, paid]) {
      const res = await uploadSlip(t, { uuid, eventKey: trail.event_key }, slip);
      expect(res.statusCode, res.body).toBe(200);
    }
    const ok = (url: string, uuid: string) =>
      post(url, { event_key: trail.event_key, uuid }, organizer).then((r) =>
        expect(r.statusCode, r.body).toBe(200),
      );
    await ok('/v1/organizer/direct-notify', paid);
    await ok('/v1/organizer/delete-order', deleted);
    expect((await orderRow(waiting)).status).toBe('INITIAL');

    const after = await headline(trail);
    const paidAmount = (await orderRow(paid)).paidAmount / 100;
    const { top_holders: holdersBefore, ...figuresBefore } = before;
    const { top_holders: holders, ...figures } = after;
    expect(delta(figuresBefore as ReportHeadline, figures as ReportHeadline)).toEqual({
      runners: 3,
      paid_runners: 1,
      waiting_runners: 2,
      slips_to_check: 1,
      received: paidAmount,
      fees: 0,
      // Received, refunded and kept side by side (issue 27 item 9): nothing refunded yet.
      money_in: paidAmount,
      money_refunded: 0,
      money_net: paidAmount,
      places_limit: 0,
      places_left: -3,
      today_runners: 3,
      today_received: paidAmount,
      // The two unpaid orders' places (issue 23 item 2), their address among the top holders.
      held_places: 2,
    });
    expect(holders.length).toBeGreaterThanOrEqual(holdersBefore.length);
    expect(after.places_limit).toBe(500);
    const [event] = await t.database.db.select().from(events).where(eq(events.eventKey, trail.event_key));
    expect(after.places_left).toBe(500 - (await eventPlacesTaken(t.database.db, event!.id)));
    expect(after.runners).toBe(after.paid_runners + after.waiting_runners);

    // Orders of yesterday stay in the totals but leave today's change.
    const yesterday = new Date(bangkokMidnight().getTime() - 60_000);
    await t.database.db
      .update(orders)
      .set({ createdAt: yesterday, paidAt: yesterday })
      .where(inArray(orders.uuid, [waiting, paid]));
    const later = await headline(trail);
    expect(delta(after, later)).toMatchObject({
      runners: 0,
      received: 0,
      today_runners: -2,
      today_received: -paidAmount,
    });

    // No limit: no places-left figure.
    await t.database.db
      .update(events)
      .set({ isLimitParticipate: false })
      .where(eq(events.eventKey, trail.event_key));
    expect(await headline(trail)).toMatchObject({ places_limit: null, places_left: null });
  });

  it('money received holds the online payment fee of orders paid online', async () => {
    const before = await headline(bangkok);
    const uuid = await newOrder(bangkok);
    await payBySandbox(uuid);
    const row = await orderRow(uuid);
    expect(row.status).toBe('PAID');
    const after = await headline(bangkok);
    expect(delta(before, after)).toMatchObject({
      runners: 1,
      paid_runners: 1,
      waiting_runners: 0,
      slips_to_check: 0,
      received: row.paidAmount / 100,
      fees: row.onlineFeeAmount / 100,
      today_received: row.paidAmount / 100,
    });
    expect(row.onlineFeeAmount).toBeGreaterThan(0);
    expect(after.received).toBeGreaterThan(after.fees);
  });

  it('is for the event’s staff: 401 without a token, 403 for an organizer of other events, 404 for no event', async () => {
    const body = { event_key: trail.event_key };
    expect((await post('/v1/organizer/report-headline', body)).statusCode).toBe(401);
    expect(
      (await post('/v1/organizer/report-headline', { event_key: 'no-such-event' }, organizer)).statusCode,
    ).toBe(404);
    const other = await post(
      '/v1/organizer/report-headline',
      { event_key: 'korat-test-run-2027' },
      organizer,
    );
    expect(other.statusCode).toBe(403);
    const extra = await post('/v1/organizer/report-headline', { ...body, page: 1 }, organizer);
    expect(extra.statusCode).toBe(400);
  });
});

describe('the order list in pages', () => {
  it('gives a page of the newest matches and the total; a page past the end is empty', async () => {
    const mobile = '0867770000';
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await newOrder(trail, { mobile_no: mobile }));
    const newestFirst = [...made].reverse();
    const search = async (extra: Record<string, unknown>) => {
      const res = await post(
        '/v1/organizer/report-order-latest',
        { event_key: trail.event_key, order_filter_type: 'mobile', order_filter_value: '086777', ...extra },
        organizer,
        'en',
      );
      return res;
    };
    const first = (await search({ page_size: 2 })).json<{
      total: number;
      page: number;
      page_size: number;
      body: { uuid: string }[];
    }>();
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(first.body.map((r) => r.uuid)).toEqual(newestFirst.slice(0, 2));
    const second = (await search({ page: 2, page_size: 2 })).json<{
      total: number;
      body: { uuid: string }[];
    }>();
    expect(second.total).toBe(5);
    expect(second.body.map((r) => r.uuid)).toEqual(newestFirst.slice(2, 4));
    const third = (await search({ page: 3, page_size: 2 })).json<{ body: { uuid: string }[] }>();
    expect(third.body.map((r) => r.uuid)).toEqual(newestFirst.slice(4));
    const past = (await search({ page: 9, page_size: 2 })).json<{ total: number; body: unknown[] }>();
    expect(past).toMatchObject({ total: 5, body: [] });

    // 50 a page unless asked otherwise; a page of 0 or more than 500 is refused, naming the field.
    expect((await search({})).json()).toMatchObject({ page: 1, page_size: 50, total: 5 });
    const zero = await search({ page: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ field: 'page' });
    const huge = await search({ page_size: 501 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ field: 'page_size' });
  });

  it('pages the admin’s list of every event the same way', async () => {
    const { email, password } = DEMO_ACCOUNTS.admin;
    const login = await post('/v1/auth/login', { email, password });
    const admin = login.json<{ accessToken: string }>().accessToken;
    const page = (n: number) =>
      post(
        '/v1/organizer/report-order-latest-admin',
        { event_key: 'all-admin', order_filter_type: 'ALL', page: n, page_size: 3 },
        admin,
      ).then((r) => r.json<{ total: number; page: number; body: { uuid: string }[] }>());
    const [one, two] = [await page(1), await page(2)];
    expect(one.total).toBeGreaterThan(6);
    expect(two).toMatchObject({ total: one.total, page: 2 });
    expect(one.body).toHaveLength(3);
    expect(two.body).toHaveLength(3);
    expect(two.body.some((r) => one.body.some((o) => o.uuid === r.uuid))).toBe(false);
  });
});

describe('PATCH /v1/order/address checks the place as registration does', () => {
  const patch = (body: Record<string, unknown>, lang = 'th') =>
    t.app.inject({
      method: 'PATCH',
      url: '/v1/order/address',
      payload: body,
      headers: { authorization: `Bearer ${organizer}`, 'accept-language': lang },
    });

  it('refuses an unknown postcode or a place its postcode does not serve, in the caller’s language', async () => {
    const ems = bangkok.delivery_type.find((d) => d.is_require_address === 'Y')!;
    const uuid = await newOrder(bangkok, {}, { delivery_type_id: ems.id, ...PATHUM_WAN });
    const address = { uuid, event_key: bangkok.event_key, ...PATHUM_WAN };

    const unknown = await patch(
      { ...address, delivery_add_postcode: '99999', delivery_add_province: 'จังหวัดไม่มีจริง' },
      'en',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation.invalid', field: 'delivery_add_postcode' });
    expect(unknown.json<{ message: string }>().message).toMatch(/^delivery_add_postcode: /);
    const thai = await patch({ ...address, delivery_add_postcode: '99999' }, 'th');
    expect(thai.json()).toMatchObject({ field: 'delivery_add_postcode' });
    expect(thai.json<{ message: string }>().message).toContain('ไม่พบรหัสไปรษณีย์นี้');

    // A real postcode with a sub-district it does not serve.
    const elsewhere = await patch({ ...address, delivery_add_sub_district: 'คลองเตย' }, 'en');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ field: 'delivery_add_sub_district' });
    // Nothing was saved.
    expect(await orderRow(uuid)).toMatchObject({
      deliveryAddPostcode: '10330',
      deliveryAddSubDistrict: 'รองเมือง',
    });

    // The same place in English names is the same place.
    const english = await patch({
      ...address,
      delivery_add_sub_district: 'Rong Mueang',
      delivery_add_district: 'Pathum Wan',
      delivery_add_province: 'Bangkok',
    });
    expect(english.statusCode, english.body).toBe(200);
  });

  it('refuses to edit a deleted order (409)', async () => {
    const ems = bangkok.delivery_type.find((d) => d.is_require_address === 'Y')!;
    const uuid = await newOrder(bangkok, {}, { delivery_type_id: ems.id, ...PATHUM_WAN });
    const gone = await post('/v1/organizer/delete-order', { event_key: bangkok.event_key, uuid }, organizer);
    expect(gone.statusCode).toBe(200);
    const res = await patch({ uuid, event_key: bangkok.event_key, ...PATHUM_WAN }, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'backoffice.order_closed' });
  });
});
