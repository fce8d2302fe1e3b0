/** The registration page's summary table: every figure a runner reads before paying, in Thai and English. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventDetail, Language, OrderPaymentMethod } from '@raceday/domain';
import type { RunnerInput } from '@raceday/domain/validation';
import { NetTotal, OrderSummary } from '@/features/registration/components/OrderSummary';
import { couponTerms, orderSummary, type CouponReplyTerms } from '@/features/registration/model/pricing';
import { cartRunner } from '../support/cart';
import { BANGKOK, TRAIL } from '../support/events';
import { renderWithApp, setLanguage } from '../support/render';

const [marathon, half, mini] = BANGKOK.run_type;
const shirt3xl = BANGKOK.t_shirt.find((s) => s.name.startsWith('3XL'))!;
const deliveryOf = (e: EventDetail, address: 'Y' | 'N') =>
  e.delivery_type.find((d) => d.is_require_address === address)!.id;

function showSummary(opts: {
  event?: EventDetail;
  lang?: Language;
  runners: RunnerInput[];
  delivery?: 'Y' | 'N';
  payment: OrderPaymentMethod | null;
  coupon?: CouponReplyTerms;
}) {
  const event = opts.event ?? BANGKOK;
  const amounts = orderSummary({
    event,
    runners: opts.runners,
    deliveryTypeId: deliveryOf(event, opts.delivery ?? 'N'),
    paymentMethod: opts.payment,
    coupon: opts.coupon ? couponTerms(opts.coupon) : null,
  });
  renderWithApp(
    <>
      <OrderSummary
        event={event}
        lang={opts.lang ?? 'th'}
        runners={opts.runners}
        amounts={amounts}
        paymentChosen={opts.payment !== null}
        couponCode={opts.coupon ? 'RIVER010' : null}
      />
      <NetTotal net={amounts.net} />
    </>,
  );
}

const amount = (testId: string) => screen.getByTestId(`${testId}-amount`);

function twoRunners() {
  return [
    cartRunner(BANGKOK, { fname: 'มานะ', lname: 'ขยันวิ่ง', t_shirt_id: shirt3xl.id }, { runType: marathon }),
    cartRunner(BANGKOK, { fname: 'มานี', lname: 'มีสุข' }, { runType: half }),
  ];
}

describe('the order summary', () => {
  it('lists the entries, shipping, system fee, PromptPay fee and net in baht', () => {
    showSummary({ runners: twoRunners(), delivery: 'Y', payment: 'PP_OPN' });

    const [first, second] = screen.getAllByTestId('summary-entry');
    expect(first).toHaveTextContent('มาราธอน 42.195 กม.');
    // A shirt that costs extra is named with its price under the runner's name.
    expect(first).toHaveTextContent('มานะ ขยันวิ่ง · เสื้อ 3XL (46") +50.00 บาท');
    expect(within(first!).getByTestId('summary-entry-amount')).toHaveTextContent('1,250.00 บาท');
    expect(second).toHaveTextContent('ฮาล์ฟมาราธอน 21.1 กม.');
    expect(second).toHaveTextContent('มานี มีสุข');
    expect(second).not.toHaveTextContent('เสื้อ');
    expect(within(second!).getByTestId('summary-entry-amount')).toHaveTextContent('900.00 บาท');

    expect(amount('summary-shipping')).toHaveTextContent('110.00 บาท');
    expect(screen.getByTestId('summary-system-fee')).toHaveTextContent('10.00 บาท ต่อรายการ');
    expect(amount('summary-system-fee')).toHaveTextContent('20.00 บาท');
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(amount('summary-total')).toHaveTextContent('2,280.00 บาท');
    expect(screen.getByTestId('summary-online-fee')).toHaveTextContent('ค่าธรรมเนียมชำระเงินออนไลน์ (3%)');
    expect(amount('summary-online-fee')).toHaveTextContent('68.40 บาท');
    expect(screen.getByTestId('summary-net')).toHaveTextContent('2,348.40 บาท');
  });

  it('says the same in English', async () => {
    await setLanguage('en');
    showSummary({ lang: 'en', runners: twoRunners(), delivery: 'Y', payment: 'CC_OPN' });

    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeInTheDocument();
    const [first] = screen.getAllByTestId('summary-entry');
    expect(first).toHaveTextContent('Marathon 42.195 km');
    expect(first).toHaveTextContent('มานะ ขยันวิ่ง · shirt 3XL (46") +50.00 THB');
    expect(within(first!).getByTestId('summary-entry-amount')).toHaveTextContent('1,250.00 THB');
    expect(screen.getByTestId('summary-system-fee')).toHaveTextContent('10.00 THB per entry');
    expect(amount('summary-total')).toHaveTextContent('2,280.00 THB');
    expect(screen.getByTestId('summary-online-fee')).toHaveTextContent('Online payment fee (5%)');
    expect(amount('summary-online-fee')).toHaveTextContent('114.00 THB');
    expect(screen.getByTestId('summary-net')).toHaveTextContent('2,394.00 THB');
  });

  it('waits for the payment method before showing an online fee', () => {
    showSummary({ runners: twoRunners(), payment: null });

    expect(screen.getByTestId('summary-online-fee')).toHaveTextContent('ค่าธรรมเนียมชำระเงินออนไลน์');
    expect(screen.getByTestId('summary-online-fee')).toHaveTextContent('คิดตามวิธีชำระเงินที่เลือก');
    expect(amount('summary-online-fee')).toHaveTextContent('0.00 บาท');
    expect(amount('summary-shipping')).toHaveTextContent('0.00 บาท');
    expect(screen.getByTestId('summary-net')).toHaveTextContent('2,170.00 บาท');
  });

  it('shows a coupon as a discount line', () => {
    showSummary({
      runners: [cartRunner(BANGKOK, {}, { runType: mini })],
      payment: 'PP_OPN',
      coupon: { discount_type: 'PERCENTAGE', discount: 10 },
    });

    expect(screen.getByTestId('summary-discount')).toHaveTextContent('ส่วนลดโค้ด RIVER010');
    expect(amount('summary-discount')).toHaveTextContent('-65.00 บาท');
    // Read in the order a runner adds up: entry, its discount, shipping, system fee, subtotal, fee.
    const order = [
      'summary-entry',
      'summary-discount',
      'summary-shipping',
      'summary-system-fee',
      'summary-total',
      'summary-online-fee',
    ];
    const rows = [...document.querySelectorAll('[data-testid^="summary-"]')]
      .map((el) => el.getAttribute('data-testid'))
      .filter((id) => order.includes(id!));
    expect(rows).toEqual(order);
    expect(amount('summary-total')).toHaveTextContent('595.00 บาท');
    expect(screen.getByTestId('summary-net')).toHaveTextContent('612.85 บาท');
  });

  it('has no online fee or system fee line for a bank-transfer event without them', () => {
    showSummary({ event: TRAIL, runners: [cartRunner(TRAIL)], delivery: 'Y', payment: 'DIRECT' });

    expect(screen.queryByTestId('summary-online-fee')).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-system-fee')).not.toBeInTheDocument();
    // No fee is added, so a subtotal would only repeat the net.
    expect(screen.queryByTestId('summary-total')).not.toBeInTheDocument();
    // Trail 50 km 1,800 + EMS 60.
    expect(screen.getByTestId('summary-net')).toHaveTextContent('1,860.00 บาท');
  });

  it('says there is no runner yet', () => {
    showSummary({ runners: [], payment: null });
    expect(screen.getByTestId('summary-empty')).toHaveTextContent('ยังไม่มีผู้สมัครในคำสั่งซื้อ');
    expect(screen.getByTestId('summary-net')).toHaveTextContent('0.00 บาท');
  });
});
