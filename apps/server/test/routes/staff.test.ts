/**
 * An event's staff: the list, adding by e-mail (an invitation mail queued; the person joins when they
 * accept), changing a role, removing (never the last organizer), who may do it; the desk role reaches
 * the bib check and nothing else; the invitation link sets a password and logs in once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { emailOutbox, eventChanges, events, orders, staffInvitations, users } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { sendDueEmails, type OutgoingMail } from '../../src/services/mail/emails';
import { tokenHash } from '../../src/services/people/staff';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let trail: EventDetail;
let bangkok: EventDetail;
let organizer: string;
let admin: string;
let member: string;
let stranger: string;

type Lang = 'th' | 'en';

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  token?: string,
  lang: Lang = 'th',
) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const post = (url: string, payload: unknown, token?: string, lang: Lang = 'th') =>
  call('POST', url, payload, token, lang);

interface Member {
  user_id: number | null;
  email: string;
  name: string;
  role: 'organizer' | 'desk';
  invited: boolean;
  added_at?: string;
}

const list = async (eventKey: string, token = organizer) => {
  const res = await call('GET', `/v1/organizer/staff/${eventKey}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ body: Member[] }>().body;
};
const add = (
  eventKey: string,
  email: string,
  role: 'organizer' | 'desk',
  token = organizer,
  lang: Lang = 'th',
) => post('/v1/organizer/staff', { event_key: eventKey, email, role }, token, lang);
const remove = (eventKey: string, userId: number, token = organizer, lang: Lang = 'th') =>
  call('DELETE', '/v1/organizer/staff', { event_key: eventKey, user_id: userId }, token, lang);

async function login(email: string, password: string): Promise<string> {
  const res = await post('/v1/auth/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ accessToken: string }>().accessToken;
}

/** The invitation mails queued for this address, newest first. */
const invitationsTo = (email: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'staff_invitation'), eq(emailOutbox.recipient, email)))
    .orderBy(desc(emailOutbox.id));

/** The token of the newest invitation mail to this address (read from its link). */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await invitationsTo(email);
  const link = (mail!.payload as { link: string }).link;
  return new URL(link).searchParams.get('token')!;
}

/** Accepts the newest invitation to this address, logged in as `token` (or with the password). */
async function accept(email: string, auth: { token?: string; password?: string }) {
  const res = await post(
    '/v1/auth/accept-invitation',
    { token: await invitationToken(email), ...(auth.password ? { password: auth.password } : {}) },
    auth.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ accessToken: string }>().accessToken;
}

const historyOf = (eventKey: string, action: string) =>
  t.database.db
    .select({ action: eventChanges.action, actor: eventChanges.actor, detail: eventChanges.detail })
    .from(eventChanges)
    .innerJoin(events, eq(events.id, eventChanges.eventId))
    .where(and(eq(events.eventKey, eventKey), eq(eventChanges.action, action)))
    .orderBy(desc(eventChanges.id));

async function register(email: string, role: 'member' | 'organizer') {
  const res = await post('/v1/user/register', {
    name: 'ทดสอบ',
    sername: 'ระบบ',
    email,
    password: 'Passw0rd!x',
    display_name: role,
    mobile_no: '0811111111',
  });
  expect(res.statusCode).toBe(201);
  if (role !== 'member') await t.database.db.update(users).set({ role }).where(eq(users.email, email));
  return login(email, 'Passw0rd!x');
}

