import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, EventSummary } from '@raceday/domain';
import { loadEvent, toEventDetail } from '../../src/services/events/events';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /v1/events', () => {
  it('lists every demo event with a status derived from its dates', async () => {
    const res = await get('/v1/events');
    expect(res.statusCode).toBe(200);
    const list = res.json<EventSummary[]>();
    const status = Object.fromEntries(list.map((e) => [e.event_key, e.event_status]));
    expect(status).toEqual({
      'bangkok-riverside-marathon-2027': 'OPEN',
      'chiangmai-doi-suthep-trail-2027': 'OPEN',
      'khaoyai-charity-fun-run-2027': 'OPEN',
      'khonkaen-night-run-2027': 'OPEN',
      'korat-test-run-2027': 'OPEN',
      'phuket-sunrise-half-marathon-2027': 'SOON',
      'songkhla-lake-run-2027': 'SOON',
      'huahin-beach-run-2026': 'CLOSED',
    });
    const closed = list.find((e) => e.event_key === 'huahin-beach-run-2026')!;
    expect(closed).toMatchObject({ is_open_register: 'N', is_event_end: 'Y' });
    const soon = list.find((e) => e.event_key === 'phuket-sunrise-half-marathon-2027')!;
    expect(soon).toMatchObject({ is_open_register: 'N', is_event_end: 'N' });
    expect(soon.registration_start_txt_th).toMatch(
      /^\d{1,2} \S+ 25\d\d เวลา 10:00 น\. \(รับจำนวนจำกัด 3,000 คน\)$/,
    );
  });

  it('orders events by race day, newest first, and shows Thai dates in the Buddhist era', async () => {
    const list = (await get('/v1/events')).json<EventSummary[]>();
    const dates = list.map((e) => e.event_date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const e of list) {
      const gregorian = Number(e.event_date.slice(0, 4));
      expect(e.event_date_text).toContain(String(gregorian + 543));
      expect(e.event_date_text_en).toContain(String(gregorian));
    }
  });
});

