/**
 * The organizer's report counts (seed 001 §2.6, the contract's "Reports"). Every count is grouped in
 * SQL. People are runner rows (a team member is one), counted only while active and only on INITIAL
 * and PAID orders; names are the snapshots on the runner rows, as the runner saw them when ordering.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, toBaht, type Language, type OrderStatus } from '@raceday/domain';
import type { Db } from '../../db/client';
import { orders, runners, runTypes, shirts } from '../../db/schema';
import { countOf, sumOf } from '../../db/sums';
import type { UserRow } from '../people/accounts';
import { eventForUser } from '../events/organizers';
import { cachedScreen } from './report-cache';
import { activePeopleOf } from '../people/people';
import {
  REVENUE_ORDER_SETS,
  type OrderAmountRow,
  type OrderMoneyField,
  type RevenueOrderSet,
  type OrderCountRow,
  type RunnerTypeRow,
  type RunnerTypeSexRow,
  type RunnerTypeShirtRow,
  type ShirtRow,
} from '@raceday/domain/validation';

/** The order statuses whose people count as registered. */
export const LIVE_STATUSES = ['INITIAL', 'PAID'] as const satisfies readonly OrderStatus[];

/** Active runner rows of INITIAL and PAID orders of one event (the query must join orders). */
export function liveRunnersOf(eventId: number): SQL {
  return activePeopleOf(eventId, inArray(orders.status, [...LIVE_STATUSES]));
}

// Run types and shirts in the organizer's own order (sort order, then id), not alphabetically.
const runTypeOrder = (name: SQL<string>) => [
  sql`min(${runTypes.sortOrder})`,
  sql`min(${runners.runTypeId})`,
  asc(name),
];
const shirtOrder = [
  sql`min(coalesce(${shirts.sortOrder}, 2147483647))`,
  sql`min(coalesce(${runners.shirtId}, 2147483647))`,
  asc(runners.shirtName),
];
/**
 * A race type's name as the runner saw it (the snapshot on the runner row); on an English page the
 * run type's English name when it has one.
 */
const runTypeName = (lang: Language): SQL<string> =>
  lang === 'en'
    ? sql<string>`coalesce(nullif(${runTypes.nameEn}, ''), ${runners.runTypeName})`
    : sql<string>`${runners.runTypeName}`;

const paidCount = countOf(eq(orders.status, 'PAID'));

/**
 * A select from runners narrowed to the registered people of one event, joined to their order and
 * race type: what every count groups.
 */
const ofLivePeople = <Query extends PgSelect>(query: Query, eventId: number) =>
  query
    .innerJoin(orders, eq(orders.id, runners.orderId))
    .innerJoin(runTypes, eq(runTypes.id, runners.runTypeId))
    .where(liveRunnersOf(eventId));

/** One of the report counts of an event; race type names in `lang`. */
type Count<Row> = (db: Db, eventId: number, lang?: Language) => Promise<Row[]>;

/** People per race type: all registered and those of them already paid. */
export const runnerTypeCounts: Count<RunnerTypeRow> = async (db, eventId, lang = 'th') => {
  const name = runTypeName(lang);
  return ofLivePeople(
    db
      .select({ run_type_name: name, count_number: count(), paid_number: paidCount })
      .from(runners)
      .$dynamic(),
    eventId,
  )
    .groupBy(name)
    .orderBy(...runTypeOrder(name));
};

export const runnerTypeSexCounts: Count<RunnerTypeSexRow> = async (db, eventId, lang = 'th') => {
  const name = runTypeName(lang);
  return ofLivePeople(
    db.select({ run_type_name: name, sex: runners.sex, count_number: count() }).from(runners).$dynamic(),
    eventId,
  )
    .groupBy(name, runners.sex)
    .orderBy(...runTypeOrder(name), asc(runners.sex));
};

export const shirtCounts: Count<ShirtRow> = async (db, eventId) =>
  ofLivePeople(
    db.select({ t_shirt_name: runners.shirtName, count_number: count() }).from(runners).$dynamic(),
    eventId,
  )
    .leftJoin(shirts, eq(shirts.id, runners.shirtId))
    .groupBy(runners.shirtName)
    .orderBy(...shirtOrder);

export const runnerTypeShirtCounts: Count<RunnerTypeShirtRow> = async (db, eventId, lang = 'th') => {
  const name = runTypeName(lang);
  return ofLivePeople(
    db
      .select({ run_type_name: name, t_shirt_name: runners.shirtName, count_number: count() })
      .from(runners)
      .$dynamic(),
    eventId,
  )
    .leftJoin(shirts, eq(shirts.id, runners.shirtId))
    .groupBy(name, runners.shirtName)
    .orderBy(...runTypeOrder(name), ...shirtOrder);
};

// ---- the calls: each checks the event for this user first ---------------------------------------

/**
 * A count as a call: the event is looked up for this user first (404 / 403), then the count is
 * answered from the report cache while the event's data has not changed (services/backoffice/report-cache.ts).
 */
const forUser =
  <Row>(name: string, countOf: Count<Row>) =>
  async (db: Db, user: UserRow, eventKey: string, lang: Language = 'th'): Promise<Row[]> => {
    const event = await eventForUser(db, user, eventKey);
    return cachedScreen(db, event, `${name}:${lang}`, () => countOf(db, event.id, lang));
  };

