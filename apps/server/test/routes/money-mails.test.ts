/**
 * Mails on every change of money (issue 27 item 8): a refund (in part or whole, through the provider
 * or by bank transfer) tells the runner how much, how and what is left, queued in the refund's own
 * transaction; cancelling a paid order tells them their money stays until refunded; a payment that
 * arrives after the order closed tells them it arrived and what happens next: a confirmation that
 * says so when the order could be taken back (not "expired" then "confirmed"), else a "we have your
 * money" mail, never a confirmation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { emailOutbox, orders } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { ProviderError } from '../../src/payments/provider';
import { sendDueEmails, type MailTransport, type OutgoingMail } from '../../src/services/mail/emails';
import { expireIfDue } from '../../src/orders/holds';
import { buildTestApp, type TestApp } from '../helper';
import { login } from '../support/accounts';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let bangkok: EventDetail;
let trail: EventDetail;
let organizer: string;

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function newOrder(e: EventDetail, over: Record<string, unknown> = {}) {
  const res = await post('/v1/order/create', orderFor(e, [runnerFor(e)], over));
  expect(res.statusCode, res.body).toBe(201);
  const uuid = res.json<{ uuid: string }>().uuid;
  const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return o!;
}

/** The PromptPay charge of an order, as the QR on the runner's phone names it. */
async function chargeOf(uuid: string): Promise<string> {
  const view = await post('/v1/order/promptpay', { order_uuid: uuid });
  expect(view.statusCode, view.body).toBe(200);
  return String(view.json<{ body: { qrcode_scan_url: string } }>().body.qrcode_scan_url).split('/').pop()!;
}
const payQr = (chargeId: string) =>
  post(`/v1/sandbox/charges/${chargeId}/complete`, { outcome: 'successful' });

const kinds = async (orderId: number) =>
  (
    await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId))
      .orderBy(emailOutbox.id)
  ).map((m) => m.kind);

/** Sends what is due; the mails of this order, as the runner receives them. */
async function received(uuid: string): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    send: async (mail) => void sent.push(mail),
    close: () => undefined,
  };
  await sendDueEmails(t.database.db, {
    transport,
    from: 'RaceDay <no-reply@race.example>',
    baseUrl: 'https://race.example',
    limit: 200,
  });
  return sent.filter((m) => m.text.includes(uuid));
}

const refund = (e: EventDetail, uuid: string, body: Record<string, unknown>) =>
  post('/v1/organizer/refund-order', { event_key: e.event_key, uuid, ...body }, organizer);

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

