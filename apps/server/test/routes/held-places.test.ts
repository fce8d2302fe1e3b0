/**
 * Holds must end, and one client holds a bounded number of places (issue 23, item 2). The review's
 * script: one address, team entries of three, as many orders as the per-minute limit lets through in
 * a minute, on the bank-transfer event and on a PromptPay event: the places it holds unpaid never pass
 * HELD_PLACES_PER_ADDRESS (nor HELD_PLACES_PER_DEVICE for one browser). A slip without a bank
 * mini-QR leaves the deadline where it was; a verified slip cannot push it past the event's limit.
 * The report headline shows the places held unpaid and the top holders, and releases one's orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import type { ReportHeadline } from '@raceday/domain/validation';
import { events, heldPlaces as counters, orderHistory, orders } from '../../src/db/schema';
import { markPaid } from '../../src/orders/state';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { expireHolds } from '../../src/orders/holds';
import { eventPlacesTaken, runTypePlacesTaken } from '../../src/orders/places-taken';
import { refreshOrderPayments } from '../../src/services/money/payments';
import { buildTestApp, type TestApp } from '../helper';
import { login } from '../support/accounts';
import { deviceHeader } from '../support/devices';
import { eventDetail, nextThaiId, orderFor, runnerFor } from '../support/orders';
import { blankPng, nextAddress, slipPng, uploadSlip } from '../support/slips';

const PER_ADDRESS = 30;
const PER_DEVICE = 12;
const HOUR = 3_600_000;

let t: TestApp;
let trail: EventDetail;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({
    config: {
      HELD_PLACES_PER_ADDRESS: String(PER_ADDRESS),
      HELD_PLACES_PER_DEVICE: String(PER_DEVICE),
      // The review's script stays within the real per-minute order limit.
      ORDER_RATE_PER_MINUTE: '20',
    },
  });
  trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
  admin = await login(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
});
afterAll(async () => {
  await t.close();
});

/** A team entry of the event's team race type: the captain and two members, three places. */
function teamEntry(e: EventDetail, teamTypeId: number) {
  const shirts = e.t_shirt.filter((s) => s.run_type_id === teamTypeId || s.run_type_id === 0);
  const member = (i: number) => ({
    fname: 'สมาชิก',
    lname: 'ทีม',
    sex: 'FEMALE',
    dob: '1995-03-03',
    id_card: nextThaiId(),
    mobile_no: '0891112222',
    blood_group: 'A',
    // The trail asks every runner, team members too, for an emergency contact.
    emergency_name: 'ญาติ ทีมเทรล',
    emergency_relation: 'พี่',
    emergency_mobile_no: '0899998888',
    t_shirt_id: shirts[i % shirts.length]!.id,
  });
  return runnerFor(
    e,
    { t_shirt_id: shirts[0]!.id, team_member_obj: [member(1), member(2)] },
    { runType: e.run_type.find((r) => r.id === teamTypeId)! },
  );
}

/** One order of four team entries (12 places), as the review's script sent them. */
const scriptOrder = (e: EventDetail, teamTypeId: number) =>
  orderFor(
    e,
    [0, 1, 2, 3].map(() => teamEntry(e, teamTypeId)),
  );

function create(payload: unknown, remoteAddress: string, device?: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/order/create',
    payload: payload as object,
    remoteAddress,
    headers: { 'accept-language': 'en', ...device },
  });
}

/** Places of the event's unpaid orders whose hold is live (what the bound counts). */
async function heldPlaces(eventId: number): Promise<number> {
  const rows = await t.database.db
    .select({ places: orders.placesCount, expiresAt: orders.expiresAt })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.status, 'INITIAL')));
  return rows.filter((r) => !r.expiresAt || r.expiresAt > new Date()).reduce((sum, r) => sum + r.places, 0);
}

/**
 * The review's script: one address keeps placing orders of four team entries for a minute, as fast
 * as it can (batches of five at once, no real waiting), 20 orders (the per-minute limit) in all.
 */
