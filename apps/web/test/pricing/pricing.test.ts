/**
 * The amounts the registration summary and the cart page compute from an event's prices (baht in the
 * reply, satang inside): the same figures the server charges.
 */
import { describe, expect, it } from 'vitest';
import { fromBaht, type EventDetail } from '@raceday/domain';
import { couponTerms, orderSummary, pricedEntry } from '@/features/registration/model/pricing';
import { entryPrice } from '@/features/cart/model/price';
import { parseCart, type CartRunner } from '@/features/cart/model/stored-cart';
import { nextThaiId } from '../../../../packages/domain/test-support/orders';
import { cartRunner } from '../support/cart';
import { BANGKOK, FREE_RUN, TRAIL } from '../support/events';

const b = fromBaht;
const [marathon, half, mini] = BANGKOK.run_type;
const shirt3xl = BANGKOK.t_shirt.find((s) => s.name.startsWith('3XL'))!;
const ems = BANGKOK.delivery_type.find((d) => d.is_require_address === 'Y')!;
const pickup = BANGKOK.delivery_type.find((d) => d.is_require_address === 'N')!;

/** The trail race with its XL team shirt at +30, so a team's shirts cost something. */
const TRAIL_XL_EXTRA: EventDetail = {
  ...TRAIL,
  t_shirt: TRAIL.t_shirt.map((s) => (s.name === 'เสื้อทีม XL' ? { ...s, additional_price: 30 } : s)),
};
const xlTeam = TRAIL_XL_EXTRA.t_shirt.find((s) => s.name === 'เสื้อทีม XL')!;
const relay = TRAIL.run_type.find((r) => r.team_size === 3)!;
const trailEms = TRAIL.delivery_type.find((d) => d.is_require_address === 'Y')!;
const member = (t_shirt_id: number) => ({
  fname: 'สมาชิก',
  lname: 'ทีมเทรล',
  sex: 'FEMALE',
  dob: '1995-03-03',
  id_card: nextThaiId(),
  mobile_no: '0891112222',
  blood_group: 'A',
  emergency_name: 'ญาติ ทีมเทรล',
  emergency_relation: 'พี่',
  emergency_mobile_no: '0899998888',
  t_shirt_id,
});

