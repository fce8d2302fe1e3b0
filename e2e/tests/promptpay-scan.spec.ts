/**
 * The QR a runner sees is what a banking app would read: decode the image on the page with a QR
 * reader (jsQR), and the EMVCo PromptPay string must carry the order's exact amount and a valid CRC.
 */
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { parse } from 'promptparse';
import { EVENT_KEYS, createOrder } from './order-support';

test('the PromptPay QR on the order page scans to the EMVCo payload for the exact amount', async ({
  page,
}) => {
  const order = await createOrder(page, EVENT_KEYS.online);
  await page.goto(`/order/${order.uuid}`);
  const qr = page.getByTestId('promptpay-qr');
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const src = (await qr.getAttribute('src'))!;
  const png = PNG.sync.read(Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'));
  const scanned = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(scanned, 'a QR reader finds a code in the image').not.toBeNull();

  // Strict parsing checks the CRC-16 of tag 63.
  const emv = parse(scanned!.data, true);
  expect(emv, 'a valid EMVCo payload with a correct CRC').not.toBeNull();
  expect(emv!.getTagValue('00')).toBe('01');
  expect(emv!.getTagValue('53')).toBe('764'); // THB
  expect(emv!.getTagValue('58')).toBe('TH');
  expect(emv!.getTagValue('54')).toBe(order.paid_amt.toFixed(2));
  expect(emv!.getTagValue('29', '00')).toBe('A000000677010111'); // PromptPay AID
  // The server's payload and the scanned one are the same string.
  const inquiry = await page.request.post('/v1/order/inquiry', { data: { order_uuid: order.uuid } });
  expect(scanned!.data).toBe(
    ((await inquiry.json()) as { body: { qrcode_payload: string } }).body.qrcode_payload,
  );
});