describe('GET /v1/events/{event_key} and /v1/events/initial/{event_id}', () => {
  it('returns the event with every option the registration form needs, amounts in baht', async () => {
    const res = await get('/v1/events/bangkok-riverside-marathon-2027');
    expect(res.statusCode).toBe(200);
    const e = res.json<EventDetail & { status: string }>();
    expect(e.status).toBe('success');
    expect(e).toMatchObject({
      event_key: 'bangkok-riverside-marathon-2027',
      payment_method: 'OPN',
      is_system_fee: 'Y',
      system_fee_amt: 10,
      is_run_model: 'Y',
      is_coupon: 'Y',
      is_custom_field1: 'Y',
      is_production_mode: 'Y',
      max_runner_register_per_order: 5,
    });
    expect(e.run_type.map((r) => r.price)).toEqual([1200, 900, 650, 450]);
    expect(e.run_model.length).toBeGreaterThan(0);
    expect(e.condition).not.toBe('N');
    const kids = e.t_shirt.filter((s) => s.name.startsWith('เสื้อเด็ก'));
    const fun = e.run_type.find((r) => r.name_en === 'Fun run 5 km')!;
    expect(kids.length).toBe(3);
    expect(kids.every((s) => s.run_type_id === fun.id)).toBe(true);
    expect(e.t_shirt.find((s) => s.name.startsWith('3XL'))!).toMatchObject({
      additional_price: 50,
      run_type_id: 0,
    });
    expect(e.delivery_type.map((d) => d.is_require_address)).toEqual(['N', 'Y']);
    expect(e.delivery_type[1]).toMatchObject({ price: 80, price_additional: 30 });
    expect(e.additional_selects[0]).toMatchObject({ slot: 1, is_require: 'Y' });
    expect(e.additional_selects[0]!.options.map((o) => o.name_en)).toEqual([
      'Regular',
      'Vegetarian',
      'Halal',
    ]);
  });

  it('keeps the team run type at id 138 with a team size of 3, and the bank details of a DIRECT event', async () => {
    const e = (await get('/v1/events/chiangmai-doi-suthep-trail-2027')).json<EventDetail>();
    expect(e.payment_method).toBe('DIRECT');
    expect(e.payment_account_no).toBe('123-4-56789-0');
    expect(e.run_type.find((r) => r.id === 138)).toMatchObject({ team_size: 3, price: 2100 });
  });

  it('says a full event is full, in the list and the detail, and no other', async () => {
    const list = (await get('/v1/events')).json<EventSummary[]>();
    expect(list.filter((e) => e.is_full === 'Y').map((e) => e.event_key)).toEqual([
      'khonkaen-night-run-2027',
    ]);
    const full = (await get('/v1/events/khonkaen-night-run-2027')).json<EventDetail>();
    expect(full).toMatchObject({ event_status: 'OPEN', is_full: 'Y', participant_limit: 40 });
    const room = (await get('/v1/events/initial/bangkok-riverside-marathon-2027')).json<{
      body: EventDetail[];
    }>();
    expect(room.body[0]).toMatchObject({ is_full: 'N', participant_limit: 8000 });
  });

  it('gives each race type its price tier and the next price with the moment it applies', async () => {
    const e = (await get('/v1/events/bangkok-riverside-marathon-2027')).json<EventDetail>();
    const [marathon, half] = e.run_type;
    // The demo marathon costs 1,200 now and 1,400 from 10:00 fifty days after seeding (late entry).
    expect(marathon).toMatchObject({ price: 1200, price_name: '', price_name_en: '', next_price: 1400 });
    expect(new Date(marathon!.next_price_at!).getTime()).toBeGreaterThan(Date.now() + 49 * 86_400_000);
    expect(half).toMatchObject({ price: 900, price_name: '', next_price: null, next_price_at: null });

    // An early bird in force: its name, and the regular price from the moment it ends.
    const loaded = await loadEvent(t.database.db, 'bangkok-riverside-marathon-2027');
    const now = new Date();
    const ends = new Date(now.getTime() + 5 * 86_400_000);
    const early = {
      id: 0,
      runTypeId: half!.id,
      name: 'ราคา Early bird',
      nameEn: 'Early bird',
      price: 75000,
      startsAt: new Date(now.getTime() - 86_400_000),
      endsAt: ends,
    };
    const detail = toEventDetail({ ...loaded, priceTiers: [...loaded.priceTiers, early] }, now);
    expect(detail.run_type[1]).toMatchObject({
      price: 750,
      price_name: 'ราคา Early bird',
      price_name_en: 'Early bird',
      next_price: 900,
      next_price_at: ends.toISOString(),
    });
    // A tier that ends after registration closes changes nothing a runner can still pay.
    const late = {
      ...early,
      startsAt: loaded.event.registrationEndAt,
      endsAt: new Date(ends.getTime() + 400 * 86_400_000),
    };
    const after = toEventDetail({ ...loaded, priceTiers: [late] }, now);
    expect(after.run_type[1]).toMatchObject({ price: 900, next_price: null });
  });

  it('marks the free event, the test-mode event and an event without its own conditions', async () => {
    const free = (await get('/v1/events/khaoyai-charity-fun-run-2027')).json<EventDetail>();
    expect(free).toMatchObject({ payment_method: 'FREE', is_require_id_card: 'N', condition: 'N' });
    const test = (await get('/v1/events/korat-test-run-2027')).json<EventDetail>();
    expect(test.is_production_mode).toBe('N');
  });

  it('answers the initial call with the event as the first item of body, by key or numeric id', async () => {
    const byKey = await get('/v1/events/initial/khonkaen-night-run-2027');
    expect(byKey.statusCode).toBe(200);
    const body = byKey.json<{ status: string; body: EventDetail[] }>();
    expect(body.status).toBe('success');
    expect(body.body[0]!.event_key).toBe('khonkaen-night-run-2027');
    const byId = await get(`/v1/events/initial/${body.body[0]!.id}`);
    expect(byId.json<{ body: EventDetail[] }>().body[0]!.event_key).toBe('khonkaen-night-run-2027');
  });

  it('gives 404 with a message in the caller language for an unknown event', async () => {
    const th = await get('/v1/events/no-such-race-2099');
    expect(th.statusCode).toBe(404);
    expect(th.json()).toEqual({ status: 'error', code: 'event.not_found', message: 'ไม่พบกิจกรรมนี้' });
    const en = await get('/v1/events/initial/no-such-race-2099', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ status: 'error', code: 'event.not_found', message: 'Event not found' });
  });

  it('rejects a malformed key with 400 naming the field', async () => {
    for (const bad of ['UPPER-case', 'has%20space', '-x', 'a'.repeat(80), '%3Cscript%3E']) {
      const res = await get(`/v1/events/${bad}`, { 'accept-language': 'en' });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ field: string; message: string }>()).toMatchObject({
        status: 'error',
        field: 'event_key',
      });
    }
  });
});

