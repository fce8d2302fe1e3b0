/**
 * The order page's small dead ends (issue 26 item 7): what a runner reads in the summary, the steps,
 * the status badge, the kit pick-up QRs and the applicant cards of an order, in Thai and English.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderApplicant, OrderView } from '@raceday/domain/validation';
import { ApplicantsList } from '@/features/order/components/ApplicantsList';
import { OrderOwnerActions } from '@/features/order/components/OrderOwnerActions';
import { OrderSteps } from '@/features/order/components/OrderSteps';
import { PaymentPanel } from '@/features/order/components/PaymentPanel';
import { PaymentSummary } from '@/features/order/components/PaymentSummary';
import { PickupQrSection } from '@/features/order/components/PickupQrSection';
import { OrderStatusBadge } from '@/features/order/components/StatusBadge';
import { mockApi } from '../support/api';
import { renderWithApp, setLanguage } from '../support/render';

afterEach(() => setLanguage('th'));

function applicant(over: Partial<OrderApplicant> = {}): OrderApplicant {
  return {
    id_card: 'XXXXXXXXX1234',
    fname: 'มานะ',
    lname: 'ขยันวิ่ง',
    sex: 'MALE',
    dob: '1990-05-17',
    nationality: 'THAI',
    mobile_no: '081XXXX678',
    email: 'm***@example.com',
    blood_group: 'O',
    emergency_name: 'มานี ขยันวิ่ง',
    emergency_relation: 'พี่สาว',
    emergency_mobile_no: '0898765432',
    run_type_name: 'Team relay 3 x 5K',
    run_type_price: 1500,
    run_type_description: '',
    run_model_name: '',
    runner_team: 'River Rats',
    t_shirt_name: 'M',
    additional1_name: '',
    additional2_name: '',
    is_main_register: 'Y',
    team_position: 1,
    ...over,
  };
}

/** A team of three (one entry: the captain and two members). */
const TEAM = [
  applicant(),
  applicant({ fname: 'มานี', is_main_register: 'N', team_position: 2, run_type_price: 0 }),
  applicant({ fname: 'ปิติ', is_main_register: 'N', team_position: 3, run_type_price: 0 }),
];

function order(over: Partial<OrderView> = {}): OrderView {
  return {
    uuid: '0b6f6a3e-5f7d-4d1e-9c1a-1f2e3d4c5b6a',
    personal_data: 'FULL',
    event_key: 'bangkok-riverside-2027',
    event_title: 'กรุงเทพริมน้ำ มาราธอน 2027',
    event_title_en: 'Bangkok Riverside Marathon 2027',
    status: 'INITIAL',
    payment_method: 'DIRECT',
    paid_amount: 1510,
    amount: 1510,
    items_amount: 1500,
    discount_amount: 0,
    shipping_amount: 0,
    system_fee_amt: 10,
    is_system_fee: 'Y',
    is_free_payment_fee: 'N',
    payment_fee_amount: 0,
    coupon_code: '',
    payment_slip_url: '',
    has_slip: 'N',
    payment_slip_time: '',
    payment_slip_uploaded_at: null,
    payment_account_no: '123-4-56789-0',
    payment_account_name: 'บริษัท ริมน้ำ จำกัด',
    payment_bank_name: 'ธนาคารกสิกรไทย',
    qrcode_payload: '',
    qrcode_url: '',
    qrcode_scan_url: '',
    qrcode_expires_at: null,
    payment_status: null,
    payment_unavailable: false,
    payment_failure: null,
    expires_at: null,
    expires_at_txt: '',
    coverurl: '',
    create_date: '2026-11-01T10:00:00+07:00',
    create_date_txt: '1 พ.ย. 2569 10:00',
    paid_at: null,
    paid_at_txt: '',
    remark: null,
    email: 'm***@example.com',
    mobile: '081XXXX678',
    id_card: 'XXXXXXXXX1234',
    fname: 'มานะ',
    lname: 'ขยันวิ่ง',
    delivery_type_is_require_address: 'N',
    delivery_type_name: 'รับเองที่งาน',
    runner_delivery_type_name: 'รับเองที่งาน',
    delivery_add_name: '',
    delivery_add_mobile_no: '',
    delivery_add_no: '',
    delivery_add_sub_district: '',
    delivery_add_district: '',
    delivery_add_province: '',
    delivery_add_postcode: '',
    organizer_info: '',
    organizer_info_en: '',
    runner_count: 1,
    runner_json: JSON.stringify(TEAM),
    history: [],
    pickup: [],
    payment_methods: [],
    can_cancel: false,
    ...over,
  };
}

