/** The bib pick-up check at the race expo (seed 001 §2.7, §4, §5): search, confirm, done, refused twice, exports. */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createOrder, EVENT_KEYS, uniqueMobile, uniqueThaiName } from './order-support';

const ORGANIZER = { email: 'organizer@raceday.local', password: 'Organizer#2026' };

async function loginAsOrganizer(page: Page): Promise<string> {
  await page.goto('/auth/login');
  await page.getByTestId('login-email').fill(ORGANIZER.email);
  await page.getByTestId('login-password').fill(ORGANIZER.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard-organizer$/);
  return (await page.evaluate(() => localStorage.getItem('_rr_token')))!;
}

/** A bank-transfer order on the direct event, confirmed by the organizer: PAID, so its runner gets a bib. */
async function paidDirectOrder(page: Page, token: string, runner: Record<string, unknown>) {
  const order = await createOrder(page, EVENT_KEYS.direct, runner);
  const res = await page.request.post('/v1/organizer/direct-notify', {
    headers: { Authorization: `Bearer ${token}` },
    data: { event_key: EVENT_KEYS.direct, uuid: order.uuid },
  });
  expect(res.status(), await res.text()).toBe(200);
  return order;
}

async function searchByMobile(page: Page, mobile: string): Promise<void> {
  await page.getByTestId('checkbib-filter').selectOption('mobile_no');
  await page.getByTestId('checkbib-input').fill(mobile);
  await page.getByTestId('checkbib-search').click();
}

test('the organizer finds a paid runner by mobile, hands over the bib after confirming, and a second desk is refused', async ({
  page,
  context,
}) => {
  const token = await loginAsOrganizer(page);
  const mobile = uniqueMobile();
  const fname = uniqueThaiName();
  const order = await paidDirectOrder(page, token, { fname, lname: 'วิ่งดี', mobile_no: mobile });

  await page.goto(`/checkbib-organizer/${EVENT_KEYS.direct}`);
  await expect(page.getByTestId('checkbib-event-title')).toBeVisible();
  // A second desk has the same runner on screen before the first one hands the bib over.
  const desk2 = await context.newPage();
  await desk2.goto(`/checkbib-organizer/${EVENT_KEYS.direct}`);
  await searchByMobile(desk2, mobile);
  await expect(desk2.getByTestId('checkbib-row')).toHaveCount(1);

  await searchByMobile(page, mobile);
  const row = page.getByTestId('checkbib-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(fname);
  await expect(row).toContainText(mobile);
  await expect(row.getByTestId('checkbib-order')).toHaveAttribute('href', `/order/${order.uuid}`);
  await expect(row.getByTestId('checkbib-status')).toHaveAttribute('data-status', 'pending');
  await expect(row.getByTestId('checkbib-status')).toHaveText('รอรับ');

  await row.getByTestId('checkbib-check').click();
  const confirm = page.getByTestId('checkbib-confirm');
  await expect(confirm.getByTestId('checkbib-confirm-name')).toHaveText(`${fname} วิ่งดี`);
  await expect(confirm.getByTestId('checkbib-confirm-run-type')).not.toBeEmpty();
  await expect(confirm.getByTestId('checkbib-confirm-shirt')).not.toHaveText('-');
  await page.getByTestId('checkbib-confirm-ok').click();

  await expect(row.getByTestId('checkbib-status')).toHaveAttribute('data-status', 'done');
  await expect(row.getByTestId('checkbib-status')).toHaveText('รับแล้ว');
  await expect(row.getByTestId('checkbib-collected-at')).toHaveText(/^\d{1,2} \S+ 25\d\d \d\d:\d\d$/);
  await expect(row.getByTestId('checkbib-check')).toBeDisabled();
  // Ready for the next runner in the queue.
  await expect(page.getByTestId('checkbib-input')).toHaveValue('');
  await expect(page.getByTestId('checkbib-input')).toBeFocused();

  // The second desk still shows it pending: the server refuses and says when it was collected.
  await desk2.getByTestId('checkbib-row').getByTestId('checkbib-check').click();
  await desk2.getByTestId('checkbib-confirm-ok').click();
  await expect(desk2.getByTestId('checkbib-refused')).toBeVisible();
  await expect(desk2.getByTestId('popup-message')).toContainText(/รับ BIB ไปแล้วเมื่อ .*25\d\d/);
  await desk2.getByTestId('popup-confirm').click();
  await expect(desk2.getByTestId('checkbib-row').getByTestId('checkbib-status')).toHaveAttribute(
    'data-status',
    'done',
  );
});

test('an unpaid order is listed as not paid yet with no kit to hand over, and a too-short search is stopped on the page', async ({
  page,
}) => {
  await loginAsOrganizer(page);
  const mobile = uniqueMobile();
  const order = await createOrder(page, EVENT_KEYS.direct, { mobile_no: mobile });
  expect(order.order_status).toBe('INITIAL');

  await page.goto(`/checkbib-organizer/${EVENT_KEYS.direct}`);
  await searchByMobile(page, mobile);
  const row = page.getByTestId('checkbib-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('checkbib-status')).toHaveAttribute('data-status', 'unpaid');
  await expect(row.getByTestId('checkbib-check')).toBeDisabled();

  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/organizer/checkbib-search')) searches.push(r.postData() ?? '');
  });
  await page.getByTestId('checkbib-input').fill('08');
  await page.getByTestId('checkbib-search').click();
  await expect(page.getByText('กรุณาพิมพ์อย่างน้อย 3 ตัวอักษร หรือเว้นว่างเพื่อแสดงทั้งหมด')).toBeVisible();
  expect(searches).toEqual([]);
});

test('the exports download .xlsx files named by the report pattern', async ({ page }) => {
  await loginAsOrganizer(page);
  await page.goto(`/checkbib-organizer/${EVENT_KEYS.direct}`);
  const files = [
    { kind: 'ALL', label: 'ตรวจรับBIB' },
    { kind: 'Y', label: 'รับBIBแล้ว' },
    { kind: 'N', label: 'ยังไม่รับBIB' },
  ];
  for (const { kind, label } of files) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(`checkbib-export-${kind}`).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^\\[${label}\\]_${EVENT_KEYS.direct}_\\d{8}_\\d{4,6}\\.xlsx$`),
    );
    const bytes = readFileSync((await download.path())!);
    // An .xlsx is a zip holding the workbook parts.
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(bytes.includes(Buffer.from('xl/workbook.xml'))).toBe(true);
  }
});

test('on an event without the bib check the page says it is not ready', async ({ page }) => {
  await loginAsOrganizer(page);
  await page.goto(`/checkbib-organizer/${EVENT_KEYS.free}`);
  await expect(page.getByTestId('checkbib-not-ready')).toContainText(
    'ระบบตรวจสอบการรับ BIB ของกิจกรรมนี้ยังไม่พร้อมใช้งาน กรุณาติดต่อผู้ดูแลระบบ',
  );
  await expect(page.getByTestId('checkbib-input')).toHaveCount(0);
  await expect(page.getByTestId('checkbib-export-ALL')).toHaveCount(0);
});
