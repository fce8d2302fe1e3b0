/**
 * Money after the fact: an organizer refunds a paid order in full or in part, cancels a paid order
 * (its places return), and settles money that arrived for an order already closed (`paid_after_close`):
 * restore the order as paid when its places can be taken again, or refund the charge.
 *
 * Online money goes back through the provider, on the charge that paid; a bank transfer is given back
 * by hand and recorded with the transfer's reference. The order row is locked while a refund is
 * decided and recorded, so two refunds at once can never give back more than was paid; the
 * provider is asked with an idempotency key made of the order and what it had refunded, so a retry
 * of the same refund after a lost reply is not paid twice.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { fromBaht, toBaht } from '@raceday/domain';
import type { CancelOrderInput, RefundOrderInput } from '@raceday/domain/validation';
import type { Db, Tx } from '../../db/client';
import { orders, payments, refunds } from '../../db/schema';
import { AppError, conflict, notFound, pgError, PG, ValidationFailure } from '../../lib/errors';
import type { PaymentProvider } from '../../payments/provider';
import { ProviderError } from '../../payments/provider';
import type { UserRow } from '../people/accounts';
import { eventForUser } from '../events/organizers';
import { recordHistory } from '../../orders/history';
import { queueOrderMail } from '../../orders/mails';
import { cancelPaidOrder, restoreOrder } from '../../orders/state';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

async function lockedOrder(tx: Tx, eventId: number, uuid: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.uuid, uuid), eq(orders.eventId, eventId)))
    .for('update');
  if (!order) throw notFound('order.not_found');
  return order;
}

/**
 * The successful charge that holds this order's money: the one that paid it (PAID, or CANCEL after
 * being paid), else, for a closed order, the last charge that succeeded after it closed.
 */
async function moneyCharge(tx: Tx, order: OrderRow): Promise<PaymentRow | null> {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['successful'])))
    .orderBy(desc(payments.updatedAt));
  return (
    rows.find((p) => p.providerChargeId === order.paymentRef) ?? (order.paidAt ? null : (rows[0] ?? null))
  );
}

/** A history row written by the organizer. */
const history = (tx: Tx, orderId: number, user: UserRow, action: string, detail: Record<string, unknown>) =>
  recordHistory(tx, orderId, `user:${user.id}`, action, detail);

/**
 * What can be given back and how: a paid (or paid, then cancelled) order's money not refunded yet,
 * or the whole of a charge that arrived after the order closed.
 */
async function refundable(tx: Tx, order: OrderRow) {
  const paidBefore = order.paidAt !== null;
  if (order.paymentMethod === 'FREE' || (order.status === 'INITIAL' && !paidBefore))
    throw conflict('refund.nothing_paid');
  const charge = order.paymentMethod === 'DIRECT' ? null : await moneyCharge(tx, order);
  if (paidBefore && (order.status === 'PAID' || order.status === 'CANCEL')) {
    return {
      left: order.paidAmount - order.refundedAmount,
      charge,
      manual: order.paymentMethod === 'DIRECT' || !charge,
      reason: 'refund' as const,
    };
  }
  // A closed order that was never paid: only money that arrived after it closed can go back.
  if (!charge) throw conflict('refund.nothing_paid');
  const given = await tx
    .select({ amount: refunds.amount })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.paymentId, charge.id)));
  return {
    left: charge.amount - given.reduce((a, r) => a + r.amount, 0),
    charge,
    manual: false,
    reason: 'paid_after_close' as const,
  };
}

/**
 * POST /v1/organizer/refund-order. In three steps, so no transaction is open while the provider is
 * asked: the amount is held (a pending refund row, the order's refunded total raised) under the order's
 * lock; the provider refunds it, with the row's id as the idempotency key; then the refund is recorded
 * as done, or, when the provider refused, the hold is let go and nothing stays recorded.
 */
