/**
 * Placing an order: validated with the domain's schemas and priced on the server, then stored in one
 * round trip to the database (the raceday_place_order function, db/functions/place_order.sql), which takes
 * the places with conditional updates of narrow counter rows last, so N buyers of the last place yield
 * exactly one order and the counter row is locked for the least time.
 *
 * What the browser sends is never trusted: every id must belong to the event, every amount is
 * recomputed from the database with the same domain functions the page used for its summary.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import {
  fromBaht,
  orderPaymentMethods,
  priceOrder,
  registrationState,
  type OrderAmounts,
  type OrderPaymentMethod,
} from '@raceday/domain';
import {
  deliveryAddressSchema,
  eventKeySchema,
  eventRules,
  orderCreateSchema,
  type EventRules,
  type IssueLike,
  type OrderCreateInput,
  type RunnerInput,
} from '@raceday/domain/validation';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { AppError, conflict, pgError, PG, ValidationFailure } from '../lib/errors';
import { deliveryAddressProblem } from '../services/events/addresses';
import { ageIssue } from '../services/events/age-limits';
import { checkCoupon, type CouponRow } from './coupons';
import {
  additionalChoicesOf,
  priceAt,
  toEventDetail,
  type AdditionalChoice,
  type LoadedEvent,
} from '../services/events/events';
import { catalogFor } from '../services/events/event-catalog';
import { isRegistered } from './registrations';
import { DEFAULT_HOLDS, holdDeadline, type HoldSettings } from './holds';
import { busyError } from '../services/platform/locks';

/**
 * How places are taken. 'atomic' is the product. 'unguarded' reads the counter, checks it in
 * JavaScript and writes it back: the classic race, kept only so the concurrency test can show
 * that the race is real before showing the guard stops it.
 */
export type CapacityGuard = 'atomic' | 'unguarded';

export interface CreateOrderOptions {
  now?: Date;
  idempotencyKey?: string;
  userId?: number | null;
  log?: FastifyBaseLogger;
  capacityGuard?: CapacityGuard;
  /** How long an unpaid order holds its places (config HOLD_*). */
  holds?: HoldSettings;
  /** The language of the request: the order's e-mails are written in it (default Thai). */
  language?: 'th' | 'en';
  /**
   * Called with the main registrant's ID card once the order is valid and about to be placed (not
   * for replays, not for bad input): the per-ID rate limit throws here.
   */
  admit?: (mainIdCard: string) => Promise<void>;
  /** How many orders of this process may be in the database at once (config ORDER_DB_CONCURRENCY). */
  dbConcurrency?: number;
  /**
   * Who places it (lib/client-identity.ts) and how many places they may hold unpaid at once
   * (config HELD_PLACES_PER_*): an unpaid order over the bound is a 429, nothing stored.
   */
  client?: HeldPlacesBound;
}

export interface HeldPlacesBound {
  addressKey: string;
  deviceKey: string | null;
  maxPerAddress: number;
  maxPerDevice: number;
}

export interface CreatedOrder {
  uuid: string;
  status: 'INITIAL' | 'PAID';
  amounts: OrderAmounts;
  /** Until when an unpaid order holds its places. */
  expiresAt: Date | null;
  /** True when an earlier submit with the same Idempotency-Key already created this order. */
  replayed: boolean;
}

const UNIQUE_VIOLATION = PG.UNIQUE_VIOLATION;

/** The same request, whatever the order of its keys: what an Idempotency-Key promises to repeat. */
export function requestHash(payload: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(payload)))
    .digest('hex');
}

export async function createOrder(
  db: Db,
  payload: unknown,
  opts: CreateOrderOptions = {},
): Promise<CreatedOrder> {
  const key = opts.idempotencyKey;
  const hash = key ? requestHash(payload) : null;
  const replay = async () => (key ? findByIdempotencyKey(db, key, hash!) : null);

  try {
    return await placeOrder(db, payload, opts, hash);
  } catch (err) {
    // No lookup before placing (it would cost every order a round trip): a repeat of an earlier submit
    // fails on the way (its people are registered, its Idempotency-Key is taken, its places were the
    // last, the event has just closed, the per-ID limit counts it again) and answers with that order.
    if (err instanceof AppError && err.statusCode >= 400 && err.statusCode < 500) {
      const earlier = await replay();
      if (earlier) return earlier;
    }
    throw err;
  }
}

