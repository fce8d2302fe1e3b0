import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { fromBaht, priceOrder, type EventDetail } from '@raceday/domain';
import { events, orderHistory, orders, runners } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, nextThaiId, orderFor, PATHUM_WAN, runnerFor } from '../support/orders';
import { eventPlacesTaken, runTypePlacesTaken } from '../../src/orders/places-taken';

let t: TestApp;
let bangkok: EventDetail;
let trail: EventDetail;
let free: EventDetail;
beforeAll(async () => {
  t = await buildTestApp();
  [bangkok, trail, free] = await Promise.all([
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
    eventDetail(t, 'chiangmai-doi-suthep-trail-2027'),
    eventDetail(t, 'khaoyai-charity-fun-run-2027'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/order/create', payload: payload as object, headers });

async function orderCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row!.n;
}

async function placesTaken(key: string): Promise<number> {
  const [row] = await t.database.db.select().from(events).where(eq(events.eventKey, key));
  return eventPlacesTaken(t.database.db, row!.id);
}

describe('POST /v1/order/create', () => {
  it('creates an order for two runners with EMS delivery, priced on the server as the page prices it', async () => {
    const ems = bangkok.delivery_type.find((d) => d.is_require_address === 'Y')!;
    const marathon = bangkok.run_type[0]!;
    const xxxl = bangkok.t_shirt.find((s) => s.name.startsWith('3XL'))!;
    const first = runnerFor(bangkok, {
      run_type_id: marathon.id,
      t_shirt_id: xxxl.id,
      run_model_id: bangkok.run_model.find((m) => m.run_type_id === marathon.id)!.id,
    });
    const second = runnerFor(bangkok, { register_type: 'FRIEND', fname: 'สมหญิง', sex: 'FEMALE' });
    const before = await placesTaken(bangkok.event_key);

    const res = await create(
      orderFor(bangkok, [first, second], {
        delivery_type_id: ems.id,
        ...PATHUM_WAN,
        payment_method: 'PP_OPN',
        total_amt: '1.00', // a tampered client total is ignored
        paid_amt: 1,
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json<{
      status: string;
      uuid: string;
      order_status: string;
      total_amt: number;
      paid_amt: number;
    }>();
    expect(body).toMatchObject({ status: 'success', order_status: 'INITIAL' });
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);

    // The same domain function the page uses, fed with what the page showed.
    const second_type = bangkok.run_type.find((r) => r.id === second.run_type_id)!;
    const second_shirt = bangkok.t_shirt.find((s) => s.id === second.t_shirt_id)!;
    const expected = priceOrder({
      entries: [
        { runTypePrice: fromBaht(marathon.price), shirtPrice: fromBaht(xxxl.additional_price) },
        { runTypePrice: fromBaht(second_type.price), shirtPrice: fromBaht(second_shirt.additional_price) },
      ],
      delivery: { price: fromBaht(ems.price), priceAdditional: fromBaht(ems.price_additional) },
      systemFee: { enabled: true, perEntry: fromBaht(bangkok.system_fee_amt) },
      paymentMethod: 'PP_OPN',
      isFreePaymentFee: false,
      coupon: null,
    });
    // 1,200 + 50 + 1,200 + 0 = 2,450; EMS 80 + 30; system fee 20 -> 2,580; PromptPay 3% = 77.40
    expect(expected.total).toBe(fromBaht(2580));
    expect(body.total_amt).toBe(2580);
    expect(body.paid_amt).toBe(2657.4);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, body.uuid));
    expect(order).toMatchObject({
      status: 'INITIAL',
      paymentMethod: 'PP_OPN',
      itemsAmount: expected.items,
      shippingAmount: expected.shipping,
      systemFeeAmount: expected.systemFee,
      amount: expected.total,
      onlineFeeAmount: expected.onlineFee,
      paidAmount: expected.net,
      runnerCount: 2,
      placesCount: 2,
      // The main registrant's names are stored (the seed's quirk sent them empty).
      fname: 'สมชาย',
      lname: 'ใจดี',
      idCard: first.id_card,
      deliveryAddPostcode: '10330',
      deliveryAddDistrict: 'ปทุมวัน',
    });
    const people = await t.database.db.select().from(runners).where(eq(runners.orderId, order!.id));
    expect(people.map((p) => [p.fname, p.isMainRegister, p.shirtPrice])).toEqual([
      ['สมชาย', true, 5000],
      ['สมหญิง', false, 0],
    ]);
    expect(await placesTaken(bangkok.event_key)).toBe(before + 2);
    const history = await t.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order!.id));
    expect(history.map((h) => h.action)).toEqual(['created']);
  });

  it('registers a team of three as one entry that takes three places', async () => {
    const team = trail.run_type.find((r) => r.id === 138)!;
    const teamShirts = trail.t_shirt.filter((s) => s.run_type_id === 138);
    const member = (i: number) => ({
      fname: `สมาชิก${'ก'.repeat(i)}`,
      lname: 'ทีมเทรล',
      sex: 'FEMALE',
      dob: '1995-03-03',
      id_card: nextThaiId(),
      mobile_no: '0891112222',
      blood_group: 'A',
      // The trail asks every runner, team members too, for an emergency contact.
      emergency_name: 'ญาติ ทีมเทรล',
      emergency_relation: 'พี่',
      emergency_mobile_no: '0899998888',
      t_shirt_id: teamShirts[i]!.id,
    });
    const captain = runnerFor(trail, {
      run_type_id: 138,
      t_shirt_id: teamShirts[0]!.id,
      team_member_obj: [member(1), member(2)],
    });
    const beforeEvent = await placesTaken(trail.event_key);
    const beforeType = await runTypePlacesTaken(t.database.db, 138);

    const res = await create(orderFor(trail, [captain]));
    expect(res.statusCode).toBe(201);
    const { uuid } = res.json<{ uuid: string }>();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(order).toMatchObject({
      paymentMethod: 'DIRECT',
      runnerCount: 1,
      placesCount: 3,
      amount: fromBaht(team.price),
      paidAmount: fromBaht(team.price),
    });
    const people = await t.database.db.select().from(runners).where(eq(runners.orderId, order!.id));
    expect(people).toHaveLength(3);
    const captainRow = people.find((p) => p.teamPosition === 1)!;
    expect(
      people
        .filter((p) => p.teamCaptainId === captainRow.id)
        .map((p) => p.teamPosition)
        .sort(),
    ).toEqual([2, 3]);
    expect(await placesTaken(trail.event_key)).toBe(beforeEvent + 3);
    expect(await runTypePlacesTaken(t.database.db, 138)).toBe(beforeType + 3);
    // Each member keeps the emergency contact they gave.
    expect(people.filter((p) => p.teamPosition > 1).map((p) => p.emergencyMobileNo)).toEqual([
      '0899998888',
      '0899998888',
    ]);

    // A member without the emergency contact the event requires is refused, the field named.
    const bare = { ...member(1), emergency_name: '', emergency_relation: undefined };
    const before = await placesTaken(trail.event_key);
    const refused = await create(
      orderFor(trail, [
        runnerFor(trail, {
          run_type_id: 138,
          t_shirt_id: teamShirts[0]!.id,
          team_member_obj: [bare, member(2)],
        }),
      ]),
      { 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(400);
    const fields = refused.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'runner_list.0.team_member_obj.0.emergency_name',
        'runner_list.0.team_member_obj.0.emergency_relation',
      ]),
    );
    expect(await placesTaken(trail.event_key)).toBe(before);
  });

  it('marks an order of a free event PAID at once', async () => {
    const res = await create(orderFor(free, [runnerFor(free, { email: '', blood_group: '' })]));
    expect(res.statusCode).toBe(201);
    const { uuid, order_status } = res.json<{ uuid: string; order_status: string }>();
    expect(order_status).toBe('PAID');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(order).toMatchObject({ status: 'PAID', paymentMethod: 'FREE', paidAmount: 0 });
    expect(order!.paidAt).not.toBeNull();
  });

  it('returns the same order for a retried submit with the same Idempotency-Key', async () => {
    const payload = orderFor(bangkok, [runnerFor(bangkok)]);
    const key = `submit-${Date.now()}`;
    const before = await orderCount();
    const first = await create(payload, { 'idempotency-key': key });
    const again = await create(payload, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ uuid: string }>().uuid).toBe(first.json<{ uuid: string }>().uuid);
    expect(await orderCount()).toBe(before + 1);
    const bad = await create(payload, { 'idempotency-key': 'x y' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('Idempotency-Key');
  });

  it('refuses a runner already registered for the same run type, with the message the form shows', async () => {
    const runner = runnerFor(bangkok);
    expect((await create(orderFor(bangkok, [runner]))).statusCode).toBe(201);
    const before = await orderCount();
    const again = await create(orderFor(bangkok, [{ ...runner, fname: 'คนอื่น' }]));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'error',
      code: 'runner.exists',
      message: `ผู้สมัครเลขบัตร ${runner.id_card} ได้สมัครประเภท มาราธอน 42.195 กม. ของกิจกรรมนี้ไว้แล้ว`,
      field: 'runner_list.0.id_card',
    });
    expect(await orderCount()).toBe(before);

    const check = await t.app.inject({
      method: 'POST',
      url: '/v1/order/is_exiting_runner',
      payload: {
        event_key: bangkok.event_key,
        run_type_id: runner.run_type_id,
        id_card: runner.id_card,
        language: 'EN',
      },
    });
    expect(check.json()).toEqual({
      status: 'success',
      exiting_runner: 'Y',
      message: `The runner with ID ${runner.id_card} is already registered for Marathon 42.195 km in this event`,
    });
    // Another run type is fine.
    const other = bangkok.run_type[1]!;
    const free2 = await t.app.inject({
      method: 'POST',
      url: '/v1/order/is_exiting_runner',
      payload: { event_key: bangkok.event_key, run_type_id: other.id, id_card: runner.id_card },
    });
    expect(free2.json<{ exiting_runner: string }>().exiting_runner).toBe('N');
  });

  it('says the event is full with the seed message, and stores nothing', async () => {
    const full = await eventDetail(t, 'khonkaen-night-run-2027');
    const before = await orderCount();
    const th = await create(orderFor(full, [runnerFor(full)]));
    expect(th.statusCode).toBe(409);
    expect(th.json()).toEqual({ status: 'error', code: 'event.full', message: 'ขณะนี้ผู้สมัครเต็มจำนวนแล้ว' });
    const en = await create({ ...orderFor(full, [runnerFor(full)]), language: 'EN' });
    expect(en.json<{ message: string }>().message).toBe('Registration is now full');
    expect(await orderCount()).toBe(before);
    expect(await placesTaken(full.event_key)).toBe(40);
  });

  it('refuses orders when registration is not open', async () => {
    for (const key of ['phuket-sunrise-half-marathon-2027', 'huahin-beach-run-2026']) {
      const e = await eventDetail(t, key);
      const res = await create(orderFor(e, [runnerFor(e)]));
      expect(res.statusCode, key).toBe(409);
      expect(res.json<{ message: string }>().message).toBe('กิจกรรมนี้ไม่ได้เปิดรับสมัครในขณะนี้');
    }
  });

  it('rejects ids that do not belong to the event, naming the field', async () => {
    const otherEventType = trail.run_type[0]!.id;
    const kidsShirt = bangkok.t_shirt.find((s) => s.name.startsWith('เสื้อเด็ก'))!.id;
    const marathon = bangkok.run_type[0]!.id;
    const cases: [Record<string, unknown>, string][] = [
      [orderFor(bangkok, [runnerFor(bangkok, { run_type_id: otherEventType })]), 'runner_list.0.run_type_id'],
      [
        orderFor(bangkok, [runnerFor(bangkok, { run_type_id: marathon, t_shirt_id: kidsShirt })]),
        'runner_list.0.t_shirt_id',
      ],
      [
        orderFor(bangkok, [runnerFor(bangkok)], { delivery_type_id: trail.delivery_type[0]!.id }),
        'delivery_type_id',
      ],
      [
        orderFor(bangkok, [runnerFor(bangkok, { additional1: free.run_type[0]!.id + 99999 })]),
        'runner_list.0.additional1',
      ],
      [
        orderFor(bangkok, [runnerFor(bangkok, { run_model_id: trail.run_type[0]!.id + 99999 })]),
        'runner_list.0.run_model_id',
      ],
    ];
    const before = await orderCount();
    for (const [payload, field] of cases) {
      const res = await create(payload, { 'accept-language': 'en' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ field, message: `${field}: is not offered by this event` });
    }
    expect(await orderCount()).toBe(before);
  });

  it('requires a real delivery address when the pickup method needs one', async () => {
    const ems = bangkok.delivery_type.find((d) => d.is_require_address === 'Y')!.id;
    const missing = await create(orderFor(bangkok, [runnerFor(bangkok)], { delivery_type_id: ems }), {
      'accept-language': 'en',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'delivery_add_name',
      'delivery_add_mobile_no',
      'delivery_add_no',
      'delivery_add_postcode',
      'delivery_add_sub_district',
      'delivery_add_district',
      'delivery_add_province',
    ]);
    const wrongPlace = await create(
      orderFor(bangkok, [runnerFor(bangkok)], {
        delivery_type_id: ems,
        ...PATHUM_WAN,
        delivery_add_province: 'เชียงใหม่',
      }),
    );
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.json<{ field: string }>().field).toBe('delivery_add_sub_district');
  });

  it('applies a coupon to one runner and refuses it for two', async () => {
    const mini = bangkok.run_type.find((r) => r.name_en.startsWith('Mini'))!;
    const shirt = bangkok.t_shirt.find((s) => s.run_type_id === 0 && s.additional_price === 0)!;
    const one = runnerFor(bangkok, {
      run_type_id: mini.id,
      t_shirt_id: shirt.id,
      run_model_id: bangkok.run_model.find((m) => m.run_type_id === mini.id)!.id,
    });
    const res = await create(orderFor(bangkok, [one], { is_coupon: 'Y', coupon_code: 'river010' }));
    expect(res.statusCode).toBe(201);
    // 650 x 0.9 = 585; pickup 0; system fee 10 -> 595; PromptPay 17.85
    expect(res.json()).toMatchObject({ total_amt: 595, paid_amt: 612.85 });
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.uuid, res.json<{ uuid: string }>().uuid));
    expect(order).toMatchObject({ couponCode: 'RIVER010', discountAmount: 6500 });

    const two = await create(
      orderFor(bangkok, [runnerFor(bangkok), runnerFor(bangkok)], {
        is_coupon: 'Y',
        coupon_code: 'RIVER010',
      }),
      {
        'accept-language': 'en',
      },
    );
    expect(two.statusCode).toBe(400);
    expect(two.json<{ message: string }>().message).toBe(
      'coupon_code: works with one runner only; reduce the number of applicants to 1',
    );
    const unknown = await create(
      orderFor(bangkok, [runnerFor(bangkok)], { is_coupon: 'Y', coupon_code: 'NOPE1234' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      status: 'error',
      code: 'coupon.not_found',
      message: 'ไม่พบรหัสส่วนลดนี้',
      field: 'coupon_code',
    });
  });
});

