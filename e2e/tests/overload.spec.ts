/**
 * Graceful overload on the registration page: a busy server (503 + Retry-After) or a lost reply makes
 * the page wait, count down and send the same order again with the same Idempotency-Key; the runner
 * never fills the form twice and ends with exactly one order. The busy replies are made by the test
 * (page.route), never by loading the machine.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { EVENT_KEYS, eventDetail, uniqueMobile, uniqueThaiId } from './order-support';
import { choose, fillPerson } from './registration-support';

const BUSY_TITLE = 'ขณะนี้มีผู้สมัครจำนวนมาก';
const COUNTDOWN = /^ระบบจะลองส่งอีกครั้งใน \d+ วินาที$/;

/** The server's own busy reply (plugins/overload.ts), told to come back in a second. */
const busyReply = {
  status: 503,
  headers: { 'retry-after': '1', 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({
    status: 'error',
    code: 'http.busy',
    message: 'ขณะนี้มีผู้สมัครจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกไม่กี่วินาที',
  }),
};

const isCreate = (req: Request) => req.url().endsWith('/v1/order/create') && req.method() === 'POST';

/** One runner on the free event, with a mobile number of its own (the key of find-order). */
async function fillFreeOrder(page: Page, mobile: string): Promise<void> {
  const e = await eventDetail(page.request, EVENT_KEYS.free);
  const runType = e.run_type[1]!;
  const shirt = e.t_shirt.find((s) => s.run_type_id === 0 || s.run_type_id === runType.id)!;
  await page.goto(`/${EVENT_KEYS.free}/register`);
  const form = page.getByTestId('runner-form');
  await fillPerson(page, form, 'runner', { fname: 'สมหญิง', lname: 'รอได้', id: uniqueThaiId(), sex: 'หญิง' });
  await form.getByTestId('runner-mobile').fill(mobile);
  await form.getByTestId(`run-type-${runType.id}`).click();
  await choose(form.getByTestId('runner-shirt'), shirt.name);
  await form.getByTestId('runner-submit').click();
  await expect(page.getByTestId('runner-added')).toBeVisible();
  await page.getByTestId(`delivery-${e.delivery_type[0]!.id}`).click();
  await page.getByTestId('accept-terms').check();
}

/** What find-order lists for a mobile number: the orders whose main registrant has it. */
async function ordersOfMobile(page: Page, mobile: string) {
  await page.goto('/find-order');
  await page.getByTestId('find-order-mobile').fill(mobile);
  await page.getByTestId('find-order-submit').click();
  const rows = page.getByTestId('find-order-row');
  await expect(rows.first()).toBeVisible();
  return rows;
}

/** The waiting state as the runner sees and hears it, with the form still filled behind it. */
async function expectWaiting(page: Page) {
  const waiting = page.getByTestId('order-waiting');
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: BUSY_TITLE })).toBeAttached();
  await expect(waiting).toContainText('ข้อมูลที่กรอกไว้ยังอยู่ครบ ไม่ต้องกรอกใหม่');
  await expect(page.getByTestId('cart-card')).toHaveCount(1);
  await expect(page.getByTestId('cart-card')).toContainText('สมหญิง รอได้');
  await expect(page.getByTestId('submit-order')).toBeDisabled();
  // Nothing wider than the screen (390 px on the phone project).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  return waiting;
}

