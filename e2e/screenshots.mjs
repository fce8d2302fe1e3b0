// Takes the documentation screenshots of a running product (default http://127.0.0.1:3000):
// each page at 1280 px desktop and 390 px phone, in Thai and English, into docs/screenshots/.
//   node e2e/screenshots.mjs [baseURL]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { findChromium } from './ensure-chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = new URL('../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const pages = [
  ['home', '/'],
  ['event-open', '/bangkok-riverside-marathon-2027'],
  ['event-full', '/khonkaen-night-run-2027'],
  ['event-soon', '/phuket-sunrise-half-marathon-2027'],
  ['event-closed', '/huahin-beach-run-2026'],
  ['not-found', '/no/such/page'],
  ['login', '/auth/login'],
  ['sign-up', '/auth/register'],
  ['member-dashboard', '/dashboard', 'member'],
  ['profile', '/profile', 'member'],
  ['organizer-dashboard', '/dashboard-organizer', 'organizer'],
  ['admin-dashboard', '/dashboard-admin', 'admin'],
  ['organizer-report-transfer', '/dashboard-organizer/chiangmai-doi-suthep-trail-2027', 'organizer'],
  ['organizer-report-online', '/dashboard-organizer/bangkok-riverside-marathon-2027', 'organizer'],
  ['admin-report', '/dashboard-admin/bangkok-riverside-marathon-2027', 'admin'],
  ['checkbib', '/checkbib-organizer/chiangmai-doi-suthep-trail-2027', 'organizer'],
  ['order-edit', null, 'organizer'],
  ['about', '/about'],
  ['how-to-register', '/how-to-register'],
  ['terms-of-use', '/terms-of-use'],
  ['cart', '/cart'],
];

// Pages behind a login: the demo accounts, and one member made for the screenshots.
const accounts = {
  organizer: { email: 'organizer@raceday.local', password: 'Organizer#2026' },
  admin: { email: 'admin@raceday.local', password: 'Admin#2026' },
  member: { email: `screenshots-${Date.now()}@example.com`, password: 'Member#2026' },
};
await fetch(`${base}/v1/user/register`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({
    name: 'สมศรี',
    sername: 'รักวิ่ง',
    display_name: 'Somsri',
    mobile_no: '0812345678',
    ...accounts.member,
  }),
});
const sessions = {};
for (const [who, account] of Object.entries(accounts)) {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const reply = await res.json();
  sessions[who] = { token: reply.accessToken, user: JSON.stringify(reply.body) };
}
const sizes = [
  ['desktop', { width: 1280, height: 900 }, false],
  ['phone', { width: 390, height: 844 }, true],
];
const only = process.env.SHOTS?.split(',');

/** The newest order of the trail event, for the order edit page. */
async function newestTrailOrder(token) {
  const res = await fetch(`${base}/v1/organizer/report-order-latest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ event_key: 'chiangmai-doi-suthep-trail-2027', order_filter_type: 'ALL' }),
  });
  const reply = await res.json();
  return `/order-update/chiangmai-doi-suthep-trail-2027/${reply.body[0].uuid}`;
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [sizeName, viewport, isMobile] of sizes) {
  for (const lang of ['th', 'en']) {
    const context = await browser.newContext({
      viewport,
      isMobile,
      hasTouch: isMobile,
      deviceScaleFactor: 1,
    });
    await context.addInitScript((l) => localStorage.setItem('currentLanguage', l), lang);
    const page = await context.newPage();
    for (const [name, fixedPath, who] of pages) {
      if (only && !only.includes(name)) continue;
      const path = fixedPath ?? (await newestTrailOrder(sessions.organizer.token));
      await page.goto(base + '/404');
      await page.evaluate(
        (session) => {
          if (session) {
            localStorage.setItem('_rr_token', session.token);
            localStorage.setItem('_rr_user', session.user);
          } else {
            localStorage.removeItem('_rr_token');
            localStorage.removeItem('_rr_user');
          }
        },
        who ? sessions[who] : null,
      );
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Scroll through once so lazy images below the fold load before a full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const file = `${out}${name}-${sizeName}-${lang}.png`;
      await page.screenshot({
        path: file,
        fullPage: sizeName === 'desktop',
      });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