beforeAll(async () => {
  t = await buildTestApp();
  [trail, bangkok] = await Promise.all([
    eventDetail(t, 'chiangmai-doi-suthep-trail-2027'),
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
  ]);
  organizer = await login(DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
  admin = await login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  member = await register('member@example.com', 'member');
  // An organizer of no demo event.
  stranger = await register('stranger@example.com', 'organizer');
});
afterAll(async () => {
  await t.close();
});

describe('the staff list', () => {
  it('lists the event organizer with their role; the super-admin sees it too', async () => {
    const rows = await list(trail.event_key);
    expect(rows).toEqual([
      expect.objectContaining({ email: DEMO_ACCOUNTS.organizer.email, role: 'organizer', invited: false }),
    ]);
    expect(await list(trail.event_key, admin)).toEqual(rows);
  });
});

describe('adding a new person', () => {
  it('queues the invitation mail with the link, makes no account, lists the invitation as pending', async () => {
    const res = await add(trail.event_key, '  New.Desk@Example.com ', 'desk', organizer, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<{ message: string; body: Member & { invitation_sent: boolean } }>();
    expect(reply.message).toContain('new.desk@example.com');
    expect(reply.message).toContain('invited');
    expect(reply.body).toMatchObject({
      user_id: null,
      email: 'new.desk@example.com',
      name: '',
      role: 'desk',
      invited: true,
      invitation_sent: true,
      added_at: expect.any(String),
    });

    // No account until the person accepts.
    expect(await t.database.db.select().from(users).where(eq(users.email, 'new.desk@example.com'))).toEqual(
      [],
    );

    const mails = await invitationsTo('new.desk@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'staff_invitation',
      orderId: null,
      language: 'en',
      status: 'QUEUED',
      payload: {
        link: expect.stringMatching(/^http:\/\/localhost:\d+\/auth\/invitation\?token=[A-Za-z0-9_-]{43}$/),
        event_title: trail.title,
        event_title_en: trail.title_en ?? '',
        role: 'desk',
        inviter: DEMO_ACCOUNTS.organizer.email,
      },
    });
    // Only the token's hash is stored, valid for 7 days.
    const token = await invitationToken('new.desk@example.com');
    const [stored] = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'new.desk@example.com'));
    expect(stored!.tokenHash).toBe(tokenHash(token));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.role).toBe('desk');
    const days = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    expect(await list(trail.event_key)).toEqual([
      expect.objectContaining({ email: DEMO_ACCOUNTS.organizer.email, role: 'organizer' }),
      expect.objectContaining({ email: 'new.desk@example.com', role: 'desk', invited: true, user_id: null }),
    ]);
    const [change] = await historyOf(trail.event_key, 'staff.invited');
    expect(change).toEqual({
      action: 'staff.invited',
      actor: DEMO_ACCOUNTS.organizer.email,
      detail: { email: 'new.desk@example.com', role: 'desk' },
    });
  });

  it('an existing member gets an invitation; once they accept, an organizer account on the staff (sessions go on)', async () => {
    const res = await add(trail.event_key, 'member@example.com', 'organizer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ body: { invitation_sent: boolean; invited: boolean } }>().body).toMatchObject({
      invitation_sent: true,
      invited: true,
    });
    expect(await invitationsTo('member@example.com')).toHaveLength(1);
    const [before] = await t.database.db.select().from(users).where(eq(users.email, 'member@example.com'));
    expect(before!.role).toBe('member');
    await accept('member@example.com', { token: member });
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'member@example.com'));
    expect(account!.role).toBe('organizer');
    // The member's token still works: nothing was taken away.
    expect((await post('/v1/auth/profile', {}, member)).statusCode).toBe(201);
    const [change] = await historyOf(trail.event_key, 'staff.added');
    expect(change).toMatchObject({
      actor: 'member@example.com',
      detail: { user_id: account!.id, email: 'member@example.com', role: 'organizer' },
    });
    // Now an organizer of the trail: the reports open.
    expect(
      (await post('/v1/organizer/report-runner-type', { event_key: trail.event_key }, member)).statusCode,
    ).toBe(200);
  });

  it('adding someone already on the staff changes their role, and is recorded', async () => {
    const [m] = await t.database.db.select().from(users).where(eq(users.email, 'member@example.com'));
    const res = await add(trail.event_key, 'member@example.com', 'desk', organizer, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('member@example.com is now bib desk staff');
    expect((await list(trail.event_key)).find((r) => r.user_id === m!.id)?.role).toBe('desk');
    const [change] = await historyOf(trail.event_key, 'staff.role_changed');
    expect(change!.detail).toEqual({
      user_id: m!.id,
      email: 'member@example.com',
      role: ['organizer', 'desk'],
    });
    // The same role again changes nothing.
    const again = await add(trail.event_key, 'member@example.com', 'desk', organizer, 'en');
    expect(again.json<{ message: string }>().message).toBe('member@example.com is already bib desk staff');
    expect(await historyOf(trail.event_key, 'staff.role_changed')).toHaveLength(1);
  });

  it('refuses a malformed e-mail or role with a 400 naming the field', async () => {
    const bad = await add(trail.event_key, 'not-an-email', 'desk');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('email');
    const role = await post(
      '/v1/organizer/staff',
      { event_key: trail.event_key, email: 'a@b.co', role: 'boss' },
      organizer,
    );
    expect(role.statusCode).toBe(400);
    expect(role.body).toContain('role');
  });
});

