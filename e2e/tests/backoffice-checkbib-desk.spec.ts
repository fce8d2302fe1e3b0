/**
 * The desk on race weekend and refunds in plain sight (issue 27 items 9, 12, 13), best seen on the
 * phone project: the desk finds unpaid and cancelled runners with their state and hands them nothing,
 * tells "not registered" apart, shows how each kit goes and refuses one posted by EMS (warning before
 * handing over one that was to be posted); the organizer records EMS numbers one at a time and from a
 * spreadsheet (errors by row, nothing half-saved); a fully refunded order asks to be cancelled; order
 * rows say refunded / partly refunded; the headline shows received − refunded = kept as the payout does.
 */
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { session, signIn } from './backoffice-support';
import { createOrder, EVENT_KEYS, eventDetail, uniqueMobile, uniqueThaiName } from './order-support';

const KEY = EVENT_KEYS.direct;
const ADDRESS = {
  delivery_add_name: 'สมชาย ใจดี',
  delivery_add_mobile_no: '0812345678',
  delivery_add_no: '99/1 ถนนพระราม 1',
  delivery_add_postcode: '10330',
  delivery_add_sub_district: 'รองเมือง',
  delivery_add_district: 'ปทุมวัน',
  delivery_add_province: 'กรุงเทพมหานคร',
};