/** POST /v1/organizer/report-runner-type */
export const reportRunnerType = forUser('runner-type', runnerTypeCounts);
/** POST /v1/organizer/report-runner-type-sex */
export const reportRunnerTypeSex = forUser('runner-type-sex', runnerTypeSexCounts);
/** POST /v1/organizer/report-runner-tshirt */
export const reportRunnerShirt = forUser('runner-tshirt', shirtCounts);
/** POST /v1/organizer/report-runner-type-tshirt */
export const reportRunnerTypeShirt = forUser('runner-type-tshirt', runnerTypeShirtCounts);

/** POST /v1/organizer/report-order-count: orders (not people) per status, every status listed. */
export async function reportOrderCount(db: Db, user: UserRow, eventKey: string): Promise<OrderCountRow[]> {
  const event = await eventForUser(db, user, eventKey);
  return cachedScreen(db, event, 'order-count', () => orderCounts(db, event.id));
}

async function orderCounts(db: Db, eventId: number): Promise<OrderCountRow[]> {
  const event = { id: eventId };
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.eventId, event.id))
    .groupBy(orders.status);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return ORDER_STATUSES.map((status) => ({ status, count_number: byStatus.get(status) ?? 0 }));
}

// ---- money -------------------------------------------------------------------------------------------

/**
 * The orders each revenue row sums, by status and pick-up (posted to an address or not): the applicant
 * spreadsheets read the people of the same sets (exports.ts), so a money column sums to its row.
 */
export const ORDER_SETS: Record<RevenueOrderSet, { statuses: readonly OrderStatus[]; address?: boolean }> = {
  paid: { statuses: ['PAID'] },
  unpaid: { statuses: ['INITIAL'] },
  all: { statuses: LIVE_STATUSES },
  delivery: { statuses: LIVE_STATUSES, address: true },
  self: { statuses: LIVE_STATUSES, address: false },
};

/** The condition on orders (and the people query's join of them) for one set of an event. */
export function orderSetCondition(set: RevenueOrderSet): SQL {
  const { statuses, address } = ORDER_SETS[set];
  return and(
    inArray(orders.status, [...statuses]),
    address === undefined ? undefined : eq(orders.deliveryTypeIsRequireAddress, address),
  )!;
}

/**
 * Each money figure of an order in satang, as its spreadsheet cell and the revenue report read it:
 * items − discount + shipping + system fee = the order's amount (`total`); the runner pays it plus the
 * payment fee; only a PAID order's payment was received. A new figure (a refund) is one more entry here,
 * in the reply's row (OrderAmountRow) and in the spreadsheets' ORDER_MONEY_COLUMNS.
 */
export const ORDER_MONEY: Record<OrderMoneyField, SQL<number>> = {
  items_amount: sql<number>`${orders.itemsAmount}`,
  discount_amount: sql<number>`${orders.discountAmount}`,
  delivery_type_price: sql<number>`${orders.shippingAmount}`,
  system_fee_amount: sql<number>`${orders.systemFeeAmount}`,
  total: sql<number>`${orders.amount}`,
  payment_fee_amount: sql<number>`${orders.onlineFeeAmount}`,
  received_amount: sql<number>`case when ${orders.status} = 'PAID' then ${orders.paidAmount} else 0 end`,
  refunded_amount: sql<number>`${orders.refundedAmount}`,
};
const MONEY_FIELDS = Object.keys(ORDER_MONEY) as OrderMoneyField[];

/**
 * POST /v1/organizer/report-order-amt: the money of the event's orders in baht, one row per set of
 * orders (ORDER_SETS), PAID first. Only orders with people count, as only they have rows in a file.
 */
export async function reportOrderAmount(db: Db, user: UserRow, eventKey: string): Promise<OrderAmountRow[]> {
  const event = await eventForUser(db, user, eventKey);
  return cachedScreen(db, event, 'order-amt', () => orderAmounts(db, event.id));
}

async function orderAmounts(db: Db, eventId: number): Promise<OrderAmountRow[]> {
  const event = { id: eventId };
  const sums = Object.fromEntries(
    // bigint sums read as exact numbers (db/sums.ts): an event's money passes 2^31 satang.
    MONEY_FIELDS.map((f) => [f, sumOf(ORDER_MONEY[f])]),
  ) as Record<OrderMoneyField, SQL<number>>;
  // One sum per status and pick-up; each set adds up its groups.
  const groups = await db
    .select({ status: orders.status, address: orders.deliveryTypeIsRequireAddress, n: count(), ...sums })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, event.id),
        inArray(orders.status, [...LIVE_STATUSES]),
        sql`exists (select 1 from ${runners} where ${runners.orderId} = ${orders.id} and ${runners.isActive})`,
      ),
    )
    .groupBy(orders.status, orders.deliveryTypeIsRequireAddress);
  return REVENUE_ORDER_SETS.map((set) => {
    const { statuses, address } = ORDER_SETS[set];
    const mine = groups.filter(
      (g) => statuses.includes(g.status) && (address === undefined || g.address === address),
    );
    const satang = (f: OrderMoneyField) => mine.reduce((s, g) => s + g[f], 0);
    const money = Object.fromEntries(MONEY_FIELDS.map((f) => [f, toBaht(satang(f))])) as Record<
      OrderMoneyField,
      number
    >;
    return {
      orders: set,
      order_count: mine.reduce((s, g) => s + g.n, 0),
      ...money,
      amount: toBaht(satang('total') - satang('delivery_type_price')),
    };
  });
}