async function runScript(e: EventDetail, teamTypeId: number, address: string) {
  const heldBefore = await heldPlaces(e.id);
  const replies = [];
  for (let batch = 0; batch < 4; batch++) {
    replies.push(
      ...(await Promise.all([0, 1, 2, 3, 4].map(() => create(scriptOrder(e, teamTypeId), address)))),
    );
    // Never more than the bound at any moment of the minute.
    expect(await heldPlaces(e.id)).toBeLessThanOrEqual(heldBefore + PER_ADDRESS);
  }
  return { replies, heldBefore };
}

describe('one address holds at most HELD_PLACES_PER_ADDRESS places unpaid', () => {
  it('the review script on the bank-transfer event: two orders of 12 places, then 429 with nothing stored', async () => {
    const address = nextAddress();
    const teamType = trail.run_type.find((r) => r.team_size === 3)!;
    const ordersBefore = (await t.database.db.select({ id: orders.id }).from(orders)).length;
    const { replies, heldBefore } = await runScript(trail, teamType.id, address);

    const created = replies.filter((r) => r.statusCode === 201);
    const refused = replies.filter((r) => r.statusCode === 429);
    expect(created).toHaveLength(2);
    expect(refused).toHaveLength(18);
    expect(refused[0]!.json()).toEqual({
      status: 'error',
      code: 'order.too_many_held',
      message:
        'You already hold as many unpaid places as allowed; please pay for or cancel the orders you hold before registering more',
    });
    // Retry-After: when the earliest of its holds ends (48 h for a transfer: capped at an hour).
    expect(Number(refused[0]!.headers['retry-after'])).toBe(3600);
    expect(await heldPlaces(trail.id)).toBe(heldBefore + 24);
    // Nothing stored for the refused ones.
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore + 2);
  });

  it('in Thai too, and the bound counts only live holds: after the sweep the address may order again', async () => {
    const address = nextAddress();
    const teamType = trail.run_type.find((r) => r.team_size === 3)!;
    const first = await create(scriptOrder(trail, teamType.id), address);
    const second = await create(scriptOrder(trail, teamType.id), address);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const third = await t.app.inject({
      method: 'POST',
      url: '/v1/order/create',
      payload: scriptOrder(trail, teamType.id),
      remoteAddress: address,
      headers: { 'accept-language': 'th' },
    });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      code: 'order.too_many_held',
      message: expect.stringContaining('กรุณาชำระเงินหรือยกเลิกคำสั่งซื้อเดิม'),
    });
    // Paying one order frees its share of the bound.
    const uuid = first.json<{ uuid: string }>().uuid;
    await t.database.db
      .update(orders)
      .set({ status: 'PAID', paidAt: new Date() })
      .where(eq(orders.uuid, uuid));
    expect((await create(scriptOrder(trail, teamType.id), address)).statusCode).toBe(201);
    // Their holds run out: the places are free, and so is the bound.
    await expireHolds(
      t.database.db,
      (id) => refreshOrderPayments(t.database.db, t.app.payments, id),
      new Date(Date.now() + 49 * HOUR),
    );
    expect((await create(scriptOrder(trail, teamType.id), address)).statusCode).toBe(201);
  });

  it('the review script on a PromptPay event with a team race type: the same bound', async () => {
    // The Bangkok marathon (PromptPay) gets a team race type of three through the setup API.
    const added = await t.app.inject({
      method: 'POST',
      url: '/v1/organizer/setup/events/bangkok-riverside-marathon-2027/run-types',
      payload: { name: 'ทีม 3 คน', name_en: 'Team of 3', price: 1500, team_size: 3 },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
    expect(bangkok.payment_method).toBe('OPN');
    const teamType = bangkok.run_type.find((r) => r.team_size === 3)!;
    const { replies, heldBefore } = await runScript(bangkok, teamType.id, nextAddress());
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = replies.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(18);
    expect(refused[0]!.json()).toMatchObject({ code: 'order.too_many_held' });
    // A PromptPay hold is 30 minutes: that is when places may come free (counted from the refused
    // order's own moment, which in a concurrent batch may be a little before the held order's).
    const retry = Number(refused[0]!.headers['retry-after']);
    expect(retry).toBeGreaterThan(25 * 60);
    expect(retry).toBeLessThanOrEqual(30 * 60 + 5);
    expect(await heldPlaces(bangkok.id)).toBe(heldBefore + 24);
  });
});

