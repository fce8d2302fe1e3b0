/**
 * What organizers do to orders (seed 001 §2.6, §2.8, §2.9, §4): find them, confirm a bank transfer,
 * delete an unpaid order, and correct a runner or a delivery address. Every call starts with the
 * event check of services/organizers; every change is one transaction with its order_history row.
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { PAYMENT_FLAGS, toBaht, type Language, type OrderStatus, type PaymentFlag } from '@raceday/domain';
import {
  eventRules,
  normalizeIdCard,
  runnerEditSchema,
  teamMemberEditSchema,
  type AddressEditInput,
  type IssueLike,
  type OrderSearchInput,
} from '@raceday/domain/validation';
import type { Db, Tx } from '../db/client';
import { events, orderHistory, orders, payments, refunds, runners, type EventRow } from '../db/schema';
import { sumOf } from '../db/sums';
import { AppError, conflict, invalid, notFound, ValidationFailure } from '../lib/errors';
import type { MessageParams } from '../lib/messages';
import { deliveryAddressProblem } from '../services/events/addresses';
import { additionalChoicesOf, loadEvent, toEventDetail } from '../services/events/events';
import { recordHistory as history } from './history';
import { reserveShirts, ShirtSoldOut } from './places';
import { markPaid, withdrawOrder } from './state';
import { optionNamesIn } from '../services/events/option-names';
import { eventForUser } from '../services/events/organizers';
import { cachedScreen } from '../services/backoffice/report-cache';
import type { UserRow } from '../services/people/accounts';
import { ageIssue } from '../services/events/age-limits';
import { slipViewUrl, type FileStorage } from '../storage/storage';

type OrderRow = typeof orders.$inferSelect;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Orders whose money the organizer must look at: charged twice, a refund that failed, or money that
 * arrived after the order closed and is neither restored nor refunded yet (as paymentFlags shows them).
 */
// Table names written out: inside a correlated subquery drizzle would leave `orders.id` unqualified.
const needsAttention = sql`exists (
  select 1 from order_history h where h.order_id = orders.id
    and (h.action in ('paid_twice', 'refund_failed')
      or (h.action = 'paid_after_close'
        and not exists (select 1 from order_history r where r.order_id = orders.id and r.action = 'restored')
        and not exists (select 1 from refunds f where f.order_id = orders.id and f.reason = 'paid_after_close'))))`;

function orderFilter(
  input: Pick<OrderSearchInput, 'order_filter_type' | 'order_filter_value'>,
): SQL | undefined {
  const text = input.order_filter_value;
  switch (input.order_filter_type) {
    case 'INITIAL_HAVE_SLIP':
      return and(eq(orders.status, 'INITIAL'), isNotNull(orders.paymentSlipUrl));
    case 'ATTENTION':
      return needsAttention;
    case 'ALL':
      return undefined;
  }
  if (text === '') return undefined;
  switch (input.order_filter_type) {
    case 'mobile':
      return or(ilike(orders.mobile, likeText(text)), ilike(orders.deliveryAddMobileNo, likeText(text)));
    case 'payment_ref':
      return or(ilike(orders.paymentRef, likeText(text)), ilike(orders.paymentSlipTransRef, likeText(text)));
    case 'uuid':
      return sql`${orders.uuid}::text like ${`${text.toLowerCase().replace(/[\\%_]/g, '')}%`}`;
    case 'status':
      return eq(orders.status, text.toUpperCase() as OrderStatus);
    case 'email':
      return ilike(orders.email, likeText(text));
    case 'delivery_add_name':
      return or(
        ilike(orders.deliveryAddName, likeText(text)),
        ilike(sql`${orders.fname} || ' ' || ${orders.lname}`, likeText(text)),
      );
  }
}

/** POST /v1/organizer/report-order-latest: the event's newest matching orders, for its staff. */
export async function searchEventOrders(
  db: Db,
  user: UserRow,
  input: OrderSearchInput,
  storage: FileStorage,
  lang: Language = 'th',
) {
  return searchOrders(db, await eventForUser(db, user, input.event_key), input, storage, lang);
}

/** POST /v1/organizer/report-order-latest-admin: every event's newest matching orders, super-admin only. */
export async function searchAllOrders(
  db: Db,
  user: UserRow,
  input: OrderSearchInput,
  storage: FileStorage,
  lang: Language = 'th',
) {
  requireAdmin(user);
  return searchOrders(db, null, input, storage, lang);
}

