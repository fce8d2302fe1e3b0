/**
 * Age limits of race types (issue 14 item 2): the public detail shows them, an order with a runner or
 * team member outside them is refused with 400 naming their dob in the caller's language and nothing
 * is stored, the organizer's order edit applies them to a changed birth date, and the setup takes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import type { SetupEventView } from '@raceday/domain/validation';
import { events, orders, runners } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { eventPlacesTaken } from '../../src/orders/places-taken';
import { buildTestApp, type TestApp } from '../helper';
import { login } from '../support/accounts';
import { eventDetail, nextThaiId, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let bangkok: EventDetail;
let trail: EventDetail;
let organizer: string;

const post = (url: string, payload: unknown, lang = 'th', token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/** The birth date that turns `years` old on `raceDay` (a 29 February race day is not in the demo). */
function bornYearsBefore(raceDay: string, years: number, shiftDays = 0): string {
  const [y, m, d] = raceDay.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + shiftDays));
  return date.toISOString().slice(0, 10);
}

async function orderCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row!.n;
}
async function runnerCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(runners);
  return row!.n;
}
async function placesTaken(key: string): Promise<number> {
  const [row] = await t.database.db.select().from(events).where(eq(events.eventKey, key));
  return eventPlacesTaken(t.database.db, row!.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  [bangkok, trail] = await Promise.all([
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
    eventDetail(t, 'chiangmai-doi-suthep-trail-2027'),
  ]);
  organizer = await login(t, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
});
afterAll(async () => {
  await t.close();
});

const marathon = () => bangkok.run_type.find((r) => r.name_en.startsWith('Marathon'))!;
const funRun = () => bangkok.run_type.find((r) => r.name_en.startsWith('Fun run'))!;

describe('age limits in the public event detail', () => {
  it('gives every race type its limits, null when none', () => {
    expect(marathon()).toMatchObject({ min_age: 18, max_age: null });
    expect(bangkok.run_type.find((r) => r.name_en.startsWith('Half'))).toMatchObject({
      min_age: 16,
      max_age: null,
    });
    expect(funRun()).toMatchObject({ min_age: null, max_age: null });
  });
});

describe('order creation', () => {
  it('refuses a runner born 2016 in the marathon, naming dob in Thai and English, and stores nothing', async () => {
    const ok = runnerFor(bangkok, { run_type_id: funRun().id }, { runType: funRun() });
    const child = runnerFor(
      bangkok,
      { register_type: 'FRIEND', fname: 'น้องเล็ก', dob: '2016-06-01', run_type_id: marathon().id },
      { runType: marathon() },
    );
    const [orders0, runners0, places0] = [
      await orderCount(),
      await runnerCount(),
      await placesTaken(bangkok.event_key),
    ];

    const th = await post('/v1/order/create', orderFor(bangkok, [ok, child]));
    expect(th.statusCode).toBe(400);
    expect(th.json()).toMatchObject({
      code: 'validation.invalid',
      field: 'runner_list.1.dob',
      message: 'runner_list.1.dob: ต้องมีอายุอย่างน้อย 18 ปีในวันแข่ง',
    });
    expect(th.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'runner_list.1.dob',
    ]);

    const en = await post('/v1/order/create', orderFor(bangkok, [ok, child]), 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      field: 'runner_list.1.dob',
      message: 'runner_list.1.dob: must be at least 18 on race day',
    });

    // No half-order: not the eligible runner either.
    expect(await orderCount()).toBe(orders0);
    expect(await runnerCount()).toBe(runners0);
    expect(await placesTaken(bangkok.event_key)).toBe(places0);
  });

  it('accepts a runner who turns 18 on race day and refuses one who turns 18 the day after', async () => {
    const raceDay = bangkok.event_date.slice(0, 10);
    const turning = runnerFor(
      bangkok,
      { dob: bornYearsBefore(raceDay, 18), run_type_id: marathon().id },
      { runType: marathon() },
    );
    const res = await post('/v1/order/create', orderFor(bangkok, [turning]));
    expect(res.statusCode, res.body).toBe(201);

    const dayLate = runnerFor(
      bangkok,
      { dob: bornYearsBefore(raceDay, 18, 1), run_type_id: marathon().id },
      { runType: marathon() },
    );
    const refused = await post('/v1/order/create', orderFor(bangkok, [dayLate]), 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'runner_list.0.dob' });
  });

  it('applies the limits to every member of a team', async () => {
    const teamShirts = trail.t_shirt.filter((s) => s.run_type_id === 138);
    const member = (i: number, dob: string) => ({
      fname: `สมาชิก${'ก'.repeat(i)}`,
      lname: 'ทีมเทรล',
      sex: 'FEMALE',
      dob,
      id_card: nextThaiId(),
      mobile_no: '0891112222',
      blood_group: 'A',
      // The trail asks every runner, team members too, for an emergency contact.
      emergency_name: 'ญาติ ทีมเทรล',
      emergency_relation: 'พี่',
      emergency_mobile_no: '0899998888',
      t_shirt_id: teamShirts[i]!.id,
    });
    const captain = runnerFor(trail, {
      run_type_id: 138,
      t_shirt_id: teamShirts[0]!.id,
      team_member_obj: [member(1, '1995-03-03'), member(2, '2014-01-01')],
    });
    const before = await orderCount();
    const res = await post('/v1/order/create', orderFor(trail, [captain]), 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'runner_list.0.team_member_obj.1.dob',
      message: 'runner_list.0.team_member_obj.1.dob: must be at least 18 on race day',
    });
    expect(await orderCount()).toBe(before);
  });
});

