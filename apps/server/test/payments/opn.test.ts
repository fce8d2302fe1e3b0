import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { orderHistory, orders, payments } from '../../src/db/schema';
import { OpnProvider } from '../../src/payments/opn';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';
import { OpnMock } from './opn-mock';

const SECRET = 'skey_test_5xmocksecret';
const mock = new OpnMock(SECRET);
let t: TestApp;
let bangkok: EventDetail;

beforeAll(async () => {
  await mock.start();
  t = await buildTestApp({
    payments: () =>
      new OpnProvider({
        publicKey: 'pkey_test_5xmockpublic',
        secretKey: SECRET,
        apiUrl: mock.url,
        timeoutMs: 500,
      }),
  });
  bangkok = await eventDetail(t, 'bangkok-riverside-marathon-2027');
});
afterAll(async () => {
  await t.close();
  await mock.stop();
});
beforeEach(() => {
  mock.mode = 'ok';
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const newOrder = async (method: 'PP_OPN' | 'CC_OPN') => {
  const res = await post(
    '/v1/order/create',
    orderFor(bangkok, [runnerFor(bangkok)], { payment_method: method }),
  );
  return res.json<{ uuid: string; paid_amt: number }>();
};
const inquire = async (uuid: string) =>
  (await post('/v1/order/inquiry', { order_uuid: uuid })).json<{
    body: Record<string, unknown>;
    payment_provider: Record<string, unknown>;
  }>();
/** The page's explicit pay request: the same reply, with the order's PromptPay charge created. */
const pay = async (uuid: string) =>
  (await post('/v1/order/promptpay', { order_uuid: uuid })).json<{
    body: Record<string, unknown>;
    payment_provider: Record<string, unknown>;
  }>();
const opnWebhook = (id: string) =>
  post('/v1/payments/webhook/opn', {
    object: 'event',
    key: 'charge.complete',
    data: { object: 'charge', id },
  });
const actions = async (uuid: string) => {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return (await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, o!.id))).map(
    (h) => h.action,
  );
};