async function placeOrder(
  db: Db,
  payload: unknown,
  opts: CreateOrderOptions,
  requestHashValue: string | null,
): Promise<CreatedOrder> {
  const now = opts.now ?? new Date();

  // The event decides what the payload must contain, so read its key first.
  const eventKey = eventKeySchema.safeParse((payload as { event_key?: unknown } | null)?.event_key);
  if (!eventKey.success)
    throw new ValidationFailure(eventKey.error.issues.map((i) => ({ ...i, path: ['event_key', ...i.path] })));
  const loaded = await catalogFor(db).loaded(eventKey.data);
  const facts = orderFacts(loaded, now);
  const parsed = orderCreateSchema(facts.rules).safeParse(payload);
  if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
  const input = parsed.data;
  const { event } = loaded;

  if (registrationState(event, now).event_status !== 'OPEN') throw conflict('event.not_open');

  const plan = await planOrder(loaded, input, now);
  const coupon = await couponFor(db, loaded, input, now);
  const amounts = priceOrder({
    entries: plan.entries.map((e) => ({ runTypePrice: e.price, shirtPrice: e.shirtPrice })),
    delivery: { price: plan.delivery.price, priceAdditional: plan.delivery.priceAdditional },
    systemFee: { enabled: event.isSystemFee, perEntry: event.systemFeeAmt },
    paymentMethod: plan.paymentMethod,
    isFreePaymentFee: event.isFreePaymentFee,
    coupon: coupon ? { discountType: coupon.discountType, discount: coupon.discount } : null,
  });
  logClientMismatch(opts.log, input, amounts, event.eventKey);

  await opts.admit?.(input.is_main_register);

  const status = plan.paymentMethod === 'FREE' || amounts.net === 0 ? 'PAID' : 'INITIAL';
  const main = input.runner_list.find((r) => r.id_card === input.is_main_register)!;
  const address = plan.delivery.isRequireAddress ? plan.address : null;
  const expiresAt =
    status === 'PAID' ? null : holdDeadline(plan.paymentMethod, now, opts.holds ?? DEFAULT_HOLDS);

  // Column names as the function's jsonb_populate_record reads them (migration 0005).
  const order = {
    event_id: event.id,
    user_id: opts.userId ?? null,
    status,
    payment_method: plan.paymentMethod,
    items_amount: amounts.items,
    discount_amount: amounts.discount,
    shipping_amount: amounts.shipping,
    system_fee_amount: amounts.systemFee,
    amount: amounts.total,
    online_fee_amount: amounts.onlineFee,
    paid_amount: amounts.net,
    coupon_id: coupon?.id ?? null,
    coupon_code: coupon?.code ?? null,
    runner_count: plan.entries.length,
    places_count: plan.people.length,
    // The main registrant's identity and contact, names included (the seed sent them empty).
    id_card: main.id_card,
    fname: main.fname,
    lname: main.lname,
    mobile: main.mobile_no,
    email: main.email,
    delivery_type_id: plan.delivery.id,
    delivery_type_name: plan.delivery.name,
    delivery_type_is_require_address: plan.delivery.isRequireAddress,
    delivery_add_name: address?.delivery_add_name ?? '',
    delivery_add_mobile_no: address?.delivery_add_mobile_no ?? '',
    delivery_add_no: address?.delivery_add_no ?? '',
    delivery_add_sub_district: address?.delivery_add_sub_district ?? '',
    delivery_add_district: address?.delivery_add_district ?? '',
    delivery_add_province: address?.delivery_add_province ?? '',
    delivery_add_postcode: address?.delivery_add_postcode ?? '',
    remark: facts.remark,
    idempotency_key: opts.idempotencyKey ?? null,
    idempotency_request_hash: requestHashValue,
    expires_at: expiresAt?.toISOString() ?? null,
    paid_at: status === 'PAID' ? now.toISOString() : null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    language: opts.language ?? 'th',
  };
  const history = [
    {
      at: now.toISOString(),
      actor: opts.userId ? `user:${opts.userId}` : 'public',
      action: 'created',
      detail: { places: plan.people.length, payment_method: plan.paymentMethod, paid_amount: amounts.net },
    },
    ...(status === 'PAID'
      ? [
          {
            at: now.toISOString(),
            actor: 'system',
            action: 'paid',
            detail: { reason: plan.paymentMethod === 'FREE' ? 'free event' : 'nothing to pay' },
          },
        ]
      : []),
  ];
  const entries = plan.entries.map((entry) => ({
    ...runnerRow(entry, input.is_main_register),
    members: entry.members.map((m, j) => memberRow(entry, m, j + 2)),
  }));

  try {
    // One round trip: the function inserts everything and takes the contended places last. With a
    // client, it first takes the places in the client's held-places counters, within the bound (so
    // its concurrent orders count each other).
    const c = opts.client;
    const client = c && {
      address_key: c.addressKey,
      device_key: c.deviceKey,
      max_address: c.maxPerAddress,
      max_device: c.maxPerDevice,
      now: now.toISOString(),
    };
    const rows = await storeGate(
      db,
      opts.dbConcurrency,
    )(() =>
      db.execute(
        sql`select * from raceday_place_order(${client ? JSON.stringify(client) : null}::jsonb,
          ${JSON.stringify(order)}::jsonb, ${JSON.stringify(entries)}::jsonb, ${JSON.stringify(history)}::jsonb,
          ${JSON.stringify(Object.fromEntries(plan.placesByRunType))}::jsonb, ${coupon?.id ?? null}::integer,
          ${(opts.capacityGuard ?? 'atomic') === 'unguarded'})`,
      ),
    );
    const placed = rowsOf<{ order_id: number; order_uuid: string }>(rows)[0]!;
    return { uuid: placed.order_uuid, status, amounts, expiresAt, replayed: false } satisfies CreatedOrder;
  } catch (err) {
    const busy = busyError(err);
    if (busy) throw busy;
    const pg = pgError(err);
    if (pg?.code === PLACE_ORDER.RUN_TYPE_FULL) {
      const id = Number(pgMessage(err));
      throw conflict('run_type.full', { name: loaded.runTypes.find((t) => t.id === id)?.name ?? '' });
    }
    if (pg?.code === PLACE_ORDER.EVENT_FULL) throw conflict('event.full');
    if (pg?.code === PLACE_ORDER.SHIRT_SOLD_OUT) {
      const id = Number(pgMessage(err));
      throw conflict('shirt.sold_out', { name: loaded.shirts.find((s) => s.id === id)?.name ?? '' });
    }
    if (pg?.code === PLACE_ORDER.COUPON_USED_UP) throw conflict('coupon.used_up');
    if (pg?.code === PLACE_ORDER.TOO_MANY_HELD) {
      // MESSAGE: seconds until the client's earliest hold ends (when places may come free).
      throw new AppError(429, 'order.too_many_held', {}, undefined, Number(pgMessage(err)) || 60);
    }
    if (
      pg?.code === UNIQUE_VIOLATION &&
      pg.constraint === 'orders_idempotency_key_unique' &&
      opts.idempotencyKey
    ) {
      // An earlier or concurrent submit with this key won; answer with its order.
      const earlier = await findByIdempotencyKey(db, opts.idempotencyKey, requestHashValue!);
      if (earlier) return earlier;
    }
    if (pg?.code === UNIQUE_VIOLATION && pg.constraint === 'runners_active_person_uq') {
      // Someone registered the same person for the same run type (now or a moment earlier).
      const clash = await findClash(db, event.id, plan.people);
      throw new AppError(
        409,
        'runner.exists',
        { id: clash?.idCard ?? '', runType: clash?.runTypeName ?? '' },
        clash?.path.join('.'),
      );
    }
    throw err;
  }
}

