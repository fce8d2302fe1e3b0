/** Bib numbers: the plan per race type and the assignment in payment order, once per number. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { orders, runners } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

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

interface PlanRow {
  run_type_id: number;
  run_type_name: string;
  paid_runners: number;
  with_bib: number;
  without_bib: number;
  first_bib: string | null;
  last_bib: string | null;
}

const plan = async (lang = 'th') =>
  (await post('/v1/organizer/bib-plan', { event_key: trail.event_key }, organizer, lang)).json<{
    body: PlanRow[];
  }>().body;

/** A paid order of the trail event for one runner of this race type. */
async function paidOrder(runTypeId: number) {
  const shirt = trail.t_shirt.find((s) => s.run_type_id === 0 || s.run_type_id === runTypeId)!;
  const res = await post(
    '/v1/order/create',
    orderFor(trail, [runnerFor(trail, { run_type_id: runTypeId, t_shirt_id: shirt.id })]),
  );
  expect(res.statusCode, res.body).toBe(201);
  const { uuid } = res.json<{ uuid: string }>();
  const paid = await post('/v1/organizer/direct-notify', { event_key: trail.event_key, uuid }, organizer);
  expect(paid.statusCode).toBe(200);
  return uuid;
}

async function bibsOf(uuid: string) {
  return (
    await t.database.db
      .select({ bib: runners.bibNo })
      .from(runners)
      .innerJoin(orders, eq(orders.id, runners.orderId))
      .where(eq(orders.uuid, uuid))
  ).map((r) => r.bib);
}

