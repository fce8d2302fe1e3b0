import { expect, test, type Page } from '@playwright/test';
import { EVENT_KEYS, createOrder } from './order-support';

const baht = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The sandbox's test-card form on the order page, paid with 4242 4242 4242 4242. */
async function payWithTestCard(page: Page) {
  const year = String(new Date().getFullYear() + 2);
  await expect(page.getByTestId('card-test-hint')).toContainText('4242 4242 4242 4242');
  await page.getByTestId('card-number').fill('4242424242424242');
  await expect(page.getByTestId('card-number')).toHaveValue('4242 4242 4242 4242');
  await page.getByTestId('card-name').fill('SOMCHAI JAIDEE');
  await page.getByTestId('card-expiry-month').selectOption('12');
  await page.getByTestId('card-expiry-year').selectOption(year);
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-pay').click();
  await page.waitForURL(/\/sandbox\/authorize\/chrg_test_[0-9a-f]{20}$/);
  await expect(page.getByTestId('sandbox-banner')).toBeVisible();
}

test.describe('payments through the sandbox provider', () => {
  test('PromptPay: QR and countdown, pay in the sandbox banking app, refresh shows PAID', async ({
    page,
  }) => {
    const order = await createOrder(page, EVENT_KEYS.online);
    await page.goto(`/order/${order.uuid}`);

    await expect(page.getByTestId('order-status')).toHaveText('รอชำระเงิน');
    const qr = page.getByTestId('promptpay-qr');
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(200);
    await expect(page.getByTestId('promptpay-amount')).toContainText(baht(order.paid_amt));
    // The QR lasts as long as the order holds its places (30 minutes): the countdown starts near it and ticks.
    const countdown = page.getByTestId('qr-countdown');
    await expect(countdown).toContainText(/QR หมดอายุใน 00:(30|[0-2]\d):\d\d/);
    const before = await countdown.innerText();
    await expect(countdown).not.toHaveText(before);
    await expect(page.getByTestId('payment-refresh')).toBeVisible();

    // The stand-in banking app "scanned" the code.
    await page.getByTestId('sandbox-bank-link').click();
    await page.waitForURL(/\/sandbox\/promptpay\/chrg_test_[0-9a-f]{20}$/);
    await expect(page.getByTestId('sandbox-banner')).toContainText('SANDBOX');
    await expect(page.getByTestId('sandbox-amount')).toContainText(baht(order.paid_amt));
    await expect(page.getByTestId('sandbox-payee')).toHaveText('RaceDay');
    await page.getByTestId('sandbox-pay').click();
    await expect(page.getByTestId('sandbox-paid')).toBeVisible();
    await page.getByTestId('sandbox-back-to-order').click();
    await page.waitForURL(`**/order/${order.uuid}`);

    await page.getByTestId('payment-refresh').or(page.getByTestId('payment-paid')).first().waitFor();
    if (await page.getByTestId('payment-refresh').isVisible())
      await page.getByTestId('payment-refresh').click();
    await expect(page.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');
    await expect(page.getByTestId('order-step-payment')).toHaveAttribute('data-completed', 'true');
    await expect(page.getByTestId('order-step-done')).toHaveAttribute('data-completed', 'true');
    await expect(page.getByTestId('order-paid-at')).toContainText(/25\d\d เวลา \d\d:\d\d น\./);
    await expect(page.getByTestId('promptpay-qr')).toHaveCount(0);
    // Paid: no deadline any more.
    await expect(page.getByTestId('order-pay-by')).toHaveCount(0);
  });

  test('PromptPay: the refresh button turns the page PAID once the bank has paid', async ({ page }) => {
    const order = await createOrder(page, EVENT_KEYS.online);
    await page.goto(`/order/${order.uuid}`);
    const href = await page.getByTestId('sandbox-bank-link').getAttribute('href');
    const chargeId = href!.split('/').pop()!;
    // The bank pays while the order page stays open (the runner paid on another device).
    const paid = await page.request.post(`/v1/sandbox/charges/${chargeId}/complete`, {
      data: { outcome: 'successful' },
    });
    expect(paid.status()).toBe(200);
    await expect(page.getByTestId('order-status')).toHaveText('รอชำระเงิน');
    await page.getByTestId('payment-refresh').click();
    await expect(page.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');
    await expect(page.getByTestId('order-step-done')).toHaveAttribute('data-completed', 'true');
    await expect(page.getByTestId('order-paid-at')).toBeVisible();
  });

  test('card approved on the 3-D Secure page ends PAID', async ({ page }) => {
    const order = await createOrder(page, EVENT_KEYS.online, {}, { payment_method: 'CC_OPN' });
    await page.goto(`/order/${order.uuid}`);
    await expect(page.getByTestId('summary-payment-fee')).toContainText('5%');
    await expect(page.getByTestId('card-pay')).toContainText(baht(order.paid_amt));
    await payWithTestCard(page);

    await expect(page.getByTestId('sandbox-merchant')).toHaveText('RaceDay');
    await expect(page.getByTestId('sandbox-amount')).toContainText(baht(order.paid_amt));
    await page.getByTestId('sandbox-approve').click();
    await page.waitForURL(`**/order/${order.uuid}`);
    await expect(page.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');
    await expect(page.getByTestId('order-step-done')).toHaveAttribute('data-completed', 'true');
    await expect(page.getByTestId('order-paid-at')).toBeVisible();
    await expect(page.getByTestId('card-pay')).toHaveCount(0);
  });

  test('card declined on the 3-D Secure page stays waiting for payment, says so, and offers the form again', async ({
    page,
  }) => {
    const order = await createOrder(page, EVENT_KEYS.online, {}, { payment_method: 'CC_OPN' });
    await page.goto(`/order/${order.uuid}`);
    await payWithTestCard(page);
    await page.getByTestId('sandbox-decline').click();
    await page.waitForURL(`**/order/${order.uuid}`);

    await expect(page.getByTestId('order-status')).toHaveText('รอชำระเงิน');
    await expect(page.getByTestId('card-declined')).toContainText('การชำระเงินด้วยบัตรครั้งล่าสุดไม่สำเร็จ');
    await expect(page.getByTestId('order-step-payment')).toHaveAttribute('data-state', 'active');
    await expect(page.getByTestId('card-pay')).toBeEnabled();
  });

  test('a card the provider refuses shows the error modal and the form can be used again', async ({
    page,
  }) => {
    const order = await createOrder(page, EVENT_KEYS.online, {}, { payment_method: 'CC_OPN' });
    await page.goto(`/order/${order.uuid}`);
    // Luhn-valid to the page is checked first; an invalid number never leaves it.
    await page.getByTestId('card-number').fill('4242424242424241');
    await page.getByTestId('card-pay').click();
    await expect(page.getByText('หมายเลขบัตรไม่ถูกต้อง')).toBeVisible();

    // Break the sandbox tokenizer's answer: the card call fails, the modal shows, paying resets.
    await page.route('**/v1/sandbox/tokens', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: 'down' }),
      }),
    );
    await page.getByTestId('card-fill-test').click();
    await page.getByTestId('card-pay').click();
    await expect(page.getByTestId('card-error')).toContainText(
      'พบข้อผิดพลาด กรุณาลองใหม่อีกครั้งหรือติดต่อฝ่ายลูกค้าสัมพันธ์',
    );
    await page.getByTestId('popup-confirm').click();
    await expect(page.getByTestId('card-pay')).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`/order/${order.uuid}$`));
  });
});
