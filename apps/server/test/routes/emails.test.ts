/**
 * The e-mail queue (issue 12): a mail is queued with every order created (its placing), paid, given a
 * slip, deleted or expired (the transitions of orders/state.ts, issue 24), in the order's language and
 * in the order's own transaction (a transition rolled back queues none); the organizer can
 * queue an order's mail again; staff invitations have no order; the sender renders and sends each
 * once (several senders at once included), retries a failure later without touching the order; the
 * super-admin's outbox calls are the super-admin's only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { emailOutbox, orders, users } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import {
  queueStaffInvitation,
  sendDueEmails,
  type MailTransport,
  type OutgoingMail,
} from '../../src/services/mail/emails';
import { expireIfDue } from '../../src/orders/holds';
import { markPaid, revivePaidOrder, withdrawOrder } from '../../src/orders/state';
import { buildTestApp, onPostgres, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';
import { slipPng, uploadSlip } from '../support/slips';

let t: TestApp;
let bangkok: EventDetail;
let free: EventDetail;
let admin: string;
let organizer: string;
let member: string;
/** An organizer of no demo event. */
let stranger: string;

const BASE = 'https://race.example';

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function login(email: string, password: string): Promise<string> {
  const res = await post('/v1/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return res.json<{ accessToken: string }>().accessToken;
}

async function newOrder(e: EventDetail, over: Record<string, unknown> = {}) {
  const res = await post('/v1/order/create', orderFor(e, [runnerFor(e)], over));
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ uuid: string; paid_amt: number }>();
  const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, body.uuid));
  return { ...body, id: o!.id };
}

const mailsOf = (orderId: number) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(emailOutbox.id);

/** A transport that keeps what it is given; `fail` makes it throw as an unreachable server would. */
function capture(opts: { fail?: boolean; delayMs?: number } = {}) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    send: async (mail) => {
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      if (opts.fail)
        throw Object.assign(new Error('connect ECONNREFUSED to somchai@example.com'), {
          code: 'ECONNECTION',
        });
      sent.push(mail);
    },
    close: () => undefined,
  };
  return { sent, transport };
}

const send = (transport: MailTransport, now?: Date) =>
  sendDueEmails(t.database.db, {
    transport,
    from: 'RaceDay <no-reply@race.example>',
    baseUrl: BASE,
    now,
    limit: 100,
  });

/** Pays an order through the sandbox's stand-in bank, as a runner would. */
async function payWithSandbox(uuid: string) {
  const view = await post('/v1/order/promptpay', { order_uuid: uuid, language: 'TH' });
  const chargeId = String(view.json<{ body: { qrcode_scan_url: string } }>().body.qrcode_scan_url)
    .split('/')
    .pop()!;
  const paid = await post(`/v1/sandbox/charges/${chargeId}/complete`, { outcome: 'successful' });
  expect(paid.json()).toMatchObject({ result: 'paid' });
}