/**
 * One page of the newest matching orders of one event (or of every event, `event` null), unmasked:
 * organizers work with their runners' data.
 */
async function searchOrders(
  db: Db,
  event: EventRow | null,
  input: OrderSearchInput,
  storage: FileStorage,
  lang: Language,
) {
  const where = and(event ? eq(orders.eventId, event.id) : undefined, orderFilter(input));
  // One page, newest first; `total` counts every match.
  const { page, page_size: pageSize } = input;
  // The page's ids first: a deep page skips entries of the index (event_id, id) or (event_id, status,
  // id) without reading the orders before it (migration 0020); then only the page's orders are read.
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const countAll = () => db.select({ n: count() }).from(orders).where(where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ o: orders, eventKey: events.eventKey, title: events.title, titleEn: events.titleEn })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(inArray(orders.id, pageIds))
      .orderBy(desc(orders.id)),
    // An event's count of matches is kept while its orders are unchanged (services/backoffice/report-cache.ts).
    event
      ? cachedScreen(db, event, `order-list:${input.order_filter_type}:${input.order_filter_value}`, countAll)
      : countAll(),
  ]);
  // Slips are private: staff see each through a link that expires (storage.signedUrl).
  const slips = await Promise.all(rows.map(({ o }) => slipViewUrl(storage, o.paymentSlipUrl)));
  // Delivery names in the request's language, per event of the page (services/events/option-names.ts).
  const eventIds = [...new Set(rows.map(({ o }) => o.eventId))];
  const namesOf = new Map(
    await Promise.all(eventIds.map(async (id) => [id, await optionNamesIn(db, id, lang)] as const)),
  );
  const [flags, money] = await Promise.all([
    paymentFlags(
      db,
      rows.map(({ o }) => o.id),
    ),
    orderMoney(
      db,
      rows.map(({ o }) => o),
    ),
  ]);
  return {
    total: total?.n ?? 0,
    page,
    page_size: pageSize,
    rows: rows.map(({ o, eventKey, title, titleEn }, i) => ({
      uuid: o.uuid,
      status: o.status,
      create_date: o.createdAt.toISOString(),
      payment_slip_url: slips[i] || null,
      payment_slip_time: o.paymentSlipTime,
      payment_slip_verified: o.paymentSlipUrl ? (o.paymentSlipVerified ?? false) : null,
      expires_at: o.status === 'INITIAL' ? (o.expiresAt?.toISOString() ?? null) : null,
      payment_date: o.paidAt?.toISOString() ?? null,
      amount: toBaht(o.amount),
      paid_amount: toBaht(o.paidAmount),
      id_card: o.idCard,
      mobile: o.mobile,
      fname: o.fname,
      lname: o.lname,
      delivery_add_name: o.deliveryAddName,
      email: o.email,
      runner_count: o.runnerCount,
      delivery_type_name:
        namesOf.get(o.eventId)?.deliveryType(o.deliveryTypeId, o.deliveryTypeName) ?? o.deliveryTypeName,
      delivery_by_post: o.deliveryTypeIsRequireAddress,
      tracking_no: o.trackingNo,
      payment_method: o.paymentMethod,
      payment_ref: o.paymentRef ?? o.paymentSlipTransRef,
      /** Money the organizer must look at: paid_twice, paid_after_close, refund_failed. */
      payment_flags: flags.get(o.id) ?? [],
      refunded_amount: toBaht(o.refundedAmount),
      refundable_amount: toBaht(money.get(o.id)?.refundable ?? 0),
      open_charge: money.get(o.id)?.openCharge ?? false,
      event_key: eventKey,
      title,
      title_en: titleEn,
    })),
  };
}

/**
 * Money the organizer must look at, per order. Money that arrived after the order closed stops being
 * flagged once the organizer restored the order or refunded that money (services/money/refunds.ts).
 */
