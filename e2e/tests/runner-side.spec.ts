/**
 * The registration page as a runner on a laptop or a cheap phone meets it: the amount to pay always
 * in view, nothing wider than the screen, a cart per event, and a second runner who takes the first
 * one's contact details instead of typing them again.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cartRunner, storeCart } from './cart-support';
import { EVENTS } from './fixtures';
import { createOrder, eventDetail, ownerPath, uniqueThaiId, uniqueThaiName } from './order-support';
import { choose, fillPerson } from './registration-support';

/** The element's centre is itself on screen: not clipped away nor covered by something else. */
async function expectUncovered(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const shown = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (el.contains(hit) || hit.contains(el));
  });
  expect(shown, 'covered or clipped').toBe(true);
}

async function openWithCart(page: Page, runners: number) {
  const e = await eventDetail(page.request, EVENTS.open);
  const list = Array.from({ length: runners }, () => cartRunner(e, uniqueThaiName()).runner);
  await storeCart(page, { event_key: e.event_key, runners: list, main: null });
  await page.goto(`/${EVENTS.open}/register`);
  await expect(page.getByTestId('cart-card')).toHaveCount(runners);
  await page.getByTestId('delivery-1').click();
  await page.getByTestId('payment-PP_OPN').click();
}

for (const viewport of [
  { width: 1366, height: 650 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the order summary at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, isMobile: false, hasTouch: false });

    test('three runners: the net and the button stay in view, and every summary line can be read', async ({
      page,
    }) => {
      await openWithCart(page, 3);
      // From where the column sticks (the form's first fields above it) to the foot of the page.
      for (const y of [700, 1500, 100_000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expectUncovered(page.getByTestId('summary-net'));
        await expectUncovered(page.getByTestId('submit-order'));
      }
      await expect(page.getByTestId('summary-net')).toHaveText('3,738.90 บาท'); // (3 x 1,200 + 3 x 10) x 1.03
      // The column scrolls within itself: its last line comes clear of the net and the button.
      const fee = page.getByTestId('summary-online-fee');
      await fee.scrollIntoViewIfNeeded();
      await expectUncovered(fee);
    });

    test('one runner and a coupon: the code box and the net can both be read', async ({ page }) => {
      await openWithCart(page, 1);
      const box = page.getByTestId('coupon-box');
      await box.getByTestId('coupon-choice').getByText('มี', { exact: true }).click();
      await box.getByTestId('coupon-code').scrollIntoViewIfNeeded();
      await expectUncovered(box.getByTestId('coupon-code'));
      await expectUncovered(box.getByTestId('coupon-apply'));
      await box.getByTestId('coupon-code').fill('RIVER010');
      await box.getByTestId('coupon-apply').click();
      await expect(box.getByTestId('coupon-applied')).toContainText('10%');
      await expectUncovered(page.getByTestId('summary-net'));
      await expect(page.getByTestId('summary-net')).toHaveText('1,122.70 บาท'); // (1,200 - 120 + 10) x 1.03
      const discount = page.getByTestId('summary-discount');
      await discount.scrollIntoViewIfNeeded();
      await expectUncovered(discount);
      await expect(discount).toContainText('ส่วนลดโค้ด RIVER010');
    });
  });
}

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the registration page is no wider than the screen', async ({ page }) => {
    await openWithCart(page, 2);
    await page.getByTestId('runner-submit').scrollIntoViewIfNeeded();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      buttons: Array.from(
        document.querySelectorAll('[data-testid="runner-submit"], [data-testid="cart-next"]'),
      ).map((b) => b.getBoundingClientRect().right),
    }));
    expect(widths.page).toBeLessThanOrEqual(320);
    for (const right of widths.buttons) expect(right).toBeLessThanOrEqual(320);
  });
});

