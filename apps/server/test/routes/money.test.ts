/**
 * Money after the fact, as an organizer closes the books: a payment that arrives after the order was
 * deleted (flagged, then restored as paid or refunded), full and partial refunds (through the sandbox
 * provider for PromptPay, by hand with the transfer's reference for bank transfers), cancelling a paid
 * order (its places return), never refunding more than was paid even when two refunds race; and bib
 * numbers for runners who pay after the bibs were given (and at the desk, never a blank).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { orderHistory, orders, refunds, runners, sandboxCharges } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helper';
import { login, outsiders } from '../support/accounts';
import { eventDetail, orderFor, runnerFor } from '../support/orders';
import { eventPlacesTaken } from '../../src/orders/places-taken';

let t: TestApp;
let bangkok: EventDetail;
let trail: EventDetail;
let free: EventDetail;
let organizer: string;
let member: string;
let stranger: string;

const post = (url: string, payload: unknown, token?: string, lang = 'th') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function newOrder(e: EventDetail, runner: Record<string, unknown> = {}) {
  const r = runnerFor(e, runner);
  const res = await post('/v1/order/create', orderFor(e, [r]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}

async function orderRow(uuid: string) {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return o!;
}

/** The PromptPay charge of an order, as the QR on the runner's phone names it. */
async function chargeOf(uuid: string): Promise<string> {
  const view = await post('/v1/order/promptpay', { tk: 'public', order_uuid: uuid });
  expect(view.statusCode, view.body).toBe(200);
  return String(view.json<{ body: { qrcode_scan_url: string } }>().body.qrcode_scan_url).split('/').pop()!;
}
const payQr = (chargeId: string) =>
  post(`/v1/sandbox/charges/${chargeId}/complete`, { outcome: 'successful' });

async function paidOnline(): Promise<string> {
  const uuid = await newOrder(bangkok);
  expect((await payQr(await chargeOf(uuid))).statusCode).toBe(200);
  expect((await orderRow(uuid)).status).toBe('PAID');
  return uuid;
}

async function paidTransfer(e = trail, runner: Record<string, unknown> = {}): Promise<string> {
  const uuid = await newOrder(e, runner);
  const res = await post('/v1/organizer/direct-notify', { event_key: e.event_key, uuid }, organizer);
  expect(res.statusCode, res.body).toBe(200);
  return uuid;
}

const refund = (
  e: EventDetail,
  uuid: string,
  body: Record<string, unknown>,
  token = organizer,
  lang = 'th',
) => post('/v1/organizer/refund-order', { event_key: e.event_key, uuid, ...body }, token, lang);

interface ListRow {
  uuid: string;
  payment_flags: string[];
  refundable_amount: number;
  open_charge: boolean;
}
async function listRow(e: EventDetail, uuid: string): Promise<ListRow> {
  const list = await post(
    '/v1/organizer/report-order-latest',
    { event_key: e.event_key, order_filter_type: 'ALL', order_filter_value: uuid.slice(0, 8) },
    organizer,
  );
  return list.json<{ body: ListRow[] }>().body.find((r) => r.uuid === uuid)!;
}
const flagsOf = async (e: EventDetail, uuid: string) => (await listRow(e, uuid)).payment_flags;

async function actions(uuid: string): Promise<string[]> {
  const o = await orderRow(uuid);
  return (
    await t.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, o.id))
      .orderBy(orderHistory.id)
  ).map((h) => h.action);
}

