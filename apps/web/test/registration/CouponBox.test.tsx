/**
 * The discount box asks the server with the cart's race types, and shows the server's reason when the
 * code is for another race type (before the order, not as a refusal of it).
 */
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponBox } from '@/features/registration/components/CouponBox';
import { NO_COUPON, type CouponState } from '@/features/registration/model/coupon';
import { renderWithApp, setLanguage } from '../support/render';

function Box({ runTypeIds }: { runTypeIds: number[] }) {
  const [value, setValue] = useState<CouponState>({ ...NO_COUPON, wanted: 'YES' });
  return (
    <CouponBox
      eventKey="a-run"
      lang="en"
      runnerCount={1}
      runTypeIds={runTypeIds}
      value={value}
      onChange={setValue}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the discount box', () => {
  it("sends the cart's race types and shows why a code for another race type does not apply", async () => {
    await setLanguage('en');
    const fetch = vi.fn(async () =>
      Response.json({
        status: 'success',
        is_found_coupon: 'N',
        description: 'รหัสส่วนลดนี้ใช้กับประเภทการแข่งขันที่เลือกไม่ได้',
        description_en: 'This discount code does not apply to the chosen race type',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<Box runTypeIds={[7]} />);
    fireEvent.change(screen.getByTestId('coupon-code'), { target: { value: 'half2027' } });
    fireEvent.click(screen.getByTestId('coupon-apply'));
    await waitFor(() =>
      expect(screen.getByTestId('coupon-not-found')).toHaveTextContent(
        'This discount code does not apply to the chosen race type',
      ),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/order/coupon');
    expect(JSON.parse(init.body as string)).toMatchObject({
      event_key: 'a-run',
      coupon_code: 'HALF2027',
      run_type_ids: [7],
    });
  });
});
