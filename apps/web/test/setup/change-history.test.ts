/**
 * The setup's change history shows labels and words, not raw field names and codes (issue 27 item 7):
 * `discount_type: AMOUNT` reads "Discount type: Special entry price (baht)".
 */
import { afterAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { changeDetail } from '@/features/setup/components/ChangeHistory';
import { setLanguage } from '../support/render';

afterAll(async () => {
  await setLanguage('th');
});

describe('change history detail', () => {
  const detail = {
    discount_type: 'AMOUNT',
    price: [650, 590],
    is_active: [true, false],
    payment_method: 'DIRECT',
    some_new_field: 'x',
  };

  it('names fields and values in English', async () => {
    await setLanguage('en');
    expect(changeDetail(detail, i18n.t)).toBe(
      'Discount type: Special entry price (baht) · Price: 650 → 590 · Active: Yes → No · ' +
        'Payment method: Bank transfer to the organizer · some_new_field: x',
    );
  });

  it('names fields and values in Thai', async () => {
    await setLanguage('th');
    expect(changeDetail({ discount_type: ['PERCENTAGE', 'AMOUNT'], is_active: true }, i18n.t)).toBe(
      'ประเภทส่วนลด: ลดเป็นเปอร์เซ็นต์ → ค่าสมัครพิเศษ (บาท) · เปิดใช้งาน: ใช่',
    );
  });
});
