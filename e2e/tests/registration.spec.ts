import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { thaiIdCheckDigit } from '@raceday/domain';
import { EVENTS } from './fixtures';
import { amountOf, choose, fillPerson, submitOrder, type Person } from './registration-support';

/**
 * A fresh valid Thai ID (mod-11 check digit) that no other test of this run uses: the worker, a
 * per-worker counter and the clock keep parallel tests and both projects apart.
 */
let serial = 0;
function thaiId(info: TestInfo): string {
  serial++;
  const clock = String(Date.now()).slice(-7);
  const first12 = `1${clock}${info.parallelIndex % 10}${info.project.name === 'phone' ? 1 : 0}${String(serial % 100).padStart(2, '0')}`;
  return `${first12}${thaiIdCheckDigit(first12)}`;
}

/** Contact and health fields of the two demo events that require all of them. */
async function fillContact(page: Page, form: Locator) {
  await form.getByTestId('runner-email').fill('runner@example.com');
  await form.getByTestId('runner-health').fill('ไม่มี');
  await choose(form.getByTestId('runner-blood'), 'O');
  await form.getByTestId('runner-emergency-name').fill('สมศรี ใจดี');
  await form.getByTestId('runner-emergency-relation').fill('มารดา');
  await form.getByTestId('runner-emergency-mobile').fill('0898765432');
}

async function addBangkokRunner(
  page: Page,
  p: Person & { runType: number; shirt: string; friend?: boolean },
) {
  await fillBangkokRunner(page, p);
  await expect(page.getByTestId('runner-added').filter({ hasText: `${p.fname} ${p.lname}` })).toBeVisible();
}

/** Fills the form with a whole Bangkok runner and presses "add". */
async function fillBangkokRunner(
  page: Page,
  p: Person & { runType: number; shirt: string; friend?: boolean },
) {
  const form = page.getByTestId('runner-form');
  if (p.friend) await form.getByTestId('register-type').getByText('เพื่อน', { exact: true }).click();
  await fillPerson(page, form, 'runner', p);
  await fillContact(page, form);
  await form.getByTestId(`run-type-${p.runType}`).click();
  await choose(form.getByTestId('runner-run-model'), 'ประเภททั่วไป');
  await choose(form.getByTestId('runner-shirt'), p.shirt);
  await choose(form.getByTestId('runner-additional-1'), 'อาหารทั่วไป');
  await form.getByTestId('runner-submit').click();
}

async function acceptAndReadNet(page: Page, withCondition: boolean): Promise<number> {
  await page.getByTestId('accept-terms').check();
  if (withCondition) await page.getByTestId('accept-condition').check();
  const net = page.getByTestId('summary-net');
  await expect(net).toBeVisible();
  return amountOf(await net.textContent());
}

