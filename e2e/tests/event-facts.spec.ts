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

test('the event page shows when a price rises and the places left of the whole event', async ({ page }) => {
  const event = (await (await page.request.get(`/v1/events/${EVENTS.open}`)).json()) as {
    participant_limit: number;
    run_type: { name: string; next_price: number | null; next_price_at: string | null }[];
  };
  const counted = page.waitForResponse((r) => r.url().endsWith('/v1/order/check-participate-limit'));
  await page.goto(`/${EVENTS.open}`);
  const { places_left } = (await (await counted).json()) as { places_left: number };
  await expect(page.getByTestId('event-places')).toHaveText(
    `เหลือ ${places_left.toLocaleString('en-US')} จาก 8,000 ที่`,
  );
  // The demo marathon rises from 1,200 to 1,400 (late entry); the page says from when.
  const marathon = page.getByTestId('event-race-type').filter({ hasText: 'มาราธอน 42.195 กม.' }).first();
  await expect(marathon.getByTestId('event-race-type-price')).toHaveText('1,200 บาท');
  const rise = event.run_type[0]!;
  expect(rise.next_price).toBe(1400);
  await expect(marathon.getByTestId('event-race-type-next-price')).toHaveText(
    /^ตั้งแต่ \d{1,2} \S+ 25\d\d เวลา 10:00 น\. ราคา 1,400 บาท$/,
  );
  await expect(page.getByTestId('event-race-type-next-price')).toHaveCount(1);
  await expect(page.getByTestId('event-status').first()).toHaveText('เปิดรับสมัคร');
});

test('a full event reads full on the home card and both badges of its page', async ({ page }) => {
  await page.goto('/');
  const card = page.locator(`[data-testid="event-card"][data-event-key="${EVENTS.full}"]`);
  await expect(card.getByTestId('event-status')).toHaveText('เต็มแล้ว');
  await page.goto(`/${EVENTS.full}`);
  await expect(page.getByTestId('event-full-notice')).toBeVisible();
  const badges = page.getByTestId('event-status').filter({ visible: true });
  await expect(badges).toHaveCount(2);
  await expect(badges.nth(0)).toHaveText('เต็มแล้ว');
  await expect(badges.nth(1)).toHaveText('เต็มแล้ว');
  await expect(page.getByTestId('event-places')).toHaveText('เต็มแล้ว');
  await useEnglish(page);
  await page.goto(`/${EVENTS.full}`);
  await expect(page.getByTestId('event-status').filter({ visible: true }).first()).toHaveText('Full');
});