export async function refundOrder(
  db: Db,
  provider: PaymentProvider,
  user: UserRow,
  input: RefundOrderInput,
): Promise<{ refunded: number; cancelled: boolean }> {
  const event = await eventForUser(db, user, input.event_key);
  const amount = fromBaht(input.amount);
  const held = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, event.id, input.uuid);
    const money = await refundable(tx, order);
    if (money.left <= 0) throw conflict('refund.nothing_left');
    if (amount > money.left)
      throw new ValidationFailure([
        { code: 'too_big', path: ['amount'], maximum: toBaht(money.left), message: 'v.refund_above' },
      ]);
    if (money.manual && input.reference === '')
      throw new ValidationFailure([{ code: 'custom', path: ['reference'], message: 'v.refund_reference' }]);
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: money.manual ? null : money.charge!.id,
        amount,
        method: money.manual ? 'manual' : 'provider',
        reference: input.reference,
        note: input.note,
        reason: money.reason,
        status: money.manual ? 'done' : 'pending',
        userId: user.id,
      })
      .returning({ id: refunds.id });
    // Money of a closed order is not the order's: its own totals stay as they were.
    if (money.reason === 'refund')
      await tx
        .update(orders)
        .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}`, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
    return { order, money, refundId: row!.id };
  });

  const { order, money, refundId } = held;
  let providerRefundId: string | null = null;
  if (!money.manual) {
    try {
      providerRefundId = (
        await provider.refundCharge(
          money.charge!.providerChargeId!,
          amount,
          `refund-${order.uuid}-${refundId}`,
        )
      ).id;
    } catch (err) {
      await db.transaction(async (tx) => {
        await tx.delete(refunds).where(eq(refunds.id, refundId));
        if (money.reason === 'refund')
          await tx
            .update(orders)
            .set({ refundedAmount: sql`${orders.refundedAmount} - ${amount}` })
            .where(eq(orders.id, order.id));
      });
      if (err instanceof ProviderError) throw new AppError(502, 'refund.provider_failed');
      throw err;
    }
  }

  return db.transaction(async (tx) => {
    if (providerRefundId)
      await tx.update(refunds).set({ status: 'done', providerRefundId }).where(eq(refunds.id, refundId));
    if (money.reason === 'paid_after_close' && amount === money.left)
      await tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(eq(payments.id, money.charge!.id));
    await history(tx, order.id, user, 'refunded', {
      amount,
      method: money.manual ? 'manual' : 'provider',
      reason: money.reason,
      ...(providerRefundId ? { refund: providerRefundId } : {}),
      ...(input.reference ? { reference: input.reference } : {}),
      ...(input.note ? { note: input.note } : {}),
    });
    // The runner's mail: how much came back, how, and what is left (in the refund's transaction).
    await queueOrderMail(tx, order.id, 'refund_issued', {
      amount,
      method: money.manual ? 'manual' : 'provider',
      reference: input.reference || null,
      left: money.left - amount,
    });
    const current = await lockedOrder(tx, event.id, input.uuid);
    const cancelled = input.cancel && current.status === 'PAID';
    if (cancelled) await cancelLocked(tx, current, user, input.note);
    return { refunded: amount, cancelled };
  });
}

/** PAID → CANCEL (orders/state.ts): its people stop counting, its places, shirts and coupon use return. */
async function cancelLocked(tx: Tx, order: OrderRow, user: UserRow, note: string): Promise<void> {
  if (!(await cancelPaidOrder(tx, order, `user:${user.id}`, note))) throw conflict('order.not_paid');
}

/** POST /v1/organizer/cancel-order: a paid order withdrawn (its money stays until refunded). */
export async function cancelOrder(db: Db, user: UserRow, input: CancelOrderInput): Promise<void> {
  const event = await eventForUser(db, user, input.event_key);
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, event.id, input.uuid);
    if (order.status !== 'PAID') throw conflict('order.not_paid');
    await cancelLocked(tx, order, user, input.note);
  });
}

/**
 * POST /v1/organizer/restore-order: money arrived for an order already deleted or expired; the
 * organizer takes the order back as paid by that charge, if its places can be taken again.
 */
export async function restorePaidOrder(db: Db, user: UserRow, eventKey: string, uuid: string): Promise<void> {
  const event = await eventForUser(db, user, eventKey);
  try {
    await db.transaction(async (tx) => {
      const order = await lockedOrder(tx, event.id, uuid);
      if (order.status !== 'DELETE' && order.status !== 'EXPIRED') throw conflict('order.not_closed');
      const charge = await moneyCharge(tx, order);
      const given = charge
        ? await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, charge.id))
        : [];
      if (!charge || given.length || charge.amount !== order.paidAmount)
        throw conflict('order.nothing_to_restore');
      // Its places, shirts and coupon use are reserved again: 409 when full or sold out meanwhile.
      await restoreOrder(
        tx,
        order,
        { providerChargeId: charge.providerChargeId, amount: charge.amount, paidAt: charge.updatedAt },
        `user:${user.id}`,
      );
    });
  } catch (err) {
    // A person of the order registered again meanwhile: the places cannot come back.
    if (pgError(err)?.code === PG.UNIQUE_VIOLATION) throw conflict('order.restore_taken');
    throw err;
  }
}
