/**
 * Least privilege by role and event (issue 23, items 3-5): the desk never reads an order's personal
 * data; a helper removed from an event keeps no right (nor may set up an event of their own); adding
 * someone by e-mail is an invitation they accept, answered alike whether the e-mail has an account or
 * not, and changing nothing for them until they accept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { emailOutbox, events, organizerEvents, users } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helper';
import { login } from '../support/accounts';
import { eventDetail, orderFor, PATHUM_WAN, runnerFor } from '../support/orders';

let t: TestApp;
let trail: EventDetail;
let organizer: string;
let admin: string;

const PASSWORD = 'Passw0rd!x';

const post = (url: string, payload: unknown, token?: string, lang: 'th' | 'en' = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const del = (url: string, payload: unknown, token: string) =>
  t.app.inject({
    method: 'DELETE',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

async function signUp(email: string): Promise<number> {
  const res = await post('/v1/user/register', {
    name: 'สมศรี',
    sername: 'ทดสอบ',
    email,
    password: PASSWORD,
    display_name: 'x',
    mobile_no: '0811111111',
  });
  expect(res.statusCode, res.body).toBe(201);
  const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
  return u!.id;
}

/** A desk helper of the trail as the CLI or an older version left one: an organizer account, a desk link. */
async function deskHelper(email: string): Promise<{ id: number; token: string }> {
  const id = await signUp(email);
  await t.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, id));
  const [e] = await t.database.db.select().from(events).where(eq(events.eventKey, trail.event_key));
  await t.database.db.insert(organizerEvents).values({ userId: id, eventId: e!.id, role: 'desk' });
  return { id, token: await login(t, email, PASSWORD) };
}

/** The token of the newest invitation mail to this address (read from its link). */
async function invitationToken(email: string): Promise<string | undefined> {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'staff_invitation'), eq(emailOutbox.recipient, email)))
    .orderBy(desc(emailOutbox.id));
  const link = (mail?.payload as { link?: string } | undefined)?.link;
  return link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined;
}

const addStaff = (email: string, role: 'organizer' | 'desk', token = organizer) =>
  post('/v1/organizer/staff', { event_key: trail.event_key, email, role }, token);

const reportOpens = async (token: string) =>
  (await post('/v1/organizer/report-runner-type', { event_key: trail.event_key }, token)).statusCode;

