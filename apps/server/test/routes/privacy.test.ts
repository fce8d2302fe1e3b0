/**
 * Personal data as a stranger would try to collect it (issue 9, items 1, 2, 4 and 8): public lookups
 * hand out no order UUID, the UUID alone shows only masked data, the order's owner and the event's
 * staff see it whole, and every lookup is limited per address and per searched value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '@raceday/domain';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, nextThaiId, orderFor, PATHUM_WAN, runnerFor } from '../support/orders';

let t: TestApp;
let bangkok: EventDetail;
let korat: EventDetail;
beforeAll(async () => {
  t = await buildTestApp();
  [bangkok, korat] = await Promise.all([
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
    eventDetail(t, 'korat-test-run-2027'),
  ]);
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** Each call from its own client address unless one is given, as strangers spread over addresses. */
const post = (url: string, payload: unknown, opts: { token?: string; from?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: opts.from ?? `198.51.100.${(address++ % 250) + 1}`,
    headers: {
      'accept-language': 'en',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
  });

async function login(email: string, password: string): Promise<string> {
  const res = await post('/v1/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return res.json<{ accessToken: string }>().accessToken;
}

const PERSON = {
  fname: 'ปราณี',
  lname: 'รักษ์ความลับ',
  email: 'pranee.secret@example.com',
  mobile_no: '0831234567',
  dob: '1988-03-14',
  blood_group: 'AB',
  emergency_name: 'สมหมาย รักษ์ความลับ',
  emergency_relation: 'สามี',
  emergency_mobile_no: '0897654321',
};

async function placeOrder(e: EventDetail, token?: string) {
  const ems = e.delivery_type.find((d) => d.is_require_address === 'Y');
  const runner = runnerFor(e, { ...PERSON, id_card: nextThaiId() });
  const res = await post(
    '/v1/order/create',
    orderFor(e, [runner], ems ? { delivery_type_id: ems.id, ...PATHUM_WAN } : {}),
    { token },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json<{ uuid: string; access_key: string }>(), idCard: runner.id_card as string };
}

async function view(uuid: string, opts: { accessKey?: string; token?: string } = {}) {
  const res = await post(
    '/v1/order/inquiry',
    { order_uuid: uuid, ...(opts.accessKey ? { access_key: opts.accessKey } : {}) },
    { token: opts.token },
  );
  expect(res.statusCode).toBe(200);
  return { raw: res.body, order: res.json<{ body: Record<string, unknown> }>().body };
}

const SECRETS = [
  PERSON.email,
  PERSON.dob,
  PERSON.emergency_name,
  PERSON.emergency_mobile_no,
  PERSON.mobile_no,
  PATHUM_WAN.delivery_add_no,
];

describe('the order page with only the link (a stranger)', () => {
  it('shows the order and how to pay it, with every personal field masked and no sequential id', async () => {
    const { uuid, idCard } = await placeOrder(bangkok);
    const { raw, order } = await view(uuid);
    expect(order).toMatchObject({
      uuid,
      status: 'INITIAL',
      personal_data: 'MASKED',
      email: 'p***@example.com',
      mobile: 'XXXXXX4567',
      id_card: `XXXX${idCard.slice(-4)}`,
      delivery_add_no: '',
      delivery_add_mobile_no: 'XXXXXX5678',
      delivery_add_province: 'กรุงเทพมหานคร',
      payment_slip_url: '',
    });
    expect(order).not.toHaveProperty('id');
    expect(order).not.toHaveProperty('access_key');
    expect(Number(order.paid_amount)).toBeGreaterThan(0);
    const applicant = (JSON.parse(String(order.runner_json)) as Record<string, string>[])[0]!;
    expect(applicant).toMatchObject({
      fname: PERSON.fname,
      dob: '',
      blood_group: '',
      emergency_name: '',
      emergency_relation: '',
      emergency_mobile_no: '',
      email: 'p***@example.com',
    });
    for (const secret of [...SECRETS, idCard]) expect(raw).not.toContain(secret);
  });

  it('a wrong or another order’s access key unmasks nothing', async () => {
    const mine = await placeOrder(bangkok);
    const other = await placeOrder(bangkok);
    for (const key of ['x'.repeat(32), other.access_key, mine.access_key.slice(0, 31)]) {
      const { raw, order } = await view(mine.uuid, { accessKey: key });
      expect(order.personal_data).toBe('MASKED');
      for (const secret of SECRETS) expect(raw).not.toContain(secret);
    }
  });
});

describe('the order page for its owner and the event’s staff', () => {
  it('the browser that created the order (its access key) sees the personal data whole', async () => {
    const { uuid, access_key } = await placeOrder(bangkok);
    const { order } = await view(uuid, { accessKey: access_key });
    expect(order).toMatchObject({
      personal_data: 'FULL',
      access_key,
      email: PERSON.email,
      delivery_add_no: PATHUM_WAN.delivery_add_no,
      delivery_add_sub_district: PATHUM_WAN.delivery_add_sub_district,
      // ID card and mobile stay masked as the seed shows them, even to the owner.
      mobile: 'XXXXXX4567',
    });
    const applicant = (JSON.parse(String(order.runner_json)) as Record<string, string>[])[0]!;
    expect(applicant).toMatchObject({
      dob: PERSON.dob,
      blood_group: PERSON.blood_group,
      emergency_name: PERSON.emergency_name,
      emergency_mobile_no: 'XXXXXX4321',
    });
  });

  it('the member who placed it sees it whole; another member sees it masked', async () => {
    for (const [email, name] of [
      ['owner.member@example.com', 'Owner'],
      ['other.member@example.com', 'Other'],
    ]) {
      const signup = await post('/v1/user/register', {
        name,
        sername: 'Member',
        email,
        password: 'Member#2026x',
        display_name: name,
        mobile_no: '0812223333',
      });
      expect(signup.statusCode).toBe(201);
    }
    const owner = await login('owner.member@example.com', 'Member#2026x');
    const other = await login('other.member@example.com', 'Member#2026x');
    const { uuid } = await placeOrder(bangkok, owner);
    expect((await view(uuid, { token: owner })).order).toMatchObject({
      personal_data: 'FULL',
      email: PERSON.email,
    });
    expect((await view(uuid, { token: other })).order).toMatchObject({
      personal_data: 'MASKED',
      email: 'p***@example.com',
    });
  });

  it('the event’s organizer and the super-admin see it whole; an organizer of other events does not', async () => {
    const organizer = await login('organizer@raceday.local', 'Organizer#2026');
    const admin = await login('admin@raceday.local', 'Admin#2026');
    const own = await placeOrder(bangkok);
    const notTheirs = await placeOrder(korat);
    expect((await view(own.uuid, { token: organizer })).order.personal_data).toBe('FULL');
    expect((await view(notTheirs.uuid, { token: admin })).order.personal_data).toBe('FULL');
    const { raw, order } = await view(notTheirs.uuid, { token: organizer });
    expect(order.personal_data).toBe('MASKED');
    expect(raw).not.toContain(PERSON.email);
  });
});

describe('harvesting through the public lookups', () => {
  it('name prefixes and mobiles of the participant check lead to no order and no personal data', async () => {
    const { uuid } = await placeOrder(bangkok);
    const replies: string[] = [];
    for (const [filter_type, txt_search] of [
      ['fname', PERSON.fname.slice(0, 4)],
      ['mobile_no', PERSON.mobile_no],
    ]) {
      const res = await post('/v1/order/event-check', {
        event_key: bangkok.event_key,
        txt_search,
        filter_type,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ body: unknown[] }>().body.length).toBeGreaterThan(0);
      expect(res.body).toContain('XXXXXX4567');
      replies.push(res.body);
    }
    const found = await post('/v1/order/find-order', { txt_search: PERSON.mobile_no });
    expect(found.json<{ body: unknown[] }>().body.length).toBeGreaterThan(0);
    replies.push(found.body);
    for (const reply of replies) {
      expect(reply).not.toContain(uuid);
      for (const secret of SECRETS) expect(reply).not.toContain(secret);
    }
  });

  it('the same mobile number searched from many addresses is refused after a few tries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await post('/v1/order/event-check', {
        event_key: bangkok.event_key,
        txt_search: '0839990000',
        filter_type: 'mobile_no',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.json<{ status: string; message: string }>()).toMatchObject({ status: 'error' });
        expect(res.json<{ message: string }>().message).toMatch(/^Too many requests/);
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another number is still answered.
    const other = await post('/v1/order/event-check', {
      event_key: bangkok.event_key,
      txt_search: '0839990001',
      filter_type: 'mobile_no',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('rate limits on "is this ID registered?" and coupon lookups', () => {
  const check = (id_card: string, from?: string) =>
    post(
      '/v1/order/is_exiting_runner',
      { event_key: bangkok.event_key, run_type_id: bangkok.run_type[0]!.id, id_card },
      { from },
    );
  const coupon = (coupon_code: string, from?: string) =>
    post('/v1/order/coupon', { event_key: bangkok.event_key, coupon_code }, { from });

  it('one address asking about many IDs or codes is stopped', async () => {
    const idStatuses: number[] = [];
    const couponStatuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      idStatuses.push((await check(nextThaiId(), '203.0.113.7')).statusCode);
      couponStatuses.push((await coupon(`GUESS${String(i).padStart(3, '0')}`, '203.0.113.8')).statusCode);
    }
    expect(idStatuses.filter((s) => s === 200)).toHaveLength(30);
    expect(idStatuses.slice(30)).toEqual([429, 429]);
    expect(couponStatuses.filter((s) => s === 200)).toHaveLength(30);
    expect(couponStatuses.slice(30)).toEqual([429, 429]);
  });

  it('one ID or code asked about from many addresses is stopped', async () => {
    const id = nextThaiId();
    const idStatuses: number[] = [];
    const couponStatuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      idStatuses.push((await check(id)).statusCode);
      couponStatuses.push((await coupon('RIVER010')).statusCode);
    }
    expect(idStatuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(idStatuses.slice(30)).toEqual([429, 429]);
    expect(couponStatuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(couponStatuses.slice(30)).toEqual([429, 429]);
  });
});
