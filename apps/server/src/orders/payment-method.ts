/**
 * An unpaid order's payment method, and the online fee that follows it (PromptPay 3%, card 5%, none
 * when the event waives it or for a transfer): the owner's switch (orders/order-owner.ts) and a
 * charge paid by the method the order left (services/money/payments.ts settleCharge) set it through here.
 * Only an INITIAL order changes; its status never does.
 */
import { and, eq } from 'drizzle-orm';
import { onlineFeePercent, percentOf, type OrderPaymentMethod } from '@raceday/domain';
import type { Db, Tx } from '../db/client';
import { orders } from '../db/schema';
import { recordHistory } from './history';

type OrderRow = typeof orders.$inferSelect;

/** The online fee and what the runner pays, for an order's amount paid by `method`. */
export function amountsFor(
  amount: number,
  method: OrderPaymentMethod,
  isFreePaymentFee: boolean,
): { onlineFeeAmount: number; paidAmount: number } {
  const onlineFeeAmount = percentOf(amount, onlineFeePercent(method, isFreePaymentFee));
  return { onlineFeeAmount, paidAmount: amount + onlineFeeAmount };
}

/**
 * Sets an unpaid order's payment method and re-prices its online fee (PromptPay 3%, card 5%, none
 * when the event waives it); a 'payment_method_changed' history row. The order's own amount (items,
 * coupon, shipping, system fee) does not change. False when it was not INITIAL any more.
 */
export async function applyPaymentMethod(
  tx: Tx | Db,
  order: Pick<OrderRow, 'id' | 'amount' | 'paymentMethod' | 'paidAmount'>,
  method: OrderPaymentMethod,
  isFreePaymentFee: boolean,
  actor: string,
): Promise<boolean> {
  const amounts = amountsFor(order.amount, method, isFreePaymentFee);
  const changed = await tx
    .update(orders)
    .set({ paymentMethod: method, ...amounts, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'INITIAL')))
    .returning({ id: orders.id });
  if (!changed.length) return false;
  await recordHistory(tx, order.id, actor, 'payment_method_changed', {
    from: order.paymentMethod,
    to: method,
    paid_amount: amounts.paidAmount,
  });
  return true;
}