beforeAll(async () => {
  t = await buildTestApp();
  [bangkok, trail, free] = await Promise.all([
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
    eventDetail(t, 'chiangmai-doi-suthep-trail-2027'),
    eventDetail(t, 'khaoyai-charity-fun-run-2027'),
  ]);
  organizer = await login(t, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
  ({ member, stranger } = await outsiders(t, 'money'));
});
afterAll(async () => {
  await t.close();
});

describe('money that arrives after the order was deleted', () => {
  it('is flagged, and refunding it through the provider clears the flag and leaves the order deleted', async () => {
    const uuid = await newOrder(bangkok);
    const charge = await chargeOf(uuid);
    // The list tells the organizer the runner may be paying now (the QR is open).
    expect(await listRow(bangkok, uuid)).toMatchObject({ open_charge: true, refundable_amount: 0 });
    expect(
      (await post('/v1/organizer/delete-order', { event_key: bangkok.event_key, uuid }, organizer))
        .statusCode,
    ).toBe(200);
    expect((await payQr(charge)).statusCode).toBe(200);
    expect(await flagsOf(bangkok, uuid)).toEqual(['paid_after_close']);

    const o = await orderRow(uuid);
    expect(await listRow(bangkok, uuid)).toMatchObject({
      open_charge: false,
      refundable_amount: o.paidAmount / 100,
    });
    // More than arrived is refused, naming the field, in the caller's language.
    const tooMuch = await refund(bangkok, uuid, { amount: o.paidAmount / 100 + 1 }, organizer, 'en');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ field: string; message: string }>()).toMatchObject({
      field: 'amount',
      message: `amount: must be at most ${o.paidAmount / 100} baht (paid and not refunded yet)`,
    });
    const done = await refund(bangkok, uuid, { amount: o.paidAmount / 100, note: 'ลบไปแล้ว โอนคืน' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ message: string }>().message).toMatch(/^คืนเงิน [\d,.]+ บาทเรียบร้อย$/);

    expect(await listRow(bangkok, uuid)).toMatchObject({ payment_flags: [], refundable_amount: 0 });
    const after = await orderRow(uuid);
    expect(after.status).toBe('DELETE');
    const [r] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, after.id));
    expect(r).toMatchObject({ amount: o.paidAmount, method: 'provider', reason: 'paid_after_close' });
    expect(r!.providerRefundId).toMatch(/^rfnd_test_/);
    const [c] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, charge));
    expect(c!.metadata.refunded_amount).toBe(String(o.paidAmount));
    // Nothing is left to give back.
    expect((await refund(bangkok, uuid, { amount: 1 })).statusCode).toBe(409);
    expect(await actions(uuid)).toEqual(['created', 'deleted', 'paid_after_close', 'refunded']);
  });

  it('can be taken back as a paid order when its places are free: the flag goes, the places count again', async () => {
    const uuid = await newOrder(bangkok);
    const charge = await chargeOf(uuid);
    await post('/v1/organizer/delete-order', { event_key: bangkok.event_key, uuid }, organizer);
    const before = await eventPlacesTaken(t.database.db, (await orderRow(uuid)).eventId);
    await payQr(charge);
    const restored = await post(
      '/v1/organizer/restore-order',
      { event_key: bangkok.event_key, uuid },
      organizer,
      'en',
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ message: string }>().message).toBe('Order restored as paid');
    const o = await orderRow(uuid);
    expect([o.status, o.paymentRef]).toEqual(['PAID', charge]);
    expect(o.paidAt).not.toBeNull();
    expect(await eventPlacesTaken(t.database.db, o.eventId)).toBe(before + 1);
    expect(await flagsOf(bangkok, uuid)).toEqual([]);
    // Once is enough; an order never paid has nothing to restore.
    expect(
      (await post('/v1/organizer/restore-order', { event_key: bangkok.event_key, uuid }, organizer))
        .statusCode,
    ).toBe(409);
    const unpaid = await newOrder(bangkok);
    await post('/v1/organizer/delete-order', { event_key: bangkok.event_key, uuid: unpaid }, organizer);
    expect(
      (await post('/v1/organizer/restore-order', { event_key: bangkok.event_key, uuid: unpaid }, organizer))
        .statusCode,
    ).toBe(409);
  });

  it('is what the "money to check" filter lists, until it is settled', async () => {
    const attention = async () =>
      (
        await post(
          '/v1/organizer/report-order-latest',
          { event_key: bangkok.event_key, order_filter_type: 'ATTENTION', page_size: 500 },
          organizer,
        )
      )
        .json<{ body: { uuid: string }[] }>()
        .body.map((r) => r.uuid);
    const uuid = await newOrder(bangkok);
    const charge = await chargeOf(uuid);
    await post('/v1/organizer/delete-order', { event_key: bangkok.event_key, uuid }, organizer);
    expect(await attention()).not.toContain(uuid);
    await payQr(charge);
    expect(await attention()).toContain(uuid);
    const o = await orderRow(uuid);
    await refund(bangkok, uuid, { amount: o.paidAmount / 100 });
    expect(await attention()).not.toContain(uuid);
  });

  it('cannot be restored once the runner registered again; refunding is left', async () => {
    const idCard = runnerFor(bangkok).id_card as string;
    const uuid = await newOrder(bangkok, { id_card: idCard });
    const charge = await chargeOf(uuid);
    await post('/v1/organizer/delete-order', { event_key: bangkok.event_key, uuid }, organizer);
    await newOrder(bangkok, { id_card: idCard });
    await payQr(charge);
    const refused = await post(
      '/v1/organizer/restore-order',
      { event_key: bangkok.event_key, uuid },
      organizer,
      'en',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/registered again/);
    expect((await orderRow(uuid)).status).toBe('DELETE');
    expect(await flagsOf(bangkok, uuid)).toEqual(['paid_after_close']);
  });
});

