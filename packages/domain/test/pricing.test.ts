import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  fromBaht,
  onlineFeePercent,
  orderPaymentMethods,
  percentOf,
  priceOrder,
  shippingFor,
  type PricingInput,
} from '../src';

const b = fromBaht;
const bangkok = {
  delivery: { price: b(80), priceAdditional: b(30) }, // EMS
  systemFee: { enabled: true, perEntry: b(10) },
  isFreePaymentFee: false,
  coupon: null,
} satisfies Partial<PricingInput>;

describe('order amounts (seed 000 section 9, worked examples)', () => {
  it('two runners with EMS delivery and a system fee, paid by PromptPay', () => {
    // Marathon 1,200 + 3XL shirt 50 = 1,250; half marathon 900 + M 0 = 900 -> items 2,150
    // shipping 80 + (2 - 1) x 30 = 110; system fee 2 x 10 = 20; total 2,280; PromptPay 3% = 68.40
    const amounts = priceOrder({
      ...bangkok,
      entries: [
        { runTypePrice: b(1200), shirtPrice: b(50) },
        { runTypePrice: b(900), shirtPrice: 0 },
      ],
      paymentMethod: 'PP_OPN',
    });
    expect(amounts).toEqual({
      items: b(2150),
      discount: 0,
      shipping: b(110),
      systemFee: b(20),
      total: b(2280),
      onlineFeePercent: 3,
      onlineFee: b(68.4),
      net: b(2348.4),
    });
  });

  it('charges the card fee at 5% of the whole total (the seed charged the system-fee part at 3%)', () => {
    const amounts = priceOrder({
      ...bangkok,
      entries: [
        { runTypePrice: b(1200), shirtPrice: b(50) },
        { runTypePrice: b(900), shirtPrice: 0 },
      ],
      paymentMethod: 'CC_OPN',
    });
    // 5% of 2,280 = 114.00; the seed's submitted figure would have been 2,260 x 5% + 20 x 3% = 113.60.
    expect(amounts.onlineFee).toBe(b(114));
    expect(amounts.net).toBe(b(2394));
  });

  it('a 10% coupon on one runner multiplies the items total by 0.9', () => {
    // Mini marathon 650 -> 585 (discount 65); self pickup 0; system fee 10; total 595; PromptPay 17.85
    const amounts = priceOrder({
      ...bangkok,
      delivery: { price: 0, priceAdditional: 0 },
      entries: [{ runTypePrice: b(650), shirtPrice: 0 }],
      coupon: { discountType: 'PERCENTAGE', discount: 10 },
      paymentMethod: 'PP_OPN',
    });
    expect(amounts).toMatchObject({
      items: b(650),
      discount: b(65),
      total: b(595),
      onlineFee: b(17.85),
      net: b(612.85),
    });
  });

  it('a fixed coupon replaces the items total with its value', () => {
    // Marathon 1,200 + 4XL 80 = 1,280 -> 450 (discount 830); EMS 80; system fee 10; total 540; card 5% = 27
    const amounts = priceOrder({
      ...bangkok,
      entries: [{ runTypePrice: b(1200), shirtPrice: b(80) }],
      coupon: { discountType: 'AMOUNT', discount: b(450) },
      paymentMethod: 'CC_OPN',
    });
    expect(amounts).toMatchObject({ discount: b(830), total: b(540), onlineFee: b(27), net: b(567) });
  });

  it('a team entry is one entry at the team price; bank transfer has no online fee', () => {
    const amounts = priceOrder({
      entries: [{ runTypePrice: b(2100), shirtPrice: 0 }],
      delivery: { price: b(60), priceAdditional: b(20) },
      systemFee: { enabled: false, perEntry: 0 },
      isFreePaymentFee: false,
      coupon: null,
      paymentMethod: 'DIRECT',
    });
    expect(amounts).toMatchObject({ total: b(2160), onlineFeePercent: 0, onlineFee: 0, net: b(2160) });
  });

  it('a free event costs nothing and a waived fee is not charged', () => {
    const free = priceOrder({
      entries: [
        { runTypePrice: 0, shirtPrice: 0 },
        { runTypePrice: 0, shirtPrice: 0 },
      ],
      delivery: { price: 0, priceAdditional: 0 },
      systemFee: { enabled: false, perEntry: 0 },
      isFreePaymentFee: true,
      coupon: null,
      paymentMethod: 'FREE',
    });
    expect(free.net).toBe(0);
    expect(onlineFeePercent('PP_OPN', true)).toBe(0);
    expect(onlineFeePercent('CC_OPN', false)).toBe(5);
  });
});

describe('rounding: half-up to the satang, once per line', () => {
  it('rounds fees half-up', () => {
    expect(percentOf(12345, 3)).toBe(370); // 370.35 -> 370
    expect(percentOf(150, 3)).toBe(5); // 4.5 -> 5
    expect(percentOf(149, 3)).toBe(4); // 4.47 -> 4
    expect(percentOf(99_999_999, 5)).toBe(5_000_000); // 4,999,999.95 -> 5,000,000
    expect(() => percentOf(-1, 3)).toThrow(RangeError);
  });
  it('rounds the discounted items total, not the discount', () => {
    // 15 satang x 0.9 = 13.5 -> 14, so the discount is 1 satang
    expect(couponDiscount(15, { discountType: 'PERCENTAGE', discount: 10 })).toBe(1);
    expect(couponDiscount(b(650), { discountType: 'PERCENTAGE', discount: 100 })).toBe(b(650));
    // A fixed coupon worth more than the items never raises the price.
    expect(couponDiscount(b(400), { discountType: 'AMOUNT', discount: b(450) })).toBe(0);
  });
  it('ships the first entry at the delivery price and each further one at price_additional', () => {
    expect(shippingFor({ price: b(80), priceAdditional: b(30) }, 1)).toBe(b(80));
    expect(shippingFor({ price: b(80), priceAdditional: b(30) }, 5)).toBe(b(200));
    expect(shippingFor(null, 3)).toBe(0);
  });
});

describe('payment methods offered', () => {
  it('offers PromptPay and card for an online event, nothing to choose for DIRECT and FREE', () => {
    expect(orderPaymentMethods('OPN')).toEqual(['PP_OPN', 'CC_OPN']);
    expect(orderPaymentMethods('DIRECT')).toEqual(['DIRECT']);
    expect(orderPaymentMethods('FREE')).toEqual(['FREE']);
  });
});
