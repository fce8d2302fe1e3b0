import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { thaiIdCheckDigit } from '@raceday/domain';
import { apiEvent, EVENTS } from './fixtures';

/**
 * The delivery address as a runner types it: an unknown postcode is said to be not found beside the
 * postcode (not "enter the postcode first"), and a real one lists its sub-districts under their
 * official names, in Thai or in English.
 */

let serial = 0;
/** A fresh valid Thai ID that no other test of this run uses. */
function thaiId(info: TestInfo): string {
  serial++;
  const clock = String(Date.now()).slice(-7);
  const first12 = `2${clock}${info.parallelIndex % 10}${info.project.name === 'phone' ? 1 : 0}${String(serial % 100).padStart(2, '0')}`;
  return `${first12}${thaiIdCheckDigit(first12)}`;
}

/** One runner of the Bangkok marathon, in either language (choices by position, not by label). */
async function addRunner(page: Page, info: TestInfo) {
  const form = page.getByTestId('runner-form');
  await form.getByTestId('runner-fname').fill('สมชาย');
  await form.getByTestId('runner-lname').fill('ใจดี');
  await form.getByTestId('runner-sex').getByRole('radio').first().check();
  await form.getByTestId('runner-birth-day').selectOption('17');
  await form.getByTestId('runner-birth-month').selectOption('05');
  await form.getByTestId('runner-birth-year').selectOption('1990');
  await form.getByTestId('runner-id-card').fill(thaiId(info));
  await form.getByTestId('runner-mobile').fill('0812345678');
  await form.getByTestId('runner-email').fill('runner@example.com');
  await form.getByTestId('runner-health').fill('ไม่มี');
  await form.getByTestId('runner-blood').selectOption({ index: 1 });
  await form.getByTestId('runner-emergency-name').fill('สมศรี ใจดี');
  await form.getByTestId('runner-emergency-relation').fill('มารดา');
  await form.getByTestId('runner-emergency-mobile').fill('0898765432');
  await form.getByTestId('run-type-1').click();
  await form.getByTestId('runner-run-model').selectOption({ index: 1 });
  await form.getByTestId('runner-shirt').selectOption({ index: 1 });
  await form.getByTestId('runner-additional-1').selectOption({ index: 1 });
  await form.getByTestId('runner-submit').click();
  await expect(page.getByTestId('runner-added')).toBeVisible();
}

/** The registration page with one runner in the cart and the delivery by post chosen. */
async function openAddress(page: Page, info: TestInfo) {
  const event = (await apiEvent(page, EVENTS.open)) as unknown as {
    delivery_type: { id: number; is_require_address: string }[];
  };
  const post = event.delivery_type.find((d) => d.is_require_address === 'Y')!;
  await page.goto(`/${EVENTS.open}/register`);
  await addRunner(page, info);
  await page.getByTestId('cart-next').click();
  await page.getByTestId(`delivery-${post.id}`).click();
  return page.getByTestId('delivery-address');
}

test.describe('delivery address', () => {
  test('an unknown postcode is not found; 10110 lists Khlong Tan in Thai', async ({ page }, info) => {
    test.slow();
    const address = await openAddress(page, info);
    const postcode = address.getByTestId('address-postcode');
    const subDistrict = address.getByTestId('address-sub-district');
    await expect(subDistrict).toHaveText(/กรอกรหัสไปรษณีย์ก่อน/);

    await postcode.fill('99999');
    await expect(address.getByText('ไม่พบรหัสไปรษณีย์นี้ กรุณาตรวจสอบอีกครั้ง')).toBeVisible();
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(subDistrict).toBeDisabled();
    await expect(subDistrict.locator('option:checked')).toHaveText('ตรวจสอบรหัสไปรษณีย์');

    await postcode.fill('10110');
    await expect(subDistrict).toBeEnabled();
    await expect(address.getByText('ไม่พบรหัสไปรษณีย์นี้ กรุณาตรวจสอบอีกครั้ง')).toHaveCount(0);
    await subDistrict.selectOption({ label: 'คลองตัน' });
    await expect(address.getByTestId('address-district').locator('option:checked')).toHaveText('คลองเตย');
    await expect(address.getByTestId('address-province').locator('option:checked')).toHaveText(
      'กรุงเทพมหานคร',
    );
  });

  test('in English: 99999 is not found; 10110 gives Khlong Tan, not a garbled name', async ({
    page,
  }, info) => {
    test.slow();
    await page.addInitScript(() => localStorage.setItem('currentLanguage', 'en'));
    const address = await openAddress(page, info);
    const postcode = address.getByTestId('address-postcode');
    const subDistrict = address.getByTestId('address-sub-district');

    await postcode.fill('99999');
    await expect(address.getByText('Postcode not found; please check it')).toBeVisible();
    await expect(subDistrict).toBeDisabled();
    await expect(subDistrict.locator('option:checked')).toHaveText('Check the postcode');

    await postcode.fill('10110');
    await expect(subDistrict).toBeEnabled();
    const options = await subDistrict.locator('option').allTextContents();
    expect(options).toEqual(
      expect.arrayContaining([
        'Khlong Tan',
        'Khlong Toei',
        'Phra Khanong',
        'Khlong Tan Nuea',
        'Khlong Toei Nuea',
      ]),
    );
    expect(options.join(' ')).not.toMatch(/Khnong|Enue|Phna/);
    await subDistrict.selectOption({ label: 'Khlong Tan Nuea' });
    await expect(address.getByTestId('address-district').locator('option:checked')).toHaveText('Watthana');
    await expect(address.getByTestId('address-province').locator('option:checked')).toHaveText('Bangkok');
  });
});