describe('refunds and cancellations', () => {
  it('refunds part of a bank transfer by hand with its reference, then the rest, never more', async () => {
    const uuid = await paidTransfer();
    const o = await orderRow(uuid);
    const paid = o.paidAmount / 100;
    const noRef = await refund(trail, uuid, { amount: 100 }, organizer, 'en');
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json<{ field: string }>().field).toBe('reference');
    const thai = await refund(trail, uuid, { amount: paid + 0.01, reference: 'KBANK 0001' });
    expect(thai.json<{ message: string }>().message).toBe(
      `amount: คืนเงินได้ไม่เกิน ${paid} บาท (ยอดที่ชำระแล้วและยังไม่ได้คืน)`,
    );
    expect((await refund(trail, uuid, { amount: 100.005, reference: 'x' })).statusCode).toBe(400);

    const part = await refund(trail, uuid, { amount: 100, reference: 'KBANK 0001', note: 'ขอคืนค่าเสื้อ' });
    expect(part.statusCode, part.body).toBe(200);
    expect((await orderRow(uuid)).refundedAmount).toBe(10_000);
    expect((await orderRow(uuid)).status).toBe('PAID');
    const over = await refund(trail, uuid, { amount: paid - 99, reference: 'KBANK 0002' }, organizer, 'en');
    expect(over.json<{ message: string }>().message).toBe(
      `amount: must be at most ${paid - 100} baht (paid and not refunded yet)`,
    );
    expect((await refund(trail, uuid, { amount: paid - 100, reference: 'KBANK 0002' })).statusCode).toBe(200);
    expect((await orderRow(uuid)).refundedAmount).toBe(o.paidAmount);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, o.id));
    expect(rows.map((r) => [r.method, r.amount, r.reference])).toEqual([
      ['manual', 10_000, 'KBANK 0001'],
      ['manual', o.paidAmount - 10_000, 'KBANK 0002'],
    ]);
    expect((await refund(trail, uuid, { amount: 1, reference: 'x' })).statusCode).toBe(409);
  });

  it('refunds a PromptPay payment through the provider and cancels the order, giving its places back', async () => {
    const uuid = await paidOnline();
    const o = await orderRow(uuid);
    const before = await eventPlacesTaken(t.database.db, o.eventId);
    const res = await refund(bangkok, uuid, { amount: o.paidAmount / 100, cancel: true }, organizer, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toMatch(
      /^Refunded [\d,.]+ baht and cancelled the order$/,
    );
    const after = await orderRow(uuid);
    expect([after.status, after.refundedAmount]).toEqual(['CANCEL', o.paidAmount]);
    expect(await eventPlacesTaken(t.database.db, o.eventId)).toBe(before - 1);
    const people = await t.database.db.select().from(runners).where(eq(runners.orderId, o.id));
    expect(people.every((p) => !p.isActive)).toBe(true);
    const [c] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, o.paymentRef!));
    expect(c!.metadata.refunded_amount).toBe(String(o.paidAmount));
    expect((await actions(uuid)).slice(-2)).toEqual(['refunded', 'cancelled']);
  });

  it('cancels a paid order without a refund (money kept until refunded), and only a paid one', async () => {
    const uuid = await paidTransfer();
    const cancelled = await post(
      '/v1/organizer/cancel-order',
      { event_key: trail.event_key, uuid, note: 'บาดเจ็บ' },
      organizer,
      'en',
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ message: string }>().message).toBe('Order cancelled; its places are free again');
    expect((await orderRow(uuid)).status).toBe('CANCEL');
    // The money of a cancelled order can still go back.
    expect((await refund(trail, uuid, { amount: 50, reference: 'SCB 77' })).statusCode).toBe(200);
    expect(
      (await post('/v1/organizer/cancel-order', { event_key: trail.event_key, uuid }, organizer)).statusCode,
    ).toBe(409);
    const unpaid = await newOrder(trail);
    expect(
      (await post('/v1/organizer/cancel-order', { event_key: trail.event_key, uuid: unpaid }, organizer))
        .statusCode,
    ).toBe(409);
    expect((await refund(trail, unpaid, { amount: 10, reference: 'x' })).statusCode).toBe(409);
  });

  it('never gives back more than was paid when two refunds arrive at once', async () => {
    const uuid = await paidTransfer();
    const o = await orderRow(uuid);
    const sixty = Math.floor((o.paidAmount * 0.6) / 100);
    const both = await Promise.all([
      refund(trail, uuid, { amount: sixty, reference: 'A' }),
      refund(trail, uuid, { amount: sixty, reference: 'B' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await orderRow(uuid)).refundedAmount).toBe(sixty * 100);
  });

  it('is for the event staff only', async () => {
    const uuid = await paidTransfer();
    for (const [url, body] of [
      ['/v1/organizer/refund-order', { amount: 10, reference: 'x' }],
      ['/v1/organizer/cancel-order', {}],
      ['/v1/organizer/restore-order', {}],
    ] as const) {
      const full = { event_key: trail.event_key, uuid, ...body };
      expect((await post(url, full)).statusCode, url).toBe(401);
      expect((await post(url, full, member)).statusCode, url).toBe(403);
      expect((await post(url, full, stranger)).statusCode, url).toBe(403);
    }
    const o = await orderRow(uuid);
    expect([o.status, o.refundedAmount]).toEqual(['PAID', 0]);
  });
});