beforeAll(async () => {
  t = await buildTestApp();
  [bangkok, free] = await Promise.all([
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
    eventDetail(t, 'khaoyai-charity-fun-run-2027'),
  ]);
  admin = await login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  organizer = await login(DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
  const res = await post('/v1/user/register', {
    name: 'ทดสอบ',
    sername: 'ระบบ',
    email: 'member@example.com',
    password: 'Passw0rd!x',
    display_name: 'member',
    mobile_no: '0811111111',
  });
  expect(res.statusCode).toBe(201);
  member = await login('member@example.com', 'Passw0rd!x');
  const other = await post('/v1/user/register', {
    name: 'ทดสอบ',
    sername: 'ผู้จัด',
    email: 'stranger@example.com',
    password: 'Passw0rd!x',
    display_name: 'stranger',
    mobile_no: '0811111112',
  });
  expect(other.statusCode).toBe(201);
  await t.database.db.update(users).set({ role: 'organizer' }).where(eq(users.email, 'stranger@example.com'));
  stranger = await login('stranger@example.com', 'Passw0rd!x');
});
afterAll(async () => {
  await t.close();
});

describe('the queue', () => {
  it('the demo data queues nothing: its orders are history', async () => {
    // Every row so far belongs to an order of this file (none yet).
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('creating an order queues one order_created mail in the language of the request', async () => {
    const th = await newOrder(bangkok);
    const en = await newOrder(bangkok, { language: 'EN' });
    const [thMail, ...restTh] = await mailsOf(th.id);
    const [enMail, ...restEn] = await mailsOf(en.id);
    expect(restTh).toHaveLength(0);
    expect(restEn).toHaveLength(0);
    expect(thMail).toMatchObject({ kind: 'order_created', language: 'th', status: 'QUEUED', attempts: 0 });
    expect(enMail).toMatchObject({ kind: 'order_created', language: 'en', status: 'QUEUED' });
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, en.id));
    expect(o!.language).toBe('en');
  });

  it('paying it (sandbox, transfer confirmation) queues payment_confirmed; a free order gets the confirmation only', async () => {
    const order = await newOrder(bangkok);
    await payWithSandbox(order.uuid);
    expect((await mailsOf(order.id)).map((m) => m.kind)).toEqual(['order_created', 'payment_confirmed']);

    // The organizer's transfer confirmation is another path to PAID (markPaid), with the same mail.
    const trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
    const transfer = await newOrder(trail);
    const confirmed = await post(
      '/v1/organizer/direct-notify',
      { event_key: trail.event_key, uuid: transfer.uuid },
      { authorization: `Bearer ${organizer}` },
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await mailsOf(transfer.id)).map((m) => m.kind)).toEqual(['order_created', 'payment_confirmed']);

    const gift = await newOrder(free);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, gift.id));
    expect(o!.status).toBe('PAID');
    expect((await mailsOf(gift.id)).map((m) => m.kind)).toEqual(['payment_confirmed']);
  });

  it('a transition rolled back queues no mail: the order and its mails stand or fall together', async () => {
    const paid = await newOrder(bangkok);
    const withdrawn = await newOrder(bangkok);
    const row = async (id: number) =>
      (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const p = await row(paid.id);
    const w = await row(withdrawn.id);
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await markPaid(tx, p, { actor: 'test', detail: {} })).toBe(true);
        expect(await withdrawOrder(tx, w, 'test')).toBe(true);
        // Both mails are in the queue inside the transaction...
        const inside = await tx.select().from(emailOutbox).where(eq(emailOutbox.orderId, p.id));
        expect(inside.map((m) => m.kind)).toEqual(['order_created', 'payment_confirmed']);
        throw new Error('the caller failed after the transitions');
      }),
    ).rejects.toThrow('the caller failed');
    // ...and gone with it: the runners get only the order-received mail, the orders are as they were.
    expect((await mailsOf(paid.id)).map((m) => m.kind)).toEqual(['order_created']);
    expect((await mailsOf(withdrawn.id)).map((m) => m.kind)).toEqual(['order_created']);
    const after = await t.database.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(after[0]!.status).toBe('INITIAL');

    // The same transitions committed queue their mails.
    await t.database.db.transaction(async (tx) => {
      await markPaid(tx, p, { actor: 'test', detail: {} });
      await withdrawOrder(tx, w, 'test');
    });
    expect((await mailsOf(paid.id)).map((m) => m.kind)).toEqual(['order_created', 'payment_confirmed']);
    expect((await mailsOf(withdrawn.id)).map((m) => [m.kind, m.payload])).toEqual([
      ['order_created', null],
      ['order_closed', { status: 'DELETE' }],
    ]);

    // No trigger decides a mail any more: a status written around the transitions queues none.
    const bare = await newOrder(bangkok);
    await t.database.db.update(orders).set({ status: 'PAID' }).where(eq(orders.id, bare.id));
    expect((await mailsOf(bare.id)).map((m) => m.kind)).toEqual(['order_created']);
  });
});

