import { expect, test } from '@playwright/test';
import { THAI } from './fixtures';
import { EVENT_KEYS, createOrder, eventDetail, ownerPath, uniqueMobile, useEnglish } from './order-support';

/**
 * One language per page (issue 14, item 7): the options an order kept in Thai, the organizer's ID-label
 * suffix and a card's decline reason follow the page's language.
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
