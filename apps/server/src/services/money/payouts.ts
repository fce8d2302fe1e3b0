/**
 * The payout view: what an event's money came to, for the organizer closing the books. Money in is
 * every payment an order received (a paid order, or one paid and later cancelled), by payment method
 * and by Bangkok day; within it the payment providers' fees and the system fee; money out is every
 * refund. Money that arrived for an order already deleted or expired is shown apart until it is
 * settled (services/money/refunds.ts). Net = received − payment fees − system fee − refunds.
 *
 * Sums are bigint in SQL and exact JS numbers here (db/sums.ts): an event's takings pass 2^31 satang.
 *
 * "Received from orders still paid" equals the all-applicants file's "amount received" total
 * (services/backoffice/exports.ts): the same orders, the same `paid_amount`.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { toBaht, type Language } from '@raceday/domain';
import type { Db } from '../../db/client';
import { orderHistory, orders, payments, refunds, users } from '../../db/schema';
import { countOf, sumOf } from '../../db/sums';
import { message, type MessageKey } from '../../lib/messages';
import type { UserRow } from '../people/accounts';
import { bangkokDateTime, fileFor, type XlsxFile } from '../backoffice/exports';
import { eventForUser } from '../events/organizers';
import { cachedScreen } from '../backoffice/report-cache';

/** The payment method as the payout groups it: PromptPay (PP_*), card (CC_*), bank transfer, free. */
const methodGroup = sql<string>`case when ${orders.paymentMethod} like 'PP\\_%' then 'PP'
  when ${orders.paymentMethod} like 'CC\\_%' then 'CC' else ${orders.paymentMethod} end`;
const bangkokDay = (col: unknown) => sql<string>`to_char(${col} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`;

export interface PayoutReport {
  by_method: { method: string; orders: number; received: number; payment_fee: number; system_fee: number }[];
  by_day: { day: string; orders: number; received: number; payment_fee: number; refunds: number }[];
  refunds: {
    at: string;
    order_id: number;
    order_uuid: string;
    amount: number;
    method: string;
    reason: string;
    reference: string;
    note: string;
    by: string;
  }[];
  /** Orders cancelled after payment: when, by whom, why, what they paid and what went back. */
  cancellations: {
    at: string;
    order_id: number;
    order_uuid: string;
    paid: number;
    refunded: number;
    note: string;
    by: string;
  }[];
  after_close: { payments: number; received: number; refunded: number; unsettled: number };
  totals: {
    received: number;
    payment_fee: number;
    system_fee: number;
    refunds: number;
    net: number;
    received_from_paid_orders: number;
  };
}

/** POST /v1/organizer/payout */
export async function payoutReport(db: Db, user: UserRow, eventKey: string): Promise<PayoutReport> {
  const event = await eventForUser(db, user, eventKey);
  // Kept while the event's orders, payments, refunds and history are unchanged (services/backoffice/report-cache.ts).
  return cachedScreen(db, event, 'payout', () => payoutOf(db, event.id));
}

