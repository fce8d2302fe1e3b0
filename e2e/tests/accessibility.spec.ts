import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { EVENTS } from './fixtures';

/**
 * axe-core (WCAG 2.1 A and AA rules) on the pages a runner meets first, on the desktop and the phone
 * project, in Thai and English: no violation at all. Lighthouse's accessibility score is axe's too.
 */
const PAGES = [
  { name: 'home', path: '/', ready: (page: Page) => page.getByTestId('event-card').first() },
  { name: 'event detail', path: `/${EVENTS.open}`, ready: (page: Page) => page.getByTestId('join-event') },
  {
    name: 'registration',
    path: `/${EVENTS.open}/register`,
    ready: (page: Page) => page.getByTestId('submit-order'),
  },
];

for (const language of ['th', 'en'] as const) {
  for (const { name, path, ready } of PAGES) {
    test(`${name} in ${language === 'th' ? 'Thai' : 'English'} has no accessibility violation`, async ({
      page,
    }) => {
      await page.addInitScript((lang) => localStorage.setItem('currentLanguage', lang), language);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const found = results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`,
      );
      expect(found).toEqual([]);
    });
  }
}