const PICKUP = TEAM.map((a, i) => ({
  fname: a.fname,
  lname: a.lname,
  run_type_name: a.run_type_name,
  team_position: a.team_position,
  code: `RDP1.${i + 1}.sig${i}`,
}));

describe('the payment summary of a team entry', () => {
  it('counts each member of a team of three as a runner (the order holds one entry)', async () => {
    await setLanguage('en');
    renderWithApp(<PaymentSummary order={order()} />);
    expect(screen.getByTestId('summary-register')).toHaveTextContent('Registration (3 runners)');
  });

  it('says 3 คน in Thai', () => {
    renderWithApp(<PaymentSummary order={order()} />);
    expect(screen.getByTestId('summary-register')).toHaveTextContent('ค่าสมัคร (3 คน)');
  });
});

describe('pickup and delivery', () => {
  it('a kit picked up at the desk has no delivery-address step', () => {
    renderWithApp(<OrderSteps order={order({ delivery_type_is_require_address: 'N' })} />);
    expect(screen.queryByTestId('order-step-address')).toBeNull();
    expect(screen.getAllByTestId('order-step-label').map((l) => l.textContent)).toEqual([
      'ข้อมูลผู้สมัคร',
      'รอตรวจสอบสลิป',
      'เสร็จสมบูรณ์',
    ]);
  });

  it('a kit sent by post (EMS) keeps its address step', () => {
    renderWithApp(<OrderSteps order={order({ delivery_type_is_require_address: 'Y' })} />);
    expect(screen.getByTestId('order-step-address')).toHaveTextContent('ที่อยู่จัดส่ง');
  });

  it('a paid EMS order is not told to show a pick-up QR at the desk', () => {
    renderWithApp(
      <PickupQrSection
        order={order({ status: 'PAID', delivery_type_is_require_address: 'Y', pickup: PICKUP })}
      />,
    );
    expect(screen.queryByTestId('pickup-qr-section')).toBeNull();
    expect(screen.queryByText(/QR/)).toBeNull();
  });

  it('a paid pick-up order shows one QR per runner', () => {
    renderWithApp(
      <PickupQrSection
        order={order({ status: 'PAID', delivery_type_is_require_address: 'N', pickup: PICKUP })}
      />,
    );
    expect(screen.getAllByTestId('pickup-qr')).toHaveLength(3);
  });
});

describe('the status badge', () => {
  it('a bank transfer whose slip was sent waits for the organizer, not for payment (th)', () => {
    renderWithApp(<OrderStatusBadge order={order({ has_slip: 'Y' })} />);
    expect(screen.getByTestId('order-status')).toHaveTextContent('ส่งสลิปแล้ว รอผู้จัดตรวจสอบ');
  });

  it('says so in English', async () => {
    await setLanguage('en');
    renderWithApp(<OrderStatusBadge order={order({ has_slip: 'Y' })} />);
    expect(screen.getByTestId('order-status')).toHaveTextContent(
      "Slip sent, waiting for the organizer's check",
    );
  });

  it('before the slip it still waits for payment', () => {
    renderWithApp(<OrderStatusBadge order={order({ has_slip: 'N' })} />);
    expect(screen.getByTestId('order-status')).toHaveTextContent('รอชำระเงิน');
  });

  it('the English transfer step reads naturally', async () => {
    await setLanguage('en');
    renderWithApp(<OrderSteps order={order({ has_slip: 'Y' })} />);
    expect(screen.getByTestId('order-step-payment')).toHaveTextContent('Waiting for the slip to be checked');
  });
});

