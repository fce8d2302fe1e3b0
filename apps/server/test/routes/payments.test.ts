import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parse } from 'promptparse';
import type { EventDetail } from '@raceday/domain';
import { orderHistory, orders, payments, sandboxCharges } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';
import { multipartForm as form, slipPng } from '../support/slips';

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

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function newOrder(
  e: EventDetail,
  over: Record<string, unknown> = {},
  runner: Record<string, unknown> = {},
) {
  const res = await post('/v1/order/create', orderFor(e, [runnerFor(e, runner)], over));
  expect(res.statusCode).toBe(201);
  return res.json<{ uuid: string; paid_amt: number; access_key: string; expires_at: string | null }>();
}

type View = Record<string, string | number | null | boolean>;
/** The order page's call; with the order's access key as the browser that created it sends it. */
async function inquire(uuid: string, lang = 'TH', accessKey?: string) {
  const res = await post('/v1/order/inquiry', {
    tk: 'public-client-token',
    order_uuid: uuid,
    language: lang,
    ...(accessKey ? { access_key: accessKey } : {}),
  });
  return { res, body: res.json<{ status: string; body: View; support: Record<string, string> }>() };
}

/** The page's explicit pay request: the same reply as the inquiry, with the PromptPay charge created. */
async function pay(uuid: string) {
  const res = await post('/v1/order/promptpay', {
    tk: 'public-client-token',
    order_uuid: uuid,
    language: 'TH',
  });
  return { res, body: res.json<{ status: string; body: View; support: Record<string, string> }>() };
}

async function historyOf(uuid: string) {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  const rows = await t.database.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, o!.id))
    .orderBy(orderHistory.id);
  return rows.map((h) => h.action);
}