async function paymentFlags(db: Db, orderIds: number[]): Promise<Map<number, PaymentFlag[]>> {
  const byOrder = new Map<number, PaymentFlag[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .selectDistinct({ orderId: orderHistory.orderId, action: orderHistory.action })
    .from(orderHistory)
    .where(
      and(
        inArray(orderHistory.orderId, orderIds),
        inArray(orderHistory.action, [...PAYMENT_FLAGS, 'restored']),
      ),
    );
  const settled = new Set(
    (
      await db
        .selectDistinct({ orderId: refunds.orderId })
        .from(refunds)
        .where(and(inArray(refunds.orderId, orderIds), eq(refunds.reason, 'paid_after_close')))
    ).map((r) => r.orderId),
  );
  for (const r of rows) if (r.action === 'restored') settled.add(r.orderId);
  for (const r of rows) {
    if (r.action === 'restored' || (r.action === 'paid_after_close' && settled.has(r.orderId))) continue;
    byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r.action as PaymentFlag]);
  }
  return byOrder;
}

/**
 * Per order of a list page: what can still be refunded (a paid or cancelled order's money not given
 * back; money that arrived after a closed order closed, not yet refunded) and whether a PromptPay or
 * card charge is still open (the runner may be paying now: the delete dialog warns).
 */
async function orderMoney(
  db: Db,
  rows: OrderRow[],
): Promise<Map<number, { refundable: number; openCharge: boolean }>> {
  const out = new Map<number, { refundable: number; openCharge: boolean }>();
  if (!rows.length) return out;
  const ids = rows.map((o) => o.id);
  const [charges, afterClose] = await Promise.all([
    db
      .select({
        orderId: payments.orderId,
        status: payments.status,
        amount: payments.amount,
        ref: payments.providerChargeId,
      })
      .from(payments)
      .where(
        and(inArray(payments.orderId, ids), inArray(payments.status, ['creating', 'pending', 'successful'])),
      ),
    db
      .select({ orderId: refunds.orderId, amount: sumOf(refunds.amount) })
      .from(refunds)
      .where(and(inArray(refunds.orderId, ids), eq(refunds.reason, 'paid_after_close')))
      .groupBy(refunds.orderId),
  ]);
  for (const o of rows) {
    const mine = charges.filter((c) => c.orderId === o.id);
    const openCharge =
      o.status === 'INITIAL' && mine.some((c) => c.status === 'creating' || c.status === 'pending');
    let refundable = 0;
    if (o.paidAt && (o.status === 'PAID' || o.status === 'CANCEL') && o.paymentMethod !== 'FREE')
      refundable = o.paidAmount - o.refundedAmount;
    else if (o.status === 'DELETE' || o.status === 'EXPIRED') {
      const arrived = mine.filter((c) => c.status === 'successful' && c.ref !== o.paymentRef);
      const given = afterClose.find((r) => r.orderId === o.id)?.amount ?? 0;
      refundable = Math.max(0, arrived.reduce((a, c) => a + c.amount, 0) - given);
    }
    out.set(o.id, { refundable, openCharge });
  }
  return out;
}

/** The admin's all-orders list: the super-admin only. */
export function requireAdmin(user: UserRow): void {
  if (user.role !== 'ssadmin') throw new AppError(403, 'auth.forbidden');
}

async function orderOfEvent(db: Db | Tx, event: EventRow, uuid: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.uuid, uuid), eq(orders.eventId, event.id)));
  if (!order) throw notFound('order.not_found');
  return order;
}

function requirePendingTransfer(order: OrderRow): void {
  if (order.paymentMethod !== 'DIRECT') throw new AppError(400, 'backoffice.not_direct', {}, 'uuid');
  if (order.status !== 'INITIAL') throw conflict('backoffice.not_pending');
}

export type TransferCheck =
  | { status: 'success' }
  | {
      status: 'duplicate';
      key: 'backoffice.duplicate_slip' | 'backoffice.duplicate_payer';
      params: MessageParams;
    };

/**
 * POST /v1/organizer/direct-notify-checking: before money is marked received, does anything look
 * paid already? The same slip (its bytes, or the bank's transaction reference) on another paid
 * order, or a paid order of the same main registrant in this event.
 */
