/**
 * The applicant spreadsheets reconcile with the revenue report (issue 13 item 3): every order's money
 * adds up on its row, each money column of a file sums to the report's figure for the same orders,
 * and cells are words in the file's language, not codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { coupons, events, orders, runners } from '../../src/db/schema';
import { ORDER_MONEY_COLUMNS } from '../../src/services/backoffice/exports';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, PATHUM_WAN, runnerFor } from '../support/orders';

const BANGKOK = 'bangkok-riverside-marathon-2027'; // online payment, system fee, coupons
const TRAIL = 'chiangmai-doi-suthep-trail-2027'; // bank transfer, no system fee

/** Each per-order download and the revenue report row of the same orders. */
const FILES = {
  'report-order-excel-all': 'all',
  'report-order-unpaid': 'unpaid',
  'report-order-excel-delivery': 'delivery',
  'report-order-excel-self': 'self',
} as const;

const H = {
  order: 'เลขที่คำสั่งซื้อ / Order ID',
  status: 'สถานะ / Status',
  method: 'ช่องทางชำระ / Payment method',
  entry: 'ค่าสมัคร (บาท) / Entry fee (THB)',
  sex: 'เพศ / Sex',
  nationality: 'สัญชาติ / Nationality',
  runType: 'ประเภทการแข่งขัน / Race type',
  runModel: 'รูปแบบการวิ่ง / Run model',
  pickup: 'การรับเสื้อ/BIB / Pick-up',
  meal: 'อาหารหลังเส้นชัย / Post-race meal',
};
/** The money columns' headers, by the report field each sums to. */
const MONEY = Object.fromEntries(ORDER_MONEY_COLUMNS.map((c) => [c.field, `${c.th} / ${c.en}`])) as Record<
  (typeof ORDER_MONEY_COLUMNS)[number]['field'],
  string
>;

type Cell = string | number | null;
interface Sheet {
  header: string[];
  rows: Record<string, Cell>[];
  /** The rows below the list (after its empty row): the totals, then the note. */
  footer: Record<string, Cell>[];
  /** Number formats of the first data row, by header. */
  numFmt: Record<string, string | undefined>;
}

let t: TestApp;
let organizer: string;
let bangkok: EventDetail;
let trail: EventDetail;
const placed: Record<string, string> = {};

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const bearer = () => ({ authorization: `Bearer ${organizer}` });