test.describe('registration when the server is busy', () => {
  test('two busy replies: the page counts down, retries on its own and makes exactly one order', async ({
    page,
  }) => {
    test.slow();
    const mobile = uniqueMobile();
    await fillFreeOrder(page, mobile);

    const keys: (string | undefined)[] = [];
    // The third try is held until the waiting state has been looked at.
    let open!: () => void;
    const looked = new Promise<void>((resolve) => (open = resolve));
    await page.route('**/v1/order/create', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length <= 2) return route.fulfill(busyReply);
      await looked;
      await route.continue();
    });
    const created = page.waitForResponse((r) => isCreate(r.request()) && r.status() === 201);
    await page.getByTestId('submit-order').click();

    // The countdown first: it shows while the page waits between the tries.
    const countdown = page.getByTestId('order-waiting-countdown');
    await expect(countdown).toHaveText(COUNTDOWN);
    await expect(countdown).toHaveAttribute('data-seconds', /^[1-9]\d*$/);
    await expectWaiting(page);
    open();

    const reply = (await (await created).json()) as { uuid: string };
    const dialog = page.getByTestId('success-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('success-order-id')).toContainText(reply.uuid);
    await expect(page.getByTestId('order-waiting')).toHaveCount(0);
    // Two refused tries and the one that made the order (more only if the real server was busy too).
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(new Set(keys).size).toBe(1);

    await dialog.getByTestId('go-to-payment').click();
    await expect(page).toHaveURL(new RegExp(`/order/${reply.uuid}$`));
    await expect(page.getByTestId('order-uuid')).toHaveText(reply.uuid);

    await page.unroute('**/v1/order/create');
    await expect(await ordersOfMobile(page, mobile)).toHaveCount(1);
  });

  test('the order was made but its reply was lost: the retry lands on that same order', async ({ page }) => {
    test.slow();
    const mobile = uniqueMobile();
    await fillFreeOrder(page, mobile);

    const keys: (string | undefined)[] = [];
    const served: { status: number; uuid: string }[] = [];
    let open!: () => void;
    const looked = new Promise<void>((resolve) => (open = resolve));
    await page.route('**/v1/order/create', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      // The retry is held until the waiting state has been looked at.
      if (keys.length > 1) await looked;
      // Every try reaches the server; the first one's answer never reaches the page.
      const response = await route.fetch();
      const body = (await response.json()) as { uuid: string };
      served.push({ status: response.status(), uuid: body.uuid });
      if (keys.length === 1) await route.fulfill(busyReply);
      else await route.fulfill({ response });
    });
    await page.getByTestId('submit-order').click();

    await expectWaiting(page);
    open();
    const dialog = page.getByTestId('success-dialog');
    // A real round trip to the server: room for a busy test machine.
    await expect(dialog).toBeVisible({ timeout: 30_000 });

    expect(served).toHaveLength(2);
    expect(served[0]!.status).toBe(201);
    // The same key: the server answers with the order it already made (200), not a new one.
    expect(served[1]).toEqual({ status: 200, uuid: served[0]!.uuid });
    expect(new Set(keys).size).toBe(1);
    await expect(dialog.getByTestId('success-order-id')).toContainText(served[0]!.uuid);

    await page.unroute('**/v1/order/create');
    const rows = await ordersOfMobile(page, mobile);
    await expect(rows).toHaveCount(1);
  });

  test('the runner stops the waiting, keeps the form, and sends the same order again later', async ({
    page,
  }) => {
    test.slow();
    const mobile = uniqueMobile();
    await fillFreeOrder(page, mobile);

    let busy = true;
    const keys: (string | undefined)[] = [];
    await page.route('**/v1/order/create', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (busy) await route.fulfill(busyReply);
      else await route.continue();
    });
    await page.getByTestId('submit-order').click();
    const waiting = await expectWaiting(page);
    await waiting.getByTestId('order-waiting-cancel').click();

    const stopped = page.getByTestId('order-stopped');
    await expect(stopped).toBeVisible();
    await expect(stopped).toContainText('หยุดส่งแล้ว ข้อมูลที่กรอกไว้ยังอยู่ครบ');
    await expect(page.getByTestId('order-waiting')).toHaveCount(0);
    await expect(page.getByTestId('submit-order')).toBeEnabled();
    await expect(page.getByTestId('cart-card')).toContainText('สมหญิง รอได้');
    await expect(page.getByTestId('accept-terms')).toBeChecked();
    // Stopped means stopped: nothing more goes out on its own.
    const sent = keys.length;
    await page.waitForTimeout(2500);
    expect(keys).toHaveLength(sent);

    busy = false;
    await stopped.getByTestId('order-retry-now').click();
    await expect(page.getByTestId('success-dialog')).toBeVisible({ timeout: 30_000 });
    expect(new Set(keys).size).toBe(1);

    await page.unroute('**/v1/order/create');
    await expect(await ordersOfMobile(page, mobile)).toHaveCount(1);
  });
});

test.describe('registration when the event fills up meanwhile', () => {
  test('the page tells that it is full from the reply code, whatever language the message is in', async ({
    page,
  }) => {
    await fillFreeOrder(page, uniqueMobile());
    // The server's full-event reply (orders/place-order.ts, RD003) with a reworded sentence in the other
    // language: the page must decide on `code`, never on the sentence.
    let tries = 0;
    await page.route('**/v1/order/create', async (route) => {
      tries += 1;
      await route.fulfill({
        status: 409,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({
          status: 'error',
          code: 'event.full',
          message: 'No places are left in this event',
        }),
      });
    });
    await page.getByTestId('submit-order').click();
    const popup = page.getByTestId('order-full');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('ขณะนี้ผู้สมัครเต็มจำนวนแล้ว');
    // Not a busy server: no waiting and no second try, and the form is kept.
    await expect(page.getByTestId('order-waiting')).toHaveCount(0);
    await expect(page.getByTestId('cart-card')).toHaveCount(1);
    expect(tries).toBe(1);
  });
});
