/**
 * Money sums that never overflow (issue 30 item 1): an event that has taken more than 21,474,836.47
 * baht (2^31 satang) gets its payout, headline, revenue report, spreadsheets and payout file with the
 * exact figures; and no single order can pass 2^31 satang, as the setup caps its prices.
 *
 * The event: one race type at 200,000 baht, a system fee of 20 baht a runner, PromptPay (3% fee), a
 * pick-up (free) and a post (100 baht, 10 baht for each further runner). Seven orders of 20 runners:
 * three picked up and three posted, paid; one picked up, unpaid; 1,000 baht refunded on a posted one.
 *   picked up: 4,000,000 + 400 system fee = 4,000,400; + 120,012.00 fee = 4,120,412.00 paid
 *   posted:    4,000,000 + 290 shipping + 400 = 4,000,690; + 120,020.70 fee = 4,120,710.70 paid
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { fromBaht, priceOrder, type EventDetail } from '@raceday/domain';
import { MAX_ENTRY_PRICE_BAHT, MAX_EXTRA_PRICE_BAHT, type SetupEventView } from '@raceday/domain/validation';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helper';
import { login } from '../support/accounts';
import { eventDetail, orderFor, PATHUM_WAN, runnerFor } from '../support/orders';

let t: TestApp;
let organizer: string;
let event: EventDetail;

const KEY = 'big-money-marathon-2027';
const BASE = '/v1/organizer/setup/events';
const hour = 3_600_000;

const call = (method: 'POST' | 'PATCH', url: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { 'accept-language': lang, authorization: `Bearer ${organizer}` },
  });
const ok = async (method: 'POST' | 'PATCH', url: string, payload?: unknown) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ body: SetupEventView }>().body;
};

/** An order of 20 runners of the event, picked up or posted; its uuid. */
async function order(posted: boolean): Promise<string> {
  const runners = Array.from({ length: 20 }, () => runnerFor(event));
  const post = event.delivery_type.find((d) => d.is_require_address === 'Y')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/order/create',
    payload: orderFor(event, runners, posted ? { delivery_type_id: post.id, ...PATHUM_WAN } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}

/** Pays an order's PromptPay charge in the sandbox, as the runner's bank would. */
async function pay(uuid: string) {
  const view = await t.app.inject({
    method: 'POST',
    url: '/v1/order/promptpay',
    payload: { tk: 'public', order_uuid: uuid },
  });
  const charge = String(view.json<{ body: { qrcode_scan_url: string } }>().body.qrcode_scan_url)
    .split('/')
    .pop()!;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/v1/sandbox/charges/${charge}/complete`,
    payload: { outcome: 'successful' },
  });
  expect(paid.json()).toMatchObject({ result: 'paid' });
}

const figures = async <T>(path: string): Promise<T> => {
  const res = await call('POST', `/v1/organizer/${path}`, { event_key: KEY });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ body: T }>().body;
};

type Cell = string | number | null;
const cellValue = (v: unknown): Cell => {
  if (v === undefined || v === null) return null;
  if (typeof v === 'object' && 'formula' in v) return (v as { result?: number }).result ?? 0;
  return v as Cell;
};
async function workbook(path: string, language: 'TH' | 'EN' = 'TH'): Promise<ExcelJS.Workbook> {
  const res = await call('POST', `/v1/organizer/${path}`, { event_key: KEY, language });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as never);
  return book;
}
/** The row of a sheet whose column `labelColumn` reads `label`, by header. */
function rowLabelled(ws: ExcelJS.Worksheet, label: string, labelColumn = 2): Record<string, Cell> {
  const header = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  for (let n = 2; n <= ws.rowCount; n++) {
    const row = ws.getRow(n);
    if (cellValue(row.getCell(labelColumn).value) === label)
      return Object.fromEntries(header.map((h, i) => [h, cellValue(row.getCell(i + 1).value)]));
  }
  throw new Error(`no row ${label} in ${ws.name}`);
}

/** The revenue report's rows (report-order-amt), in baht. */
const REVENUE = {
  paid: {
    order_count: 6,
    items_amount: 24_000_000,
    discount_amount: 0,
    delivery_type_price: 870,
    system_fee_amount: 2_400,
    total: 24_003_270,
    payment_fee_amount: 720_098.1,
    received_amount: 24_723_368.1,
    refunded_amount: 1_000,
    amount: 24_002_400,
  },
  unpaid: {
    order_count: 1,
    items_amount: 4_000_000,
    discount_amount: 0,
    delivery_type_price: 0,
    system_fee_amount: 400,
    total: 4_000_400,
    payment_fee_amount: 120_012,
    received_amount: 0,
    refunded_amount: 0,
    amount: 4_000_400,
  },
  all: {
    order_count: 7,
    items_amount: 28_000_000,
    discount_amount: 0,
    delivery_type_price: 870,
    system_fee_amount: 2_800,
    total: 28_003_670,
    payment_fee_amount: 840_110.1,
    received_amount: 24_723_368.1,
    refunded_amount: 1_000,
    amount: 28_002_800,
  },
  delivery: {
    order_count: 3,
    items_amount: 12_000_000,
    discount_amount: 0,
    delivery_type_price: 870,
    system_fee_amount: 1_200,
    total: 12_002_070,
    payment_fee_amount: 360_062.1,
    received_amount: 12_362_132.1,
    refunded_amount: 1_000,
    amount: 12_001_200,
  },
  self: {
    order_count: 4,
    items_amount: 16_000_000,
    discount_amount: 0,
    delivery_type_price: 0,
    system_fee_amount: 1_600,
    total: 16_001_600,
    payment_fee_amount: 480_048,
    received_amount: 12_361_236,
    refunded_amount: 0,
    amount: 16_001_600,
  },
};

beforeAll(async () => {
  t = await buildTestApp();
  organizer = await login(t, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
  await ok('POST', BASE, {
    event_key: KEY,
    title: 'มาราธอนเงินล้าน',
    title_en: 'Big money marathon',
    event_date: '2027-06-01',
    registration_start_at: new Date(Date.now() - hour).toISOString(),
    registration_end_at: new Date(Date.now() + 30 * 24 * hour).toISOString(),
    payment_method: 'OPN',
  });
  await ok('PATCH', `${BASE}/${KEY}`, {
    is_system_fee: true,
    system_fee_amt: 20,
    max_runner_register_per_order: 20,
  });
  await ok('POST', `${BASE}/${KEY}/run-types`, { name: 'มาราธอน', name_en: 'Marathon', price: 200_000 });
  await ok('POST', `${BASE}/${KEY}/shirts`, { name: 'M' });
  await ok('POST', `${BASE}/${KEY}/delivery-types`, { name: 'รับเอง', name_en: 'Pick up', price: 0 });
  await ok('POST', `${BASE}/${KEY}/delivery-types`, {
    name: 'ส่งไปรษณีย์',
    name_en: 'By post',
    price: 100,
    price_additional: 10,
    is_require_address: true,
  });
  await ok('POST', `${BASE}/${KEY}/publish`);
  event = await eventDetail(t, KEY);

  // Each order paid before the next (one person may hold only so many unpaid orders).
  const posted: string[] = [];
  for (const isPosted of [false, false, false, true, true, true]) {
    const uuid = await order(isPosted);
    await pay(uuid);
    if (isPosted) posted.push(uuid);
  }
  await order(false); // left unpaid
  const refund = await call('POST', '/v1/organizer/refund-order', {
    event_key: KEY,
    uuid: posted[0],
    amount: 1_000,
  });
  expect(refund.statusCode, refund.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('an event past 21,474,836.47 baht', () => {
  it('gets its payout to the satang', async () => {
    const p = await figures<{
      by_method: unknown[];
      by_day: { day: string }[];
      totals: Record<string, number>;
    }>('payout');
    expect(p.totals).toEqual({
      received: 24_723_368.1,
      payment_fee: 720_098.1,
      system_fee: 2_400,
      refunds: 1_000,
      net: 23_999_870,
      received_from_paid_orders: 24_723_368.1,
    });
    expect(p.by_method).toEqual([
      { method: 'PP', orders: 6, received: 24_723_368.1, payment_fee: 720_098.1, system_fee: 2_400 },
    ]);
    expect(p.by_day).toEqual([
      {
        day: p.by_day[0]!.day,
        orders: 6,
        received: 24_723_368.1,
        payment_fee: 720_098.1,
        refunds: 1_000,
      },
    ]);
  });

  it('gets its headline and revenue report', async () => {
    expect(await figures('report-headline')).toMatchObject({
      runners: 140,
      paid_runners: 120,
      waiting_runners: 20,
      received: 24_723_368.1,
      fees: 720_098.1,
      today_runners: 140,
      today_received: 24_723_368.1,
    });
    const rows = await figures<{ orders: keyof typeof REVENUE }[]>('report-order-amt');
    expect(Object.fromEntries(rows.map(({ orders, ...row }) => [orders, row]))).toEqual(REVENUE);
  });

  it('gets the same totals in every spreadsheet', async () => {
    const money = {
      items_amount: 'ค่าสมัครรวม (บาท) / Items (THB)',
      discount_amount: 'ส่วนลด (บาท) / Discount (THB)',
      delivery_type_price: 'ค่าจัดส่ง (บาท) / Shipping (THB)',
      system_fee_amount: 'ค่าธรรมเนียมระบบ (บาท) / System fee (THB)',
      total: 'ยอดคำสั่งซื้อ (บาท) / Order amount (THB)',
      payment_fee_amount: 'ค่าธรรมเนียมชำระเงิน (บาท) / Payment fee (THB)',
      received_amount: 'ยอดรับชำระ (บาท) / Amount received (THB)',
      refunded_amount: 'คืนเงินแล้ว (บาท) / Refunded (THB)',
    } as const;
    const files = {
      'report-order-excel-all': 'all',
      'report-order-unpaid': 'unpaid',
      'report-order-excel-delivery': 'delivery',
      'report-order-excel-self': 'self',
    } as const;
    for (const [file, set] of Object.entries(files)) {
      const ws = (await workbook(file)).worksheets[0]!;
      const total = rowLabelled(ws, 'รวม');
      const want = REVENUE[set];
      for (const [field, header] of Object.entries(money))
        expect(total[header], `${file} ${field}`).toBe(want[field as keyof typeof money]);
      // Every runner's own entry fee: 200,000 baht each.
      expect(total['ค่าสมัคร (บาท) / Entry fee (THB)'], file).toBe(want.order_count * 20 * 200_000);
    }
    const shirts = (await workbook('report-runner-tshirt-excel')).worksheets[0]!;
    expect(rowLabelled(shirts, 'รวม / Total')['จำนวน / Count']).toBe(140);

    const payout = await workbook('export-payout', 'EN');
    const summary = payout.getWorksheet('Summary')!;
    const figure = (label: string) => rowLabelled(summary, label, 1)['Amount (baht)'];
    expect(figure('Received (baht)')).toBe(24_723_368.1);
    expect(figure('Payment fees (baht)')).toBe(720_098.1);
    expect(figure('System fee (baht)')).toBe(2_400);
    expect(figure('Refunds (baht)')).toBe(1_000);
    expect(figure('Net (baht)')).toBe(23_999_870);
    const byMethod = (payout.getWorksheet('By method')!.getRow(2).values as unknown[]).slice(1);
    expect(byMethod).toEqual([expect.any(String), 6, 24_723_368.1, 720_098.1, 2_400]);
    const byDay = (payout.getWorksheet('By day')!.getRow(2).values as unknown[]).slice(1);
    expect(byDay).toEqual([expect.any(String), 6, 24_723_368.1, 720_098.1, 1_000]);
  });
});

describe('one order', () => {
  it('cannot pass 2^31 satang: the setup caps every price', async () => {
    // The dearest order the setup allows: 20 entries of a team of 10 at the highest price, each of
    // the 10 in the dearest shirt, posted at the dearest rate, with the system fee, paid by card (5%).
    const entry = fromBaht(MAX_ENTRY_PRICE_BAHT);
    const extra = fromBaht(MAX_EXTRA_PRICE_BAHT);
    const dearest = priceOrder({
      entries: Array.from({ length: 20 }, () => ({ runTypePrice: entry, shirtPrice: 10 * extra })),
      delivery: { price: extra, priceAdditional: extra },
      systemFee: { enabled: true, perEntry: extra },
      paymentMethod: 'CC_OPN',
      isFreePaymentFee: false,
      coupon: null,
    });
    expect(dearest.net).toBeLessThanOrEqual(2 ** 31 - 1);

    const refused: [string, Record<string, unknown>, string][] = [
      ['run-types', { name: 'แพง', price: MAX_ENTRY_PRICE_BAHT + 0.01 }, 'price'],
      [
        'price-tiers',
        {
          run_type_id: event.run_type[0]!.id,
          name: 'แพง',
          price: MAX_ENTRY_PRICE_BAHT + 0.01,
          starts_at: new Date(Date.now() + hour).toISOString(),
          ends_at: new Date(Date.now() + 2 * hour).toISOString(),
        },
        'price',
      ],
      ['shirts', { name: 'XL', additional_price: MAX_EXTRA_PRICE_BAHT + 0.01 }, 'additional_price'],
      ['delivery-types', { name: 'ส่งด่วน', price: MAX_EXTRA_PRICE_BAHT + 0.01 }, 'price'],
      [
        'delivery-types',
        { name: 'ส่งด่วน', price_additional: MAX_EXTRA_PRICE_BAHT + 0.01 },
        'price_additional',
      ],
    ];
    for (const [part, body, field] of refused) {
      const res = await call('POST', `${BASE}/${KEY}/${part}`, body);
      expect(res.statusCode, `${part} ${res.body}`).toBe(400);
      expect(res.json<{ field: string }>().field).toBe(field);
    }
    const fee = await call('PATCH', `${BASE}/${KEY}`, { system_fee_amt: MAX_EXTRA_PRICE_BAHT + 0.01 });
    expect(fee.statusCode).toBe(400);
    expect(fee.json<{ field: string }>().field).toBe('system_fee_amt');
  });
});
