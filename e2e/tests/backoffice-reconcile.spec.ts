/**
 * The report page's headline strip says what the spreadsheets say: the runners registered and paid,
 * and the money received, read back from the all-applicants file the page downloads (exceljs).
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './backoffice-support';
import { EVENT_KEYS } from './order-support';

const figure = async (page: Page, key: string) =>
  Number(((await page.getByTestId(`headline-${key}-value`).innerText()) || '').replace(/[^\d.]/g, ''));

/** The all-applicants file as the organizer downloads it: its runner rows and its money columns. */
async function allApplicants(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-report-order-excel-all').first().click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const column = (name: RegExp) => header.findIndex((h) => name.test(h));
  const status = column(/Status/);
  const received = column(/Amount received/);
  const rows: { status: string; received: number }[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as unknown[];
    // Runner rows are numbered; the totals and note rows below the list are not.
    if (typeof values[1] !== 'number') return;
    rows.push({ status: String(values[status] ?? ''), received: Number(values[received] ?? 0) });
  });
  return rows;
}

test('the headline figures equal the all-applicants spreadsheet', async ({ page }) => {
  await signIn(page, 'organizer');
  await page.goto(`/dashboard-organizer/${EVENT_KEYS.direct}`);
  await expect(page.getByTestId('report-headline')).toBeVisible();
  // Other tests add orders to this event meanwhile: read the strip, the file, and the strip again,
  // until nothing moved in between.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('headline-registered-value')).toBeVisible();
    const before = [
      await figure(page, 'registered'),
      await figure(page, 'paid'),
      await figure(page, 'received'),
    ];
    const rows = await allApplicants(page);
    await page.reload();
    await expect(page.getByTestId('headline-registered-value')).toBeVisible();
    const after = [
      await figure(page, 'registered'),
      await figure(page, 'paid'),
      await figure(page, 'received'),
    ];
    expect(after).toEqual(before);
    const [registered, paid, received] = before;
    expect(rows.length).toBe(registered);
    expect(rows.filter((r) => /ชำระเงินแล้ว|Paid/.test(r.status)).length).toBe(paid);
    expect(Math.round(rows.reduce((a, r) => a + r.received, 0) * 100)).toBe(Math.round(received! * 100));
  }).toPass({ timeout: 90_000 });
});