describe('the applicant cards', () => {
  it('mark the main registrant with a badge and show no empty radio for the others', () => {
    mockApi({});
    const two = [
      applicant({ runner_team: '', team_position: 1 }),
      applicant({ fname: 'ชูใจ', runner_team: '', is_main_register: 'N', team_position: 1 }),
    ];
    renderWithApp(
      <ApplicantsList
        runnerJson={JSON.stringify(two)}
        eventKey="bangkok-riverside-2027"
        lang="th"
        masked={false}
      />,
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    const [main, other] = screen.getAllByTestId('applicant-card');
    expect(within(main!).getByTestId('applicant-main')).toHaveTextContent('ผู้สมัครหลัก');
    expect(within(other!).queryByTestId('applicant-main')).toBeNull();
    expect(within(other!).queryByText('ผู้สมัครหลัก')).toBeNull();
  });
});

describe('an entry that cost nothing', () => {
  /** A 100% coupon: the server completes it at once (PAID, 0 to pay) under the method chosen. */
  const nothingToPay = () =>
    order({
      status: 'PAID',
      payment_method: 'PP_OPN',
      paid_amount: 0,
      amount: 0,
      paid_at: '2026-11-01T10:00:00+07:00',
      paid_at_txt: '1 พ.ย. 2569 10:00',
    });

  it('reads "registered", not "paid", on its badge', () => {
    renderWithApp(<OrderStatusBadge order={nothingToPay()} />);
    expect(screen.getByTestId('order-status')).toHaveTextContent('ลงทะเบียนแล้ว');
    expect(screen.getByTestId('order-status')).not.toHaveTextContent('ชำระเงินแล้ว');
  });

  it('says the registration is complete, not that a payment was made', async () => {
    await setLanguage('en');
    renderWithApp(
      <PaymentPanel
        order={nothingToPay()}
        provider={{ name: 'sandbox', public_key: null }}
        lang="en"
        onRefresh={() => undefined}
        refreshing={false}
      />,
    );
    expect(screen.getByTestId('payment-free')).toHaveTextContent('Registration completed');
    expect(screen.queryByText('Payment completed')).toBeNull();
    expect(screen.queryByText('Paid on')).toBeNull();
  });

  it('a paid order with an amount still reads "paid"', () => {
    renderWithApp(<OrderStatusBadge order={order({ status: 'PAID', payment_method: 'PP_OPN' })} />);
    expect(screen.getByTestId('order-status')).toHaveTextContent('ชำระเงินแล้ว');
  });
});

describe('the payment method of an entry that cost nothing (issue 27 item 7)', () => {
  const couponed = (over: Partial<OrderView> = {}) =>
    order({
      status: 'PAID',
      payment_method: 'DIRECT',
      paid_amount: 0,
      amount: 0,
      coupon_code: 'FREE2027',
      ...over,
    });

  it('a 100% coupon reads free (coupon), not bank transfer', async () => {
    renderWithApp(<PaymentSummary order={couponed()} />);
    expect(screen.getByTestId('summary-method')).toHaveTextContent('ฟรี (คูปอง)');
    expect(screen.getByTestId('summary-method')).not.toHaveTextContent('โอนเงิน');
    await setLanguage('en');
    renderWithApp(<PaymentSummary order={couponed({ coupon_code: '' })} />);
    expect(screen.getAllByTestId('summary-method').at(-1)).toHaveTextContent('Free registration');
  });

  it('an order still to pay by transfer reads bank transfer', () => {
    renderWithApp(<PaymentSummary order={order()} />);
    expect(screen.getByTestId('summary-method')).toHaveTextContent('โอนเงินเข้าบัญชีธนาคาร');
  });
});

describe('an unpaid order is not a dead end (issue 26 item 2)', () => {
  const unpaidCard = (over: Partial<OrderView> = {}) =>
    order({
      status: 'INITIAL',
      payment_method: 'CC_OPN',
      payment_methods: ['PP_OPN', 'CC_OPN'],
      can_cancel: true,
      ...over,
    });

  it('its owner may pay it by PromptPay instead of the declined card, or cancel it', async () => {
    await setLanguage('en');
    renderWithApp(<OrderOwnerActions order={unpaidCard()} />);
    expect(screen.getByTestId('switch-method-promptpay')).toHaveTextContent(
      'Pay by PromptPay instead (3% fee)',
    );
    expect(screen.queryByTestId('switch-method-card')).toBeNull();
    expect(screen.getByTestId('cancel-order')).toHaveTextContent('Cancel this order');
  });

  it('says the same in Thai', () => {
    renderWithApp(<OrderOwnerActions order={unpaidCard({ payment_method: 'PP_OPN' })} />);
    expect(screen.getByTestId('switch-method-card')).toHaveTextContent(
      'ชำระด้วยบัตรเครดิต / เดบิตแทน (ค่าธรรมเนียม 5%)',
    );
    expect(screen.getByTestId('cancel-order')).toHaveTextContent('ยกเลิกคำสั่งซื้อนี้');
  });

  it('a visitor holding only the link, or a paid order, gets no such controls', () => {
    renderWithApp(<OrderOwnerActions order={unpaidCard({ payment_methods: [], can_cancel: false })} />);
    expect(screen.queryByTestId('order-owner-actions')).toBeNull();
  });

  it('an order the runner cancelled says so and leads back to the registration', async () => {
    await setLanguage('en');
    renderWithApp(
      <PaymentPanel
        order={order({
          status: 'DELETE',
          payment_method: 'PP_OPN',
          history: [
            { at: '2027-01-01T00:00:00Z', action: 'created' },
            { at: '2027-01-01T00:05:00Z', action: 'cancelled_by_runner' },
          ],
        })}
        provider={{ name: 'sandbox', public_key: null }}
        lang="en"
        onRefresh={() => undefined}
        refreshing={false}
      />,
    );
    expect(screen.getByTestId('payment-closed')).toHaveTextContent('You cancelled this order');
    expect(within(screen.getByTestId('payment-closed')).getByTestId('register-again')).toHaveAttribute(
      'href',
      '/bangkok-riverside-2027/register',
    );
  });
});

describe('a closed order that holds money (issue 27 item 8)', () => {
  const panel = (over: Partial<OrderView>) =>
    renderWithApp(
      <PaymentPanel
        order={order({ payment_method: 'PP_OPN', ...over })}
        provider={{ name: 'sandbox', public_key: null }}
        lang="en"
        onRefresh={() => undefined}
        refreshing={false}
      />,
    );
  const at = '2027-01-01T00:00:00Z';

  it('paid after it expired: the money arrived and what happens next, not "can no longer be paid"', async () => {
    await setLanguage('en');
    panel({
      status: 'EXPIRED',
      history: [
        { at, action: 'expired' },
        { at, action: 'paid_after_close' },
      ],
    });
    const card = screen.getByTestId('payment-money-kept');
    expect(card).toHaveTextContent('Your payment arrived after the order closed');
    expect(card).toHaveTextContent('Do not pay again');
    expect(card).toHaveTextContent('Next: the organizer refunds your money');
    expect(screen.queryByTestId('payment-expired')).toBeNull();
    expect(screen.queryByText(/can no longer be paid/)).toBeNull();
  });

  it('a paid order the organizer cancelled, then refunded, in Thai', () => {
    panel({
      status: 'CANCEL',
      paid_at: at,
      history: [
        { at, action: 'paid' },
        { at, action: 'cancelled' },
        { at, action: 'refunded' },
      ],
    });
    const card = screen.getByTestId('payment-money-kept');
    expect(card).toHaveTextContent('ผู้จัดงานยกเลิกคำสั่งซื้อที่ชำระแล้วนี้');
    expect(card).toHaveTextContent('มีการคืนเงินแล้ว');
    expect(screen.queryByText('คำสั่งซื้อนี้ไม่สามารถชำระเงินได้')).toBeNull();
  });
});
