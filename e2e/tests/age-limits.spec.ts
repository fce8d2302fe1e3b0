/**
 * Age limits of race types (issue 14 item 2): the demo marathon is for runners 18 and over on race
 * day. A child's birth date disables it with the reason, a birth date chosen after the race type says
 * why on the birth date, the server refuses the child with 400 naming dob, and a runner who turns 18
 * on race day registers.
 */
import { expect, test, type Locator } from '@playwright/test';
import { orderFor, runnerFor } from '../../packages/domain/test-support/orders';
import { cartRunner, storeCart } from './cart-support';
import { EVENTS } from './fixtures';
import { eventDetail, uniqueMobile, uniqueThaiId, useEnglish } from './order-support';
import { choose, submitOrder } from './registration-support';

const MARATHON = 1; // มาราธอน 42.195 กม., 18+
const FUN_RUN = 4; // ฟันรัน 5 กม., no limit

/** Day, month and year of the runner's birth date selects (values are Gregorian, whatever the label). */
async function chooseBirth(form: Locator, dob: string) {
  const [y, m, d] = dob.split('-');
  await form.getByTestId('runner-birth-day').selectOption(d!);
  await form.getByTestId('runner-birth-month').selectOption(m!);
  await form.getByTestId('runner-birth-year').selectOption({ value: y! });
}

test('a runner born 2016 cannot pick the marathon, and the card says why', async ({ page }) => {
  await page.goto(`/${EVENTS.open}/register`);
  const form = page.getByTestId('runner-form');
  const marathon = form.getByTestId(`run-type-${MARATHON}`);
  // The limit is shown before any birth date.
  await expect(form.getByTestId(`run-type-${MARATHON}-age`)).toHaveText('· 18+');
  await expect(form.getByTestId(`run-type-${FUN_RUN}-age`)).toHaveCount(0);
  await expect(marathon).toBeEnabled();

  await chooseBirth(form, '2016-06-01');
  await expect(marathon).toBeDisabled();
  await expect(form.getByTestId(`run-type-${MARATHON}-age-reason`)).toContainText(
    'ต้องมีอายุอย่างน้อย 18 ปีในวันแข่ง',
  );
  await marathon.click({ force: true });
  await expect(marathon).not.toHaveAttribute('data-checked');
  // The fun run has no limit: still open to the child.
  await expect(form.getByTestId(`run-type-${FUN_RUN}`)).toBeEnabled();
  await form.getByTestId(`run-type-${FUN_RUN}`).click();
  await expect(form.getByTestId(`run-type-${FUN_RUN}`)).toHaveAttribute('data-checked');
});

test('a birth date that makes the chosen race type too young for it is flagged on the birth date', async ({
  page,
}) => {
  await useEnglish(page);
  await page.goto(`/${EVENTS.open}/register`);
  const form = page.getByTestId('runner-form');
  await form.getByTestId(`run-type-${MARATHON}`).click();
  await chooseBirth(form, '2016-06-01');
  const birth = form.getByTestId('runner-birth-year');
  const error = form.getByText('Must be at least 18 on race day', { exact: true });
  await expect(error).toBeVisible();
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId(`run-type-${MARATHON}-age-reason`)).toContainText(
    'Must be at least 18 on race day (you will be',
  );

  // A grown-up's birth date: no error, the marathon open again.
  await chooseBirth(form, '1990-05-17');
  await expect(error).toHaveCount(0);
  await expect(form.getByTestId(`run-type-${MARATHON}`)).toBeEnabled();
});

test('the server refuses a child forced into the marathon, naming dob, in Thai and English', async ({
  page,
}) => {
  const e = await eventDetail(page.request, EVENTS.open);
  const marathon = e.run_type.find((r) => r.id === MARATHON)!;
  expect(marathon).toMatchObject({ min_age: 18, max_age: null });
  const child = runnerFor(
    e,
    { dob: '2016-06-01', run_type_id: MARATHON, id_card: uniqueThaiId(), mobile_no: uniqueMobile() },
    { runType: marathon },
  );
  for (const [lang, text] of [
    ['th', 'ต้องมีอายุอย่างน้อย 18 ปีในวันแข่ง'],
    ['en', 'must be at least 18 on race day'],
  ] as const) {
    const res = await page.request.post('/v1/order/create', {
      data: orderFor(e, [child]),
      headers: { 'accept-language': lang },
    });
    expect(res.status()).toBe(400);
    const body = (await res.json()) as { field: string; message: string };
    expect(body.field).toBe('runner_list.0.dob');
    expect(body.message).toBe(`runner_list.0.dob: ${text}`);
  }
});

test('a runner who turns 18 on race day registers for the marathon', async ({ page }) => {
  test.slow();
  const e = await eventDetail(page.request, EVENTS.open);
  const [y, m, d] = e.event_date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const dob = `${y - 18}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

  await page.goto(`/${EVENTS.open}/register`);
  const form = page.getByTestId('runner-form');
  await form.getByTestId('runner-fname').fill('สิบแปด');
  await form.getByTestId('runner-lname').fill('พอดี');
  await form.getByTestId('runner-sex').getByRole('radio', { name: 'ชาย', exact: true }).check();
  await chooseBirth(form, dob);
  await form.getByTestId('runner-id-card').fill(uniqueThaiId());
  await form.getByTestId('runner-mobile').fill(uniqueMobile());
  await form.getByTestId('runner-email').fill('eighteen@example.com');
  await form.getByTestId('runner-health').fill('ไม่มี');
  await choose(form.getByTestId('runner-blood'), 'O');
  await form.getByTestId('runner-emergency-name').fill('สมศรี ใจดี');
  await form.getByTestId('runner-emergency-relation').fill('มารดา');
  await form.getByTestId('runner-emergency-mobile').fill('0898765432');
  await expect(form.getByTestId(`run-type-${MARATHON}`)).toBeEnabled();
  await expect(form.getByTestId(`run-type-${MARATHON}-age-reason`)).toHaveCount(0);
  await form.getByTestId(`run-type-${MARATHON}`).click();
  await choose(form.getByTestId('runner-run-model'), 'ประเภททั่วไป');
  await choose(form.getByTestId('runner-shirt'), 'M (38")');
  await choose(form.getByTestId('runner-additional-1'), 'อาหารทั่วไป');
  await form.getByTestId('runner-submit').click();
  await expect(page.getByTestId('runner-added')).toContainText('สิบแปด');

  await page.getByTestId('delivery-1').click();
  await page.getByTestId('payment-PP_OPN').click();
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('accept-condition').check();
  const reply = await submitOrder(page);
  expect(reply.uuid).toMatch(/^[0-9a-f-]{36}$/);
});

test('a child already in the cart for the marathon: the order is refused and the cart entry says why', async ({
  page,
}) => {
  const e = await eventDetail(page.request, EVENTS.open);
  const { runner } = cartRunner(e, 'น้องเล็ก', 'อายุน้อย');
  expect(runner.run_type_id).toBe(MARATHON);
  await storeCart(page, { event_key: e.event_key, runners: [{ ...runner, dob: '2016-06-01' }], main: null });
  await page.goto(`/${EVENTS.open}/register`);
  await expect(page.getByTestId('cart-card')).toHaveCount(1);
  await page.getByTestId('delivery-1').click();
  await page.getByTestId('payment-PP_OPN').click();
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('accept-condition').check();
  const refused = page.waitForResponse((r) => r.url().endsWith('/v1/order/create'));
  await page.getByTestId('submit-order').click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByTestId('cart-error')).toContainText('ต้องมีอายุอย่างน้อย 18 ปีในวันแข่ง');
});
