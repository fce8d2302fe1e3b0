import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, waitUntilSent } from './backoffice-support';

/**
 * Forgot password (issue 26 item 5), as a runner would: the link under the login form, the request,
 * the e-mail's link (read from the super-admin's outbox, as first-event.spec reads an invitation), a
 * new password, the login with it; the session of another device has ended.
 */

async function noAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`),
  ).toEqual([]);
}

/** The reset link's token from the newest password_reset mail to `email` in the outbox. */
async function resetToken(admin: Page, email: string): Promise<string> {
  await admin.goto('/dashboard-admin/outbox');
  const row = admin.locator('[data-testid="outbox-row"][data-kind="password_reset"]', { hasText: email });
  await waitUntilSent(admin, row);
  await expect(row).toContainText('ตั้งรหัสผ่านใหม่สำหรับ RaceDay');
  await row.click();
  await expect(admin.frameLocator('[data-testid="outbox-html"]').locator('h1')).toHaveText('ตั้งรหัสผ่านใหม่');
  await admin.getByRole('tab', { name: 'ข้อความล้วน' }).click();
  const text = (await admin.getByTestId('outbox-text').textContent()) ?? '';
  const token = /\/auth\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  expect(token, text).toBeTruthy();
  return token!;
}

test('a runner who forgot the password gets a link by e-mail, sets a new one and logs in with it', async ({
  page,
  browser,
}, info) => {
  test.slow();
  const email = `forgot-${info.project.name}-${Date.now().toString(36)}${randomInt(1_000_000)}@example.com`;
  const oldPassword = 'Runner#2026';
  const newPassword = 'NewRunner#2027';
  const signedUp = await page.request.post('/v1/user/register', {
    data: {
      name: 'ปู',
      sername: 'Li',
      email,
      password: oldPassword,
      display_name: 'Pu',
      mobile_no: '0812345678',
    },
  });
  expect(signedUp.status()).toBe(201);
  // Another device stays logged in until the password changes.
  const other = await page.request.post('/v1/auth/login', { data: { email, password: oldPassword } });
  const otherToken = ((await other.json()) as { accessToken: string }).accessToken;

  await page.goto('/auth/login');
  await page.getByTestId('forgot-link').click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ลืมรหัสผ่าน?');
  await page.getByTestId('forgot-email').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toContainText('หากอีเมลนี้มีบัญชี RaceDay');
  await noAxeViolation(page);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  const token = await resetToken(admin, email);
  await adminContext.close();

  await page.goto(`/auth/reset-password?token=${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ตั้งรหัสผ่านใหม่');
  await page.getByTestId('reset-password').fill('short');
  await page.getByTestId('reset-confirm').fill('short');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร')).toBeVisible();
  await noAxeViolation(page);
  await page.getByTestId('reset-password').fill(newPassword);
  await page.getByTestId('reset-confirm').fill(newPassword);
  await page.getByTestId('reset-submit').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('reset-success')).toContainText('ตั้งรหัสผ่านใหม่เรียบร้อย');

  // The other device's session has ended; the old password no longer works, the new one does.
  const profile = await page.request.post('/v1/auth/profile', {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(profile.status()).toBe(401);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(newPassword);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once.
  await page.goto(`/auth/reset-password?token=${token}`);
  await page.getByTestId('reset-password').fill('Another#2028');
  await page.getByTestId('reset-confirm').fill('Another#2028');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-error')).toContainText('ลิงก์ตั้งรหัสผ่านนี้ถูกใช้ไปแล้ว');
});
