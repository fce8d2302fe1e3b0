/**
 * Who sees an order's personal data: the browser that holds the order's key (the one that created it,
 * or one that opened the private link `#k=`) sees everything; anyone else holding only the link sees
 * the order with a calm notice and no e-mail, birth date or emergency contact. Also the pay-by deadline
 * of an unpaid order and the EXPIRED state.
 */
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { EVENT_KEYS, createOrder, ownerPath, useEnglish } from './order-support';

/** A browser with nothing stored: another phone, as far as the order page can tell. */
async function freshPage(browser: Browser, info: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = info.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  return context.newPage();
}

async function openDetails(page: Page) {
  await page.getByTestId('applicant-details').first().click();
  return page.getByTestId('applicant-details-table');
}

test.describe('order page privacy', () => {
  test('the key holder sees everything; the bare link is masked; the private link opens it in full elsewhere', async ({
    page,
    browser,
  }, info) => {
    // Three browsers one after the other: give it room on a busy machine.
    test.slow();
    const order = await createOrder(page, EVENT_KEYS.online, {
      fname: 'ปกป้อง',
      lname: 'ข้อมูล',
      email: 'pokpong@example.com',
      emergency_name: 'สมใจ ข้อมูล',
    });

    // The runner's browser: it opened the order with its key, which is kept and leaves the address bar.
    await page.goto(ownerPath(order));
    await expect(page.getByTestId('order-page')).toHaveAttribute('data-personal-data', 'FULL');
    await expect(page).toHaveURL(new RegExp(`/order/${order.uuid}$`));
    await page.reload();
    await expect(page.getByTestId('order-page')).toHaveAttribute('data-personal-data', 'FULL');
    await expect(page.getByTestId('order-masked-notice')).toHaveCount(0);
    let details = await openDetails(page);
    await expect(details).toContainText('pokpong@example.com');
    await expect(details).toContainText('สมใจ ข้อมูล');
    await expect(details).toContainText('วันเกิด');
    await page.keyboard.press('Escape');

    // The private link to copy, with its warning: the same address with the key in the fragment.
    const share = page.getByTestId('private-link');
    await expect(share.getByTestId('private-link-warning')).toContainText('ใครก็ตามที่มีลิงก์นี้');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await share.getByTestId('private-link-copy').click();
    await expect(share.getByTestId('private-link-copy')).toHaveAttribute('data-copied', 'true');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(page.url()).origin}/order/${order.uuid}#k=${order.access_key}`);

    // Another phone with only the order's address: the order and its payment, no personal data.
    const stranger = await freshPage(browser, info);
    await stranger.goto(`/order/${order.uuid}`);
    await expect(stranger.getByTestId('order-page')).toHaveAttribute('data-personal-data', 'MASKED');
    const notice = stranger.getByTestId('order-masked-notice');
    await expect(notice).toContainText('ข้อมูลส่วนตัวถูกซ่อนไว้');
    await expect(notice).toContainText('เปิดจากโทรศัพท์หรือคอมพิวเตอร์เครื่องที่ใช้สมัคร');
    await expect(notice.getByTestId('order-masked-find')).toHaveAttribute('href', '/find-order');
    await expect(stranger.getByTestId('private-link')).toHaveCount(0);
    await expect(stranger.getByTestId('promptpay-qr')).toBeVisible();
    details = await openDetails(stranger);
    await expect(details).not.toContainText('pokpong@example.com');
    await expect(details).toContainText('p***@example.com');
    await expect(details).not.toContainText('สมใจ');
    await expect(details).not.toContainText('วันเกิด');
    await expect(details).not.toContainText('1990');
    await expect(details).not.toContainText('2533');
    await expect(stranger.getByTestId('applicant-masked-note')).toContainText('ถูกซ่อนไว้');
    // No empty rows: every row shown has a value.
    for (const value of await details.locator('td').allInnerTexts()) expect(value.trim()).not.toBe('');
    expect(await stranger.evaluate(() => localStorage.getItem('order-access'))).toBeNull();
    await stranger.context().close();

    // Another phone with the private link: everything again, and the key is gone from the address.
    const other = await freshPage(browser, info);
    await useEnglish(other);
    await other.goto(copied.replace(new URL(copied).origin, ''));
    await expect(other.getByTestId('order-page')).toHaveAttribute('data-personal-data', 'FULL');
    await expect(other).toHaveURL(new RegExp(`/order/${order.uuid}$`));
    expect(new URL(other.url()).hash).toBe('');
    await expect(other.getByTestId('order-masked-notice')).toHaveCount(0);
    details = await openDetails(other);
    await expect(details).toContainText('pokpong@example.com');
    await expect(details).toContainText('Date of birth');
    await other.context().close();
  });

  test('the masked notice in English, and a wrong key in the link shows the masked page', async ({
    page,
  }) => {
    const order = await createOrder(page, EVENT_KEYS.online);
    await useEnglish(page);
    await page.goto(`/order/${order.uuid}#k=${'x'.repeat(32)}`);
    await expect(page.getByTestId('order-page')).toHaveAttribute('data-personal-data', 'MASKED');
    await expect(page).toHaveURL(new RegExp(`/order/${order.uuid}$`));
    const notice = page.getByTestId('order-masked-notice');
    await expect(notice).toContainText('Personal details are hidden');
    await expect(notice).toContainText('logging in as the member who registered');
    await expect(notice).toContainText("the main registrant's mobile number and ID card");
    // The key the server did not accept is not kept.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('order-access') ?? ''))
      .not.toContain(order.uuid);
  });
});

