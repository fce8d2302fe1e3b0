/** Accounts: register, login by role, member history, logout and the token guard (seed 000 §2–§6, seed 001 §2.4–§2.8). */
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { eventDetail, EVENT_KEYS, uniqueMobile, uniqueThaiId } from './order-support';

async function openProfileMenu(page: Page): Promise<void> {
  await page.getByTestId('profile-menu').click();
}

async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('a new member registers, logs in, sees an order on the dashboard and logs out', async ({
  page,
}, info) => {
  const email = `r-${info.project.name.slice(0, 1)}${Date.now().toString(36)}${randomInt(1_000_000)}@example.com`;
  const password = 'Runner#2026';

  await page.goto('/auth/register');
  await page.getByTestId('register-name').fill('สมหญิง');
  await page.getByTestId('register-sername').fill('วิ่งไว');
  await page.getByTestId('register-display_name').fill('Somying');
  await page.getByTestId('register-mobile_no').fill(uniqueMobile());
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('register-success')).toBeVisible();

  await login(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('member-welcome')).toContainText(email);

  const token = await page.evaluate(() => localStorage.getItem('_rr_token'));
  expect(token?.length ?? 0).toBeGreaterThan(10);

  const e = await eventDetail(page.request, EVENT_KEYS.online);
  const runType = e.run_type.find((r) => r.team_size === 1)!;
  const shirt = e.t_shirt.find((s) => s.run_type_id === 0 || s.run_type_id === runType.id)!;
  const model = e.run_model.find((m) => m.run_type_id === runType.id);
  const pickup = e.delivery_type.find((d) => d.is_require_address === 'N')!;
  const idCard = uniqueThaiId();
  const runner = {
    register_type: 'MYSELF',
    fname: 'สมหญิง',
    lname: 'วิ่งไว',
    sex: 'FEMALE',
    dob: '1992-03-08',
    nationality: 'THAI',
    id_card: idCard,
    email,
    mobile_no: uniqueMobile(),
    health_problem: 'ไม่มี',
    blood_group: 'A',
    emergency_name: 'สมชาย วิ่งไว',
    emergency_relation: 'สามี',
    emergency_mobile_no: '0898765432',
    run_type_id: runType.id,
    run_model_id: e.is_run_model === 'Y' ? (model?.id ?? 0) : 0,
    t_shirt_id: shirt.id,
    ...Object.fromEntries(
      e.additional_selects
        .filter((a) => a.is_require === 'Y')
        .map((a) => [`additional${a.slot}`, a.options[0]!.id]),
    ),
  };
  const res = await page.request.post('/v1/order/create', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      event_key: e.event_key,
      runner_list: [runner],
      is_main_register: idCard,
      delivery_type_id: pickup.id,
      ...(e.payment_method === 'OPN' ? { payment_method: 'PP_OPN' } : {}),
      is_accept_terms: 'Y',
      ...(e.condition !== 'N' ? { is_accept_condition: 'Y' } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { uuid } = (await res.json()) as { uuid: string };

  await page.goto('/dashboard');
  const row = page.locator(`[data-testid="member-order-row"][data-uuid="${uuid}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link')).toHaveAttribute('href', `/order/${uuid}`);
  await expect(page.getByTestId('member-order-row')).toHaveCount(1);

  await openProfileMenu(page);
  await expect(page.getByTestId('menu-profile')).toBeVisible();
  await expect(page.getByTestId('menu-organizer')).toBeVisible();
  await expect(page.getByTestId('admin-link')).toHaveCount(0);
  await page.getByTestId('menu-logout').click();
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => localStorage.getItem('_rr_token'))).toBeNull();
  await openProfileMenu(page);
  await expect(page.getByTestId('login-link')).toBeVisible();
  await expect(page.getByTestId('menu-logout')).toHaveCount(0);
});

test('a wrong password shows the login error', async ({ page }) => {
  await login(page, 'organizer@raceday.local', 'wrong-password');
  await expect(page.getByTestId('login-error')).toContainText('พบข้อผิดพลาด! กรุณา login อีกครั้ง');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the demo organizer lands on the organizer dashboard with four events', async ({ page }) => {
  await login(page, 'organizer@raceday.local', 'Organizer#2026');
  await expect(page).toHaveURL(/\/dashboard-organizer$/);
  await expect(page.getByTestId('organizer-event-row')).toHaveCount(4);
  const first = page.getByTestId('organizer-event-row').first();
  const key = await first.getAttribute('data-key');
  await expect(first.getByRole('link').first()).toHaveAttribute('href', `/dashboard-organizer/${key}`);
  await openProfileMenu(page);
  await expect(page.getByTestId('menu-organizer')).toBeVisible();
  await expect(page.getByTestId('admin-link')).toHaveCount(0);
});

test('the demo admin lands on the admin dashboard and sees the Admin link', async ({ page }) => {
  await login(page, 'admin@raceday.local', 'Admin#2026');
  await expect(page).toHaveURL(/\/dashboard-admin$/);
  await expect(page.getByTestId('organizer-title')).toHaveText('my events [ADMIN]');
  await expect(page.getByTestId('organizer-event-row').first()).toBeVisible();
  await openProfileMenu(page);
  await expect(page.getByTestId('admin-link')).toBeVisible();
  await expect(page.getByTestId('admin-link')).toHaveAttribute('href', '/dashboard-admin');
});

test('an invalid token is cleared and sent to the login page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('_rr_token', 'x'.repeat(40)));
  await page.goto('/dashboard-organizer');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('_rr_token'))).toBeNull();
});

for (const path of ['/dashboard', '/profile', '/dashboard-organizer', '/dashboard-admin']) {
  test(`${path} without a token goes to the login page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByTestId('login-submit')).toBeVisible();
  });
}
