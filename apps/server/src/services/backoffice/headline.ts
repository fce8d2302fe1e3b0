/**
 * The report page's headline figures (issue 13 item 5): people registered, paid and waiting, slips
 * to check, money received with its payment fees, places left and today's change. Each figure is
 * counted in SQL: one query over the event's people, one over its orders, and the places counter.
 */
import { and, eq, inArray, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bangkokDay, fromBaht, toBaht } from '@raceday/domain';
import type { ReportHeadline } from '@raceday/domain/validation';
import type { Db } from '../../db/client';
import { orders, runners } from '../../db/schema';
import { countOf, sumOf } from '../../db/sums';
import type { UserRow } from '../people/accounts';
import { eventForUser } from '../events/organizers';
import { activePeopleOf } from '../people/people';
import { eventPlacesTaken } from '../../orders/places-taken';
import { topHolders } from '../../orders/holds';
import { cachedScreen } from './report-cache';
import { payoutReport } from '../money/payouts';

/** The order statuses whose people count as registered (as services/reports counts them). */
const LIVE = ['INITIAL', 'PAID'] as const;

/** 00:00 today in Bangkok (UTC+7 all year), as a moment. */
export function bangkokMidnight(now: Date = new Date()): Date {
  return new Date(`${bangkokDay(now)}T00:00:00+07:00`);
}

// Counts and sums as bigint, read as exact numbers (db/sums.ts): the money passes 2^31 satang.
const countWhere = (condition: SQLWrapper | undefined) => countOf(condition);
const sumWhere = (column: SQLWrapper, condition: SQLWrapper | undefined) => sumOf(column, condition);

/** POST /v1/organizer/report-headline: the event's headline figures, for its staff. */
export async function reportHeadline(
  db: Db,
  user: UserRow,
  eventKey: string,
  now: Date = new Date(),
): Promise<ReportHeadline> {
  const event = await eventForUser(db, user, eventKey);
  const midnight = bangkokMidnight(now);
  // Counts kept while the event's data is unchanged, for today only (services/backoffice/report-cache.ts); the
  // limit (the event row) and the places counter are read each time.
  // Money in, out and kept are the payout's own totals (its cached screen): the two pages agree.
  const [{ people, money, holders }, taken, payout] = await Promise.all([
    cachedScreen(db, event, `headline:${midnight.toISOString()}`, () =>
      headlineCounts(db, event.id, midnight),
    ),
    eventPlacesTaken(db, event.id),
    payoutReport(db, user, eventKey),
  ]);
  const limit = event.isLimitParticipate ? event.participantLimit : null;
  return {
    runners: people?.runners ?? 0,
    paid_runners: people?.paid ?? 0,
    waiting_runners: people?.waiting ?? 0,
    slips_to_check: money?.slips ?? 0,
    received: toBaht(money?.received ?? 0),
    fees: toBaht(money?.fees ?? 0),
    money_in: payout.totals.received,
    money_refunded: payout.totals.refunds,
    money_net: toBaht(fromBaht(payout.totals.received) - fromBaht(payout.totals.refunds)),
    places_limit: limit,
    places_left: limit === null ? null : Math.max(0, limit - taken),
    today_runners: people?.today ?? 0,
    today_received: toBaht(money?.today ?? 0),
    held_places: money?.held ?? 0,
    top_holders: holders,
  };
}

/** The headline's counts over the event's people and orders, and its top holders. */
async function headlineCounts(db: Db, eventId: number, midnight: Date) {
  const event = { id: eventId };
  const since = sql`${midnight.toISOString()}::timestamptz`;
  const paid: SQL = eq(orders.status, 'PAID');

  const [[people], [money], holders] = await Promise.all([
    db
      .select({
        runners: countOf(),
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
        held: sumWhere(orders.placesCount, eq(orders.status, 'INITIAL')),
      })
      .from(orders)
      .where(eq(orders.eventId, event.id)),
    topHolders(db, event.id),
  ]);
  return { people, money, holders };
}