describe('POST /v1/order/inquiry', () => {
  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const unknown = await post('/v1/order/inquiry', {
      order_uuid: '00000000-0000-4000-8000-000000000000',
      language: 'EN',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', code: 'order.not_found', message: 'Order not found' });
    const bad = await post('/v1/order/inquiry', { order_uuid: "1' or '1'='1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('order_uuid');
  });

  it('shows the order with every personal number masked, none unmasked anywhere in the reply', async () => {
    const idCard = '1101700203450';
    const ems = bangkok.delivery_type.find((d) => d.is_require_address === 'Y')!;
    const { uuid } = await newOrder(
      bangkok,
      {
        delivery_type_id: ems.id,
        delivery_add_name: 'สมชาย ใจดี',
        delivery_add_mobile_no: '0811112222',
        delivery_add_no: '1 ถนนพระราม 1',
        delivery_add_postcode: '10330',
        delivery_add_sub_district: 'รองเมือง',
        delivery_add_district: 'ปทุมวัน',
        delivery_add_province: 'กรุงเทพมหานคร',
      },
      { id_card: idCard, mobile_no: '0899998877', emergency_mobile_no: '0866665544' },
    );
    const { res, body } = await inquire(uuid);
    expect(res.statusCode).toBe(200);
    const v = body.body;
    expect(v).toMatchObject({
      uuid,
      status: 'INITIAL',
      payment_method: 'PP_OPN',
      id_card: 'XXXX3450',
      mobile: 'XXXXXX8877',
      delivery_add_mobile_no: 'XXXXXX2222',
      is_system_fee: 'Y',
      is_free_payment_fee: 'N',
    });
    const applicants = JSON.parse(String(v.runner_json)) as Record<string, string>[];
    expect(applicants[0]).toMatchObject({ id_card: 'XXXX3450', mobile_no: 'XXXXXX8877' });
    const raw = JSON.stringify(body);
    for (const secret of [idCard, '0899998877', '0866665544', '0811112222'])
      expect(raw).not.toContain(secret);
    expect(body.support).toMatchObject({ email: expect.any(String), phone: expect.any(String) });
  });
});

describe('the order in English', () => {
  it('names the delivery type, race types and remark in English for an English page', async () => {
    const { uuid } = await newOrder(bangkok);
    const v = (await inquire(uuid, 'EN')).body.body;
    expect(v.delivery_type_name).toBe('Pick up at the race expo');
    expect(v.remark).toBe(
      'Thank you for entering the Bangkok Riverside Marathon 2027. See you at the start!',
    );
    expect((JSON.parse(String(v.runner_json)) as { run_type_name: string }[])[0]!.run_type_name).toBe(
      'Marathon 42.195 km',
    );
    expect((await inquire(uuid, 'TH')).body.body.delivery_type_name).toBe('รับเองที่งาน Expo');
  });
});

describe('PromptPay through the sandbox', () => {
  it('gives a real EMVCo payload for the exact amount, expiring when the order stops holding its places, once per order', async () => {
    const { uuid, paid_amt, expires_at } = await newOrder(bangkok);
    const first = (await pay(uuid)).body.body;
    const payload = String(first.qrcode_payload);
    const parsed = parse(payload, true);
    expect(parsed).not.toBeNull();
    expect(parsed!.getTagValue('54')).toBe(paid_amt.toFixed(2));
    expect(parsed!.getTagValue('58')).toBe('TH');
    expect(parsed!.getTagValue('53')).toBe('764');
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    // The QR is payable while the order holds its places (30 minutes), never longer than a day.
    expect(new Date(String(first.qrcode_expires_at)).getTime() - o!.createdAt.getTime()).toBe(30 * 60 * 1000);
    expect(first.qrcode_expires_at).toBe(expires_at);
    expect(first.expires_at).toBe(expires_at);
    expect(first.qrcode_scan_url).toMatch(/^\/sandbox\/promptpay\/chrg_test_[0-9a-f]{20}$/);

    await pay(uuid);
    await pay(uuid);
    const charges = await t.database.db.select().from(payments).where(eq(payments.orderId, o!.id));
    expect(charges).toHaveLength(1);
  });

  it('turns the order PAID once when the sandbox bank pays, whatever is replayed afterwards', async () => {
    const { uuid } = await newOrder(bangkok);
    const view = (await pay(uuid)).body.body;
    const chargeId = String(view.qrcode_scan_url).split('/').pop()!;

    // A webhook before payment changes nothing.
    const early = await post('/v1/payments/webhook/sandbox', { data: { id: chargeId } });
    expect(early.json()).toMatchObject({ result: 'pending' });
    expect((await inquire(uuid)).body.body.status).toBe('INITIAL');

    const paid = await post(`/v1/sandbox/charges/${chargeId}/complete`, { outcome: 'successful' });
    expect(paid.json()).toMatchObject({ charge_status: 'successful', result: 'paid' });
    for (let i = 0; i < 10; i++) {
      const replay = await post('/v1/payments/webhook/sandbox', { data: { id: chargeId } });
      expect(replay.json()).toMatchObject({ result: 'already_paid' });
    }
    const after = (await inquire(uuid)).body.body;
    expect(after.status).toBe('PAID');
    expect(after.paid_at).toEqual(expect.any(String));
    expect((await historyOf(uuid)).filter((a) => a === 'paid')).toHaveLength(1);
  });

  it('ignores forged and unknown webhooks', async () => {
    const { uuid } = await newOrder(bangkok);
    await inquire(uuid);
    for (const body of [
      { data: { id: 'chrg_test_00000000000000000000', status: 'successful' } },
      {
        key: 'charge.complete',
        data: { object: 'charge', id: 'chrg_forged', status: 'successful', amount: 1 },
      },
      { nonsense: true },
    ]) {
      const res = await post('/v1/payments/webhook/sandbox', body);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ result: string }>().result).toMatch(/unknown_charge|ignored/);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook/sandbox',
      payload: 'charge=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.statusCode).toBe(415);
    expect((await inquire(uuid)).body.body.status).toBe('INITIAL');
    expect((await post('/v1/payments/webhook/paypal', {})).statusCode).toBe(400);
  });

  it('never marks PAID a charge whose amount differs from the order, and records it', async () => {
    const { uuid } = await newOrder(bangkok);
    const chargeId = String((await pay(uuid)).body.body.qrcode_scan_url)
      .split('/')
      .pop()!;
    await t.database.db.update(sandboxCharges).set({ amount: 100 }).where(eq(sandboxCharges.id, chargeId));
    const res = await post(`/v1/sandbox/charges/${chargeId}/complete`, { outcome: 'successful' });
    expect(res.json()).toMatchObject({ result: 'mismatch' });
    expect((await inquire(uuid)).body.body.status).toBe('INITIAL');
    expect(await historyOf(uuid)).toContain('payment_mismatch');
  });
});

describe('card payments through the sandbox', () => {
  const token = async () => {
    const res = await post('/v1/sandbox/tokens', {
      number: '4242 4242 4242 4242',
      name: 'SOMCHAI JAIDEE',
      expiry_month: 12,
      expiry_year: new Date().getFullYear() + 2,
      security_code: '123',
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ id: string }>().id;
  };

  it('declined on the 3-D Secure page: the order stays INITIAL and says why; approved with a new card: PAID', async () => {
    const { uuid, paid_amt } = await newOrder(bangkok, { payment_method: 'CC_OPN' });
    const first = await post('/v1/order/cc-payment', {
      token_key: await token(),
      uuid,
      email: 'x@example.com',
      mobile: '0812345678',
      paid_amount: Math.round(paid_amt * 100),
      sk: 'ignored-secret',
      payment_method: 'CC_OPN',
    });
    expect(first.statusCode).toBe(200);
    const authorize = first.json<{ data: { authorize_uri: string } }>().data.authorize_uri;
    expect(authorize).toMatch(/^\/sandbox\/authorize\/chrg_test_[0-9a-f]{20}$/);
    const declined = await post(`/v1/sandbox/charges/${authorize.split('/').pop()}/complete`, {
      outcome: 'failed',
    });
    expect(declined.json()).toMatchObject({
      result: 'failed',
      return_uri: expect.stringMatching(new RegExp(`/order/${uuid}$`)),
    });
    const afterDecline = (await inquire(uuid)).body.body;
    expect(afterDecline).toMatchObject({ status: 'INITIAL', payment_status: 'failed' });
    expect(afterDecline.payment_failure).toBeTruthy();

    const second = await post('/v1/order/cc-payment', { token_key: await token(), uuid });
    const chargeId = second.json<{ data: { authorize_uri: string } }>().data.authorize_uri.split('/').pop()!;
    await post(`/v1/sandbox/charges/${chargeId}/complete`, { outcome: 'successful' });
    expect((await inquire(uuid)).body.body.status).toBe('PAID');
    expect(await historyOf(uuid)).toEqual([
      'created',
      'payment_started',
      'payment_failed',
      'payment_started',
      'paid',
    ]);
  });

  it('never charges twice for a retried request with the same token', async () => {
    const { uuid } = await newOrder(bangkok, { payment_method: 'CC_OPN' });
    const tok = await token();
    const a = await post('/v1/order/cc-payment', { token_key: tok, uuid });
    const b = await post('/v1/order/cc-payment', { token_key: tok, uuid });
    expect(a.json()).toEqual(b.json());
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, o!.id))).toHaveLength(1);
  });

  it('refuses a card payment for a PromptPay order, a paid order, a stale amount or a bad card', async () => {
    const pp = await newOrder(bangkok);
    expect((await post('/v1/order/cc-payment', { token_key: await token(), uuid: pp.uuid })).statusCode).toBe(
      400,
    );
    const cc = await newOrder(bangkok, { payment_method: 'CC_OPN' });
    const stale = await post('/v1/order/cc-payment', {
      token_key: await token(),
      uuid: cc.uuid,
      paid_amount: 1,
    });
    expect(stale.statusCode).toBe(409);
    const badCard = await post(
      '/v1/sandbox/tokens',
      { number: '4242424242424241', name: 'X Y', expiry_month: 1, expiry_year: 2099, security_code: '123' },
      { 'accept-language': 'en' },
    );
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json<{ message: string }>().message).toBe('The test card number is not valid');
    const free = await eventDetail(t, 'khaoyai-charity-fun-run-2027');
    const freeOrder = await newOrder(free, {}, { email: '', blood_group: '' });
    expect(
      (await post('/v1/order/cc-payment', { token_key: await token(), uuid: freeOrder.uuid })).statusCode,
    ).toBe(400);
  });
});

