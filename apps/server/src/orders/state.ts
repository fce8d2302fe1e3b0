/**
 * An order's life, as an explicit state machine (pretix's services/orders.py is the model:
 * mark_order_paid, mark_order_expired, reactivate_order, cancel_order). This module is the only code
 * that writes `orders.status` (test/routes/order-state.test.ts fails when another file does):
 * routes, the sweep, webhooks and the back office ask it.
 *
 *   placed     (none)            → INITIAL or PAID  raceday_place_order, db/functions/place_order.sql
 *   paid       INITIAL           → PAID             markPaid: a charge settled, a transfer confirmed
 *   expired    INITIAL           → EXPIRED          expireOrder: the sweep, the hold ran out
 *   deleted    INITIAL           → DELETE           withdrawOrder: the organizer's delete, release-held
 *   cancelled_by_runner INITIAL → DELETE           cancelUnpaidOrder: the runner gives up an unpaid order
 *   revived    EXPIRED           → PAID             revivePaidOrder: money arrived after the expiry
 *   restored   DELETE | EXPIRED  → PAID             restoreOrder: the organizer takes closed money back
 *   cancelled  PAID              → CANCEL           cancelPaidOrder: the organizer withdraws a paid order
 *
 * Refunds (in part or whole) change money, not the status: services/money/refunds.ts, which may then
 * cancel through here.
 *
 * "placed" is the hot path: one SQL round trip (raceday_place_order) inserts the order with status
 * INITIAL, or PAID when nothing is to be paid, with its people, its history row and its places,
 * shirts and coupon use taken (orders/places.ts describes the same limits), and an unpaid order's
 * places counted in its client's held places (held_places, within the bound). It is the one other
 * writer of the column, and only at insert. An order leaving INITIAL gives its client's held places
 * back in the statement of `move` (the trigger of migration 0023: every path, in the placing's lock
 * order).
 *
 * Each transition is one function that runs inside the caller's transaction: a conditional update
 * (`where status in from`) so it happens once whatever the path (an order turns PAID once), the
 * places reserved or released through orders/places.ts, its order_history row, and the e-mail it
 * means, queued in the same transaction (orders/mails.ts: payment_confirmed when paid, revived or
 * restored, order_closed when expired, deleted or cancelled): a transition rolled back sends nothing.
 * Refunds and money arriving for a closed order queue theirs too (refund_issued, paid_after_close).
 * No trigger decides a mail any more (migration 0021 dropped them); only the placing's SQL queues its
 * own (order_created, or payment_confirmed for an order placed PAID).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { orders, runTypes } from '../db/schema';
import { AppError, pgError, PG } from '../lib/errors';
import { giveLateBibs } from '../services/backoffice/bibs';
import { recordHistory } from './history';
import { queueOrderMail } from './mails';
import { releasePlaces, retakePlaces } from './places';

type OrderRow = typeof orders.$inferSelect;
export type OrderStatus = OrderRow['status'];

/** The allowed moves between states: from which states each transition may start, and where it ends. */
export const TRANSITIONS = {
  paid: { from: ['INITIAL'], to: 'PAID' },
  expired: { from: ['INITIAL'], to: 'EXPIRED' },
  deleted: { from: ['INITIAL'], to: 'DELETE' },
  cancelled_by_runner: { from: ['INITIAL'], to: 'DELETE' },
  revived: { from: ['EXPIRED'], to: 'PAID' },
  restored: { from: ['DELETE', 'EXPIRED'], to: 'PAID' },
  cancelled: { from: ['PAID'], to: 'CANCEL' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type Transition = keyof typeof TRANSITIONS;

/** May this transition start from this status? */
export function allowed(transition: Transition, status: OrderStatus): boolean {
  return (TRANSITIONS[transition].from as readonly OrderStatus[]).includes(status);
}

/**
 * The one write of `orders.status`: moves the order along `transition` if it is still in one of the
 * states it starts from. False when it is not (another path moved it a moment ago).
 */
async function move(
  tx: Tx,
  orderId: number,
  transition: Transition,
  set: Partial<Pick<OrderRow, 'paidAt' | 'paymentRef'>> = {},
  now = new Date(),
): Promise<boolean> {
  const { from, to } = TRANSITIONS[transition];
  const moved = await tx
    .update(orders)
    .set({ status: to, ...set, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/** The event's race-type names, for a "full" message when places are taken again. */
async function runTypeNames(tx: Tx, eventId: number): Promise<(id: number) => string> {
  const names = await tx
    .select({ id: runTypes.id, name: runTypes.name })
    .from(runTypes)
    .where(eq(runTypes.eventId, eventId));
  return (id) => names.find((n) => n.id === id)?.name ?? '';
}

/**
 * INITIAL → PAID: the money arrived (a provider's charge settled, the organizer confirmed a transfer).
 * Writes a 'paid' history row and gives bibs if they were given already. False when the order was
 * not INITIAL any more (paid, expired or deleted a moment ago).
 */
export async function markPaid(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'eventId'>,
  paid: { actor: string; detail: Record<string, unknown>; paymentRef?: string; at?: Date },
): Promise<boolean> {
  const now = paid.at ?? new Date();
  const set = paid.paymentRef !== undefined ? { paidAt: now, paymentRef: paid.paymentRef } : { paidAt: now };
  if (!(await move(tx, order.id, 'paid', set, now))) return false;
  await recordHistory(tx, order.id, paid.actor, 'paid', paid.detail, now);
  // Paid after the bibs were given: the next numbers of the runners' race types.
  await giveLateBibs(tx, order.eventId, order.id);
  await queueOrderMail(tx, order.id, 'payment_confirmed');
  return true;
}

/**
 * INITIAL → EXPIRED: the hold ran out (the caller, the sweep, holds the row's lock). Its places,
 * race-type places, shirts and coupon use are released. False when it was not INITIAL any more.
 */
export async function expireOrder(tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
  if (!(await move(tx, order.id, 'expired', {}, now))) return false;
  const released = await releasePlaces(tx, order);
  await recordHistory(
    tx,
    order.id,
    'system',
    'expired',
    { places_released: released, deadline: order.expiresAt?.toISOString() ?? null },
    now,
  );
  await queueOrderMail(tx, order.id, 'order_closed', { status: 'EXPIRED' });
  return true;
}

/**
 * INITIAL → DELETE: an unpaid order withdrawn (the organizer's delete, or release-held). Its places,
 * race-type places, shirts and coupon use are released; a 'deleted' history row. False when it was
 * not INITIAL any more (paid or withdrawn a moment ago).
 */
export async function withdrawOrder(
  tx: Tx,
  order: OrderRow,
  actor: string,
  detail: Record<string, unknown> = {},
): Promise<boolean> {
  const now = new Date();
  if (!(await move(tx, order.id, 'deleted', {}, now))) return false;
  const released = await releasePlaces(tx, order);
  await recordHistory(tx, order.id, actor, 'deleted', { places_released: released, ...detail }, now);
  await queueOrderMail(tx, order.id, 'order_closed', { status: 'DELETE' });
  return true;
}

/**
 * INITIAL → DELETE by the order's owner (POST /v1/order/cancel, orders/order-owner.ts): the runner
 * gives up an unpaid order. Its places, race-type places, shirts and coupon use return at once; a
 * 'cancelled_by_runner' history row and an order_closed mail saying the runner cancelled it. False
 * when it was not INITIAL any more (paid, expired or withdrawn a moment ago).
 */
export async function cancelUnpaidOrder(tx: Tx, order: OrderRow, actor: string): Promise<boolean> {
  const now = new Date();
  if (!(await move(tx, order.id, 'cancelled_by_runner', {}, now))) return false;
  const released = await releasePlaces(tx, order);
  await recordHistory(tx, order.id, actor, 'cancelled_by_runner', { places_released: released }, now);
  await queueOrderMail(tx, order.id, 'order_closed', { status: 'DELETE', by: 'runner' });
  return true;
}

/**
 * PAID → CANCEL: a paid order withdrawn by the organizer (its money stays until refunded). Its people
 * stop counting, its places, shirts and coupon use return. False when it was not PAID.
 */
export async function cancelPaidOrder(
  tx: Tx,
  order: OrderRow,
  actor: string,
  note: string,
): Promise<boolean> {
  if (!(await move(tx, order.id, 'cancelled'))) return false;
  const released = await releasePlaces(tx, order);
  await recordHistory(tx, order.id, actor, 'cancelled', {
    places_released: released,
    ...(note ? { note } : {}),
  });
  // Its money stays until refunded: the mail says so (each refund sends its own).
  await queueOrderMail(tx, order.id, 'order_closed', { status: 'CANCEL' });
  return true;
}

/**
 * DELETE | EXPIRED → PAID by the organizer: money arrived for an order already closed and it is taken
 * back as paid by that charge. Reserves its places, race-type places, shirts and coupon use again
 * first: throws 409 (full, sold out) or a unique violation (a person registered again), and the
 * caller's transaction rolls back.
 */
export async function restoreOrder(
  tx: Tx,
  order: OrderRow,
  charge: { providerChargeId: string | null; amount: number; paidAt: Date },
  actor: string,
): Promise<void> {
  await retakePlaces(tx, order, await runTypeNames(tx, order.eventId));
  const set = { paidAt: charge.paidAt, paymentRef: charge.providerChargeId };
  if (!(await move(tx, order.id, 'restored', set))) return;
  await recordHistory(tx, order.id, actor, 'restored', {
    charge: charge.providerChargeId,
    amount: charge.amount,
    from: order.status,
  });
  await giveLateBibs(tx, order.eventId, order.id);
  await queueOrderMail(tx, order.id, 'payment_confirmed', { late: true });
}

/**
 * EXPIRED → PAID: a payment arrived for an order that expired meanwhile. The runner paid, so the
 * order is taken back if what it held can be reserved again. Returns false (nothing changed) when
 * the event, a race type or a stocked shirt size has filled, or one of its people has registered again
 * elsewhere: the caller records the money as paid after close, for a refund.
 */
export async function revivePaidOrder(
  db: Db,
  orderId: number,
  paid: { actor: string; detail: Record<string, unknown>; paymentRef: string },
  now = new Date(),
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.status, 'EXPIRED')))
        .for('update');
      if (!order) return false;
      await retakePlaces(tx, order, await runTypeNames(tx, order.eventId));
      if (!(await move(tx, order.id, 'revived', { paidAt: now, paymentRef: paid.paymentRef }, now)))
        return false;
      await recordHistory(tx, order.id, paid.actor, 'paid', { ...paid.detail, after_expiry: true }, now);
      await giveLateBibs(tx, order.eventId, order.id);
      await queueOrderMail(tx, order.id, 'payment_confirmed', { late: true });
      return true;
    });
  } catch (err) {
    // Full again, sold out, or a person of the order registered anew: the payment is kept for a refund.
    if ((err instanceof AppError && err.statusCode === 409) || pgError(err)?.code === PG.UNIQUE_VIOLATION)
      return false;
    throw err;
  }
}
