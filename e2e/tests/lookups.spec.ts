import { expect, test } from '@playwright/test';
import {
  EVENT_KEYS,
  createOrder,
  maskedMobile,
  uniqueMobile,
  uniqueThaiName,
  useEnglish,
} from './order-support';

test.describe('find order', () => {
  test('lists the orders of a mobile number; with the ID card the link opens the order', async ({ page }) => {
    const mobile = uniqueMobile();
    const order = await createOrder(page, EVENT_KEYS.online, { mobile_no: mobile });
    await page.goto('/find-order');

    // Nothing is sent for an empty or wrong number.
    let calls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/v1/order/find-order')) calls++;
    });
    await page.getByTestId('find-order-submit').click();
    await expect(page.getByText('กรุณากรอกเบอร์มือถือ')).toBeVisible();
    await page.getByTestId('find-order-mobile').fill('08123');
    await page.getByTestId('find-order-submit').click();
    await expect(page.getByText('เบอร์มือถือต้องเป็นตัวเลข 10 หลัก')).toBeVisible();
    expect(calls).toBe(0);

    // A malformed ID card number is refused on the page too.
    await page.getByTestId('find-order-mobile').fill(mobile);
    await page.getByTestId('find-order-id-card').fill('12');
    await page.getByTestId('find-order-submit').click();
    await expect(page.getByText('เลขบัตรต้องเป็นตัวอักษรหรือตัวเลข 5-20 ตัว')).toBeVisible();
    expect(calls).toBe(0);

    // The mobile alone lists the order, without a link.
    await page.getByTestId('find-order-id-card').fill('');
    await page.getByTestId('find-order-submit').click();
    const rows = page.getByTestId('find-order-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('กรุงเทพริมน้ำ มาราธอน 2027');
    await expect(rows.first()).toContainText('รอชำระเงิน');
    await expect(rows.first()).toContainText(/25\d\d/);
    await expect(rows.first().getByTestId('find-order-link')).toHaveCount(0);
    await expect(rows.first().getByTestId('find-order-locked')).toBeVisible();
    await expect(page.getByTestId('find-order-hint')).toContainText('ใส่เลขบัตรประชาชนเพื่อเปิดดูคำสั่งซื้อ');
    expect(calls).toBe(1);

    // With the main registrant's ID card (typed with dashes), the link opens the order in full.
    const id = String(order.runner.id_card);
    await page.getByTestId('find-order-add-id').click();
    await expect(page.getByTestId('find-order-id-card')).toBeFocused();
    await page
      .getByTestId('find-order-id-card')
      .fill(`${id.slice(0, 1)}-${id.slice(1, 5)}-${id.slice(5, 10)}-${id.slice(10, 12)}-${id.slice(12)}`);
    await page.getByTestId('find-order-submit').click();
    await expect(page.getByTestId('find-order-hint')).toHaveCount(0);
    await rows.first().getByTestId('find-order-link').click();
    await page.waitForURL(`**/order/${order.uuid}`);
    await expect(page.getByTestId('order-uuid')).toHaveText(order.uuid);
    await expect(page.getByTestId('order-page')).toHaveAttribute('data-personal-data', 'FULL');
    await expect(page.getByTestId('order-masked-notice')).toHaveCount(0);
    await page.getByTestId('applicant-details').click();
    await expect(page.getByTestId('applicant-details-table')).toContainText('somchai@example.com');
  });

  test("an ID card that is not the main registrant's opens nothing", async ({ page }) => {
    const mobile = uniqueMobile();
    await createOrder(page, EVENT_KEYS.online, { mobile_no: mobile });
    await useEnglish(page);
    await page.goto('/find-order');
    await page.getByTestId('find-order-mobile').fill(mobile);
    await page.getByTestId('find-order-id-card').fill('AB1234567');
    await page.getByTestId('find-order-submit').click();
    await expect(page.getByTestId('find-order-row')).toHaveCount(1);
    await expect(page.getByTestId('find-order-link')).toHaveCount(0);
    await expect(page.getByTestId('find-order-hint')).toContainText('Some orders cannot be opened yet');
  });

  test("too many searches: the server's message is shown", async ({ page }) => {
    // What the server answers once a mobile number was searched too often (plugins/rate-limits.ts).
    const message = 'มีการเรียกใช้งานบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่ (1800 วินาที)';
    await page.route('**/v1/order/find-order', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '1800' },
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message }),
      }),
    );
    await page.goto('/find-order');
    await page.getByTestId('find-order-mobile').fill(uniqueMobile());
    await page.getByTestId('find-order-submit').click();
    await expect(page.getByTestId('find-order-error')).toHaveText(message);
    await expect(page.getByTestId('find-order-results')).toHaveCount(0);
  });

  test('a mobile number with no orders shows "Application not found"', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/find-order');
    await page.getByTestId('find-order-mobile').fill(`09${uniqueMobile().slice(2)}`);
    await page.getByTestId('find-order-submit').click();
    await expect(page.getByTestId('find-order-empty')).toContainText('Application not found');
    await expect(page.getByTestId('find-order-row')).toHaveCount(0);
  });
});

test.describe('participant check', () => {
  test('finds a runner by first name with the mobile masked, and no link to the order', async ({ page }) => {
    const fname = uniqueThaiName();
    const mobile = uniqueMobile();
    await createOrder(page, EVENT_KEYS.online, {
      fname,
      lname: 'ทดสอบระบบ',
      mobile_no: mobile,
    });
    await page.goto(`/${EVENT_KEYS.online}/check`);
    await expect(page.getByTestId('check-title')).toHaveText('กรุงเทพริมน้ำ มาราธอน 2027');
    await expect(page.getByTestId('check-cover')).toBeVisible();

    await page.getByTestId('check-by-fname').check();
    // Too short for a first name: nothing is sent.
    await page.getByTestId('check-input').fill(fname.slice(0, 3));
    await page.getByTestId('check-submit').click();
    await expect(page.getByText('ชื่อจริงต้องมีอย่างน้อย 4 ตัวอักษร')).toBeVisible();

    await page.getByTestId('check-input').fill(fname.slice(0, 6));
    await page.getByTestId('check-submit').click();
    const row = page.getByTestId('check-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('check-name')).toHaveText(`${fname} ทดสอบระบบ`);
    await expect(row.getByTestId('check-mobile')).toHaveText(maskedMobile(mobile));
    await expect(row).not.toContainText(mobile);
    await expect(row).toHaveAttribute('data-unpaid', 'true');
    await expect(row).toContainText('รอชำระเงิน');
    // A public list opens nobody's order.
    await expect(page.getByTestId('check-results').locator('a')).toHaveCount(0);
    await expect(page.getByTestId('check-results')).not.toContainText('คำสั่งซื้อ');
  });

  test('by mobile number, and "ไม่พบข้อมูล" when nobody matches', async ({ page }) => {
    const mobile = uniqueMobile();
    await createOrder(page, EVENT_KEYS.online, { mobile_no: mobile });
    await page.goto(`/${EVENT_KEYS.online}/check`);
    await page.getByTestId('check-by-mobile').check();
    await page.getByTestId('check-input').fill(mobile);
    await page.getByTestId('check-submit').click();
    await expect(page.getByTestId('check-row')).toHaveCount(1);

    await page.getByTestId('check-input').fill(`09${uniqueMobile().slice(2)}`);
    await page.getByTestId('check-submit').click();
    await expect(page.getByTestId('check-empty')).toContainText('ไม่พบข้อมูล');
  });

  test('an unknown event goes to /404', async ({ page }) => {
    await page.goto('/no-such-event-2099/check');
    await page.waitForURL('**/404');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