describe('who may manage the staff', () => {
  it('desk staff, an organizer of another event and a member: 403 and nothing changed; no token 401; no event 404', async () => {
    const desk = await register('desk.only@example.com', 'member');
    expect((await add(trail.event_key, 'desk.only@example.com', 'desk')).statusCode).toBe(200);
    await accept('desk.only@example.com', { token: desk });
    const outsider = await register('plain.member@example.com', 'member');
    const [target] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.organizer.email));
    const before = await list(trail.event_key);
    const mailsBefore = (await t.database.db.select().from(emailOutbox)).length;

    for (const [who, token] of [
      ['desk', desk],
      ['other organizer', stranger],
      ['member', outsider],
    ] as const) {
      const listed = await call('GET', `/v1/organizer/staff/${trail.event_key}`, undefined, token, 'en');
      expect(listed.statusCode, who).toBe(403);
      expect(
        (await add(trail.event_key, 'someone.new@example.com', 'organizer', token)).statusCode,
        who,
      ).toBe(403);
      expect((await remove(trail.event_key, target!.id, token)).statusCode, who).toBe(403);
    }
    const desk403 = await call('GET', `/v1/organizer/staff/${trail.event_key}`, undefined, desk, 'en');
    expect(desk403.json()).toEqual({
      status: 'error',
      code: 'backoffice.not_authorized',
      message: 'You do not have authorization for this event',
    });
    expect(await list(trail.event_key)).toEqual(before);
    expect((await t.database.db.select().from(emailOutbox)).length).toBe(mailsBefore);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'someone.new@example.com')),
    ).toHaveLength(0);

    expect((await call('GET', `/v1/organizer/staff/${trail.event_key}`)).statusCode).toBe(401);
    expect((await add(trail.event_key, 'x@example.com', 'desk', '')).statusCode).toBe(401);
    expect((await call('GET', '/v1/organizer/staff/no-such-event', undefined, admin)).statusCode).toBe(404);
    expect((await add('no-such-event', 'x@example.com', 'desk', admin)).statusCode).toBe(404);
    expect((await remove('no-such-event', target!.id, admin)).statusCode).toBe(404);
  });

  it('the super-admin manages any event, one without an organizer link included', async () => {
    const res = await add('songkhla-lake-run-2027', 'lake.organizer@example.com', 'organizer', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('songkhla-lake-run-2027', admin)).map((r) => r.email)).toEqual([
      'lake.organizer@example.com',
    ]);
    // The demo organizer is not on that event.
    expect(
      (await call('GET', '/v1/organizer/staff/songkhla-lake-run-2027', undefined, organizer)).statusCode,
    ).toBe(403);
  });
});

describe('removing', () => {
  it('removes a link and records it; the last organizer stays, even asking for themselves', async () => {
    const [m] = await t.database.db.select().from(users).where(eq(users.email, 'member@example.com'));
    const res = await remove(trail.event_key, m!.id, organizer, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('member@example.com was removed from this event');
    expect((await list(trail.event_key)).some((r) => r.user_id === m!.id)).toBe(false);
    const [change] = await historyOf(trail.event_key, 'staff.removed');
    expect(change!.detail).toEqual({ user_id: m!.id, email: 'member@example.com', role: 'desk' });
    // Not on the staff any more: 404.
    expect((await remove(trail.event_key, m!.id)).statusCode).toBe(404);

    const [me] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.organizer.email));
    const last = await remove(trail.event_key, me!.id, organizer, 'en');
    expect(last.statusCode).toBe(409);
    expect(last.json<{ code: string; message: string }>()).toMatchObject({
      code: 'staff.last_organizer',
      message: expect.stringContaining('at least one organizer'),
    });
    expect((await remove(trail.event_key, me!.id, admin)).statusCode).toBe(409);
    // Nor demoted to the desk.
    expect((await add(trail.event_key, DEMO_ACCOUNTS.organizer.email, 'desk')).statusCode).toBe(409);
    expect((await list(trail.event_key)).find((r) => r.user_id === me!.id)?.role).toBe('organizer');

    // With a second organizer, the first may leave.
    expect((await add(trail.event_key, 'member@example.com', 'organizer')).statusCode).toBe(200);
    await accept('member@example.com', { password: 'Passw0rd!x' });
    expect((await remove(trail.event_key, me!.id, member)).statusCode).toBe(200);
    expect(
      (await list(trail.event_key, admin)).filter((r) => r.role === 'organizer').map((r) => r.email),
    ).toEqual(['member@example.com']);
    // And is back, for the tests that follow.
    expect((await add(trail.event_key, DEMO_ACCOUNTS.organizer.email, 'organizer', member)).statusCode).toBe(
      200,
    );
    await accept(DEMO_ACCOUNTS.organizer.email, { token: organizer });
  });
});

