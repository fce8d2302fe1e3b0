import { expect, test } from '@playwright/test';
import { EVENT_KEYS, createOrder, uniqueMobile, uniqueThaiName, useEnglish } from './order-support';

test.describe('find order', () => {
  test('lists the orders of a mobile number, and the link opens the order', async ({ page }) => {
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

    await page.getByTestId('find-order-mobile').fill(mobile);
    await page.getByTestId('find-order-submit').click();
    const rows = page.getByTestId('find-order-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('กรุงเทพริมน้ำ มาราธอน 2027');
    await expect(rows.first()).toContainText('รอชำระเงิน');
    await expect(rows.first()).toContainText(/25\d\d/);
    expect(calls).toBe(1);

    await rows.first().getByTestId('find-order-link').click();
    await page.waitForURL(`**/order/${order.uuid}`);
    await expect(page.getByTestId('order-uuid')).toHaveText(order.uuid);
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
  test('finds a runner by first name with the mobile masked, and the order link works', async ({ page }) => {
    const fname = uniqueThaiName();
    const mobile = uniqueMobile();
    const order = await createOrder(page, EVENT_KEYS.online, {
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
    await expect(row.getByTestId('check-mobile')).toHaveText(`${mobile.slice(0, 8)}XX`);
    await expect(row).not.toContainText(mobile);
    await expect(row).toHaveAttribute('data-unpaid', 'true');
    await expect(row).toContainText('รอชำระเงิน');

    await row.getByTestId('check-order-link').click();
    await page.waitForURL(`**/order/${order.uuid}`);
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