describe("the bound is a counter per client key, kept by the order's transitions", () => {
  const counter = async (clientKey: string) =>
    (await t.database.db.select().from(counters).where(eq(counters.clientKey, clientKey)))[0]?.places;
  const orderOf = async (res: { json<T>(): T }) =>
    (await t.database.db.select().from(orders).where(eq(orders.uuid, res.json<{ uuid: string }>().uuid)))[0]!;

  it('counts up on placing, down on payment, delete and expiry; the 31st place is refused', async () => {
    const address = nextAddress();
    const teamType = trail.run_type.find((r) => r.team_size === 3)!;
    const twelve = () => scriptOrder(trail, teamType.id);
    const a = await create(twelve(), address);
    expect(a.statusCode, a.body).toBe(201);
    const key = `address:${(await orderOf(a)).addressKey}`;
    expect(await counter(key)).toBe(12);
    const b = await create(twelve(), address);
    expect(await counter(key)).toBe(24);
    expect((await create(twelve(), address)).statusCode).toBe(429);
    expect(await counter(key)).toBe(24);

    // Paid: its places are no longer held unpaid.
    const paid = await orderOf(a);
    expect(await t.database.db.transaction((tx) => markPaid(tx, paid, { actor: 'test', detail: {} }))).toBe(
      true,
    );
    expect(await counter(key)).toBe(12);
    const c = await create(twelve(), address);
    expect(c.statusCode, c.body).toBe(201);
    expect(await counter(key)).toBe(24);
    // Withdrawn by the organizer.
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v1/organizer/delete-order',
      payload: { event_key: trail.event_key, uuid: b.json<{ uuid: string }>().uuid },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await counter(key)).toBe(12);
    // Expired by the sweep.
    await expireHolds(
      t.database.db,
      (id) => refreshOrderPayments(t.database.db, t.app.payments, id),
      new Date(Date.now() + 49 * HOUR),
    );
    expect(await counter(key)).toBe(0);

    // 12 + 12 + 6 = 30 places held: one more is refused.
    for (const order of [
      twelve(),
      twelve(),
      orderFor(trail, [teamEntry(trail, teamType.id), teamEntry(trail, teamType.id)]),
    ])
      expect((await create(order, address)).statusCode).toBe(201);
    expect(await counter(key)).toBe(PER_ADDRESS);
    const one = await create(orderFor(trail, [runnerFor(trail)]), address);
    expect(one.statusCode).toBe(429);
    expect(one.json()).toMatchObject({ code: 'order.too_many_held' });
  });

  it('a counter that says "over" while the orders say otherwise is set right, and the order placed', async () => {
    const address = nextAddress();
    const first = await create(orderFor(trail, [runnerFor(trail)]), address);
    const key = `address:${(await orderOf(first)).addressKey}`;
    // As if changed by hand, or holds past their deadline not expired yet: the counter is over the bound.
    await t.database.db.update(counters).set({ places: 1000 }).where(eq(counters.clientKey, key));
    const next = await create(orderFor(trail, [runnerFor(trail)]), address);
    expect(next.statusCode, next.body).toBe(201);
    expect(await counter(key)).toBe(2);
  });
});

