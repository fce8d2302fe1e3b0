// Takes the documentation screenshots of a running product (default http://127.0.0.1:3000):
// each page at 1280 px desktop and 390 px phone, in Thai and English, into docs/screenshots/
// (or SHOTS_DIR). SHOTS=name,name takes only those; SHOTS_FULL=1 takes whole pages on the phone too.
//   node e2e/screenshots.mjs [baseURL]
import { chromium } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { findChromium } from './ensure-chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.env.SHOTS_DIR
  ? `${process.env.SHOTS_DIR.replace(/\/$/, '')}/`
  : new URL('../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const only = process.env.SHOTS?.split(',');
const wanted = (...names) => !only || names.some((n) => only.includes(n));

// ---- Orders for the order-page, find-order and participant-check states (made once, through the API).
const digits = (n) => Array.from({ length: n }, () => randomInt(10)).join('');
function thaiId() {
  const first12 = `3${digits(11)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}
/** A runner as the order API takes it: the event's first individual race type, shirt and model. */
function demoRunner(e, runner = {}) {
  const runType = e.run_type.find((r) => r.team_size === 1);
  const shirt = e.t_shirt.find((t) => t.run_type_id === 0 || t.run_type_id === runType.id);
  const model = e.run_model.find((m) => m.run_type_id === runType.id);
  const r = {
    register_type: 'MYSELF',
    fname: 'สมชาย',
    lname: 'ใจดี',
    sex: 'MALE',
    dob: '1990-05-17',
    nationality: 'THAI',
    id_card: thaiId(),
    email: 'somchai@example.com',
    mobile_no: `08${digits(8)}`,
    health_problem: 'ไม่มี',
    blood_group: 'O',
    emergency_name: 'สมศรี ใจดี',
    emergency_relation: 'ภรรยา',
    emergency_mobile_no: '0898765432',
    run_type_id: runType.id,
    run_model_id: e.is_run_model === 'Y' ? (model?.id ?? 0) : 0,
    t_shirt_id: shirt.id,
    ...Object.fromEntries(
      e.additional_selects
        .filter((a) => a.is_require === 'Y')
        .map((a) => [`additional${a.slot}`, a.options[0].id]),
    ),
    ...runner,
  };
  return r;
}
async function demoOrder(eventKey, runner = {}, order = {}) {
  const e = await (await fetch(`${base}/v1/events/${eventKey}`)).json();
  const r = demoRunner(e, runner);
  const ems = e.delivery_type.find((d) => d.is_require_address === 'Y');
  const pickup = e.delivery_type.find((d) => d.is_require_address === 'N');
  const body = {
    event_key: e.event_key,
    runner_list: [r],
    is_main_register: r.id_card,
    delivery_type_id: (order.ems && ems ? ems : pickup).id,
    ...(order.ems && ems
      ? {
          delivery_add_name: `${r.fname} ${r.lname}`,
          delivery_add_mobile_no: r.mobile_no,
          delivery_add_no: '99/1 ถนนพระราม 1',
          delivery_add_postcode: '10330',
          delivery_add_sub_district: 'รองเมือง',
          delivery_add_district: 'ปทุมวัน',
          delivery_add_province: 'กรุงเทพมหานคร',
        }
      : {}),
    ...(e.payment_method === 'OPN' ? { payment_method: order.payment_method ?? 'PP_OPN' } : {}),
    is_accept_terms: 'Y',
    ...(e.condition !== 'N' ? { is_accept_condition: 'Y' } : {}),
  };
  const res = await fetch(`${base}/v1/order/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = await res.json();
  if (res.status !== 201) throw new Error(`order for the screenshots: ${JSON.stringify(reply)}`);
  return { ...reply, runner: r };
}
const orderStates = [
  'order-owner',
  'order-masked',
  'order-masked-details',
  'order-expired',
  'order-transfer',
];
const lookupStates = ['find-order-mobile', 'find-order-id', 'check-results'];
const online = wanted(...orderStates, ...lookupStates)
  ? await demoOrder('bangkok-riverside-marathon-2027', { fname: 'มานะ', lname: 'ขยันวิ่ง' }, { ems: true })
  : null;
const transfer = wanted('order-transfer') ? await demoOrder('chiangmai-doi-suthep-trail-2027') : null;

/** Fills the find-order form (and the ID card when given) and waits for the results. */
const findOrder = (withId) => async (page) => {
  await page.getByTestId('find-order-mobile').fill(online.runner.mobile_no);
  if (withId) await page.getByTestId('find-order-id-card').fill(online.runner.id_card);
  await page.getByTestId('find-order-submit').click();
  await page.getByTestId('find-order-results').waitFor();
};
/** The order page as a real EXPIRED reply would show it: the inquiry with its status changed. */
const expiredOrder = async (page) => {
  await page.route('**/v1/order/inquiry', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.body = { ...json.body, status: 'EXPIRED', expires_at: null, expires_at_txt: '' };
    await route.fulfill({ response, json });
  });
};

