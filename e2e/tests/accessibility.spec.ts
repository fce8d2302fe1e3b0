import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cartRunner, storeCart } from './cart-support';
import { EVENTS } from './fixtures';
import {
  createOrder,
  EVENT_KEYS,
  eventDetail,
  ownerPath,
  uniqueMobile,
  uniqueThaiName,
} from './order-support';

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules and axe's best practices) on the pages a runner meets, on the
 * desktop and the phone project, in Thai and English: no violation at all. Lighthouse's accessibility
 * score is axe's too. Each page is checked as a runner sees it: the registration page with a runner in
 * the cart, the order page of a fresh unpaid order, the lookups with their results shown.
 */
type Language = 'th' | 'en';

interface Visit {
  name: string;
  /** Opens the page in the state to check and waits until that state is shown. */
  open: (page: Page, language: Language) => Promise<void>;
}

const PAGES: Visit[] = [
  {
    name: 'home',
    open: async (page, language) => {
      await page.goto('/');
      await expect(page.getByTestId('event-card').first()).toBeVisible();
      // With the header's notifications open: its trigger and panel are checked too.
      await page.getByTestId('notifications-button').click();
      await expect(page.getByRole('dialog')).toContainText(
        language === 'th' ? 'การแจ้งเตือน' : 'Notifications',
      );
    },
  },
  {
    name: 'event detail',
    open: async (page) => {
      await page.goto(`/${EVENTS.open}`);
      await expect(page.getByTestId('join-event')).toBeVisible();
    },
  },
  {
    name: 'registration with a runner in the cart',
    open: async (page) => {
      const e = await eventDetail(page.request, EVENTS.open);
      const { runner } = cartRunner(e, uniqueThaiName());
      await storeCart(page, { event_key: e.event_key, runners: [runner], main: null });
      await page.goto(`/${EVENTS.open}/register`);
      await expect(page.getByTestId('cart-card')).toHaveCount(1);
      await expect(page.getByTestId('cart-name')).toContainText(runner.fname);
      await expect(page.getByTestId('submit-order')).toBeVisible();
    },
  },
  {
    name: 'order page',
    open: async (page) => {
      const order = await createOrder(page, EVENT_KEYS.online);
      await page.goto(ownerPath(order));
      await expect(page.getByTestId('order-page')).toBeVisible();
      await expect(page.getByTestId('order-page')).toContainText(String(order.runner.fname));
    },
  },
  {
    name: 'find order with its results',
    open: async (page) => {
      const order = await createOrder(page, EVENT_KEYS.online);
      await page.goto('/find-order');
      await page.getByTestId('find-order-mobile').fill(String(order.runner.mobile_no));
      await page.getByTestId('find-order-id-card').fill(String(order.runner.id_card));
      await page.getByTestId('find-order-submit').click();
      await expect(page.getByTestId('find-order-link')).toHaveCount(1);
    },
  },
  {
    name: 'participant check with its results',
    open: async (page) => {
      const order = await createOrder(page, EVENT_KEYS.online);
      await page.goto(`/${EVENT_KEYS.online}/check`);
      await page.getByTestId('check-by-mobile').check();
      await page.getByTestId('check-input').fill(String(order.runner.mobile_no));
      await page.getByTestId('check-submit').click();
      await expect(page.getByTestId('check-row')).toHaveCount(1);
    },
  },
  {
    name: 'login',
    open: async (page) => {
      await page.goto('/auth/login');
      await expect(page.getByTestId('login-email')).toBeVisible();
    },
  },
  {
    name: 'forgot password with its reply',
    open: async (page) => {
      await page.goto('/auth/forgot-password');
      // An e-mail of its own: one e-mail may ask 3 times an hour.
      await page
        .getByTestId('forgot-email')
        .fill(`a11y-${Date.now().toString(36)}${uniqueMobile()}@example.com`);
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('forgot-sent')).toBeVisible();
    },
  },
  {
    name: 'reset password',
    open: async (page) => {
      await page.goto(`/auth/reset-password?token=${'x'.repeat(43)}`);
      await expect(page.getByTestId('reset-password')).toBeVisible();
    },
  },
  {
    name: 'sign-up',
    open: async (page) => {
      await page.goto('/auth/register');
      await expect(page.getByTestId('register-password')).toBeVisible();
    },
  },
];

for (const language of ['th', 'en'] as const satisfies Language[]) {
  for (const { name, open } of PAGES) {
    test(`${name} in ${language === 'th' ? 'Thai' : 'English'} has no accessibility violation`, async ({
      page,
    }) => {
      await page.addInitScript((lang) => localStorage.setItem('currentLanguage', lang), language);
      await open(page, language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // Every page has one main heading naming it.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const results = await new AxeBuilder({ page })
        // WCAG 2.5.3 (label in name): still marked experimental in this axe, so asked for by name.
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
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
