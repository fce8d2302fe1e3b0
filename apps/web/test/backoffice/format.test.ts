/** Spreadsheet file names carry the Bangkok minute, whatever the browser's time zone. */
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { fileStamp, paymentMethodKey } from '@/features/backoffice/components/format';

describe('a spreadsheet file name stamp', () => {
  it('is the minute in Bangkok', () => {
    // 17:30 UTC is already half past midnight of the next day in Bangkok.
    expect(fileStamp(new Date('2026-11-26T17:30:00Z'))).toBe('20261127_0030');
    expect(fileStamp(new Date('2026-11-26T03:05:00Z'))).toBe('20261126_1005');
  });
});

describe('the order list’s payment method (issue 27 item 7)', () => {
  const label = (row: { payment_method: string; amount: number }) =>
    i18n.t(`report.method.${paymentMethodKey(row)}`, { defaultValue: row.payment_method });
  it('reads free for an order a coupon made free, not bank transfer', () => {
    expect(label({ payment_method: 'DIRECT', amount: 0 })).toBe('ฟรี');
    expect(label({ payment_method: 'PP_OPN', amount: 0 })).toBe('ฟรี');
  });
  it('names the method of an order with something to pay', () => {
    expect(label({ payment_method: 'DIRECT', amount: 650 })).toBe('โอนเงิน');
  });
});