describe('bad input to POST /v1/order/create', () => {
  const runner = () => runnerFor(bangkok);
  const cases: [string, () => unknown, string][] = [
    ['no body at all', () => ({}), 'event_key'],
    ['an empty runner list', () => orderFor(bangkok, []), 'runner_list'],
    [
      'runner_list as a string',
      () => ({ ...orderFor(bangkok, [runner()]), runner_list: 'x' }),
      'runner_list',
    ],
    [
      'a missing first name',
      () => orderFor(bangkok, [runnerFor(bangkok, { fname: undefined })]),
      'runner_list.0.fname',
    ],
    [
      'an empty first name',
      () => orderFor(bangkok, [runnerFor(bangkok, { fname: '' })]),
      'runner_list.0.fname',
    ],
    [
      'a 41-character name',
      () => orderFor(bangkok, [runnerFor(bangkok, { lname: 'ก'.repeat(41) })]),
      'runner_list.0.lname',
    ],
    [
      'script in a name',
      () => orderFor(bangkok, [runnerFor(bangkok, { fname: '<script>alert(1)</script>' })]),
      'runner_list.0.fname',
    ],
    [
      'a number as a name',
      () => orderFor(bangkok, [runnerFor(bangkok, { fname: 12345 })]),
      'runner_list.0.fname',
    ],
    [
      'a negative run type',
      () => orderFor(bangkok, [runnerFor(bangkok, { run_type_id: -1 })]),
      'runner_list.0.run_type_id',
    ],
    [
      'a huge shirt id',
      () => orderFor(bangkok, [runnerFor(bangkok, { t_shirt_id: 1e15 })]),
      'runner_list.0.t_shirt_id',
    ],
    [
      'an 11-digit mobile',
      () => orderFor(bangkok, [runnerFor(bangkok, { mobile_no: '08123456789' })]),
      'runner_list.0.mobile_no',
    ],
    [
      'an impossible birthday',
      () => orderFor(bangkok, [runnerFor(bangkok, { dob: '1990-02-31' })]),
      'runner_list.0.dob',
    ],
    [
      'terms not accepted',
      () => ({ ...orderFor(bangkok, [runner()]), is_accept_terms: 'N' }),
      'is_accept_terms',
    ],
    [
      'the event conditions not accepted',
      () => ({ ...orderFor(bangkok, [runner()]), is_accept_condition: undefined }),
      'is_accept_condition',
    ],
    [
      'no payment method',
      () => ({ ...orderFor(bangkok, [runner()]), payment_method: undefined }),
      'payment_method',
    ],
    [
      'a payment method of another provider',
      () => ({ ...orderFor(bangkok, [runner()]), payment_method: 'PP_XYZ' }),
      'payment_method',
    ],
    [
      'a main registrant not in the list',
      () => ({ ...orderFor(bangkok, [runner()]), is_main_register: '1234567890123' }),
      'is_main_register',
    ],
    ['an unknown field', () => ({ ...orderFor(bangkok, [runner()]), is_admin: 'Y' }), ''],
    [
      'too many runners',
      () =>
        orderFor(
          bangkok,
          Array.from({ length: 6 }, () => runner()),
        ),
      'runner_list',
    ],
    [
      'a negative delivery type',
      () => ({ ...orderFor(bangkok, [runner()]), delivery_type_id: -3 }),
      'delivery_type_id',
    ],
  ];

  it.each(cases)('%s: 400 naming the field, nothing stored', async (_, payload, field) => {
    const before = await orderCount();
    const res = await create(payload(), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ status: string; field: string; message: string }>();
    expect(body.status).toBe('error');
    expect(body.field).toBe(field);
    expect(body.message.startsWith(field ? `${field}: ` : 'request body: ')).toBe(true);
    expect(await orderCount()).toBe(before);
  });

  it('an unknown event: 404, nothing stored', async () => {
    const before = await orderCount();
    const res = await create(
      { ...orderFor(bangkok, [runner()]), event_key: 'no-such-race-2099' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'event.not_found', message: 'Event not found' });
    expect(await orderCount()).toBe(before);
  });

  it('answers in Thai by default', async () => {
    const res = await create(orderFor(bangkok, [runnerFor(bangkok, { mobile_no: '081' })]));
    expect(res.json<{ message: string }>().message).toBe('runner_list.0.mobile_no: ต้องเป็นตัวเลข 10 หลัก');
  });

  it('refuses a 1 MB body with 413 and keeps serving', async () => {
    const huge = { ...orderFor(bangkok, [runnerFor(bangkok)]), note: 'x'.repeat(1024 * 1024) };
    const res = await create(huge);
    expect(res.statusCode).toBe(413);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('POST /v1/order/coupon', () => {
  const coupon = (coupon_code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/order/coupon',
      payload: { event_key: bangkok.event_key, coupon_code },
    });

  it('finds a percentage code and a fixed-price code, case-insensitively', async () => {
    expect((await coupon('river010')).json()).toEqual({
      status: 'success',
      is_found_coupon: 'Y',
      discount_type: 'PERCENTAGE',
      discount: 10,
      description: 'ส่วนลด 10% สำหรับสมาชิกชมรมวิ่ง',
      description_en: '10% off for running club members',
    });
    expect((await coupon('STAFF450')).json()).toMatchObject({
      is_found_coupon: 'Y',
      discount_type: 'AMOUNT',
      discount: 450,
    });
  });

  it('says not found, in both languages, for an unknown or malformed code', async () => {
    for (const code of ['ZZZZZZZZ', 'SHORT']) {
      expect((await coupon(code)).json()).toEqual({
        status: 'success',
        is_found_coupon: 'N',
        description: 'ไม่พบรหัสส่วนลดนี้',
        description_en: 'This discount code was not found',
      });
    }
    const empty = await coupon('');
    expect(empty.statusCode).toBe(400);
  });

  it('says the event has no codes when coupons are off', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/order/coupon',
      payload: { event_key: trail.event_key, coupon_code: 'RIVER010' },
    });
    expect(res.json()).toMatchObject({
      is_found_coupon: 'N',
      description_en: 'This event has no discount codes',
    });
  });
});