describe('the sender', () => {
  it('sends both mails in Thai with the order link and the amount, and marks them SENT', async () => {
    await send(capture().transport); // what earlier tests queued
    const order = await newOrder(bangkok);
    const { sent, transport } = capture();
    expect(await send(transport)).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    const created = sent[0]!;
    expect(created.to).toBe('somchai@example.com');
    expect(created.from).toBe('RaceDay <no-reply@race.example>');
    expect(created.subject).toBe(`ได้รับคำสั่งซื้อแล้ว กรุณาชำระเงิน: ${bangkok.title}`);
    expect(created.text).toContain(`${BASE}/order/${order.uuid}`);
    expect(created.text).toContain(
      `${order.paid_amt.toLocaleString('en-US', { minimumFractionDigits: 2 })} บาท`,
    );
    expect(created.text).toContain('กรุณาชำระเงินภายใน');
    expect(created.html).toContain(`href="${BASE}/order/${order.uuid}"`);
    expect(created.html).toContain('<html lang="th">');

    await payWithSandbox(order.uuid);
    expect(await send(transport)).toMatchObject({ sent: 1 });
    const paid = sent[1]!;
    expect(paid.subject).toBe(`ยืนยันการชำระเงิน: ${bangkok.title}`);
    expect(paid.text).toContain('หมายเลขบิบ');
    expect(paid.text).toContain(`${BASE}/order/${order.uuid}`);

    const mails = await mailsOf(order.id);
    expect(mails.map((m) => [m.kind, m.status, m.attempts, m.transport])).toEqual([
      ['order_created', 'SENT', 1, 'smtp'],
      ['payment_confirmed', 'SENT', 1, 'smtp'],
    ]);
    expect(mails[0]).toMatchObject({
      recipient: 'somchai@example.com',
      subject: created.subject,
      lastError: null,
    });
    expect(mails[0]!.sentAt).toBeInstanceOf(Date);
    // Nothing is sent twice.
    expect(await send(transport)).toMatchObject({ sent: 0 });
  });

  it('writes an English order in English', async () => {
    const order = await newOrder(bangkok, { language: 'EN' });
    const { sent, transport } = capture();
    await send(transport);
    const mail = sent.find((m) => m.text.includes(order.uuid))!;
    expect(mail.subject).toBe(`Order received, payment due: ${bangkok.title_en}`);
    expect(mail.text).toContain('Please pay by');
    expect(mail.html).toContain('<html lang="en">');
  });

  it("names the event's Thai bank in English in an English mail, as written in a Thai one", async () => {
    // The demo trail event takes transfers to "ธนาคารกสิกรไทย".
    const trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
    const en = await newOrder(trail, { language: 'EN' });
    const th = await newOrder(trail);
    const { sent, transport } = capture();
    await send(transport);
    const mailOf = (uuid: string) => sent.find((m) => m.text.includes(uuid))!.text;
    expect(mailOf(en.uuid)).toContain('Kasikornbank');
    expect(mailOf(en.uuid)).not.toContain('กสิกร');
    expect(mailOf(th.uuid)).toContain('ธนาคารกสิกรไทย');
  });

  it('a failing transport leaves the order intact and the mail queued for later; a later pass sends it', async () => {
    const order = await newOrder(bangkok);
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    // A second on: the mail was queued at the database's now(), which a Date may precede by microseconds.
    const now = new Date(Date.now() + 1000);
    const down = capture({ fail: true });
    expect(await send(down.transport, now)).toMatchObject({ sent: 0, retried: 1 });
    const [mail] = await mailsOf(order.id);
    expect(mail).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'ECONNECTION' });
    // A technical reason only: no address in it.
    expect(mail!.lastError).not.toContain('@');
    expect(mail!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toEqual(before);

    // Not due yet: nothing happens.
    const up = capture();
    expect(await send(up.transport, now)).toMatchObject({ sent: 0 });
    // Later, the server is back.
    expect(await send(up.transport, new Date(mail!.nextAttemptAt.getTime() + 1))).toMatchObject({ sent: 1 });
    expect((await mailsOf(order.id))[0]).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it('gives up after 8 attempts, and skips an order without an address', async () => {
    const order = await newOrder(bangkok);
    const down = capture({ fail: true });
    let at = new Date(Date.now() + 1000);
    for (let i = 0; i < 8; i++) {
      await send(down.transport, at);
      at = new Date(at.getTime() + 3_600_001);
    }
    expect((await mailsOf(order.id))[0]).toMatchObject({ status: 'FAILED', attempts: 8 });

    const silent = await newOrder(bangkok);
    await t.database.db.update(orders).set({ email: '' }).where(eq(orders.id, silent.id));
    const { sent, transport } = capture();
    await send(transport, at);
    expect(sent.some((m) => m.text.includes(silent.uuid))).toBe(false);
    expect((await mailsOf(silent.id))[0]).toMatchObject({ status: 'SKIPPED' });
  });

  it('several senders at once send each mail once', async () => {
    for (let i = 0; i < 12; i++) await newOrder(bangkok);
    const queued = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'QUEUED')))
      .length;
    expect(queued).toBeGreaterThanOrEqual(12);
    const { sent, transport } = capture({ delayMs: 5 });
    const passes = await Promise.all(
      Array.from({ length: 4 }, () =>
        sendDueEmails(t.database.db, { transport, from: 'x <x@race.example>', baseUrl: BASE, limit: 5 }),
      ),
    );
    // Each pass claims at most its limit (the claim's LIMIT holds: see sendDueEmails).
    expect(passes.every((p) => p.sent <= 5)).toBe(true);
    // Whatever was left for a next pass, one more pass takes it.
    await send(transport);
    const texts = sent.map((m) => m.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.length).toBe(queued);
    if (onPostgres) {
      // Four passes really ran side by side: each claimed its own mails.
      expect(passes.filter((p) => p.sent > 0).length).toBeGreaterThan(1);
    }
  });
});

