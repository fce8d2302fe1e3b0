import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { THAI } from './fixtures';
import { EVENT_KEYS, createOrder, maskedMobile, ownerPath, useEnglish } from './order-support';

const NOT_ALLOWED_TH = '*** คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้ ***';
const NOT_ALLOWED_EN = '*** You Do Not Have Permission To Access ***';
const ERROR_TH = 'พบข้อผิดพลาด กรุณาลองใหม่อีกครั้งหรือติดต่อฝ่ายลูกค้าสัมพันธ์';
const ERROR_EN = 'An error was found, please try again or contact customer relations';

const baht = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.describe('order page', () => {
  test('a wrong or unknown order id shows NOTFOUND and the error modal', async ({ page }) => {
    await page.goto('/order/not-an-order');
    await expect(page.getByTestId('order-notfound')).toContainText(NOT_ALLOWED_TH);
    const modal = page.getByTestId('order-error-modal');
    await expect(modal).toContainText(ERROR_TH);
    await page.getByTestId('popup-confirm').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('order-notfound')).toBeVisible();

    // A well-formed id the server does not know, through the short /o/ path and in English.
    await useEnglish(page);
    await page.goto('/o/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('order-notfound')).toContainText(NOT_ALLOWED_EN);
    await expect(page.getByTestId('order-error-modal')).toContainText(ERROR_EN);
    await expect(page.getByTestId('order-page')).toHaveCount(0);
  });

  test('a PromptPay order waiting for payment: tracker, summary and applicant details', async ({
    page,
  }, info) => {
    const order = await createOrder(page, EVENT_KEYS.online, { fname: 'มานะ', lname: 'ขยันวิ่ง' });
    // The runner's own link: every detail, the numbers still masked.
    await page.goto(ownerPath(order));

    await expect(page.getByTestId('order-uuid')).toHaveText(order.uuid);
    await expect(page.getByTestId('order-title')).toHaveText('กรุงเทพริมน้ำ มาราธอน 2027');
    await expect(page.getByTestId('order-status')).toHaveText('รอชำระเงิน');
    // On a phone the cover steps aside while the payment is due: the QR comes first (issue 26).
    if (info.project.name === 'phone') await expect(page.getByTestId('order-cover')).toBeHidden();
    else await expect(page.getByTestId('order-cover')).toBeVisible();

    const steps = page.getByTestId('order-steps');
    await expect(steps.getByTestId('order-step-info')).toHaveAttribute('data-completed', 'true');
    // Picked up at the desk: no delivery-address step (issue 26).
    await expect(steps.getByTestId('order-step-address')).toHaveCount(0);
    await expect(steps.getByTestId('order-step-payment')).toHaveAttribute('data-state', 'active');
    await expect(steps.getByTestId('order-step-payment')).toContainText('ชำระเงิน');
    await expect(steps.getByTestId('order-step-done')).toHaveAttribute('data-state', 'pending');

    // Register amount = amount - system fee; payment fee = paid - amount; PromptPay 3%.
    const inquiry = await page.request.post('/v1/order/inquiry', {
      data: { tk: 'public', order_uuid: order.uuid },
    });
    const view = ((await inquiry.json()) as { body: Record<string, number> }).body;
    const summary = page.getByTestId('payment-summary');
    await expect(summary.getByTestId('summary-paid-amount')).toHaveText(baht(order.paid_amt));
    await expect(summary.getByTestId('summary-register-value')).toHaveText(
      baht(view.amount! - view.system_fee_amt!),
    );
    await expect(summary.getByTestId('summary-system-fee-value')).toHaveText(baht(view.system_fee_amt!));
    await expect(summary.getByTestId('summary-payment-fee-value')).toHaveText(
      baht(view.paid_amount! - view.amount!),
    );
    await expect(summary.getByTestId('summary-payment-fee')).toContainText('3%');

    // The applicant card and its details popup: the owner sees the e-mail and the emergency contact;
    // the ID card and mobile numbers are masked for everyone.
    const card = page.getByTestId('applicant-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('applicant-name')).toHaveText('มานะ ขยันวิ่ง');
    await expect(card.getByTestId('applicant-main')).toHaveText('ผู้สมัครหลัก');
    await card.getByTestId('applicant-details').click();
    const details = page.getByTestId('applicant-details-table');
    const id = String(order.runner.id_card);
    const mobile = String(order.runner.mobile_no);
    await expect(details).toContainText(`XXXX${id.slice(-4)}`);
    await expect(details).toContainText(maskedMobile(mobile));
    await expect(details).toContainText('somchai@example.com');
    await expect(details).toContainText('สมศรี ใจดี');
    await expect(details).not.toContainText(id);
    await expect(details).not.toContainText(mobile);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('delivery-info')).toBeVisible();
    await expect(page.getByTestId('help-contacts')).toContainText('support@');
  });

  test('a free order shows "registered" and every step completed', async ({ page }) => {
    const order = await createOrder(page, EVENT_KEYS.free, { email: '', blood_group: '' });
    expect(order.order_status).toBe('PAID');
    await page.goto(`/order/${order.uuid}`);
    await expect(page.getByTestId('order-status')).toHaveText('ลงทะเบียนแล้ว');
    await expect(page.getByTestId('payment-free')).toBeVisible();
    await expect(page.getByTestId('order-remark')).not.toBeEmpty();
    // Picked up at the event: no address step; every other step is completed.
    await expect(page.getByTestId('order-step-address')).toHaveCount(0);
    for (const step of ['info', 'payment', 'done']) {
      await expect(page.getByTestId(`order-step-${step}`)).toHaveAttribute('data-completed', 'true');
    }

    await useEnglish(page);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Registered');
    await expect(page.getByTestId('order-steps')).toContainText('Completed');
  });

  test('bank transfer: a text file is refused, a PNG slip with its time is sent and then waits for checking', async ({
    page,
  }) => {
    const order = await createOrder(page, EVENT_KEYS.direct);
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/v1/upload/slip')) uploads.push(req.method());
    });
    // The runner's own link: the slip they send is shown back to them.
    await page.goto(ownerPath(order));

    await expect(page.getByTestId('order-status')).toHaveText('รอชำระเงิน');
    await expect(page.getByTestId('order-step-payment')).toContainText('รอตรวจสอบสลิป');
    await expect(page.getByTestId('order-step-payment')).toHaveAttribute('data-state', 'active');
    await expect(page.getByTestId('transfer-account-no')).not.toBeEmpty();
    await expect(page.getByTestId('transfer-account-name')).not.toBeEmpty();
    await expect(page.getByTestId('transfer-bank')).toHaveText('ธนาคารกสิกรไทย');
    await expect(page.getByTestId('transfer-review')).toContainText('1-2 วันทำการ');
    await expect(page.getByTestId('summary-payment-fee')).toContainText('0%');
    // 48 hours to transfer and send the slip.
    await expect(page.getByTestId('transfer-deadline')).toContainText('กรุณาโอนเงินและแนบสลิปภายใน');
    await expect(page.getByTestId('order-pay-by')).toContainText('ชำระเงินภายใน');

    // Not a jpg or png: the seed's message, and nothing is sent.
    await page
      .getByTestId('slip-file')
      .setInputFiles({ name: 'slip.txt', mimeType: 'text/plain', buffer: Buffer.from('not a slip') });
    await expect(page.getByTestId('slip-wrong-type')).toContainText('กรุณาเลือกไฟล์ jpg หรือ png เท่านั้น');
    await page.getByTestId('popup-confirm').click();
    await expect(page.getByTestId('slip-wrong-type')).toBeHidden();

    // Required fields are checked before anything is sent.
    await page.getByTestId('slip-submit').click();
    await expect(page.getByTestId('slip-file-error')).toBeVisible();
    expect(uploads).toEqual([]);

    const png = await QRCode.toBuffer(`raceday slip ${order.uuid}`, { type: 'png', width: 300 });
    await page
      .getByTestId('slip-file')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('slip-file-name')).toHaveText('slip.png');
    await page.getByTestId('slip-time').fill('06:00');
    await page.getByTestId('slip-submit').click();
    await expect(page.getByTestId('slip-uploaded')).toContainText('อัปโหลดไฟล์เรียบร้อยแล้ว');
    expect(uploads).toEqual(['POST']);

    await Promise.all([page.waitForEvent('load'), page.getByTestId('popup-confirm').click()]);
    const waiting = page.getByTestId('slip-waiting');
    await expect(waiting).toContainText('แนบสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบ');
    await expect(waiting).toContainText('06:00');
    // A signed, expiring link to the image, which loads.
    const slip = page.getByTestId('slip-image');
    await expect(slip).toHaveAttribute('src', /^\/files\/slips\/.+\.png\?exp=\d+&sig=.+$/);
    await expect.poll(() => slip.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('slip-form')).toHaveCount(0);
    await expect(page.getByTestId('order-status')).toHaveText('ส่งสลิปแล้ว รอผู้จัดตรวจสอบ');
    // With a slip sent the hold waits for the organizer: no deadline any more.
    await expect(page.getByTestId('order-pay-by')).toHaveCount(0);
    await expect(page.getByTestId('transfer-deadline')).toHaveCount(0);

    await useEnglish(page);
    await page.reload();
    await expect(page.getByTestId('slip-waiting')).toContainText('Slip added, wait for admin checking');
    await expect(page.getByTestId('order-step-payment')).toContainText('Waiting for the slip to be checked');
    await expect(page.getByTestId('transfer-review')).toContainText(
      'Our staff verify slips within 1-2 business days, after which the order becomes PAID.',
    );
  });

  test('the English order page has no Thai interface text', async ({ page }) => {
    const order = await createOrder(page, EVENT_KEYS.online, {
      fname: 'Somchai',
      lname: 'Jaidee',
      emergency_name: 'Somsri Jaidee',
      emergency_relation: 'Wife',
    });
    await useEnglish(page);
    await page.goto(`/order/${order.uuid}`);
    await expect(page.getByTestId('order-status')).toHaveText('Waiting for payment');
    await expect(page.getByTestId('order-steps')).toContainText('Payment');
    await expect(page.getByTestId('payment-summary')).toContainText('PromptPay 3%');
    // Organizer data (event title, remark, run type names, delivery name, organizer text) may be Thai;
    // the interface around it must not be.
    const ui = await page
      .locator(
        '[data-testid="order-steps"], [data-testid="payment-summary"], [data-testid="payment-promptpay"] h2',
      )
      .allInnerTexts();
    expect(ui.join('\n').match(THAI)).toBeNull();
  });

  test("the English page names the event's Thai bank in English", async ({ page }) => {
    // The organizer typed "ธนาคารกสิกรไทย" in setup (demo data).
    const order = await createOrder(page, EVENT_KEYS.direct);
    await useEnglish(page);
    await page.goto(ownerPath(order));
    await expect(page.getByTestId('transfer-bank')).toHaveText('Kasikornbank');
    await expect(page.getByTestId('transfer-account-no')).not.toBeEmpty();
  });
});
