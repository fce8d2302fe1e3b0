/**
 * A new race director's first event, end to end (issue 12's "done when"): the super-admin creates the
 * event for a new organizer by e-mail; the organizer sets a password from the invitation in the
 * outbox, logs in, uploads a cover, sets up two race types (one with an early-bird price), shirts (one
 * size with a single shirt, which another runner takes), pickup and EMS delivery and a coupon,
 * previews and publishes; a runner registers for the early-bird race with EMS and the coupon and pays
 * in the sandbox; the organizer sees the order, the outbox holds its Thai e-mails, and a participant
 * limit below the places taken is refused beside the field.
 *
 * Each project (desktop, phone) runs the journey with its own event and organizer. The event keys
 * start with setup-e2e-, which the home and accounts specs leave out of their demo counts.
 */
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn, waitUntilSent } from './backoffice-support';
import { createOrder, eventDetail, uniqueThaiId } from './order-support';
import { amountOf, choose, fillPerson, submitOrder } from './registration-support';

/** A moment `days` from now as a datetime-local value in Bangkok time (as setup.spec writes it). */
function bangkokLocal(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 16);
}

/**
 * Adds an item to a part of the setup (as setup.spec does): its text fields, then the switches in
 * `on` turned on by their labels, as a person clicks them.
 */
async function addItem(page: Page, part: string, values: Record<string, string>, on: string[] = []) {
  const section = page.getByTestId(`part-${part}`).first();
  await section.getByTestId(`part-${part}-add`).first().click();
  const form = section.getByTestId(`part-${part}-form`).first();
  for (const [field, value] of Object.entries(values)) await form.getByTestId(`field-${field}`).fill(value);
  for (const field of on) await turnOn(form, field);
  await form.getByTestId(`part-${part}-form-submit`).click();
  await expect(form).toBeHidden();
}

/** A setup form's switch, turned on by clicking its label. */
async function turnOn(form: Locator, field: string) {
  const input = form.getByTestId(`field-${field}`);
  // The switch's label holds its input: `has` is looked for inside each label.
  await form.locator('label', { has: form.page().getByTestId(`field-${field}`) }).click();
  await expect(input).toBeChecked();
}