describe('GET /v1/admin/outbox', () => {
  it('answers 401 without a token, 403 to a member and an organizer, 200 to the super-admin', async () => {
    expect((await get('/v1/admin/outbox')).statusCode).toBe(401);
    expect((await get('/v1/admin/outbox', member)).statusCode).toBe(403);
    expect((await get('/v1/admin/outbox', organizer)).statusCode).toBe(403);
    expect((await get('/v1/admin/outbox/1', member)).statusCode).toBe(403);
    expect((await get('/v1/admin/outbox/1', organizer)).statusCode).toBe(403);
    const res = await get('/v1/admin/outbox', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ status: string; body: { id: number; kind: string; status: string }[] }>().body;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(100);
    expect(list[0]!.id).toBeGreaterThan(list[list.length - 1]!.id);
  });

  it('filters by kind and status, and shows one mail with its HTML and text', async () => {
    const order = await newOrder(bangkok);
    await send(capture().transport);
    const res = await get('/v1/admin/outbox?kind=order_created&status=SENT', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ body: { id: number; kind: string; status: string; order_uuid: string }[] }>()
      .body;
    expect(list.every((m) => m.kind === 'order_created' && m.status === 'SENT')).toBe(true);
    const mine = list.find((m) => m.order_uuid === order.uuid)!;
    const one = await get(`/v1/admin/outbox/${mine.id}`, admin);
    expect(one.statusCode).toBe(200);
    const body = one.json<{ body: { html: string; text: string; recipient: string; transport: string } }>()
      .body;
    expect(body.text).toContain(order.uuid);
    expect(body.html).toContain('<!doctype html>');
    expect(body.recipient).toBe('somchai@example.com');

    expect((await get('/v1/admin/outbox?status=nope', admin)).statusCode).toBe(400);
    expect((await get('/v1/admin/outbox/999999', admin)).statusCode).toBe(404);
    expect((await get('/v1/admin/outbox/abc', admin)).statusCode).toBe(400);
  });
});

