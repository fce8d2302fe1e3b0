import { expect, test, type Page } from '@playwright/test';
import { THAI } from './fixtures';
import { cartRunner, storeCart } from './cart-support';
import { EVENT_KEYS, eventDetail, uniqueThaiName, useEnglish } from './order-support';

const isPhone = () => test.info().project.name === 'phone';

/** Each page's h1 and tab title, in Thai and in English. */
const PAGES = [
  {
    path: '/about',
    th: 'ระบบรับสมัครงานวิ่ง ประหยัด ครบในที่เดียว',
    thTitle: 'เกี่ยวกับเรา',
    en: 'Race registration: low cost, all in one place',
    enTitle: 'About us',
  },
  {
    path: '/how-to-register',
    th: 'วิธีการสมัครงานวิ่ง',
    thTitle: 'วิธีการสมัคร',
    en: 'How to register for a race',
    enTitle: 'How to register',
  },
  {
    path: '/terms-of-use',
    th: 'ข้อกำหนดการใช้งาน',
    thTitle: 'ข้อกำหนดการใช้งาน',
    en: 'Terms of use',
    enTitle: 'Terms of use',
  },
  {
    path: '/privacy-policy',
    th: 'นโยบายความเป็นส่วนตัว',
    thTitle: 'นโยบายความเป็นส่วนตัว',
    en: 'Privacy policy',
    enTitle: 'Privacy policy',
  },
  {
    path: '/refund-policy',
    th: 'นโยบายการคืนเงิน',
    thTitle: 'นโยบายการคืนเงิน',
    en: 'Refund policy',
    enTitle: 'Refund policy',
  },
  { path: '/cart', th: 'ตะกร้าผู้สมัคร', thTitle: 'ตะกร้าผู้สมัคร', en: 'Runner cart', enTitle: 'Runner cart' },
] as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('static pages', () => {
  for (const p of PAGES) {
    test(`${p.path} reads in Thai, and in English without any Thai script`, async ({ page }) => {
      await page.goto(p.path);
      await expect(h1(page)).toHaveText(p.th);
      await expect(page).toHaveTitle(`${p.thTitle} | RaceDay เรซเดย์`);
      await expect(page.getByTestId('not-found')).toHaveCount(0);

      await useEnglish(page);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(h1(page)).toHaveText(p.en);
      await expect(page).toHaveTitle(`${p.enTitle} | RaceDay`);
      const text = await page.locator('body').innerText();
      expect(text.match(THAI), 'no Thai text on the English page').toBeNull();
    });
  }

  test('about: the four offers, the contact channels and an e-mail to the team', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByTestId('about-offer')).toHaveCount(4);
    await expect(page.getByTestId('about-offer').first()).toContainText('รับสมัครฟรี');
    await expect(page.getByTestId('about-page')).toContainText('เปิดรับสมัครได้ในประมาณ 1 วัน');
    await expect(page.getByTestId('contact-email')).toHaveAttribute('href', 'mailto:support@raceday.example');
    await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:020000000');
    await expect(page.getByTestId('contact-line')).toHaveText('@raceday');
    await expect(page.getByTestId('contact-facebook')).toBeVisible();
    const mail = await page.getByTestId('about-cta-mail').getAttribute('href');
    expect(mail).toMatch(/^mailto:support@raceday\.example\?subject=/);
    expect(decodeURIComponent(mail!.split('subject=')[1]!.split('&')[0]!)).toBe(
      'สนใจเปิดรับสมัครงานวิ่งกับ RaceDay',
    );
  });

  test('how to register: two numbered guides, with the ways to pay, leading to find order', async ({
    page,
  }) => {
    await page.goto('/how-to-register');
    const runner = page.getByTestId('guide-runner');
    const team = page.getByTestId('guide-team');
    await expect(runner.getByTestId('step-card')).toHaveCount(8);
    await expect(team.getByTestId('step-card')).toHaveCount(5);
    await expect(runner.getByTestId('step-card').first()).toContainText('ขั้นตอนที่ 1');
    await expect(runner.getByTestId('howto-methods')).toContainText('พร้อมเพย์');
    await expect(runner.getByTestId('howto-methods')).toContainText('แนบสลิป');
    await expect(team).toContainText('ผู้สมัครหลัก');
    await expect(page.getByTestId('howto-events')).toHaveAttribute('href', '/');
    await page.getByTestId('howto-find-order').click();
    await expect(page).toHaveURL(/\/find-order$/);
    await expect(page.getByTestId('find-order-page')).toBeVisible();
  });

  test('terms of use carry the same personal-data policy as the privacy page', async ({ page }) => {
    await page.goto('/privacy-policy');
    const privacy = page.getByTestId('privacy-content');
    await expect(privacy).toContainText('เลขบัตรประชาชนหรือเลขพาสปอร์ต');
    await expect(privacy).toContainText('XXXX');
    await expect(privacy).toContainText('กรุ๊ปเลือด');
    const sections = await privacy.getByTestId('policy-section').allInnerTexts();
    expect(sections.length).toBeGreaterThanOrEqual(8);

    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 2, name: 'การคุ้มครองข้อมูลส่วนบุคคล' })).toBeVisible();
    expect(await page.getByTestId('privacy-content').getByTestId('policy-section').allInnerTexts()).toEqual(
      sections,
    );
    await page.getByTestId('policy-link-refund').click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect(page.getByTestId('refund-page')).toContainText('ค่าธรรมเนียมการชำระเงินไม่คืน');
  });

  test('the side menu, the footer and the cart button reach the pages, not the 404 page', async ({
    page,
  }) => {
    await page.goto('/');
    const menu: [string, RegExp, string][] = [
      ['วิธีการสมัคร', /\/how-to-register$/, 'วิธีการสมัครงานวิ่ง'],
      ['เกี่ยวกับเรา', /\/about$/, 'ระบบรับสมัครงานวิ่ง ประหยัด ครบในที่เดียว'],
    ];
    for (const [label, url, heading] of menu) {
      if (isPhone()) await page.getByTestId('burger').click();
      await page.getByTestId('sidebar').getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(url);
      await expect(h1(page)).toHaveText(heading);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    }

    const footer: [string, RegExp, string][] = [
      ['ระบบรับสมัคร', /\/about$/, 'ระบบรับสมัครงานวิ่ง ประหยัด ครบในที่เดียว'],
      ['นโยบายการคืนเงิน', /\/refund-policy$/, 'นโยบายการคืนเงิน'],
      ['นโยบายความเป็นส่วนตัว', /\/privacy-policy$/, 'นโยบายความเป็นส่วนตัว'],
    ];
    for (const [label, url, heading] of footer) {
      await page.getByTestId('footer').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(h1(page)).toHaveText(heading);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    }

    await page.getByTestId('cart-button').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(h1(page)).toHaveText('ตะกร้าผู้สมัคร');
  });
});

