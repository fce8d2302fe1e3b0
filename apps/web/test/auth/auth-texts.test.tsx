/** The login page's texts (issue 26 item 7): natural English, Thai without English words, in both languages. */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { LoginPage } from '@/features/auth/components/LoginPage';
import { mockApi } from '../support/api';
import { setLanguage } from '../support/render';

afterEach(() => setLanguage('th'));

/** The login page, with a router state (`from`, `passwordReset`) when given. */
function showLogin(state: unknown = null) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[{ pathname: '/auth/login', state }]}>
        <LoginPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const toggle = () => document.querySelector<HTMLElement>('.mantine-PasswordInput-visibilityToggle')!;

describe('the login page', () => {
  it('names the Thai password show/hide button in Thai for a screen reader', () => {
    showLogin();
    expect(toggle()).toHaveAttribute('aria-label', 'แสดงหรือซ่อนรหัสผ่าน');
  });

  it('names it in English on the English page', async () => {
    await setLanguage('en');
    showLogin();
    expect(toggle()).toHaveAttribute('aria-label', 'Show or hide the password');
  });

  it('says a failed login in Thai without the English word "login"', async () => {
    mockApi({
      'POST /v1/auth/login': {
        status: 401,
        body: { status: 'error', code: 'auth.invalid', message: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' },
      },
    });
    showLogin();
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'runner@example.com' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    const error = await screen.findByTestId('login-error');
    expect(error).toHaveTextContent('พบข้อผิดพลาด! กรุณาเข้าสู่ระบบอีกครั้ง');
    expect(error.textContent).not.toMatch(/login/i);
  });
});
