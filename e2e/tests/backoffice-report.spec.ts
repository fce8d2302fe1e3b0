/**
 * The organizer's report and the admin pages (seed 001 §2.6, §2.8, §4, §5, §8): find an order with
 * a slip, receive its money through both confirmations, delete another, the race-type counts, the
 * spreadsheet and chart downloads, who may not see the page, and the admin's all-orders list.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ACCOUNTS, signIn, type Session } from './backoffice-support';
import { EVENT_KEYS, createOrder, eventDetail, uniqueMobile, useEnglish } from './order-support';

const DIRECT = EVENT_KEYS.direct;
const REPORT = `/dashboard-organizer/${DIRECT}`;
async function loginWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Sends a slip for a bank-transfer order, as the order page does. */
async function uploadSlip(page: Page, uuid: string, png: Buffer, time = '06:00'): Promise<void> {
  const res = await page.request.post('/v1/upload/slip', {
    multipart: {
      file: { name: 'slip.png', mimeType: 'image/png', buffer: png },
      order_uuid: uuid,
      event_key: DIRECT,
      payment_slip_time: time,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const orderRow = (page: Page, uuid: string) => page.locator(`[data-testid="order-row"][data-uuid="${uuid}"]`);

/** Searches the order list by mobile and waits for the reply. */
async function searchByMobile(page: Page, mobile: string): Promise<void> {
  await page.getByTestId('order-filter-text').fill(mobile);
  await Promise.all([
    page.waitForResponse((r) => /\/v1\/organizer\/report-order-latest(-admin)?$/.test(r.url()) && r.ok()),
    page.getByTestId('order-search').click(),
  ]);
}

/** Each project adds runners to its own race type, so parallel runs never move each other's counts. */
function runTypeFor(info: TestInfo, index: number) {
  return info.project.name === 'phone' ? index + 1 : index;
}

test.describe('organizer report of a bank-transfer event', () => {
  test('finds an order with a slip, receives the money through both confirmations, deletes another', async ({
    page,
  }) => {
    // A whole working session of clicks: give it room on a busy machine.
    test.slow();
    const first = await createOrder(page, DIRECT);
    const second = await createOrder(page, DIRECT);
    const toDelete = await createOrder(page, DIRECT);
    // One slip image sent for two orders: once the first is paid, the second looks like a duplicate.
    const slip = await QRCode.toBuffer(`raceday slip ${first.uuid}`, { type: 'png', width: 300 });
    await uploadSlip(page, first.uuid, slip, '06:00');
    await uploadSlip(page, second.uuid, slip, '06:05');
    const firstMobile = first.runner.mobile_no as string;
    const secondMobile = second.runner.mobile_no as string;

    await loginWithForm(page, ACCOUNTS.organizer.email, ACCOUNTS.organizer.password);
    await expect(page).toHaveURL(/\/dashboard-organizer$/);
    await page.goto(REPORT);
    await expect(page.getByTestId('report-event-title')).toHaveText('ดอยสุเทพ เทรล 2027');
    await expect(page.getByTestId('order-list')).toHaveAttribute('data-mode', 'direct');
    await expect(page.getByTestId('order-total')).toContainText(/แสดง [\d,]+–[\d,]+ จาก [\d,]+ รายการ/, {
      timeout: 30_000,
    });

    // Pending with slip: both new orders with a slip, not the one without.
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/v1/organizer/report-order-latest') && r.ok()),
      page.getByTestId('order-pending-slip').click(),
    ]);
    await expect(orderRow(page, first.uuid)).toBeVisible();
    await expect(orderRow(page, second.uuid)).toBeVisible();
    await expect(orderRow(page, toDelete.uuid)).toHaveCount(0);

    // Two characters: a hint, and nothing is asked of the server.
    const searches: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/v1/organizer/report-order-latest')) searches.push(req.postData() ?? '');
    });
    await page.getByTestId('order-filter-text').fill('08');
    await page.getByTestId('order-search').click();
    await expect(page.getByTestId('order-filter-hint')).toContainText('อย่างน้อย 3 ตัวอักษร');

    await searchByMobile(page, firstMobile);
    expect(searches.map((body) => JSON.parse(body) as Record<string, string>)).toEqual([
      {
        event_key: DIRECT,
        order_filter_type: 'mobile',
        order_filter_value: firstMobile,
        page: 1,
        page_size: 50,
      },
    ]);
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    const row = orderRow(page, first.uuid);
    await expect(row.getByTestId('order-status')).toHaveText('รอชำระเงิน');
    await expect(row).toContainText('06:00');
    await expect(row.getByTestId('order-link')).toHaveAttribute('href', `/order/${first.uuid}`);
    await expect(row.getByTestId('order-edit')).toHaveAttribute(
      'href',
      `/order-update/${DIRECT}/${first.uuid}`,
    );

    // The slip thumbnail opens the slip large.
    await row.getByTestId('order-slip').click();
    const large = page.getByTestId('slip-large');
    await expect(large).toBeVisible();
    expect(await large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await page.keyboard.press('Escape');
    await expect(large).toBeHidden();

    // Nothing looks duplicated: one confirmation with the order and the mobile.
    await row.getByTestId('order-receive').click();
    const confirm = page.getByTestId('receive-confirm');
    await expect(confirm.getByTestId('confirm-uuid')).toHaveText(first.uuid);
    await expect(confirm.getByTestId('confirm-mobile')).toHaveText(firstMobile);
    await expect(page.getByTestId('receive-duplicate')).toHaveCount(0);
    await page.getByTestId('receive-confirm-confirm').click();
    await expect(page.getByTestId('report-success')).toContainText('ยืนยันรับเงินเรียบร้อย');
    await expect(row.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');
    await expect(row.getByTestId('order-receive')).toHaveCount(0);
    await expect(row.getByTestId('order-delete')).toHaveCount(0);

    // The same slip on the second order: the server's warning first; cancelling changes nothing.
    await searchByMobile(page, secondMobile);
    const secondRow = orderRow(page, second.uuid);
    await secondRow.getByTestId('order-receive').click();
    const duplicate = page.getByTestId('receive-duplicate');
    await expect(duplicate).toContainText(`สลิปนี้ถูกใช้ยืนยันคำสั่งซื้อ ${first.uuid} ไปแล้ว`);
    await page.getByTestId('receive-duplicate-cancel').click();
    await expect(duplicate).toBeHidden();
    await expect(page.getByTestId('receive-confirm')).toHaveCount(0);
    await expect(secondRow.getByTestId('order-status')).toHaveText('รอชำระเงิน');

    // Both confirmations accepted: paid.
    await secondRow.getByTestId('order-receive').click();
    await expect(duplicate).toContainText(first.uuid);
    await page.getByTestId('receive-duplicate-confirm').click();
    await expect(page.getByTestId('receive-confirm').getByTestId('confirm-uuid')).toHaveText(second.uuid);
    await expect(page.getByTestId('receive-confirm').getByTestId('confirm-mobile')).toHaveText(secondMobile);
    await page.getByTestId('receive-confirm-confirm').click();
    await expect(secondRow.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');

    // Delete a pending order: confirmation with order and mobile, then it shows DELETE.
    await searchByMobile(page, toDelete.runner.mobile_no as string);
    const deleteRow = orderRow(page, toDelete.uuid);
    await deleteRow.getByTestId('order-delete').click();
    const askDelete = page.getByTestId('delete-confirm');
    await expect(askDelete.getByTestId('confirm-uuid')).toHaveText(toDelete.uuid);
    await expect(askDelete.getByTestId('confirm-mobile')).toHaveText(toDelete.runner.mobile_no as string);
    await page.getByTestId('delete-confirm-confirm').click();
    await expect(deleteRow.getByTestId('order-status')).toHaveText('ลบแล้ว');
    await expect(deleteRow.getByTestId('order-status')).toHaveAttribute('data-status', 'DELETE');
    await expect(deleteRow.getByTestId('order-delete')).toHaveCount(0);

    // The runner's own order page says paid.
    await page.goto(`/order/${second.uuid}`);
    await expect(page.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');
  });

  test('the race-type table counts the runners of new orders', async ({ page }, info) => {
    test.slow();
    const e = await eventDetail(page.request, DIRECT);
    const single = e.run_type.filter((r) => r.team_size === 1);
    const runType = single[runTypeFor(info, 1)]!;
    const shirt = e.t_shirt.find((s) => s.run_type_id === 0 || s.run_type_id === runType.id)!;
    await signIn(page, 'organizer');
    await page.goto(REPORT);

    const card = page.getByTestId('report-runner-type');
    // The first load asks for the list and six reports at once: allow a busy machine time for it.
    await expect(card.getByTestId('report-runner-type-chart')).toBeVisible({ timeout: 30_000 });
    await card.getByTestId('report-runner-type-view-table').click();
    const table = card.getByTestId('report-runner-type-table');
    const countOf = async () => {
      const row = table.getByTestId('report-row').filter({ hasText: runType.name });
      return (await row.count()) === 0 ? 0 : Number(await row.getByTestId('report-row-count').innerText());
    };
    await expect(table).toBeVisible();
    const before = await countOf();

    for (let i = 0; i < 2; i += 1) {
      await createOrder(page, DIRECT, {
        run_type_id: runType.id,
        t_shirt_id: shirt.id,
        run_model_id: e.run_model.find((m) => m.run_type_id === runType.id)?.id ?? 0,
      });
    }
    await card.getByTestId('report-runner-type-refresh').click();
    await expect
      .poll(countOf, { message: `runners of ${runType.name} after two new orders` })
      .toBe(before + 2);

    // Percentages to one decimal, and a total row that adds up.
    const counts = (await table.getByTestId('report-row-count').allInnerTexts()).map(Number);
    const total = table.getByTestId('report-total-row');
    await expect(total).toContainText(String(counts.reduce((a, b) => a + b, 0)));
    await expect(total).toContainText('100.0');
    await expect(table.getByTestId('report-row').first()).toContainText(/\d+\.\d$/);
  });

  test('the all-applicants spreadsheet downloads as .xlsx and holds a new runner', async ({ page }) => {
    const order = await createOrder(page, DIRECT);
    await signIn(page, 'organizer');
    await page.goto(REPORT);
    const button = page.getByTestId('export-report-order-excel-all');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^\\[ผู้สมัครทั้งหมด\\]_${DIRECT}_\\d{8}_\\d{4}\\.xlsx$`),
    );
    await expect(page.getByTestId('report-success')).toContainText(download.suggestedFilename());
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0]!;
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(cells).toContain(order.runner.mobile_no);
  });

  test('the race-type chart exports as a 1440x720 PNG at twice the size', async ({ page }) => {
    await signIn(page, 'organizer');
    await page.goto(REPORT);
    const card = page.getByTestId('report-runner-type');
    // The first load asks for the list and six reports at once: allow a busy machine time for it.
    await expect(card.getByTestId('report-runner-type-chart')).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByTestId('report-runner-type-png').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^runner-type_${DIRECT}_\\d{8}_\\d{4}\\.png$`));
    const png = await readFile(await download.path());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([2880, 1440]);
    // The pie is drawn: many pixels of the first slice's colour (Mantine blue.6, #228be6).
    const image = PNG.sync.read(png);
    let firstSlice = 0;
    for (let i = 0; i < image.data.length; i += 4) {
      const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
      if (Math.abs(r - 0x22) < 12 && Math.abs(g - 0x8b) < 12 && Math.abs(b - 0xe6) < 12) firstSlice += 1;
    }
    expect(firstSlice).toBeGreaterThan(20_000);
  });

  test('a member sees the not-authorized message', async ({ page }) => {
    const email = `m-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
    const reg = await page.request.post('/v1/user/register', {
      data: {
        name: 'สมหญิง',
        sername: 'วิ่งไว',
        display_name: 'Somying',
        mobile_no: uniqueMobile(),
        email,
        password: 'Runner#2026',
      },
    });
    expect(reg.status(), await reg.text()).toBeLessThan(300);
    const login = await page.request.post('/v1/auth/login', { data: { email, password: 'Runner#2026' } });
    expect(login.status()).toBe(200);
    const member = (await login.json()) as Session;
    await page.addInitScript(
      ([token, user]) => {
        localStorage.setItem('_rr_token', token);
        localStorage.setItem('_rr_user', user);
      },
      [member.accessToken, JSON.stringify(member.body)] as const,
    );
    await page.goto(REPORT);
    await expect(page.getByTestId('not-authorized')).toHaveText('คุณไม่มีสิทธิ์เข้าถึงหน้านี้');
    await expect(page.getByTestId('report-header')).toHaveCount(0);
    await expect(page.getByTestId('order-list')).toHaveCount(0);
  });

  test('an organizer of other events sees the not-authorized message', async ({ page }) => {
    // The demo organizer runs four events; the test event is not one of them.
    await signIn(page, 'organizer');
    await page.goto('/dashboard-organizer/korat-test-run-2027');
    await expect(page.getByTestId('not-authorized')).toHaveText('คุณไม่มีสิทธิ์เข้าถึงหน้านี้');
    await expect(page.getByTestId('report-header')).toHaveCount(0);
    // ... while one of their own events opens.
    await page.goto(REPORT);
    await expect(page.getByTestId('report-header')).toBeVisible();
  });
});

test.describe('organizer report of an online-payment event', () => {
  test('the list has a payment date, Filter and Refresh, and no slip or receive-money', async ({ page }) => {
    await createOrder(page, EVENT_KEYS.online);
    await signIn(page, 'organizer');
    await useEnglish(page);
    await page.goto(`/dashboard-organizer/${EVENT_KEYS.online}`);
    const list = page.getByTestId('order-list');
    await expect(list).toHaveAttribute('data-mode', 'online');
    await expect(list).toContainText('Orders');
    await expect(page.getByTestId('order-search')).toHaveText('Filter');
    await expect(page.getByTestId('order-refresh')).toHaveText('Refresh');
    await expect(page.getByTestId('order-pending-slip')).toHaveCount(0);
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    await expect(page.getByTestId('order-receive')).toHaveCount(0);
    await expect(page.getByTestId('order-slip')).toHaveCount(0);
    await expect(list).toContainText('Payment date');
  });
});

test.describe('the report page at a glance', () => {
  test('the headline strip, the order list 50 a page with the order column in view, the registrant of a pick-up order', async ({
    page,
  }, info) => {
    test.slow();
    const KEY = EVENT_KEYS.online;
    // Enough orders for a second page, whatever the other tests place meanwhile.
    let last = await createOrder(page, KEY);
    for (let i = 1; i < 51; i += 1) last = await createOrder(page, KEY);
    await signIn(page, 'organizer');
    await page.goto(`/dashboard-organizer/${KEY}`);

    // The strip: six figures (no slips on an online event), numbers and money in Thai.
    const strip = page.getByTestId('report-headline');
    const registered = strip.getByTestId('headline-registered-value');
    await expect(registered).toHaveText(/^[\d,]+$/, { timeout: 30_000 });
    expect(Number((await registered.innerText()).replaceAll(',', ''))).toBeGreaterThanOrEqual(51);
    await expect(strip.getByTestId('headline-slips')).toHaveCount(0);
    await expect(strip.getByTestId('headline-received-value')).toHaveText(/^฿[\d,]+\.\d\d$/);
    await expect(strip.getByTestId('headline-received-hint')).toContainText('ค่าธรรมเนียม');
    await expect(strip.getByTestId('headline-today-value')).toHaveText(/^\+[\d,]+ คน$/);
    await expect(strip.getByTestId('headline-places-value')).toHaveText(/^[\d,]+$/);
    const boxes = await Promise.all(
      ['registered', 'paid', 'waiting', 'received'].map(
        async (key) => (await strip.getByTestId(`headline-${key}`).boundingBox())!,
      ),
    );
    const [one, two, three] = [boxes[0]!, boxes[1]!, boxes[2]!];
    // Side by side; on a phone two a row, the third below the first.
    expect(Math.abs(one.y - two.y)).toBeLessThan(2);
    expect(two.x).toBeGreaterThan(one.x);
    if (info.project.name === 'phone') {
      expect(three.y).toBeGreaterThan(one.y + one.height - 1);
      expect(Math.abs(three.x - one.x)).toBeLessThan(2);
    } else {
      expect(Math.abs(three.y - one.y)).toBeLessThan(2);
    }
    // The strip sits above the list, and the charts are no longer pushed down by hundreds of rows.
    const listBox = (await page.getByTestId('order-list').boundingBox())!;
    expect(listBox.y).toBeGreaterThan(one.y);

    // The list: 50 a page, the total, the page control.
    const total = page.getByTestId('order-total');
    await expect(total).toContainText(/^แสดง 1–50 จาก [\d,]+ รายการ$/);
    await expect(page.getByTestId('order-row')).toHaveCount(50);
    const firstPage = await page
      .getByTestId('order-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-uuid')));
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/v1/organizer/report-order-latest') && r.ok()),
      page.getByTestId('order-page-2').click(),
    ]);
    await expect(total).toContainText(/^แสดง 51–[\d,]+ จาก [\d,]+ รายการ$/);
    const secondPage = await page
      .getByTestId('order-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-uuid')));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((uuid) => firstPage.includes(uuid))).toEqual([]);

    if (info.project.name === 'desktop') {
      // Scrolled sideways, the order column stays where it was; the others move.
      const cells = await page
        .getByTestId('order-row')
        .first()
        .locator('td')
        .evaluateAll((tds) => {
          let box: HTMLElement | null = tds[0]!.parentElement;
          while (
            box &&
            !(box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX !== 'visible')
          ) {
            box = box.parentElement;
          }
          const before = tds.slice(0, 2).map((td) => td.getBoundingClientRect().left);
          box!.scrollLeft = 600;
          const after = tds.slice(0, 2).map((td) => td.getBoundingClientRect().left);
          return { before, after, scrolled: box!.scrollLeft };
        });
      expect(cells.scrolled).toBeGreaterThan(0);
      expect(Math.abs(cells.after[0]! - cells.before[0]!)).toBeLessThan(1);
      expect(cells.after[1]!).toBeLessThan(cells.before[1]! - 100);
    }

    // A pick-up order shows its main registrant where the recipient would be.
    await page.getByTestId('order-filter-text').fill(last.runner.mobile_no as string);
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/v1/organizer/report-order-latest') && r.ok()),
      page.getByTestId('order-search').click(),
    ]);
    await expect(total).toContainText('แสดง 1–1 จาก 1 รายการ');
    await expect(page.getByTestId('order-pagination')).toHaveCount(0);
    await expect(orderRow(page, last.uuid).getByTestId('order-delivery-name')).toHaveText(
      `${last.runner.fname as string} ${last.runner.lname as string}`,
    );
  });
});

test.describe('admin', () => {
  test('an event without orders: every report says no data, and a chart has nothing to export', async ({
    page,
  }) => {
    // Nobody registers for the test event in these specs: its reports stay empty.
    await signIn(page, 'admin');
    await page.goto('/dashboard-organizer/korat-test-run-2027');
    await expect(page.getByTestId('report-header')).toBeVisible({ timeout: 30_000 });
    for (const id of ['runner-type', 'runner-type-sex', 'shirt', 'type-shirt', 'order-count']) {
      await expect(page.getByTestId(`report-${id}-empty`)).toHaveText('ไม่พบข้อมูล');
    }
    await expect(page.getByTestId('order-empty')).toBeVisible();
    await page.getByTestId('report-runner-type-png').click();
    await expect(page.getByTestId('no-chart-data')).toHaveText('ไม่มีข้อมูลกราฟสำหรับส่งออก');
  });

  test('sees every event’s orders; receiving money there opens the event’s admin page, which takes it', async ({
    page,
  }) => {
    test.slow();
    const order = await createOrder(page, DIRECT);
    const slip = await QRCode.toBuffer(`raceday admin slip ${order.uuid}`, { type: 'png', width: 240 });
    await uploadSlip(page, order.uuid, slip);
    const calls: string[] = [];
    page.on('request', (req) => {
      if (/direct-notify/.test(req.url())) calls.push(req.url());
    });

    await signIn(page, 'admin');
    await page.goto('/dashboard-admin');
    await expect(page.getByTestId('organizer-title')).toHaveText('งานวิ่งของฉัน (ผู้ดูแลระบบ)');
    await expect(page.getByTestId('organizer-event-row').first()).toBeVisible();
    // The events table opens the admin's page of each event.
    await expect(
      page
        .locator(`[data-testid="organizer-event-row"][data-key="${DIRECT}"]`)
        .getByTestId('organizer-event-report'),
    ).toHaveAttribute('href', `/dashboard-admin/${DIRECT}`);
    const list = page.getByTestId('order-list');
    await expect(list).toHaveAttribute('data-mode', 'admin');
    await expect(page.getByTestId('order-total')).toContainText(/แสดง [\d,]+–[\d,]+ จาก [\d,]+ รายการ/, {
      timeout: 30_000,
    });

    await searchByMobile(page, order.runner.mobile_no as string);
    const row = orderRow(page, order.uuid);
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(row.getByTestId('order-event-link')).toHaveAttribute('href', `/dashboard-admin/${DIRECT}`);
    await expect(row.getByTestId('order-event-link')).toHaveText('ดอยสุเทพ เทรล 2027');
    // Receive money here says where money is received, and never to log in as someone else.
    await row.getByTestId('order-receive').click();
    const notice = page.getByTestId('admin-receive-notice');
    await expect(notice).toContainText('ยืนยันการรับเงินได้ที่หน้าของกิจกรรม ดอยสุเทพ เทรล 2027');
    await expect(notice).not.toContainText('เข้าสู่ระบบ');
    await expect(row.getByTestId('order-status')).toHaveText('รอชำระเงิน');
    expect(calls).toEqual([]);

    // The per-event admin page: tables without charts, the three exports, and it can take money.
    await notice.getByTestId('admin-receive-open').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard-admin/${DIRECT}$`));
    await expect(page.getByTestId('report-event-title')).toHaveText('ดอยสุเทพ เทรล 2027');
    await expect(page.getByTestId('report-headline')).toBeVisible();
    await expect(page.getByTestId('report-runner-type-table')).toBeVisible();
    await expect(page.getByTestId('report-runner-type-png')).toHaveCount(0);
    await expect(page.getByTestId('report-runner-type-view-chart')).toHaveCount(0);
    await expect(page.getByTestId('report-exports').getByRole('button')).toHaveCount(3);
    await searchByMobile(page, order.runner.mobile_no as string);
    await orderRow(page, order.uuid).getByTestId('order-receive').click();
    await expect(page.getByTestId('receive-confirm').getByTestId('confirm-uuid')).toHaveText(order.uuid);
    await page.getByTestId('receive-confirm-confirm').click();
    await expect(orderRow(page, order.uuid).getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');
  });
});