describe('one browser holds at most HELD_PLACES_PER_DEVICE places unpaid', () => {
  it('counts the device token across addresses; a forged token is ignored', async () => {
    // A browser that solved the challenge (services/people/challenge.ts) sends its device token.
    const device = deviceHeader(t);
    const teamType = trail.run_type.find((r) => r.team_size === 3)!;
    const twoTeams = () => orderFor(trail, [teamEntry(trail, teamType.id), teamEntry(trail, teamType.id)]);
    expect((await create(twoTeams(), nextAddress(), device)).statusCode).toBe(201);
    expect((await create(twoTeams(), nextAddress(), device)).statusCode).toBe(201);
    const over = await create(twoTeams(), nextAddress(), device);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'order.too_many_held' });
    // Not a token this server issued: only the address counts.
    const forged = { 'x-raceday-device': `${device['x-raceday-device'].slice(0, -4)}AAAA` };
    expect((await create(twoTeams(), nextAddress(), forged)).statusCode).toBe(201);
  });

  it('keeps no address: the order holds keyed hashes only', async () => {
    const address = '10.99.1.2';
    const res = await create(orderFor(trail, [runnerFor(trail)]), address);
    const [o] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.uuid, res.json<{ uuid: string }>().uuid));
    expect(o!.addressKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(o)).not.toContain(address);
  });
});

