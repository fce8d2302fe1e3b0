/**
 * Prices, fees and coupons in integer satang (seed 000 section 9, DESIGN section 6). The browser's
 * summary table and the server's order service call these same functions, so they cannot disagree.
 *
 * The seeds' two quirks are fixed here: the card fee is 5% of the whole total (the seed charged the
 * system-fee part at 3%), and the main registrant's names are always carried (see schemas).
 */
import type { EventPaymentMethod } from './constants';
import type { Satang } from './money';

/** Online fee rates in percent, by the kind of online payment. */
export const ONLINE_FEE_PERCENT = { PROMPTPAY: 3, CARD: 5 } as const;

/** What the runner picked for payment: PP_<provider> (PromptPay), CC_<provider> (card), DIRECT or FREE. */
export type OrderPaymentMethod = `PP_${string}` | `CC_${string}` | 'DIRECT' | 'FREE';

export function orderPaymentMethods(eventMethod: EventPaymentMethod): OrderPaymentMethod[] {
  if (eventMethod === 'DIRECT' || eventMethod === 'FREE') return [eventMethod];
  return [`PP_${eventMethod}`, `CC_${eventMethod}`];
}

/** Half-up to the satang of `amount × percent / 100`, for non-negative integers. */
export function percentOf(amount: Satang, percent: number): Satang {
  if (amount < 0 || percent < 0) throw new RangeError('negative amount or percent');
  // Percent may have up to 2 decimals (e.g. 3.65%); work in hundredths to stay in integers.
  const hundredths = Math.round(percent * 100);
  return Math.floor((amount * hundredths + 5000) / 10000);
}

export interface PricedEntry {
  /** Run type price (a team entry's price is for the whole team). */
  runTypePrice: Satang;
  /** Additional price of the chosen shirt (0 for most sizes). */
  shirtPrice: Satang;
}

export interface CouponTerms {
  discountType: 'PERCENTAGE' | 'AMOUNT';
  /** Percent for PERCENTAGE; satang for AMOUNT, which replaces the entries' total. */
  discount: number;
}

export interface PricingInput {
  entries: PricedEntry[];
  delivery: { price: Satang; priceAdditional: Satang } | null;
  systemFee: { enabled: boolean; perEntry: Satang };
  paymentMethod: OrderPaymentMethod;
  /** The event waives the online fee. */
  isFreePaymentFee: boolean;
  coupon: CouponTerms | null;
}

export interface OrderAmounts {
  /** Sum of run type + shirt prices, before any coupon. */
  items: Satang;
  discount: Satang;
  shipping: Satang;
  systemFee: Satang;
  /** items - discount + shipping + system fee: the seeds' `amount` / `total_amt`. */
  total: Satang;
  onlineFeePercent: number;
  onlineFee: Satang;
  /** total + online fee: what the runner pays, the seeds' `paid_amount`. */
  net: Satang;
}

export const itemPrice = (e: PricedEntry): Satang => e.runTypePrice + e.shirtPrice;

/** Delivery price for the first entry plus price_additional for each further one. */
export function shippingFor(delivery: PricingInput['delivery'], entries: number): Satang {
  if (!delivery || entries === 0) return 0;
  return delivery.price + (entries - 1) * delivery.priceAdditional;
}

/** The discount a coupon gives on an items total (never more than the total, never negative). */
export function couponDiscount(items: Satang, coupon: CouponTerms | null): Satang {
  if (!coupon) return 0;
  if (coupon.discountType === 'PERCENTAGE') {
    // The seed multiplies the items total by (1 - d/100); that product is the line rounded half-up.
    const pct = Math.min(100, Math.max(0, coupon.discount));
    return items - percentOf(items, 100 - pct);
  }
  // A fixed coupon replaces the items total with its value; it never raises the price.
  return Math.max(0, items - Math.min(items, coupon.discount));
}

export function onlineFeePercent(method: OrderPaymentMethod, isFreePaymentFee: boolean): number {
  if (isFreePaymentFee || method === 'DIRECT' || method === 'FREE') return 0;
  if (method.startsWith('PP_')) return ONLINE_FEE_PERCENT.PROMPTPAY;
  if (method.startsWith('CC_')) return ONLINE_FEE_PERCENT.CARD;
  return 0;
}

export function priceOrder(input: PricingInput): OrderAmounts {
  const items = input.entries.reduce((sum, e) => sum + itemPrice(e), 0);
  const discount = couponDiscount(items, input.coupon);
  const shipping = shippingFor(input.delivery, input.entries.length);
  const systemFee = input.systemFee.enabled ? input.entries.length * input.systemFee.perEntry : 0;
  const total = items - discount + shipping + systemFee;
  const feePercent = onlineFeePercent(input.paymentMethod, input.isFreePaymentFee);
  const onlineFee = percentOf(total, feePercent);
  return {
    items,
    discount,
    shipping,
    systemFee,
    total,
    onlineFeePercent: feePercent,
    onlineFee,
    net: total + onlineFee,
  };
}
