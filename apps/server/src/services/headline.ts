/**
 * The report page's headline figures (issue 13 item 5): people registered, paid and waiting, slips
 * to check, money received with its payment fees, places left and today's change. Each figure is
 * counted in SQL: one query over the event's people, one over its orders, and the places counter.
 */
import { and, eq, inArray, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bangkokDay, toBaht } from '@raceday/domain';
import type { ReportHeadline } from '@raceday/domain/validation';
import type { Db } from '../db/client';
import { orders, runners } from '../db/schema';
import type { UserRow } from './accounts';
import { eventForUser } from './organizers';
import { activePeopleOf } from './people';
import { eventPlacesTaken } from './places';

/** The order statuses whose people count as registered (as services/reports counts them). */
const LIVE = ['INITIAL', 'PAID'] as const;

/** 00:00 today in Bangkok (UTC+7 all year), as a moment. */
export function bangkokMidnight(now: Date = new Date()): Date {
  return new Date(`${bangkokDay(now)}T00:00:00+07:00`);
}

const countWhere = (condition: SQLWrapper | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const sumWhere = (column: SQLWrapper, condition: SQLWrapper | undefined) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);

/** POST /v1/organizer/report-headline: the event's headline figures, for its staff. */
export async function reportHeadline(
  db: Db,
  user: UserRow,
  eventKey: string,
  now: Date = new Date(),
): Promise<ReportHeadline> {
  const event = await eventForUser(db, user, eventKey);
  const since = sql`${bangkokMidnight(now).toISOString()}::timestamptz`;
  const paid: SQL = eq(orders.status, 'PAID');

  const [[people], [money], taken] = await Promise.all([
    db
      .select({
        runners: sql<number>`count(*)`.mapWith(Number),
        paid: countWhere(paid),
        waiting: countWhere(eq(orders.status, 'INITIAL')),
        today: countWhere(sql`${orders.createdAt} >= ${since}`),
      })
      .from(runners)
      .innerJoin(orders, eq(orders.id, runners.orderId))
      .where(activePeopleOf(event.id, inArray(orders.status, [...LIVE]))),
    db
      .select({
        slips: countWhere(
          and(
            eq(orders.status, 'INITIAL'),
            eq(orders.paymentMethod, 'DIRECT'),
            isNotNull(orders.paymentSlipUrl),
          ),
        ),
        received: sumWhere(orders.paidAmount, paid),
        fees: sumWhere(orders.onlineFeeAmount, paid),
        today: sumWhere(orders.paidAmount, and(paid, sql`${orders.paidAt} >= ${since}`)),
      })
      .from(orders)
      .where(eq(orders.eventId, event.id)),
    eventPlacesTaken(db, event.id),
  ]);

  const limit = event.isLimitParticipate ? event.participantLimit : null;
  return {
    runners: people?.runners ?? 0,
    paid_runners: people?.paid ?? 0,
    waiting_runners: people?.waiting ?? 0,
    slips_to_check: money?.slips ?? 0,
    received: toBaht(money?.received ?? 0),
    fees: toBaht(money?.fees ?? 0),
    places_limit: limit,
    places_left: limit === null ? null : Math.max(0, limit - taken),
    today_runners: people?.today ?? 0,
    today_received: toBaht(money?.today ?? 0),
  };
}
