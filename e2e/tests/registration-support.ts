/** Driving the registration page as a person would: shared by the registration and accounts specs. */
import { expect, type Locator, type Page } from '@playwright/test';

/** "2,348.40 บาท" -> 2348.4 */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Picks `option` (its label) in one of the form's native selects and checks it is the one shown. */
export async function choose(select: Locator, option: string) {
  await select.selectOption({ label: option });
  await expect(select.locator('option:checked')).toHaveText(option);
}

export interface Person {
  fname: string;
  lname: string;
  id: string;
  sex?: 'ชาย' | 'หญิง';
}

/** Name, sex, birth date, ID and mobile: the fields every runner and team member has. */
export async function fillPerson(page: Page, scope: Locator, prefix: string, p: Person) {
  await scope.getByTestId(`${prefix}-fname`).fill(p.fname);
  await scope.getByTestId(`${prefix}-lname`).fill(p.lname);
  await scope
    .getByTestId(`${prefix}-sex`)
    .getByRole('radio', { name: p.sex ?? 'ชาย', exact: true })
    .check();
  await scope.getByTestId(`${prefix}-birth-day`).selectOption('17');
  await scope.getByTestId(`${prefix}-birth-month`).selectOption('05');
  // Labelled 2533 (Buddhist era); the value is the Gregorian year.
  await scope.getByTestId(`${prefix}-birth-year`).selectOption({ label: '2533' });
  await scope.getByTestId(`${prefix}-id-card`).fill(p.id);
  await scope.getByTestId(`${prefix}-mobile`).fill('0812345678');
}

export async function submitOrder(
  page: Page,
): Promise<{ uuid: string; paid_amt: number; total_amt: number }> {
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/v1/order/create') && r.request().method() === 'POST',
  );
  await page.getByTestId('submit-order').click();
  const response = await created;
  expect(response.status()).toBe(201);
  return (await response.json()) as { uuid: string; paid_amt: number; total_amt: number };
}