describe('POST /v1/upload/slip', () => {
  const upload = (
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string; type: string },
    lang = 'th',
  ) => {
    const f = form(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/v1/upload/slip',
      payload: f.payload,
      headers: { ...f.headers, 'accept-language': lang },
    });
  };

  it('stores a PNG slip, reads its bank mini-QR, and shows it on the order', async () => {
    const { uuid, access_key } = await newOrder(trail);
    const bytes = await slipPng('015123456789ABCDEF');
    const res = await upload(
      { order_uuid: uuid, event_key: trail.event_key, payment_slip_time: '06:00' },
      { bytes, name: 'slip.png', type: 'image/png' },
      'en',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'The file upload is completed.' });
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(o).toMatchObject({
      paymentSlipTime: '06:00',
      paymentSlipBank: '004',
      paymentSlipTransRef: '015123456789ABCDEF',
      status: 'INITIAL',
    });
    expect(o!.paymentSlipSha256).toMatch(/^[0-9a-f]{64}$/);
    const view = (await inquire(uuid, 'TH', access_key)).body.body;
    expect(view).toMatchObject({
      payment_slip_time: '06:00',
      // Shown to the order's owner through a signed link that expires.
      payment_slip_url: expect.stringMatching(/^\/files\/slips\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]+$/),
    });
    const file = await t.app.inject({ method: 'GET', url: String(view.payment_slip_url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(await historyOf(uuid)).toContain('slip_uploaded');
  });

  it('refuses what is not a slip for this unpaid transfer order, storing nothing', async () => {
    const { uuid } = await newOrder(trail);
    const ok = { order_uuid: uuid, event_key: trail.event_key, payment_slip_time: '06:00' };
    const png = await slipPng('0151');
    const cases: [
      string,
      Record<string, string>,
      { bytes: Buffer; name: string; type: string } | undefined,
      number,
      string,
    ][] = [
      [
        'text claiming to be PNG',
        ok,
        { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'slip.png', type: 'image/png' },
        415,
        'file',
      ],
      [
        'PNG header then garbage',
        ok,
        {
          bytes: Buffer.concat([png.subarray(0, 16), Buffer.alloc(500, 7)]),
          name: 'a.png',
          type: 'image/png',
        },
        415,
        'file',
      ],
      [
        'a 6 MB file',
        ok,
        { bytes: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]), name: 'big.png', type: 'image/png' },
        413,
        'file',
      ],
      ['no file', ok, undefined, 400, 'file'],
      [
        'a bad time',
        { ...ok, payment_slip_time: '6:00' },
        { bytes: png, name: 's.png', type: 'image/png' },
        400,
        'payment_slip_time',
      ],
      [
        'another event',
        { ...ok, event_key: bangkok.event_key },
        { bytes: png, name: 's.png', type: 'image/png' },
        400,
        'order_uuid',
      ],
      [
        'an unknown order',
        { ...ok, order_uuid: '00000000-0000-4000-8000-000000000000' },
        { bytes: png, name: 's.png', type: 'image/png' },
        404,
        '',
      ],
      [
        'script in a field',
        { ...ok, order_uuid: '<script>' },
        { bytes: png, name: 's.png', type: 'image/png' },
        400,
        'order_uuid',
      ],
    ];
    for (const [what, fields, file, status, field] of cases) {
      const res = await upload(fields, file);
      expect(res.statusCode, what).toBe(status);
      expect(res.json<{ status: string }>().status, what).toBe('error');
      if (field) expect(res.json<{ field: string }>().field, what).toBe(field);
    }
    const text = await upload(ok, { bytes: Buffer.from('not an image'), name: 'x.png', type: 'image/png' });
    expect(text.json<{ message: string }>().message).toBe('กรุณาเลือกไฟล์ jpg หรือ png เท่านั้น');
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(o!.paymentSlipUrl).toBeNull();

    // A slip for a PromptPay order, or for an order already paid, is refused.
    const pp = await newOrder(bangkok);
    expect(
      (
        await upload(
          { ...ok, order_uuid: pp.uuid, event_key: bangkok.event_key },
          { bytes: png, name: 's.png', type: 'image/png' },
        )
      ).statusCode,
    ).toBe(400);
    await t.database.db
      .update(orders)
      .set({ status: 'PAID' })
      .where(and(eq(orders.uuid, uuid)));
    expect((await upload(ok, { bytes: png, name: 's.png', type: 'image/png' })).statusCode).toBe(409);
  });
});

