/**
 * The one reserve / release primitive of an order's limited things: the event's places, its race
 * types' places, stocked shirt sizes and coupon uses. Every path that makes an order's people count
 * (placing, reviving, restoring, editing a shirt) reserves through here, and every path that lets
 * them go (expiring, withdrawing, cancelling) releases through here, so the same limits hold on every
 * path. The transitions of orders/state.ts call it inside their transaction.
 *
 * The hot path, placing an order, does the same in one SQL round trip: raceday_place_order
 * (db/functions/place_order.sql) takes the race-type and
 * event places with the same conditional updates, counts stocked shirts the same way (active runners
 * of the size against its stock, under the size's row lock, in id order) and takes a coupon use
 * within its limit. The counters (`event_places`, `run_type_places`) change only here and there.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { coupons, eventPlaces, events, runners, runTypePlaces, runTypes, shirts } from '../db/schema';
import { AppError, conflict } from '../lib/errors';

/**
 * Takes `byRunType` places of each race type and `total` of the event, or fails with 409 when one of
 * them is full. Conditional updates: PostgreSQL re-checks the condition on the latest row after
 * waiting for any concurrent order, so a limit holds however many buyers arrive at once. Race types
 * first, in id order, then the event: every order locks in the same order, so no deadlock.
 */
export async function takePlaces(
  tx: Tx,
  eventId: number,
  byRunType: Map<number, number>,
  total: number,
  runTypeName: (id: number) => string,
): Promise<void> {
  for (const [runTypeId, places] of [...byRunType].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(runTypePlaces)
      .set({ taken: sql`${runTypePlaces.taken} + ${places}` })
      .from(runTypes)
      .where(
        and(
          eq(runTypePlaces.runTypeId, runTypeId),
          eq(runTypes.id, runTypeId),
          sql`(${runTypes.participantLimit} is null or ${runTypePlaces.taken} + ${places} <= ${runTypes.participantLimit})`,
        ),
      )
      .returning({ id: runTypePlaces.runTypeId });
    if (!taken.length) throw conflict('run_type.full', { name: runTypeName(runTypeId) });
  }
  const taken = await tx
    .update(eventPlaces)
    .set({ taken: sql`${eventPlaces.taken} + ${total}` })
    .from(events)
    .where(
      and(
        eq(eventPlaces.eventId, eventId),
        eq(events.id, eventId),
        sql`(not ${events.isLimitParticipate} or ${events.participantLimit} is null or ${eventPlaces.taken} + ${total} <= ${events.participantLimit})`,
      ),
    )
    .returning({ id: eventPlaces.eventId });
  if (!taken.length) throw conflict('event.full');
}

/**
 * Gives back what an order holds: its people stop counting as registered, the places of their race
 * types and of the event return, and its coupon use returns. The caller has already moved the order
 * out of INITIAL in the same transaction. Returns the number of places released.
 */
export async function releasePlaces(
  tx: Tx,
  order: { id: number; eventId: number; couponId: number | null },
): Promise<number> {
  const people = await setPeopleActive(tx, order.id, false);
  for (const [runTypeId, n] of [...people.byRunType].sort(([a], [b]) => a - b)) {
    await tx
      .update(runTypePlaces)
      .set({ taken: sql`greatest(${runTypePlaces.taken} - ${n}, 0)` })
      .where(eq(runTypePlaces.runTypeId, runTypeId));
  }
  if (people.count) {
    await tx
      .update(eventPlaces)
      .set({ taken: sql`greatest(${eventPlaces.taken} - ${people.count}, 0)` })
      .where(eq(eventPlaces.eventId, order.eventId));
  }
  await countCouponUse(tx, order.couponId, -1);
  return people.count;
}

/**
 * Takes back, for an order that was let go, what it held: its people count as registered again.
 * Fails with 409 when a stocked shirt size of theirs has sold out, or the event or a race type has
 * filled meanwhile, or (unique violation) when one of its people has registered again in another
 * order; the caller's transaction then rolls back. The coupon use is taken again whatever its limit:
 * the runner has paid the discounted price.
 */
export async function retakePlaces(
  tx: Tx,
  order: { id: number; eventId: number; couponId: number | null },
  runTypeName: (id: number) => string,
): Promise<void> {
  const people = await setPeopleActive(tx, order.id, true);
  await reserveShirts(tx, people.shirtIds);
  await takePlaces(tx, order.eventId, people.byRunType, people.count, runTypeName);
  await countCouponUse(tx, order.couponId, +1);
}

/** A stocked shirt size that active orders hold more of than its stock: its id and name. */
export class ShirtSoldOut extends AppError {
  constructor(
    readonly shirtId: number,
    name: string,
  ) {
    super(409, 'shirt.sold_out', { name });
  }
}

/**
 * Checks, after the caller has made runners of these sizes active (or moved them to these sizes) in
 * its transaction, that no stocked size is held by more active runners than its stock; throws
 * ShirtSoldOut (409 shirt.sold_out) for the first that is, so the caller's transaction rolls back.
 * Under each size's row lock, in id order, as raceday_place_order counts them (place_order.sql): two
 * orders never count one size at the same time. Sizes without a stock are not looked at.
 */
export async function reserveShirts(tx: Tx, shirtIds: Iterable<number | null>): Promise<void> {
  const ids = [...new Set([...shirtIds].filter((id): id is number => id !== null))].sort((a, b) => a - b);
  if (!ids.length) return;
  const stocked = await tx
    .select({ id: shirts.id, name: shirts.name, stock: shirts.stock })
    .from(shirts)
    .where(and(inArray(shirts.id, ids), isNotNull(shirts.stock)))
    .orderBy(shirts.id)
    .for('no key update');
  for (const size of stocked) {
    const [held] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(runners)
      .where(and(eq(runners.shirtId, size.id), eq(runners.isActive, true)));
    if ((held?.n ?? 0) > size.stock!) throw new ShirtSoldOut(size.id, size.name);
  }
}

/** Makes an order's people active or not (those not so yet): how many changed, per race type too. */
async function setPeopleActive(tx: Tx, orderId: number, active: boolean) {
  const people = await tx
    .update(runners)
    .set({ isActive: active })
    .where(and(eq(runners.orderId, orderId), eq(runners.isActive, !active)))
    .returning({ runTypeId: runners.runTypeId, shirtId: runners.shirtId });
  const byRunType = new Map<number, number>();
  for (const p of people) byRunType.set(p.runTypeId, (byRunType.get(p.runTypeId) ?? 0) + 1);
  return { count: people.length, byRunType, shirtIds: people.map((p) => p.shirtId) };
}

/** Counts an order's coupon use again (+1) or gives it back (-1, never below 0); nothing without a coupon. */
async function countCouponUse(tx: Tx, couponId: number | null, change: 1 | -1): Promise<void> {
  if (couponId === null) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} + ${change}, 0)` })
    .where(eq(coupons.id, couponId));
}

/** Places an event's active orders hold now. */
export async function eventPlacesTaken(db: Db | Tx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ taken: eventPlaces.taken })
    .from(eventPlaces)
    .where(eq(eventPlaces.eventId, eventId));
  return row?.taken ?? 0;
}

/** Places a race type's active orders hold now. */
export async function runTypePlacesTaken(db: Db | Tx, runTypeId: number): Promise<number> {
  const [row] = await db
    .select({ taken: runTypePlaces.taken })
    .from(runTypePlaces)
    .where(eq(runTypePlaces.runTypeId, runTypeId));
  return row?.taken ?? 0;
}