describe('Opn adapter against a mock of the documented API', () => {
  it('creates a PromptPay charge in satang with Basic auth, and the page shows the provider QR', async () => {
    const { uuid, paid_amt } = await newOrder('PP_OPN');
    const view = await pay(uuid);
    const create = mock.requests.find(
      (r) =>
        r.method === 'POST' &&
        (r.body as { metadata?: { order_uuid?: string } }).metadata?.order_uuid === uuid,
    )!;
    expect(create.auth).toBe(`Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`);
    expect(create.idempotencyKey).toBe(`pp-${uuid}`);
    expect(create.body).toMatchObject({
      amount: Math.round(paid_amt * 100),
      currency: 'thb',
      source: { type: 'promptpay' },
    });
    expect(view.body.qrcode_url).toMatch(/\/qr\/chrg_test_mock\d+\.png$/);
    expect(view.payment_provider).toEqual({ name: 'opn', public_key: 'pkey_test_5xmockpublic' });
  });

  it('a charge.complete webhook is checked against the provider: PAID once, replays change nothing', async () => {
    const { uuid } = await newOrder('PP_OPN');
    await pay(uuid);
    const charge = [...mock.charges.values()].find((c) => c.metadata.order_uuid === uuid)!;

    expect((await opnWebhook(charge.id)).json()).toMatchObject({ result: 'pending' });
    mock.set(charge.id, { status: 'successful' });
    expect((await opnWebhook(charge.id)).json()).toMatchObject({ result: 'paid' });
    for (let i = 0; i < 10; i++)
      expect((await opnWebhook(charge.id)).json()).toMatchObject({ result: 'already_paid' });
    expect((await inquire(uuid)).body.status).toBe('PAID');
    expect((await actions(uuid)).filter((a) => a === 'paid')).toHaveLength(1);
  });

  it('a forged webhook for an unknown charge, or claiming success the provider denies, changes nothing', async () => {
    const { uuid } = await newOrder('PP_OPN');
    await pay(uuid);
    const charge = [...mock.charges.values()].find((c) => c.metadata.order_uuid === uuid)!;
    const forged = await post('/v1/payments/webhook/opn', {
      key: 'charge.complete',
      data: { object: 'charge', id: charge.id, status: 'successful', paid: true },
    });
    expect(forged.json()).toMatchObject({ result: 'pending' });
    expect((await opnWebhook('chrg_test_unknown1')).json()).toMatchObject({ result: 'unknown_charge' });
    expect((await inquire(uuid)).body.status).toBe('INITIAL');
  });

  it('a successful charge of another amount never marks the order PAID', async () => {
    const { uuid } = await newOrder('PP_OPN');
    await pay(uuid);
    const charge = [...mock.charges.values()].find((c) => c.metadata.order_uuid === uuid)!;
    mock.set(charge.id, { status: 'successful', amount: charge.amount - 1 });
    expect((await opnWebhook(charge.id)).json()).toMatchObject({ result: 'mismatch' });
    mock.set(charge.id, { amount: charge.amount + 1, currency: 'USD' });
    expect((await inquire(uuid)).body.status).toBe('INITIAL');
    expect(await actions(uuid)).toContain('payment_mismatch');
  });

  it('card: the authorize address comes from the provider; a failed charge leaves the order payable', async () => {
    const { uuid } = await newOrder('CC_OPN');
    const res = await post('/v1/order/cc-payment', { token_key: 'tokn_test_card1', uuid });
    const uri = res.json<{ data: { authorize_uri: string } }>().data.authorize_uri;
    expect(uri).toMatch(new RegExp(`^${mock.url}/authorize/chrg_test_mock\\d+$`));
    const charge = [...mock.charges.values()].find((c) => c.metadata.order_uuid === uuid)!;
    expect(charge.card).toBe('tokn_test_card1');
    expect(charge.return_uri).toMatch(new RegExp(`/order/${uuid}$`));
    mock.set(charge.id, {
      status: 'failed',
      failure_code: 'insufficient_fund',
      failure_message: 'insufficient funds',
    });
    expect((await opnWebhook(charge.id)).json()).toMatchObject({ result: 'failed' });
    // The provider's English sentence never reaches the page: the reason is the catalog's, in its language.
    expect((await inquire(uuid)).body).toMatchObject({
      status: 'INITIAL',
      payment_status: 'failed',
      payment_failure: 'วงเงินหรือยอดเงินในบัตรไม่เพียงพอ',
    });
    const english = await post('/v1/order/inquiry', { order_uuid: uuid, language: 'EN' });
    expect(english.json<{ body: { payment_failure: string } }>().body.payment_failure).toBe(
      'The card does not have enough funds or credit',
    );
  });

  it('provider down: the runner gets the error, the order stays payable, the retry charges once', async () => {
    const { uuid } = await newOrder('CC_OPN');
    mock.mode = 'error500';
    const down = await post('/v1/order/cc-payment', { token_key: 'tokn_test_retry', uuid, language: 'TH' });
    expect(down.statusCode).toBe(502);
    expect(down.json<{ message: string }>().message).toBe(
      'พบข้อผิดพลาดระหว่างการชำระเงิน กรุณาลองอีกครั้งหรือติดต่อฝ่ายลูกค้าสัมพันธ์',
    );
    mock.mode = 'ok';
    const a = await post('/v1/order/cc-payment', { token_key: 'tokn_test_retry', uuid });
    const b = await post('/v1/order/cc-payment', { token_key: 'tokn_test_retry', uuid });
    expect(a.json()).toEqual(b.json());
    expect([...mock.charges.values()].filter((c) => c.metadata.order_uuid === uuid)).toHaveLength(1);
    const keys = mock.requests
      .filter((r) => (r.body as { card?: string } | undefined)?.card === 'tokn_test_retry')
      .map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`cc-${uuid}-tokn_test_retry`]));
  });

  it('a second successful card charge of a paid order is refunded through Opn and recorded as paid_twice', async () => {
    const { uuid, paid_amt } = await newOrder('CC_OPN');
    await post('/v1/order/cc-payment', { token_key: 'tokn_test_first', uuid });
    const first = [...mock.charges.values()].find((c) => c.card === 'tokn_test_first')!;
    // The first 3-D Secure page was left open; after 15 minutes another card may be tried.
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(payments.providerChargeId, first.id));
    await post('/v1/order/cc-payment', { token_key: 'tokn_test_second', uuid });
    const second = [...mock.charges.values()].find((c) => c.card === 'tokn_test_second')!;
    mock.set(second.id, { status: 'successful' });
    expect((await opnWebhook(second.id)).json()).toMatchObject({ result: 'paid' });
    mock.set(first.id, { status: 'successful' });
    expect((await opnWebhook(first.id)).json()).toMatchObject({ result: 'paid_twice' });
    expect(mock.refunds).toEqual([{ charge: first.id, amount: Math.round(paid_amt * 100) }]);
    const refundCall = mock.requests.find((r) => r.url === `/charges/${first.id}/refunds`)!;
    expect(refundCall.idempotencyKey).toBe(`refund-${first.id}-${Math.round(paid_amt * 100)}`);
    expect(await actions(uuid)).toEqual(expect.arrayContaining(['paid', 'paid_twice', 'refunded']));
    await opnWebhook(first.id);
    expect(mock.refunds).toHaveLength(1);
  });

  it('provider hanging: the call gives up, the page still loads, the server keeps serving', async () => {
    const { uuid } = await newOrder('PP_OPN');
    mock.mode = 'hang';
    const started = Date.now();
    const view = await pay(uuid);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(view.body).toMatchObject({ status: 'INITIAL', payment_unavailable: true, qrcode_url: '' });
    const cc = await newOrder('CC_OPN');
    expect(
      (await post('/v1/order/cc-payment', { token_key: 'tokn_test_hang', uuid: cc.uuid })).statusCode,
    ).toBe(502);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    mock.mode = 'ok';
    const recovered = await pay(uuid);
    expect(recovered.body.qrcode_url).toMatch(/\.png$/);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, o!.id))).toHaveLength(1);
  });
});
