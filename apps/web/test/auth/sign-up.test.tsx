/** Sign-up logs the new member in (issue 26 item 7): the session is kept and the runner goes on. */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import { RegisterPage } from '@/features/auth/components/RegisterPage';
import { getSessionUser, getToken, landingAfterLogin } from '@/lib/session';
import { mockApi } from '../support/api';
import { setLanguage } from '../support/render';

afterEach(async () => {
  window.localStorage.clear();
  await setLanguage('th');
});

const TOKEN = 'header.payload.signature-of-the-new-member';
const MEMBER = {
  id: 41,
  email: 'somying@example.com',
  fname: 'สมหญิง',
  lname: 'วิ่งไว',
  name: 'สมหญิง',
  sername: 'วิ่งไว',
  display_name: 'Somying',
  mobile_no: '0812223333',
  role: 'member',
};

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/** The sign-up page as a link reaches it (router state `from`: where the runner was heading). */
function signUp(state: unknown = null) {
  const calls = mockApi({
    'POST /v1/user/register': {
      status: 201,
      body: { status: 'success', message: 'Your account is ready', accessToken: TOKEN, body: MEMBER },
    },
  });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[{ pathname: '/auth/register', state }]}>
        <Routes>
          <Route path="/auth/register" element={<RegisterPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  const type = (name: string, value: string) =>
    fireEvent.change(screen.getByTestId(`register-${name}`), { target: { value } });
  type('name', MEMBER.name);
  type('sername', MEMBER.sername);
  type('display_name', MEMBER.display_name);
  type('mobile_no', MEMBER.mobile_no);
  type('email', MEMBER.email);
  type('password', 'Runner#2026');
  fireEvent.click(screen.getByTestId('register-submit'));
  return calls;
}

describe('signing up', () => {
  it('keeps the session the server returns and lands on the member dashboard, saying so', async () => {
    await setLanguage('en');
    const calls = signUp();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
    expect(getToken()).toBe(TOKEN);
    expect(getSessionUser()).toMatchObject({ email: MEMBER.email, role: 'member' });
    expect(await screen.findByTestId('register-success')).toHaveTextContent(
      'Your account is ready, and you are logged in.',
    );
    expect(calls.filter((c) => c.path === '/v1/user/register')).toHaveLength(1);
  });

  it('goes on to the page the runner was heading to, with the Thai sentence', async () => {
    signUp({ from: '/order/abc-123' });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/order/abc-123');
    expect(await screen.findByTestId('register-success')).toHaveTextContent('สมัครสมาชิกเรียบร้อย คุณเข้าสู่ระบบแล้ว');
  });

  it('never follows a heading to another site or back to the login pages', () => {
    expect(landingAfterLogin({ from: '//evil.example/phish' }, 'member')).toBe('/dashboard');
    expect(landingAfterLogin({ from: '/\\evil.example' }, 'member')).toBe('/dashboard');
    expect(landingAfterLogin({ from: '/auth/login' }, 'organizer')).toBe('/dashboard-organizer');
    expect(landingAfterLogin({ from: '/dashboard-organizer/e1/staff' }, 'organizer')).toBe(
      '/dashboard-organizer/e1/staff',
    );
  });
});
