/**
 * The super-admin's e-mail outbox (issue 12): an order created through the API queues its Thai
 * "order received" e-mail; without SMTP the sender keeps it in the local outbox, where the
 * super-admin finds it from the admin dashboard and opens it: the HTML in a sandboxed frame, the text.
 */
import { expect, test } from '@playwright/test';
import { signIn, waitUntilSent } from './backoffice-support';
import { EVENT_KEYS, createOrder } from './order-support';

test('the super-admin reads the Thai order-created e-mail of a new order', async ({ page }) => {
  const order = await createOrder(page, EVENT_KEYS.online, {}, { language: 'TH' });
  await signIn(page, 'admin');
  await page.goto('/dashboard-admin');
  await page.getByTestId('outbox-link').click();
  await expect(page).toHaveURL(/\/dashboard-admin\/outbox$/);
  await expect(page.getByTestId('outbox-title')).toHaveText('กล่องอีเมลขาออก');

  // The sender passes every 5 s: the mail is queued at once and sent within a pass or two.
  const row = page.locator(`[data-testid="outbox-row"][data-order="${order.uuid}"]`);
  await waitUntilSent(page, row);
  await expect(row).toHaveAttribute('data-kind', 'order_created');
  await expect(row).toHaveAttribute('data-language', 'th');
  await expect(row).toContainText('ได้รับคำสั่งซื้อแล้ว กรุณาชำระเงิน');

  await row.click();
  const mail = page.getByTestId('outbox-mail');
  await expect(mail).toContainText('somchai@example.com');
  // The HTML runs sandboxed: no scripts, no origin of the site.
  const frame = page.getByTestId('outbox-html');
  await expect(frame).toHaveAttribute('sandbox', '');
  const html = page.frameLocator('[data-testid="outbox-html"]');
  await expect(html.locator('h1')).toHaveText('ได้รับคำสั่งซื้อของคุณแล้ว');
  await expect(html.locator(`a[href$="/order/${order.uuid}"]`).first()).toBeVisible();
  await page.getByRole('tab', { name: 'ข้อความล้วน' }).click();
  await expect(page.getByTestId('outbox-text')).toContainText(`/order/${order.uuid}`);
  await expect(page.getByTestId('outbox-text')).toContainText('บาท');
});