/**
 * What an order needs of the event's public detail (its form rules, its registered message), once per
 * loaded version of the event: building the whole detail formats every date and cost a few per cent
 * of each order's CPU. Neither depends on the moment.
 */
const orderFactsCache = new WeakMap<LoadedEvent, { rules: EventRules; remark: string }>();
function orderFacts(loaded: LoadedEvent, now: Date): { rules: EventRules; remark: string } {
  let facts = orderFactsCache.get(loaded);
  if (!facts) {
    const detail = toEventDetail(loaded, now);
    facts = { rules: eventRules(detail), remark: detail.txt_message_registed };
    orderFactsCache.set(loaded, facts);
  }
  return facts;
}

/**
 * Every order takes the same places counter row, so orders in the database at once only queue on its
 * lock: a few at a time keep its holder's commit short and leave the rest of the pool to reads and the back
 * office; the others wait here, in memory (bench/README.md: 20 at once fell to less than half the
 * throughput of 4 at 50+ connections).
 */
const storeGates = new WeakMap<Db, { size: number; gate: LimitFunction }>();
function storeGate(db: Db, size = 4): LimitFunction {
  let entry = storeGates.get(db);
  if (!entry || entry.size !== size) storeGates.set(db, (entry = { size, gate: pLimit(size) }));
  return entry.gate;
}