beforeAll(async () => {
  t = await buildTestApp();
  trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
  organizer = await login(t, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
  admin = await login(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
});
afterAll(async () => {
  await t.close();
});

describe('the desk reads what the desk needs', () => {
  it('finds an order at the bib check, but its order page is masked for them, full for the organizer', async () => {
    const desk = await deskHelper('desk.reader@example.com');
    const ems = trail.delivery_type.find((d) => d.is_require_address === 'Y');
    const runner = runnerFor(trail, {
      mobile_no: '0866666123',
      email: 'secret.runner@example.com',
      dob: '1990-04-17',
      emergency_name: 'ผู้ติดต่อลับ',
      emergency_mobile_no: '0899999123',
    });
    const created = await post(
      '/v1/order/create',
      orderFor(trail, [runner], ems ? { delivery_type_id: ems.id, ...PATHUM_WAN } : {}),
    );
    expect(created.statusCode, created.body).toBe(201);
    const uuid = created.json<{ uuid: string }>().uuid;
    expect(
      (await post('/v1/organizer/direct-notify', { event_key: trail.event_key, uuid }, organizer)).statusCode,
    ).toBe(200);

    // The desk's own call gives what the desk needs.
    const search = await post(
      '/v1/organizer/checkbib-search',
      { event_key: trail.event_key, order_filter_type: 'mobile_no', order_filter_value: '0866666123' },
      desk.token,
    );
    expect(search.statusCode, search.body).toBe(200);
    const [card] = search.json<{ body: Record<string, unknown>[] }>().body;
    expect(card).toMatchObject({ order_uuid: uuid, fname: runner.fname, run_type_name: expect.any(String) });
    expect(card).toHaveProperty('t_shirt_name');
    expect(card).toHaveProperty('bib_no');

    // With the uuid from there, the order page: masked, as for anyone holding the link.
    const inquiry = await post('/v1/order/inquiry', { order_uuid: uuid }, desk.token);
    expect(inquiry.statusCode, inquiry.body).toBe(200);
    const order = inquiry.json<{ body: Record<string, unknown> }>().body;
    expect(order).toMatchObject({ personal_data: 'MASKED', status: 'PAID', pickup: [] });
    expect(order).not.toHaveProperty('access_key');
    for (const secret of ['secret.runner@example.com', '1990-04-17', 'ผู้ติดต่อลับ', '0899999123']) {
      expect(inquiry.body).not.toContain(secret);
    }
    if (ems) expect(inquiry.body).not.toContain(PATHUM_WAN.delivery_add_no);
    expect(inquiry.body).not.toContain(String(runner.email));

    // The event's organizer still sees it in full.
    const full = await post('/v1/order/inquiry', { order_uuid: uuid }, organizer);
    expect(full.json<{ body: { personal_data: string } }>().body.personal_data).toBe('FULL');
    expect(full.body).toContain('secret.runner@example.com');
  });
});

describe('a helper taken off the staff keeps no right', () => {
  it('a removed desk helper (an organizer account with no link left) cannot create an event', async () => {
    const helper = await deskHelper('desk.removed@example.com');
    expect(
      (await del('/v1/organizer/staff', { event_key: trail.event_key, user_id: helper.id }, organizer))
        .statusCode,
    ).toBe(200);
    const token = await login(t, 'desk.removed@example.com', PASSWORD);
    const create = await post(
      '/v1/organizer/setup/events',
      {
        event_key: 'removed-helper-run',
        title: 'งานวิ่งของคนที่ถูกนำออก',
        event_date: '2027-12-01',
        registration_start_at: '2027-01-01T00:00:00.000Z',
        registration_end_at: '2027-11-01T00:00:00.000Z',
      },
      token,
    );
    expect(create.statusCode, create.body).toBe(403);
    expect(create.json()).toMatchObject({ code: 'backoffice.not_authorized' });
    expect(
      await t.database.db.select().from(events).where(eq(events.eventKey, 'removed-helper-run')),
    ).toEqual([]);
    // Nor any right left on the trail.
    expect(await reportOpens(token)).toBe(403);
    expect(
      (
        await post(
          '/v1/organizer/checkbib-search',
          { event_key: trail.event_key, order_filter_type: 'mobile_no', order_filter_value: '0866' },
          token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('an organizer the super-admin has not allowed to create events gets 403; once allowed, 201', async () => {
    const id = await signUp('plain.organizer@example.com');
    await t.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, id));
    const token = await login(t, 'plain.organizer@example.com', PASSWORD);
    const body = {
      event_key: 'plain-organizer-run',
      title: 'งานวิ่งใหม่',
      event_date: '2027-12-01',
      registration_start_at: '2027-01-01T00:00:00.000Z',
      registration_end_at: '2027-11-01T00:00:00.000Z',
    };
    expect((await post('/v1/organizer/setup/events', body, token)).statusCode).toBe(403);
    await t.database.db.update(users).set({ canCreateEvents: true }).where(eq(users.id, id));
    const res = await post('/v1/organizer/setup/events', body, token);
    expect(res.statusCode, res.body).toBe(201);
    // A copy of an event is a new event too: an organizer of the trail without the flag cannot make one.
    const other = await signUp('trail.organizer@example.com');
    await t.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, other));
    const [trailRow] = await t.database.db.select().from(events).where(eq(events.eventKey, trail.event_key));
    await t.database.db
      .insert(organizerEvents)
      .values({ userId: other, eventId: trailRow!.id, role: 'organizer' });
    const otherToken = await login(t, 'trail.organizer@example.com', PASSWORD);
    const copy = await post(
      `/v1/organizer/setup/events/${trail.event_key}/duplicate`,
      { event_key: 'trail-copy-without-right', title: 'สำเนาเทรล', shift_days: 365 },
      otherToken,
    );
    expect(copy.statusCode, copy.body).toBe(403);
    expect(
      await t.database.db.select().from(events).where(eq(events.eventKey, 'trail-copy-without-right')),
    ).toEqual([]);
    // The super-admin creates events without the flag.
    expect(
      (await post('/v1/organizer/setup/events', { ...body, event_key: 'admin-run-x' }, admin)).statusCode,
    ).toBe(201);
  });
});

describe('adding staff by e-mail is an invitation', () => {
  type Added = { status: string; message: string; body: Record<string, unknown> };
  const shape = (email: string, r: Added) => ({
    status: r.status,
    message: r.message.replaceAll(email, '<email>'),
    body: {
      ...r.body,
      email: r.body.email === email ? '<email>' : r.body.email,
      added_at: typeof r.body.added_at,
    },
  });

  it('answers alike for a member and an unknown e-mail, and changes nothing for the member until they accept', async () => {
    const memberId = await signUp('existing.member@example.com');
    const memberToken = await login(t, 'existing.member@example.com', PASSWORD);

    const known = await addStaff('existing.member@example.com', 'desk');
    const unknown = await addStaff('nobody.yet@example.com', 'desk');
    expect(known.statusCode, known.body).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    const a = shape('existing.member@example.com', known.json<Added>());
    const b = shape('nobody.yet@example.com', unknown.json<Added>());
    expect(a).toEqual(b);
    // No name of the account, no word of whether it exists.
    expect(known.body).not.toContain('สมศรี');
    expect(known.json<Added>().body).toMatchObject({ name: '', user_id: null, invited: true });

    // The member: still a member, still logged in, not on the staff.
    expect((await post('/v1/auth/profile', {}, memberToken)).statusCode).toBe(201);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, memberId));
    expect(account!.role).toBe('member');
    expect(
      await t.database.db.select().from(organizerEvents).where(eq(organizerEvents.userId, memberId)),
    ).toEqual([]);
    // Nobody was created for the unknown e-mail either.
    expect(await t.database.db.select().from(users).where(eq(users.email, 'nobody.yet@example.com'))).toEqual(
      [],
    );

    // The staff list shows both as pending, by e-mail only.
    const list = (await get(`/v1/organizer/staff/${trail.event_key}`, organizer)).json<{
      body: Record<string, unknown>[];
    }>().body;
    const pending = list.filter((m) => String(m.email).endsWith('@example.com') && m.invited);
    expect(pending).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: 'existing.member@example.com',
          name: '',
          role: 'desk',
          user_id: null,
        }),
        expect.objectContaining({ email: 'nobody.yet@example.com', name: '', role: 'desk', user_id: null }),
      ]),
    );
  });

  it('the member accepts while logged in: the link exists, works, and their session goes on', async () => {
    const memberToken = await login(t, 'existing.member@example.com', PASSWORD);
    const token = await invitationToken('existing.member@example.com');
    expect(token).toBeTruthy();
    const info = await post('/v1/auth/invitation', { token });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json<{ body: Record<string, unknown> }>().body).toMatchObject({
      email: 'existing.member@example.com',
      event_key: trail.event_key,
      role: 'desk',
      has_account: true,
    });

    // Someone else holding the link without the member's password gets nowhere.
    const wrong = await post('/v1/auth/accept-invitation', { token, password: 'Wrong#Pass2027' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'password' });

    const res = await post('/v1/auth/accept-invitation', { token }, memberToken);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<{ accessToken: string; body: { role: string; email: string } }>();
    expect(reply.body).toMatchObject({ email: 'existing.member@example.com', role: 'organizer' });
    // The old session was not ended.
    expect((await post('/v1/auth/profile', {}, memberToken)).statusCode).toBe(201);
    const desk = reply.accessToken;
    const mine = (await post('/v1/organizer/event', {}, desk)).json<{
      body: { event_key: string; role: string }[];
    }>().body;
    expect(mine).toEqual([expect.objectContaining({ event_key: trail.event_key, role: 'desk' })]);
    expect(
      (
        await post(
          '/v1/organizer/checkbib-search',
          { event_key: trail.event_key, order_filter_type: 'mobile_no', order_filter_value: '0866' },
          desk,
        )
      ).statusCode,
    ).toBe(200);
    expect(await reportOpens(desk)).toBe(403);
    // Used once.
    expect((await post('/v1/auth/accept-invitation', { token }, memberToken)).json()).toMatchObject({
      code: 'auth.invitation_used',
    });
    const row = (await get(`/v1/organizer/staff/${trail.event_key}`, organizer))
      .json<{ body: Record<string, unknown>[] }>()
      .body.find((m) => m.email === 'existing.member@example.com');
    expect(row).toMatchObject({ role: 'desk', invited: false, user_id: expect.any(Number) });
  });

  it('a member not logged in accepts with the link and their password', async () => {
    await signUp('second.member@example.com');
    expect((await addStaff('second.member@example.com', 'organizer')).statusCode).toBe(200);
    const token = await invitationToken('second.member@example.com');
    const res = await post('/v1/auth/accept-invitation', { token, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await reportOpens(res.json<{ accessToken: string }>().accessToken)).toBe(200);
  });

  it('a new person sets a password from the link and is on the staff', async () => {
    const token = await invitationToken('nobody.yet@example.com');
    const info = await post('/v1/auth/invitation', { token });
    expect(info.json<{ body: { has_account: boolean } }>().body.has_account).toBe(false);
    const res = await post('/v1/auth/accept-invitation', { token, password: 'Fresh#Pass2027', name: 'ใหม่' });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<{ accessToken: string }>().accessToken;
    expect(
      (
        await post(
          '/v1/organizer/checkbib-search',
          { event_key: trail.event_key, order_filter_type: 'mobile_no', order_filter_value: '0866' },
          fresh,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await post('/v1/auth/login', { email: 'nobody.yet@example.com', password: 'Fresh#Pass2027' }))
        .statusCode,
    ).toBe(200);
  });

  it('a pending invitation taken back no longer works', async () => {
    expect((await addStaff('taken.back@example.com', 'desk')).statusCode).toBe(200);
    const token = await invitationToken('taken.back@example.com');
    const gone = await del(
      '/v1/organizer/staff',
      { event_key: trail.event_key, email: 'taken.back@example.com' },
      organizer,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    const res = await post('/v1/auth/accept-invitation', { token, password: 'Taken#Pass2027' });
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'taken.back@example.com'))).toEqual(
      [],
    );
  });
});
