/**
 * An event's staff: the super-admin adds a new person as bib desk staff from the event's staff page;
 * the invitation e-mail appears in the outbox with its link; the person opens the link, sets a
 * password, and lands on the bib check of that event, where the search works for them.
 */
import { expect, test } from '@playwright/test';
import { signIn, waitUntilSent } from './backoffice-support';
import { EVENT_KEYS } from './order-support';

test('a new person added as bib desk staff sets a password from the invitation and lands on the bib check', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers: the organizer's and the invitee's, through four pages each
  const eventKey = EVENT_KEYS.direct;
  const email = `desk-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  await signIn(page, 'admin');
  await page.goto(`/dashboard-organizer/${eventKey}`);
  await page.getByTestId('report-staff-link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard-organizer/${eventKey}/staff$`));
  await expect(page.getByTestId('staff-page')).toBeVisible();

  await page.getByTestId('staff-email').fill(email);
  // The role starts at the bib desk.
  await expect(page.getByTestId('staff-role-select')).toHaveValue('จุดรับ BIB');
  await page.getByTestId('staff-add').click();
  await expect(page.getByTestId('staff-success')).toContainText(email);
  const row = page.locator(`[data-testid="staff-row"][data-email="${email}"]`);
  await expect(row.getByTestId('staff-role')).toHaveText('จุดรับ BIB');
  await expect(row.getByTestId('staff-invited')).toBeVisible();

  // The invitation in the outbox: sent by the local transport within a pass or two of the sender.
  await page.goto('/dashboard-admin/outbox');
  const mailRow = page.locator('[data-testid="outbox-row"][data-kind="staff_invitation"]', {
    hasText: email,
  });
  await waitUntilSent(page, mailRow);
  await mailRow.click();
  await expect(page.getByTestId('outbox-mail')).toContainText(email);
  await page.getByRole('tab', { name: 'ข้อความล้วน' }).click();
  const text = (await page.getByTestId('outbox-text').textContent()) ?? '';
  const token = /\/auth\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  expect(token, text).toBeTruthy();

  // The invited person, in a browser of their own.
  const origin = new URL(page.url()).origin;
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(`${origin}/auth/invitation?token=${token}`);
  await expect(invitee.getByTestId('invitation-page')).toBeVisible();
  await invitee.getByTestId('invitation-password').fill('Desk#Pass2027');
  await invitee.getByTestId('invitation-confirm').fill('Desk#Pass2027x');
  await invitee.getByTestId('invitation-submit').click();
  await expect(invitee.getByText('รหัสผ่านทั้งสองช่องไม่ตรงกัน')).toBeVisible();
  await invitee.getByTestId('invitation-confirm').fill('Desk#Pass2027');
  await invitee.getByTestId('invitation-submit').click();

  await expect(invitee).toHaveURL(new RegExp(`/checkbib-organizer/${eventKey}$`));
  await invitee.getByTestId('checkbib-input').fill('0000000000');
  await invitee.getByTestId('checkbib-search').click();
  await expect(invitee.getByTestId('checkbib-search-error')).toHaveCount(0);
  // The spreadsheets are the organizers': no export buttons for the desk.
  await expect(invitee.getByTestId('checkbib-results')).toBeVisible();
  await expect(invitee.getByTestId('checkbib-exports')).toHaveCount(0);
  // The reports stay closed to the desk: the event's report page sends them back to the bib check.
  await invitee.goto(`${origin}/dashboard-organizer/${eventKey}`);
  await expect(invitee).toHaveURL(new RegExp(`/checkbib-organizer/${eventKey}$`));

  // Promoted to organizer from the staff list (after a confirmation): the report opens for them.
  await page.goto(`/dashboard-organizer/${eventKey}/staff`);
  await row.getByTestId('staff-change-role').click();
  await expect(page.getByTestId('staff-role-dialog')).toContainText(`${email} จะเป็นผู้จัดงาน`);
  await page.getByTestId('staff-role-confirm').click();
  await expect(row.getByTestId('staff-role')).toHaveText('ผู้จัดงาน');
  await expect(row.getByTestId('staff-change-role')).toHaveText('เปลี่ยนเป็นจุดรับ BIB');
  await invitee.goto(`${origin}/dashboard-organizer/${eventKey}`);
  await expect(invitee.getByTestId('report-staff-link')).toBeVisible();
  await expect(invitee).toHaveURL(new RegExp(`/dashboard-organizer/${eventKey}$`));

  // The link works once.
  await invitee.goto(`${origin}/auth/invitation?token=${token}`);
  await invitee.getByTestId('invitation-password').fill('Other#Pass2027');
  await invitee.getByTestId('invitation-confirm').fill('Other#Pass2027');
  await invitee.getByTestId('invitation-submit').click();
  await expect(invitee.getByTestId('invitation-error')).toContainText('ถูกใช้ไปแล้ว');
  await context.close();
});