/** SQLSTATEs raised by raceday_place_order (db/functions/place_order.sql). */
const PLACE_ORDER = {
  COUPON_USED_UP: 'RD001',
  RUN_TYPE_FULL: 'RD002',
  EVENT_FULL: 'RD003',
  SHIRT_SOLD_OUT: 'RD004',
  TOO_MANY_HELD: 'RD005',
} as const;

function pgMessage(err: unknown): string {
  let e = err as { message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++, e = e.cause as typeof e) {
    if (typeof e.message === 'string' && /^\d+$/.test(e.message)) return e.message;
  }
  return '';
}

/** node-postgres gives {rows}, PGlite an array-like result with rows too. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

// ---- the plan: every id checked against the event, names and prices from the database ---------

interface PlannedPerson {
  idCard: string;
  runTypeId: number;
  runTypeName: string;
  path: (string | number)[];
}

interface PlannedEntry {
  input: RunnerInput;
  runType: LoadedEvent['runTypes'][number];
  /** The race type's entry price at the moment of the order (its price tier, if one is in force). */
  price: number;
  runModel: LoadedEvent['runModels'][number] | null;
  shirt: LoadedEvent['shirts'][number];
  /** The entry's shirt extras: the runner's and, for a team, every member's. */
  shirtPrice: number;
  additional: AdditionalChoice[];
  members: (NonNullable<RunnerInput['team_member_obj']>[number] & { shirt: LoadedEvent['shirts'][number] })[];
}

interface OrderPlan {
  entries: PlannedEntry[];
  people: PlannedPerson[];
  placesByRunType: Map<number, number>;
  delivery: LoadedEvent['deliveryTypes'][number];
  address: ReturnType<typeof deliveryAddressSchema.parse> | null;
  paymentMethod: OrderPaymentMethod;
}

