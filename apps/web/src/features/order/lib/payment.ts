import { ONLINE_FEE_PERCENT, fromBaht, formatBaht } from '@raceday/domain';
import type { OrderView } from '../api/inquire-order';

/** The order page's own refresh, handed down to the payment panels' refresh buttons. */
export interface RefreshProps {
  onRefresh: () => void;
  /** The runner's own refresh is under way (not the quiet polling). */
  refreshing: boolean;
}

export type PaymentKind = 'promptpay' | 'card' | 'transfer' | 'free' | 'other';

/** FREE, DIRECT, PP_<provider>, CC_<provider>. */
export function paymentKind(method: string): PaymentKind {
  if (method === 'FREE') return 'free';
  if (method === 'DIRECT') return 'transfer';
  if (method.startsWith('PP_')) return 'promptpay';
  if (method.startsWith('CC_')) return 'card';
  return 'other';
}

/**
 * Nothing was paid for this entry: a free event (FREE), or an order that cost nothing (a 100% coupon,
 * a free race) which the server completes at once (PAID with 0 to pay). It reads "registered", not "paid".
 */
export const isFreeEntry = (order: Pick<OrderView, 'status' | 'payment_method' | 'paid_amount'>): boolean =>
  paymentKind(order.payment_method) === 'free' || (order.status === 'PAID' && order.paid_amount === 0);

/** The fee percentage the page shows next to the payment fee (seed 001 §2.1): PromptPay 3, card 5, transfer 0. */
export function feePercent(kind: PaymentKind): number {
  if (kind === 'promptpay') return ONLINE_FEE_PERCENT.PROMPTPAY;
  if (kind === 'card') return ONLINE_FEE_PERCENT.CARD;
  return 0;
}

/** Baht (a number of the API) for display: 1380.2 -> "1,380.20". */
export const baht = (amount: number): string => formatBaht(fromBaht(amount));

/** Satang, the seed's "amount without the decimal point": 1380.2 -> 138020. */
export const satang = (amount: number): number => fromBaht(amount);

/** The lines of the payment summary, all in baht. */
export function summaryLines(order: OrderView) {
  return {
    register: order.amount - order.system_fee_amt,
    systemFee: order.system_fee_amt,
    discount: order.discount_amount,
    shipping: order.shipping_amount,
    paymentFee: Math.max(0, order.paid_amount - order.amount),
    total: order.paid_amount,
  };
}
