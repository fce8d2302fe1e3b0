/**
 * The report page's screens are kept while the event's data is unchanged (services/backoffice/report-cache.ts,
 * issue 30 item 2): every screen read, then an order changes, and the very next reading shows it,
 * whether the change came through this server or was written to the database by another process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { events, orders, runTypes } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';
import { slipPng, uploadSlip } from '../support/slips';

let t: TestApp;
let trail: EventDetail;
let organizer: string;

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

interface Screens {
  headline: { runners: number; paid_runners: number; waiting_runners: number; received: number };
  types: { run_type_name: string; count_number: number; paid_number: number }[];
  sexes: { count_number: number }[];
  shirts: { count_number: number }[];
  typeShirts: { count_number: number }[];
  statuses: { status: string; count_number: number }[];
  money: { orders: string; order_count: number; total: number }[];
  payout: { totals: { received: number; received_from_paid_orders: number } };
}

const body = async <T>(name: string): Promise<T> => {
  const res = await post(`/v1/organizer/${name}`, { event_key: trail.event_key }, organizer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ body: T }>().body;
};

/** Every screen of the report page, each read twice (the second from the cache when it keeps it). */
async function screens(): Promise<Screens> {
  const read = async (): Promise<Screens> => ({
    headline: await body('report-headline'),
    types: await body('report-runner-type'),
    sexes: await body('report-runner-type-sex'),
    shirts: await body('report-runner-tshirt'),
    typeShirts: await body('report-runner-type-tshirt'),
    statuses: await body('report-order-count'),
    money: await body('report-order-amt'),
    payout: await body('payout'),
  });
  const first = await read();
  expect(await read()).toEqual(first);
  return first;
}

const total = (rows: { count_number: number }[]) => rows.reduce((a, r) => a + r.count_number, 0);
const statusCount = (s: Screens, status: string) => s.statuses.find((r) => r.status === status)!.count_number;
const orderCount = (s: Screens, set: string) => s.money.find((r) => r.orders === set)!.order_count;

async function newOrder(): Promise<string> {
  const res = await post('/v1/order/create', orderFor(trail, [runnerFor(trail)]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}

beforeAll(async () => {
  t = await buildTestApp();
  trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
  const { email, password } = DEMO_ACCOUNTS.organizer;
  organizer = (await post('/v1/auth/login', { email, password })).json<{ accessToken: string }>().accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('the report page right after an order changes', () => {
  it('shows a new order, its payment and its deletion at once on every screen', async () => {
    const before = await screens();

    const uuid = await newOrder();
    const placed = await screens();
    expect(placed.headline.runners).toBe(before.headline.runners + 1);
    expect(placed.headline.waiting_runners).toBe(before.headline.waiting_runners + 1);
    for (const list of ['types', 'sexes', 'shirts', 'typeShirts'] as const)
      expect(total(placed[list]), list).toBe(total(before[list]) + 1);
    expect(statusCount(placed, 'INITIAL')).toBe(statusCount(before, 'INITIAL') + 1);
    expect(orderCount(placed, 'unpaid')).toBe(orderCount(before, 'unpaid') + 1);

    // Paid by a confirmed bank transfer: paid people, money received, the payout.
    const slip = await uploadSlip(
      t,
      { uuid, eventKey: trail.event_key },
      await slipPng('015999000333CACHED'),
    );
    expect(slip.statusCode, slip.body).toBe(200);
    const confirmed = await post(
      '/v1/organizer/direct-notify',
      { event_key: trail.event_key, uuid },
      organizer,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const paid = await screens();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(paid.headline.paid_runners).toBe(before.headline.paid_runners + 1);
    expect(paid.headline.received).toBeCloseTo(before.headline.received + row!.paidAmount / 100, 2);
    expect(paid.types.reduce((a, r) => a + r.paid_number, 0)).toBe(
      before.types.reduce((a, r) => a + r.paid_number, 0) + 1,
    );
    expect(statusCount(paid, 'PAID')).toBe(statusCount(before, 'PAID') + 1);
    expect(orderCount(paid, 'paid')).toBe(orderCount(before, 'paid') + 1);
    expect(paid.payout.totals.received_from_paid_orders).toBeCloseTo(
      before.payout.totals.received_from_paid_orders + row!.paidAmount / 100,
      2,
    );

    // Another server process (or a script) changing the order in the database: seen at once too.
    await t.database.db.update(orders).set({ status: 'DELETE' }).where(eq(orders.uuid, uuid));
    const gone = await screens();
    expect(gone.headline.runners).toBe(before.headline.runners);
    expect(total(gone.types)).toBe(total(before.types));
    expect(statusCount(gone, 'DELETE')).toBe(statusCount(before, 'DELETE') + 1);
    expect(orderCount(gone, 'all')).toBe(orderCount(before, 'all'));
    expect(gone.payout.totals.received_from_paid_orders).toBe(before.payout.totals.received_from_paid_orders);
  });

  it('shows a race type renamed in the setup at once', async () => {
    await newOrder();
    const inEnglish = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/organizer/report-runner-type',
        payload: { event_key: trail.event_key },
        headers: { authorization: `Bearer ${organizer}`, 'accept-language': 'en' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ body: { run_type_name: string }[] }>().body.map((r) => r.run_type_name);
    };
    const [event] = await t.database.db.select().from(events).where(eq(events.eventKey, trail.event_key));
    const types = await t.database.db.select().from(runTypes).where(eq(runTypes.eventId, event!.id));
    expect(await inEnglish()).toEqual(await inEnglish());
    await t.database.db
      .update(runTypes)
      .set({ nameEn: 'Renamed in the setup' })
      .where(eq(runTypes.eventId, event!.id));
    const names = await inEnglish();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n === 'Renamed in the setup')).toBe(true);
    expect(types.length).toBeGreaterThan(0);
  });
});
