/**
 * Daily care of the outbox without SQL (issue 25 item 4): the super-admin sends a FAILED mail again
 * (one, or every one of an event's orders), attempts starting over and the order's history saying
 * so; and prunes SENT mails older than OUTBOX_KEEP_SENT_DAYS. Nobody else may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { emailOutbox, orderHistory, orders } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { sendDueEmails, type OutgoingMail } from '../../src/services/mail/emails';
import { buildTestApp, type TestApp } from '../helper';
import { login, outsiders } from '../support/accounts';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let bangkok: EventDetail;
let free: EventDetail;
let admin: string;
let organizer: string;

const post = (url: string, payload: unknown, token?: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** An order of `e`, and its order_created mail, made FAILED as after its eighth failed attempt. */
async function failedMail(e: EventDetail): Promise<{ mailId: number; orderId: number }> {
  const res = await post('/v1/order/create', orderFor(e, [runnerFor(e)]));
  expect(res.statusCode, res.body).toBe(201);
  const [o] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.uuid, res.json<{ uuid: string }>().uuid));
  const [mail] = await t.database.db
    .update(emailOutbox)
    .set({ status: 'FAILED', attempts: 8, lastError: 'ECONNECTION' })
    .where(eq(emailOutbox.orderId, o!.id))
    .returning();
  return { mailId: mail!.id, orderId: o!.id };
}

const mail = async (id: number) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

beforeAll(async () => {
  t = await buildTestApp();
  [bangkok, free] = await Promise.all([
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
    eventDetail(t, 'khaoyai-charity-fun-run-2027'),
  ]);
  admin = await login(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  organizer = await login(t, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
});
afterAll(async () => {
  await t.close();
});

describe('requeue', () => {
  it('sends one FAILED mail again: QUEUED, attempts 0, a line in the order history, then sent', async () => {
    const { mailId, orderId } = await failedMail(bangkok);
    const res = await post(`/v1/admin/outbox/${mailId}/requeue`, {}, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', body: { requeued: 1 } });
    const shown = await get(`/v1/admin/outbox/${mailId}`, admin);
    expect(shown.json()).toMatchObject({ body: { status: 'QUEUED', attempts: 0, last_error: null } });
    const history = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
    expect(history.filter((h) => h.action === 'email.requeued')).toEqual([
      expect.objectContaining({
        detail: { email_id: mailId, kind: 'order_created', last_error: 'ECONNECTION' },
      }),
    ]);
    // The sender takes it at its next pass.
    const sent: OutgoingMail[] = [];
    await sendDueEmails(t.database.db, {
      transport: { kind: 'smtp', send: async (m) => void sent.push(m), close: () => undefined },
      from: 'RaceDay <no-reply@race.example>',
      baseUrl: 'https://race.example',
      limit: 100,
    });
    expect((await mail(mailId))!.status).toBe('SENT');
    expect(sent.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a mail that is not FAILED (409), an unknown one (404), and anyone but the super-admin', async () => {
    const queued = await failedMail(bangkok);
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'QUEUED', attempts: 2 })
      .where(eq(emailOutbox.id, queued.mailId));
    const notFailed = await post(`/v1/admin/outbox/${queued.mailId}/requeue`, {}, admin, 'th');
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toMatchObject({
      code: 'outbox.not_failed',
      message: 'ส่งซ้ำได้เฉพาะอีเมลที่ส่งไม่สำเร็จ (FAILED)',
    });
    expect((await mail(queued.mailId))!.attempts).toBe(2);
    expect((await post('/v1/admin/outbox/99999999/requeue', {}, admin)).statusCode).toBe(404);

    const failed = await failedMail(bangkok);
    const { member, stranger } = await outsiders(t, 'outbox-care');
    expect((await post(`/v1/admin/outbox/${failed.mailId}/requeue`, {}, organizer)).statusCode).toBe(403);
    expect((await post(`/v1/admin/outbox/${failed.mailId}/requeue`, {}, stranger)).statusCode).toBe(403);
    expect((await post(`/v1/admin/outbox/${failed.mailId}/requeue`, {}, member)).statusCode).toBe(403);
    expect((await post(`/v1/admin/outbox/${failed.mailId}/requeue`, {})).statusCode).toBe(401);
    expect(
      (await post('/v1/admin/outbox/requeue', { event_key: bangkok.event_key }, organizer)).statusCode,
    ).toBe(403);
    expect((await mail(failed.mailId))!.status).toBe('FAILED');
  });

  it("sends every FAILED mail of one event's orders again, and no other event's", async () => {
    // What earlier tests left FAILED in Bangkok counts too.
    const leftOver = await t.database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .innerJoin(orders, eq(orders.id, emailOutbox.orderId))
      .where(and(eq(emailOutbox.status, 'FAILED'), eq(orders.eventId, bangkok.id)));
    const mine = [await failedMail(bangkok), await failedMail(bangkok)];
    const other = await failedMail(free);
    const res = await post('/v1/admin/outbox/requeue', { event_key: bangkok.event_key }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', body: { requeued: leftOver.length + 2 } });
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [...mine.map((m) => m.mailId), other.mailId]));
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.attempts]]))).toEqual({
      [mine[0]!.mailId]: ['QUEUED', 0],
      [mine[1]!.mailId]: ['QUEUED', 0],
      [other.mailId]: ['FAILED', 8],
    });
    // Nothing FAILED left: 0.
    const again = await post('/v1/admin/outbox/requeue', { event_key: bangkok.event_key }, admin);
    expect(again.json()).toEqual({ status: 'success', body: { requeued: 0 } });
  });

  it('names the field of a bad body and 404s an unknown event', async () => {
    const missing = await post('/v1/admin/outbox/requeue', {}, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 'error', field: 'event_key' });
    const unknown = await post('/v1/admin/outbox/requeue', { event_key: 'no-such-event' }, admin);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('prune', () => {
  it('removes SENT mails older than OUTBOX_KEEP_SENT_DAYS (90), and nothing else', async () => {
    const day = 86_400_000;
    const [oldSent, newSent, oldFailed] = [
      await failedMail(free),
      await failedMail(free),
      await failedMail(free),
    ];
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'SENT', sentAt: new Date(Date.now() - 91 * day) })
      .where(eq(emailOutbox.id, oldSent.mailId));
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'SENT', sentAt: new Date(Date.now() - 89 * day) })
      .where(eq(emailOutbox.id, newSent.mailId));
    await t.database.db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - 200 * day) })
      .where(eq(emailOutbox.id, oldFailed.mailId));

    expect((await post('/v1/admin/outbox/prune', {}, organizer)).statusCode).toBe(403);
    expect(await mail(oldSent.mailId)).toBeDefined();

    const res = await post('/v1/admin/outbox/prune', {}, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', body: { pruned: 1, older_than_days: 90 } });
    expect((await get(`/v1/admin/outbox/${oldSent.mailId}`, admin)).statusCode).toBe(404);
    expect((await mail(newSent.mailId))!.status).toBe('SENT');
    expect((await mail(oldFailed.mailId))!.status).toBe('FAILED');
    const again = await post('/v1/admin/outbox/prune', {}, admin);
    expect(again.json()).toMatchObject({ body: { pruned: 0 } });
  });
});
