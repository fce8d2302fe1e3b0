/**
 * Bib numbers on the organizer's report page: the paid runners of a race type get numbers from a
 * prefix and start, the plan shows them, a runner who pays later gets the next number at payment, and
 * the bib check at the expo finds them.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import type { EventDetail } from '@raceday/domain';
import { session, signIn } from './backoffice-support';
import { EVENT_KEYS, createOrder, eventDetail, useEnglish } from './order-support';

const DIRECT = EVENT_KEYS.direct;

/** An order of one runner of `runType`, confirmed by the organizer as a received bank transfer. */
async function paidOrder(page: Page, e: EventDetail, runTypeId: number) {
  const shirt = e.t_shirt.find((s) => s.run_type_id === 0 || s.run_type_id === runTypeId)!;
  const order = await createOrder(page, DIRECT, {
    run_type_id: runTypeId,
    t_shirt_id: shirt.id,
    run_model_id: e.run_model.find((m) => m.run_type_id === runTypeId)?.id ?? 0,
  });
  const { accessToken } = await session(page.request, 'organizer');
  const res = await page.request.post('/v1/organizer/direct-notify', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { event_key: DIRECT, uuid: order.uuid },
  });
  expect(res.status(), await res.text()).toBe(200);
  return order;
}

const bibRow = (page: Page, runTypeId: number) =>
  page.locator(`[data-testid="bib-row"][data-run-type-id="${runTypeId}"]`);

