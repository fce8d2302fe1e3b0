/**
 * Event setup as an organizer would do it: a draft no one else sees, its settings and options, price
 * tiers applied at the moment of the order, publish, open and close by hand, the change history; and
 * every refusal (who may call, bad settings named by field, a limit below the places taken).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventDetail, EventSummary } from '@raceday/domain';
import type { EventChangeView, SetupEventView } from '@raceday/domain/validation';
import { emailOutbox, orders } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helper';
import { login, outsiders } from '../support/accounts';
import { orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let organizer: string;
let admin: string;
let member: string;
let stranger: string;

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  lang = 'th',
) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const BASE = '/v1/organizer/setup/events';

const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
let n = 0;
/** A new draft of the demo organizer, open for registration now. */
async function draft(over: Record<string, unknown> = {}): Promise<SetupEventView> {
  n += 1;
  const res = await call('POST', BASE, organizer, {
    event_key: `setup-test-run-${n}`,
    title: `วิ่งทดสอบ ${n}`,
    title_en: `Test run ${n}`,
    event_date: '2027-06-01',
    registration_start_at: iso(Date.now() - hour),
    registration_end_at: iso(Date.now() + 30 * 24 * hour),
    payment_method: 'DIRECT',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ body: SetupEventView }>().body;
}
const add = async (key: string, part: string, body: unknown, token = organizer) => {
  const res = await call('POST', `${BASE}/${key}/${part}`, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ body: SetupEventView }>().body;
};
/** A draft with one race type (650 baht), a shirt and a delivery type: ready to publish. */
async function readyDraft() {
  const d = await draft();
  let v = await add(d.event_key, 'run-types', { name: '10 กม.', name_en: '10 km', price: 650 });
  const runType = v['run-types'][0]!;
  await add(d.event_key, 'shirts', { name: 'M' });
  v = await add(d.event_key, 'delivery-types', { name: 'รับเอง', name_en: 'Pick up', price: 0 });
  return { key: d.event_key, runType, view: v };
}
const publicDetail = (key: string) => call('GET', `/v1/events/${key}`);

beforeAll(async () => {
  t = await buildTestApp();
  organizer = await login(t, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
  admin = await login(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  ({ member, stranger } = await outsiders(t, 'setup'));
});
afterAll(async () => {
  await t.close();
});

describe('a draft', () => {
  it('is made by an organizer, runs under them, and is unknown to the public until published', async () => {
    const d = await draft();
    expect(d.is_published).toBe(false);
    expect(d.settings.title).toMatch(/^วิ่งทดสอบ/);
    expect((await publicDetail(d.event_key)).statusCode).toBe(404);
    expect((await call('GET', '/v1/events')).json<EventSummary[]>().map((e) => e.event_key)).not.toContain(
      d.event_key,
    );
    // The organizer's own list has it.
    const mine = await call('POST', '/v1/organizer/event', organizer, {});
    expect(mine.json<{ body: { event_key: string }[] }>().body.map((e) => e.event_key)).toContain(
      d.event_key,
    );
    // Another organizer cannot read or change it; a member cannot call setup at all.
    expect((await call('GET', `${BASE}/${d.event_key}`, stranger)).statusCode).toBe(403);
    expect((await call('PATCH', `${BASE}/${d.event_key}`, stranger, { title: 'x' })).statusCode).toBe(403);
    expect((await call('POST', BASE, member, { event_key: 'member-run-1' })).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/${d.event_key}`)).statusCode).toBe(401);
  });

  it('cannot be published without a race type, a shirt and a delivery type; then it is public', async () => {
    const d = await draft();
    const early = await call('POST', `${BASE}/${d.event_key}/publish`, organizer);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toContain('ประเภทการแข่งขัน');
    const { key } = await readyDraft();
    const preview = await call('GET', `${BASE}/${key}/preview`, organizer);
    expect(preview.json<{ body: EventDetail }>().body.run_type.map((r) => r.price)).toEqual([650]);
    const published = await call('POST', `${BASE}/${key}/publish`, organizer);
    expect(published.json<{ body: SetupEventView }>().body.is_published).toBe(true);
    const pub = await publicDetail(key);
    expect(pub.statusCode).toBe(200);
    expect(pub.json<EventDetail>().run_type[0]!.name_en).toBe('10 km');
  });
});

describe('bad settings', () => {
  it('answer 400 naming the field, in the caller language', async () => {
    const d = await draft();
    const cases: [string, unknown, string][] = [
      [
        BASE,
        {
          event_key: 'dashboard',
          title: 'x',
          event_date: '2027-01-01',
          registration_start_at: iso(0),
          registration_end_at: iso(hour),
        },
        'event_key',
      ],
      [
        BASE,
        {
          event_key: d.event_key,
          title: 'x',
          event_date: '2027-01-01',
          registration_start_at: iso(0),
          registration_end_at: iso(hour),
        },
        'event_key',
      ],
      [
        BASE,
        {
          event_key: 'ok-key-1',
          title: 'x',
          event_date: '2027-01-01',
          registration_start_at: iso(hour),
          registration_end_at: iso(0),
        },
        'registration_end_at',
      ],
    ];
    for (const [url, body, field] of cases) {
      const res = await call('POST', url, organizer, body, 'en');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe(field);
    }
    const negative = await call(
      'POST',
      `${BASE}/${d.event_key}/run-types`,
      organizer,
      { name: 'x', price: -1 },
      'en',
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json<{ message: string }>().message).toBe('price: must be at least 0');
    const coupon = await call('POST', `${BASE}/${d.event_key}/coupons`, organizer, {
      code: 'SHORT',
      discount_type: 'PERCENTAGE',
      discount: 10,
    });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json<{ message: string }>().message).toBe('code: รหัสส่วนลดต้องมี 8 ตัวอักษร');
    // A change is checked merged with what is stored: an end before the stored start is refused.
    const end = await call(
      'PATCH',
      `${BASE}/${d.event_key}`,
      organizer,
      { registration_end_at: iso(0) },
      'en',
    );
    expect(end.statusCode).toBe(400);
    expect(end.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('registration_end_at');
  });

  it('refuses overlapping price tiers of a race type', async () => {
    const { key, runType } = await readyDraft();
    const now = Date.now();
    await add(key, 'price-tiers', {
      run_type_id: runType.id,
      name: 'Early bird',
      price: 500,
      starts_at: iso(now - hour),
      ends_at: iso(now + 10 * hour),
    });
    const overlap = await call('POST', `${BASE}/${key}/price-tiers`, organizer, {
      run_type_id: runType.id,
      name: 'Regular',
      price: 650,
      starts_at: iso(now + 5 * hour),
      ends_at: iso(now + 20 * hour),
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('starts_at');
    // A race type of another event is not this event's.
    const other = await call('POST', `${BASE}/${key}/price-tiers`, organizer, {
      run_type_id: 1,
      name: 'x',
      price: 1,
      starts_at: iso(now + 30 * hour),
      ends_at: iso(now + 40 * hour),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('run_type_id');
  });

  it('sanitizes organizer HTML before it is stored', async () => {
    const d = await draft();
    const res = await call('PATCH', `${BASE}/${d.event_key}`, organizer, {
      content: '<p onclick="x()">สวัสดี<script>alert(1)</script><a href="javascript:alert(1)">ลิงก์</a></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const content = res.json<{ body: SetupEventView }>().body.settings.content as string;
    expect(content).toContain('สวัสดี');
    expect(content).not.toMatch(/script|onclick|javascript/);
  });

  it('keeps images of this site only, and links open apart from the page', async () => {
    const d = await draft();
    const res = await call('PATCH', `${BASE}/${d.event_key}`, organizer, {
      content:
        '<p>ภาพ<img src="http://evil.example/x.gif"><img src="https://evil.example/y.gif">' +
        '<img src="//evil.example/z.gif"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
        '<img src="/media/covers/0a1b2c3d-0000-4000-8000-000000000000-960.webp" alt="ปก"></p>' +
        '<p><a href="https://example.com/route" target="_self" rel="opener">เส้นทาง</a></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const content = res.json<{ body: SetupEventView }>().body.settings.content as string;
    expect(content).not.toContain('evil.example');
    expect(content).not.toContain('data:');
    expect(content).toContain(
      '<img src="/media/covers/0a1b2c3d-0000-4000-8000-000000000000-960.webp" alt="ปก" />',
    );
    expect(content).toContain(
      '<a href="https://example.com/route" target="_blank" rel="noopener noreferrer nofollow">เส้นทาง</a>',
    );
  });

  it('refuses line breaks and other control characters in one-line fields, naming the field', async () => {
    const d = await draft();
    const before = (await call('GET', `${BASE}/${d.event_key}`, organizer)).json<{ body: SetupEventView }>();
    const title = await call(
      'PATCH',
      `${BASE}/${d.event_key}`,
      organizer,
      { title: 'Run\r\nBcc: someone@example.com' },
      'en',
    );
    expect(title.statusCode).toBe(400);
    expect(title.json()).toMatchObject({
      status: 'error',
      field: 'title',
      message: 'title: must be one line, without line breaks, tabs or control characters',
    });
    const th = await call('PATCH', `${BASE}/${d.event_key}`, organizer, { location: 'สนามกีฬา\tกลาง' }, 'th');
    expect(th.statusCode).toBe(400);
    expect(th.json()).toMatchObject({
      field: 'location',
      message: 'location: ต้องเป็นข้อความบรรทัดเดียว ไม่มีการขึ้นบรรทัดใหม่ แท็บ หรืออักขระควบคุม',
    });
    // Nothing was stored.
    const after = (await call('GET', `${BASE}/${d.event_key}`, organizer)).json<{ body: SetupEventView }>();
    expect(after.body.settings.title).toBe(before.body.settings.title);
    // A new draft, a race type's name, a shirt's, a coupon's description: one line each.
    const refused: [string, unknown, string][] = [
      [
        BASE,
        {
          event_key: 'one-line-key',
          title: 'x',
          title_en: 'A\u2028B',
          event_date: '2027-01-01',
          registration_start_at: iso(0),
          registration_end_at: iso(hour),
        },
        'title_en',
      ],
      [`${BASE}/${d.event_key}/run-types`, { name: '10\nkm', price: 1 }, 'name'],
      [`${BASE}/${d.event_key}/shirts`, { name: 'M\u0085' }, 'name'],
      [
        `${BASE}/${d.event_key}/coupons`,
        { code: 'ONELINE1', discount_type: 'AMOUNT', discount: 1, description: 'a\nb' },
        'description',
      ],
    ];
    for (const [url, body, field] of refused) {
      const res = await call('POST', url, organizer, body, 'en');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ field: string }>().field, JSON.stringify(body)).toBe(field);
    }
    // Multi-line fields keep their lines: a race type's description, the registration message.
    const lines = await add(d.event_key, 'run-types', { name: '5 km', price: 1, description: 'a\nb' });
    expect(lines['run-types'].find((r) => r.name === '5 km')!.description).toBe('a\nb');
    const message = await call('PATCH', `${BASE}/${d.event_key}`, organizer, {
      txt_message_registed: 'ขอบคุณ\nพบกันวันงาน',
    });
    expect(message.statusCode, message.body).toBe(200);
  });
});

describe('orders and the setup', () => {
  it('prices an order at the tier in force; a price change later leaves placed orders as they were', async () => {
    const { key, runType } = await readyDraft();
    const now = Date.now();
    await add(key, 'price-tiers', {
      run_type_id: runType.id,
      name: 'Early bird',
      name_en: 'Early bird',
      price: 500,
      starts_at: iso(now - hour),
      ends_at: iso(now + 10 * hour),
    });
    await call('POST', `${BASE}/${key}/publish`, organizer);
    const event = (await publicDetail(key)).json<EventDetail>();
    expect(event.run_type[0]!.price).toBe(500);
    const placed = await call('POST', '/v1/order/create', undefined, orderFor(event, [runnerFor(event)]));
    expect(placed.statusCode, placed.body).toBe(201);
    const uuid = placed.json<{ uuid: string }>().uuid;
    const [before] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(before!.itemsAmount).toBe(50_000);

    const changed = await call('PATCH', `${BASE}/${key}/run-types/${runType.id}`, organizer, { price: 900 });
    expect(changed.statusCode, changed.body).toBe(200);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(after!.itemsAmount).toBe(50_000);
    expect(after!.amount).toBe(before!.amount);

    // A race type an order uses is hidden, not removed: gone from the public page, kept by the order.
    const removed = await call('DELETE', `${BASE}/${key}/run-types/${runType.id}`, organizer);
    expect(removed.json<{ body: SetupEventView }>().body['run-types'][0]!.is_hidden).toBe(true);
    expect((await publicDetail(key)).json<EventDetail>().run_type).toEqual([]);

    // Offered again: back on the public page, and in the history.
    const shown = await call('POST', `${BASE}/${key}/run-types/${runType.id}/show`, organizer);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<{ body: SetupEventView }>().body['run-types'][0]!.is_hidden).toBe(false);
    expect((await publicDetail(key)).json<EventDetail>().run_type.map((r) => r.id)).toEqual([runType.id]);
    const history = (await call('GET', `${BASE}/${key}/changes`, organizer)).json<{
      body: EventChangeView[];
    }>();
    expect(history.body.slice(0, 2).map((h) => h.action)).toEqual(['run-types.shown', 'run-types.hidden']);
    // Another organizer cannot.
    expect((await call('POST', `${BASE}/${key}/run-types/${runType.id}/show`, stranger)).statusCode).toBe(
      403,
    );
  });

  it('refuses a participant limit below the places taken, and closes and opens registration at once', async () => {
    const { key } = await readyDraft();
    await call('POST', `${BASE}/${key}/publish`, organizer);
    const event = (await publicDetail(key)).json<EventDetail>();
    for (let i = 0; i < 2; i++)
      expect(
        (await call('POST', '/v1/order/create', undefined, orderFor(event, [runnerFor(event)]))).statusCode,
      ).toBe(201);
    const low = await call(
      'PATCH',
      `${BASE}/${key}`,
      organizer,
      { is_limit_participate: true, participant_limit: 1 },
      'en',
    );
    expect(low.statusCode).toBe(400);
    expect(low.json<{ message: string }>().message).toBe(
      'participant_limit: must not be below the places already taken (2)',
    );
    expect(
      (await call('PATCH', `${BASE}/${key}`, organizer, { is_limit_participate: true, participant_limit: 2 }))
        .statusCode,
    ).toBe(200);

    const closed = await call('POST', `${BASE}/${key}/registration`, organizer, { open: false });
    expect(closed.json<{ body: SetupEventView }>().body.registration_status).toBe('CLOSED');
    expect((await publicDetail(key)).json<EventDetail>().event_status).toBe('CLOSED');
    await call('PATCH', `${BASE}/${key}`, organizer, { participant_limit: 10 });
    const refused = await call('POST', '/v1/order/create', undefined, orderFor(event, [runnerFor(event)]));
    expect(refused.statusCode).toBe(409);
    await call('POST', `${BASE}/${key}/registration`, organizer, { open: true });
    expect((await publicDetail(key)).json<EventDetail>().event_status).toBe('OPEN');

    const history = (await call('GET', `${BASE}/${key}/changes`, organizer)).json<{
      body: EventChangeView[];
    }>().body;
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining([
        'event.created',
        'run-types.added',
        'event.published',
        'registration.closed',
        'registration.opened',
      ]),
    );
    // Newest first: the first limit change is the last of them.
    const limitChange = history
      .filter((h) => h.action === 'event.updated' && 'participant_limit' in h.detail)
      .at(-1);
    expect(limitChange!.actor).toBe(DEMO_ACCOUNTS.organizer.email);
    expect(limitChange!.detail.participant_limit).toEqual([null, 2]);
  });

  it('lets the super-admin create an event for an organizer by e-mail, inviting a new person', async () => {
    const body = {
      title: 'งานของแอดมิน',
      event_date: '2027-07-01',
      registration_start_at: iso(Date.now()),
      registration_end_at: iso(Date.now() + hour),
    };
    const res = await call('POST', BASE, admin, {
      ...body,
      event_key: 'admin-made-run',
      organizer_email: 'SETUP-STRANGER@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    // An invitation: the setup opens for them once they accept it (logged in as that account).
    expect((await call('GET', `${BASE}/admin-made-run`, stranger)).statusCode).toBe(403);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'setup-stranger@example.com'));
    const token = new URL((mail!.payload as { link: string }).link).searchParams.get('token');
    expect((await call('POST', '/v1/auth/accept-invitation', stranger, { token })).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/admin-made-run`, stranger)).statusCode).toBe(200);
    // A new person: an invitation e-mail queued; the staff list shows it, pending.
    const fresh = await call('POST', BASE, admin, {
      ...body,
      event_key: 'admin-made-2',
      organizer_email: 'new-director@example.com',
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    const [invited] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'new-director@example.com'));
    expect(invited!.kind).toBe('staff_invitation');
    expect(JSON.stringify(invited!.payload)).toContain('/auth/invitation?token=');
    const staff = await call('GET', '/v1/organizer/staff/admin-made-2', admin);
    expect(staff.json<{ body: { email: string; role: string }[] }>().body).toMatchObject([
      { email: 'new-director@example.com', role: 'organizer' },
    ]);
    // An organizer cannot hand an event to someone else.
    expect(
      (
        await call('POST', BASE, organizer, {
          ...body,
          event_key: 'org-made-2',
          organizer_email: 'setup-stranger@example.com',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('sells a stocked shirt size up to its stock, then says it is sold out', async () => {
    const { key } = await readyDraft();
    const v = await add(key, 'shirts', { name: 'XL', stock: 1 });
    const xl = v.shirts.find((s) => s.name === 'XL')!;
    await call('POST', `${BASE}/${key}/publish`, organizer);
    const event = (await publicDetail(key)).json<EventDetail>();
    const buy = () =>
      call(
        'POST',
        '/v1/order/create',
        undefined,
        orderFor(event, [runnerFor(event, { t_shirt_id: xl.id })]),
        'en',
      );
    const availability = async () =>
      (await call('POST', '/v1/order/check-participate-limit', undefined, { event_key: key })).json<{
        sold_out_shirt_ids: number[];
      }>().sold_out_shirt_ids;
    expect(await availability()).toEqual([]);
    expect((await buy()).statusCode).toBe(201);
    const second = await buy();
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(
      'Shirt size XL is sold out; please choose another size',
    );
    await new Promise((r) => setTimeout(r, 600)); // the availability figure is at most 0.5 s old
    expect(await availability()).toEqual([xl.id]);
    const view = (await call('GET', `${BASE}/${key}`, organizer)).json<{ body: SetupEventView }>().body;
    expect(view.shirts.find((s) => s.id === xl.id)!.taken).toBe(1);
  });

  it('refuses every setup call to desk staff, who check bibs only', async () => {
    const email = 'setup-desk@example.com';
    const res = await call('POST', '/v1/user/register', undefined, {
      name: 'ทดสอบ',
      sername: 'ระบบ',
      email,
      password: 'Passw0rd!x',
      display_name: 'desk',
      mobile_no: '0811111111',
    });
    expect(res.statusCode).toBe(201);
    const { key } = await readyDraft();
    const added = await call('POST', '/v1/organizer/staff', organizer, {
      event_key: key,
      email,
      role: 'desk',
    });
    expect(added.statusCode, added.body).toBe(200);
    const desk = await login(t, email, 'Passw0rd!x');
    expect((await call('GET', `${BASE}/${key}`, desk)).statusCode).toBe(403);
    expect((await call('PATCH', `${BASE}/${key}`, desk, { title: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/${key}/shirts`, desk, { name: 'S' })).statusCode).toBe(403);
    const create = await call('POST', BASE, desk, {
      event_key: 'desk-made-run',
      title: 'x',
      event_date: '2027-07-01',
      registration_start_at: iso(Date.now()),
      registration_end_at: iso(Date.now() + hour),
    });
    expect(create.statusCode).toBe(403);
  });

  it('applies a coupon only to the race types it names', async () => {
    const { key, runType } = await readyDraft();
    let v = await add(key, 'run-types', { name: '21 กม.', name_en: '21 km', price: 900 });
    const half = v['run-types'].find((r) => r.name_en === '21 km')!;
    await call('PATCH', `${BASE}/${key}`, organizer, { is_coupon: true });
    v = await add(key, 'coupons', {
      code: 'HALF2027',
      discount_type: 'PERCENTAGE',
      discount: 10,
      run_type_ids: [half.id],
    });
    expect(v.coupons[0]!.run_type_ids).toEqual([half.id]);
    await call('POST', `${BASE}/${key}/publish`, organizer);
    const event = (await publicDetail(key)).json<EventDetail>();
    // The registration page's check, told the cart's race type, says so before the order.
    const check = async (ids?: number[]) =>
      (
        await call(
          'POST',
          '/v1/order/coupon',
          undefined,
          { event_key: key, coupon_code: 'HALF2027', ...(ids ? { run_type_ids: ids } : {}) },
          'en',
        )
      ).json<{ is_found_coupon: string; description_en: string }>();
    expect(await check([runType.id])).toMatchObject({
      is_found_coupon: 'N',
      description_en: 'This discount code does not apply to the chosen race type',
    });
    expect((await check([half.id])).is_found_coupon).toBe('Y');
    expect((await check()).is_found_coupon).toBe('Y');
    const withCoupon = (id: number) =>
      call(
        'POST',
        '/v1/order/create',
        undefined,
        orderFor(event, [runnerFor(event, { run_type_id: id })], { is_coupon: 'Y', coupon_code: 'half2027' }),
        'en',
      );
    const wrong = await withCoupon(runType.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string; field: string }>()).toMatchObject({
      field: 'coupon_code',
      message: 'This discount code does not apply to the chosen race type',
    });
    const right = await withCoupon(half.id);
    expect(right.statusCode, right.body).toBe(201);
    const [o] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.uuid, right.json<{ uuid: string }>().uuid));
    expect(o!.discountAmount).toBe(9_000);
  });

  it("duplicates last year's event as a new draft, its dates moved, without its orders", async () => {
    const res = await call('POST', `${BASE}/bangkok-riverside-marathon-2027/duplicate`, organizer, {
      event_key: 'bangkok-riverside-marathon-2028',
      title: 'กรุงเทพริเวอร์ไซด์มาราธอน 2028',
      title_en: 'Bangkok Riverside Marathon 2028',
      shift_days: 364,
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<{ body: SetupEventView }>().body;
    const original = (await call('GET', `${BASE}/bangkok-riverside-marathon-2027`, organizer)).json<{
      body: SetupEventView;
    }>().body;
    expect(copy.is_published).toBe(false);
    expect(copy.places_taken).toBe(0);
    expect(copy['run-types'].map((r) => [r.name, r.price, r.places_taken])).toEqual(
      original['run-types'].filter((r) => !r.is_hidden).map((r) => [r.name, r.price, 0]),
    );
    expect(copy['run-types'].map((r) => r.id)).not.toEqual(original['run-types'].map((r) => r.id));
    expect(copy.shirts.map((s) => s.name)).toEqual(original.shirts.map((s) => s.name));
    const day = 86_400_000;
    expect(
      new Date(copy.settings.registration_start_at as string).getTime() -
        new Date(original.settings.registration_start_at as string).getTime(),
    ).toBe(364 * day);
    expect(copy.settings.title_en).toBe('Bangkok Riverside Marathon 2028');
    expect((await publicDetail('bangkok-riverside-marathon-2028')).statusCode).toBe(404);
    // The key is taken now.
    const again = await call('POST', `${BASE}/bangkok-riverside-marathon-2027/duplicate`, organizer, {
      event_key: 'bangkok-riverside-marathon-2028',
      title: 'x',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('event_key');
  });

  it('sets up the additional selects of the runner form, one per slot', async () => {
    const { key } = await readyDraft();
    let v = await add(key, 'additional-selects', {
      slot: 1,
      label: 'ขนาดถุงเท้า',
      label_en: 'Sock size',
      is_require: true,
    });
    const select = v['additional-selects'][0]!;
    await add(key, 'additional-options', { select_id: select.id, name: 'S' });
    v = await add(key, 'additional-options', { select_id: select.id, name: 'L' });
    expect(v['additional-options'].map((o) => o.name)).toEqual(['S', 'L']);
    const taken = await call(
      'POST',
      `${BASE}/${key}/additional-selects`,
      organizer,
      { slot: 1, label: 'x' },
      'en',
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ message: string }>().message).toBe('slot: already holds a select of this event');
    const stray = await call('POST', `${BASE}/${key}/additional-options`, organizer, {
      select_id: 1,
      name: 'x',
    });
    expect(stray.statusCode).toBe(400);
    const preview = (await call('GET', `${BASE}/${key}/preview`, organizer)).json<{ body: EventDetail }>()
      .body;
    expect(preview.additional_selects).toMatchObject([
      { slot: 1, label_en: 'Sock size', is_require: 'Y', options: [{ name: 'S' }, { name: 'L' }] },
    ]);
  });
});
