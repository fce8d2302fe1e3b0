import { expect, test } from '@playwright/test';
import { EVENTS, THAI } from './fixtures';

/** The demo events' cards: events that other specs create (setup.spec's setup-e2e-*) are left out. */
const DEMO_CARD = '[data-testid="event-card"]:not([href^="/setup-e2e-"])';

test.describe('home page', () => {
  test('shows the demo events in Thai, in their three groups', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const open = page.getByTestId('event-group-open');
    const soon = page.getByTestId('event-group-soon');
    const closed = page.getByTestId('event-group-closed');

    await expect(open.locator(DEMO_CARD)).toHaveCount(5);
    await expect(soon.locator(DEMO_CARD)).toHaveCount(2);
    await expect(closed.locator(DEMO_CARD)).toHaveCount(1);

    // Upcoming registrations are sorted by race day, earliest first.
    await expect(soon.getByTestId('event-card').first()).toHaveAttribute('href', `/${EVENTS.soonFirst}`);
    await expect(soon.getByTestId('event-card').nth(1)).toHaveAttribute('href', `/${EVENTS.soonLater}`);
    await expect(closed).toContainText('หัวหิน บีช รัน 2026');
    await expect(open).toContainText('กรุงเทพริมน้ำ มาราธอน 2027');
    // Race days are shown with Buddhist-era years.
    await expect(open.getByTestId('event-card').first()).toContainText(/25\d\d/);
  });

  test('switching to English changes every string and is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('event-group-open').locator(DEMO_CARD)).toHaveCount(5);
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('event-group-open')).toContainText('All Events');
    await expect(page.getByTestId('event-group-soon')).toContainText('Event soon');
    await expect(page.getByTestId('event-group-closed')).toContainText('Registration closed');
    await expect(page.getByTestId('event-group-open')).toContainText('Bangkok Riverside Marathon 2027');
    const text = await page.locator('body').innerText();
    expect(text.match(THAI), 'no Thai text left on the English page').toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('currentLanguage'))).toBe('en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-th').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByTestId('event-group-open')).toContainText('กรุงเทพริมน้ำ มาราธอน 2027');
  });

  test('opens an event from its card', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('event-group-closed').getByTestId('event-card').first().click();
    await expect(page).toHaveURL(new RegExp(`/${EVENTS.closed}$`));
    await expect(page.getByTestId('event-title')).toHaveText('หัวหิน บีช รัน 2026');
  });
});

test.describe('shell', () => {
  test('menu search lists pages and says when nothing matches', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId(test.info().project.name === 'phone' ? 'menu-search-icon' : 'menu-search').click();
    const input = page.getByTestId('menu-search-input');
    await expect(input).toBeVisible();
    await expect(page.getByTestId('menu-search-result').first()).toBeVisible();
    expect(await page.getByTestId('menu-search-result').count()).toBeLessThanOrEqual(8);
    await input.fill('zzzz-nothing');
    await expect(page.getByTestId('menu-search-empty')).toBeVisible();
  });

  test('sidebar is open on desktop and behind the burger on a phone', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    if (test.info().project.name === 'phone') {
      // Off-canvas until the burger opens it.
      await expect(sidebar).not.toBeInViewport();
      await page.getByTestId('burger').click();
      await expect(sidebar).toBeInViewport();
    } else {
      await expect(sidebar).toBeInViewport();
      await expect(page.getByTestId('burger')).toBeHidden();
    }
  });

  test('scroll-to-top appears after scrolling down and brings the page back up', async ({ page }) => {
    await page.goto(`/${EVENTS.open}`);
    await expect(page.getByTestId('event-title')).toBeVisible();
    await expect(page.getByTestId('scroll-to-top')).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.getByTestId('scroll-to-top')).toBeVisible();
    await page.getByTestId('scroll-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test('anonymous visitors see only Login in the profile menu; footer links are there', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('profile-menu').click();
    await expect(page.getByTestId('login-link')).toHaveAttribute('href', '/auth/login');
    await page.keyboard.press('Escape');
    const footer = page.getByTestId('footer');
    for (const href of [
      '/dashboard-organizer',
      '/find-order',
      '/about',
      '/refund-policy',
      '/privacy-policy',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });
});

test.describe('404', () => {
  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/some/page/that/does/not/exist');
    const nf = page.getByTestId('not-found');
    await expect(nf).toContainText('404');
    await expect(nf).toContainText('ไม่พบหน้า');
    await page.getByTestId('not-found-home').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('event-group-open')).toBeVisible();
  });

  test('an unknown event goes to /404', async ({ page }) => {
    await page.goto('/no-such-race-2099');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toContainText('ไม่พบหน้า');
  });
});
