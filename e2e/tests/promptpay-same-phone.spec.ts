/**
 * Paying by PromptPay from the phone that shows the QR (issue 26 item 3): on a phone the deadline, the
 * QR and its amount are in the first screen; "save QR image" downloads a PNG named with the amount
 * that scans to the order's PromptPay payload; the steps for paying from the same phone are shown.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { EVENT_KEYS, createOrder, ownerPath, useEnglish } from './order-support';

test('the deadline, QR and amount come first on a phone, and the saved QR scans to the payment', async ({
  page,
}, info) => {
  const order = await createOrder(page, EVENT_KEYS.online);
  await page.goto(ownerPath(order));
  const qr = page.getByTestId('promptpay-qr');
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const amount = page.getByTestId('promptpay-amount');
  const deadline = page.getByTestId('qr-countdown');
  await expect(deadline).toContainText('QR หมดอายุใน');

  const viewport = page.viewportSize()!;
  const top = (await page.evaluate(() => window.scrollY)) + (await qr.boundingBox())!.y;
  if (info.project.name === 'phone') {
    // 390 x 844: the amount, the deadline and the whole QR are on the first screen, without scrolling.
    expect(top).toBeLessThan(700);
    const topAmount = page.getByTestId('promptpay-amount-top');
    await expect(topAmount).toHaveText(`${(await amount.innerText()).replace(/\s+/g, ' ').trim()}`);
    for (const box of [await qr.boundingBox(), await topAmount.boundingBox(), await deadline.boundingBox()])
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    // The amount and the deadline are read before the code.
    expect((await deadline.boundingBox())!.y).toBeLessThan(top);
  }

  const same = page.getByTestId('promptpay-same-phone');
  await expect(same).toContainText('ชำระเงินด้วยมือถือเครื่องนี้?');
  await expect(same).toContainText('เลือกรูป QR ที่บันทึกไว้จากอัลบั้ม');

  const save = page.getByTestId('promptpay-save');
  await expect(save).toHaveText('บันทึกรูป QR');
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  expect(download.suggestedFilename()).toBe(`promptpay-${order.paid_amt.toFixed(2)}-THB.png`);
  const png = PNG.sync.read(readFileSync((await download.path())!));
  const scanned = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(scanned, 'a QR reader finds the code in the saved image').not.toBeNull();
  const inquiry = await page.request.post('/v1/order/inquiry', { data: { order_uuid: order.uuid } });
  expect(scanned!.data).toBe(
    ((await inquiry.json()) as { body: { qrcode_payload: string } }).body.qrcode_payload,
  );
});

test('the same-phone steps and the save button in English', async ({ page }) => {
  await useEnglish(page);
  const order = await createOrder(page, EVENT_KEYS.online);
  await page.goto(ownerPath(order));
  await expect(page.getByTestId('promptpay-save')).toHaveText('Save QR image');
  await expect(page.getByTestId('promptpay-same-phone')).toContainText('Paying from this phone?');
  await expect(page.getByTestId('promptpay-same-phone')).toContainText(
    'pick the saved QR from your photo album',
  );
});
