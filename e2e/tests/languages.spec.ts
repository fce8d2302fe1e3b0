import { expect, test } from '@playwright/test';
import { THAI } from './fixtures';
import { EVENT_KEYS, createOrder, eventDetail, ownerPath, uniqueMobile, useEnglish } from './order-support';

/**
 * One language per page (issue 14, item 7): the options an order kept in Thai (race types, models,
 * shirt sizes), the organizer's ID-label suffix and a card's decline reason follow the page's language.
 */
test.describe('one language per page', () => {
  test('in English, the order page and the participant check name race types and models in English', async ({
    page,
  }) => {
    const e = await eventDetail(page.request, EVENT_KEYS.online);
    const runType = e.run_type.find((r) => r.team_size === 1 && r.name_en)!;
    const model = e.run_model.find((m) => m.run_type_id === runType.id && m.name_en)!;
    const mobile = uniqueMobile();
    const order = await createOrder(page, EVENT_KEYS.online, {
      run_type_id: runType.id,
      run_model_id: model.id,
      mobile_no: mobile,
    });
    expect(runType.name).toMatch(THAI);
    expect(model.name).toMatch(THAI);

    await useEnglish(page);
    await page.goto(ownerPath(order));
    const card = page.getByTestId('applicant-card');
    await expect(card).toContainText(runType.name_en);
    await expect(card).toContainText(model.name_en);
    await expect(card).not.toContainText(runType.name);
    await expect(card).not.toContainText(model.name);
    await card.getByRole('button').first().click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText(model.name_en);
    await expect(details).not.toContainText(model.name);

    await page.goto(`/${EVENT_KEYS.online}/check`);
    await page.getByTestId('check-by-mobile').check();
    await page.getByTestId('check-input').fill(mobile);
    await page.getByTestId('check-submit').click();
    const row = page.getByTestId('check-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(runType.name_en);
    await expect(row).toContainText(model.name_en);
    await expect(row).not.toContainText(runType.name);
    await expect(row).not.toContainText(model.name);
  });

  test('in English, shirt sizes are English in the registration form, the order page and the participant check', async ({
    page,
  }) => {
    const e = await eventDetail(page.request, EVENT_KEYS.online);
    const kids = e.t_shirt.find((s) => s.name.startsWith('เสื้อเด็ก'))!;
    expect(kids.name_en).toMatch(/^Kids /);
    const fun = e.run_type.find((r) => r.id === kids.run_type_id)!;
    const model = e.run_model.find((m) => m.run_type_id === fun.id);

    // The registration form offers the fun run's sizes by their English names.
    await useEnglish(page);
    await page.goto(`/${EVENT_KEYS.online}/register`);
    const form = page.getByTestId('runner-form');
    await form.getByTestId(`run-type-${fun.id}`).click();
    const shirt = form.getByTestId('runner-shirt');
    await expect(shirt).toBeEnabled();
    await shirt.selectOption({ label: kids.name_en });
    await expect(shirt.locator('option:checked')).toHaveText(kids.name_en);
    const options = await shirt.locator('option').allTextContents();
    expect(options).toContain('Kids SS (28")');
    expect(options.join(' | ')).not.toMatch(THAI);

    // An order placed with that size shows it in English on the order page and in the check.
    const mobile = uniqueMobile();
    const order = await createOrder(page, EVENT_KEYS.online, {
      run_type_id: fun.id,
      run_model_id: model?.id ?? 0,
      t_shirt_id: kids.id,
      mobile_no: mobile,
    });
    await page.goto(ownerPath(order));
    const card = page.getByTestId('applicant-card');
    await expect(card).toContainText(kids.name_en);
    await expect(card).not.toContainText(kids.name);
    await card.getByRole('button').first().click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText(kids.name_en);
    await expect(details).not.toContainText(kids.name);

    await page.goto(`/${EVENT_KEYS.online}/check`);
    await page.getByTestId('check-by-mobile').check();
    await page.getByTestId('check-input').fill(mobile);
    await page.getByTestId('check-submit').click();
    const row = page.getByTestId('check-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(kids.name_en);
    await expect(row).not.toContainText(kids.name);

    // In Thai the same order keeps the Thai name, said once ("เสื้อเด็ก ...", not "เสื้อ เสื้อเด็ก ...").
    await page.evaluate(() => localStorage.setItem('currentLanguage', 'th'));
    await page.addInitScript(() => localStorage.setItem('currentLanguage', 'th'));
    await page.goto(ownerPath(order));
    await expect(card).toContainText(kids.name);
    await expect(card).not.toContainText(`เสื้อ ${kids.name}`);
    await expect(card).not.toContainText(kids.name_en);
  });

  test('the ID label has no Thai in English and keeps its Thai suffix in Thai', async ({ page }) => {
    await useEnglish(page);
    await page.goto(`/${EVENT_KEYS.online}/register`);
    const label = () =>
      page
        .getByTestId('runner-id-card')
        .evaluate((el: HTMLInputElement) => el.labels?.[0]?.textContent ?? '');
    await expect(page.getByTestId('runner-id-card')).toBeVisible();
    expect(await label()).toMatch(/^ID card \/ passport number \(shown when you collect your bib\)/);
    expect(await label()).not.toMatch(THAI);

    await page.evaluate(() => localStorage.setItem('currentLanguage', 'th'));
    await page.addInitScript(() => localStorage.setItem('currentLanguage', 'th'));
    await page.reload();
    await expect(page.getByTestId('runner-id-card')).toBeVisible();
    expect(await label()).toMatch(/^เลขบัตรประชาชน \/ หนังสือเดินทาง \(ใช้แสดงตอนรับ BIB\)/);
  });

  test('in Thai, a declined card says why in Thai', async ({ page }) => {
    const order = await createOrder(page, EVENT_KEYS.online, {}, { payment_method: 'CC_OPN' });
    // The card is declined on the sandbox's 3-D Secure page, as payments.spec.ts does in the browser.
    const token = await page.request.post('/v1/sandbox/tokens', {
      data: {
        number: '4242 4242 4242 4242',
        name: 'SOMCHAI JAIDEE',
        expiry_month: 12,
        expiry_year: new Date().getFullYear() + 2,
        security_code: '123',
      },
    });
    const pay = await page.request.post('/v1/order/cc-payment', {
      data: { token_key: ((await token.json()) as { id: string }).id, uuid: order.uuid },
    });
    const authorize = ((await pay.json()) as { data: { authorize_uri: string } }).data.authorize_uri;
    const declined = await page.request.post(`/v1/sandbox/charges/${authorize.split('/').pop()}/complete`, {
      data: { outcome: 'failed' },
    });
    expect(declined.status()).toBe(200);

    await page.goto(ownerPath(order));
    const reason = page.getByTestId('card-declined-reason');
    await expect(reason).toHaveText('สาเหตุ: ธนาคารผู้ออกบัตรปฏิเสธรายการ');
    await expect(reason).not.toContainText(/[A-Za-z]/);

    await useEnglish(page);
    await page.reload();
    await expect(page.getByTestId('card-declined-reason')).toHaveText(
      'Reason: The card issuer declined the payment',
    );
  });
});