describe('POST /v1/utils/*', () => {
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object });

  it('walks postcode -> sub-district -> district -> province over the real data set', async () => {
    const subs = (await post('/v1/utils/sub-district', { id: '10330', language: 'TH' })).json<{
      body: { ref: string; name_th: string }[];
    }>().body;
    expect(subs.map((s) => s.name_th).sort()).toEqual(['ปทุมวัน', 'รองเมือง', 'ลุมพินี', 'วังใหม่']);
    const rongMueang = subs.find((s) => s.name_th === 'รองเมือง')!;
    const districts = (
      await post('/v1/utils/district', { id: rongMueang.ref.split('_')[0], language: 'TH' })
    ).json<{ body: { ref: string; name_th: string }[] }>().body;
    expect(districts.map((d) => d.name_th)).toEqual(['ปทุมวัน']);
    const provinces = (
      await post('/v1/utils/province', { id: districts[0]!.ref.split('_')[0], language: 'EN' })
    ).json<{ body: { name: string; name_th: string }[] }>().body;
    expect(provinces).toHaveLength(1);
    expect(provinces[0]).toMatchObject({ name: 'Bangkok', name_th: 'กรุงเทพมหานคร' });
  });

  it('answers an unknown postcode with an empty list', async () => {
    const res = await post('/v1/utils/sub-district', { id: '00000' });
    expect(res.json()).toEqual({ status: 'success', body: [] });
  });

  it.each([
    ['/v1/utils/sub-district', { id: '1033' }],
    ['/v1/utils/sub-district', { id: '.*' }],
    ['/v1/utils/sub-district', { id: 10330 }],
    ['/v1/utils/district', { id: "1'; drop table events;--" }],
    ['/v1/utils/province', {}],
  ])('validates %s %j before any lookup', async (url, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ field: string }>().field).toBe('id');
  });

  it('lists the run models of a run type in the caller language', async () => {
    const marathon = bangkok.run_type[0]!;
    const res = await post('/v1/utils/run-model', { events_run_type_id: marathon.id, language: 'EN' });
    expect(res.json<{ body: { name: string }[] }>().body.map((m) => m.name)).toEqual(['Open', 'Age group']);
    expect((await post('/v1/utils/run-model', { events_run_type_id: 999999 })).statusCode).toBe(404);
    expect((await post('/v1/utils/run-model', { events_run_type_id: 'x' })).statusCode).toBe(400);
  });
});
