/**
 * The summary table's amounts: the domain's priceOrder fed with the event's baht values, exactly as
 * the server's order service feeds it, so the page's net equals the order's paid amount.
 */
import {
  fromBaht,
  priceOrder,
  type CouponTerms,
  type EventDetail,
  type OrderAmounts,
  type OrderPaymentMethod,
  type PricedEntry,
} from '@raceday/domain';
import type { RunnerInput } from '@raceday/domain/validation';

const shirtExtra = (e: EventDetail, shirtId: number) =>
  fromBaht(e.t_shirt.find((s) => s.id === shirtId)?.additional_price ?? 0);

/** Run type price, and the shirt extras of the runner and (for a team) of every member. */
export function pricedEntry(e: EventDetail, r: RunnerInput): PricedEntry {
  const runType = e.run_type.find((t) => t.id === r.run_type_id);
  return {
    runTypePrice: fromBaht(runType?.price ?? 0),
    shirtPrice:
      shirtExtra(e, r.t_shirt_id) +
      (r.team_member_obj ?? []).reduce((sum, m) => sum + shirtExtra(e, m.t_shirt_id), 0),
  };
}

export interface CouponReplyTerms {
  discount_type?: 'PERCENTAGE' | 'AMOUNT';
  discount?: number;
}

/** A found coupon's terms in satang (AMOUNT arrives in baht). */
export function couponTerms(reply: CouponReplyTerms): CouponTerms | null {
  if (reply.discount === undefined) return null;
  return reply.discount_type === 'PERCENTAGE'
    ? { discountType: 'PERCENTAGE', discount: reply.discount }
    : { discountType: 'AMOUNT', discount: fromBaht(reply.discount) };
}

export interface SummaryInput {
  event: EventDetail;
  runners: RunnerInput[];
  deliveryTypeId: number | null;
  /** null while the runner has not chosen (no online fee shown yet). */
  paymentMethod: OrderPaymentMethod | null;
  coupon: CouponTerms | null;
}

export function orderSummary({
  event,
  runners,
  deliveryTypeId,
  paymentMethod,
  coupon,
}: SummaryInput): OrderAmounts {
  const delivery = event.delivery_type.find((d) => d.id === deliveryTypeId);
  return priceOrder({
    entries: runners.map((r) => pricedEntry(event, r)),
    delivery: delivery
      ? { price: fromBaht(delivery.price), priceAdditional: fromBaht(delivery.price_additional) }
      : null,
    systemFee: { enabled: event.is_system_fee === 'Y', perEntry: fromBaht(event.system_fee_amt) },
    // No choice yet: nothing to add for it (FREE adds no fee).
    paymentMethod: paymentMethod ?? 'FREE',
    isFreePaymentFee: event.is_free_payment_fee === 'Y',
    coupon,
  });
}
