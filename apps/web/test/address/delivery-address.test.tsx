/**
 * The delivery address block as a runner sees it: an unknown postcode is said to be not found beside
 * the postcode, in the page's language, and the sub-district list asks to check the postcode.
 */
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryAddress } from '@/features/registration/components/DeliveryAddress';
import {
  EMPTY_ADDRESS,
  useAddressCascade,
  type AddressState,
} from '@/features/registration/model/use-address-cascade';
import { mockApi } from '../support/api';
import { ADDRESS_ROUTES } from '../support/address';
import { renderWithApp, setLanguage } from '../support/render';

function Block({ language }: { language: 'TH' | 'EN' }) {
  const [state, setState] = useState<AddressState>(EMPTY_ADDRESS);
  const cascade = useAddressCascade(language, state, setState);
  const onField = (path: string, value: string) => {
    if (path === 'postcode') cascade.setPostcode(value);
    else if (path === 'subDistrict') cascade.setSubDistrict(value || null);
  };
  return (
    <DeliveryAddress
      address={state}
      lists={cascade.lists}
      onField={onField}
      defaults={{ name: 'สมชาย ใจดี', mobile: '0812345678' }}
      errors={{}}
    />
  );
}

const postcodeBox = () => within(screen.getByTestId('delivery-address')).getByLabelText(/รหัสไปรษณีย์|Postcode/);
const subDistrictBox = () => screen.getByTestId('address-sub-district');

afterEach(async () => {
  await setLanguage('th');
});

describe('the delivery address block', () => {
  it('says in Thai that 99999 is not found, beside the postcode', async () => {
    mockApi(ADDRESS_ROUTES);
    renderWithApp(<Block language="TH" />);
    expect(subDistrictBox()).toHaveDisplayValue('กรอกรหัสไปรษณีย์ก่อน');

    fireEvent.change(postcodeBox(), { target: { value: '99999' } });
    expect(await screen.findByText('ไม่พบรหัสไปรษณีย์นี้ กรุณาตรวจสอบอีกครั้ง')).toBeVisible();
    expect(postcodeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(subDistrictBox()).toHaveDisplayValue('ตรวจสอบรหัสไปรษณีย์');
    expect(subDistrictBox()).toBeDisabled();

    fireEvent.change(postcodeBox(), { target: { value: '10330' } });
    await waitFor(() => expect(subDistrictBox()).toBeEnabled());
    expect(screen.queryByText('ไม่พบรหัสไปรษณีย์นี้ กรุณาตรวจสอบอีกครั้ง')).toBeNull();
    expect(postcodeBox()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says it in English on an English page', async () => {
    await setLanguage('en');
    mockApi(ADDRESS_ROUTES);
    renderWithApp(<Block language="EN" />);
    fireEvent.change(postcodeBox(), { target: { value: '99999' } });
    expect(await screen.findByText('Postcode not found; please check it')).toBeVisible();
    expect(subDistrictBox()).toHaveDisplayValue('Check the postcode');
  });
});