describe('refunds', () => {
  it('a partial provider refund tells how much came back, how, and what is left; then the rest', async () => {
    const o = await newOrder(bangkok, { language: 'EN' });
    expect((await payQr(await chargeOf(o.uuid))).statusCode).toBe(200);
    await received(o.uuid);
    const part = (o.paidAmount - 10_000) / 100;
    expect((await refund(bangkok, o.uuid, { amount: part })).statusCode).toBe(200);
    const [first] = await received(o.uuid);
    expect(first!.subject).toBe(
      `Refund of THB ${part.toLocaleString('en-US', { minimumFractionDigits: 2 })}: ${bangkok.title_en}`,
    );
    expect(first!.text).toContain('It goes back to the card or account you paid with');
    expect(first!.text).toContain(
      'This is a partial refund: THB 100.00 of what you paid has not been refunded.',
    );

    expect((await refund(bangkok, o.uuid, { amount: 100 })).statusCode).toBe(200);
    const [rest] = await received(o.uuid);
    expect(rest!.text).toContain('Everything you paid has now been refunded.');
    expect(await kinds(o.id)).toEqual([
      'order_created',
      'payment_confirmed',
      'refund_issued',
      'refund_issued',
    ]);
  });

  it('a bank transfer given back by hand: in Thai, with its reference', async () => {
    const o = await newOrder(trail);
    const paid = await post(
      '/v1/organizer/direct-notify',
      { event_key: trail.event_key, uuid: o.uuid },
      organizer,
    );
    expect(paid.statusCode).toBe(200);
    await received(o.uuid);
    const res = await refund(trail, o.uuid, { amount: o.paidAmount / 100, reference: 'KBANK-778812' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await received(o.uuid);
    expect(mail!.subject).toContain('คืนเงิน');
    expect(mail!.text).toContain('โอนเงินทางธนาคาร');
    expect(mail!.text).toContain('KBANK-778812');
    expect(mail!.text).toContain('คืนเงินที่คุณชำระครบทั้งหมดแล้ว');
  });

  it("is queued in the refund's transaction: a refund the provider refuses sends no mail", async () => {
    const o = await newOrder(bangkok);
    expect((await payQr(await chargeOf(o.uuid))).statusCode).toBe(200);
    const provider = t.app.payments;
    const real = provider.refundCharge.bind(provider);
    provider.refundCharge = () => Promise.reject(new ProviderError('card network down', true));
    try {
      expect((await refund(bangkok, o.uuid, { amount: 100 })).statusCode).toBe(502);
    } finally {
      provider.refundCharge = real;
    }
    expect(await kinds(o.id)).toEqual(['order_created', 'payment_confirmed']);
    // The same refund accepted: one mail.
    expect((await refund(bangkok, o.uuid, { amount: 100 })).statusCode).toBe(200);
    expect(await kinds(o.id)).toEqual(['order_created', 'payment_confirmed', 'refund_issued']);
  });
});

describe('a paid order cancelled', () => {
  it('tells the runner the order is cancelled and their money stays until refunded', async () => {
    const o = await newOrder(bangkok, { language: 'EN' });
    expect((await payQr(await chargeOf(o.uuid))).statusCode).toBe(200);
    await received(o.uuid);
    const res = await post(
      '/v1/organizer/cancel-order',
      { event_key: bangkok.event_key, uuid: o.uuid, note: '' },
      organizer,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await kinds(o.id)).toEqual(['order_created', 'payment_confirmed', 'order_closed']);
    const [mail] = await received(o.uuid);
    expect(mail!.subject).toBe(`Your paid order was cancelled: ${bangkok.title_en}`);
    expect(mail!.text).toContain('stays with the organizer until it is refunded');
    // Not "register again": the way on is the order's page.
    expect(mail!.text).not.toContain('register again');
    expect(mail!.html).toContain(`href="https://race.example/order/${o.uuid}"`);
  });
});

describe('a payment after the order closed', () => {
  it('revived: one confirmation that says the money came late, the expiry mail still queued is skipped', async () => {
    const o = await newOrder(bangkok, { language: 'EN' });
    const charge = await chargeOf(o.uuid);
    await received(o.uuid); // order received
    const past = new Date(Date.now() - 60_000);
    await t.database.db.update(orders).set({ expiresAt: past }).where(eq(orders.id, o.id));
    expect(
      await expireIfDue(t.database.db, t.app.payments, { id: o.id, status: 'INITIAL', expiresAt: past }),
    ).toBe(true);
    expect((await payQr(charge)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.status).toBe('PAID');
    const mails = await received(o.uuid);
    expect(mails.map((m) => m.subject)).toEqual([`Payment confirmed: ${bangkok.title_en}`]);
    expect(mails[0]!.text).toContain('Your payment arrived after the time to pay had run out');
  });

  it('not taken back: a "we have your money" mail, never a confirmation', async () => {
    const o = await newOrder(bangkok);
    const charge = await chargeOf(o.uuid);
    const del = await post(
      '/v1/organizer/delete-order',
      { event_key: bangkok.event_key, uuid: o.uuid },
      organizer,
    );
    expect(del.statusCode).toBe(200);
    await received(o.uuid); // order received, order cancelled
    expect((await payQr(charge)).statusCode).toBe(200);
    expect(await kinds(o.id)).toEqual(['order_created', 'order_closed', 'paid_after_close']);
    const mails = await received(o.uuid);
    expect(mails.map((m) => m.subject)).toEqual([`ได้รับเงินหลังคำสั่งซื้อปิดแล้ว: ${bangkok.title}`]);
    expect(mails[0]!.text).toContain('ไม่ต้องชำระเงินอีก');
    expect(mails[0]!.text).toContain(
      `${(o.paidAmount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} บาท`,
    );

    // The organizer refunds it: the runner hears that too.
    expect((await refund(bangkok, o.uuid, { amount: o.paidAmount / 100 })).statusCode).toBe(200);
    expect((await received(o.uuid)).map((m) => m.subject)).toEqual([expect.stringContaining('คืนเงิน')]);
  });
});