export async function checkTransfer(
  db: Db,
  user: UserRow,
  eventKey: string,
  uuid: string,
): Promise<TransferCheck> {
  const event = await eventForUser(db, user, eventKey);
  const order = await orderOfEvent(db, event, uuid);
  requirePendingTransfer(order);
  const paidElsewhere = and(eq(orders.status, 'PAID'), ne(orders.id, order.id));
  const sameSlip = [
    order.paymentSlipSha256 ? eq(orders.paymentSlipSha256, order.paymentSlipSha256) : undefined,
    order.paymentSlipBank && order.paymentSlipTransRef
      ? and(
          eq(orders.paymentSlipBank, order.paymentSlipBank),
          eq(orders.paymentSlipTransRef, order.paymentSlipTransRef),
        )
      : undefined,
  ].filter(Boolean) as SQL[];
  if (sameSlip.length) {
    const [twin] = await db
      .select({ uuid: orders.uuid })
      .from(orders)
      .where(and(paidElsewhere, or(...sameSlip)))
      .limit(1);
    if (twin) return { status: 'duplicate', key: 'backoffice.duplicate_slip', params: { uuid: twin.uuid } };
  }
  const [payer] = await db
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(and(paidElsewhere, eq(orders.eventId, event.id), eq(orders.idCard, order.idCard)))
    .limit(1);
  if (payer)
    return {
      status: 'duplicate',
      key: 'backoffice.duplicate_payer',
      params: { id: order.idCard, uuid: payer.uuid },
    };
  return { status: 'success' };
}

/** POST /v1/organizer/direct-notify: the organizer has the money; the order turns PAID, once. */
export async function confirmTransfer(db: Db, user: UserRow, eventKey: string, uuid: string): Promise<void> {
  const event = await eventForUser(db, user, eventKey);
  const order = await orderOfEvent(db, event, uuid);
  requirePendingTransfer(order);
  await db.transaction(async (tx) => {
    const paid = await markPaid(tx, order, {
      actor: `user:${user.id}`,
      detail: { by: 'transfer confirmed', slip: order.paymentSlipSha256, amount: order.paidAmount },
    });
    // Someone else confirmed or deleted it a moment ago.
    if (!paid) throw conflict('backoffice.not_pending');
  });
}

/**
 * POST /v1/organizer/delete-order: an unpaid order is withdrawn. Its people stop counting as
 * registered, and its places and coupon use are given back in the same transaction.
 */
export async function deleteOrder(db: Db, user: UserRow, eventKey: string, uuid: string): Promise<void> {
  const event = await eventForUser(db, user, eventKey);
  const order = await orderOfEvent(db, event, uuid);
  if (order.status !== 'INITIAL') throw conflict('backoffice.not_pending');
  if (!(await withdrawUnpaidOrder(db, order, `user:${user.id}`))) throw conflict('backoffice.not_pending');
}

/**
 * Withdraws an unpaid order in one transaction, by the 'deleted' transition (orders/state.ts): DELETE,
 * its places, race-type places, shirts and coupon use given back, a 'deleted' history row. False when
 * it is no longer INITIAL (paid or withdrawn a moment ago). Also used by
 * orders/holds.ts#releaseHeldByAddress.
 */
export async function withdrawUnpaidOrder(
  db: Db,
  order: OrderRow,
  actor: string,
  detail: Record<string, unknown> = {},
): Promise<boolean> {
  return db.transaction((tx) => withdrawOrder(tx, order, actor, detail));
}

// ---- order edit (seed 001 §2.9) -------------------------------------------------------------

/** POST /v1/organizer/order-detail: the order and its people as the edit page shows them, unmasked. */
export async function orderForEdit(db: Db, user: UserRow, eventKey: string, uuid: string) {
  const event = await eventForUser(db, user, eventKey);
  const order = await orderOfEvent(db, event, uuid);
  const people = await db.select().from(runners).where(eq(runners.orderId, order.id)).orderBy(runners.id);
  const slot = (r: (typeof people)[number], n: number) =>
    r.additionalChoices.find((a) => a.slot === n)?.optionId ?? 0;
  return {
    uuid: order.uuid,
    status: order.status,
    payment_method: order.paymentMethod,
    paid_amount: toBaht(order.paidAmount),
    amount: toBaht(order.amount),
    create_date: order.createdAt.toISOString(),
    delivery_type_name: order.deliveryTypeName,
    delivery_type_is_require_address: order.deliveryTypeIsRequireAddress ? ('Y' as const) : ('N' as const),
    delivery_add_name: order.deliveryAddName,
    delivery_add_mobile_no: order.deliveryAddMobileNo,
    delivery_add_no: order.deliveryAddNo,
    delivery_add_sub_district: order.deliveryAddSubDistrict,
    delivery_add_district: order.deliveryAddDistrict,
    delivery_add_province: order.deliveryAddProvince,
    delivery_add_postcode: order.deliveryAddPostcode,
    runners: people.map((r) => ({
      runner_id: r.id,
      team_position: r.teamPosition,
      register_type: r.registerType,
      fname: r.fname,
      lname: r.lname,
      sex: r.sex,
      dob: r.dob,
      nationality: r.nationality,
      id_card: r.idCard,
      email: r.email,
      mobile_no: r.mobileNo,
      health_problem: r.healthProblem,
      blood_group: r.bloodGroup,
      emergency_name: r.emergencyName,
      emergency_relation: r.emergencyRelation,
      emergency_mobile_no: r.emergencyMobileNo,
      runner_team: r.runnerTeam,
      run_type_id: r.runTypeId,
      run_type_name: r.runTypeName,
      run_model_id: r.runModelId ?? 0,
      run_model_name: r.runModelName,
      t_shirt_id: r.shirtId ?? 0,
      t_shirt_name: r.shirtName,
      additional1: slot(r, 1),
      additional2: slot(r, 2),
      additional3: slot(r, 3),
      additional4: slot(r, 4),
      custom_field1: r.customField1,
    })),
  };
}