describe('find order and participant check', () => {
  it('finds a runner’s orders by the 10-digit mobile, with their links only for the ID card too', async () => {
    const idCard = '3100600445635';
    const { uuid, access_key } = await newOrder(bangkok, {}, { mobile_no: '0867771234', id_card: idCard });
    const res = await post('/v1/order/find-order', { tk: 'x', txt_search: '0867771234' });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ body: Record<string, string>[] }>().body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      order_id: '',
      title: bangkok.title,
      status: 'INITIAL',
      payment_method: 'PP_OPN',
    });
    expect(JSON.stringify(list)).not.toContain(uuid);
    const proven = await post('/v1/order/find-order', {
      txt_search: '0867771234',
      id_card: '3-1006-00445-63-5',
    });
    expect(proven.json<{ body: Record<string, string>[] }>().body[0]).toMatchObject({
      order_id: uuid,
      access_key,
    });
    const wrong = await post('/v1/order/find-order', { txt_search: '0867771234', id_card: '1101700203450' });
    expect(wrong.json<{ body: Record<string, string>[] }>().body[0]).toMatchObject({ order_id: '' });
    expect(JSON.stringify(wrong.json())).not.toContain(uuid);
    expect((await post('/v1/order/find-order', { txt_search: '0000000000' })).json()).toEqual({
      status: 'success',
      body: [],
    });
    expect((await post('/v1/order/find-order', { txt_search: '086777123' })).statusCode).toBe(400);
  });

  it('checks participants by first name or mobile, returning only the seed fields with masked mobiles', async () => {
    await newOrder(
      bangkok,
      {},
      { fname: 'วิริยะ', lname: 'ขยันวิ่ง', mobile_no: '0855554444', dob: '1990-01-01' },
    );
    const byName = await post('/v1/order/event-check', {
      tk: 'x',
      event_key: bangkok.event_key,
      txt_search: 'วิริยะ',
      filter_type: 'fname',
    });
    const rows = byName.json<{ body: Record<string, unknown>[] }>().body;
    expect(rows).toHaveLength(1);
    // No order UUID: it would open the order page of a stranger.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'order_status',
        'create_date_txt',
        'fname',
        'lname',
        'age',
        'mobile_no',
        'run_type_name',
        'run_model_name',
        't_shirt_name',
        'bib_no',
      ].sort(),
    );
    expect(rows[0]).toMatchObject({ fname: 'วิริยะ', mobile_no: 'XXXXXX4444', order_status: 'INITIAL' });
    expect(JSON.stringify(rows)).not.toContain('0855554444');
    const byMobile = await post('/v1/order/event-check', {
      event_key: bangkok.event_key,
      txt_search: '0855554444',
      filter_type: 'mobile_no',
    });
    expect(byMobile.json<{ body: unknown[] }>().body).toHaveLength(1);
    const short = await post(
      '/v1/order/event-check',
      { event_key: bangkok.event_key, txt_search: 'วิร', filter_type: 'fname' },
      { 'accept-language': 'en' },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toBe(
      'txt_search: must be at least 4 letters of a first name',
    );
    const wildcard = await post('/v1/order/event-check', {
      event_key: bangkok.event_key,
      txt_search: '%%%%',
      filter_type: 'fname',
    });
    expect(wildcard.json<{ body: unknown[] }>().body).toEqual([]);
  });

  it('rate limits the public lookups per address with a clear message', async () => {
    let last = await post('/v1/order/find-order', { txt_search: '0811111111' }, { 'accept-language': 'en' });
    for (let i = 0; i < 40 && last.statusCode !== 429; i++) {
      last = await post('/v1/order/find-order', { txt_search: '0811111111' }, { 'accept-language': 'en' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json<{ status: string; message: string }>()).toMatchObject({ status: 'error' });
    expect(last.json<{ message: string }>().message).toMatch(
      /^Too many requests; please wait a moment and try again/,
    );
    // Other calls still work.
    expect((await t.app.inject({ method: 'GET', url: '/v1/events' })).statusCode).toBe(200);
  });
});
