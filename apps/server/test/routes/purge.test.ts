/**
 * Personal data after the race (issue 25 item 4): the event's organizer or the super-admin purges
 * an event's personal data after race day, typing the event key; ID cards, birth dates, mobiles,
 * e-mails, addresses, emergency contacts, health notes and slips go, in one transaction, recorded;
 * reports, headline and payout read the same; nothing of another event changes; a second purge is
 * a no-op; the scheduled job purges events whose race day + purge_after_days has come.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import {
  emailOutbox,
  eventChanges,
  events,
  orders,
  organizerEvents,
  runners,
  users,
} from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { sendDueEmails } from '../../src/services/mail/emails';
import { purgeDueEvents } from '../../src/services/people/purge';
import type { LocalStorage } from '../../src/storage/storage';
import { buildTestApp, type TestApp } from '../helper';
import { login, outsiders } from '../support/accounts';
import { eventDetail, orderFor, PATHUM_WAN, runnerFor } from '../support/orders';
import { nextAddress, slipPng, uploadSlip } from '../support/slips';

let t: TestApp;
let trail: EventDetail;
let bangkok: EventDetail;
let organizer: string;
let admin: string;
let desk: string;
let stranger: string;

const post = (url: string, payload: unknown, token?: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextAddress(),
  });

const eventId = async (key: string) =>
  (await t.database.db.select({ id: events.id }).from(events).where(eq(events.eventKey, key)))[0]!.id;

/** Race day moves `days` days from today in Bangkok (negative: in the past). */
const moveRaceDay = async (key: string, days: number) =>
  t.database.db.execute(
    sql`update events set event_date = (now() at time zone 'Asia/Bangkok')::date + ${days}::int where event_key = ${key}`,
  );

