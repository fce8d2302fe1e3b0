import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createOrder, eventDetail, EVENT_KEYS, ownerPath, uniqueThaiId, useEnglish } from './order-support';
import { choose, fillPerson } from './registration-support';

/**
 * An unpaid order is not a dead end (issue 26 item 2): the event page tells this browser it has an
 * unpaid order there, with its link; on the order page its owner pays it another way (a declined card
 * → PromptPay, the fee re-priced) or cancels it, its places going back at once. axe finds nothing on
 * the pages with these controls, in Thai and English, on the desktop and the phone.
 */
async function noAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`),
  ).toEqual([]);
}

test('cancel-unpaid: the event page links to the unpaid order, whose owner cancels it and may register again', async ({
  page,
}) => {
  test.slow();
  const order = await createOrder(page, EVENT_KEYS.online);
  // The browser that placed it holds its key (the private link gives it here).
  await page.goto(ownerPath(order));
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-status', 'INITIAL', { timeout: 60_000 });

  await page.goto(`/${EVENT_KEYS.online}`);
  const banner = page.getByTestId('unpaid-order-banner');
  // Asked after the page shows (POST /v1/order/mine): room for a busy machine.
  await expect(banner).toContainText('คุณมีคำสั่งซื้อที่ยังไม่ชำระเงินของกิจกรรมนี้', { timeout: 60_000 });
  await expect(banner).toContainText('ที่นั่งถูกจองไว้ถึง');
  await noAxeViolation(page);
  await banner
    .getByTestId('unpaid-order-link')
    .filter({ hasText: order.uuid.slice(0, 8) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.uuid}$`));

  const actions = page.getByTestId('order-owner-actions');
  await expect(actions.getByTestId('switch-method-card')).toContainText('ชำระด้วยบัตรเครดิต / เดบิตแทน');
  await noAxeViolation(page);
  await actions.getByTestId('cancel-order').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('ยกเลิกคำสั่งซื้อนี้?');
  await noAxeViolation(page);
  // Changing one's mind keeps the order.
  await dialog.getByTestId('cancel-order-keep').click();
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-status', 'INITIAL', { timeout: 60_000 });
  await actions.getByTestId('cancel-order').click();
  await page.getByTestId('cancel-order-confirm').click();

  await expect(page.getByTestId('order-page')).toHaveAttribute('data-status', 'DELETE');
  await expect(page.getByTestId('payment-closed')).toContainText('คุณได้ยกเลิกคำสั่งซื้อนี้แล้ว');
  await expect(page.getByTestId('order-owner-actions')).toHaveCount(0);
  await expect(page.getByTestId('register-again')).toHaveAttribute('href', `/${EVENT_KEYS.online}/register`);

  // No more banner, and the same runner may be registered again at once.
  await page.goto(`/${EVENT_KEYS.online}`);
  await expect(page.getByTestId('join-event')).toBeVisible();
  await expect(page.getByTestId('unpaid-order-banner')).toHaveCount(0);
  const again = await createOrder(page, EVENT_KEYS.online, { id_card: order.runner.id_card });
  expect(again.order_status).toBe('INITIAL');
});

test('switch-method: after a declined card the owner pays by PromptPay instead, at the PromptPay fee', async ({
  page,
}) => {
  test.slow();
  await useEnglish(page);
  const order = await createOrder(page, EVENT_KEYS.online, {}, { payment_method: 'CC_OPN' });
  await page.goto(ownerPath(order));
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-status', 'INITIAL', { timeout: 60_000 });
  const actions = page.getByTestId('order-owner-actions');
  const toPromptPay = actions.getByTestId('switch-method-promptpay');
  await expect(toPromptPay).toHaveText('Pay by PromptPay instead (3% fee)');
  await noAxeViolation(page);

  await toPromptPay.click();
  // The QR of the re-priced amount: the card's 5% fee became PromptPay's 3%.
  const amount = page.getByTestId('promptpay-amount');
  await expect(amount).toBeVisible({ timeout: 60_000 });
  const promptPayAmount = Number(((await amount.textContent()) ?? '').replace(/[^\d.]/g, ''));
  expect(promptPayAmount).toBeLessThan(order.paid_amt);
  expect(promptPayAmount).toBeCloseTo((order.paid_amt / 1.05) * 1.03, 1);
  await expect(actions.getByTestId('switch-method-card')).toHaveText(
    'Pay by credit / debit card instead (5% fee)',
  );
  await expect(actions.getByTestId('switch-method-promptpay')).toHaveCount(0);
  await noAxeViolation(page);
});