test('the organizer numbers the paid runners of a race type, and the bib check shows the number', async ({
  page,
}, info) => {
  test.slow();
  // Desktop and phone share one database: each numbers its own race type with its own prefix.
  const phone = info.project.name === 'phone';
  const prefix = phone ? 'P' : 'D';
  const e = await eventDetail(page.request, DIRECT);
  const runType = e.run_type.filter((r) => r.team_size === 1)[phone ? 2 : 1]!;
  const first = await paidOrder(page, e, runType.id);
  await paidOrder(page, e, runType.id);

  const calls: Request[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/v1/organizer/assign-bibs')) calls.push(req);
  });
  await signIn(page, 'organizer');
  await useEnglish(page);
  await page.goto(`/dashboard-organizer/${DIRECT}`);
  const card = page.getByTestId('report-bibs');
  await expect(card.getByTestId('bib-hint')).toContainText('in the order they paid', { timeout: 30_000 });
  const row = bibRow(page, runType.id);
  await expect(row.getByTestId('bib-run-type')).toHaveText(runType.name_en || runType.name);
  // The demo's paid runners and this test's two, none numbered yet.
  await expect(row.getByTestId('bib-with')).toHaveText('0');
  await expect(row.getByTestId('bib-range')).toHaveText('-');
  const waiting = Number(await row.getByTestId('bib-without').innerText());
  expect(waiting).toBeGreaterThanOrEqual(2);
  await expect(row.getByTestId('bib-paid')).toHaveText(String(waiting));

  // A race type without bibs is offered (row + 1) * 10000 + 1, without a prefix.
  const index = await card
    .getByTestId('bib-row')
    .evaluateAll(
      (rows, id) => rows.findIndex((r) => r.getAttribute('data-run-type-id') === id),
      String(runType.id),
    );
  const start = (index + 1) * 10_000 + 1;
  await expect(row.getByTestId('bib-prefix')).toHaveValue('');
  await expect(row.getByTestId('bib-start')).toHaveValue(String(start));
  await expect(row.getByTestId('bib-start')).toHaveAttribute('inputmode', 'numeric');

  // A start with a letter and a five-character prefix are refused on their fields, without a call.
  await row.getByTestId('bib-start').fill('12a');
  await row.getByTestId('bib-prefix').fill('ABCDE');
  await row.getByTestId('bib-assign').click();
  await expect(row.getByText('Enter 1 to 6 digits, e.g. 10001 or 0001')).toBeVisible();
  await expect(row.getByText('Up to 4 letters A–Z or digits')).toBeVisible();
  await expect(row.getByTestId('bib-start')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('bib-confirm')).toHaveCount(0);

  // Typed in lower case, the prefix shows in capitals.
  await row.getByTestId('bib-prefix').fill(prefix.toLowerCase());
  await expect(row.getByTestId('bib-prefix')).toHaveValue(prefix);
  await row.getByTestId('bib-start').fill(String(start));
  await expect(row.getByText('Enter 1 to 6 digits, e.g. 10001 or 0001')).toHaveCount(0);
  expect(calls).toHaveLength(0);

  // 9 then 10 would not fit one digit: the server refuses, its message shows on the start, nothing is given.
  await row.getByTestId('bib-start').fill('9');
  await row.getByTestId('bib-assign').click();
  await expect(page.getByTestId('bib-confirm')).toHaveText(
    `Give ${waiting} runners of ${runType.name_en || runType.name} bib numbers from ${prefix}9?`,
  );
  await page.getByTestId('bib-confirm-confirm').click();
  await expect(row.getByText('more than 1 digits')).toBeVisible();
  expect(calls).toHaveLength(1);
  await expect(row.getByTestId('bib-without')).toHaveText(String(waiting));

  await row.getByTestId('bib-start').fill(String(start));
  await expect(row.getByTestId('bib-assign')).toHaveText(`Assign ${waiting} bibs`);
  await row.getByTestId('bib-assign').click();
  const confirm = page.getByTestId('bib-confirm');
  await expect(confirm).toHaveText(
    `Give ${waiting} runners of ${runType.name_en || runType.name} bib numbers from ${prefix}${start}?`,
  );
  await page.getByTestId('bib-confirm-confirm').click();
  const firstBib = `${prefix}${start}`;
  const lastBib = `${prefix}${start + waiting - 1}`;
  await expect(page.getByTestId('report-success')).toContainText(firstBib);
  expect(calls.map((req) => req.postDataJSON() as unknown)).toEqual([
    { event_key: DIRECT, run_type_id: runType.id, prefix, start: '9' },
    { event_key: DIRECT, run_type_id: runType.id, prefix, start: String(start) },
  ]);
  await expect(row.getByTestId('bib-without')).toHaveText('0');
  await expect(row.getByTestId('bib-with')).toHaveText(String(waiting));
  await expect(row.getByTestId('bib-range')).toHaveText(`${firstBib}–${lastBib}`);
  await expect(row.getByTestId('bib-complete')).toBeVisible();
  await expect(row.getByTestId('bib-assign')).toHaveCount(0);

  // Someone pays later: they get the next number of the race type at payment, same prefix and width,
  // so the desk never hands over a blank.
  const late = await paidOrder(page, e, runType.id);
  await card.getByTestId('report-bibs-refresh').click();
  await expect(row.getByTestId('bib-without')).toHaveText('0');
  await expect(row.getByTestId('bib-with')).toHaveText(String(waiting + 1));
  await expect(row.getByTestId('bib-range')).toHaveText(`${firstBib}–${prefix}${start + waiting}`);
  await expect(row.getByTestId('bib-assign')).toHaveCount(0);

  // Numbered in the order they paid: this test's first runner paid second to last. The expo desk sees it.
  await page.goto(`/checkbib-organizer/${DIRECT}`);
  await page.getByTestId('checkbib-filter').selectOption('mobile_no');
  await page.getByTestId('checkbib-input').fill(first.runner.mobile_no as string);
  await page.getByTestId('checkbib-search').click();
  const found = page.getByTestId('checkbib-row');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`${prefix}${start + waiting - 2}`);
  await page.getByTestId('checkbib-input').fill(late.runner.mobile_no as string);
  await page.getByTestId('checkbib-search').click();
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`${prefix}${start + waiting}`);
});

test('the admin’s per-event page has the same bib card', async ({ page }) => {
  const e = await eventDetail(page.request, DIRECT);
  // The first race type, which the numbering test leaves alone.
  const runType = e.run_type.filter((r) => r.team_size === 1)[0]!;
  await paidOrder(page, e, runType.id);
  await signIn(page, 'admin');
  await page.goto(`/dashboard-admin/${DIRECT}`);
  const row = bibRow(page, runType.id);
  await expect(row.getByTestId('bib-run-type')).toHaveText(runType.name, { timeout: 30_000 });
  await expect(row.getByTestId('bib-paid')).not.toHaveText('0');
  await expect(page.getByTestId('report-bibs-error')).toHaveCount(0);
});
