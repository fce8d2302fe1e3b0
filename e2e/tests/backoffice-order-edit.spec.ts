/** The organizer's order edit (seed 001 §2.9, §5, §8): runner and address, the page's checks, who may use it. */
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createOrder, eventDetail, EVENT_KEYS, uniqueMobile, uniqueThaiName } from './order-support';

const ORGANIZER = { email: 'organizer@raceday.local', password: 'Organizer#2026' };

/** Bangkok, Pathum Wan: a real address of the data set (the order is placed with it). */
const PATHUM_WAN = {
  delivery_add_name: 'สมชาย ใจดี',
  delivery_add_mobile_no: '0812345678',
  delivery_add_no: '99/1 ถนนพระราม 1',
  delivery_add_postcode: '10330',
  delivery_add_sub_district: 'รองเมือง',
  delivery_add_district: 'ปทุมวัน',
  delivery_add_province: 'กรุงเทพมหานคร',
};

async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** An order on the online event delivered by EMS (its pickup needs an address). */
async function emsOrder(page: Page, runner: Record<string, unknown> = {}) {
  const e = await eventDetail(page.request, EVENT_KEYS.online);
  const ems = e.delivery_type.find((d) => d.is_require_address === 'Y')!;
  return createOrder(page, EVENT_KEYS.online, runner, { delivery_type_id: ems.id, ...PATHUM_WAN });
}