beforeAll(async () => {
  t = await buildTestApp();
  [trail, bangkok] = await Promise.all([
    eventDetail(t, 'chiangmai-doi-suthep-trail-2027'),
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
  ]);
  const { email, password } = DEMO_ACCOUNTS.organizer;
  const res = await post('/v1/auth/login', { email, password });
  organizer = res.json<{ accessToken: string }>().accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('bib numbers', () => {
  it('gives the paid runners of a race type numbers in the order they paid, skipping none twice', async () => {
    const [first, second] = trail.run_type.filter((r) => r.team_size === 1);
    const before = (await plan()).find((r) => r.run_type_id === first!.id);
    const a = await paidOrder(first!.id);
    const b = await paidOrder(first!.id);
    const row = (await plan()).find((r) => r.run_type_id === first!.id)!;
    expect(row.paid_runners).toBe((before?.paid_runners ?? 0) + 2);
    expect(row.without_bib).toBe(row.paid_runners);
    expect(row.first_bib).toBeNull();

    const res = await post(
      '/v1/organizer/assign-bibs',
      { event_key: trail.event_key, run_type_id: first!.id, prefix: 't', start: '0001' },
      organizer,
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    const n = row.paid_runners;
    const last = `T${String(n).padStart(4, '0')}`;
    expect(res.json()).toEqual({
      status: 'success',
      message: `Gave ${n} runners bib numbers (T0001 to ${last})`,
      body: { assigned: n, first_bib: 'T0001', last_bib: last },
    });
    // The two orders paid last got the last two numbers, the earlier one first.
    const [bibA] = await bibsOf(a);
    const [bibB] = await bibsOf(b);
    expect([bibA, bibB]).toEqual([`T${String(n - 1).padStart(4, '0')}`, last]);
    expect((await plan()).find((r) => r.run_type_id === first!.id)).toMatchObject({
      with_bib: n,
      without_bib: 0,
      first_bib: 'T0001',
      last_bib: last,
    });

    // Nothing left to give: a plain answer, nothing changes.
    const again = await post(
      '/v1/organizer/assign-bibs',
      { event_key: trail.event_key, run_type_id: first!.id, prefix: 'T', start: '0001' },
      organizer,
    );
    expect(again.json()).toMatchObject({
      message: 'ไม่มีผู้สมัครที่ชำระเงินแล้วและยังไม่มี BIB ในประเภทนี้',
      body: { assigned: 0 },
    });

    // Another race type from the same start: the numbers already given are skipped.
    await paidOrder(second!.id);
    const other = await post(
      '/v1/organizer/assign-bibs',
      { event_key: trail.event_key, run_type_id: second!.id, prefix: 'T', start: '0001' },
      organizer,
    );
    expect(other.json<{ body: { first_bib: string } }>().body.first_bib).toBe(
      `T${String(n + 1).padStart(4, '0')}`,
    );
    const all = await t.database.db
      .select({ bib: runners.bibNo })
      .from(runners)
      .where(
        and(
          eq(
            runners.eventId,
            (await t.database.db.select().from(orders).where(eq(orders.uuid, a)))[0]!.eventId,
          ),
          isNotNull(runners.bibNo),
        ),
      );
    expect(new Set(all.map((r) => r.bib)).size).toBe(all.length);

    // The bib shows at the expo's bib check.
    const search = await post(
      '/v1/organizer/checkbib-search',
      { event_key: trail.event_key, order_filter_type: 'order_uuid', order_filter_value: a.slice(0, 8) },
      organizer,
    );
    expect(search.json<{ body: { bib_no: string }[] }>().body[0]!.bib_no).toBe(bibA);
  });

  it('refuses numbers that outgrow their width, and gives none of them', async () => {
    const team = trail.run_type.find((r) => r.team_size === 3)!;
    const shirt = trail.t_shirt.find((s) => s.run_type_id === team.id)!;
    const members = [2, 3].map(() => ({
      fname: 'สมาชิก',
      lname: 'ทีมบิบ',
      sex: 'FEMALE',
      dob: '1991-02-03',
      id_card: runnerFor(trail).id_card,
      mobile_no: '0812345670',
      blood_group: 'A',
      // The trail asks every runner, team members too, for an emergency contact.
      emergency_name: 'ญาติ ทีมเทรล',
      emergency_relation: 'พี่',
      emergency_mobile_no: '0899998888',
      t_shirt_id: shirt.id,
    }));
    const res = await post(
      '/v1/order/create',
      orderFor(trail, [
        runnerFor(trail, { run_type_id: team.id, t_shirt_id: shirt.id, team_member_obj: members }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = res.json<{ uuid: string }>();
    await post('/v1/organizer/direct-notify', { event_key: trail.event_key, uuid }, organizer);
    const row = (await plan()).find((r) => r.run_type_id === team.id)!;
    expect(row.without_bib).toBeGreaterThanOrEqual(3);

    const overflow = await post(
      '/v1/organizer/assign-bibs',
      { event_key: trail.event_key, run_type_id: team.id, prefix: 'Z', start: '8' },
      organizer,
      'en',
    );
    expect(overflow.statusCode).toBe(409);
    expect(overflow.json()).toEqual({
      status: 'error',
      code: 'bibs.overflow',
      message: 'The bib numbers would need more than 1 digits; start lower or use more digits',
      field: 'start',
    });
    expect(await bibsOf(uuid)).toEqual([null, null, null]);

    // With room, the captain and the members are numbered together.
    const ok = await post(
      '/v1/organizer/assign-bibs',
      { event_key: trail.event_key, run_type_id: team.id, prefix: 'Z', start: '001' },
      organizer,
    );
    expect(ok.statusCode).toBe(200);
    const bibs = await bibsOf(uuid);
    expect(bibs.every((b) => /^Z\d{3}$/.test(b ?? ''))).toBe(true);
  });

  it('names the field of a bad prefix, start or race type; only organizers of the event may call', async () => {
    const runType = trail.run_type[0]!.id;
    for (const [body, field] of [
      [{ prefix: 'TOOLONG', start: '1' }, 'prefix'],
      [{ prefix: 'ก', start: '1' }, 'prefix'],
      [{ prefix: '', start: '12a' }, 'start'],
      [{ prefix: '', start: '1234567' }, 'start'],
      [{ prefix: '', start: '1', run_type_id: bangkok.run_type[0]!.id }, 'run_type_id'],
    ] as const) {
      const res = await post(
        '/v1/organizer/assign-bibs',
        { event_key: trail.event_key, run_type_id: runType, ...body },
        organizer,
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
    expect((await post('/v1/organizer/bib-plan', { event_key: trail.event_key })).statusCode).toBe(401);
    expect(
      (await post('/v1/organizer/bib-plan', { event_key: 'korat-test-run-2027' }, organizer)).statusCode,
    ).toBe(403);
  });

  it('the database itself keeps a number to one person of an event', async () => {
    const [one, two] = await t.database.db
      .select({ id: runners.id, eventId: runners.eventId })
      .from(runners)
      .where(eq(runners.eventId, (await t.database.db.select().from(orders).limit(1))[0]!.eventId))
      .limit(2);
    await t.database.db.update(runners).set({ bibNo: 'DUP-1' }).where(eq(runners.id, one!.id));
    await expect(
      t.database.db.update(runners).set({ bibNo: 'DUP-1' }).where(eq(runners.id, two!.id)),
    ).rejects.toThrow();
  });
});