async function payoutOf(db: Db, eventId: number): Promise<PayoutReport> {
  const event = { id: eventId };
  const moneyIn = and(
    eq(orders.eventId, event.id),
    isNotNull(orders.paidAt),
    inArray(orders.status, ['PAID', 'CANCEL']),
  );
  const [byMethod, byDayIn, refundRows, afterClose, live, cancelled] = await Promise.all([
    db
      .select({
        method: methodGroup,
        orders: countOf(),
        received: sumOf(orders.paidAmount),
        paymentFee: sumOf(orders.onlineFeeAmount),
        systemFee: sumOf(orders.systemFeeAmount),
      })
      .from(orders)
      .where(moneyIn)
      .groupBy(methodGroup)
      .orderBy(methodGroup),
    db
      .select({
        day: bangkokDay(orders.paidAt),
        orders: countOf(),
        received: sumOf(orders.paidAmount),
        paymentFee: sumOf(orders.onlineFeeAmount),
      })
      .from(orders)
      .where(moneyIn)
      .groupBy(bangkokDay(orders.paidAt)),
    db
      .select({
        at: refunds.createdAt,
        orderId: orders.id,
        uuid: orders.uuid,
        amount: refunds.amount,
        method: refunds.method,
        reason: refunds.reason,
        reference: refunds.reference,
        note: refunds.note,
        by: users.email,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .leftJoin(users, eq(users.id, refunds.userId))
      .where(eq(orders.eventId, event.id))
      .orderBy(refunds.id),
    db
      .select({
        payments: countOf(),
        received: sumOf(payments.amount),
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(orders.eventId, event.id),
          inArray(payments.status, ['successful', 'refunded']),
          // A charge that is not the one that paid its order: money after close, or paid twice.
          sql`${orders.paymentRef} is distinct from ${payments.providerChargeId}`,
          inArray(orders.status, ['DELETE', 'EXPIRED']),
        ),
      ),
    db
      .select({ received: sumOf(orders.paidAmount) })
      .from(orders)
      .where(and(eq(orders.eventId, event.id), eq(orders.status, 'PAID'))),
    db
      .select({
        at: orderHistory.at,
        orderId: orders.id,
        uuid: orders.uuid,
        paid: orders.paidAmount,
        refunded: orders.refundedAmount,
        note: sql<string>`coalesce(${orderHistory.detail} ->> 'note', '')`,
        by: users.email,
      })
      .from(orderHistory)
      .innerJoin(orders, eq(orders.id, orderHistory.orderId))
      .leftJoin(users, sql`${orderHistory.actor} = 'user:' || ${users.id}`)
      .where(and(eq(orders.eventId, event.id), eq(orderHistory.action, 'cancelled')))
      .orderBy(orderHistory.id),
  ]);

  const refundsByDay = new Map<string, number>();
  for (const r of refundRows) {
    const day = bangkokIsoDay(r.at);
    refundsByDay.set(day, (refundsByDay.get(day) ?? 0) + r.amount);
  }
  const days = new Map(byDayIn.map((d) => [d.day, d]));
  for (const day of refundsByDay.keys())
    if (!days.has(day)) days.set(day, { day, orders: 0, received: 0, paymentFee: 0 });

  const afterCloseRefunded = refundRows
    .filter((r) => r.reason === 'paid_after_close')
    .reduce((a, r) => a + r.amount, 0);
  const afterCloseIn = afterClose[0]?.received ?? 0;
  const received = byMethod.reduce((a, m) => a + m.received, 0) + afterCloseIn;
  const paymentFee = byMethod.reduce((a, m) => a + m.paymentFee, 0);
  const systemFee = byMethod.reduce((a, m) => a + m.systemFee, 0);
  const refunded = refundRows.reduce((a, r) => a + r.amount, 0);
  return {
    by_method: byMethod.map((m) => ({
      method: m.method,
      orders: m.orders,
      received: toBaht(m.received),
      payment_fee: toBaht(m.paymentFee),
      system_fee: toBaht(m.systemFee),
    })),
    by_day: [...days.values()]
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((d) => ({
        day: d.day,
        orders: d.orders,
        received: toBaht(d.received),
        payment_fee: toBaht(d.paymentFee),
        refunds: toBaht(refundsByDay.get(d.day) ?? 0),
      })),
    refunds: refundRows.map((r) => ({
      at: r.at.toISOString(),
      order_id: r.orderId,
      order_uuid: r.uuid,
      amount: toBaht(r.amount),
      method: r.method,
      reason: r.reason,
      reference: r.reference,
      note: r.note,
      by: r.by ?? '',
    })),
    cancellations: cancelled.map((c) => ({
      at: c.at.toISOString(),
      order_id: c.orderId,
      order_uuid: c.uuid,
      paid: toBaht(c.paid),
      refunded: toBaht(c.refunded),
      note: c.note,
      by: c.by ?? '',
    })),
    after_close: {
      payments: afterClose[0]?.payments ?? 0,
      received: toBaht(afterCloseIn),
      refunded: toBaht(afterCloseRefunded),
      unsettled: toBaht(afterCloseIn - afterCloseRefunded),
    },
    totals: {
      received: toBaht(received),
      payment_fee: toBaht(paymentFee),
      system_fee: toBaht(systemFee),
      refunds: toBaht(refunded),
      net: toBaht(received - paymentFee - systemFee - refunded),
      received_from_paid_orders: toBaht(live[0]?.received ?? 0),
    },
  };
}

const BANGKOK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const bangkokIsoDay = (at: Date) => BANGKOK_DAY.format(at);

/** POST /v1/organizer/export-payout: the same figures as the page, one sheet each. */
export async function payoutXlsx(db: Db, user: UserRow, eventKey: string, lang: Language): Promise<XlsxFile> {
  const report = await payoutReport(db, user, eventKey);
  const t = (key: MessageKey) => message(key, lang);
  const book = new ExcelJS.Workbook();
  const money = { numFmt: '#,##0.00' };
  const sheet = (name: MessageKey, headers: MessageKey[], rows: (string | number)[][], moneyFrom: number) => {
    const ws = book.addWorksheet(t(name));
    ws.addRow(headers.map(t)).font = { bold: true };
    for (const r of rows) ws.addRow(r);
    ws.columns.forEach((c, i) => {
      c.width = i === 0 ? 22 : 16;
      if (i >= moneyFrom) c.numFmt = money.numFmt;
    });
  };
  const method = (m: string) =>
    (['PP', 'CC', 'DIRECT', 'FREE'] as const).includes(m as never) ? t(`label.method.${m}` as MessageKey) : m;
  sheet(
    'payout.sheet.summary',
    ['payout.col.figure', 'payout.col.amount'],
    [
      [t('payout.received'), report.totals.received],
      [t('payout.payment_fee'), report.totals.payment_fee],
      [t('payout.system_fee'), report.totals.system_fee],
      [t('payout.refunds'), report.totals.refunds],
      [t('payout.net'), report.totals.net],
      [t('payout.received_from_paid'), report.totals.received_from_paid_orders],
      [t('payout.after_close_unsettled'), report.after_close.unsettled],
    ],
    1,
  );
  sheet(
    'payout.sheet.method',
    ['payout.col.method', 'payout.col.orders', 'payout.received', 'payout.payment_fee', 'payout.system_fee'],
    report.by_method.map((m) => [method(m.method), m.orders, m.received, m.payment_fee, m.system_fee]),
    2,
  );
  sheet(
    'payout.sheet.day',
    ['payout.col.day', 'payout.col.orders', 'payout.received', 'payout.payment_fee', 'payout.refunds'],
    report.by_day.map((d) => [d.day, d.orders, d.received, d.payment_fee, d.refunds]),
    2,
  );
  sheet(
    'payout.sheet.refunds',
    [
      'payout.col.when',
      'payout.col.order',
      'payout.col.method',
      'payout.col.reason',
      'payout.col.reference',
      'payout.col.note',
      'payout.col.by',
      'payout.col.amount',
    ],
    report.refunds.map((r) => [
      bangkokDateTime(new Date(r.at)),
      r.order_uuid,
      t(r.method === 'manual' ? 'payout.refund.manual' : 'payout.refund.provider'),
      t(r.reason === 'paid_after_close' ? 'payout.reason.after_close' : 'payout.reason.refund'),
      r.reference,
      r.note,
      r.by,
      r.amount,
    ]),
    7,
  );
  sheet(
    'payout.sheet.cancellations',
    [
      'payout.col.when',
      'payout.col.order',
      'payout.col.note',
      'payout.col.by',
      'payout.col.paid',
      'payout.refunds',
    ],
    report.cancellations.map((c) => [
      bangkokDateTime(new Date(c.at)),
      c.order_uuid,
      c.note,
      c.by,
      c.paid,
      c.refunded,
    ]),
    4,
  );
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return { ...fileFor('payout', eventKey, lang, new Date()), stream: Readable.from([bytes]) };
}