test('the organizer changes a runner and the EMS address; the order page shows the new name and address', async ({
  page,
}) => {
  test.slow(); // a long journey, with the dialogs' code held back 2.5 s on purpose
  const order = await emsOrder(page, { mobile_no: uniqueMobile() });
  await login(page, ORGANIZER.email, ORGANIZER.password);
  await expect(page).toHaveURL(/\/dashboard-organizer$/);

  // The dialogs' code arrives late (a slow phone network): the "saved" popup, which closes itself after
  // 1.5 s, must still close although its close was asked for before its code was there.
  await page.route(/\/assets\/ModalsHost-[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
  });
  await page.goto(`/order-update/${EVENT_KEYS.online}/${order.uuid}`);
  await expect(page.getByTestId('order-edit-uuid')).toHaveText(order.uuid);
  await expect(page.getByTestId('order-edit-status')).toHaveText('รอชำระเงิน');
  await expect(page.getByTestId('order-edit-method')).toHaveText('พร้อมเพย์');

  // The ID is shown but cannot be typed into.
  const id = page.getByTestId('edit-id-card');
  await expect(id).toHaveValue(String(order.runner.id_card));
  await expect(id).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('edit-run-type')).toHaveAttribute('readonly', '');

  // The shirt only among sizes of the same extra price: 3XL (+50 baht) is not offered for XS.
  const shirtOptions = await page.getByTestId('edit-shirt').locator('option').allTextContents();
  expect(shirtOptions).toContain('M (38")');
  expect(shirtOptions.some((o) => o.startsWith('3XL'))).toBe(false);

  const fname = uniqueThaiName();
  await page.getByTestId('edit-fname').fill(fname);
  await page.getByTestId('edit-emergency-mobile').fill('0811112222');
  await page.getByTestId('edit-shirt').selectOption({ label: 'M (38")' });
  await page.getByTestId('runner-edit-save').click();
  await expect(page.getByTestId('order-edit-saved')).toContainText('บันทึกการแก้ไขเรียบร้อย');
  await expect(page.getByTestId('order-edit-saved')).toBeHidden();
  await expect(page.getByTestId('order-edit-runner-name')).toHaveText(`${fname} ใจดี`);

  // A bad postcode is refused on its field, before anything is sent.
  const address = page.getByTestId('address-form');
  await page.getByTestId('address-postcode').fill('12');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-postcode')).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toContainText('ต้องมีอย่างน้อย 5 ตัวอักษร');

  // A postcode that serves no place is refused by the server as at registration, on its field.
  await page.getByTestId('address-postcode').fill('99999');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-postcode')).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toContainText('ไม่พบรหัสไปรษณีย์นี้');

  const line = `${randomInt(1, 999)}/9 ถนนสุขุมวิท`;
  await page.getByTestId('address-name').fill('สมศรี ใจดี');
  await page.getByTestId('address-line').fill(line);
  await page.getByTestId('address-sub-district').fill('คลองเตย');
  await page.getByTestId('address-district').fill('คลองเตย');
  await page.getByTestId('address-postcode').fill('10110');
  await expect(page.getByTestId('address-postcode')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('order-edit-saved')).toBeVisible();

  // Stored: the edit page reloads them, and the runner's order page shows them.
  await page.reload();
  await expect(page.getByTestId('edit-fname')).toHaveValue(fname);
  await expect(page.getByTestId('edit-emergency-mobile')).toHaveValue('0811112222');
  await expect(page.getByTestId('address-line')).toHaveValue(line);

  await page.getByTestId('order-edit-view').click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.uuid}$`));
  await expect(page.getByTestId('applicant-name')).toHaveText(`${fname} ใจดี`);
  await expect(page.getByTestId('applicants')).toContainText('M (38")');
  await expect(page.getByTestId('delivery-name')).toHaveText('สมศรี ใจดี');
  await expect(page.getByTestId('delivery-line')).toContainText(line);
  await expect(page.getByTestId('delivery-line')).toContainText('10110');
});

test('a wrong runner field is marked on the page; a refused save shows the server message', async ({
  page,
}) => {
  const order = await emsOrder(page);
  await login(page, ORGANIZER.email, ORGANIZER.password);
  await expect(page).toHaveURL(/\/dashboard-organizer$/);
  await page.goto(`/order-update/${EVENT_KEYS.online}/${order.uuid}`);

  await page.getByTestId('edit-mobile').fill('08123');
  await page.getByTestId('edit-fname').fill('');
  await page.getByTestId('runner-edit-save').click();
  await expect(page.getByTestId('edit-mobile')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('runner-edit-form')).toContainText('ต้องเป็นตัวเลข 10 หลัก');
  await expect(page.getByTestId('runner-edit-form')).toContainText('กรุณาระบุ');

  // A stale page asks for a dearer shirt (4XL, +80 baht): the server refuses and the page says why.
  const e = await eventDetail(page.request, EVENT_KEYS.online);
  const dearer = e.t_shirt.find((s) => s.additional_price > 0)!;
  await page.route('**/v1/order/update', async (route) => {
    const body = route.request().postDataJSON() as { runner_list: Record<string, unknown>[] };
    body.runner_list[0]!.t_shirt_id = dearer.id;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByTestId('runner-edit-reset').click();
  await page.getByTestId('runner-edit-save').click();
  const popup = page.getByTestId('order-edit-error');
  await expect(popup).toContainText('พบข้อผิดพลาด: การแก้ไขนี้ทำให้ราคาเปลี่ยน');
  await popup.getByTestId('popup-confirm').click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('edit-shirt')).toHaveAttribute('aria-invalid', 'true');
});

test('a member sees the not-authorized message on the order edit and bib check pages', async ({ page }) => {
  const order = await emsOrder(page);
  const member = {
    name: 'มานะ',
    sername: 'ขยันวิ่ง',
    display_name: 'Mana',
    mobile_no: uniqueMobile(),
    email: `oe-${Date.now().toString(36)}${randomInt(1_000_000)}@example.com`,
    password: 'Member#2026',
  };
  const res = await page.request.post('/v1/user/register', { data: member });
  expect(res.status(), await res.text()).toBe(201);
  await login(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/order-update/${EVENT_KEYS.online}/${order.uuid}`);
  await expect(page.getByTestId('not-authorized')).toHaveText('คุณไม่มีสิทธิ์เข้าถึงหน้านี้');
  await expect(page.getByTestId('runner-edit-form')).toHaveCount(0);

  await page.goto(`/checkbib-organizer/${EVENT_KEYS.online}`);
  await expect(page.getByTestId('not-authorized')).toHaveText('คุณไม่มีสิทธิ์เข้าถึงหน้านี้');
  await expect(page.getByTestId('checkbib-input')).toHaveCount(0);
});

test('an unknown event sends the organizer to the 404 page', async ({ page }) => {
  await login(page, ORGANIZER.email, ORGANIZER.password);
  await expect(page).toHaveURL(/\/dashboard-organizer$/);
  await page.goto('/order-update/no-such-event-2099/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/404$/);
});
