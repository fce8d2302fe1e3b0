import { expect, test, type Page } from '@playwright/test';
import { EVENTS } from './fixtures';

/**
 * Issue 28: home, an event's page and its registration arrive rendered by the server. Without
 * JavaScript a runner can read the event (title, date, race types and prices) and is told to turn it
 * on to register; with it, the app takes the server's page over as it is (the same elements, no
 * React warning or error in the console).
 */
const PAGES = ['/', `/${EVENTS.open}`, `/${EVENTS.open}/register`];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home lists the events and says to turn JavaScript on', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('กรุงเทพริมน้ำ มาราธอน 2027').first()).toBeVisible();
    await expect(page.getByRole('note')).toContainText('เปิดใช้ JavaScript');
  });

  test("an event's page shows its title, date, race types and prices, and a link to register", async ({
    page,
  }) => {
    await page.goto(`/${EVENTS.open}`);
    await expect(page.getByTestId('event-title')).toHaveText('กรุงเทพริมน้ำ มาราธอน 2027');
    await expect(page.getByTestId('event-date')).not.toBeEmpty();
    await expect(page.getByTestId('event-location')).not.toBeEmpty();
    await expect(page.getByTestId('event-cover')).toHaveAttribute('fetchpriority', 'high');
    expect(await page.getByTestId('event-race-type').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('event-race-type-price').first()).toContainText('บาท');
    await expect(page.getByRole('note')).toContainText('เปิดใช้ JavaScript');
    await expect(page).toHaveTitle(/กรุงเทพริมน้ำ มาราธอน 2027/);
  });

  test('the page is styled before any script runs, as the app styles it', async ({ page, browser }) => {
    // The page's own stylesheets come with the HTML: without them the title is drawn at the default
    // heading size (36 px rather than the page's 24 px) until the code arrives, then jumps.
    const titleSize = (p: Page) =>
      p.getByTestId('event-title').evaluate((title) => getComputedStyle(title).fontSize);
    await page.goto(`/${EVENTS.open}`);
    const withoutScript = await titleSize(page);
    // The same screen with scripts on: a context of this browser takes the project's options (and
    // this block's javaScriptEnabled: false) unless told otherwise.
    const scripted = await browser.newContext({ javaScriptEnabled: true });
    const app = await scripted.newPage();
    await app.goto(`/${EVENTS.open}`);
    await expect(app.getByTestId('join-event')).toBeVisible();
    expect(withoutScript).toBe(await titleSize(app));
    await scripted.close();
  });

  test('the page is in the language the visitor chose', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'currentLanguage', value: 'en', url: baseURL! }]);
    await page.goto(`/${EVENTS.open}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('note')).toContainText('Turn on JavaScript');
  });
});

/** The server's elements, kept before any script runs, to compare with those after hydration. */
async function keepServerElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      (window as unknown as { serverNodes: unknown }).serverNodes = {
        html: root?.innerHTML ?? '',
        elements: Array.from(root?.querySelectorAll('[data-testid]') ?? []),
      };
    });
  });
}

test.describe('with JavaScript', () => {
  for (const path of PAGES) {
    test(`${path}: the app takes the server's page over without a warning`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      // A failed load's console line does not say what was missing: the response does.
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
      await keepServerElements(page);
      await page.goto(path);
      // The shell is live (the menu answers) once hydrated.
      // (The burger on a phone, the language switcher on a desktop: whichever this screen shows.)
      await page
        .getByTestId('burger')
        .or(page.getByTestId('language-switcher'))
        .filter({ visible: true })
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const server = (window as unknown as { serverNodes: { html: string; elements: Element[] } })
          .serverNodes;
        return {
          rendered: server.html.length > 1000,
          elements: server.elements.length,
          detached: server.elements
            .filter((e) => !e.isConnected)
            .map((e) => e.getAttribute('data-testid'))
            // Live figures the server does not render (places left, the form once places are
            // checked): their 'checking' placeholders make way for them.
            .filter((id) => id !== 'participate-checking' && id !== 'register-checking'),
        };
      });
      expect(kept.rendered).toBe(true);
      expect(kept.elements).toBeGreaterThan(3);
      // Hydration keeps the server's elements: none was thrown away and drawn again.
      expect(kept.detached).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
