/**
 * Issue 26 item 1: a runner with a real one- or two-letter name (ปู, Li, Ng, Wu) registers, a team
 * member too; an empty name is told "required" in the caller's language, not a length rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { orders, runners } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, nextThaiId, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let bangkok: EventDetail;
let trail: EventDetail;
beforeAll(async () => {
  t = await buildTestApp();
  [bangkok, trail] = await Promise.all([
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
    eventDetail(t, 'chiangmai-doi-suthep-trail-2027'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/order/create', payload: payload as object, headers });

async function namesOf(uuid: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return t.database.db
    .select({ fname: runners.fname, lname: runners.lname })
    .from(runners)
    .where(eq(runners.orderId, order!.id))
    .orderBy(asc(runners.id));
}

async function orderCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row!.n;
}

describe('short names (issue 26)', () => {
  it('takes runners named ปู Li and Ng Wu in one order, stored as typed', async () => {
    const res = await create(
      orderFor(bangkok, [
        runnerFor(bangkok, { fname: 'ปู', lname: 'Li' }),
        runnerFor(bangkok, { register_type: 'FRIEND', fname: 'Ng', lname: 'Wu', sex: 'FEMALE' }),
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(await namesOf(res.json<{ uuid: string }>().uuid)).toEqual([
      { fname: 'ปู', lname: 'Li' },
      { fname: 'Ng', lname: 'Wu' },
    ]);
  });

  it('takes a team member with a two-letter name', async () => {
    const teamShirts = trail.t_shirt.filter((s) => s.run_type_id === 138);
    const member = (fname: string, lname: string) => ({
      fname,
      lname,
      sex: 'FEMALE',
      dob: '1995-03-03',
      id_card: nextThaiId(),
      mobile_no: '0891112222',
      blood_group: 'A',
      // The trail asks every runner, team members too, for an emergency contact.
      emergency_name: 'ญาติ ทีมเทรล',
      emergency_relation: 'พี่',
      emergency_mobile_no: '0899998888',
      t_shirt_id: teamShirts[0]!.id,
    });
    const captain = runnerFor(trail, {
      run_type_id: 138,
      t_shirt_id: teamShirts[0]!.id,
      team_member_obj: [member('Wu', 'Li'), member('ปู', 'Ng')],
    });
    const res = await create(orderFor(trail, [captain]));
    expect(res.statusCode).toBe(201);
    const names = await namesOf(res.json<{ uuid: string }>().uuid);
    expect(names).toEqual(
      expect.arrayContaining([
        { fname: 'Wu', lname: 'Li' },
        { fname: 'ปู', lname: 'Ng' },
      ]),
    );
  });

  it('says an empty first name is required, in Thai and in English, and stores nothing', async () => {
    const before = await orderCount();
    const payload = orderFor(bangkok, [runnerFor(bangkok, { fname: '' })]);
    const th = await create(payload);
    expect(th.statusCode).toBe(400);
    expect(th.json()).toMatchObject({
      status: 'error',
      field: 'runner_list.0.fname',
      message: 'runner_list.0.fname: กรุณาระบุ',
    });
    const en = await create(payload, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      field: 'runner_list.0.fname',
      message: 'runner_list.0.fname: is required',
    });
    expect(await orderCount()).toBe(before);
  });
});
