/**
 * The organizer's report counts (seed 001 §2.6, the contract's "Reports"). Every count is grouped in
 * SQL. People are runner rows (a team member is one), counted only while active and only on INITIAL
 * and PAID orders; names are the snapshots on the runner rows, as the runner saw them when ordering.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, toBaht, type Language, type OrderStatus } from '@raceday/domain';
import type { Db } from '../db/client';
import { orders, runners, runTypes, shirts } from '../db/schema';
import type { UserRow } from './accounts';
import { eventForUser } from './organizers';
import { activePeopleOf } from './people';
import type {
  OrderAmountRow,
  OrderCountRow,
  RunnerTypeRow,
  RunnerTypeSexRow,
  RunnerTypeShirtRow,
  ShirtRow,
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

const paidCount = sql<number>`count(*) filter (where ${orders.status} = 'PAID')`.mapWith(Number);

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

/** A count as a call: the event is looked up for this user first (404 / 403). */
const forUser =
  <Row>(countOf: Count<Row>) =>
  async (db: Db, user: UserRow, eventKey: string, lang: Language = 'th'): Promise<Row[]> =>
    countOf(db, (await eventForUser(db, user, eventKey)).id, lang);

/** POST /v1/organizer/report-runner-type */
export const reportRunnerType = forUser(runnerTypeCounts);
/** POST /v1/organizer/report-runner-type-sex */
export const reportRunnerTypeSex = forUser(runnerTypeSexCounts);
/** POST /v1/organizer/report-runner-tshirt */
export const reportRunnerShirt = forUser(shirtCounts);
/** POST /v1/organizer/report-runner-type-tshirt */
export const reportRunnerTypeShirt = forUser(runnerTypeShirtCounts);

/** POST /v1/organizer/report-order-count: orders (not people) per status, every status listed. */
export async function reportOrderCount(db: Db, user: UserRow, eventKey: string): Promise<OrderCountRow[]> {
  const event = await eventForUser(db, user, eventKey);
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.eventId, event.id))
    .groupBy(orders.status);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return ORDER_STATUSES.map((status) => ({ status, count_number: byStatus.get(status) ?? 0 }));
}

/**
 * POST /v1/organizer/report-order-amt: money of PAID orders in baht. `total` is the orders' amount
 * (what runners owe before the online payment fee); `delivery_type_price` its shipping part and
 * `amount` the rest (entries after discounts, with the system fee when the event charges one).
 */
export async function reportOrderAmount(db: Db, user: UserRow, eventKey: string): Promise<OrderAmountRow[]> {
  const event = await eventForUser(db, user, eventKey);
  const satang = (expr: SQL) => sql<number>`coalesce(sum(${expr}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      entries: satang(sql`${orders.amount} - ${orders.shippingAmount}`),
      shipping: satang(sql`${orders.shippingAmount}`),
      total: satang(sql`${orders.amount}`),
    })
    .from(orders)
    .where(and(eq(orders.eventId, event.id), eq(orders.status, 'PAID')));
  return [
    {
      amount: toBaht(row?.entries ?? 0),
      delivery_type_price: toBaht(row?.shipping ?? 0),
      total: toBaht(row?.total ?? 0),
    },
  ];
}