describe('bib numbers for late payers', () => {
  it('gives a runner who pays after the bibs were assigned the next number of their race type', async () => {
    const runType = trail.run_type[0]!;
    const early = await paidTransfer(trail, { run_type_id: runType.id });
    const assigned = await post(
      '/v1/organizer/assign-bibs',
      { event_key: trail.event_key, run_type_id: runType.id, prefix: 'T', start: '0001' },
      organizer,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    const last = assigned.json<{ body: { last_bib: string } }>().body.last_bib;
    const bibOf = async (uuid: string) =>
      (
        await t.database.db
          .select()
          .from(runners)
          .where(eq(runners.orderId, (await orderRow(uuid)).id))
      )[0]!.bibNo;
    expect(await bibOf(early)).toMatch(/^T\d{4}$/);

    const late = await paidTransfer(trail, { run_type_id: runType.id });
    const expected = `T${String(Number(last.slice(1)) + 1).padStart(4, '0')}`;
    expect(await bibOf(late)).toBe(expected);
    // A race type not numbered yet waits for the organizer's assignment.
    const other = trail.run_type.find((r) => r.id !== runType.id)!;
    expect(await bibOf(await paidTransfer(trail, { run_type_id: other.id }))).toBeNull();
  });

  it('gives the number at the desk to a runner of a numbered race type who has none', async () => {
    // The charity run gives bibs at its desk too.
    const setup = await t.app.inject({
      method: 'PATCH',
      url: `/v1/organizer/setup/events/${free.event_key}`,
      payload: { is_enable_checkbib_function: true },
      headers: { authorization: `Bearer ${organizer}` },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const [first, second] = free.run_type;
    const paidFree = async (runTypeId: number) => {
      const uuid = await newOrder(free, { run_type_id: runTypeId, email: '', blood_group: '' });
      expect((await orderRow(uuid)).status).toBe('PAID');
      return uuid;
    };
    await paidFree(first!.id);
    const assigned = await post(
      '/v1/organizer/assign-bibs',
      { event_key: free.event_key, run_type_id: first!.id, prefix: 'F', start: '100' },
      organizer,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    // A free entry made after the assignment is paid at once, without a number yet.
    const after = await paidFree(first!.id);
    const runner = (
      await t.database.db
        .select()
        .from(runners)
        .where(eq(runners.orderId, (await orderRow(after)).id))
    )[0]!;
    const handOver = await post(
      '/v1/organizer/checkbib-checking',
      { event_key: free.event_key, order_uuid: after, runner_id: runner.id },
      organizer,
      'en',
    );
    expect(handOver.statusCode, handOver.body).toBe(200);
    const [given] = await t.database.db.select().from(runners).where(eq(runners.id, runner.id));
    expect(given!.bibNo).toMatch(/^F\d{3}$/);
    expect(given!.isCheckbib).toBe(true);
    expect(handOver.json<{ bib_no: string }>().bib_no).toBe(given!.bibNo);
    expect(handOver.json<{ message: string }>().message).toBe(
      `Bib ${given!.bibNo} was given to this runner: hand over that bib`,
    );

    {
      const blank = await paidFree(second!.id);
      const other = (
        await t.database.db
          .select()
          .from(runners)
          .where(eq(runners.orderId, (await orderRow(blank)).id))
      )[0]!;
      // A race type with no numbers at all (a kids' run without timing) hands over as it is.
      const handed = await post(
        '/v1/organizer/checkbib-checking',
        { event_key: free.event_key, order_uuid: blank, runner_id: other.id },
        organizer,
        'en',
      );
      expect(handed.statusCode, handed.body).toBe(200);
      expect(handed.json<{ bib_no: string | null }>().bib_no).toBeNull();
      const [still] = await t.database.db.select().from(runners).where(eq(runners.id, other.id));
      expect([still!.bibNo, still!.isCheckbib]).toEqual([null, true]);
    }
  });
});

describe('the payout', () => {
  type Payout = {
    by_method: { method: string; received: number; payment_fee: number; system_fee: number }[];
    by_day: { received: number; refunds: number }[];
    after_close: { received: number; unsettled: number };
    totals: Record<
      'received' | 'payment_fee' | 'system_fee' | 'refunds' | 'net' | 'received_from_paid_orders',
      number
    >;
  };
  const payout = async (e: EventDetail) => {
    const res = await post('/v1/organizer/payout', { event_key: e.event_key }, organizer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ body: Payout }>().body;
  };
  const cents = (n: number) => Math.round(n * 100);

  it('adds up what came in and went out, matches the report, and its spreadsheet says the same', async () => {
    const before = await payout(trail);
    const uuid = await paidTransfer();
    const o = await orderRow(uuid);
    expect((await refund(trail, uuid, { amount: 100, reference: 'BBL 123' })).statusCode).toBe(200);
    const after = await payout(trail);
    expect(cents(after.totals.received - before.totals.received)).toBe(o.paidAmount);
    expect(cents(after.totals.refunds - before.totals.refunds)).toBe(10_000);
    expect(cents(after.totals.net - before.totals.net)).toBe(
      o.paidAmount - o.onlineFeeAmount - o.systemFeeAmount - 10_000,
    );

    for (const e of [trail, bangkok]) {
      const p = await payout(e);
      const byMethod = (k: 'received' | 'payment_fee' | 'system_fee') =>
        cents(p.by_method.reduce((a, m) => a + m[k], 0));
      // Money in: what orders received, plus what arrived after an order closed.
      expect(cents(p.totals.received)).toBe(byMethod('received') + cents(p.after_close.received));
      expect(byMethod('payment_fee')).toBe(cents(p.totals.payment_fee));
      expect(cents(p.by_day.reduce((a, d) => a + d.refunds, 0))).toBe(cents(p.totals.refunds));
      expect(cents(p.totals.net)).toBe(
        cents(p.totals.received) -
          cents(p.totals.payment_fee) -
          cents(p.totals.system_fee) -
          cents(p.totals.refunds),
      );
      // Orders still paid: the same figure as the report's paid row (and the all-applicants file).
      const report = await post('/v1/organizer/report-order-amt', { event_key: e.event_key }, organizer);
      const paidRow = report
        .json<{ body: { orders: string; received_amount: number }[] }>()
        .body.find((r) => r.orders === 'paid')!;
      expect(p.totals.received_from_paid_orders).toBe(paidRow.received_amount);
    }

    // Bangkok's money after close (the tests above) is shown apart: one restored, one refunded, one open.
    expect((await payout(bangkok)).after_close.unsettled).toBeGreaterThan(0);

    const file = await post('/v1/organizer/export-payout', { event_key: trail.event_key }, organizer, 'en');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/\[payout\]_chiangmai-doi-suthep-trail-2027_/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const summary = book.getWorksheet('Summary')!;
    const figure = (label: string) => {
      const row = summary.getSheetValues().find((r) => Array.isArray(r) && r[1] === label);
      return (row as unknown[] | undefined)?.[2];
    };
    const p = await payout(trail);
    expect(figure('Received (baht)')).toBe(p.totals.received);
    expect(figure('Refunds (baht)')).toBe(p.totals.refunds);
    expect(figure('Net (baht)')).toBe(p.totals.net);
    const refundsSheet = book.getWorksheet('Refunds')!;
    expect(refundsSheet.rowCount - 1).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(refundsSheet.getSheetValues())).toContain('BBL 123');
    expect(JSON.stringify(refundsSheet.getSheetValues())).toContain('By hand');
    // The cancellation of the earlier test ("บาดเจ็บ"), with who did it.
    const cancellations = JSON.stringify(book.getWorksheet('Cancellations')!.getSheetValues());
    expect(cancellations).toContain('บาดเจ็บ');
    expect(cancellations).toContain(DEMO_ACCOUNTS.organizer.email);

    expect((await post('/v1/organizer/payout', { event_key: trail.event_key }, stranger)).statusCode).toBe(
      403,
    );
    expect(
      (await post('/v1/organizer/export-payout', { event_key: trail.event_key }, member)).statusCode,
    ).toBe(403);
  });
});