async function planOrder(loaded: LoadedEvent, input: OrderCreateInput, now: Date): Promise<OrderPlan> {
  const issues: IssueLike[] = [];
  const notOffered = (path: (string | number)[]) =>
    issues.push({ code: 'custom', path, message: 'v.not_offered' });
  const { event } = loaded;

  const shirtFor = (shirtId: number, runTypeId: number, path: (string | number)[]) => {
    const shirt = loaded.shirts.find(
      (s) => s.id === shirtId && (s.runTypeId === null || s.runTypeId === runTypeId),
    );
    if (!shirt) notOffered(path);
    return shirt;
  };

  const entries: PlannedEntry[] = [];
  input.runner_list.forEach((r, i) => {
    const at = (...p: (string | number)[]) => ['runner_list', i, ...p];
    const runType = loaded.runTypes.find((t) => t.id === r.run_type_id);
    if (!runType) return notOffered(at('run_type_id'));
    // The race type's age limits on race day, for the runner and every team member.
    const tooYoungOrOld = [
      ageIssue(r.dob, event.eventDate, runType, at('dob')),
      ...(r.team_member_obj ?? []).map((m, j) =>
        ageIssue(m.dob, event.eventDate, runType, at('team_member_obj', j, 'dob')),
      ),
    ];
    for (const issue of tooYoungOrOld) if (issue) issues.push(issue);
    let runModel: PlannedEntry['runModel'] = null;
    if (r.run_model_id) {
      runModel = loaded.runModels.find((m) => m.id === r.run_model_id && m.runTypeId === runType.id) ?? null;
      if (!runModel) notOffered(at('run_model_id'));
    } else if (event.isRunModel && loaded.runModels.some((m) => m.runTypeId === runType.id)) {
      issues.push({ code: 'custom', path: at('run_model_id'), message: 'v.required' });
    }
    const shirt = shirtFor(r.t_shirt_id, runType.id, at('t_shirt_id'));
    const additional = additionalChoicesOf(loaded, r, (field) => notOffered(at(field)));
    const members = (r.team_member_obj ?? []).map((m, j) => ({
      ...m,
      shirt: shirtFor(m.t_shirt_id, runType.id, at('team_member_obj', j, 't_shirt_id'))!,
    }));
    if (!shirt) return;
    entries.push({
      input: r,
      runType,
      price: priceAt(loaded, runType, now),
      runModel,
      shirt,
      shirtPrice:
        shirt.additionalPrice + members.reduce((sum, m) => sum + (m.shirt?.additionalPrice ?? 0), 0),
      additional,
      members,
    });
  });

  const delivery = loaded.deliveryTypes.find((d) => d.id === input.delivery_type_id);
  if (!delivery) notOffered(['delivery_type_id']);

  let address: OrderPlan['address'] = null;
  if (delivery?.isRequireAddress) {
    const parsed = deliveryAddressSchema.safeParse(input);
    if (!parsed.success) issues.push(...parsed.error.issues);
    else {
      // The same check as the back office's address edit (addresses#deliveryAddressProblem).
      const problem = await deliveryAddressProblem({
        postcode: parsed.data.delivery_add_postcode,
        subDistrict: parsed.data.delivery_add_sub_district,
        district: parsed.data.delivery_add_district,
        province: parsed.data.delivery_add_province,
      });
      if (problem) issues.push({ code: 'custom', path: [problem.field], message: problem.message });
      else address = parsed.data;
    }
  }

  const offered = orderPaymentMethods(event.paymentMethod);
  const paymentMethod = offered.length === 1 ? offered[0]! : (input.payment_method as OrderPaymentMethod);
  if (!offered.includes(paymentMethod))
    issues.push({ code: 'custom', path: ['payment_method'], message: 'v.payment_method' });

  if (issues.length) throw new ValidationFailure(issues);

  const people: PlannedPerson[] = [];
  const placesByRunType = new Map<number, number>();
  entries.forEach((e, i) => {
    people.push({
      idCard: e.input.id_card,
      runTypeId: e.runType.id,
      runTypeName: e.runType.name,
      path: ['runner_list', i, 'id_card'],
    });
    e.members.forEach((m, j) =>
      people.push({
        idCard: m.id_card,
        runTypeId: e.runType.id,
        runTypeName: e.runType.name,
        path: ['runner_list', i, 'team_member_obj', j, 'id_card'],
      }),
    );
    placesByRunType.set(e.runType.id, (placesByRunType.get(e.runType.id) ?? 0) + 1 + e.members.length);
  });
  return { entries, people, placesByRunType, delivery: delivery!, address, paymentMethod };
}

/** A runner or team captain as the function's jsonb_populate_record reads it. */
function runnerRow(e: PlannedEntry, mainIdCard: string) {
  const r = e.input;
  return {
    run_type_id: e.runType.id,
    run_model_id: e.runModel?.id ?? null,
    shirt_id: e.shirt.id,
    register_type: r.register_type,
    is_main_register: r.id_card === mainIdCard,
    id_card: r.id_card,
    fname: r.fname,
    lname: r.lname,
    sex: r.sex,
    dob: r.dob,
    nationality: r.nationality,
    email: r.email,
    mobile_no: r.mobile_no,
    health_problem: r.health_problem || '-',
    runner_team: r.runner_team,
    blood_group: r.blood_group,
    emergency_name: r.emergency_name,
    emergency_relation: r.emergency_relation,
    emergency_mobile_no: r.emergency_mobile_no,
    run_type_name: e.runType.name,
    run_type_price: e.price,
    run_model_name: e.runModel?.name ?? '-',
    shirt_name: e.shirt.name,
    shirt_price: e.shirt.additionalPrice,
    additional_choices: e.additional,
    custom_field1: r.custom_field1,
  };
}