/**
 * POST /v1/order/update: an organizer corrects people of an order. The registration rules apply;
 * the ID card and race type cannot change, and nothing may change the price (a shirt only for one
 * of the same extra price): a different purchase is a new order.
 */
export async function updateOrderRunners(
  db: Db,
  user: UserRow,
  input: { eventKey: string; uuid: string; runnerList: Record<string, unknown>[] },
): Promise<void> {
  const event = await eventForUser(db, user, input.eventKey);
  const order = await orderOfEvent(db, event, input.uuid);
  if (order.status === 'DELETE' || order.status === 'CANCEL') throw conflict('backoffice.not_pending');
  const loaded = await loadEvent(db, event.eventKey);
  const rules = eventRules(toEventDetail(loaded, new Date()));
  const stored = await db.select().from(runners).where(eq(runners.orderId, order.id));

  const issues: IssueLike[] = [];
  const changes: { id: number; at: number; set: Partial<typeof runners.$inferInsert>; fields: string[] }[] =
    [];
  input.runnerList.forEach((raw, i) => {
    const at = (...p: PropertyKey[]) => ['runner_list', i, ...p];
    const current = stored.find((r) => r.id === Number(raw.runner_id));
    if (!current) {
      issues.push({ code: 'custom', path: at('runner_id'), message: 'v.not_offered' });
      return;
    }
    // Team members 2..n have the team-member fields; runners and captains the runner's.
    const asRunner = current.teamPosition > 1 ? null : runnerEditSchema(rules).safeParse(raw);
    const parsed = asRunner ?? teamMemberEditSchema(rules).safeParse(raw);
    if (!parsed.success) {
      issues.push(...parsed.error.issues.map((x) => ({ ...x, path: at(...x.path) })));
      return;
    }
    const r = parsed.data;
    if (normalizeIdCard(r.id_card) !== normalizeIdCard(current.idCard)) {
      issues.push({ code: 'custom', path: at('id_card'), message: 'v.not_editable' });
    }
    // A changed birth date must still fit the race type's age limits (the race type cannot change).
    const runType = loaded.runTypes.find((t) => t.id === current.runTypeId);
    const tooYoungOrOld =
      runType && r.dob !== current.dob ? ageIssue(r.dob, event.eventDate, runType, at('dob')) : null;
    if (tooYoungOrOld) issues.push(tooYoungOrOld);
    const shirt = loaded.shirts.find(
      (s) => s.id === r.t_shirt_id && (s.runTypeId === null || s.runTypeId === current.runTypeId),
    );
    if (!shirt) issues.push({ code: 'custom', path: at('t_shirt_id'), message: 'v.not_offered' });
    else if (shirt.additionalPrice !== current.shirtPrice)
      throw new AppError(400, 'backoffice.price_change', {}, at('t_shirt_id').join('.'));

    const set: Partial<typeof runners.$inferInsert> = {
      fname: r.fname,
      lname: r.lname,
      sex: r.sex,
      dob: r.dob,
      mobileNo: r.mobile_no,
      bloodGroup: r.blood_group,
      shirtId: shirt?.id ?? current.shirtId,
      shirtName: shirt?.name ?? current.shirtName,
    };
    if (asRunner?.success) {
      const full = asRunner.data;
      if (full.run_type_id !== current.runTypeId)
        issues.push({ code: 'custom', path: at('run_type_id'), message: 'v.not_editable' });
      let runModel: (typeof loaded.runModels)[number] | null = null;
      if (full.run_model_id) {
        runModel =
          loaded.runModels.find((m) => m.id === full.run_model_id && m.runTypeId === current.runTypeId) ??
          null;
        if (!runModel) issues.push({ code: 'custom', path: at('run_model_id'), message: 'v.not_offered' });
      }
      const additional = additionalChoicesOf(loaded, full, (field) =>
        issues.push({ code: 'custom', path: at(field), message: 'v.not_offered' }),
      );
      Object.assign(set, {
        nationality: full.nationality,
        email: full.email,
        healthProblem: full.health_problem,
        runnerTeam: full.runner_team,
        emergencyName: full.emergency_name,
        emergencyRelation: full.emergency_relation,
        emergencyMobileNo: full.emergency_mobile_no,
        runModelId: runModel?.id ?? null,
        runModelName: runModel?.name ?? '-',
        additionalChoices: additional,
        customField1: full.custom_field1,
      });
    }
    const fields = Object.entries(set)
      .filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(current[k as keyof typeof current]))
      .map(([k]) => k);
    changes.push({ id: current.id, at: i, set, fields });
  });
  if (issues.length) throw new ValidationFailure(issues);

  await db.transaction(async (tx) => {
    for (const c of changes) {
      if (c.fields.length) await tx.update(runners).set(c.set).where(eq(runners.id, c.id));
    }
    // A new shirt size is reserved as at registration (orders/places.ts): a stocked size its active
    // runners already hold in full is refused, naming the runner's field, and nothing is stored.
    const newShirts = changes.filter((c) => c.fields.includes('shirtId'));
    try {
      await reserveShirts(
        tx,
        newShirts.map((c) => c.set.shirtId ?? null),
      );
    } catch (err) {
      if (!(err instanceof ShirtSoldOut)) throw err;
      const at = newShirts.find((c) => c.set.shirtId === err.shirtId)!.at;
      throw new AppError(409, 'shirt.sold_out', err.params, `runner_list.${at}.t_shirt_id`);
    }
    // The order's owner line follows its main registrant.
    const main = changes.find((c) => stored.find((r) => r.id === c.id)?.isMainRegister);
    if (main) {
      await tx
        .update(orders)
        .set({
          fname: main.set.fname!,
          lname: main.set.lname!,
          mobile: main.set.mobileNo!,
          ...(main.set.email !== undefined ? { email: main.set.email } : {}),
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id));
    }
    // Which fields of whom: never the values (personal data stays out of the log).
    await history(tx, order.id, `user:${user.id}`, 'runners_edited', {
      changes: changes.filter((c) => c.fields.length).map((c) => ({ runner: c.id, fields: c.fields })),
    });
  });
}

