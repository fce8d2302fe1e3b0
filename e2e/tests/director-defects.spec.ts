/**
 * The race director's defects (issue 27, items 1, 2, 3, 6), as the director meets them in a browser:
 * an event copied from the demo trail with its own conditions written in setup's editor, a bib prefix
 * and start on a race type, and a model named in Thai and English. The runner's form shows the
 * conditions as formatted text (never `<p>`), the report's bib form gives the stored numbers, the
 * payout card names a refunded order by its uuid, and the English desk names the options in English.
 *
 * The event key starts with setup-e2e-, which the home and accounts specs leave out of their counts.
 */
import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { EventDetail } from '@raceday/domain';
import { session, signIn } from './backoffice-support';
import { createOrder, EVENT_KEYS, eventDetail, useEnglish } from './order-support';

const BASE = '/v1/organizer/setup/events';

test.describe.configure({ mode: 'serial' });

let key = '';
let token = '';
let event: EventDetail;
let runTypeId = 0;
let modelId = 0;

async function call(request: APIRequestContext, method: string, path: string, data?: object) {
  const res = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as { body: Record<string, unknown> };
}

/** A paid order (the organizer confirms the transfer) of the copied event's race type with the model. */
async function paidOrder(page: Parameters<typeof createOrder>[0]) {
  const order = await createOrder(page, key, { run_type_id: runTypeId, run_model_id: modelId });
  await call(page.request, 'POST', '/v1/organizer/direct-notify', { event_key: key, uuid: order.uuid });
  return order;
}

test.beforeAll(async ({ request }, info) => {
  token = (await session(request, 'organizer')).accessToken;
  key = `setup-e2e-director-${info.project.name}-${randomInt(1_000_000)}`;
  await call(request, 'POST', `${BASE}/${EVENT_KEYS.direct}/duplicate`, {
    event_key: key,
    title: 'งานของผู้อำนวยการ',
    title_en: "The director's race",
  });
  await call(request, 'PATCH', `${BASE}/${key}`, {
    condition: '<p>ผู้สมัครยืนยันว่า<strong>สุขภาพแข็งแรง</strong>พร้อมแข่งขัน</p>',
    condition_en: '<p>The applicant confirms <strong>good health</strong> to race.</p>',
    is_run_model: true,
    is_enable_checkbib_function: true,
  });
  const view = (await call(request, 'GET', `${BASE}/${key}`)).body as {
    'run-types': { id: number; team_size: number; min_age: number | null }[];
  };
  runTypeId = view['run-types'].find((r) => r.team_size === 1 && r.min_age === null)!.id;
  await call(request, 'PATCH', `${BASE}/${key}/run-types/${runTypeId}`, { bib_prefix: 'M', bib_start: 1001 });
  const withModel = (
    await call(request, 'POST', `${BASE}/${key}/run-models`, {
      run_type_id: runTypeId,
      name: 'ทั่วไป',
      name_en: 'General',
    })
  ).body as { 'run-models': { id: number; name: string }[] };
  modelId = withModel['run-models'].find((m) => m.name === 'ทั่วไป')!.id;
  await call(request, 'POST', `${BASE}/${key}/publish`);
  event = await eventDetail(request, key);
});

test('the registration form shows the conditions written in setup as formatted text, in Thai and English (item 1)', async ({
  page,
}) => {
  await page.goto(`/${key}/register`);
  const condition = page.getByTestId('condition-text');
  await expect(condition).toContainText('ผู้สมัครยืนยันว่าสุขภาพแข็งแรงพร้อมแข่งขัน');
  await expect(condition.locator('strong')).toHaveText('สุขภาพแข็งแรง');
  await expect(page.getByTestId('accept-condition')).not.toContainText('<p>');
  await expect(page.getByTestId('consents')).not.toContainText('<strong>');

  await useEnglish(page);
  await page.goto(`/${key}/register`);
  await expect(condition).toContainText('The applicant confirms good health to race.');
  await expect(condition.locator('strong')).toHaveText('good health');
  await expect(page.getByTestId('consents')).not.toContainText('<p>');
});

test('the report gives bibs from the race type’s stored prefix and start (item 2)', async ({ page }) => {
  await paidOrder(page);
  await paidOrder(page);
  await signIn(page, 'organizer');
  await page.goto(`/dashboard-organizer/${key}`);
  const row = page.locator(`[data-testid="bib-row"][data-run-type-id="${runTypeId}"]`);
  await expect(row.getByTestId('bib-prefix')).toHaveValue('M', { timeout: 30_000 });
  await expect(row.getByTestId('bib-start')).toHaveValue('1001');
  await row.getByTestId('bib-assign').click();
  await expect(page.getByTestId('bib-confirm')).toContainText('M1001');
  await page.getByTestId('bib-confirm-confirm').click();
  await expect(row.getByTestId('bib-range')).toHaveText('M1001–M1002');
});

test('the payout card names a refunded order by its uuid, as every other screen (item 3)', async ({
  page,
}) => {
  const order = await paidOrder(page);
  await call(page.request, 'POST', '/v1/organizer/refund-order', {
    event_key: key,
    uuid: order.uuid,
    amount: 100,
    reference: 'KBANK 4242',
    cancel: true,
  });
  await signIn(page, 'organizer');
  await page.goto(`/dashboard-organizer/${key}`);
  const payout = page.getByTestId('report-payout');
  await payout.getByTestId('report-payout-refresh').click();
  const refund = payout.getByTestId('payout-refund-row').filter({ hasText: 'KBANK 4242' });
  await expect(refund.getByTestId('payout-refund-order')).toHaveText(order.uuid);
});

test('the English desk names the race type and model in English (item 6)', async ({ page }) => {
  const order = await paidOrder(page);
  await signIn(page, 'organizer');
  await useEnglish(page);
  await page.goto(`/checkbib-organizer/${key}`);
  await page.getByTestId('checkbib-filter').selectOption('order_uuid');
  await page.getByTestId('checkbib-input').fill(order.uuid);
  await page.getByTestId('checkbib-search').click();
  const row = page.getByTestId('checkbib-row');
  await expect(row).toHaveCount(1);
  const runType = event.run_type.find((r) => r.id === runTypeId)!;
  await expect(row).toContainText(runType.name_en);
  await expect(row).toContainText('General');
  await expect(row).not.toContainText('ทั่วไป');
  await expect(row).not.toContainText(runType.name);
});