const baht = (n: number) =>
  `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} บาท`;

test.describe('cart page', () => {
  test('shows the stored runner and continues to its event registration page', async ({ page }) => {
    const e = await eventDetail(page.request, EVENT_KEYS.online);
    const fname = uniqueThaiName();
    const { runner, runType, shirt } = cartRunner(e, fname);
    await storeCart(page, { event_key: e.event_key, runners: [runner], main: null });

    await page.goto('/cart');
    const group = page.getByTestId('cart-event');
    await expect(group).toHaveCount(1);
    await expect(group.getByTestId('cart-event-title')).toHaveText(e.title);
    const row = group.getByTestId('cart-runner');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('cart-runner-name')).toHaveText(`${fname} ทดสอบตะกร้า`);
    await expect(row.getByTestId('cart-runner-run-type')).toHaveText(runType.name);
    await expect(row.getByTestId('cart-runner-shirt')).toContainText(shirt.name);
    await expect(row.getByTestId('cart-runner-price')).toHaveText(
      baht(runType.price + shirt.additional_price),
    );
    // The ID number stays out of the page.
    await expect(page.getByTestId('cart-page')).not.toContainText(runner.id_card);

    const next = group.getByTestId('cart-continue');
    await expect(next).toHaveAttribute('href', `/${e.event_key}/register`);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/${e.event_key}/register$`));
    await expect(page.getByTestId('cart-name')).toHaveText(`${fname} ทดสอบตะกร้า`);
  });

  test("reads the seed's bare list of runners, one group per event", async ({ page }) => {
    const online = await eventDetail(page.request, EVENT_KEYS.online);
    const free = await eventDetail(page.request, EVENT_KEYS.free);
    const a = cartRunner(online, uniqueThaiName()).runner;
    const b = { ...a, fname: uniqueThaiName(), event_key: free.event_key, run_type_price: undefined };
    await storeCart(page, [a, b]);

    await page.goto('/cart');
    await expect(page.getByTestId('cart-event')).toHaveCount(2);
    await expect(
      page.locator(`[data-event="${online.event_key}"]`).getByTestId('cart-continue'),
    ).toHaveAttribute('href', `/${online.event_key}/register`);
    await expect(
      page.locator(`[data-event="${free.event_key}"]`).getByTestId('cart-continue'),
    ).toHaveAttribute('href', `/${free.event_key}/register`);
    await expect(page.locator(`[data-event="${free.event_key}"]`)).toContainText(b.fname);
  });

  test('an empty or unreadable cart shows the empty state with a way to the events', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByTestId('cart-page-empty')).toContainText('ยังไม่มีผู้สมัครในตะกร้า');
    await expect(page.getByTestId('cart-event')).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('runner-list', '{not json'));
    await page.reload();
    await expect(page.getByTestId('cart-page-empty')).toBeVisible();

    await page.getByTestId('cart-browse').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('event-group-open')).toBeVisible();
  });
});
