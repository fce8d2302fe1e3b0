/**
 * EMS tracking numbers (issue 27 item 12): the organizer records the number of each kit sent by post,
 * one order at a time or from a spreadsheet (column A the order's uuid, column B the number; a header
 * row is allowed). Only a PAID order whose delivery goes by post takes one. Each saved number queues a
 * `tracking_number` mail to the runner in the same transaction; the desk then refuses to hand that
 * kit over (services/backoffice/checkbib.ts).
 *
 * A spreadsheet is all or nothing: every row is checked first and every problem listed by its row
 * (400, fields `row.<n>.order_uuid` / `row.<n>.tracking_no`); nothing is saved unless all rows pass.
 */
import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { trackingNoSchema, type IssueLike, type OrderTrackingInput } from '@raceday/domain/validation';
import type { Db, Tx } from '../../db/client';
import { emailOutbox, orders } from '../../db/schema';
import { notFound, ValidationFailure } from '../../lib/errors';
import { unpacksWithin } from '../../lib/zip-budget';
import { recordHistory } from '../../orders/history';
import type { UserRow } from '../people/accounts';
import { eventForUser } from '../events/organizers';

/** The most rows one spreadsheet may hold (a big event posts a few thousand kits). */
export const TRACKING_MAX_ROWS = 20_000;
/** The largest spreadsheet accepted. */
export const TRACKING_MAX_BYTES = 2 * 1024 * 1024;
/**
 * What the workbook may unpack to, and in how many parts: 20,000 rows of an order id and a number are
 * ~4 MB of sheet XML; an office program's workbook has a dozen parts.
 */
export const TRACKING_MAX_UNPACKED_BYTES = 24 * 1024 * 1024;
export const TRACKING_MAX_ENTRIES = 200;

const uuidSchema = z.uuid();

type Target = Pick<
  typeof orders.$inferSelect,
  'id' | 'uuid' | 'status' | 'deliveryTypeIsRequireAddress' | 'trackingNo' | 'language'
>;

const targetColumns = {
  id: orders.id,
  uuid: orders.uuid,
  status: orders.status,
  deliveryTypeIsRequireAddress: orders.deliveryTypeIsRequireAddress,
  trackingNo: orders.trackingNo,
  language: orders.language,
};

/** Why an order cannot take a tracking number (a validation message key), or null when it can. */
function refusal(order: Target | undefined): string | null {
  if (!order) return 'v.tracking_order';
  if (order.status !== 'PAID') return 'v.tracking_not_paid';
  if (!order.deliveryTypeIsRequireAddress) return 'v.tracking_not_posted';
  return null;
}

/**
 * Saves the numbers (already checked) and queues each runner's mail, in one transaction; an order
 * given the number it already has is left alone (no second mail).
 */
async function saveNumbers(
  tx: Tx,
  user: UserRow,
  items: { order: Target; trackingNo: string }[],
): Promise<number> {
  let saved = 0;
  for (const { order, trackingNo } of items) {
    if (order.trackingNo === trackingNo) continue;
    await tx.update(orders).set({ trackingNo, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await tx
      .insert(emailOutbox)
      .values({ kind: 'tracking_number', orderId: order.id, language: order.language });
    await recordHistory(tx, order.id, `user:${user.id}`, 'tracking_set', { tracking_no: trackingNo });
    saved++;
  }
  return saved;
}

/**
 * POST /v1/organizer/order-tracking: one order's number ('' removes it, without a mail). 404 for an
 * order of another event; 400 naming `uuid` for an order that is not paid or not sent by post.
 */
export async function setTrackingNumber(
  db: Db,
  user: UserRow,
  input: OrderTrackingInput,
): Promise<{ saved: boolean }> {
  const event = await eventForUser(db, user, input.event_key);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select(targetColumns)
      .from(orders)
      .where(and(eq(orders.uuid, input.uuid), eq(orders.eventId, event.id)))
      .for('update');
    if (!order) throw notFound('order.not_found');
    if (input.tracking_no === '') {
      if (order.trackingNo !== null) {
        await tx
          .update(orders)
          .set({ trackingNo: null, updatedAt: new Date() })
          .where(eq(orders.id, order.id));
        await recordHistory(tx, order.id, `user:${user.id}`, 'tracking_removed', {});
      }
      return { saved: false };
    }
    const why = refusal(order);
    if (why) throw new ValidationFailure([{ code: 'custom', path: ['uuid'], message: why }]);
    await saveNumbers(tx, user, [{ order, trackingNo: input.tracking_no }]);
    return { saved: true };
  });
}