/** The free event's second race type and a shirt it takes: what both "already registered" tests enter. */
async function freeEntry(page: Page) {
  const e = await eventDetail(page.request, EVENT_KEYS.free);
  const runType = e.run_type[1]!;
  const shirt = e.t_shirt.find((s) => s.run_type_id === 0 || s.run_type_id === runType.id)!;
  return { e, runType, shirt };
}

/** One runner with this ID, that race type and shirt, submitted on the free event's registration form. */
async function submitRunner(p: Page, entry: Awaited<ReturnType<typeof freeEntry>>, id: string) {
  await p.goto(`/${EVENT_KEYS.free}/register`);
  const form = p.getByTestId('runner-form');
  await fillPerson(p, form, 'runner', { fname: 'สมชาย', lname: 'ใจดี', id });
  await form.getByTestId(`run-type-${entry.runType.id}`).click();
  await choose(form.getByTestId('runner-shirt'), entry.shirt.name);
  await form.getByTestId('runner-submit').click();
}

test('already registered: the popup opens the order this browser holds; another browser is sent to find-order', async ({
  page,
  browser,
}) => {
  test.slow();
  const entry = await freeEntry(page);
  const order = await createOrder(page, EVENT_KEYS.free, {
    run_type_id: entry.runType.id,
    t_shirt_id: entry.shirt.id,
  });
  // This browser placed it: the private link leaves its key here.
  await page.goto(ownerPath(order));
  await expect(page.getByTestId('order-page')).toBeVisible({ timeout: 60_000 });

  /** The same person, the same race type, added again on the registration page. */
  async function addAgain(p: Page) {
    await submitRunner(p, entry, String(order.runner.id_card));
    const popup = p.getByTestId('runner-exists');
    await expect(popup).toContainText('ผู้สมัครรายนี้สมัครไว้แล้ว');
    await expect(popup).toContainText(String(order.runner.id_card));
    return popup;
  }

  const mine = await addAgain(page);
  await expect(mine.getByTestId('popup-secondary')).toHaveText('เปิดคำสั่งซื้อของฉัน');
  await mine.getByTestId('popup-secondary').click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.uuid}$`));
  await expect(page.getByTestId('order-page')).toBeVisible();

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const stranger = await context.newPage();
  const theirs = await addAgain(stranger);
  await expect(theirs.getByTestId('popup-secondary')).toHaveText('ค้นหาคำสั่งซื้อของฉัน');
  await theirs.getByTestId('popup-secondary').click();
  await expect(stranger).toHaveURL(/\/find-order$/);
  await context.close();
});

test('registered in between: the refused order call also opens the order this browser holds', async ({
  page,
}) => {
  test.slow();
  const entry = await freeEntry(page);
  const id = uniqueThaiId();
  // The runner is checked and added to the cart while the ID is free...
  await submitRunner(page, entry, id);
  await expect(page.getByTestId('runner-added')).toBeVisible();
  // ...then registered from this browser in another tab before this order is sent.
  const order = await createOrder(page, EVENT_KEYS.free, {
    id_card: id,
    run_type_id: entry.runType.id,
    t_shirt_id: entry.shirt.id,
  });
  const tab = await page.context().newPage();
  await tab.goto(ownerPath(order));
  await expect(tab.getByTestId('order-page')).toBeVisible({ timeout: 60_000 });
  await tab.close();

  await page.getByTestId(`delivery-${entry.e.delivery_type[0]!.id}`).click();
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('submit-order').click();
  const popup = page.getByTestId('runner-exists');
  await expect(popup).toContainText(id);
  await popup.getByTestId('popup-secondary').click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.uuid}$`));
});