/** The registration page with two runners in its cart, the pickup and PromptPay chosen. */
const registerEvent = 'bangkok-riverside-marathon-2027';
const registerCart = wanted('register')
  ? await (async () => {
      const e = await (await fetch(`${base}/v1/events/${registerEvent}`)).json();
      const runners = [
        demoRunner(e, { email: 'somchai@example.com' }),
        demoRunner(e, { register_type: 'FRIEND', fname: 'สมหญิง', lname: 'ใจดี', sex: 'FEMALE' }),
      ];
      return JSON.stringify({ carts: [{ event_key: e.event_key, runners, main: null }] });
    })()
  : null;

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
  ['setup-new', '/dashboard-organizer/new', 'admin'],
  ['setup', '/dashboard-organizer/bangkok-riverside-marathon-2027/setup', 'organizer'],
  ['setup-cover', () => coverSetupPath, 'organizer'],
  ['setup-preview', '/dashboard-organizer/bangkok-riverside-marathon-2027/preview', 'organizer'],
  ['staff', '/dashboard-organizer/chiangmai-doi-suthep-trail-2027/staff', 'organizer'],
  ['outbox', '/dashboard-admin/outbox', 'admin'],
  ['order-edit', null, 'organizer'],
  ['about', '/about'],
  ['how-to-register', '/how-to-register'],
  ['terms-of-use', '/terms-of-use'],
  ['cart', '/cart'],
  [
    'register',
    `/${registerEvent}/register`,
    null,
    (page) => page.evaluate((cart) => localStorage.setItem('runner-list', cart), registerCart),
    async (page) => {
      await page.getByTestId('delivery-1').click();
      await page.getByTestId('payment-PP_OPN').click();
    },
  ],
  // [name, path (or a function giving it), who, before (route set-up), after (what a user does)]
  ['order-owner', () => `/order/${online.uuid}#k=${online.access_key}`],
  [
    'order-masked',
    () => `/order/${online.uuid}`,
    null,
    (page) => page.evaluate(() => localStorage.removeItem('order-access')),
  ],
  [
    'order-masked-details',
    () => `/order/${online.uuid}`,
    null,
    (page) => page.evaluate(() => localStorage.removeItem('order-access')),
    (page) => page.getByTestId('applicant-details').first().click(),
  ],
  ['order-expired', () => `/order/${online.uuid}`, null, expiredOrder],
  ['order-transfer', () => `/order/${transfer.uuid}#k=${transfer.access_key}`],
  ['find-order-mobile', '/find-order', null, null, findOrder(false)],
  ['find-order-id', '/find-order', null, null, findOrder(true)],
  [
    'check-results',
    '/bangkok-riverside-marathon-2027/check',
    null,
    null,
    async (page) => {
      await page.getByTestId('check-by-fname').check();
      await page.getByTestId('check-input').fill('มานะ');
      await page.getByTestId('check-submit').click();
      await page.getByTestId('check-results').waitFor();
    },
  ],
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
/** A draft with an uploaded cover (a demo cover drawn as a photo would come), for the setup page. */
async function coverDraft(token) {
  const { default: sharp } = await import('sharp');
  const key = `krabi-coast-run-${Date.now().toString(36)}`;
  const auth = { Authorization: `Bearer ${token}` };
  const created = await fetch(`${base}/v1/organizer/setup/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth },
    body: JSON.stringify({
      event_key: key,
      title: 'กระบี่โคสต์รัน 2027',
      title_en: 'Krabi Coast Run 2027',
      event_date: '2027-08-01',
      registration_start_at: new Date().toISOString(),
      registration_end_at: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      payment_method: 'DIRECT',
    }),
  });
  if (created.status !== 201) throw new Error(`draft for the screenshots: ${await created.text()}`);
  const photo = await sharp(
    new URL('../apps/web/public/covers/phuket-sunrise-half-marathon-2027.svg', import.meta.url).pathname,
    { density: 200 },
  )
    .resize(2400)
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'cover.jpg');
  const uploaded = await fetch(`${base}/v1/organizer/setup/events/${key}/cover`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (uploaded.status !== 200) throw new Error(`cover for the screenshots: ${await uploaded.text()}`);
  return `/dashboard-organizer/${key}/setup`;
}
const coverSetupPath = wanted('setup-cover') ? await coverDraft(sessions.organizer.token) : null;

const sizes = [
  ['desktop', { width: 1280, height: 900 }, false],
  ['phone', { width: 390, height: 844 }, true],
];

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
    for (const [name, fixedPath, who, before, after] of pages) {
      if (only && !only.includes(name)) continue;
      const path =
        typeof fixedPath === 'function'
          ? fixedPath()
          : (fixedPath ?? (await newestTrailOrder(sessions.organizer.token)));
      await page.unrouteAll({ behavior: 'wait' });
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
      if (before) await before(page);
      await page.goto(base + path, { waitUntil: 'networkidle' });
      if (after) {
        await after(page);
        await page.waitForLoadState('networkidle');
      }
      // Scroll through once so lazy images below the fold load before a full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const file = `${out}${name}-${sizeName}-${lang}.png`;
      await page.screenshot({
        path: file,
        fullPage: sizeName === 'desktop' || process.env.SHOTS_FULL === '1',
      });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