describe('the sender in the app', () => {
  it('without SMTP_URL sends every EMAIL_SEND_SECONDS into the local outbox (nodemailer renders, nothing leaves)', async () => {
    const own = await buildTestApp({ config: { EMAIL_SEND_SECONDS: '1', PUBLIC_BASE_URL: BASE } });
    try {
      const e = await eventDetail(own, 'bangkok-riverside-marathon-2027');
      const res = await own.app.inject({
        method: 'POST',
        url: '/v1/order/create',
        payload: orderFor(e, [runnerFor(e)]),
      });
      expect(res.statusCode).toBe(201);
      const { uuid } = res.json<{ uuid: string }>();
      const [o] = await own.database.db.select().from(orders).where(eq(orders.uuid, uuid));
      await expect
        .poll(
          async () =>
            (await own.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, o!.id)))[0]
              ?.status,
          { timeout: 10_000, interval: 200 },
        )
        .toBe('SENT');
      const [mail] = await own.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, o!.id));
      expect(mail).toMatchObject({ transport: 'outbox', recipient: 'somchai@example.com', attempts: 1 });
      expect(mail!.textBody).toContain(`${BASE}/order/${uuid}`);
    } finally {
      await own.close();
    }
  });
});

describe('slip, closing and resend mails', () => {
  const organizerPost = (url: string, body: Record<string, unknown>, token = organizer, lang = 'th') =>
    post(url, body, { authorization: `Bearer ${token}`, 'accept-language': lang });

  it('a slip upload queues slip_received in the same change (one while it waits), sent in Thai', async () => {
    const trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
    const order = await newOrder(trail);
    const up = await uploadSlip(
      t,
      { uuid: order.uuid, eventKey: trail.event_key },
      await slipPng('0101SLIPMAIL1'),
    );
    expect(up.statusCode, up.body).toBe(200);
    expect((await mailsOf(order.id)).map((m) => m.kind)).toEqual(['order_created', 'slip_received']);
    // A second slip before the mail went: still one mail to say a slip arrived.
    const again = await uploadSlip(
      t,
      { uuid: order.uuid, eventKey: trail.event_key },
      await slipPng('0101SLIPMAIL2'),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await mailsOf(order.id)).filter((m) => m.kind === 'slip_received')).toHaveLength(1);

    const { sent, transport } = capture();
    await send(transport);
    const mail = sent.find((m) => m.subject.startsWith('ได้รับสลิป') && m.text.includes(order.uuid))!;
    expect(mail.subject).toBe(`ได้รับสลิปการโอนเงินแล้ว: ${trail.title}`);
    expect(mail.text).toContain('ผู้จัดงานจะตรวจสอบ');
    expect(mail.text).toContain('06:00');
    expect(mail.html).toContain(`href="${BASE}/order/${order.uuid}"`);
    expect((await mailsOf(order.id)).map((m) => m.status)).toEqual(['SENT', 'SENT']);
  });

  it("the organizer's delete queues order_closed: cancelled, places released, the event page to register again", async () => {
    const trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
    const order = await newOrder(trail, { language: 'EN' });
    const res = await organizerPost('/v1/organizer/delete-order', {
      event_key: trail.event_key,
      uuid: order.uuid,
    });
    expect(res.statusCode).toBe(200);
    const mails = await mailsOf(order.id);
    expect(mails.map((m) => [m.kind, m.language])).toEqual([
      ['order_created', 'en'],
      ['order_closed', 'en'],
    ]);
    expect(mails[1]!.payload).toEqual({ status: 'DELETE' });

    const { sent, transport } = capture();
    await send(transport);
    const mail = sent.find((m) => m.subject.startsWith('Order cancelled') && m.text.includes(order.uuid))!;
    expect(mail.subject).toBe(`Order cancelled: ${trail.title_en}`);
    expect(mail.text).toContain('has cancelled your order');
    expect(mail.text).toContain('released');
    expect(mail.text).toContain(`${BASE}/${trail.event_key}`);
    expect(mail.html).toContain(`href="${BASE}/${trail.event_key}"`);
  });

  it('an expiry queues order_closed (expired); a late payment that revives the order skips it', async () => {
    const order = await newOrder(bangkok);
    const past = new Date(Date.now() - 60_000);
    await t.database.db.update(orders).set({ expiresAt: past }).where(eq(orders.id, order.id));
    expect(
      await expireIfDue(t.database.db, t.app.payments, { id: order.id, status: 'INITIAL', expiresAt: past }),
    ).toBe(true);
    const mails = await mailsOf(order.id);
    expect(mails.map((m) => m.kind)).toEqual(['order_created', 'order_closed']);
    expect(mails[1]!.payload).toEqual({ status: 'EXPIRED' });
    const { sent, transport } = capture();
    await send(transport);
    const mail = sent.find((m) => m.text.includes(order.uuid) && m.subject.startsWith('คำสั่งซื้อหมดเวลา'))!;
    expect(mail.subject).toBe(`คำสั่งซื้อหมดเวลาชำระเงิน: ${bangkok.title}`);
    expect(mail.text).toContain('สมัครใหม่');

    // Expired again, but paid late before the mail goes: the order is PAID, the closing mail is not sent.
    const revived = await newOrder(bangkok);
    await t.database.db.update(orders).set({ expiresAt: past }).where(eq(orders.id, revived.id));
    await expireIfDue(t.database.db, t.app.payments, { id: revived.id, status: 'INITIAL', expiresAt: past });
    // The late payment takes it back through the transition (orders/state.ts#revivePaidOrder).
    expect(
      await revivePaidOrder(t.database.db, revived.id, {
        actor: 'provider:test',
        detail: {},
        paymentRef: 'chrg_late_revived',
      }),
    ).toBe(true);
    await send(capture().transport);
    expect((await mailsOf(revived.id)).map((m) => [m.kind, m.status, m.lastError])).toEqual([
      ['order_created', 'SENT', null],
      ['order_closed', 'SKIPPED', 'order reopened'],
      ['payment_confirmed', 'SENT', null],
    ]);
  });

  it('resend-email queues the mail of the order now (order_created, then payment_confirmed), once while it waits', async () => {
    const order = await newOrder(bangkok, { language: 'EN' });
    await send(capture().transport);
    const body = { event_key: bangkok.event_key, uuid: order.uuid };
    const res = await organizerPost('/v1/organizer/resend-email', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'ส่งอีเมลอีกครั้งแล้ว ผู้สมัครจะได้รับภายในไม่กี่นาที' });
    // A second click while that mail waits adds none.
    expect((await organizerPost('/v1/organizer/resend-email', body, admin, 'en')).json()).toEqual({
      status: 'success',
      message: 'The e-mail is on its way again; the runner will get it within minutes',
    });
    let mails = await mailsOf(order.id);
    expect(mails.map((m) => [m.kind, m.status, m.language])).toEqual([
      ['order_created', 'SENT', 'en'],
      ['order_created', 'QUEUED', 'en'],
    ]);
    const { sent, transport } = capture();
    await send(transport);
    expect(sent.filter((m) => m.text.includes(order.uuid)).map((m) => m.subject)).toEqual([
      `Order received, payment due: ${bangkok.title_en}`,
    ]);

    await payWithSandbox(order.uuid);
    await send(capture().transport);
    expect((await organizerPost('/v1/organizer/resend-email', body)).statusCode).toBe(200);
    mails = await mailsOf(order.id);
    expect(mails.map((m) => m.kind)).toEqual([
      'order_created',
      'order_created',
      'payment_confirmed',
      'payment_confirmed',
    ]);
    expect(mails[3]).toMatchObject({ status: 'QUEUED', language: 'en' });
  });

  it('resend-email: 401, 403 for a member and an organizer of another event, 404, 409 for a closed order, 400 naming the field', async () => {
    const order = await newOrder(bangkok);
    const body = { event_key: bangkok.event_key, uuid: order.uuid };
    expect((await post('/v1/organizer/resend-email', body)).statusCode).toBe(401);
    expect((await organizerPost('/v1/organizer/resend-email', body, member)).statusCode).toBe(403);
    const other = await organizerPost('/v1/organizer/resend-email', body, stranger, 'en');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ status: 'error', code: 'backoffice.not_authorized' });
    // The demo organizer, on an event that is not theirs.
    const korat = await organizerPost('/v1/organizer/resend-email', {
      ...body,
      event_key: 'korat-test-run-2027',
    });
    expect(korat.statusCode).toBe(403);
    // An order of another event, through this one.
    const trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
    const elsewhere = await newOrder(trail);
    expect(
      (
        await organizerPost('/v1/organizer/resend-email', {
          event_key: bangkok.event_key,
          uuid: elsewhere.uuid,
        })
      ).statusCode,
    ).toBe(404);

    const removed = await newOrder(trail);
    const trailBody = { event_key: trail.event_key, uuid: removed.uuid };
    expect((await organizerPost('/v1/organizer/delete-order', trailBody)).statusCode).toBe(200);
    const before = (await mailsOf(removed.id)).length;
    const closed = await organizerPost('/v1/organizer/resend-email', { ...trailBody, language: 'EN' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      status: 'error',
      message: 'This order was deleted, cancelled or has expired: there is no e-mail to send again',
    });
    const closedTh = await organizerPost('/v1/organizer/resend-email', trailBody);
    expect(closedTh.json<{ message: string }>().message).toContain('ไม่มีอีเมลให้ส่งอีกครั้ง');
    expect(await mailsOf(removed.id)).toHaveLength(before);
    // Past its deadline, before the sweep has expired it: closed too.
    const lapsed = await newOrder(bangkok);
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, lapsed.id));
    const late = await organizerPost('/v1/organizer/resend-email', {
      event_key: bangkok.event_key,
      uuid: lapsed.uuid,
    });
    expect(late.statusCode).toBe(409);

    const bad = await organizerPost('/v1/organizer/resend-email', {
      event_key: bangkok.event_key,
      uuid: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', field: 'uuid' });
    const extra = await organizerPost('/v1/organizer/resend-email', { ...body, kind: 'order_created' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('staff invitations (no order)', () => {
  const payload = {
    link: '/set-password?token=abc123',
    event_title: 'บางกอก <ริเวอร์ไซด์> มาราธอน',
    event_title_en: 'Bangkok Riverside Marathon',
    role: 'organizer' as const,
    inviter: 'สมชาย ใจดี',
  };
  const invitations = () =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'staff_invitation'))
      .orderBy(emailOutbox.id);

  it('queueStaffInvitation queues one in the caller transaction; the sender writes it in Thai and English', async () => {
    await t.database.db.transaction(async (tx) => {
      await queueStaffInvitation(tx, { recipient: 'new.staff@example.com', language: 'th', payload });
      await queueStaffInvitation(tx, {
        recipient: 'desk@example.com',
        language: 'en',
        payload: { ...payload, role: 'desk', link: 'https://race.example/set-password?token=xyz' },
      });
    });
    // A rolled-back invitation queues nothing.
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueStaffInvitation(tx, { recipient: 'gone@example.com', language: 'th', payload });
        throw new Error('invitation failed');
      }),
    ).rejects.toThrow('invitation failed');
    const queued = await invitations();
    expect(queued.map((m) => [m.recipient, m.language, m.status, m.orderId])).toEqual([
      ['new.staff@example.com', 'th', 'QUEUED', null],
      ['desk@example.com', 'en', 'QUEUED', null],
    ]);

    const { sent, transport } = capture();
    await send(transport);
    const th = sent.find((m) => m.to === 'new.staff@example.com')!;
    expect(th.subject).toBe('คำเชิญร่วมงาน บางกอก <ริเวอร์ไซด์> มาราธอน บน RaceDay');
    expect(th.text).toContain('สมชาย ใจดี ได้เชิญคุณเป็นผู้จัดงาน ของ บางกอก <ริเวอร์ไซด์> มาราธอน');
    expect(th.text).toContain(`${BASE}/set-password?token=abc123`);
    expect(th.text).toContain('ลิงก์นี้ใช้ได้ 7 วัน');
    expect(th.html).toContain('<html lang="th">');
    expect(th.html).toContain(`href="${BASE}/set-password?token=abc123"`);
    // The title is escaped in the HTML.
    expect(th.html).toContain('บางกอก &lt;ริเวอร์ไซด์&gt; มาราธอน');
    expect(th.html).not.toContain('<ริเวอร์ไซด์>');

    const en = sent.find((m) => m.to === 'desk@example.com')!;
    expect(en.subject).toBe('Your invitation to Bangkok Riverside Marathon on RaceDay');
    expect(en.text).toContain(
      'สมชาย ใจดี has invited you to Bangkok Riverside Marathon on RaceDay as bib pick-up desk staff.',
    );
    expect(en.text).toContain('valid for 7 days');
    expect(en.text).toContain('https://race.example/set-password?token=xyz');
    expect(en.html).toContain('<html lang="en">');

    expect((await invitations()).map((m) => [m.status, m.attempts, m.subject])).toEqual([
      ['SENT', 1, th.subject],
      ['SENT', 1, en.subject],
    ]);
    // The outbox lists them without an order.
    const list = await get('/v1/admin/outbox?kind=staff_invitation', admin);
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ body: { order_uuid: string | null; recipient: string }[] }>().body;
    expect(rows.map((r) => [r.order_uuid, r.recipient])).toEqual([
      [null, 'desk@example.com'],
      [null, 'new.staff@example.com'],
    ]);
  });

  it('a failing transport retries an invitation later; a payload that cannot be rendered fails at once', async () => {
    await queueStaffInvitation(t.database.db, { recipient: 'retry@example.com', language: 'en', payload });
    const now = new Date(Date.now() + 1000);
    expect(await send(capture({ fail: true }).transport, now)).toMatchObject({ sent: 0, retried: 1 });
    const [waiting] = (await invitations()).filter((m) => m.recipient === 'retry@example.com');
    expect(waiting).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'ECONNECTION' });
    const { sent, transport } = capture();
    await send(transport, new Date(waiting!.nextAttemptAt.getTime() + 1));
    expect(sent.map((m) => m.to)).toContain('retry@example.com');

    await t.database.db.insert(emailOutbox).values({
      kind: 'staff_invitation',
      recipient: 'broken@example.com',
      payload: {
        link: 'javascript:alert(1)',
        event_title: 'x',
        event_title_en: 'x',
        role: 'organizer',
        inviter: 'x',
      },
    });
    await t.database.db
      .insert(emailOutbox)
      .values({ kind: 'staff_invitation', recipient: 'empty@example.com' });
    const later = capture();
    await send(later.transport, new Date(Date.now() + 10 * 3_600_000));
    expect(later.sent.some((m) => m.to === 'broken@example.com' || m.to === 'empty@example.com')).toBe(false);
    const broken = (await invitations()).filter((m) => m.status !== 'SENT');
    expect(broken.map((m) => [m.recipient, m.status, m.lastError, m.attempts])).toEqual([
      ['broken@example.com', 'FAILED', 'bad payload', 1],
      ['empty@example.com', 'FAILED', 'bad payload', 1],
    ]);
    // queueStaffInvitation refuses such a link before anything is queued.
    await expect(
      queueStaffInvitation(t.database.db, {
        recipient: 'x@example.com',
        language: 'th',
        payload: { ...payload, link: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow();
  });
});
