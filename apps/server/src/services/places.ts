/**
 * An event's places (and its race types' places): taken inside the transaction that creates an
 * order, given back inside the one that deletes, expires or cancels it. The counters on `events` and
 * `run_types` are changed only here.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { coupons, events, runners, runTypes } from '../db/schema';
import { conflict } from '../lib/errors';

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
      .update(runTypes)
      .set({ placesTaken: sql`${runTypes.placesTaken} + ${places}` })
      .where(
        and(
          eq(runTypes.id, runTypeId),
          sql`(${runTypes.participantLimit} is null or ${runTypes.placesTaken} + ${places} <= ${runTypes.participantLimit})`,
        ),
      )
      .returning({ id: runTypes.id });
    if (taken.length === 0) throw conflict('run_type.full', { name: runTypeName(runTypeId) });
  }
  const taken = await tx
    .update(events)
    .set({ placesTaken: sql`${events.placesTaken} + ${total}` })
    .where(
      and(
        eq(events.id, eventId),
        sql`(not ${events.isLimitParticipate} or ${events.participantLimit} is null or ${events.placesTaken} + ${total} <= ${events.participantLimit})`,
      ),
    )
    .returning({ id: events.id });
  if (taken.length === 0) throw conflict('event.full');
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
  const people = await tx
    .update(runners)
    .set({ isActive: false })
    .where(and(eq(runners.orderId, order.id), eq(runners.isActive, true)))
    .returning({ runTypeId: runners.runTypeId });
  const byRunType = new Map<number, number>();
  for (const p of people) byRunType.set(p.runTypeId, (byRunType.get(p.runTypeId) ?? 0) + 1);
  for (const [runTypeId, n] of [...byRunType].sort(([a], [b]) => a - b)) {
    await tx
      .update(runTypes)
      .set({ placesTaken: sql`greatest(${runTypes.placesTaken} - ${n}, 0)` })
      .where(eq(runTypes.id, runTypeId));
  }
  if (people.length) {
    await tx
      .update(events)
      .set({ placesTaken: sql`greatest(${events.placesTaken} - ${people.length}, 0)` })
      .where(eq(events.id, order.eventId));
  }
  if (order.couponId !== null) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, order.couponId));
  }
  return people.length;
}

/**
 * Takes back, for an order that was let go, the places it held: its people count as registered again.
 * Fails with 409 when the event or a race type has filled meanwhile, or (unique violation) when one
 * of its people has registered again in another order; the caller's transaction then rolls back.
 * The coupon use is taken again whatever its limit: the runner has paid the discounted price.
 */
export async function retakePlaces(
  tx: Tx,
  order: { id: number; eventId: number; couponId: number | null },
  runTypeName: (id: number) => string,
): Promise<void> {
  const people = await tx
    .update(runners)
    .set({ isActive: true })
    .where(and(eq(runners.orderId, order.id), eq(runners.isActive, false)))
    .returning({ runTypeId: runners.runTypeId });
  const byRunType = new Map<number, number>();
  for (const p of people) byRunType.set(p.runTypeId, (byRunType.get(p.runTypeId) ?? 0) + 1);
  await takePlaces(tx, order.eventId, byRunType, people.length, runTypeName);
  if (order.couponId !== null) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, order.couponId));
  }
}
