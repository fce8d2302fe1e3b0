/**
 * Event setup: the super-admin creates an event for the demo organizer, gives it a race type with an
 * early-bird price, a shirt and a delivery, previews it, publishes it, and it is on the home page.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './backoffice-support';

/** A moment `days` from now as a datetime-local value in Bangkok time. */
function bangkokLocal(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 16);
}

async function addItem(page: Page, part: string, values: Record<string, string>) {
  const section = page.getByTestId(`part-${part}`).first();
  await section.getByTestId(`part-${part}-add`).first().click();
  const form = section.getByTestId(`part-${part}-form`).first();
  for (const [field, value] of Object.entries(values)) await form.getByTestId(`field-${field}`).fill(value);
  await form.getByTestId(`part-${part}-form-submit`).click();
  await expect(form).toBeHidden();
}

test('the super-admin sets up an event, previews it, publishes it, and it is on the home page', async ({
  page,
}, info) => {
  test.slow(); // every setup form, a preview, a publish and the home page
  // Each project (desktop, phone) sets up its own event.
  const key = `setup-e2e-${info.project.name}-${Date.now().toString(36)}`;
  const title = `งานทดสอบตั้งค่า ${key.slice(-5)}`;
  await signIn(page, 'admin');

  await page.goto('/dashboard-admin');
  await page.getByTestId('organizer-new-event').first().click();
  await expect(page).toHaveURL(/\/dashboard-organizer\/new$/);

  const form = page.getByTestId('setup-new-form');
  await form.getByTestId('field-event_key').fill(key);
  await form.getByTestId('field-title').fill(title);
  await form.getByTestId('field-title_en').fill(`Setup test ${key.slice(-5)}`);
  await form.getByTestId('field-event_date').fill('2027-09-12');
  await form.getByTestId('field-registration_start_at').fill(bangkokLocal(-1));
  // First the window the wrong way round: the server's message stands beside the field.
  await form.getByTestId('field-registration_end_at').fill(bangkokLocal(-2));
  await form.getByTestId('field-organizer_email').fill('organizer@raceday.local');
  await form.getByTestId('setup-new-form-submit').click();
  await expect(form.getByTestId('field-registration_end_at')).toHaveAttribute('aria-invalid', 'true');
  await form.getByTestId('field-registration_end_at').fill(bangkokLocal(60));
  await form.getByTestId('setup-new-form-submit').click();

  await expect(page).toHaveURL(new RegExp(`/dashboard-organizer/${key}/setup$`));
  await expect(page.getByTestId('setup-status')).toHaveAttribute('data-published', 'false');
  await expect(page.getByTestId('setup-title')).toHaveText(title);

  const basics = page.getByTestId('setup-basics-form');
  await basics.getByTestId('field-location').fill('สวนลุมพินี กรุงเทพฯ');
  await basics.getByTestId('field-location_en').fill('Lumphini Park, Bangkok');
  await basics.getByTestId('setup-basics-form-submit').click();
  await expect(page.getByTestId('setup-saved').first()).toBeVisible();

  await page.getByTestId('setup-tab-runTypes').click();
  await addItem(page, 'run-types', {
    name: 'มินิมาราธอน 10 กม.',
    name_en: 'Mini marathon 10 km',
    price: '800',
  });
  const runType = page.getByTestId('part-run-types-item').filter({ hasText: 'มินิมาราธอน 10 กม.' });
  await expect(runType).toContainText('800');
  await runType.getByTestId('part-run-types-edit').click();
  await addItem(page, 'price-tiers', {
    name: 'Early bird',
    name_en: 'Early bird',
    price: '650',
    starts_at: bangkokLocal(-1),
    ends_at: bangkokLocal(20),
  });
  await expect(runType.getByTestId('part-price-tiers-item')).toContainText('650');

  await page.getByTestId('setup-tab-shirts').click();
  await addItem(page, 'shirts', { name: 'M (38")', stock: '50' });
  await expect(page.getByTestId('part-shirts-item')).toContainText('0');

  await page.getByTestId('setup-tab-delivery').click();
  await addItem(page, 'delivery-types', { name: 'รับเองหน้างาน', name_en: 'Pick up at the race', price: '0' });
  await expect(page.getByTestId('part-delivery-types-item')).toHaveCount(1);

  await page.getByTestId('setup-tab-history').click();
  await expect(page.getByTestId('setup-change').first()).toContainText('admin@raceday.local');

  // The public page as it will look, then published from there.
  await page.getByTestId('setup-preview').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard-organizer/${key}/preview$`));
  await expect(page.getByTestId('setup-preview-banner')).toContainText('ยังไม่ได้เผยแพร่');
  await expect(page.getByTestId('event-title')).toHaveText(title);
  await expect(page.getByTestId('event-location')).toContainText('สวนลุมพินี');
  // The box shows registration as it will be once published, not the public check's "full".
  await expect(page.getByTestId('join-event')).toBeVisible();
  await page.getByTestId('setup-publish').click();
  await page.getByTestId('setup-publish-confirm').click();
  await expect(page.getByTestId('setup-preview-banner')).toContainText('เผยแพร่แล้ว');

  await page.goto('/');
  await expect(page.locator(`a[href="/${key}"]`).first()).toBeVisible();
  await page.goto(`/${key}`);
  await expect(page.getByTestId('event-title')).toHaveText(title);
  await expect(page.getByTestId('join-event')).toBeVisible();

  // Next year's race starts as a copy: a new draft with the same race type.
  await page.goto(`/dashboard-organizer/${key}/setup`);
  await expect(page.getByTestId('setup-status')).toHaveAttribute('data-published', 'true');
  await page.getByTestId('setup-duplicate').click();
  const copy = page.getByTestId('setup-duplicate-form');
  await copy.getByTestId('field-event_key').fill(`${key}-next`);
  await copy.getByTestId('setup-duplicate-form-submit').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard-organizer/${key}-next/setup$`));
  await expect(page.getByTestId('setup-status')).toHaveAttribute('data-published', 'false');
  await page.getByTestId('setup-tab-runTypes').click();
  await expect(page.getByTestId('part-run-types-item')).toContainText('มินิมาราธอน 10 กม.');
});