async function organizerPost(page: Page, endpoint: string, data: Record<string, unknown>) {
  const { accessToken } = await session(page.request, 'organizer');
  const res = await page.request.post(`/v1/organizer/${endpoint}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { event_key: KEY, ...data },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An order of the trail (bank transfer), by post or picked up, confirmed paid unless told. */
async function trailOrder(page: Page, opts: { byPost: boolean; paid?: boolean }) {
  const e = await eventDetail(page.request, KEY);
  const delivery = e.delivery_type.find((d) => d.is_require_address === (opts.byPost ? 'Y' : 'N'))!;
  const mobile = uniqueMobile();
  const fname = uniqueThaiName();
  const order = await createOrder(
    page,
    KEY,
    { fname, lname: 'ทดสอบ', mobile_no: mobile },
    { delivery_type_id: delivery.id, ...(opts.byPost ? ADDRESS : {}) },
  );
  if (opts.paid !== false) await organizerPost(page, 'direct-notify', { uuid: order.uuid });
  return { uuid: order.uuid, mobile, fname };
}

async function searchByMobile(page: Page, mobile: string): Promise<void> {
  await page.getByTestId('checkbib-filter').selectOption('mobile_no');
  await page.getByTestId('checkbib-input').fill(mobile);
  await page.getByTestId('checkbib-search').click();
}

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('EMS');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('the desk finds unpaid and cancelled runners with their state, tells "not registered" apart, and refuses a posted kit', async ({
  page,
}) => {
  await signIn(page, 'organizer');
  const unpaid = await trailOrder(page, { byPost: false, paid: false });
  const deleted = await trailOrder(page, { byPost: false, paid: false });
  await organizerPost(page, 'delete-order', { uuid: deleted.uuid });
  const posted = await trailOrder(page, { byPost: true });
  await organizerPost(page, 'order-tracking', { uuid: posted.uuid, tracking_no: 'EF123456789TH' });
  const toPost = await trailOrder(page, { byPost: true });

  await page.goto(`/checkbib-organizer/${KEY}`);
  await expect(page.getByTestId('checkbib-event-title')).toBeVisible();

  // Not paid yet: found, said so, and no kit.
  await searchByMobile(page, unpaid.mobile);
  let row = page.getByTestId('checkbib-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(unpaid.fname);
  await expect(row.getByTestId('checkbib-status')).toHaveText('ยังไม่ชำระเงิน');
  await expect(row.getByTestId('checkbib-check')).toBeDisabled();
  // An icon button on the desktop's table, a labelled one on the phone: its name says why.
  await expect(row.getByTestId('checkbib-check')).toHaveAccessibleName('ยังไม่ชำระเงิน: มอบไม่ได้');
  await expect(row.getByTestId('checkbib-delivery')).toHaveText('รับเองที่งาน Expo');

  // Deleted: cancelled.
  await searchByMobile(page, deleted.mobile);
  row = page.getByTestId('checkbib-row');
  await expect(row.getByTestId('checkbib-status')).toHaveText('ยกเลิกแล้ว');
  await expect(row.getByTestId('checkbib-check')).toBeDisabled();

  // Nobody with this number: not registered.
  await searchByMobile(page, uniqueMobile());
  await expect(page.getByTestId('checkbib-empty')).toContainText('ไม่พบผู้สมัคร: ยังไม่ได้ลงทะเบียนในกิจกรรมนี้');

  // Posted by EMS: the delivery and its number, and no kit at the desk.
  await searchByMobile(page, posted.mobile);
  row = page.getByTestId('checkbib-row');
  await expect(row.getByTestId('checkbib-delivery')).toContainText('จัดส่งทางไปรษณีย์ EMS');
  await expect(row.getByTestId('checkbib-tracking')).toHaveText('เลขพัสดุ EF123456789TH');
  await expect(row.getByTestId('checkbib-status')).toHaveText('ส่ง EMS แล้ว');
  await expect(row.getByTestId('checkbib-check')).toBeDisabled();

  // To be posted, not yet: the desk is warned before handing it over.
  await searchByMobile(page, toPost.mobile);
  row = page.getByTestId('checkbib-row');
  await expect(row.getByTestId('checkbib-status')).toHaveText('รอรับ');
  await row.getByTestId('checkbib-check').click();
  await expect(page.getByTestId('checkbib-confirm-delivery')).toHaveText('จัดส่งทางไปรษณีย์ EMS');
  await expect(page.getByTestId('checkbib-confirm-by-post')).toContainText('ต้องไม่ส่งพัสดุให้อีก');
  await page.getByTestId('checkbib-confirm-cancel').click();

  await page.screenshot({ path: test.info().outputPath('desk-th.png'), fullPage: true });
});

test('the desk in English names the state and the delivery', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('currentLanguage', 'en'));
  await signIn(page, 'organizer');
  const unpaid = await trailOrder(page, { byPost: true, paid: false });
  await page.goto(`/checkbib-organizer/${KEY}`);
  await searchByMobile(page, unpaid.mobile);
  const row = page.getByTestId('checkbib-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('checkbib-status')).toHaveText('Not paid yet');
  await expect(row.getByTestId('checkbib-check')).toHaveAccessibleName('Not paid yet: no kit');
  await expect(row.getByTestId('checkbib-delivery')).toHaveText('Delivery by Thailand Post EMS');
  await searchByMobile(page, uniqueMobile());
  await expect(page.getByTestId('checkbib-empty')).toContainText(
    'No runner found: not registered for this event',
  );
  await page.screenshot({ path: test.info().outputPath('desk-en.png'), fullPage: true });
});

test('the organizer records EMS numbers one at a time and from a spreadsheet, all rows or none', async ({
  page,
}) => {
  await signIn(page, 'organizer');
  const one = await trailOrder(page, { byPost: true });
  const a = await trailOrder(page, { byPost: true });
  const b = await trailOrder(page, { byPost: true });
  const pickup = await trailOrder(page, { byPost: false });
  await page.goto(`/dashboard-organizer/${KEY}`);

  // One at a time, from the order's row.
  // The list searches by mobile unless told otherwise.
  await page.getByTestId('order-filter-text').fill(one.mobile);
  await page.getByTestId('order-search').click();
  const tracking = page.getByTestId('order-tracking');
  await expect(tracking).toHaveCount(1);
  await tracking.click();
  await page.getByTestId('tracking-input').fill('EF12345');
  await page.getByTestId('tracking-save').click();
  await expect(page.getByTestId('tracking-form')).toContainText('EF123456789TH');
  await page.getByTestId('tracking-input').fill('ef123456780th');
  await page.getByTestId('tracking-save').click();
  await expect(page.getByTestId('order-tracking')).toHaveText('EF123456780TH');

  // A spreadsheet with bad rows: each problem by its row, nothing saved.
  const upload = page.getByTestId('tracking-upload');
  const input = upload.locator('input[type=file]');
  const file = (buffer: Buffer) => ({
    name: 'ems.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await input.setInputFiles(
    file(
      await sheet([
        ['order', 'tracking'],
        [a.uuid, 'EF000000011TH'],
        [b.uuid, 'oops'],
        [pickup.uuid, 'EF000000013TH'],
      ]),
    ),
  );
  const errors = page.getByTestId('tracking-upload-error');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0)).toContainText('แถว 3 · เลขพัสดุ');
  await expect(errors.nth(1)).toContainText('แถว 4 · เลขคำสั่งซื้อ: คำสั่งซื้อนี้ไม่ได้เลือกจัดส่งทางไปรษณีย์');
  await page.getByTestId('order-filter-text').fill(a.mobile);
  await page.getByTestId('order-search').click();
  await expect(page.getByTestId('order-tracking')).toHaveText('เพิ่มเลขพัสดุ');

  await input.setInputFiles(
    file(
      await sheet([
        [a.uuid, 'EF000000011TH'],
        [b.uuid, 'EF000000012TH'],
      ]),
    ),
  );
  await expect(page.getByText('บันทึกเลขพัสดุ 2 คำสั่งซื้อแล้ว')).toBeVisible();
  await expect(page.getByTestId('tracking-upload-errors')).toHaveCount(0);
  await page.getByTestId('order-search').click();
  await expect(page.getByTestId('order-tracking')).toHaveText('EF000000011TH');
});

test('refunds in plain sight: part and full on the rows, a full refund asks to cancel, the headline reconciles with the payout', async ({
  page,
}) => {
  // Two orders, two refunds, a page of nine calls and the payout read until they agree: more than the
  // default minute on a busy two-core machine.
  test.setTimeout(120_000);
  await signIn(page, 'organizer');
  const part = await trailOrder(page, { byPost: false });
  const full = await trailOrder(page, { byPost: false });
  await organizerPost(page, 'refund-order', { uuid: part.uuid, amount: 100, reference: 'PART-1' });
  await page.goto(`/dashboard-organizer/${KEY}`);

  // The list answers the search it was given: wait for that answer, or a click may land on the
  // last search's row (a CI run refunded the first order twice that way).
  const find = async (mobile: string) => {
    await page.getByTestId('order-filter-text').fill(mobile);
    await Promise.all([
      page.waitForResponse(
        (r) =>
          r.url().endsWith('/v1/organizer/report-order-latest') &&
          (r.request().postData() ?? '').includes(mobile),
      ),
      page.getByTestId('order-search').click(),
    ]);
  };
  await find(part.mobile);
  await expect(page.getByTestId('order-refunded')).toHaveText('คืนเงินบางส่วน ฿100.00');
  await expect(page.getByTestId('order-refunded')).toHaveAttribute('data-refund', 'part');

  // Everything back by hand: then the order is asked to be cancelled too.
  await find(full.mobile);
  // The second order's row, which has no refund yet, has replaced the first's.
  await expect(page.getByTestId('order-refunded')).toHaveCount(0);
  await page.getByTestId('order-refund').click();
  await page.getByTestId('refund-reference').fill('FULL-1');
  await page.getByTestId('refund-submit').click();
  const ask = page.getByTestId('refund-ask-cancel');
  await expect(ask).toContainText('คืนเงินของคำสั่งซื้อนี้ครบทั้งหมดแล้ว');
  await page.getByTestId('refund-ask-cancel-confirm').click();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'CANCEL');
  await expect(page.getByTestId('order-refunded')).toHaveText('คืนเงินแล้ว');

  // The headline: received − refunded = kept, each equal to the payout's totals.
  const money = async (key: string) =>
    Number((await page.getByTestId(`headline-money-${key}`).innerText()).replace(/[^\d.]/g, ''));
  const { accessToken } = await session(page.request, 'organizer');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('headline-money')).toBeVisible();
    const [received, refunded, kept] = [await money('in'), await money('refunded'), await money('net')];
    const payout = (await (
      await page.request.post('/v1/organizer/payout', {
        headers: { Authorization: `Bearer ${accessToken}` },
        data: { event_key: KEY },
      })
    ).json()) as { body: { totals: { received: number; refunds: number } } };
    expect(received).toBe(payout.body.totals.received);
    expect(refunded).toBe(payout.body.totals.refunds);
    expect(Math.round(kept * 100)).toBe(Math.round(received * 100) - Math.round(refunded * 100));
  }).toPass({ timeout: 60_000 });
  if (test.info().project.name === 'desktop')
    await page.getByTestId('report-headline').screenshot({ path: test.info().outputPath('headline.png') });
});
