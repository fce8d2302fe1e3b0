/**
 * The member dashboard (issue 26 item 7): an order that cost nothing reads 'registration completed',
 * as the order page does, not 'paid'; an order paid with money still reads 'paid'.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberDashboardPage } from '@/features/member/components/MemberDashboardPage';
import { mockApi } from '../support/api';
import { renderWithApp, setLanguage } from '../support/render';

const order = (uuid: string, paid_amount: number) => ({
  uuid,
  event_key: 'khaoyai-charity-fun-run-2027',
  title: 'เดิน-วิ่งการกุศล เขาใหญ่ 2027',
  title_en: 'Khao Yai Charity Fun Run 2027',
  status: 'PAID',
  create_date: '2026-11-20T03:00:00.000Z',
  paid_amount,
});

afterEach(async () => {
  await setLanguage('th');
});

describe('the member dashboard', () => {
  for (const [lang, free, paid] of [
    ['th', 'ลงทะเบียนเรียบร้อยแล้ว', 'ชำระเงินแล้ว'],
    ['en', 'Registration completed', 'Paid'],
  ] as const) {
    it(`reads a 0-baht order as registration completed, a paid one as paid (${lang})`, async () => {
      await setLanguage(lang);
      mockApi({
        'POST /v1/member-event/order': {
          body: { status: 'success', body: [order('free-0000-order', 0), order('paid-0000-order', 1210)] },
        },
      });
      renderWithApp(<MemberDashboardPage />);
      const badges = await screen.findAllByTestId('member-order-status');
      expect(badges.map((b) => b.textContent)).toEqual([free, paid]);
    });
  }
});