/** A team member: their own identity and shirt; the entry's price is on the captain's row. */
function memberRow(e: PlannedEntry, m: PlannedEntry['members'][number], position: number) {
  return {
    run_type_id: e.runType.id,
    run_model_id: null,
    shirt_id: m.shirt.id,
    register_type: 'FRIEND',
    is_main_register: false,
    id_card: m.id_card,
    fname: m.fname,
    lname: m.lname,
    sex: m.sex,
    dob: m.dob,
    nationality: 'THAI',
    email: '',
    mobile_no: m.mobile_no,
    health_problem: '-',
    runner_team: '',
    blood_group: m.blood_group,
    emergency_name: m.emergency_name,
    emergency_relation: m.emergency_relation,
    emergency_mobile_no: m.emergency_mobile_no,
    run_type_name: e.runType.name,
    run_type_price: 0,
    run_model_name: '-',
    shirt_name: m.shirt.name,
    shirt_price: m.shirt.additionalPrice,
    additional_choices: [],
    custom_field1: '',
    team_position: position,
  };
}

async function couponFor(
  db: Db,
  loaded: LoadedEvent,
  input: OrderCreateInput,
  now: Date,
): Promise<CouponRow | null> {
  if (input.is_coupon !== 'Y') return null;
  const runTypeIds = input.runner_list.map((r) => r.run_type_id);
  const check = await checkCoupon(db, loaded.event, input.coupon_code, now, runTypeIds);
  if (!check.ok)
    throw new AppError(check.problem === 'coupon.used_up' ? 409 : 400, check.problem, {}, 'coupon_code');
  return check.coupon;
}

// ---- helpers ----------------------------------------------------------------------------------

/**
 * The order an earlier submit with this Idempotency-Key created, or null. The same key with another
 * body is a client error (422), never a second order nor the first order passed off as the second.
 */
async function findByIdempotencyKey(db: Db, key: string, hash: string): Promise<CreatedOrder | null> {
  const [o] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  if (!o) return null;
  if (o.idempotencyRequestHash && o.idempotencyRequestHash !== hash)
    throw new AppError(422, 'http.idempotency_reused', {}, 'Idempotency-Key');
  return {
    uuid: o.uuid,
    status: o.status === 'PAID' ? 'PAID' : 'INITIAL',
    expiresAt: o.status === 'INITIAL' ? o.expiresAt : null,
    amounts: {
      items: o.itemsAmount,
      discount: o.discountAmount,
      shipping: o.shippingAmount,
      systemFee: o.systemFeeAmount,
      total: o.amount,
      onlineFeePercent: o.amount ? Math.round((o.onlineFeeAmount * 10000) / o.amount) / 100 : 0,
      onlineFee: o.onlineFeeAmount,
      net: o.paidAmount,
    },
    replayed: true,
  };
}

async function findClash(
  db: Db,
  eventId: number,
  people: PlannedPerson[],
): Promise<PlannedPerson | undefined> {
  for (const p of people) if (await isRegistered(db, eventId, p.runTypeId, p.idCard)) return p;
  return undefined;
}

function logClientMismatch(
  log: FastifyBaseLogger | undefined,
  input: OrderCreateInput,
  amounts: OrderAmounts,
  eventKey: string,
): void {
  if (!log) return;
  const asSatang = (v: number | string | undefined) => {
    if (v === undefined || v === '') return undefined;
    try {
      return fromBaht(v);
    } catch {
      return NaN;
    }
  };
  const total = asSatang(input.total_amt);
  const paid = asSatang(input.paid_amt);
  if ((total !== undefined && total !== amounts.total) || (paid !== undefined && paid !== amounts.net)) {
    log.warn(
      {
        eventKey,
        client: { total_amt: input.total_amt, paid_amt: input.paid_amt },
        server: { total: amounts.total, net: amounts.net },
      },
      'client amounts differ from the server price; the server price is used',
    );
  }
}