describe('a slip keeps the hold only within the event limit', () => {
  async function transferOrder() {
    const res = await create(orderFor(trail, [runnerFor(trail)]), nextAddress());
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ uuid: string }>().uuid;
  }
  const row = async (uuid: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0]!;

  it('a blank 400×700 PNG leaves the deadline exactly where it was and is marked unverified', async () => {
    const uuid = await transferOrder();
    const before = (await row(uuid)).expiresAt;
    expect(before).not.toBeNull();
    const res = await uploadSlip(t, { uuid, eventKey: trail.event_key }, blankPng(400, 700));
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(uuid);
    expect(after.paymentSlipUrl).not.toBeNull();
    expect(after.expiresAt).toEqual(before);
    expect(after.paymentSlipVerified).toBe(false);
    // The sweep expires it when its transfer hold runs out, slip or not.
    await expireHolds(
      t.database.db,
      (id) => refreshOrderPayments(t.database.db, t.app.payments, id),
      new Date(before!.getTime() + 1000),
    );
    expect((await row(uuid)).status).toBe('EXPIRED');
  });

  it('a slip with a bank mini-QR extends the hold to the event limit from the order, never beyond', async () => {
    await t.database.db.update(events).set({ slipHoldHours: 60 }).where(eq(events.id, trail.id));
    const uuid = await transferOrder();
    const created = (await row(uuid)).createdAt;
    const res = await uploadSlip(t, { uuid, eventKey: trail.event_key }, await slipPng('015999000111ABC001'));
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(uuid);
    expect(after.paymentSlipVerified).toBe(true);
    expect(after.expiresAt).toEqual(new Date(created.getTime() + 60 * HOUR));
    // A second slip, the same transfer used again on another order, does not extend that one.
    const other = await transferOrder();
    const otherBefore = (await row(other)).expiresAt;
    await uploadSlip(t, { uuid: other, eventKey: trail.event_key }, await slipPng('015999000111ABC001'));
    expect(await row(other)).toMatchObject({ paymentSlipVerified: false, expiresAt: otherBefore });
    // The organizer's slips-to-check list shows each deadline and whether the slip was verified.
    const list = await t.app.inject({
      method: 'POST',
      url: '/v1/organizer/report-order-latest',
      payload: { event_key: trail.event_key, order_filter_type: 'INITIAL_HAVE_SLIP' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ body: { uuid: string; expires_at: string; payment_slip_verified: boolean }[] }>()
      .body;
    expect(rows.find((r) => r.uuid === uuid)).toMatchObject({
      expires_at: new Date(created.getTime() + 60 * HOUR).toISOString(),
      payment_slip_verified: true,
    });
    expect(rows.find((r) => r.uuid === other)).toMatchObject({
      expires_at: otherBefore!.toISOString(),
      payment_slip_verified: false,
    });
    await t.database.db.update(events).set({ slipHoldHours: 72 }).where(eq(events.id, trail.id));
  });

  it('the hold limit is an event setting of 1 to 720 hours', async () => {
    const patch = (slip_hold_hours: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/organizer/setup/events/${trail.event_key}`,
        payload: { slip_hold_hours },
        headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
      });
    const bad = await patch(721);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', field: 'slip_hold_hours' });
    const ok = await patch(96);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ body: { settings: { slip_hold_hours: number } } }>().body.settings.slip_hold_hours).toBe(
      96,
    );
    await patch(72);
  });
});

describe('the report headline: places held unpaid, and one release per top holder', () => {
  it('shows the held places and the address holding most by a short label, and releases its slip-less orders', async () => {
    const address = nextAddress();
    const teamType = trail.run_type.find((r) => r.team_size === 3)!;
    const a = await create(scriptOrder(trail, teamType.id), address);
    const b = await create(orderFor(trail, [teamEntry(trail, teamType.id)]), address);
    const withSlip = await create(orderFor(trail, [runnerFor(trail)]), address);
    for (const r of [a, b, withSlip]) expect(r.statusCode, r.body).toBe(201);
    const slipUuid = withSlip.json<{ uuid: string }>().uuid;
    await uploadSlip(t, { uuid: slipUuid, eventKey: trail.event_key }, blankPng(40, 70));

    const headline = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/organizer/report-headline',
        payload: { event_key: trail.event_key },
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ body: ReportHeadline }>().body;
    };
    const before = await headline();
    expect(before.held_places).toBe(await heldPlacesAll(trail.id));
    const top = before.top_holders[0]!;
    expect(top).toEqual({
      holder: expect.stringMatching(/^[A-Za-z0-9_-]{8}$/),
      places: 16,
      orders: 3,
      releasable_orders: 2,
    });
    expect(JSON.stringify(before)).not.toContain(address);

    const eventBefore = await eventPlacesTaken(t.database.db, trail.id);
    const typeBefore = await runTypePlacesTaken(t.database.db, teamType.id);
    const release = await t.app.inject({
      method: 'POST',
      url: '/v1/organizer/release-held',
      payload: { event_key: trail.event_key, holder: top.holder },
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(release.statusCode, release.body).toBe(200);
    expect(release.json()).toEqual({
      status: 'success',
      message: 'Released 2 unpaid orders without a slip (15 places)',
    });
    expect(await eventPlacesTaken(t.database.db, trail.id)).toBe(eventBefore - 15);
    expect(await runTypePlacesTaken(t.database.db, teamType.id)).toBe(typeBefore - 15);
    const statuses = await t.database.db
      .select({ uuid: orders.uuid, status: orders.status, id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.uuid,
          [a, b, withSlip].map((r) => r.json<{ uuid: string }>().uuid),
        ),
      );
    expect(statuses.find((s) => s.uuid === slipUuid)!.status).toBe('INITIAL');
    expect(statuses.filter((s) => s.status === 'DELETE')).toHaveLength(2);
    const history = await t.database.db
      .select()
      .from(orderHistory)
      .where(
        inArray(
          orderHistory.orderId,
          statuses.map((s) => s.id),
        ),
      );
    expect(history.filter((h) => h.action === 'deleted')).toHaveLength(2);
    expect((await headline()).held_places).toBe(before.held_places - 15);

    // The organizer's action only: a stranger's token and a bad label are refused.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/organizer/release-held',
      payload: { event_key: trail.event_key, holder: 'x' },
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'holder' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/organizer/release-held',
      payload: { event_key: trail.event_key, holder: top.holder },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** Places of every unpaid order of the event (as the headline counts them). */
async function heldPlacesAll(eventId: number): Promise<number> {
  const rows = await t.database.db
    .select({ places: orders.placesCount })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.status, 'INITIAL')));
  return rows.reduce((sum, r) => sum + r.places, 0);
}