describe('POST /v1/order/check-participate-limit', () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/order/check-participate-limit',
      payload: payload as object,
      headers,
    });

  it('says Y with the places left for an event with room', async () => {
    const res = await post({ event_key: 'bangkok-riverside-marathon-2027', language: 'TH' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      can_create_order: 'Y',
      places_left: 8000 - 24,
      sold_out_shirt_ids: [],
      run_type_places: [],
    });
  });

  it('gives the places left of each race type that has a limit of its own', async () => {
    const res = await post({ event_key: 'chiangmai-doi-suthep-trail-2027', language: 'TH' });
    const detail = (await t.app.inject({ url: '/v1/events/chiangmai-doi-suthep-trail-2027' })).json<{
      run_type: { id: number; name: string }[];
    }>();
    const trail50 = detail.run_type.find((r) => r.name === 'เทรล 50 กม.')!;
    const { run_type_places } = res.json<{ run_type_places: { id: number; places_left: number }[] }>();
    // Only the 50 km has a limit (300); the runners the demo data holds in it take their places.
    expect(run_type_places.map((r) => r.id)).toEqual([trail50.id]);
    expect(run_type_places[0]!.places_left).toBeGreaterThan(0);
    expect(run_type_places[0]!.places_left).toBeLessThanOrEqual(300);
  });

  it('says N with the full message once the limit is reached', async () => {
    const th = await post({ event_key: 'khonkaen-night-run-2027', language: 'TH' });
    expect(th.json()).toEqual({
      status: 'success',
      can_create_order: 'N',
      places_left: 0,
      sold_out_shirt_ids: [],
      run_type_places: [],
      message: 'ขณะนี้ผู้สมัครเต็มจำนวนแล้ว',
    });
    const en = await post({ event_key: 'khonkaen-night-run-2027', language: 'EN' });
    expect(en.json<{ message: string }>().message).toBe('Registration is now full');
  });

  it('says Y with no count for an event without a limit', async () => {
    const res = await post({ event_key: 'huahin-beach-run-2026' });
    expect(res.json()).toEqual({
      status: 'success',
      can_create_order: 'Y',
      places_left: null,
      sold_out_shirt_ids: [],
      run_type_places: [],
    });
  });

  it('404s for an unknown event', async () => {
    const res = await post({ event_key: 'no-such-race-2099', language: 'EN' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'event.not_found', message: 'Event not found' });
  });

  it.each([
    [{}, 'event_key', 'event_key: กรุณาระบุ'],
    [{ event_key: 12 }, 'event_key', 'event_key: รูปแบบข้อมูลไม่ถูกต้อง (ต้องเป็นข้อความ)'],
    [{ event_key: '' }, 'event_key', 'event_key: กรุณาระบุ'],
    [{ event_key: 'x'.repeat(65) }, 'event_key', 'event_key: ต้องมีไม่เกิน 64 ตัวอักษร'],
    [
      { event_key: '<script>alert(1)</script>' },
      'event_key',
      'event_key: ใช้ได้เฉพาะตัวอักษรอังกฤษพิมพ์เล็ก a-z ตัวเลข 0-9 และขีด (-) ยาว 3–64 ตัว ไม่ขึ้นต้นหรือลงท้ายด้วยขีด',
    ],
    [
      { event_key: 'bangkok-riverside-marathon-2027', language: 'FR' },
      'language',
      'language: ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: TH, EN',
    ],
    [{ event_key: 'bangkok-riverside-marathon-2027', admin: true }, '', 'ข้อมูลที่ส่งมา: มีข้อมูลที่ไม่รู้จัก: admin'],
    [[1, 2], '', 'ข้อมูลที่ส่งมา: รูปแบบข้อมูลไม่ถูกต้อง (ต้องเป็นออบเจ็กต์ JSON)'],
  ])('rejects %j with 400 naming %s', async (payload, field, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errors: { field: string; message: string }[] }>();
    expect(body).toMatchObject({ status: 'error', code: 'validation.invalid', message, field });
    expect(body.errors[0]).toEqual({ field, message });
    expect(body.errors.every((e) => e.field === field)).toBe(true);
  });

  it('answers in English when the caller asks for it', async () => {
    const res = await post({ event_key: 12 }, { 'accept-language': 'en' });
    expect(res.json<{ message: string }>().message).toBe('event_key: has the wrong type (expected text)');
  });

  it('rejects malformed JSON, a missing body, a non-JSON body and a 2 MB body with a clear 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/order/check-participate-limit',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"event_key": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      status: 'error',
      code: 'http.bad_json',
      message: 'The request body is not valid JSON',
    });

    const none = await t.app.inject({ method: 'POST', url: '/v1/order/check-participate-limit' });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ status: string }>().status).toBe('error');

    const text = await t.app.inject({
      method: 'POST',
      url: '/v1/order/check-participate-limit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'event_key=x',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      status: 'error',
      code: 'http.unsupported_media',
      message: 'รองรับเฉพาะข้อมูลแบบ JSON',
    });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/v1/order/check-participate-limit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event_key: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      status: 'error',
      code: 'http.too_large',
      message: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป',
    });

    // The server keeps serving after all of that.
    expect((await get('/healthz')).statusCode).toBe(200);
  });
});

describe('the rest of the surface', () => {
  it('reports health with the database kind', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('gives a JSON 404 for unknown API paths and methods', async () => {
    const res = await get('/v1/no-such-call', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'http.not_found', message: 'No such endpoint' });
    const del = await t.app.inject({ method: 'DELETE', url: '/v1/events' });
    expect(del.statusCode).toBe(404);
    expect(del.json<{ status: string }>().status).toBe('error');
  });

  it('serves the web app for any unknown page path (history fallback), not for missing files', async () => {
    for (const url of ['/', '/bangkok-riverside-marathon-2027', '/some/deep/page?x=1', '/404']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    expect((await get('/covers/missing.svg')).statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await get('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GET /v1/site', () => {
  it('gives the help channels the server is configured with, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/site' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      status: 'success',
      body: {
        support: {
          email: t.app.config.SUPPORT_EMAIL,
          phone: t.app.config.SUPPORT_PHONE,
          line: t.app.config.SUPPORT_LINE,
          facebook: t.app.config.SUPPORT_FACEBOOK,
        },
      },
    });
    expect(res.json().body.support.email).toBe('support@raceday.example');
  });
});