describe('the desk role', () => {
  let desk: string;
  let uuid: string;
  let runnerId: number;

  beforeAll(async () => {
    desk = await login('desk.only@example.com', 'Passw0rd!x');
    const res = await post(
      '/v1/order/create',
      orderFor(trail, [runnerFor(trail, { mobile_no: '0866666001' })]),
    );
    expect(res.statusCode, res.body).toBe(201);
    uuid = res.json<{ uuid: string }>().uuid;
    expect(
      (await post('/v1/organizer/direct-notify', { event_key: trail.event_key, uuid }, organizer)).statusCode,
    ).toBe(200);
  });

  it('opens the pages gate, lists the event with its role, and runs the bib check', async () => {
    const auth = await post('/v1/organizer/authorization', { event_key: trail.event_key }, desk);
    expect(auth.json()).toMatchObject({ message: { is_authorization: 'Y' } });
    const events = (await post('/v1/organizer/event', {}, desk)).json<{
      body: { event_key: string; role: string }[];
    }>().body;
    expect(events).toEqual([expect.objectContaining({ event_key: trail.event_key, role: 'desk' })]);
    const mine = (await post('/v1/organizer/event', {}, organizer)).json<{ body: { role: string }[] }>().body;
    expect(mine.every((e) => e.role === 'organizer')).toBe(true);

    const search = await post(
      '/v1/organizer/checkbib-search',
      { event_key: trail.event_key, order_filter_type: 'mobile_no', order_filter_value: '0866666001' },
      desk,
    );
    expect(search.statusCode, search.body).toBe(200);
    const rows = search.json<{ body: { runner_id: number; is_checkbib: string }[] }>().body;
    expect(rows).toHaveLength(1);
    runnerId = rows[0]!.runner_id;
    const check = await post(
      '/v1/organizer/checkbib-checking',
      { event_key: trail.event_key, order_uuid: uuid, runner_id: runnerId },
      desk,
    );
    expect(check.statusCode, check.body).toBe(200);
  });

  it('gets 403 on reports, exports, order actions, bib numbering and the staff; and on other events', async () => {
    const key = { event_key: trail.event_key };
    const calls: [string, Record<string, unknown>][] = [
      ['/v1/organizer/report-runner-type', key],
      ['/v1/organizer/report-order-count', key],
      ['/v1/organizer/report-order-amt', key],
      ['/v1/organizer/report-order-latest', { ...key, order_filter_type: 'ALL' }],
      ['/v1/organizer/report-order-excel-all', key],
      ['/v1/organizer/report-runner-excel-checkbib', { ...key, is_checkbib: 'ALL' }],
      ['/v1/organizer/order-detail', { ...key, uuid }],
      ['/v1/organizer/direct-notify', { ...key, uuid }],
      ['/v1/organizer/delete-order', { ...key, uuid }],
      ['/v1/organizer/bib-plan', key],
      ['/v1/organizer/staff', { ...key, email: 'x@example.com', role: 'desk' }],
    ];
    for (const [url, body] of calls) {
      const res = await post(url, body, desk, 'en');
      expect(res.statusCode, url).toBe(403);
    }
    // Another event: not even the bib check.
    const other = await post('/v1/organizer/checkbib-search', { event_key: bangkok.event_key }, desk);
    expect(other.statusCode).toBe(403);
    expect(
      (await post('/v1/organizer/authorization', { event_key: bangkok.event_key }, desk)).json(),
    ).toMatchObject({
      message: { is_authorization: 'N' },
    });
    // Nothing happened to the order.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(row!.status).toBe('PAID');
  });
});