describe("the organizer's order edit", () => {
  it('refuses a changed birth date outside the race type limits, naming dob', async () => {
    const created = await post(
      '/v1/order/create',
      orderFor(bangkok, [runnerFor(bangkok, { run_type_id: marathon().id }, { runType: marathon() })]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json<{ uuid: string }>();
    const detail = await post(
      '/v1/organizer/order-detail',
      { event_key: bangkok.event_key, uuid },
      'th',
      organizer,
    );
    expect(detail.statusCode, detail.body).toBe(200);
    const runner = detail.json<{ body: { runners: Record<string, unknown>[] } }>().body.runners[0]!;
    const update = (dob: string, lang: string) =>
      post(
        '/v1/order/update',
        { event_key: bangkok.event_key, uuid, key: 'x', runner_list: [{ ...runner, dob }] },
        lang,
        organizer,
      );

    const young = await update('2016-06-01', 'th');
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({
      field: 'runner_list.0.dob',
      message: 'runner_list.0.dob: ต้องมีอายุอย่างน้อย 18 ปีในวันแข่ง',
    });
    const [stored] = await t.database.db
      .select()
      .from(runners)
      .where(eq(runners.id, runner.runner_id as number));
    expect(stored!.dob).toBe('1990-05-17');

    const adult = await update('1985-01-31', 'en');
    expect(adult.statusCode, adult.body).toBe(200);
    const [saved] = await t.database.db
      .select()
      .from(runners)
      .where(eq(runners.id, runner.runner_id as number));
    expect(saved!.dob).toBe('1985-01-31');
  });
});

describe('race type setup', () => {
  const BASE = '/v1/organizer/setup/events';
  const call = (method: 'POST' | 'PATCH', url: string, payload: unknown, lang = 'th') =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { 'accept-language': lang, authorization: `Bearer ${organizer}` },
    });

  it('takes a minimum and a maximum age, refuses a minimum above the maximum or out of range', async () => {
    const hour = 3_600_000;
    const d = await call('POST', BASE, {
      event_key: 'age-limit-setup-2027',
      title: 'วิ่งเด็ก',
      title_en: 'Kids run',
      event_date: '2027-06-01',
      registration_start_at: new Date(Date.now() - hour).toISOString(),
      registration_end_at: new Date(Date.now() + 30 * 24 * hour).toISOString(),
      payment_method: 'DIRECT',
    });
    expect(d.statusCode, d.body).toBe(201);
    const key = d.json<{ body: SetupEventView }>().body.event_key;

    const added = await call('POST', `${BASE}/${key}/run-types`, {
      name: 'วิ่งเด็ก 2 กม.',
      name_en: 'Kids 2 km',
      price: 200,
      min_age: 6,
      max_age: 12,
    });
    expect(added.statusCode, added.body).toBe(201);
    const type = added.json<{ body: SetupEventView }>().body['run-types'][0]!;
    expect(type).toMatchObject({ min_age: 6, max_age: 12 });

    const crossed = await call('PATCH', `${BASE}/${key}/run-types/${type.id}`, { min_age: 13 }, 'en');
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({
      field: 'min_age',
      message: 'min_age: must not be above the maximum age',
    });
    const tooOld = await call(
      'POST',
      `${BASE}/${key}/run-types`,
      { name: 'x', price: 1, max_age: 121 },
      'en',
    );
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json()).toMatchObject({ field: 'max_age' });

    const cleared = await call('PATCH', `${BASE}/${key}/run-types/${type.id}`, { max_age: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<{ body: SetupEventView }>().body['run-types'][0]).toMatchObject({
      min_age: 6,
      max_age: null,
    });
  });

  it('takes a start time as HH:mm, shows it on the event, and refuses another spelling', async () => {
    const key = 'age-limit-setup-2027';
    const view = await t.app.inject({
      url: `${BASE}/${key}`,
      headers: { authorization: `Bearer ${organizer}` },
    });
    const type = view.json<{ body: SetupEventView }>().body['run-types'][0]!;
    const late = await call('PATCH', `${BASE}/${key}/run-types/${type.id}`, { start_time: '25:00' }, 'en');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ field: 'start_time' });
    const set = await call('PATCH', `${BASE}/${key}/run-types/${type.id}`, { start_time: '06:30' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<{ body: SetupEventView }>().body['run-types'][0]).toMatchObject({ start_time: '06:30' });
    const preview = await t.app.inject({
      url: `${BASE}/${key}/preview`,
      headers: { authorization: `Bearer ${organizer}` },
    });
    expect(
      preview.json<{ body: { run_type: { start_time: string }[] } }>().body.run_type[0]!.start_time,
    ).toBe('06:30');
  });
});