const create = async (payload: unknown) => {
  const res = await post('/v1/order/create', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
};
/** What a payment leaves: the order PAID (its amounts were set when it was placed). */
const markPaid = (uuid: string) =>
  t.database.db
    .update(orders)
    .set({ status: 'PAID', paidAt: new Date('2027-01-05T03:04:00Z') })
    .where(eq(orders.uuid, uuid));

type Revenue = Record<string, number> & { orders: string; order_count: number };
async function revenue(eventKey: string): Promise<Revenue[]> {
  const res = await post('/v1/organizer/report-order-amt', { event_key: eventKey }, bearer());
  expect(res.statusCode).toBe(200);
  return res.json<{ body: Revenue[] }>().body;
}

/** A cell as a number or text; a formula as the value written with it (exceljs leaves out a 0). */
const cellValue = (v: unknown): Cell => {
  if (v === undefined || v === null) return null;
  if (typeof v === 'object' && 'formula' in v) return (v as { result?: number }).result ?? 0;
  return v as Cell;
};

async function download(name: string, eventKey: string, language: 'TH' | 'EN' = 'TH'): Promise<Sheet> {
  const res = await post(`/v1/organizer/${name}`, { event_key: eventKey, language }, bearer());
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const ws = wb.worksheets[0]!;
  const header = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  const asObject = (n: number) =>
    Object.fromEntries(header.map((h, i) => [h, cellValue(ws.getRow(n).getCell(i + 1).value)]));
  let n = 2;
  const rows: Record<string, Cell>[] = [];
  for (; n <= ws.rowCount && ws.getRow(n).hasValues; n++) rows.push(asObject(n));
  const footer: Record<string, Cell>[] = [];
  for (n++; n <= ws.rowCount; n++) footer.push(asObject(n));
  const numFmt = Object.fromEntries(header.map((h, i) => [h, ws.getRow(2).getCell(i + 1).numFmt]));
  return { header, rows, footer, numFmt };
}

/** Baht to satang, so that sums compare exactly. */
const satang = (baht: Cell | undefined) => Math.round(Number(baht ?? 0) * 100);
const columnSum = (rows: Record<string, Cell>[], header: string) =>
  rows.reduce((s, r) => s + satang(r[header] ?? 0), 0);

beforeAll(async () => {
  t = await buildTestApp();
  organizer = (
    await post('/v1/auth/login', {
      email: DEMO_ACCOUNTS.organizer.email,
      password: DEMO_ACCOUNTS.organizer.password,
    })
  ).json<{ accessToken: string }>().accessToken;
  [bangkok, trail] = await Promise.all([eventDetail(t, BANGKOK), eventDetail(t, TRAIL)]);
  const emsOf = (e: EventDetail) => e.delivery_type.find((d) => d.is_require_address === 'Y')!;

  // Bangkok: a coupon order (one entry, PromptPay) paid; two runners by EMS (system fee each) unpaid;
  // one runner by EMS paying by card, paid.
  placed.coupon = await create(
    orderFor(bangkok, [runnerFor(bangkok, { sex: 'FEMALE', fname: 'คูปอง' })], {
      is_coupon: 'Y',
      coupon_code: 'RIVER010',
    }),
  );
  await markPaid(placed.coupon);
  placed.ems = await create(
    orderFor(
      bangkok,
      [
        runnerFor(bangkok, { fname: 'ส่งไกล' }),
        runnerFor(bangkok, { register_type: 'FRIEND', sex: 'FEMALE' }),
      ],
      { delivery_type_id: emsOf(bangkok).id, ...PATHUM_WAN },
    ),
  );
  placed.card = await create(
    orderFor(bangkok, [runnerFor(bangkok, { fname: 'บัตร' })], {
      delivery_type_id: emsOf(bangkok).id,
      payment_method: 'CC_OPN',
      ...PATHUM_WAN,
    }),
  );
  await markPaid(placed.card);

  // The trail (bank transfer): two runners by EMS, paid; one picking up, unpaid.
  placed.trailEms = await create(
    orderFor(trail, [runnerFor(trail), runnerFor(trail, { register_type: 'FRIEND', sex: 'FEMALE' })], {
      delivery_type_id: emsOf(trail).id,
      ...PATHUM_WAN,
    }),
  );
  await markPaid(placed.trailEms);
  placed.trailPickup = await create(orderFor(trail, [runnerFor(trail)]));
});
afterAll(async () => {
  await t.close();
});

describe('text in the spreadsheets', () => {
  it('keeps markup, quotes and formula-like text as plain text, and drops control characters', async () => {
    // Rows are written as XML by hand for speed (exports.ts plainRowXml): what XML or a spreadsheet
    // would read as markup or a formula must come back as the same text.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, placed.trailPickup!));
    const [before] = await t.database.db.select().from(runners).where(eq(runners.orderId, order!.id));
    const tricky = `=1+1 <b>&</b> "ก" 'x' \u0001\u001f\u007fend`;
    await t.database.db.update(runners).set({ fname: tricky }).where(eq(runners.orderId, order!.id));
    try {
      const { rows } = await download('report-order-excel-all', TRAIL, 'TH');
      const row = rows.find((r) => r[H.order] === placed.trailPickup)!;
      expect(Object.values(row)).toContain(`=1+1 <b>&</b> "ก" 'x' end`);
    } finally {
      await t.database.db.update(runners).set({ fname: before!.fname }).where(eq(runners.orderId, order!.id));
    }
  });
});

describe('order money in the spreadsheets', () => {
  it('has the coupon, shipping and system fee of the new orders on their first row', async () => {
    const { rows } = await download('report-order-excel-all', BANGKOK);
    const first = (uuid: string) => rows.find((r) => r[H.order] === uuid)!;
    const coupon = first(placed.coupon!);
    // 10% off the entry; pick-up; the system fee of one entry; PromptPay's 3% on top, received.
    expect(coupon[MONEY.discount_amount]).toBeGreaterThan(0);
    expect(coupon[MONEY.delivery_type_price]).toBe(0);
    expect(coupon[MONEY.system_fee_amount]).toBeGreaterThan(0);
    expect(coupon[MONEY.received_amount]).toBe(
      (satang(coupon[MONEY.total]) + satang(coupon[MONEY.payment_fee_amount])) / 100,
    );
    const ems = rows.filter((r) => r[H.order] === placed.ems);
    expect(ems).toHaveLength(2);
    expect(ems[0]![MONEY.delivery_type_price]).toBeGreaterThan(0);
    expect(ems[0]![MONEY.system_fee_amount]).toBe(2 * Number(coupon[MONEY.system_fee_amount]));
    // Unpaid: its payment fee is what it would cost, nothing received yet.
    expect(ems[0]![MONEY.payment_fee_amount]).toBeGreaterThan(0);
    expect(ems[0]![MONEY.received_amount]).toBe(0);
    // The second person of an order carries no order money: a column sums each order once.
    for (const header of Object.values(MONEY)) expect(ems[1]![header]).toBeNull();
  });

  for (const eventKey of [BANGKOK, TRAIL]) {
    it(`${eventKey}: every order adds up, and each money column sums to the revenue report`, async () => {
      const report = await revenue(eventKey);
      expect(report.map((r) => r.orders)).toEqual(['paid', 'unpaid', 'all', 'delivery', 'self']);
      for (const [name, set] of Object.entries(FILES)) {
        const { header, rows, footer, numFmt } = await download(name, eventKey);
        const figures = report.find((r) => r.orders === set)!;
        const firstRows = rows.filter((r) => r[MONEY.total] !== null);
        expect(firstRows, `${name}: one row with money per order`).toHaveLength(figures.order_count);
        expect(new Set(firstRows.map((r) => r[H.order])).size).toBe(figures.order_count);

        for (const r of firstRows) {
          for (const h of Object.values(MONEY)) expect(typeof r[h], `${name} ${h}`).toBe('number');
          expect(
            satang(r[MONEY.items_amount]) -
              satang(r[MONEY.discount_amount]) +
              satang(r[MONEY.delivery_type_price]) +
              satang(r[MONEY.system_fee_amount]),
            `${name}, order ${r[H.order]}`,
          ).toBe(satang(r[MONEY.total]));
        }
        // Each column's sum is the report's figure for the same orders, and so is the totals row.
        const [totals, note] = footer;
        for (const c of ORDER_MONEY_COLUMNS) {
          const h = MONEY[c.field];
          expect(columnSum(rows, h), `${name}: ${h}`).toBe(satang(figures[c.field]!));
          expect(satang(totals![h]!), `${name}: total of ${h}`).toBe(satang(figures[c.field]!));
          if (rows.length) expect(numFmt[h]).toBe('#,##0.00');
        }
        // The people's own entry fees add up to the orders' items.
        expect(columnSum(rows, H.entry)).toBe(satang(figures.items_amount!));
        expect(satang(totals![H.entry]!)).toBe(satang(figures.items_amount!));
        expect(totals![H.order]).toBe('รวม');
        expect(String(note![H.order])).toContain('แถวแรกของคำสั่งซื้อ');
        expect(header).toContain(MONEY.received_amount);
      }
      // The files' order sets: all = paid + unpaid = delivery + self.
      const [paid, unpaid, all, delivery, self] = report;
      for (const field of ['order_count', ...ORDER_MONEY_COLUMNS.map((c) => c.field)]) {
        expect(satang(paid![field]!) + satang(unpaid![field]!)).toBe(satang(all![field]!));
        expect(satang(delivery![field]!) + satang(self![field]!)).toBe(satang(all![field]!));
      }
      expect(unpaid!.received_amount).toBe(0);
      // The seeds' fields of the paid row: total = amount + shipping.
      expect(satang(paid!.amount!) + satang(paid!.delivery_type_price!)).toBe(satang(paid!.total!));
    });
  }

  it('a new order moves the report and the files by its own amounts', async () => {
    const before = (await revenue(TRAIL)).find((r) => r.orders === 'unpaid')!;
    const uuid = await create(orderFor(trail, [runnerFor(trail)]));
    const after = (await revenue(TRAIL)).find((r) => r.orders === 'unpaid')!;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(after.order_count).toBe(before.order_count + 1);
    expect(satang(after.total!) - satang(before.total!)).toBe(order!.amount);
    expect(satang(after.items_amount!) - satang(before.items_amount!)).toBe(order!.itemsAmount);
    const { rows } = await download('report-order-unpaid', TRAIL);
    expect(columnSum(rows, MONEY.total)).toBe(satang(after.total!));
  });
});

describe('cells in the file language', () => {
  const CODES = ['PAID', 'INITIAL', 'DIRECT', 'FEMALE', 'MALE', 'PP_OPN', 'CC_OPN', 'THAI', 'Y', 'N'];
  const thai = /[\u0E00-\u0E7F]/;

  it('a Thai file has Thai words and no codes', async () => {
    for (const eventKey of [BANGKOK, TRAIL]) {
      for (const name of Object.keys(FILES)) {
        const { rows } = await download(name, eventKey, 'TH');
        for (const r of rows)
          for (const [h, v] of Object.entries(r)) expect(CODES, `${eventKey} ${name} ${h}`).not.toContain(v);
        for (const r of rows) {
          expect(['ชำระเงินแล้ว', 'รอชำระเงิน']).toContain(r[H.status]);
          expect(['ชาย', 'หญิง']).toContain(r[H.sex]);
          expect(r[H.nationality]).toBe('ไทย');
          expect(r[H.runType]).toMatch(thai);
        }
      }
    }
    const { rows } = await download('report-order-excel-all', BANGKOK, 'TH');
    const method = (uuid: string) => rows.find((r) => r[H.order] === uuid)![H.method];
    expect([method(placed.coupon!), method(placed.card!)]).toEqual(['พร้อมเพย์', 'บัตรเครดิต/เดบิต']);
    const trailRows = (await download('report-order-excel-all', TRAIL, 'TH')).rows;
    expect(trailRows.find((r) => r[H.order] === placed.trailEms)![H.method]).toBe('โอนเงินผ่านธนาคาร');
    expect(trailRows.find((r) => r[H.order] === placed.trailEms)![H.pickup]).toBe('จัดส่งทางไปรษณีย์ EMS');
  });

  it("an English file has English words and the event's English names", async () => {
    for (const [eventKey, event] of [
      [BANGKOK, bangkok],
      [TRAIL, trail],
    ] as const) {
      const english = new Set(event.run_type.map((r) => r.name_en));
      const { rows, footer } = await download('report-order-excel-all', eventKey, 'EN');
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        for (const [h, v] of Object.entries(r)) expect(CODES, `${eventKey} ${h}`).not.toContain(v);
        expect(['Paid', 'Pending']).toContain(r[H.status]);
        expect(['Male', 'Female']).toContain(r[H.sex]);
        expect(r[H.nationality]).toBe('Thai');
        expect(english).toContain(r[H.runType]);
        expect(r[H.runType]).not.toMatch(thai);
        expect(r[H.pickup]).not.toMatch(thai);
        expect(['PromptPay', 'Credit/debit card', 'Bank transfer']).toContain(r[H.method]);
      }
      expect(footer[0]![H.order]).toBe('Total');
      expect(String(footer[1]![H.order])).toContain("An order's money is on its first row only");
    }
    const { rows } = await download('report-order-excel-all', BANGKOK, 'EN');
    // '-': a demo order placed without a run model.
    const models = new Set(['-', ...bangkok.run_model.map((m) => m.name_en)]);
    for (const r of rows) expect(models).toContain(r[H.runModel]);
    // The additional choices in English too (the demo orders made none; ours took the first option).
    const meals = rows.map((r) => r[H.meal]).filter((m) => m !== null);
    expect(meals.length).toBeGreaterThanOrEqual(4);
    expect(new Set(meals)).toEqual(new Set(['Regular']));
  });

  it('the bib check and the race-type shirt counts follow the language too', async () => {
    const th = await post(
      '/v1/organizer/report-runner-excel-checkbib',
      { event_key: TRAIL, is_checkbib: 'ALL', language: 'EN' },
      bearer(),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(th.rawPayload as never);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1) as string[];
    const collected = header.indexOf('รับ BIB แล้ว / Bib collected') + 1;
    const sex = header.indexOf(H.sex) + 1;
    expect(ws.rowCount).toBeGreaterThan(1);
    for (let n = 2; n <= ws.rowCount; n++) {
      expect(['Collected', 'Not yet']).toContain(ws.getRow(n).getCell(collected).value);
      expect(['Male', 'Female']).toContain(ws.getRow(n).getCell(sex).value);
    }
    const shirts = await post(
      '/v1/organizer/report-runner-type-tshirt-excel',
      { event_key: TRAIL, language: 'EN' },
      bearer(),
    );
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(shirts.rawPayload as never);
    const names = new Set(trail.run_type.map((r) => r.name_en));
    const sheet = wb2.worksheets[0]!;
    for (let n = 2; n < sheet.rowCount; n++) expect(names).toContain(sheet.getRow(n).getCell(2).value);
  });
});

describe('an order a coupon made free', () => {
  it('reads free (coupon) as its payment method, not the method chosen', async () => {
    const [event] = await t.database.db
      .select({ id: orders.eventId })
      .from(orders)
      .where(eq(orders.uuid, placed.trailPickup!));
    await t.database.db.update(events).set({ isCoupon: true }).where(eq(events.id, event!.id));
    await t.database.db
      .insert(coupons)
      .values({ eventId: event!.id, code: 'FREE1000', discountType: 'PERCENTAGE', discount: 100 });
    const free = await create(
      orderFor(trail, [runnerFor(trail)], { is_coupon: 'Y', coupon_code: 'FREE1000' }),
    );
    const method = async (language: 'TH' | 'EN') => {
      const { rows } = await download('report-order-excel-all', TRAIL, language);
      return rows.find((r) => r[H.order] === free)![H.method];
    };
    expect(await method('TH')).toBe('ฟรี (คูปอง)');
    expect(await method('EN')).toBe('Free (coupon)');
    // An order paid by transfer still reads as one.
    const { rows } = await download('report-order-excel-all', TRAIL, 'EN');
    expect(rows.find((r) => r[H.order] === placed.trailEms)![H.method]).toBe('Bank transfer');
  });
});