describe('accepting an invitation', () => {
  const email = 'invitee@example.com';
  let token: string;

  beforeAll(async () => {
    expect((await add(trail.event_key, email, 'desk', organizer, 'th')).statusCode).toBe(200);
    token = await invitationToken(email);
  });

  it('refuses a bad token and a short password with a 400 in the caller language', async () => {
    const bad = await post(
      '/v1/auth/accept-invitation',
      { token: 'x'.repeat(43), password: 'LongEnough1' },
      undefined,
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'auth.invitation_invalid',
      message: expect.stringContaining('not valid'),
    });
    const th = await post('/v1/auth/accept-invitation', { token: 'x'.repeat(43), password: 'LongEnough1' });
    expect(th.json<{ message: string }>().message).toContain('ลิงก์คำเชิญ');
    const short = await post('/v1/auth/accept-invitation', { token, password: 'short' }, undefined, 'en');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('password');
  });

  it('sets the password and logs in as /v1/auth/login does; the link works once', async () => {
    const res = await post('/v1/auth/accept-invitation', {
      token,
      password: 'Desk#Pass2027',
      name: 'สมหญิง',
      surname: 'รับบิบ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<{ status: string; accessToken: string; body: Record<string, unknown> }>();
    expect(reply.status).toBe('success');
    expect(reply.body).toMatchObject({ email, name: 'สมหญิง', sername: 'รับบิบ', role: 'organizer' });
    expect(Object.keys(reply.body).sort()).toEqual(
      Object.keys(
        (await post('/v1/auth/login', { email, password: 'Desk#Pass2027' })).json<{ body: object }>().body,
      ).sort(),
    );
    // The token is a working session: the desk lands on its bib check.
    const events = (await post('/v1/organizer/event', {}, reply.accessToken)).json<{
      body: { event_key: string; role: string }[];
    }>().body;
    expect(events).toEqual([expect.objectContaining({ event_key: trail.event_key, role: 'desk' })]);
    expect((await list(trail.event_key)).find((r) => r.email === email)?.invited).toBe(false);

    const again = await post(
      '/v1/auth/accept-invitation',
      { token, password: 'Other#Pass2027' },
      undefined,
      'en',
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'auth.invitation_used' });
    // The password was not changed by the second try.
    expect((await post('/v1/auth/login', { email, password: 'Desk#Pass2027' })).statusCode).toBe(200);
  });

  it('an expired link is refused', async () => {
    const other = 'late.invitee@example.com';
    expect((await add(trail.event_key, other, 'desk')).statusCode).toBe(200);
    const late = await invitationToken(other);
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.tokenHash, tokenHash(late)));
    const res = await post(
      '/v1/auth/accept-invitation',
      { token: late, password: 'Late#Pass2027' },
      undefined,
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'auth.invitation_expired',
      message: expect.stringContaining('expired'),
    });
  });

  it('an invitation withdrawn before accepting cannot be used; added again, they get a new one', async () => {
    const who = 'gone.invitee@example.com';
    expect((await add(trail.event_key, who, 'desk')).statusCode).toBe(200);
    const first = await invitationToken(who);
    expect(
      (await call('DELETE', '/v1/organizer/staff', { event_key: trail.event_key, email: who }, organizer))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/v1/auth/accept-invitation', { token: first, password: 'Gone#Pass2027' })).json(),
    ).toMatchObject({ code: 'auth.invitation_invalid' });
    const back = await add(trail.event_key, who, 'organizer');
    expect(back.json<{ body: { invitation_sent: boolean } }>().body.invitation_sent, back.body).toBe(true);
    const second = await invitationToken(who);
    expect(second).not.toBe(first);
    expect(
      (await post('/v1/auth/accept-invitation', { token: second, password: 'Back#Pass2027' })).statusCode,
    ).toBe(200);
  });
});

describe('the invitation mail', () => {
  it('is sent to the person in the caller language with the link that works', async () => {
    const who = 'mailed.invitee@example.com';
    expect((await add(bangkok.event_key, who, 'organizer', admin, 'en')).statusCode).toBe(200);
    const token = await invitationToken(who);
    const sent: OutgoingMail[] = [];
    await sendDueEmails(t.database.db, {
      transport: { kind: 'outbox', send: async (mail) => void sent.push(mail), close: () => undefined },
      from: 'RaceDay <no-reply@race.example>',
      baseUrl: 'https://race.example',
      limit: 100,
    });
    const mail = sent.find((m) => m.to === who);
    expect(mail, JSON.stringify(sent.map((m) => m.to))).toBeDefined();
    expect(mail!.text).toContain(`/auth/invitation?token=${token}`);
    expect(mail!.text).toContain(bangkok.title_en || bangkok.title);
    const [row] = await invitationsTo(who);
    expect(row!.status).toBe('SENT');
  });
});

describe('accepting an invitation is rate limited like login', () => {
  it('answers 429 past the per-address limit', async () => {
    const limited = await buildTestApp({ config: { LOGIN_RATE_PER_MINUTE: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/v1/auth/accept-invitation',
          payload: { token: 'x'.repeat(43), password: 'LongEnough1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
