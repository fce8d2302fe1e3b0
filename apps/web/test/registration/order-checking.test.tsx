/**
 * A busy carrier address (issue 23, item 6): while the browser solves the server's challenge in the
 * background, the order panel says it is checking the connection, in the page's language, keeps the
 * way to stop, and tells the runner nothing they entered is lost.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderWaiting } from '@/features/registration/components/OrderWaiting';
import { renderWithApp, setLanguage } from '../support/render';

describe('the order panel while the connection is checked', () => {
  it.each([
    ['th', 'กำลังตรวจสอบการเชื่อมต่อ…', /เบราว์เซอร์ของคุณกำลังยืนยันตัวเองเบื้องหลัง/, 'หยุดรอ'],
    ['en', 'Checking your connection…', /proving itself in the background/, 'Stop waiting'],
  ] as const)('%s: says so, with progress and a way to stop', async (lang, title, text, stop) => {
    await setLanguage(lang);
    const onCancel = vi.fn();
    renderWithApp(
      <OrderWaiting state={{ kind: 'checking', reason: 'busy' }} onCancel={onCancel} onRetry={() => {}} />,
    );
    expect(screen.getByTestId('order-waiting-title')).toHaveTextContent(title);
    expect(screen.getByTestId('order-checking')).toHaveTextContent(text);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByTestId('order-waiting')).toHaveTextContent(
      lang === 'th' ? /ข้อมูลที่กรอกไว้/ : /Everything you entered is kept/,
    );
    fireEvent.click(screen.getByRole('button', { name: stop }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
