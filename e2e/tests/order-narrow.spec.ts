import { expect, test, type Locator } from '@playwright/test';
import { EVENT_KEYS, createOrder, ownerPath } from './order-support';

/** The order page on the narrowest phone (issue 14, item 6): the sandbox boxes are not clipped. */
test.use({ viewport: { width: 320, height: 700 } });

async function fitsIn(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
}

test('at 320 px the sandbox boxes of PromptPay and card payments fit in their cards', async ({ page }) => {
  const pp = await createOrder(page, EVENT_KEYS.online);
  await page.goto(ownerPath(pp));
  const notice = page.getByTestId('sandbox-notice');
  await expect(notice).toBeVisible();
  await fitsIn(page.getByTestId('sandbox-bank-link'), notice);
  await fitsIn(notice.locator('.mantine-Alert-title'), notice);
  await fitsIn(notice, page.getByTestId('payment-promptpay'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  const cc = await createOrder(page, EVENT_KEYS.online, {}, { payment_method: 'CC_OPN' });
  await page.goto(ownerPath(cc));
  const hint = page.getByTestId('card-test-hint');
  await expect(hint).toBeVisible();
  await fitsIn(hint.getByRole('button'), hint);
  await fitsIn(hint, page.getByTestId('payment-card'));
});