test.describe('registration page', () => {
  test('a new user registers two runners, edits one, has the kit sent by EMS and pays by PromptPay', async ({
    page,
  }, info) => {
    // Many fields to fill like a real user: give the flow room on a busy machine.
    test.slow();
    const first = { fname: 'สมชาย', lname: 'ใจดี', id: thaiId(info), runType: 1, shirt: 'M (38")' };
    const second = {
      fname: 'สมหญิง',
      lname: 'รักวิ่ง',
      id: thaiId(info),
      runType: 2,
      shirt: '3XL (46") (+50 บาท)',
      sex: 'หญิง' as const,
      friend: true,
    };

    await page.goto(`/${EVENTS.open}/register`);
    await expect(page.getByTestId('register-title')).toHaveText('กรุงเทพริมน้ำ มาราธอน 2027');
    await expect(page).toHaveTitle(/กรุงเทพริมน้ำ มาราธอน 2027/);
    await expect(page.getByTestId('register-date')).toContainText('2570');
    await expect(page.getByTestId('test-mode-banner')).toHaveCount(0);
    await expect(page.getByTestId('register-stepper')).toHaveAttribute('data-active', '0');

    await addBangkokRunner(page, first);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByTestId('cart-add-another').click();
    await expect(page.getByTestId('runner-fname')).toBeFocused();
    await addBangkokRunner(page, second);
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.getByTestId('cart-next').click(); // On to the pickup

    const cards = page.getByTestId('cart-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('สมชาย ใจดี');
    await expect(cards.nth(0)).toContainText('1,200.00 บาท');
    await expect(cards.nth(1)).toContainText('950.00 บาท'); // 900 + 3XL 50
    // One runner main by default: the first.
    await expect(cards.nth(0).getByTestId('cart-main')).toBeChecked();
    await expect(page.getByTestId('register-stepper')).toHaveAttribute('data-active', '1');

    // Edit the second runner: the ID is locked, the new name shows in its card.
    await cards.nth(1).getByTestId('cart-edit').click();
    const form = page.getByTestId('runner-form');
    await expect(form.getByTestId('editing-banner')).toBeVisible();
    await expect(form.getByTestId('runner-id-card')).toHaveValue(second.id);
    await expect(form.getByTestId('runner-id-card')).toHaveAttribute('readonly', '');
    await form.getByTestId('runner-fname').fill('สมหญิงใหม่');
    await form.getByTestId('runner-submit').click();
    await expect(page.getByTestId('runner-updated')).toBeVisible();
    await expect(page.getByTestId('runner-updated')).toBeHidden({ timeout: 4000 });
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1).getByTestId('cart-name')).toHaveText('สมหญิงใหม่ รักวิ่ง');
    await expect(form.getByTestId('editing-banner')).toHaveCount(0);

    // EMS delivery through the postcode cascade; the recipient defaults to the main registrant.
    await page.getByTestId('delivery-2').click();
    await expect(page.getByTestId('register-stepper')).toHaveAttribute('data-active', '2');
    const address = page.getByTestId('delivery-address');
    await expect(address.getByTestId('address-name')).toHaveValue('สมชาย ใจดี');
    await expect(address.getByTestId('address-mobile')).toHaveValue('0812345678');
    await address.getByTestId('address-line').fill('99/1 ถนนพระราม 1');
    await address.getByTestId('address-postcode').fill('10330');
    await choose(address.getByTestId('address-sub-district'), 'รองเมือง');
    await choose(address.getByTestId('address-district'), 'ปทุมวัน');
    await expect(address.getByTestId('address-province').locator('option:checked')).toHaveText(
      'กรุงเทพมหานคร',
    );

    // No coupon; PromptPay.
    await expect(page.getByTestId('coupon-one-runner')).toBeVisible();
    await page.getByTestId('payment-PP_OPN').click();
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByTestId('summary-entry')).toHaveCount(2);
    await expect(summary.getByTestId('summary-shipping-amount')).toHaveText('110.00 บาท');
    await expect(summary.getByTestId('summary-system-fee-amount')).toHaveText('20.00 บาท');
    await expect(summary.getByTestId('summary-online-fee')).toContainText('3%');
    const net = await acceptAndReadNet(page, true);
    expect(net).toBe(2348.4); // (1,200 + 950 + 110 + 20) x 1.03

    const reply = await submitOrder(page);
    expect(reply.paid_amt).toBe(net);
    // Something to pay: straight to the order's page (issue 26), which says until when it is held.
    await expect(page).toHaveURL(new RegExp(`/order/${reply.uuid}$`));
    await expect(page.getByTestId('order-placed')).toContainText(/สร้างคำสั่งซื้อเรียบร้อย.*25\d\d/);
    expect(await page.evaluate(() => localStorage.getItem('runner-list'))).toBeNull();

    // The browser that registered sees the runners' details on the order page.
    await expect(page.getByTestId('order-page')).toHaveAttribute('data-personal-data', 'FULL');
    await expect(page.getByTestId('order-masked-notice')).toHaveCount(0);
    await expect(page.getByTestId('order-pay-by')).toContainText('ชำระเงินภายใน');
    await page.getByTestId('applicant-details').first().click();
    const details = page.getByTestId('applicant-details-table');
    await expect(details).toContainText('runner@example.com');
    await expect(details).toContainText('สมศรี ใจดี');
    await expect(page.getByTestId('private-link-copy')).toBeAttached();
  });

  test('a team of three registers together on the trail event (bank transfer)', async ({ page }, info) => {
    // Many fields to fill like a real user: give the flow room on a busy machine.
    test.slow();
    await page.goto(`/${EVENTS.direct}/register`);
    const form = page.getByTestId('runner-form');
    await form.getByTestId('entry-kind').getByText('ทีม', { exact: true }).click();
    // The only team run type is chosen at once; it takes members 2 and 3.
    await expect(form.getByTestId('run-type-138')).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByTestId('team-member-2')).toBeVisible();
    await expect(form.getByTestId('team-member-3')).toBeVisible();
    await expect(form.getByTestId('team-member-4')).toHaveCount(0);

    await fillPerson(page, form, 'runner', { fname: 'กัปตัน', lname: 'ดอยสุเทพ', id: thaiId(info) });
    await fillContact(page, form);
    await choose(form.getByTestId('runner-shirt'), 'เสื้อทีม M');
    for (const n of [2, 3]) {
      const member = form.getByTestId(`team-member-${n}`);
      await fillPerson(page, member, `member-${n}`, {
        fname: `สมาชิก${n === 2 ? 'สอง' : 'สาม'}`,
        lname: 'ดอยสุเทพ',
        id: thaiId(info),
        sex: 'หญิง',
      });
      await choose(member.getByTestId(`member-${n}-blood`), 'A');
      await choose(member.getByTestId(`member-${n}-shirt`), 'เสื้อทีม S');
    }
    // The trail asks every runner for an emergency contact: a member without one is held on the form.
    await form.getByTestId('runner-submit').click();
    await expect(form.getByTestId('member-2-emergency-name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('runner-added')).toHaveCount(0);
    for (const n of [2, 3]) {
      const member = form.getByTestId(`team-member-${n}`);
      await member.getByTestId(`member-${n}-emergency-name`).fill(`ญาติสมาชิก${n}`);
      await member.getByTestId(`member-${n}-emergency-relation`).fill('พี่');
      await member.getByTestId(`member-${n}-emergency-mobile`).fill('0899998888');
    }
    await form.getByTestId('runner-submit').click();
    await expect(page.getByTestId('runner-added')).toBeVisible();

    const card = page.getByTestId('cart-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('ทีม 3 คน');
    await expect(card).toContainText('สมาชิกสอง ดอยสุเทพ');

    await page.getByTestId('delivery-3').click();
    // DIRECT: no payment choice, the bank-transfer note instead.
    await expect(page.getByTestId('direct-note')).toBeVisible();
    await expect(page.getByTestId('payment-PP_OPN')).toHaveCount(0);
    await expect(page.getByTestId('accept-condition')).toHaveCount(0);
    const net = await acceptAndReadNet(page, false);
    expect(net).toBe(2100);

    const reply = await submitOrder(page);
    expect(reply.paid_amt).toBe(net);
    await expect(page).toHaveURL(new RegExp(`/order/${reply.uuid}$`));
  });

  test('a coupon for one runner: the summary shows the discount and the server charges the same net', async ({
    page,
  }, info) => {
    // Many fields to fill like a real user: give the flow room on a busy machine.
    test.slow();
    await page.goto(`/${EVENTS.open}/register`);
    await addBangkokRunner(page, {
      fname: 'คูปอง',
      lname: 'ลดราคา',
      id: thaiId(info),
      runType: 1,
      shirt: 'L (40")',
    });
    await page.getByTestId('delivery-1').click();
    await expect(page.getByTestId('delivery-address')).toHaveCount(0);

    const box = page.getByTestId('coupon-box');
    await box.getByTestId('coupon-choice').getByText('มี', { exact: true }).click();
    // Empty code: the alert, then the focus is back in the field.
    await box.getByTestId('coupon-apply').click();
    await expect(page.getByTestId('coupon-empty')).toBeVisible();
    await page.getByTestId('popup-confirm').click();
    await expect(box.getByTestId('coupon-code')).toBeFocused();
    await box.getByTestId('coupon-code').fill('NOPE0000');
    await box.getByTestId('coupon-apply').click();
    await expect(box.getByTestId('coupon-not-found')).toBeVisible();
    await box.getByTestId('coupon-code').fill('RIVER010');
    await box.getByTestId('coupon-apply').click();
    await expect(box.getByTestId('coupon-applied')).toContainText('10%');
    await expect(box.getByTestId('coupon-choice').locator('input').first()).toBeDisabled();

    await page.getByTestId('payment-PP_OPN').click();
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByTestId('summary-discount-amount')).toHaveText('-120.00 บาท');
    const net = await acceptAndReadNet(page, true);
    expect(net).toBe(1122.7); // (1,200 - 120 + 10) x 1.03

    const reply = await submitOrder(page);
    expect(reply.paid_amt).toBe(net);
    await expect(page).toHaveURL(new RegExp(`/order/${reply.uuid}$`));
  });

  test('a runner with a two-letter name (ปู Li) registers and sees it on the order page', async ({
    page,
  }, info) => {
    test.slow();
    await page.goto(`/${EVENTS.open}/register`);
    await addBangkokRunner(page, { fname: 'ปู', lname: 'Li', id: thaiId(info), runType: 1, shirt: 'M (38")' });
    await expect(page.getByTestId('runner-incomplete')).toHaveCount(0);
    await page.getByTestId('delivery-1').click();
    await page.getByTestId('payment-PP_OPN').click();
    await acceptAndReadNet(page, true);
    const reply = await submitOrder(page);
    await expect(page).toHaveURL(new RegExp(`/order/${reply.uuid}$`));
    await expect(page.getByTestId('order-page')).toContainText('ปู Li');
  });

  test('a full event thanks the visitor and shows no form', async ({ page }) => {
    await page.goto(`/${EVENTS.full}/register`);
    await expect(page.getByTestId('register-full')).toBeVisible();
    await expect(page.getByTestId('register-full')).toContainText('ขณะนี้มีผู้สมัครเต็มจำนวนแล้ว');
    await expect(page.getByTestId('runner-form')).toHaveCount(0);
    await expect(page.getByTestId('submit-order')).toHaveCount(0);
  });

  test('submitting with missing items lists every one of them', async ({ page }) => {
    await page.goto(`/${EVENTS.open}/register`);
    await page.getByTestId('submit-order').click();
    const panel = page.getByTestId('missing-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('ข้อมูลที่จำเป็นยังไม่ครบ');
    for (const item of ['noRunner', 'noDelivery', 'payment', 'terms', 'condition']) {
      await expect(panel.getByTestId(`missing-${item}`)).toBeVisible();
    }
    await expect(page.getByTestId('terms-warning')).toContainText('กรุณายอมรับข้อตกลงและเงื่อนไขก่อนสร้างคำสั่งซื้อ');
    // The terms can be read in a new tab without losing the form.
    await expect(page.getByTestId('read-terms')).toHaveAttribute('href', '/terms-of-use');
    await expect(page.getByTestId('read-terms')).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('success-dialog')).toHaveCount(0);

    // EMS needs an address: its fields join the list; accepted items leave it.
    await page.getByTestId('delivery-2').click();
    await page.getByTestId('accept-terms').check();
    await expect(panel.getByTestId('missing-noDelivery')).toHaveCount(0);
    await expect(panel.getByTestId('missing-terms')).toHaveCount(0);
    await expect(panel).toContainText('รหัสไปรษณีย์');
    await expect(panel).toContainText('จังหวัด');

    // Each item takes the runner to its field, focused.
    await panel.getByTestId('missing-address').filter({ hasText: 'รหัสไปรษณีย์' }).getByRole('button').click();
    await expect(page.getByTestId('address-postcode')).toBeFocused();
    await expect(page.getByTestId('address-postcode')).toBeInViewport();
    await panel.getByTestId('missing-payment').getByRole('button').click();
    await expect(page.getByTestId('payment').getByRole('radio').first()).toBeFocused();
  });

  test('an incomplete runner is refused with the notice and field errors', async ({ page }) => {
    await page.goto(`/${EVENTS.open}/register`);
    const form = page.getByTestId('runner-form');
    await form.getByTestId('runner-lname').fill('ใจดี');
    await form.getByTestId('runner-submit').click();
    // The message names the first field to fix, which has the focus; an empty name is "required".
    await expect(page.getByTestId('runner-incomplete')).toContainText('กรุณากรอก “ชื่อ” ให้ถูกต้อง');
    await expect(form.getByTestId('runner-fname')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByTestId('runner-fname')).toBeFocused();
    await expect(form.getByTestId('runner-fname')).toHaveAccessibleDescription('กรุณาระบุ');
    await expect(form).not.toContainText('ต้องมีอย่างน้อย');
    await expect(page.getByTestId('cart-card')).toHaveCount(0);
    // Pressed again: the notice replaces itself rather than stacking over the form.
    await form.getByTestId('runner-submit').click();
    await expect(page.getByTestId('runner-incomplete')).toHaveCount(1);
  });

  test('an ID already in the cart is marked on its field, and refusals replace each other', async ({
    page,
  }, info) => {
    test.slow();
    const runner = { fname: 'สมพร', lname: 'ซ้ำเดิม', id: thaiId(info), runType: 1, shirt: 'M (38")' };
    await page.goto(`/${EVENTS.open}/register`);
    await addBangkokRunner(page, runner);
    await page.getByTestId('cart-add-another').click();
    await fillBangkokRunner(page, { ...runner, lname: 'อีกครั้ง', friend: true });
    const form = page.getByTestId('runner-form');
    const idCard = form.getByTestId('runner-id-card');
    await expect(idCard).toHaveAttribute('aria-invalid', 'true');
    await expect(idCard).toHaveAccessibleDescription(`เลขบัตร ${runner.id} อยู่ในรายชื่อผู้สมัครแล้ว`);
    await expect(idCard).toBeFocused();
    await expect(page.getByTestId('runner-duplicate')).toHaveCount(1);
    // Pressed again: one warning, not two over the form.
    await form.getByTestId('runner-submit').click();
    await expect(page.getByTestId('runner-duplicate')).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // Fixed: the field's message goes as the ID changes, the runner is added and the warning goes.
    await idCard.fill(thaiId(info));
    await expect(idCard).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByTestId('runner-submit').click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByTestId('runner-duplicate')).toHaveCount(0);
  });

  test('a missing sex, far above the button on a phone, scrolls into view with the focus on it', async ({
    page,
  }, info) => {
    await page.goto(`/${EVENTS.open}/register`);
    const form = page.getByTestId('runner-form');
    await form.getByTestId('runner-fname').fill('สมหมาย');
    await form.getByTestId('runner-lname').fill('ลืมเพศ');
    await form.getByTestId('runner-birth-day').selectOption('17');
    await form.getByTestId('runner-birth-month').selectOption('05');
    await form.getByTestId('runner-birth-year').selectOption({ label: '2533' });
    await form.getByTestId('runner-id-card').fill(thaiId(info));
    await form.getByTestId('runner-mobile').fill('0812345678');
    await fillContact(page, form);
    await form.getByTestId('run-type-1').click();
    await choose(form.getByTestId('runner-run-model'), 'ประเภททั่วไป');
    await choose(form.getByTestId('runner-shirt'), 'L (40")');
    await choose(form.getByTestId('runner-additional-1'), 'อาหารทั่วไป');
    await form.getByTestId('runner-submit').click();

    await expect(page.getByTestId('runner-incomplete')).toContainText('กรุณากรอก “เพศ” ให้ถูกต้อง');
    const male = form.getByTestId('runner-sex').getByRole('radio', { name: 'ชาย', exact: true });
    await expect(male).toBeFocused();
    await expect(form.getByTestId('runner-sex')).toBeInViewport();
    await expect(page.getByTestId('cart-card')).toHaveCount(0);
  });
});
