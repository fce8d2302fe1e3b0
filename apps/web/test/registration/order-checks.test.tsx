/**
 * The order-level checks (model/order-checks.ts) and the 'Missing Required Information' panel that
 * lists them: what is left to do before the order can be sent, in the page's language.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MissingPanel } from '@/features/registration/components/MissingPanel';
import {
  addressErrors,
  missingItems,
  type AddressField,
  type OrderCheckInput,
} from '@/features/registration/model/order-checks';
import { PATHUM_WAN } from '../../../../packages/domain/test-support/orders';
import { renderWithApp, setLanguage } from '../support/render';

/** An online order with everything done. */
const DONE: OrderCheckInput = {
  runnerCount: 2,
  hasMain: true,
  deliveryChosen: true,
  address: {},
  paymentRequired: true,
  paymentChosen: true,
  offline: false,
  termsAccepted: true,
  conditionRequired: true,
  conditionAccepted: true,
};

const NOTHING_DONE: OrderCheckInput = {
  runnerCount: 0,
  hasMain: false,
  deliveryChosen: false,
  address: {},
  paymentRequired: true,
  paymentChosen: false,
  offline: false,
  termsAccepted: false,
  conditionRequired: true,
  conditionAccepted: false,
};

const kinds = (input: OrderCheckInput) => missingItems(input).map((i) => i.kind);

describe('what is missing before the order is sent', () => {
  it('nothing once every step is done', () => {
    expect(missingItems(DONE)).toEqual([]);
  });

  it('everything, in the page’s order, on a fresh page', () => {
    expect(kinds(NOTHING_DONE)).toEqual(['noRunner', 'noDelivery', 'payment', 'terms', 'condition']);
  });

  it('a main registrant when there are runners but none is chosen', () => {
    expect(kinds({ ...DONE, hasMain: false })).toEqual(['noMain']);
  });

  it('no payment choice for an event without one, and no conditions for an event without its own', () => {
    expect(kinds({ ...DONE, paymentRequired: false, paymentChosen: false })).toEqual([]);
    expect(kinds({ ...DONE, conditionRequired: false, conditionAccepted: false })).toEqual([]);
  });

  it('at the organizer’s desk: the applicant has checked the form, instead of the terms', () => {
    expect(kinds({ ...DONE, offline: true, termsAccepted: false })).toEqual(['formChecked']);
  });

  it('each wrong field of the delivery address, with its reason', () => {
    const address = addressErrors(
      { ...PATHUM_WAN, delivery_add_postcode: '1033', delivery_add_province: '' },
      'th',
    );
    expect(missingItems({ ...DONE, address })).toEqual([
      { kind: 'address', field: 'delivery_add_postcode', reason: 'ต้องเป็นตัวเลข 5 หลัก' },
      { kind: 'address', field: 'delivery_add_province', reason: 'กรุณาระบุ' },
    ]);
  });
});

describe('the delivery address rules', () => {
  const blank = Object.fromEntries(Object.keys(PATHUM_WAN).map((k) => [k, ''])) as Record<
    AddressField,
    string
  >;

  it('accept a real address', () => {
    expect(addressErrors(PATHUM_WAN, 'th')).toEqual({});
  });

  it('name every empty field, in Thai and in English', () => {
    expect(addressErrors(blank, 'th')).toEqual({
      delivery_add_name: 'กรุณาระบุ',
      delivery_add_mobile_no: 'ต้องเป็นตัวเลข 10 หลัก',
      delivery_add_no: 'กรุณาระบุ',
      delivery_add_postcode: 'ต้องเป็นตัวเลข 5 หลัก',
      delivery_add_sub_district: 'กรุณาระบุ',
      delivery_add_district: 'กรุณาระบุ',
      delivery_add_province: 'กรุณาระบุ',
    });
    expect(addressErrors(blank, 'en')).toMatchObject({
      delivery_add_mobile_no: 'Must be exactly 10 digits',
      delivery_add_postcode: 'Must be 5 digits',
      delivery_add_province: 'Is required',
    });
  });

  it('refuse an address line longer than a label holds (60 characters)', () => {
    expect(addressErrors({ ...PATHUM_WAN, delivery_add_no: 'ก'.repeat(61) }, 'th')).toEqual({
      delivery_add_no: 'ต้องมีไม่เกิน 60 ตัวอักษร',
    });
  });
});

describe('the missing-information panel', () => {
  it('lists what is left in Thai, address fields by their label', () => {
    const address = addressErrors({ ...PATHUM_WAN, delivery_add_postcode: '' }, 'th');
    renderWithApp(<MissingPanel items={missingItems({ ...NOTHING_DONE, address })} extra={[]} />);

    expect(screen.getByText('ข้อมูลที่จำเป็นยังไม่ครบ')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'ยังไม่มีผู้สมัคร: กรอกข้อมูลแล้วกด เพิ่มผู้สมัคร',
      'เลือกวิธีรับอุปกรณ์การแข่งขัน',
      'รหัสไปรษณีย์: ต้องเป็นตัวเลข 5 หลัก',
      'เลือกวิธีชำระเงิน',
      'ยอมรับข้อตกลงและเงื่อนไขการสมัคร',
      'ยอมรับเงื่อนไขเพิ่มเติมของกิจกรรม',
    ]);
  });

  it('lists it in English, with the problems the server named after them', async () => {
    await setLanguage('en');
    const address = addressErrors({ ...PATHUM_WAN, delivery_add_mobile_no: '08123' }, 'en');
    renderWithApp(
      <MissingPanel
        items={missingItems({ ...DONE, hasMain: false, address })}
        extra={['Runner 2, ID card: You have added this runner (the ID is already in the list)']}
      />,
    );

    expect(screen.getByText('Missing Required Information')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Choose the main registrant',
      'Recipient mobile: Must be exactly 10 digits',
      'Runner 2, ID card: You have added this runner (the ID is already in the list)',
    ]);
  });
});
