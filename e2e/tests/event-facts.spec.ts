import { expect, test } from '@playwright/test';
import { EVENTS, THAI } from './fixtures';
import { useEnglish } from './order-support';

/**
 * The event page tells a runner what they need before the form: race types with price, age limit and
 * places left, the shirt sizes, and how the kit is collected or sent and what that costs.
 */
test('the event page lists race types with price and age limit, shirt sizes and kit pickup', async ({
  page,
}) => {
  await page.goto(`/${EVENTS.open}`);
  const races = page.getByTestId('event-race-type');
  await expect(races).toHaveCount(4);
  const marathon = races.filter({ hasText: 'มาราธอน 42.195 กม.' });
  await expect(marathon.getByTestId('event-race-type-price')).toHaveText('1,200 บาท');
  await expect(marathon.getByTestId('event-race-type-age')).toHaveText('อายุ 18 ปีขึ้นไป');
  await expect(marathon.getByTestId('event-race-type-start')).toHaveText('ปล่อยตัว 03:00 น.');
  await expect(races.filter({ hasText: 'ฟันรัน 5 กม.' }).getByTestId('event-race-type-age')).toHaveCount(0);

  const shirts = page.getByTestId('event-shirt');
  await expect(shirts.filter({ hasText: 'XS (34")' })).toHaveCount(1);
  await expect(shirts.filter({ hasText: '3XL (46")' })).toContainText('+50 บาท');

  const kit = page.getByTestId('event-delivery-type');
  await expect(kit).toHaveCount(2);
  await expect(kit.filter({ hasText: 'EMS' })).toContainText('80 บาท');
  await expect(kit.filter({ hasText: 'EMS' }).getByTestId('event-delivery-extra')).toContainText('+30 บาท');
});

test('a race type with a limit of its own shows its places left, as the server counts them', async ({
  page,
}) => {
  const counted = page.waitForResponse((r) => r.url().endsWith('/v1/order/check-participate-limit'));
  await page.goto(`/${EVENTS.direct}`);
  const reply = (await (await counted).json()) as { run_type_places: { id: number; places_left: number }[] };
  expect(reply.run_type_places).toHaveLength(1);
  const [limited] = reply.run_type_places;
  const row = page.locator(`[data-testid="event-race-type"][data-run-type="${limited!.id}"]`);
  await expect(row.getByTestId('event-race-type-places')).toHaveText(
    `เหลือ ${limited!.places_left.toLocaleString('en-US')} ที่`,
  );
  await expect(page.getByTestId('event-race-type-places')).toHaveCount(1);
});

test('in English the race types, fees and kit options have no Thai', async ({ page }) => {
  await useEnglish(page);
  await page.goto(`/${EVENTS.open}`);
  await expect(page.getByTestId('event-race-type').first()).toBeVisible();
  for (const id of ['event-race-types', 'event-delivery']) {
    await expect(page.getByTestId(id)).not.toContainText(THAI);
  }
  await expect(page.getByTestId('event-race-type').first().getByTestId('event-race-type-age')).toHaveText(
    'Age 18+',
  );
});