/** A cell as text: exceljs gives numbers, rich text, hyperlinks and formula results as objects. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
    return '';
  }
  return String(value);
}

/** The spreadsheet's rows: [row number, uuid text, tracking text], blank rows and a header row left out. */
async function readRows(bytes: Buffer): Promise<[number, string, string][]> {
  // Counted before exceljs inflates it all: a small file may unpack to gigabytes (zip-budget.ts).
  const unpacked = await unpacksWithin(bytes, TRACKING_MAX_UNPACKED_BYTES, TRACKING_MAX_ENTRIES);
  if (unpacked !== 'fits')
    throw new ValidationFailure([
      {
        code: 'custom',
        path: ['file'],
        message: unpacked === 'too_big' ? 'v.tracking_file_unpacked' : 'v.tracking_file',
      },
    ]);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ValidationFailure([{ code: 'custom', path: ['file'], message: 'v.tracking_file' }]);
  }
  const sheet = book.worksheets[0];
  const rows: [number, string, string][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, n) => {
    const uuid = cellText(row.getCell(1).value).trim();
    const tracking = cellText(row.getCell(2).value).trim();
    if (uuid === '' && tracking === '') return;
    // A first row that names its columns (anything but an order id) is the header.
    if (rows.length === 0 && n === firstRow(sheet) && !uuidSchema.safeParse(uuid.toLowerCase()).success)
      return;
    rows.push([n, uuid, tracking]);
  });
  if (rows.length === 0 || rows.length > TRACKING_MAX_ROWS)
    throw new ValidationFailure([{ code: 'custom', path: ['file'], message: 'v.tracking_file' }]);
  return rows;
}

function firstRow(sheet: ExcelJS.Worksheet): number {
  let first = 0;
  sheet.eachRow({ includeEmpty: false }, (_row, n) => {
    if (first === 0) first = n;
  });
  return first;
}

/**
 * POST /v1/organizer/order-tracking-upload: the numbers of a spreadsheet, all or none. Every row is
 * checked (the uuid's form, the number's form, an order of this event that is paid and sent by post,
 * an order once only); any problem answers 400 listing each by row, and nothing is saved.
 */
export async function importTrackingNumbers(
  db: Db,
  user: UserRow,
  eventKey: string,
  bytes: Buffer,
): Promise<{ saved: number }> {
  const event = await eventForUser(db, user, eventKey);
  const rows = await readRows(bytes);
  const issues: IssueLike[] = [];
  const issue = (row: number, field: string, message: string) =>
    issues.push({ code: 'custom', path: ['row', row, field], message });
  // Rows with an order id of the right form, each order once; their number, when it has the right form.
  const checked: { row: number; uuid: string; trackingNo: string | null }[] = [];
  const seen = new Set<string>();
  for (const [row, uuidText, trackingText] of rows) {
    const uuid = uuidSchema.safeParse(uuidText.toLowerCase());
    const trackingNo = trackingNoSchema.safeParse(trackingText);
    if (!uuid.success) issue(row, 'order_uuid', 'v.order_uuid');
    else if (seen.has(uuid.data)) issue(row, 'order_uuid', 'v.tracking_twice');
    if (!trackingNo.success) issue(row, 'tracking_no', 'v.tracking_no');
    if (uuid.success && !seen.has(uuid.data)) {
      seen.add(uuid.data);
      checked.push({ row, uuid: uuid.data, trackingNo: trackingNo.success ? trackingNo.data : null });
    }
  }
  return db.transaction(async (tx) => {
    const found = new Map<string, Target>();
    const uuids = [...seen];
    // In chunks: a statement's parameters are bounded.
    for (let i = 0; i < uuids.length; i += 1000) {
      const chunk = await tx
        .select(targetColumns)
        .from(orders)
        .where(and(eq(orders.eventId, event.id), inArray(orders.uuid, uuids.slice(i, i + 1000))))
        .orderBy(orders.id)
        .for('update');
      for (const o of chunk) found.set(o.uuid, o);
    }
    const items: { order: Target; trackingNo: string }[] = [];
    for (const c of checked) {
      const order = found.get(c.uuid);
      const why = refusal(order);
      if (why) issue(c.row, 'order_uuid', why);
      else if (c.trackingNo) items.push({ order: order!, trackingNo: c.trackingNo });
    }
    if (issues.length) {
      issues.sort((a, b) => Number(a.path[1]) - Number(b.path[1]));
      throw new ValidationFailure(issues);
    }
    return { saved: await saveNumbers(tx, user, items) };
  });
}