/** A cover photo as an organizer would pick one: a 1200 × 630 PNG (a sky-to-grass gradient). */
function coverPng(): Buffer {
  const png = new PNG({ width: 1200, height: 630 });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (png.width * y + x) << 2;
      const grass = y > 420;
      png.data[i] = grass ? 40 : 90 + Math.round((x / png.width) * 100);
      png.data[i + 1] = grass ? 140 + (x % 40) : 160;
      png.data[i + 2] = grass ? 60 : 230;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** The invitation link's token from the super-admin's outbox (as staff.spec reads it). */
async function invitationToken(admin: Page, email: string, title: string): Promise<string> {
  await admin.goto('/dashboard-admin');
  await admin.getByTestId('outbox-link').click();
  await expect(admin).toHaveURL(/\/dashboard-admin\/outbox$/);
  const row = admin.locator('[data-testid="outbox-row"][data-kind="staff_invitation"]', { hasText: email });
  await waitUntilSent(admin, row);
  await expect(row).toHaveAttribute('data-language', 'th');
  await expect(row).toContainText(`คำเชิญร่วมงาน ${title} บน RaceDay`);
  await row.click();
  const mail = admin.getByTestId('outbox-mail');
  await expect(mail).toContainText(email);
  await expect(admin.frameLocator('[data-testid="outbox-html"]').locator('h1')).toHaveText('คุณได้รับคำเชิญ');
  await admin.getByRole('tab', { name: 'ข้อความล้วน' }).click();
  const text = (await admin.getByTestId('outbox-text').textContent()) ?? '';
  expect(text).toContain('ผู้จัดงาน');
  const token = /\/auth\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  expect(token, text).toBeTruthy();
  await admin.keyboard.press('Escape');
  return token!;
}

/** An outbox row of the order, once sent: kind, Thai, its subject; opened, its heading and text. */
async function expectOrderMail(
  admin: Page,
  uuid: string,
  kind: 'order_created' | 'payment_confirmed',
  expected: { subject: string; heading: string; recipient: string; text: string[] },
) {
  const row = admin.locator(`[data-testid="outbox-row"][data-order="${uuid}"][data-kind="${kind}"]`);
  await waitUntilSent(admin, row);
  await expect(row).toHaveAttribute('data-language', 'th');
  await expect(row).toContainText(expected.subject);
  await row.click();
  const mail = admin.getByTestId('outbox-mail');
  await expect(mail).toContainText(expected.recipient);
  await expect(admin.frameLocator('[data-testid="outbox-html"]').locator('h1')).toHaveText(expected.heading);
  await admin.getByRole('tab', { name: 'ข้อความล้วน' }).click();
  for (const part of expected.text) await expect(admin.getByTestId('outbox-text')).toContainText(part);
  await admin.keyboard.press('Escape');
  await expect(mail).toBeHidden();
}

test('a new race director sets up and publishes a first event; a runner registers with the early bird, EMS and a coupon, pays, and the director sees it', async ({
  page: admin,
  browser,
  viewport,
  isMobile,
  hasTouch,
  baseURL,
}, info) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${randomInt(1000)}`;
  const key = `setup-e2e-first-${info.project.name}-${stamp}`;
  const director = { email: `director-${info.project.name}-${stamp}@example.com`, password: 'Director#2027' };
  const title = `เดิน-วิ่งครั้งแรก ${stamp}`;
  const runTypeName = 'มินิมาราธอน 10 กม.';
  const otherRunTypeName = 'ฟันรัน 5 กม.';
  const coupon = 'FIRST010';
  const runnerEmail = `runner-${info.project.name}-${stamp}@example.com`;
  const runner = { fname: 'สมปอง', lname: 'วิ่งเช้า', id: uniqueThaiId() };

  /** Another person on the same device as this project (the organizer, the runner). */
  const person = async (b: Browser) =>
    (await b.newContext({ viewport, isMobile, hasTouch, baseURL })).newPage();

  // 1. The super-admin creates the event for a new organizer, named by e-mail.
  await signIn(admin, 'admin');
  await admin.goto('/dashboard-admin');
  await admin.getByTestId('organizer-new-event').first().click();
  await expect(admin).toHaveURL(/\/dashboard-organizer\/new$/);
  const newForm = admin.getByTestId('setup-new-form');
  await newForm.getByTestId('field-event_key').fill(key);
  await newForm.getByTestId('field-title').fill(title);
  await newForm.getByTestId('field-title_en').fill(`First run ${stamp}`);
  await newForm.getByTestId('field-event_date').fill('2027-11-14');
  // Online payment (card or PromptPay through the payment provider, its sandbox here) is the default.
  await expect(newForm.getByTestId('field-payment_method')).toHaveValue('ชำระออนไลน์ (บัตร/พร้อมเพย์)');
  await newForm.getByTestId('field-registration_start_at').fill(bangkokLocal(-1));
  await newForm.getByTestId('field-registration_end_at').fill(bangkokLocal(60));
  await newForm.getByTestId('field-organizer_email').fill(director.email);
  await newForm.getByTestId('setup-new-form-submit').click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard-organizer/${key}/setup$`));
  await expect(admin.getByTestId('setup-title')).toHaveText(title);
  await expect(admin.getByTestId('setup-status')).toHaveText('ฉบับร่าง');

  // 2. The invitation e-mail in the outbox; the organizer sets a password from its link, then logs in.
  const token = await invitationToken(admin, director.email, title);
  const org = await person(browser);
  await org.goto(`/auth/invitation?token=${token}`);
  await expect(org.getByTestId('invitation-page')).toBeVisible();
  await org.getByTestId('invitation-password').fill(director.password);
  await org.getByTestId('invitation-confirm').fill(director.password);
  await org.getByTestId('invitation-submit').click();
  await expect(org).toHaveURL(/\/dashboard-organizer$/);
  await org.getByTestId('profile-menu').click();
  await org.getByTestId('menu-logout').click();
  await expect.poll(() => org.evaluate(() => localStorage.getItem('_rr_token'))).toBeNull();
  await org.goto('/auth/login');
  await org.getByTestId('login-email').fill(director.email);
  await org.getByTestId('login-password').fill(director.password);
  await org.getByTestId('login-submit').click();
  await expect(org).toHaveURL(/\/dashboard-organizer$/);
  // Their one event, and from its report, its setup.
  const eventRow = org.getByTestId('organizer-event-row');
  await expect(eventRow).toHaveCount(1);
  await expect(eventRow).toHaveAttribute('data-key', key);
  await expect(eventRow).toContainText(title);
  await eventRow.getByRole('link', { name: 'รายงานผู้สมัคร' }).click();
  // A draft's page opens for its organizer (the public does not see it yet), with its way to the setup.
  await org.getByTestId('report-setup-link').click();
  await expect(org).toHaveURL(new RegExp(`/dashboard-organizer/${key}/setup$`));
  await expect(org.getByTestId('setup-title')).toHaveText(title);
  await expect(org.getByTestId('setup-status')).toHaveAttribute('data-published', 'false');

  // 3a. The cover: a new event has no drawn cover file, so the server answers its cover address with
  // the general drawn cover (an image that loads, not a broken one) until a photo is uploaded, then
  // the photo in web sizes.
  const cover = org.getByTestId('setup-cover-image');
  await expect(cover).toHaveAttribute('src', /^(\/covers\/.+\.svg|data:image\/svg\+xml)/);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const chooser = org.waitForEvent('filechooser');
  await org.getByTestId('setup-cover-upload').click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverPng() });
  await expect(cover).toHaveAttribute('src', /^\/media\/covers\/.+\.webp$/);
  await expect(org.getByTestId('setup-cover-upload')).toHaveText('เปลี่ยนภาพปก');
  await expect(org.getByTestId('setup-cover-error')).toHaveCount(0);

  // 3b. Basics: where, coupons accepted, at most 100 runners.
  const basics = org.getByTestId('setup-basics-form');
  await basics.getByTestId('field-location').fill('สวนเบญจกิติ กรุงเทพฯ');
  await basics.getByTestId('field-location_en').fill('Benjakitti Park, Bangkok');
  await turnOn(basics, 'is_coupon');
  await turnOn(basics, 'is_limit_participate');
  await basics.getByTestId('field-participant_limit').fill('100');
  await basics.getByTestId('setup-basics-form-submit').click();
  await expect(org.getByTestId('setup-saved').first()).toBeVisible();
  await expect(basics.getByTestId('field-participant_limit')).toHaveValue('100');

  // 3c. Two race types; the 10 km with an early-bird price from yesterday for three weeks.
  await org.getByTestId('setup-tab-runTypes').click();
  await addItem(org, 'run-types', { name: runTypeName, name_en: 'Mini marathon 10 km', price: '900' });
  const tenK = org.getByTestId('part-run-types-item').filter({ hasText: runTypeName });
  await expect(tenK).toContainText('900 บาท');
  await tenK.getByTestId('part-run-types-edit').click();
  await addItem(org, 'price-tiers', {
    name: 'Early bird',
    name_en: 'Early bird',
    price: '700',
    starts_at: bangkokLocal(-1),
    ends_at: bangkokLocal(20),
  });
  await expect(tenK.getByTestId('part-price-tiers-item')).toContainText('700 บาท');
  await expect(tenK).toContainText('ช่วงราคา 1');
  await addItem(org, 'run-types', { name: otherRunTypeName, name_en: 'Fun run 5 km', price: '450' });
  await expect(org.getByTestId('part-run-types-item')).toHaveCount(2);
  await expect(org.getByTestId('part-run-types-item').filter({ hasText: otherRunTypeName })).toContainText(
    '450 บาท',
  );

  // 3d. Shirts: a single S, fifty M.
  await org.getByTestId('setup-tab-shirts').click();
  await addItem(org, 'shirts', { name: 'S (36")', stock: '1' });
  await addItem(org, 'shirts', { name: 'M (38")', stock: '50' });
  const shirts = org.getByTestId('part-shirts-item');
  await expect(shirts.filter({ hasText: 'S (36")' }).getByTestId('shirt-stock')).toHaveText('สั่งแล้ว 0 จาก 1');
  await expect(shirts.filter({ hasText: 'M (38")' }).getByTestId('shirt-stock')).toHaveText('สั่งแล้ว 0 จาก 50');

  // 3e. Delivery: pick up at the race, or EMS to an address for 60 baht.
  await org.getByTestId('setup-tab-delivery').click();
  await addItem(org, 'delivery-types', { name: 'รับเองหน้างาน', name_en: 'Pick up at the race', price: '0' });
  await addItem(org, 'delivery-types', { name: 'จัดส่ง EMS', name_en: 'EMS delivery', price: '60' }, [
    'is_require_address',
  ]);
  await expect(org.getByTestId('part-delivery-types-item').filter({ hasText: 'จัดส่ง EMS' })).toContainText(
    '60 บาท · คนถัดไป +0 บาท · ต้องกรอกที่อยู่',
  );

  // 3f. A coupon: 10% off the entry.
  await org.getByTestId('setup-tab-coupons').click();
  await addItem(org, 'coupons', { code: coupon, discount: '10' });
  await expect(org.getByTestId('part-coupons-item').filter({ hasText: coupon })).toContainText('ลด 10%');

  // 3g. The public page as it will look, then published from there.
  await org.getByTestId('setup-preview').click();
  await expect(org).toHaveURL(new RegExp(`/dashboard-organizer/${key}/preview$`));
  await expect(org.getByTestId('setup-preview-banner')).toContainText('ยังไม่ได้เผยแพร่');
  await expect(org.getByTestId('event-title')).toHaveText(title);
  await expect(org.getByTestId('event-location')).toContainText('สวนเบญจกิติ');
  await org.getByTestId('setup-publish').click();
  await org.getByTestId('setup-publish-confirm').click();
  await expect(org.getByTestId('setup-preview-banner')).toContainText('เผยแพร่แล้ว');

  // Another runner is quicker and takes the only S shirt (an order through the API, still unpaid).
  const detail = await eventDetail(admin.request, key);
  const small = detail.t_shirt.find((s) => s.name === 'S (36")')!;
  const tenKId = detail.run_type.find((r) => r.name === runTypeName)!.id;
  const ems = detail.delivery_type.find((d) => d.name === 'จัดส่ง EMS')!;
  await createOrder(admin, key, { t_shirt_id: small.id, run_type_id: tenKId });

  // 4. The runner registers on the public page: the early-bird price, S sold out, EMS, the coupon.
  const run = await person(browser);
  await run.goto(`/${key}`);
  await expect(run.getByTestId('event-title')).toHaveText(title);
  await run.getByTestId('join-event').click();
  await expect(run).toHaveURL(new RegExp(`/${key}/register$`));
  await expect(run.getByTestId('register-title')).toHaveText(title);
  const form = run.getByTestId('runner-form');
  const tenKCard = form.getByTestId(`run-type-${tenKId}`);
  await expect(tenKCard).toContainText(runTypeName);
  await expect(tenKCard).toContainText('700 บาท');
  await expect(form.locator('[data-testid^="run-type-"]', { hasText: otherRunTypeName })).toContainText(
    '450 บาท',
  );
  await fillPerson(run, form, 'runner', runner);
  await form.getByTestId('runner-email').fill(runnerEmail);
  await tenKCard.click();
  const shirt = form.getByTestId('runner-shirt');
  await expect(shirt.locator('option', { hasText: 'S (36") (หมด)' })).toBeDisabled();
  await choose(shirt, 'M (38")');
  await form.getByTestId('runner-submit').click();
  await expect(run.getByTestId('runner-added')).toBeVisible();
  const card = run.getByTestId('cart-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${runner.fname} ${runner.lname}`);
  await expect(card).toContainText('700.00 บาท');

  await run.getByTestId(`delivery-${ems.id}`).click();
  const address = run.getByTestId('delivery-address');
  await expect(address.getByTestId('address-name')).toHaveValue(`${runner.fname} ${runner.lname}`);
  await address.getByTestId('address-line').fill('88/8 ถนนรัชดาภิเษก');
  await address.getByTestId('address-postcode').fill('10330');
  await choose(address.getByTestId('address-sub-district'), 'รองเมือง');
  await choose(address.getByTestId('address-district'), 'ปทุมวัน');
  await expect(address.getByTestId('address-province').locator('option:checked')).toHaveText('กรุงเทพมหานคร');

  const box = run.getByTestId('coupon-box');
  await box.getByTestId('coupon-choice').getByText('มี', { exact: true }).click();
  await box.getByTestId('coupon-code').fill(coupon);
  await box.getByTestId('coupon-apply').click();
  await expect(box.getByTestId('coupon-applied')).toContainText(`ใช้โค้ด ${coupon} แล้ว`);
  await expect(box.getByTestId('coupon-applied')).toContainText('ส่วนลด 10% จากค่าสมัคร');

  await run.getByTestId('payment-PP_OPN').click();
  const summary = run.getByTestId('order-summary');
  await expect(summary.getByTestId('summary-entry')).toContainText('700.00 บาท');
  await expect(summary.getByTestId('summary-shipping-amount')).toHaveText('60.00 บาท');
  await expect(summary.getByTestId('summary-discount-amount')).toHaveText('-70.00 บาท');
  await expect(summary.getByTestId('summary-online-fee')).toContainText('3%');
  await run.getByTestId('accept-terms').check();
  const net = amountOf(await run.getByTestId('summary-net').textContent());
  expect(net).toBe(710.7); // (700 - 70 + 60) x 1.03
  const order = await submitOrder(run);
  expect(order.paid_amt).toBe(net);
  // Straight to the order's page (issue 26): paid with PromptPay in the sandbox's stand-in banking
  // app (as payments.spec pays).
  await expect(run).toHaveURL(new RegExp(`/order/${order.uuid}$`));
  await expect(run.getByTestId('order-placed')).toContainText('สร้างคำสั่งซื้อเรียบร้อย');
  await expect(run.getByTestId('order-status')).toHaveText('รอชำระเงิน');
  await expect(run.getByTestId('promptpay-amount')).toContainText('710.70');
  await run.getByTestId('sandbox-bank-link').click();
  await run.waitForURL(/\/sandbox\/promptpay\/chrg_test_[0-9a-f]{20}$/);
  await expect(run.getByTestId('sandbox-amount')).toContainText('710.70');
  await run.getByTestId('sandbox-pay').click();
  await expect(run.getByTestId('sandbox-paid')).toBeVisible();
  await run.getByTestId('sandbox-back-to-order').click();
  await run.waitForURL(`**/order/${order.uuid}`);
  await run.getByTestId('payment-refresh').or(run.getByTestId('payment-paid')).first().waitFor();
  if (await run.getByTestId('payment-refresh').isVisible()) await run.getByTestId('payment-refresh').click();
  await expect(run.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');
  await run.context().close();

  // 5. The organizer sees the paid order in the event's order list.
  await org.goto(`/dashboard-organizer/${key}/setup`);
  await expect(org.getByTestId('setup-status')).toHaveText('เผยแพร่แล้ว');
  await org.getByTestId('setup-report').click();
  await expect(org).toHaveURL(new RegExp(`/dashboard-organizer/${key}$`));
  await expect(org.getByTestId('report-event-title')).toHaveText(title);
  await expect(org.getByTestId('order-total')).toContainText('จาก 2 รายการ', { timeout: 30_000 });
  const orderRow = org.locator(`[data-testid="order-row"][data-uuid="${order.uuid}"]`);
  await expect(orderRow.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');
  await expect(orderRow).toContainText(`${runner.fname} ${runner.lname}`);
  // The order's amount without the 3% the runner paid for paying online: 700 - 70 + 60.
  await expect(orderRow.getByTestId('order-amount')).toHaveText('690.00');

  // 6. The super-admin's outbox: the order's two e-mails, in Thai.
  await admin.goto('/dashboard-admin/outbox');
  await expect(admin.getByTestId('outbox-title')).toHaveText('กล่องอีเมลขาออก');
  await expectOrderMail(admin, order.uuid, 'order_created', {
    subject: `ได้รับคำสั่งซื้อแล้ว กรุณาชำระเงิน: ${title}`,
    heading: 'ได้รับคำสั่งซื้อของคุณแล้ว',
    recipient: runnerEmail,
    text: [`สวัสดีคุณ ${runner.fname}`, 'พร้อมเพย์', `/order/${order.uuid}`],
  });
  await expectOrderMail(admin, order.uuid, 'payment_confirmed', {
    subject: `ยืนยันการชำระเงิน: ${title}`,
    heading: 'การสมัครของคุณเสร็จสมบูรณ์',
    recipient: runnerEmail,
    text: ['เราได้รับการชำระเงินของคุณแล้ว', runTypeName, `/order/${order.uuid}`],
  });

  // 7. Two places are taken: a limit of 1 is refused beside the field, and the stored 100 stays.
  await org.getByTestId('report-setup-link').click();
  await expect(org).toHaveURL(new RegExp(`/dashboard-organizer/${key}/setup$`));
  const limit = org.getByTestId('setup-basics-form').getByTestId('field-participant_limit');
  await expect(limit).toHaveValue('100');
  await limit.fill('1');
  await org.getByTestId('setup-basics-form-submit').click();
  await expect(limit).toHaveAttribute('aria-invalid', 'true');
  await expect(limit).toHaveAccessibleDescription(/ต้องไม่น้อยกว่าจำนวนที่มีผู้สมัครแล้ว \(2\)/);
  await expect(org.getByTestId('setup-basics-form-problem')).toHaveText('กรุณาแก้ไขช่องที่มีข้อความสีแดง');
  await org.reload();
  await expect(org.getByTestId('setup-basics-form').getByTestId('field-participant_limit')).toHaveValue(
    '100',
  );
  await expect(org.getByTestId('setup-registration-status')).toHaveText('เปิดรับสมัคร');
  await org.context().close();
});