test('a cart of one event survives a visit to another event’s registration page', async ({ page }) => {
  const e = await eventDetail(page.request, EVENTS.open);
  const { runner } = cartRunner(e, uniqueThaiName(), 'ตะกร้าคงอยู่');
  await storeCart(page, { event_key: e.event_key, runners: [runner], main: null });
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto(`/${EVENTS.free}/register`);
  await expect(page.getByTestId('runner-form')).toBeVisible();
  await expect(page.getByTestId('cart-card')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto(`/${EVENTS.open}/register`);
  await expect(page.getByTestId('cart-card')).toHaveCount(1);
  await expect(page.getByTestId('cart-name')).toHaveText(`${runner.fname} ตะกร้าคงอยู่`);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-event')).toHaveCount(1);
});

test('the second runner takes the first one’s contact details with one tick, and no dialog stops either', async ({
  page,
}) => {
  test.slow();
  await page.goto(`/${EVENTS.open}/register`);
  const form = page.getByTestId('runner-form');
  await expect(form.getByTestId('same-contact')).toHaveCount(0);

  async function raceFields() {
    await form.getByTestId('run-type-1').click();
    await choose(form.getByTestId('runner-run-model'), 'ประเภททั่วไป');
    await choose(form.getByTestId('runner-shirt'), 'L (40")');
    await choose(form.getByTestId('runner-additional-1'), 'อาหารทั่วไป');
  }
  await fillPerson(page, form, 'runner', { fname: 'แม่', lname: 'ใจดี', id: uniqueThaiId(), sex: 'หญิง' });
  await form.getByTestId('runner-email').fill('mother@example.com');
  await form.getByTestId('runner-mobile').fill('0891112222');
  await form.getByTestId('runner-health').fill('ไม่มี');
  await choose(form.getByTestId('runner-blood'), 'O');
  await form.getByTestId('runner-emergency-name').fill('พ่อ ใจดี');
  await form.getByTestId('runner-emergency-relation').fill('สามี');
  await form.getByTestId('runner-emergency-mobile').fill('0893334444');
  await raceFields();
  await form.getByTestId('runner-submit').click();
  await expect(page.getByTestId('runner-added').filter({ hasText: 'แม่ ใจดี' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByTestId('cart-add-another').click();
  await form.getByTestId('register-type').getByText('เพื่อน', { exact: true }).click();
  await form.getByTestId('same-contact').check();
  await expect(form.getByTestId('runner-email')).toHaveValue('mother@example.com');
  await expect(form.getByTestId('runner-mobile')).toHaveValue('0891112222');
  await expect(form.getByTestId('runner-emergency-name')).toHaveValue('พ่อ ใจดี');
  await expect(form.getByTestId('runner-emergency-relation')).toHaveValue('สามี');
  await expect(form.getByTestId('runner-emergency-mobile')).toHaveValue('0893334444');
  await form.getByTestId('runner-fname').fill('ลูก');
  await form.getByTestId('runner-lname').fill('ใจดี');
  await form.getByTestId('runner-sex').getByRole('radio', { name: 'ชาย', exact: true }).check();
  await form.getByTestId('runner-birth-day').selectOption('02');
  await form.getByTestId('runner-birth-month').selectOption('03');
  await form.getByTestId('runner-birth-year').selectOption({ label: '2548' });
  await form.getByTestId('runner-id-card').fill(uniqueThaiId());
  await form.getByTestId('runner-health').fill('ไม่มี');
  await choose(form.getByTestId('runner-blood'), 'A');
  await raceFields();
  await form.getByTestId('runner-submit').click();
  await expect(page.getByTestId('runner-added').filter({ hasText: 'ลูก ใจดี' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('cart-card')).toHaveCount(2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.getByTestId('cart-card').nth(1).getByTestId('cart-details').click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('พ่อ ใจดี');
  await expect(details).toContainText('0893334444');
});

test('the order page names each extra choice by the event’s own label', async ({ page }) => {
  const order = await createOrder(page, EVENTS.open);
  await page.goto(ownerPath(order));
  await page.getByTestId('applicant-details').first().click();
  const table = page.getByTestId('applicant-details-table');
  await expect(table).toContainText('อาหารหลังเส้นชัย');
  await expect(table).not.toContainText('ตัวเลือกเพิ่มเติม');
});