/**
 * PATCH /v1/order/address: the delivery address of an open or paid order whose pickup needs one.
 * The place is checked as at registration, by addresses#deliveryAddressProblem: a postcode that
 * serves no place is refused naming `delivery_add_postcode`, a place its postcode does not serve
 * naming `delivery_add_sub_district`.
 */
export async function updateOrderAddress(db: Db, user: UserRow, input: AddressEditInput): Promise<void> {
  const event = await eventForUser(db, user, input.event_key);
  const order = await orderOfEvent(db, event, input.uuid);
  if (order.status === 'DELETE' || order.status === 'CANCEL' || order.status === 'EXPIRED')
    throw conflict('backoffice.order_closed');
  if (!order.deliveryTypeIsRequireAddress) throw new AppError(400, 'backoffice.no_address', {}, 'uuid');
  const place = {
    postcode: input.delivery_add_postcode,
    subDistrict: input.delivery_add_sub_district,
    district: input.delivery_add_district,
    province: input.delivery_add_province,
  };
  const problem = await deliveryAddressProblem(place);
  if (problem) throw invalid([problem.field], problem.message);
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({
        deliveryAddName: input.delivery_add_name,
        deliveryAddMobileNo: input.delivery_add_mobile_no,
        deliveryAddNo: input.delivery_add_no,
        deliveryAddSubDistrict: input.delivery_add_sub_district,
        deliveryAddDistrict: input.delivery_add_district,
        deliveryAddProvince: input.delivery_add_province,
        deliveryAddPostcode: input.delivery_add_postcode,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    await history(tx, order.id, `user:${user.id}`, 'address_edited', {});
  });
}
