/** Accounts: register, login by role, member history, logout and the token guard (seed 000 §2–§6, seed 001 §2.4–§2.8). */
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { eventDetail, EVENT_KEYS, uniqueMobile, uniqueThaiId } from './order-support';
import { choose, fillPerson, submitOrder } from './registration-support';

async function openProfileMenu(page: Page): Promise<void> {
  await page.getByTestId('profile-menu').click();
}

async function login(page: Page, email: string, password: string): Promise<void> {
  // On the login page already (a guard sent the visitor here): log in there, so it returns to the page.
  if (new URL(page.url()).pathname !== '/auth/login') await page.goto('/auth/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('a new member registers (and is logged in), sees an order on the dashboard and logs out', async ({
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
  await expect(page.getByTestId('read-privacy')).toHaveAttribute('href', '/privacy-policy');
  await page.getByTestId('register-submit').click();
  // Signing up logs the new member in: no second login, straight to their dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('register-success')).toHaveText('สมัครสมาชิกเรียบร้อย คุณเข้าสู่ระบบแล้ว');
  await expect(page.getByTestId('member-welcome')).toContainText(email);

  const token = await page.evaluate(() => localStorage.getItem('_rr_token'));
  expect(token?.length ?? 0).toBeGreaterThan(10);

  // Register a runner for the free event on its registration page, still logged in.
  const e = await eventDetail(page.request, EVENT_KEYS.free);
  const runType = e.run_type[1]!;
  const shirt = e.t_shirt.find((s) => s.run_type_id === 0 || s.run_type_id === runType.id)!;
  await page.goto(`/${EVENT_KEYS.free}/register`);
  const form = page.getByTestId('runner-form');
  await fillPerson(page, form, 'runner', {
    fname: 'สมหญิง',
    lname: 'วิ่งไว',
    id: uniqueThaiId(),
    sex: 'หญิง',
  });
  await form.getByTestId(`run-type-${runType.id}`).click();
  await choose(form.getByTestId('runner-shirt'), shirt.name);
  await form.getByTestId('runner-submit').click();
  await expect(page.getByTestId('runner-added')).toBeVisible();
  await page.getByTestId(`delivery-${e.delivery_type[0]!.id}`).click();
  await page.getByTestId('accept-terms').check();
  await expect(page.getByTestId('submit-order')).toHaveText('ลงทะเบียน');
  const { uuid } = await submitOrder(page);
  await expect(page.getByTestId('success-dialog')).toContainText(uuid);
  await page.getByTestId('success-close').click();

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
  await expect(page.getByTestId('login-error')).toContainText('พบข้อผิดพลาด! กรุณาเข้าสู่ระบบอีกครั้ง');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the demo organizer lands on the organizer dashboard with four events', async ({ page }) => {
  await login(page, 'organizer@raceday.local', 'Organizer#2026');
  await expect(page).toHaveURL(/\/dashboard-organizer$/);
  // The demo's four (setup.spec adds setup-e2e-* events of this organizer when it runs first).
  await expect(page.locator('[data-testid="organizer-event-row"]:not([data-key^="setup-e2e-"])')).toHaveCount(
    4,
  );
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
  await expect(page.getByTestId('organizer-title')).toHaveText('งานวิ่งของฉัน (ผู้ดูแลระบบ)');
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

/** A fresh member account, made through the sign-up call; the tests then log in on the page. */
async function newMember(page: Page, tag: string) {
  const account = {
    name: 'มานะ',
    sername: 'ขยันวิ่ง',
    display_name: 'Mana',
    mobile_no: uniqueMobile(),
    email: `${tag}-${Date.now().toString(36)}${randomInt(1_000_000)}@example.com`,
    password: 'Member#2026',
  };
  const res = await page.request.post('/v1/user/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

test('a member who opens the organizer dashboard is told they have no access', async ({ page }) => {
  const member = await newMember(page, 'forbidden');
  await login(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard-organizer');
  await expect(page.getByTestId('organizer-forbidden')).toHaveText('คุณไม่มีสิทธิ์เข้าถึงหน้านี้');
  await expect(page.getByTestId('organizer-event-row')).toHaveCount(0);
  // Still logged in: a 403 is not a reason to throw the session away.
  expect(await page.evaluate(() => localStorage.getItem('_rr_token'))).not.toBeNull();
});

test('a member edits the profile: a bad mobile is refused on its field, a good one is kept', async ({
  page,
}) => {
  const member = await newMember(page, 'profile');
  await login(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-name')).toHaveValue(member.name);
  await expect(page.getByTestId('profile-mobile_no')).toHaveValue(member.mobile_no);

  await page.getByTestId('profile-mobile_no').fill('081-234567');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-form')).toContainText('ต้องเป็นตัวเลข 10 หลัก');
  await expect(page.getByTestId('profile-mobile_no')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('profile-saved')).toHaveCount(0);

  const mobile = uniqueMobile();
  await page.getByTestId('profile-display_name').fill('มานะนักวิ่ง');
  await page.getByTestId('profile-mobile_no').fill(mobile);
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-saved')).toBeVisible();
  await page.getByTestId('profile-saved').getByRole('button').click();

  // What the server kept: log out, log in again, and the profile shows the new values.
  await openProfileMenu(page);
  await page.getByTestId('menu-logout').click();
  // The page reloads logged out and its guard sends it to the login page: wait for that, or a
  // late reload could land after the next login and take it back to the page it left.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await login(page, member.email, member.password);
  // Back on the page the member logged out from.
  await expect(page).toHaveURL(/\/profile$/);
  await page.reload();
  await expect(page.getByTestId('profile-display_name')).toHaveValue('มานะนักวิ่ง');
  await expect(page.getByTestId('profile-mobile_no')).toHaveValue(mobile);
});

test('a member changes the password on the profile page, stays logged in, and logs in with the new one', async ({
  page,
}) => {
  const member = await newMember(page, 'password');
  const next = 'Changed#2027';
  await login(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const before = await page.evaluate(() => localStorage.getItem('_rr_token'));
  await page.goto('/profile');
  const form = page.getByTestId('password-form');

  // Checked on the page first: the confirmation must match.
  await page.getByTestId('password-current').fill('Not-my-password');
  await page.getByTestId('password-new').fill(next);
  await page.getByTestId('password-confirm').fill('Changed#2028');
  await page.getByTestId('password-submit').click();
  await expect(form).toContainText('รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน');
  await expect(page.getByTestId('password-confirm')).toHaveAttribute('data-invalid', 'true');

  // The server refuses a wrong current password, on its field.
  await page.getByTestId('password-confirm').fill(next);
  await page.getByTestId('password-submit').click();
  await expect(form).toContainText('รหัสผ่านปัจจุบันไม่ถูกต้อง');
  await expect(page.getByTestId('password-current')).toHaveAttribute('data-invalid', 'true');
  await expect(page.getByTestId('password-changed')).toHaveCount(0);

  await page.getByTestId('password-current').fill(member.password);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  await expect(page.getByTestId('password-current')).toHaveValue('');

  // This browser keeps a fresh token and stays logged in.
  const after = await page.evaluate(() => localStorage.getItem('_rr_token'));
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
  await page.goto('/dashboard');
  await expect(page.getByTestId('member-welcome')).toContainText(member.email);

  await openProfileMenu(page);
  await page.getByTestId('menu-logout').click();
  // The page reloads logged out and its guard sends it to the login page: wait for that, or a
  // late reload could land after the next login and take it back to the page it left.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await login(page, member.email, member.password);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await login(page, member.email, next);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('log out of all devices: this browser goes to the login page, and so does another on its next call', async ({
  page,
  browser,
}) => {
  const member = await newMember(page, 'logout-all');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await login(otherPage, member.email, member.password);
    await expect(otherPage).toHaveURL(/\/dashboard$/);
    await otherPage.goto('/profile');
    await expect(otherPage.getByTestId('profile-name')).toHaveValue(member.name);

    await login(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    // Cancelling the confirm changes nothing.
    await page.getByTestId('logout-all').click();
    await page.getByTestId('logout-all-cancel').click();
    await expect(page.getByTestId('logout-all-confirm')).toHaveCount(0);
    await page.getByTestId('logout-all').click();
    await expect(page.getByTestId('logout-all-confirm')).toContainText('รวมถึงเครื่องนี้');
    await page.getByTestId('logout-all-submit').click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('_rr_token'))).toBeNull();

    // The other browser still shows the profile; its next call to the server ends its session.
    await otherPage.getByTestId('profile-save').click();
    await expect(otherPage).toHaveURL(/\/auth\/login$/);
    expect(await otherPage.evaluate(() => localStorage.getItem('_rr_token'))).toBeNull();

    // Logging in again works.
    await login(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    await other.close();
  }
});
