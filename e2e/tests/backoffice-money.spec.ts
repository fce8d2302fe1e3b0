/**
 * Money after the fact, as an organizer sees it on the event's report page: a PromptPay order deleted
 * while its QR is open (the delete dialog warns), then paid by the runner, shows the "paid after close"
 * badge and is refunded from its row; a bank-transfer order is refunded in part by hand, with the
 * transfer's reference, and the payout card lists it.
 */
import { expect, test, type Page } from '@playwright/test';
import { session, signIn } from './backoffice-support';
import { createOrder, EVENT_KEYS } from './order-support';

/** The order's row on the list (the newest orders come first). */
const rowOf = (page: Page, uuid: string) => page.locator(`[data-testid="order-row"][data-uuid="${uuid}"]`);

test('money paid after a delete is flagged and refunded from its row', async ({ page }) => {
  const order = await createOrder(page, EVENT_KEYS.online);
  // The runner opens the order page, which asks for its PromptPay QR: a live charge is made.
  const view = await page.request.post('/v1/order/promptpay', {
    data: { tk: 'public', order_uuid: order.uuid },
  });
  const chargeId = String(((await view.json()) as { body: { qrcode_scan_url: string } }).body.qrcode_scan_url)
    .split('/')
    .pop()!;

  await signIn(page, 'organizer');
  await page.goto(`/dashboard-organizer/${EVENT_KEYS.online}`);
  const row = rowOf(page, order.uuid);
  await expect(row.getByTestId('order-status')).toHaveText('รอชำระเงิน');
  await row.getByTestId('order-delete').click();
  await expect(page.getByTestId('delete-open-charge')).toContainText('ผู้สมัครอาจกำลังชำระเงินอยู่');
  await page.getByTestId('delete-confirm-confirm').click();
  await expect(row.getByTestId('order-status')).toHaveText('ลบแล้ว');

  // The runner pays the QR still on their phone.
  const paid = await page.request.post(`/v1/sandbox/charges/${chargeId}/complete`, {
    data: { outcome: 'successful' },
  });
  expect(paid.status()).toBe(200);
  // The "money to check" filter lists it, flagged.
  await page.getByTestId('order-attention').first().click();
  await expect(row.locator('[data-testid="payment-flag"][data-flag="paid_after_close"]')).toBeVisible();
  await expect(row.getByTestId('order-restore')).toBeVisible();

  await row.getByTestId('order-refund').click();
  const form = page.getByTestId('refund-form');
  await expect(form.getByTestId('refund-amount')).toHaveValue(/^[\d,]+\.?\d* บาท$/);
  // A bank reference is not asked for: the money goes back through the payment provider.
  await expect(form.getByTestId('refund-reference')).toHaveCount(0);
  await form.getByTestId('refund-note').fill('ลบไปแล้ว คืนเงินผ่านพร้อมเพย์');
  await form.getByTestId('refund-submit').click();
  await expect(form).toBeHidden();
  // Settled: off the "money to check" list; on the whole list, deleted without a flag or a refund button.
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(row.getByTestId('order-status')).toHaveText('ลบแล้ว');
  await expect(row.getByTestId('payment-flag')).toHaveCount(0);
  await expect(row.getByTestId('order-refund')).toHaveCount(0);
});

test('a bank transfer is refunded in part by hand, with its reference, and the payout lists it', async ({
  page,
}) => {
  const order = await createOrder(page, EVENT_KEYS.direct);
  const organizer = await session(page.request, 'organizer');
  const confirmed = await page.request.post('/v1/organizer/direct-notify', {
    data: { event_key: EVENT_KEYS.direct, uuid: order.uuid },
    headers: { authorization: `Bearer ${organizer.accessToken}` },
  });
  expect(confirmed.status()).toBe(200);
  const reference = `KBANK ${order.uuid.slice(0, 6)}`;

  await signIn(page, 'organizer');
  await page.goto(`/dashboard-organizer/${EVENT_KEYS.direct}`);
  const row = rowOf(page, order.uuid);
  await expect(row.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');
  await row.getByTestId('order-refund').click();
  const form = page.getByTestId('refund-form');
  // More than was paid is brought down to what was paid; without a reference nothing is sent.
  await form.getByTestId('refund-amount').fill(String(order.paid_amt + 1));
  await form.getByTestId('refund-submit').click();
  await expect(form.getByTestId('refund-amount')).toHaveValue(/^1,800(\.00)? บาท$/);
  await expect(form.locator('.mantine-TextInput-error')).toHaveText('กรุณากรอกเลขอ้างอิงการโอนเงินคืน');
  await form.getByTestId('refund-amount').fill('150');
  await form.getByTestId('refund-reference').fill(reference);
  await form.getByTestId('refund-note').fill('คืนค่าเสื้อ');
  await form.getByTestId('refund-submit').click();
  await expect(form).toBeHidden();
  // Still paid, with the rest refundable; the payout lists the refund with its reference.
  await expect(row.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');
  await expect(row.getByTestId('order-refund')).toBeVisible();
  const payout = page.getByTestId('report-payout');
  await payout.getByTestId('report-payout-refresh').click();
  await expect(payout.getByTestId('payout-refund-list')).toContainText(`${reference} · คืนค่าเสื้อ`);
  await expect(payout.getByTestId('payout-refund-list')).toContainText('150.00');
});