test('the kept keys survive a broken store and stay the newest fifty', async ({ page }) => {
  const order = await createOrder(page, EVENT_KEYS.free, { email: '', blood_group: '' });
  await page.goto('/404');
  await page.evaluate(() => localStorage.setItem('order-access', '{not json'));
  await page.goto(ownerPath(order));
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-personal-data', 'FULL');
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('order-access') ?? '{}') as Record<string, unknown>);
  expect(Object.keys(await stored())).toEqual([order.uuid]);

  // Sixty older keys (and a junk entry) already there: the newest fifty stay, this order's among them.
  await page.evaluate(() => {
    const map: Record<string, unknown> = { junk: 1 };
    for (let i = 0; i < 60; i++) {
      map[`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`] = { k: 'k'.repeat(32), t: 1000 + i };
    }
    localStorage.setItem('order-access', JSON.stringify(map));
  });
  // A new page load (the same address with only a new fragment would not be one).
  await page.goto('/404');
  await page.goto(ownerPath(order));
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-personal-data', 'FULL');
  const kept = Object.keys(await stored());
  expect(kept).toHaveLength(50);
  expect(kept).toContain(order.uuid);
  expect(kept).toContain('00000000-0000-4000-8000-000000000059');
  expect(kept).not.toContain('00000000-0000-4000-8000-000000000000');
  expect(kept).not.toContain('junk');
});

test.describe('pay-by deadline and expired orders', () => {
  test('a fresh PromptPay order shows until when it must be paid, with a countdown', async ({ page }) => {
    const order = await createOrder(page, EVENT_KEYS.online);
    expect(order.expires_at).not.toBeNull();
    await page.goto(`/order/${order.uuid}`);
    const inquiry = await page.request.post('/v1/order/inquiry', {
      data: { order_uuid: order.uuid, language: 'TH' },
    });
    const view = ((await inquiry.json()) as { body: { expires_at_txt: string } }).body;
    const payBy = page.getByTestId('order-pay-by');
    await expect(payBy).toContainText('ชำระเงินภายใน');
    await expect(payBy.getByTestId('order-pay-by-date')).toHaveText(view.expires_at_txt);
    // Thirty minutes to pay: under an hour, it counts down.
    const countdown = payBy.getByTestId('order-pay-by-countdown');
    await expect(countdown).toContainText(/เหลือเวลาอีก (30|[0-2]\d):\d\d/);
    const before = await countdown.innerText();
    await expect(countdown).not.toHaveText(before);

    await useEnglish(page);
    await page.reload();
    await expect(page.getByTestId('order-pay-by')).toContainText('Pay by');
    await expect(page.getByTestId('order-pay-by-countdown')).toContainText(/(30|[0-2]\d):\d\d left/);
  });

  test('an expired order says the time ran out, offers to register again and cannot be paid', async ({
    page,
  }) => {
    const order = await createOrder(page, EVENT_KEYS.online);
    // The server's own reply for this order, as it is once the hold has run out.
    await page.route('**/v1/order/inquiry', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { body: Record<string, unknown> };
      json.body = { ...json.body, status: 'EXPIRED', expires_at: null, expires_at_txt: '' };
      await route.fulfill({ response, json });
    });
    await page.goto(ownerPath(order));

    await expect(page.getByTestId('order-status')).toHaveText('หมดเวลาชำระ');
    const expired = page.getByTestId('payment-expired');
    await expect(expired).toContainText('หมดเวลาชำระเงิน');
    await expect(expired).toContainText('ถูกปล่อยให้ผู้สมัครคนอื่นแล้ว');
    await expect(page.getByTestId('order-step-payment')).toHaveAttribute('data-state', 'stopped');
    await expect(page.getByTestId('order-step-payment')).toContainText('หมดเวลาชำระ');
    await expect(page.getByTestId('order-step-done')).toHaveAttribute('data-state', 'skipped');
    // Nothing to pay with, and no deadline.
    await expect(page.getByTestId('payment-promptpay')).toHaveCount(0);
    await expect(page.getByTestId('promptpay-qr')).toHaveCount(0);
    await expect(page.getByTestId('card-pay')).toHaveCount(0);
    await expect(page.getByTestId('order-pay-by')).toHaveCount(0);

    await expired.getByTestId('register-again').click();
    await page.waitForURL(`**/${EVENT_KEYS.online}/register`);
    await expect(page.getByTestId('runner-form')).toBeVisible();
  });

  test('an expired order in English', async ({ page }) => {
    const order = await createOrder(page, EVENT_KEYS.direct);
    await page.route('**/v1/order/inquiry', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { body: Record<string, unknown> };
      json.body = { ...json.body, status: 'EXPIRED', expires_at: null, expires_at_txt: '' };
      await route.fulfill({ response, json });
    });
    await useEnglish(page);
    await page.goto(`/order/${order.uuid}`);
    await expect(page.getByTestId('order-status')).toHaveText('Expired');
    await expect(page.getByTestId('payment-expired')).toContainText('The time to pay has run out');
    await expect(page.getByTestId('register-again')).toHaveText('Register again');
    await expect(page.getByTestId('order-step-payment')).toContainText('Time ran out');
    // A bank-transfer order: no account to pay into and no slip form.
    await expect(page.getByTestId('payment-transfer')).toHaveCount(0);
    await expect(page.getByTestId('slip-form')).toHaveCount(0);
  });
});