async function place(
  e: EventDetail,
  over: Record<string, unknown> = {},
  runnerOver: Record<string, unknown> = {},
) {
  const res = await post('/v1/order/create', orderFor(e, [runnerFor(e, runnerOver)], over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}

/** What the organizer reads of an event: every report list, the headline and the payout. */
async function figures(key: string) {
  const out: Record<string, unknown> = {};
  for (const path of [
    'report-runner-type',
    'report-runner-type-sex',
    'report-runner-tshirt',
    'report-runner-type-tshirt',
    'report-order-count',
    'report-order-amt',
    'report-headline',
    'payout',
  ]) {
    const res = await post(`/v1/organizer/${path}`, { event_key: key }, organizer);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    out[path] = res.json<{ body: unknown }>().body;
  }
  return out;
}

const peopleOf = async (key: string) =>
  t.database.db
    .select()
    .from(runners)
    .where(eq(runners.eventId, await eventId(key)))
    .orderBy(runners.id);
const ordersOf = async (key: string) =>
  t.database.db
    .select()
    .from(orders)
    .where(eq(orders.eventId, await eventId(key)))
    .orderBy(orders.id);

let slipOrder: string;
let deliveryOrder: string;
let slipKey: string;

beforeAll(async () => {
  t = await buildTestApp();
  [trail, bangkok] = await Promise.all([
    eventDetail(t, 'chiangmai-doi-suthep-trail-2027'),
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
  ]);
  organizer = await login(t, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
  admin = await login(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const people = await outsiders(t, 'purge');
  stranger = people.stranger;
  // A desk helper of the trail event: sees the bib desk, may not purge.
  await post('/v1/user/register', {
    name: 'โต๊ะ',
    sername: 'รับบิบ',
    email: 'desk-purge@example.com',
    password: 'Passw0rd!x',
    display_name: 'desk',
    mobile_no: '0811111119',
  });
  const [deskUser] = await t.database.db
    .update(users)
    .set({ role: 'organizer' })
    .where(eq(users.email, 'desk-purge@example.com'))
    .returning();
  await t.database.db
    .insert(organizerEvents)
    .values({ userId: deskUser!.id, eventId: await eventId(trail.event_key), role: 'desk' });
  desk = await login(t, 'desk-purge@example.com', 'Passw0rd!x');

  // The trail event: an order with a slip, one sent by post, their mails written to the outbox.
  slipOrder = await place(trail);
  const uploaded = await uploadSlip(
    t,
    { uuid: slipOrder, eventKey: trail.event_key },
    await slipPng('PURGE0001'),
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const post_ = trail.delivery_type.find((d) => d.is_require_address === 'Y');
  expect(post_).toBeDefined();
  deliveryOrder = await place(trail, { delivery_type_id: post_!.id, ...PATHUM_WAN });
  await sendDueEmails(t.database.db, {
    transport: { kind: 'outbox', send: async () => undefined, close: () => undefined },
    from: 'RaceDay <no-reply@race.example>',
    baseUrl: 'https://race.example',
    limit: 100,
  });
  slipKey = (await ordersOf(trail.event_key)).find((o) => o.uuid === slipOrder)!.paymentSlipUrl!;
  expect(await (t.app.storage as LocalStorage).read(slipKey)).not.toBeNull();
});
afterAll(async () => {
  await t.close();
});

describe('purging by hand', () => {
  it('is refused before race day is over, and nothing changes', async () => {
    const before = await peopleOf(trail.event_key);
    const res = await post(
      '/v1/organizer/purge-personal-data',
      { event_key: trail.event_key, confirm: trail.event_key },
      organizer,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'purge.before_race_day',
      message: 'Personal data can be purged only after race day',
    });
    expect(await peopleOf(trail.event_key)).toEqual(before);
    const state = await post(
      '/v1/organizer/purge-personal-data/status',
      { event_key: trail.event_key },
      organizer,
    );
    expect(state.json()).toMatchObject({ body: { can_purge: false, purged: null } });
  });

  it('asks for the event key typed exactly, in the caller language, naming the field', async () => {
    await moveRaceDay(trail.event_key, -1);
    const before = await peopleOf(trail.event_key);
    for (const [confirm, lang, message] of [
      ['yes', 'en', 'Type the event key exactly to confirm the purge of personal data'],
      [trail.event_key.toUpperCase(), 'th', 'กรุณาพิมพ์รหัสกิจกรรมให้ตรงเพื่อยืนยันการลบข้อมูลส่วนบุคคล'],
    ] as const) {
      const res = await post(
        '/v1/organizer/purge-personal-data',
        { event_key: trail.event_key, confirm },
        organizer,
        lang,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'purge.confirm_mismatch',
        message,
        field: 'confirm',
      });
    }
    const missing = await post(
      '/v1/organizer/purge-personal-data',
      { event_key: trail.event_key },
      organizer,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'confirm' });
    expect(await peopleOf(trail.event_key)).toEqual(before);
  });

  it("is the event's organizer's or the super-admin's: the desk, another organizer and no login are refused", async () => {
    const body = { event_key: trail.event_key, confirm: trail.event_key };
    expect((await post('/v1/organizer/purge-personal-data', body, desk)).statusCode).toBe(403);
    expect((await post('/v1/organizer/purge-personal-data', body, stranger)).statusCode).toBe(403);
    expect((await post('/v1/organizer/purge-personal-data', body)).statusCode).toBe(401);
    expect(
      (await post('/v1/organizer/purge-personal-data', { ...body, event_key: 'no-such-event' }, admin))
        .statusCode,
    ).toBe(404);
    expect((await ordersOf(trail.event_key)).every((o) => !o.idCard.startsWith('PURGED-'))).toBe(true);
  });

  it('blanks the personal data, keeps every report, headline and payout figure, and touches no other event', async () => {
    const before = await figures(trail.event_key);
    const otherPeople = await peopleOf(bangkok.event_key);
    const otherOrders = await ordersOf(bangkok.event_key);
    const peopleBefore = await peopleOf(trail.event_key);
    expect(peopleBefore.length).toBeGreaterThan(2);

    const res = await post(
      '/v1/organizer/purge-personal-data',
      { event_key: trail.event_key, confirm: ` ${trail.event_key} ` },
      organizer,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      body: { purged_now: boolean; purged: { actor: string; counts: Record<string, number> } };
    }>().body;
    expect(body.purged_now).toBe(true);
    expect(body.purged.actor).toBe(DEMO_ACCOUNTS.organizer.email);
    expect(body.purged.counts).toMatchObject({ runners: peopleBefore.length, slips: 1 });
    expect(body.purged.counts.emails).toBeGreaterThanOrEqual(2);

    const people = await peopleOf(trail.event_key);
    expect(people).toHaveLength(peopleBefore.length);
    for (const [i, p] of people.entries()) {
      const was = peopleBefore[i]!;
      expect(p).toMatchObject({
        idCard: `PURGED-${p.id}`,
        dob: '1900-01-01',
        email: '',
        mobileNo: '',
        healthProblem: '-',
        bloodGroup: '',
        emergencyName: '',
        emergencyRelation: '',
        emergencyMobileNo: '',
        // What reports and the bib desk use stays.
        fname: was.fname,
        sex: was.sex,
        runTypeId: was.runTypeId,
        shirtId: was.shirtId,
        bibNo: was.bibNo,
        isActive: was.isActive,
        isCheckbib: was.isCheckbib,
      });
    }
    const purgedOrders = await ordersOf(trail.event_key);
    for (const o of purgedOrders) {
      expect(o).toMatchObject({
        idCard: `PURGED-${o.id}`,
        mobile: '',
        email: '',
        deliveryAddName: '',
        deliveryAddMobileNo: '',
        deliveryAddNo: '',
        deliveryAddSubDistrict: '',
        deliveryAddDistrict: '',
        deliveryAddProvince: '',
        deliveryAddPostcode: '',
      });
    }
    expect(purgedOrders.find((o) => o.uuid === slipOrder)!.paymentSlipUrl).toBe('purged');
    expect(purgedOrders.find((o) => o.uuid === deliveryOrder)!.paidAmount).toBeGreaterThan(0);
    // The slip's file is gone from storage.
    expect(await (t.app.storage as LocalStorage).read(slipKey)).toBeNull();
    // The outbox keeps no address or body of the event's mails.
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.orderId} in (select id from orders where event_id = ${await eventId(trail.event_key)})`,
      );
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const m of mails) expect([m.recipient, m.textBody, m.htmlBody]).toEqual(['', '', '']);

    // Counts and amounts read as before.
    expect(await figures(trail.event_key)).toEqual(before);
    // Another event is untouched.
    expect(await peopleOf(bangkok.event_key)).toEqual(otherPeople);
    expect(await ordersOf(bangkok.event_key)).toEqual(otherOrders);

    // The event's change history says who purged and how much.
    const history = await t.database.db
      .select()
      .from(eventChanges)
      .where(eq(eventChanges.eventId, await eventId(trail.event_key)));
    expect(history.filter((h) => h.action === 'personal_data.purged')).toEqual([
      expect.objectContaining({ actor: DEMO_ACCOUNTS.organizer.email, detail: body.purged.counts }),
    ]);
  });

  it('leaves every page that reads those fields working (no 500)', async () => {
    const k = trail.event_key;
    expect((await ordersOf(k)).every((o) => o.idCard === `PURGED-${o.id}`)).toBe(true);
    const calls: [string, unknown, string | undefined][] = [
      ['/v1/order/inquiry', { order_uuid: slipOrder, language: 'TH' }, undefined],
      ['/v1/order/event-check', { event_key: k, txt_search: 'สมชาย', filter_type: 'fname' }, undefined],
      ['/v1/order/find-order', { txt_search: '0812345678' }, undefined],
      ['/v1/organizer/report-order-latest', { event_key: k }, organizer],
      ['/v1/organizer/order-detail', { event_key: k, uuid: deliveryOrder }, organizer],
      [
        '/v1/organizer/checkbib-search',
        { event_key: k, order_filter_type: 'fname', order_filter_value: 'สมชาย' },
        organizer,
      ],
      ['/v1/organizer/report-order-excel-all', { event_key: k }, organizer],
      ['/v1/organizer/report-order-excel-delivery', { event_key: k }, organizer],
      ['/v1/organizer/report-runner-excel-checkbib', { event_key: k, is_checkbib: 'ALL' }, organizer],
    ];
    for (const [url, body, token] of calls) {
      const res = await post(url, body, token);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    }
    // The runner's own order page shows no slip link and no ID card.
    const page = await post('/v1/order/inquiry', { order_uuid: slipOrder, language: 'TH' });
    expect(page.body).not.toContain('slips/');
  });

  it('a second purge changes nothing and says so', async () => {
    const first = (
      await post('/v1/organizer/purge-personal-data/status', { event_key: trail.event_key }, admin)
    ).json<{ body: { purged: unknown } }>().body.purged;
    const res = await post(
      '/v1/organizer/purge-personal-data',
      { event_key: trail.event_key, confirm: trail.event_key },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ body: { purged_now: false, purged: first, can_purge: false } });
    const history = await t.database.db
      .select()
      .from(eventChanges)
      .where(eq(eventChanges.eventId, await eventId(trail.event_key)));
    expect(history.filter((h) => h.action === 'personal_data.purged')).toHaveLength(1);
  });
});

describe('the schedule', () => {
  it('is set per event (null: never automatically), recorded, and checked', async () => {
    const set = await post(
      '/v1/organizer/purge-personal-data/schedule',
      { event_key: bangkok.event_key, purge_after_days: 30 },
      organizer,
    );
    expect(set.statusCode, set.body).toBe(200);
    const state = set.json<{ body: { event_date: string; purge_on: string; purge_after_days: number } }>()
      .body;
    expect(state.purge_after_days).toBe(30);
    const expected = new Date(Date.parse(`${state.event_date}T00:00:00Z`) + 30 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(state.purge_on).toBe(expected);
    const history = await t.database.db
      .select()
      .from(eventChanges)
      .where(eq(eventChanges.eventId, await eventId(bangkok.event_key)));
    expect(history.at(-1)).toMatchObject({ action: 'event.updated', detail: { purge_after_days: [90, 30] } });

    const bad = await post(
      '/v1/organizer/purge-personal-data/schedule',
      { event_key: bangkok.event_key, purge_after_days: 0 },
      organizer,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', field: 'purge_after_days' });
    const byDesk = await post(
      '/v1/organizer/purge-personal-data/schedule',
      { event_key: trail.event_key, purge_after_days: null },
      desk,
    );
    expect(byDesk.statusCode).toBe(403);
  });

  it('the job purges events whose race day + delay has come, once, and no other', async () => {
    const khaoyai = await eventDetail(t, 'khaoyai-charity-fun-run-2027');
    const phuket = 'phuket-sunrise-half-marathon-2027';
    await place(khaoyai);
    // Bangkok: race day 31 days ago, 30 days' delay: due. Khao Yai: 10 days ago, 30 days: not yet.
    // Phuket: a year ago but never automatically (null).
    await moveRaceDay(bangkok.event_key, -31);
    await moveRaceDay(khaoyai.event_key, -10);
    await t.database.db
      .update(events)
      .set({ purgeAfterDays: 30 })
      .where(eq(events.eventKey, khaoyai.event_key));
    await moveRaceDay(phuket, -365);
    await t.database.db.update(events).set({ purgeAfterDays: null }).where(eq(events.eventKey, phuket));
    const khaoyaiBefore = await peopleOf(khaoyai.event_key);
    expect((await peopleOf(bangkok.event_key)).length).toBeGreaterThan(0);
    expect(khaoyaiBefore.length).toBeGreaterThan(0);
    const bangkokFigures = await figures(bangkok.event_key);

    // Two passes at once (two processes): the event is purged once.
    const passes = await Promise.all([
      purgeDueEvents(t.database.db, t.app.storage),
      purgeDueEvents(t.database.db, t.app.storage),
    ]);
    expect(passes[0]! + passes[1]!).toBe(1);
    expect(
      (await peopleOf(bangkok.event_key)).every((p) => p.idCard === `PURGED-${p.id}` && p.mobileNo === ''),
    ).toBe(true);
    expect(await figures(bangkok.event_key)).toEqual(bangkokFigures);
    expect(await peopleOf(khaoyai.event_key)).toEqual(khaoyaiBefore);
    for (const key of [khaoyai.event_key, phuket]) {
      const other = await post('/v1/organizer/purge-personal-data/status', { event_key: key }, admin);
      expect(other.json(), key).toMatchObject({ body: { purged: null, can_purge: true } });
    }
    const state = await post(
      '/v1/organizer/purge-personal-data/status',
      { event_key: bangkok.event_key },
      organizer,
    );
    expect(state.json()).toMatchObject({ body: { purged: { actor: 'system' }, purge_on: null } });
    // Nothing is left to do.
    expect(await purgeDueEvents(t.database.db, t.app.storage)).toBe(0);
  });
});