describe('the order summary amounts', () => {
  const two = () => [
    cartRunner(BANGKOK, { t_shirt_id: shirt3xl.id }, { runType: marathon }),
    cartRunner(BANGKOK, {}, { runType: half }),
  ];

  it('two runners by EMS with the system fee, paid by PromptPay: the fee is 3% of the total', () => {
    expect(
      orderSummary({
        event: BANGKOK,
        runners: two(),
        deliveryTypeId: ems.id,
        paymentMethod: 'PP_OPN',
        coupon: null,
      }),
    ).toEqual({
      items: b(2150), // 1,200 + 50 (3XL) + 900
      discount: 0,
      shipping: b(110), // 80 + 30 for the second runner
      systemFee: b(20), // 10 per entry
      total: b(2280),
      onlineFeePercent: 3,
      onlineFee: b(68.4),
      net: b(2348.4),
    });
  });

  it('adds nothing for payment until a method is chosen; a card costs 5%', () => {
    const input = { event: BANGKOK, runners: two(), deliveryTypeId: ems.id, coupon: null };
    const none = orderSummary({ ...input, paymentMethod: null });
    expect([none.onlineFee, none.net]).toEqual([0, b(2280)]);
    const card = orderSummary({ ...input, paymentMethod: 'CC_OPN' });
    expect([card.onlineFeePercent, card.onlineFee, card.net]).toEqual([5, b(114), b(2394)]);
  });

  it('charges no shipping before a delivery is chosen or for pickup', () => {
    const input = { event: BANGKOK, runners: two(), paymentMethod: null, coupon: null };
    expect(orderSummary({ ...input, deliveryTypeId: null }).shipping).toBe(0);
    expect(orderSummary({ ...input, deliveryTypeId: pickup.id }).shipping).toBe(0);
  });

  it('takes a 10% coupon off the entries only, before the fees', () => {
    const amounts = orderSummary({
      event: BANGKOK,
      runners: [cartRunner(BANGKOK, {}, { runType: mini })],
      deliveryTypeId: pickup.id,
      paymentMethod: 'PP_OPN',
      coupon: couponTerms({ discount_type: 'PERCENTAGE', discount: 10 }),
    });
    // 650 - 65 + system fee 10 = 595; 3% = 17.85.
    expect(amounts).toMatchObject({
      items: b(650),
      discount: b(65),
      total: b(595),
      onlineFee: b(17.85),
      net: b(612.85),
    });
  });

  it('reads a coupon reply: a fixed amount arrives in baht, a percentage as a percent', () => {
    expect(couponTerms({ discount_type: 'AMOUNT', discount: 500 })).toEqual({
      discountType: 'AMOUNT',
      discount: b(500),
    });
    expect(couponTerms({ discount_type: 'PERCENTAGE', discount: 12.5 })).toEqual({
      discountType: 'PERCENTAGE',
      discount: 12.5,
    });
    expect(couponTerms({})).toBeNull();
  });

  it('prices a team entry once, with the shirt extras of the captain and every member', () => {
    const team = cartRunner(
      TRAIL_XL_EXTRA,
      { t_shirt_id: xlTeam.id, team_member_obj: [member(xlTeam.id), member(19)] },
      { runType: relay },
    );
    expect(pricedEntry(TRAIL_XL_EXTRA, team)).toEqual({ runTypePrice: b(2100), shirtPrice: b(60) });
    // Bank transfer: no online fee; EMS for one entry: 60.
    expect(
      orderSummary({
        event: TRAIL_XL_EXTRA,
        runners: [team],
        deliveryTypeId: trailEms.id,
        paymentMethod: 'DIRECT',
        coupon: null,
      }),
    ).toMatchObject({
      items: b(2160),
      shipping: b(60),
      systemFee: 0,
      total: b(2220),
      onlineFee: 0,
      net: b(2220),
    });
  });

  it('a free event costs nothing', () => {
    const amounts = orderSummary({
      event: FREE_RUN,
      runners: [cartRunner(FREE_RUN), cartRunner(FREE_RUN)],
      deliveryTypeId: FREE_RUN.delivery_type[0]!.id,
      paymentMethod: 'FREE',
      coupon: null,
    });
    expect(amounts.net).toBe(0);
  });
});

describe('an entry’s fee on the cart page', () => {
  const stored = (runner: Record<string, unknown>): CartRunner =>
    parseCart(JSON.stringify([{ event_key: BANGKOK.event_key, ...runner }]))[0]!.runners[0]!;

  it('uses the event’s current prices once loaded, the stored ones before', () => {
    const r = stored({
      fname: 'มานะ',
      run_type_id: 1,
      run_type_price: 1000,
      t_shirt_id: 7,
      t_shirt_additional_price: 40,
    });
    expect(entryPrice(r, BANGKOK)).toBe(b(1250));
    expect(entryPrice(r, undefined)).toBe(b(1040));
  });

  it('falls back to the stored price for a race the event no longer has, and knows none without it', () => {
    expect(entryPrice(stored({ fname: 'มานะ', run_type_id: 99, run_type_price: 700 }), BANGKOK)).toBe(b(700));
    expect(entryPrice(stored({ fname: 'มานะ', run_type_id: 99 }), BANGKOK)).toBeNull();
  });

  it('adds every team member’s shirt extra', () => {
    const r = parseCart(
      JSON.stringify([
        {
          event_key: TRAIL.event_key,
          fname: 'กัปตัน',
          run_type_id: relay.id,
          t_shirt_id: xlTeam.id,
          team_member_obj: [member(xlTeam.id), member(xlTeam.id)],
        },
      ]),
    )[0]!.runners[0]!;
    expect(entryPrice(r, TRAIL_XL_EXTRA)).toBe(b(2190));
  });
});
