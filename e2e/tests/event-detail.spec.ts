import { expect, test } from '@playwright/test';
import { apiEvent, EVENTS, THAI } from './fixtures';

test.describe('event detail: the registration action follows the seed', () => {
  test('open event: Join Event leads to its registration page', async ({ page }) => {
    await page.goto(`/${EVENTS.open}`);
    await expect(page.getByTestId('event-title')).toHaveText('กรุงเทพริมน้ำ มาราธอน 2027');
    await expect(page.getByTestId('event-content')).toContainText('วิ่งเลียบเจ้าพระยา');
    await expect(page.getByTestId('event-organizer')).toContainText('สมาคมกีฬาวิ่งริมน้ำกรุงเทพ');
    const join = page.getByTestId('join-event');
    await expect(join).toBeVisible();
    await expect(join).toHaveAttribute('href', `/${EVENTS.open}/register`);
    await expect(page.getByTestId('event-full-notice')).toHaveCount(0);
    await expect(page.getByTestId('participant-check')).toHaveAttribute('href', `/${EVENTS.open}/check`);
  });

  test('full event: no Join button, the full notice instead', async ({ page }) => {
    await page.goto(`/${EVENTS.full}`);
    await expect(page.getByTestId('event-full-notice')).toContainText('ขณะนี้มีผู้สมัครเต็มจำนวนแล้ว');
    await expect(page.getByTestId('join-event')).toHaveCount(0);
    await expect(page.getByTestId('participant-check')).toHaveAttribute('href', `/${EVENTS.full}/check`);
  });

  test('registration soon: the opening notice with the organizer text', async ({ page }) => {
    const event = await apiEvent(page, EVENTS.soonFirst);
    await page.goto(`/${EVENTS.soonFirst}`);
    const soon = page.getByTestId('registration-soon');
    await expect(soon).toContainText(event.registration_start_txt_th!);
    await expect(page.getByTestId('join-event')).toHaveCount(0);
    await expect(page.getByTestId('participant-check')).toBeVisible();
  });

  test('registration closed: a disabled Registration Closed button', async ({ page }) => {
    await page.goto(`/${EVENTS.closed}`);
    const closed = page.getByTestId('registration-closed');
    await expect(closed).toBeVisible();
    await expect(closed).toBeDisabled();
    await expect(page.getByTestId('join-event')).toHaveCount(0);
    await expect(page.getByTestId('participant-check')).toHaveAttribute('href', `/${EVENTS.closed}/check`);
  });

  test('in English every string, the content and the organizer info are English', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('currentLanguage', 'en'));
    for (const key of [EVENTS.open, EVENTS.full, EVENTS.soonFirst, EVENTS.closed]) {
      await page.goto(`/${key}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('event-organizer')).toBeVisible();
      await expect(page.getByTestId('participant-check')).toBeVisible();
      const text = await page.locator('body').innerText();
      expect(text.match(THAI), `${key}: no Thai on the English page`).toBeNull();
    }
    await page.goto(`/${EVENTS.full}`);
    await expect(page.getByTestId('event-full-notice')).toContainText('Registration is now full');
    await page.goto(`/${EVENTS.open}`);
    await expect(page.getByTestId('join-event')).toContainText('Join Event');
  });

  test('organizer HTML is sanitized before it is shown', async ({ page }) => {
    // Serve the real event with hostile HTML in its content and organizer info.
    await page.route(`**/v1/events/initial/${EVENTS.open}`, async (route) => {
      const real = await route.fetch();
      const json = (await real.json()) as { body: Record<string, string>[] };
      json.body[0]!.content =
        '<p id="kept">ยินดีต้อนรับ</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">';
      json.body[0]!.organizer_info = '<a href="javascript:window.__pwned = 3" id="bad-link">ติดต่อ</a>';
      await route.fulfill({ response: real, json });
    });
    // The server-rendered page carries its own data: reach the event from the home page, as a runner
    // clicking its card would, so the browser asks the API for it.
    await page.goto('/');
    await page.locator(`a[href="/${EVENTS.open}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${EVENTS.open}$`));
    const content = page.getByTestId('event-content');
    await expect(content.locator('#kept')).toHaveText('ยินดีต้อนรับ');
    await expect(content.locator('script')).toHaveCount(0);
    await expect(content.locator('img')).not.toHaveAttribute('onerror', /.*/);
    const href = await page.getByTestId('event-organizer').locator('#bad-link').getAttribute('href');
    expect(href ?? '').not.toContain('javascript:');
    await page.getByTestId('event-organizer').locator('#bad-link').click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
