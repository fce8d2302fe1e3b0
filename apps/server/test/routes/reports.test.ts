import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { events, orders, runners, runTypes } from '../../src/db/schema';
import { PAGE_SIZE } from '../../src/services/backoffice/exports';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, nextThaiId, orderFor, PATHUM_WAN, runnerFor } from '../support/orders';

const TRAIL = 'chiangmai-doi-suthep-trail-2027';
const BANGKOK = 'bangkok-riverside-marathon-2027';
const KHONKAEN = 'khonkaen-night-run-2027';
const NOT_LINKED = 'korat-test-run-2027';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const LISTS = [
  'report-runner-type',
  'report-runner-type-sex',
  'report-runner-tshirt',
  'report-runner-type-tshirt',
  'report-order-count',
  'report-order-amt',
] as const;
const SHEETS = [
  'report-runner-type-tshirt-excel',
  'report-runner-tshirt-excel',
  'report-order-unpaid',
  'report-order-excel-all',
  'report-order-excel-delivery',
  'report-order-excel-self',
] as const;

let t: TestApp;
let organizer: string;
let admin: string;
let member: string;
let trail: EventDetail;
let bangkok: EventDetail;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = async (email: string, password: string) =>
  (await post('/v1/auth/login', { email, password })).json<{ accessToken: string }>().accessToken;

async function report<T>(name: string, eventKey: string, token = organizer): Promise<T[]> {
  const res = await post(`/v1/organizer/${name}`, { event_key: eventKey }, bearer(token));
  expect(res.statusCode).toBe(200);
  const json = res.json<{ status: string; body: T[] }>();
  expect(json.status).toBe('success');
  return json.body;
}

type Cell = string | number | null;
/**
 * The first sheet of an .xlsx reply as objects keyed by the header row's texts: the rows down to the
 * first empty one (the list; a list of orders has its totals and a note below it, exports.test.ts).
 */
async function sheet(payload: Buffer): Promise<{ header: string[]; rows: Record<string, Cell>[] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as never);
  const ws = wb.worksheets[0]!;
  const values: Cell[][] = [];
  for (let n = 1; n <= ws.rowCount && ws.getRow(n).hasValues; n++) {
    const cells = (ws.getRow(n).values as unknown[]).slice(1);
    values.push(
      Array.from({ length: ws.columnCount }, (_, i) => {
        const v = cells[i];
        return v === undefined || v === null ? null : (v as Cell);
      }),
    );
  }
  const header = values[0] as string[];
  return {
    header,
    rows: values.slice(1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? null]))),
  };
}

async function download(name: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await post(`/v1/organizer/${name}`, body, { ...bearer(organizer), ...headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX);
  return { res, ...(await sheet(res.rawPayload)) };
}

const create = async (payload: unknown) => {
  const res = await post('/v1/order/create', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
};
const setStatus = (uuid: string, status: 'PAID' | 'DELETE') =>
  t.database.db
    .update(orders)
    .set({ status, paidAt: status === 'PAID' ? new Date('2027-01-05T03:04:00Z') : null })
    .where(eq(orders.uuid, uuid));

/** count_number of the row matching `match`, 0 when there is none. */
const countOf = <T extends { count_number: number }>(rows: T[], match: Partial<T>) =>
  rows.find((r) => Object.entries(match).every(([k, v]) => r[k as keyof T] === v))?.count_number ?? 0;
const paidOf = (rows: { run_type_name: string; paid_number: number }[], name: string) =>
  rows.find((r) => r.run_type_name === name)?.paid_number ?? 0;

// ---- the orders every test reads -------------------------------------------------------------------
/** On the trail: A = 2 runners, EMS, PAID; B = a team of 3, self pick-up, INITIAL; C = 1 runner, deleted. */
let orderA: string;
let orderB: string;
let orderC: string;
/** On Bangkok: E = 1 runner with additional selects and the custom field, PAID. */
let orderE: string;
const before: Record<string, unknown[]> = {};
const trailNames = {
  t50: 'เทรล 50 กม.',
  t25: 'เทรล 25 กม.',
  t12: 'เทรล 12 กม.',
  team: 'ทีมผลัด 3 คน × 12 กม.',
};

beforeAll(async () => {
  t = await buildTestApp();
  [organizer, admin] = await Promise.all([
    login(DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password),
    login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
  ]);
  await post('/v1/user/register', {
    name: 'มานี',
    sername: 'มีนา',
    email: 'manee.reports@example.com',
    password: 'Member-Passw0rd',
    display_name: 'มานี',
    mobile_no: '0812223333',
  });
  member = await login('manee.reports@example.com', 'Member-Passw0rd');
  [trail, bangkok] = await Promise.all([eventDetail(t, TRAIL), eventDetail(t, BANGKOK)]);

  for (const name of LISTS) {
    before[`${TRAIL}:${name}`] = await report(name, TRAIL);
    before[`${BANGKOK}:${name}`] = await report(name, BANGKOK);
  }

  const rt = (name: string) => trail.run_type.find((r) => r.name === name)!;
  const shirt = (prefix: string, runTypeId = 0) =>
    trail.t_shirt.find((s) => s.name.startsWith(prefix) && s.run_type_id === runTypeId)!;
  const ems = trail.delivery_type.find((d) => d.is_require_address === 'Y')!;

  orderA = await create(
    orderFor(
      trail,
      [
        runnerFor(trail, {
          fname: 'อนันต์',
          lname: 'ขึ้นดอย',
          sex: 'MALE',
          dob: '1997-03-14',
          run_type_id: rt(trailNames.t50).id,
          t_shirt_id: shirt('M (').id,
        }),
        runnerFor(trail, {
          register_type: 'FRIEND',
          fname: 'บุษบา',
          lname: 'ลงดอย',
          sex: 'FEMALE',
          dob: '1997-03-15',
          run_type_id: rt(trailNames.t25).id,
          t_shirt_id: shirt('S (').id,
        }),
      ],
      { delivery_type_id: ems.id, ...PATHUM_WAN },
    ),
  );
  await setStatus(orderA, 'PAID');

  const teamShirt = (i: number) => trail.t_shirt.filter((s) => s.run_type_id === 138)[i]!;
  const teamMate = (i: number) => ({
    fname: ['', 'สมาชิกหนึ่ง', 'สมาชิกสอง'][i]!,
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
    t_shirt_id: teamShirt(i).id,
  });
  orderB = await create(
    orderFor(trail, [
      runnerFor(trail, {
        fname: 'กัปตัน',
        lname: 'ทีมเทรล',
        sex: 'MALE',
        runner_team: 'ลานนาเทรล',
        run_type_id: 138,
        t_shirt_id: teamShirt(0).id,
        team_member_obj: [teamMate(1), teamMate(2)],
      }),
    ]),
  );

  orderC = await create(
    orderFor(trail, [runnerFor(trail, { run_type_id: rt(trailNames.t12).id, t_shirt_id: shirt('L (').id })]),
  );
  // What delete-order leaves behind: the order DELETE, its places given back.
  await setStatus(orderC, 'DELETE');
  const [c] = await t.database.db.select().from(orders).where(eq(orders.uuid, orderC));
  await t.database.db.update(runners).set({ isActive: false }).where(eq(runners.orderId, c!.id));

  // Race day fixed so ages can be worked out by hand: 1997-03-14 is 30 on the day, 1997-03-15 still 29.
  await t.database.db.update(events).set({ eventDate: '2027-03-14' }).where(eq(events.eventKey, TRAIL));

  const meal = bangkok.additional_selects.find((a) => a.slot === 1)!;
  orderE = await create(
    orderFor(bangkok, [
      runnerFor(bangkok, {
        fname: 'ตูน',
        lname: 'วิ่งไกล',
        t_shirt_id: bangkok.t_shirt.find((s) => s.name.startsWith('M ('))!.id,
        additional1: meal.options.find((o) => o.name === 'มังสวิรัติ')!.id,
        custom_field1: 'พี่ตูน',
      }),
    ]),
  );
  await setStatus(orderE, 'PAID');
});
afterAll(async () => {
  await t.close();
});

describe('who may read the reports', () => {
  const calls = [
    ...[...LISTS, ...SHEETS].map((name) => ({ name, extra: {} })),
    { name: 'report-runner-excel-checkbib', extra: { is_checkbib: 'ALL' } },
  ];

  it('401 without a token, 403 for a member, 404 for an unknown event, 403 for an event not linked', async () => {
    for (const { name, extra } of calls) {
      const url = `/v1/organizer/${name}`;
      const body = { event_key: TRAIL, ...extra };
      expect((await post(url, body)).statusCode, name).toBe(401);
      expect((await post(url, body, bearer(member))).statusCode, name).toBe(403);
      const unknown = await post(url, { ...body, event_key: 'no-such-event-2027' }, bearer(organizer));
      expect(unknown.statusCode, name).toBe(404);
      expect(unknown.json()).toEqual({ status: 'error', code: 'event.not_found', message: 'ไม่พบกิจกรรมนี้' });
      const foreign = await post(url, { ...body, event_key: NOT_LINKED }, bearer(organizer));
      expect(foreign.statusCode, name).toBe(403);
      expect(foreign.json<{ status: string }>().status).toBe('error');
      // The super-admin runs every event.
      expect((await post(url, { ...body, event_key: NOT_LINKED }, bearer(admin))).statusCode, name).toBe(200);
    }
  });

  it('400 naming the field for a bad body', async () => {
    for (const { name, extra } of calls) {
      const url = `/v1/organizer/${name}`;
      const missing = await post(url, { ...extra }, bearer(organizer));
      expect(missing.statusCode, name).toBe(400);
      expect(missing.json<{ field: string }>().field).toBe('event_key');
      const extraField = await post(url, { event_key: TRAIL, ...extra, limit: 10 }, bearer(organizer));
      expect(extraField.statusCode, name).toBe(400);
      const badKey = await post(url, { event_key: 'Bad Key!', ...extra }, bearer(organizer));
      expect(badKey.json<{ field: string }>().field).toBe('event_key');
    }
    const badFlag = await post(
      '/v1/organizer/report-runner-excel-checkbib',
      { event_key: TRAIL, is_checkbib: 'YES' },
      bearer(organizer),
    );
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json<{ field: string }>().field).toBe('is_checkbib');
  });
});

describe('report counts', () => {
  type TypeRow = { run_type_name: string; count_number: number; paid_number: number };
  type SexRow = { run_type_name: string; sex: string; count_number: number };
  type ShirtRow = { t_shirt_name: string; count_number: number };
  type TypeShirtRow = { run_type_name: string; t_shirt_name: string; count_number: number };
  const was = <T>(name: string, key = TRAIL) => before[`${key}:${name}`] as T[];

  it('counts people per race type: the team as 3, the unpaid in count_number only, the deleted not at all', async () => {
    const now = await report<TypeRow>('report-runner-type', TRAIL);
    const old = was<TypeRow>('report-runner-type');
    for (const r of now)
      expect(Object.keys(r).sort()).toEqual(['count_number', 'paid_number', 'run_type_name']);
    const delta = (name: string) => [
      countOf(now, { run_type_name: name }) - countOf(old, { run_type_name: name }),
      paidOf(now, name) - paidOf(old, name),
    ];
    expect(delta(trailNames.t50)).toEqual([1, 1]);
    expect(delta(trailNames.t25)).toEqual([1, 1]);
    expect(delta(trailNames.team)).toEqual([3, 0]);
    expect(delta(trailNames.t12)).toEqual([0, 0]);
    // Listed in the organizer's run type order.
    expect(now.map((r) => r.run_type_name)).toEqual(
      Object.values(trailNames).filter((n) => now.some((r) => r.run_type_name === n)),
    );
  });

  it('names race types in English for an English page, with the same counts', async () => {
    const th = await report<TypeRow>('report-runner-type', TRAIL);
    const res = await post(
      '/v1/organizer/report-runner-type',
      { event_key: TRAIL, language: 'EN' },
      bearer(organizer),
    );
    const en = res.json<{ body: TypeRow[] }>().body;
    const trail = (await t.app.inject({ method: 'GET', url: `/v1/events/${TRAIL}` })).json<{
      run_type: { name: string; name_en: string }[];
    }>();
    expect(en.map((r) => r.run_type_name)).toEqual(
      th.map((r) => trail.run_type.find((x) => x.name === r.run_type_name)!.name_en),
    );
    expect(en.map((r) => r.count_number)).toEqual(th.map((r) => r.count_number));
    for (const kind of ['report-runner-type-sex', 'report-runner-type-tshirt']) {
      const r = await post(`/v1/organizer/${kind}`, { event_key: TRAIL, language: 'EN' }, bearer(organizer));
      expect(r.statusCode).toBe(200);
      expect(
        r
          .json<{ body: { run_type_name: string }[] }>()
          .body.every((x) => !/[\u0E00-\u0E7F]/.test(x.run_type_name)),
      ).toBe(true);
    }
  });

  it('counts people per race type and sex', async () => {
    const now = await report<SexRow>('report-runner-type-sex', TRAIL);
    const old = was<SexRow>('report-runner-type-sex');
    const delta = (run_type_name: string, sex: string) =>
      countOf(now, { run_type_name, sex }) - countOf(old, { run_type_name, sex });
    expect(delta(trailNames.t50, 'MALE')).toBe(1);
    expect(delta(trailNames.t50, 'FEMALE')).toBe(0);
    expect(delta(trailNames.t25, 'FEMALE')).toBe(1);
    expect(delta(trailNames.team, 'MALE')).toBe(1);
    expect(delta(trailNames.team, 'FEMALE')).toBe(2);
    expect(delta(trailNames.t12, 'MALE')).toBe(0);
  });

  it('counts shirts, and shirts per race type', async () => {
    const now = await report<ShirtRow>('report-runner-tshirt', TRAIL);
    const old = was<ShirtRow>('report-runner-tshirt');
    const delta = (t_shirt_name: string) => countOf(now, { t_shirt_name }) - countOf(old, { t_shirt_name });
    expect(delta('M (38")')).toBe(1);
    expect(delta('S (36")')).toBe(1);
    expect(delta('L (40")')).toBe(0); // the deleted order's shirt
    expect(delta('เสื้อทีม S')).toBe(1);
    expect(delta('เสื้อทีม M')).toBe(1);
    expect(delta('เสื้อทีม L')).toBe(1);
    expect(delta('เสื้อทีม XL')).toBe(0);

    const both = await report<TypeShirtRow>('report-runner-type-tshirt', TRAIL);
    const bothOld = was<TypeShirtRow>('report-runner-type-tshirt');
    const d2 = (run_type_name: string, t_shirt_name: string) =>
      countOf(both, { run_type_name, t_shirt_name }) - countOf(bothOld, { run_type_name, t_shirt_name });
    expect(d2(trailNames.t50, 'M (38")')).toBe(1);
    expect(d2(trailNames.t25, 'S (36")')).toBe(1);
    expect(d2(trailNames.team, 'เสื้อทีม S')).toBe(1);
    expect(d2(trailNames.team, 'เสื้อทีม M')).toBe(1);
    expect(d2(trailNames.team, 'เสื้อทีม L')).toBe(1);
    expect(d2(trailNames.t12, 'L (40")')).toBe(0);
    // Both reports count the same people.
    const sum = (rows: { count_number: number }[]) => rows.reduce((s, r) => s + r.count_number, 0);
    expect(sum(both)).toBe(sum(now));
    expect(sum(now)).toBe(sum(await report<TypeRow>('report-runner-type', TRAIL)));
  });

  it('counts orders per status, every status listed, DELETE included', async () => {
    const now = await report<{ status: string; count_number: number }>('report-order-count', TRAIL);
    const old = was<{ status: string; count_number: number }>('report-order-count');
    expect(now.map((r) => r.status)).toEqual(['INITIAL', 'PAID', 'DELETE', 'CANCEL', 'EXPIRED']);
    const delta = (status: string) => countOf(now, { status }) - countOf(old, { status });
    expect([delta('INITIAL'), delta('PAID'), delta('DELETE'), delta('CANCEL'), delta('EXPIRED')]).toEqual([
      1, 1, 1, 0, 0,
    ]);
  });

  it('sums the money of PAID orders in baht (the first row): entries, shipping, total', async () => {
    type Amt = { orders: string; amount: number; delivery_type_price: number; total: number };
    const diff = async (key: string) => {
      const [now] = await report<Amt>('report-order-amt', key);
      const [old] = was<Amt>('report-order-amt', key);
      expect(now!.orders).toBe('paid');
      expect(now!.total).toBeCloseTo(now!.amount + now!.delivery_type_price, 2);
      return {
        amount: Math.round((now!.amount - old!.amount) * 100) / 100,
        delivery_type_price: Math.round((now!.delivery_type_price - old!.delivery_type_price) * 100) / 100,
        total: Math.round((now!.total - old!.total) * 100) / 100,
      };
    };
    // A: 1,800 + 1,200 entries, EMS 60 + 20 for the second runner; B (unpaid) and C (deleted) add nothing.
    expect(await diff(TRAIL)).toEqual({ amount: 3000, delivery_type_price: 80, total: 3080 });
    // E: marathon 1,200 + system fee 10, pick-up 0 (the 3% PromptPay fee is not the organizer's).
    expect(await diff(BANGKOK)).toEqual({ amount: 1210, delivery_type_price: 0, total: 1210 });
  });
});

describe('spreadsheets', () => {
  const stamps = () => {
    const at = (d: Date) => {
      const s = new Date(d.getTime() + 7 * 3_600_000).toISOString();
      return `${s.slice(0, 4)}${s.slice(5, 7)}${s.slice(8, 10)}_${s.slice(11, 13)}${s.slice(14, 16)}`;
    };
    const now = Date.now();
    return [at(new Date(now - 60_000)), at(new Date(now)), at(new Date(now + 60_000))];
  };
  const H = {
    order: 'เลขที่คำสั่งซื้อ / Order ID',
    status: 'สถานะ / Status',
    fname: 'ชื่อ / First name',
    lname: 'นามสกุล / Last name',
    age: 'อายุวันแข่ง / Age on race day',
    dob: 'วันเกิด / Date of birth',
    entry: 'ค่าสมัคร (บาท) / Entry fee (THB)',
    shipping: 'ค่าจัดส่ง (บาท) / Shipping (THB)',
    amount: 'ยอดคำสั่งซื้อ (บาท) / Order amount (THB)',
    paid: 'ยอดรับชำระ (บาท) / Amount received (THB)',
    team: 'ทีม / Team',
    position: 'ลำดับในทีม / Team position',
    runType: 'ประเภทการแข่งขัน / Race type',
    shirt: 'เสื้อ / Shirt',
    postcode: 'รหัสไปรษณีย์ / Postcode',
    address: 'ที่อยู่ / Address',
    pickup: 'การรับเสื้อ/BIB / Pick-up',
    paidAt: 'วันที่ชำระ / Paid at',
    bib: 'หมายเลข BIB / Bib no.',
    collected: 'รับ BIB แล้ว / Bib collected',
    collectedAt: 'เวลารับ BIB / Collected at',
    count: 'จำนวน / Count',
  };
  const ours = (rows: Record<string, Cell>[], ...uuids: string[]) =>
    rows.filter((r) => uuids.includes(r[H.order] as string));

  it('all applicants: one row per person with the order, money on its first row, team and address', async () => {
    const from = stamps();
    const { res, header, rows } = await download('report-order-excel-all', { event_key: TRAIL });
    const to = stamps();
    // [label]_<event_key>_<YYYYMMDD_HHmm>.xlsx in Bangkok time, the Thai label in filename*.
    const m =
      /^attachment; filename="\[all-applicants\]_chiangmai-doi-suthep-trail-2027_(\d{8}_\d{4})\.xlsx"; filename\*=UTF-8''(.+)$/.exec(
        res.headers['content-disposition'] as string,
      );
    expect(m).not.toBeNull();
    expect([...from, ...to]).toContain(m![1]);
    expect(decodeURIComponent(m![2]!)).toBe(`[ผู้สมัครทั้งหมด]_${TRAIL}_${m![1]}.xlsx`);

    expect(header.slice(0, 4)).toEqual(['ลำดับ / No.', H.order, H.status, 'วันที่สมัคร / Created']);
    expect(header).toContain(H.postcode);
    expect(rows.map((r) => r['ลำดับ / No.'])).toEqual(rows.map((_, i) => i + 1));
    // Exactly the people the counts count.
    const counted = (await report<{ count_number: number }>('report-runner-type', TRAIL)).reduce(
      (s, r) => s + r.count_number,
      0,
    );
    expect(rows).toHaveLength(counted);
    expect(ours(rows, orderC)).toHaveLength(0);

    const a = ours(rows, orderA);
    expect(
      a.map((r) => [r[H.fname], r[H.status], r[H.dob], r[H.age], r[H.entry], r[H.runType], r[H.shirt]]),
    ).toEqual([
      ['อนันต์', 'ชำระเงินแล้ว', '1997-03-14', 30, 1800, trailNames.t50, 'M (38")'],
      ['บุษบา', 'ชำระเงินแล้ว', '1997-03-15', 29, 1200, trailNames.t25, 'S (36")'],
    ]);
    // Order money once per order: the column sums to the orders' sum.
    expect(a.map((r) => [r[H.shipping], r[H.amount], r[H.paid]])).toEqual([
      [80, 3080, 3080],
      [null, null, null],
    ]);
    expect(a[0]![H.paidAt]).toBe('2027-01-05 10:04');
    expect(a[1]![H.postcode]).toBe('10330');
    expect(a[1]![H.address]).toBe(PATHUM_WAN.delivery_add_no);
    expect(a[0]![H.position]).toBeNull();

    const b = ours(rows, orderB);
    expect(b.map((r) => [r[H.fname], r[H.status], r[H.team], r[H.position], r[H.entry], r[H.shirt]])).toEqual(
      [
        ['กัปตัน', 'รอชำระเงิน', 'ลานนาเทรล', 1, 2100, 'เสื้อทีม S'],
        ['สมาชิกหนึ่ง', 'รอชำระเงิน', 'ลานนาเทรล', 2, 0, 'เสื้อทีม M'],
        ['สมาชิกสอง', 'รอชำระเงิน', 'ลานนาเทรล', 3, 0, 'เสื้อทีม L'],
      ],
    );
    expect(b[0]![H.amount]).toBe(2100);
    // Nothing received on an unpaid order.
    expect(b[0]![H.paid]).toBe(0);
    expect(b[0]![H.postcode]).toBeNull();
  });

  it('names the file in English for an English caller, without filename*', async () => {
    const { res } = await download(
      'report-order-excel-self',
      { event_key: TRAIL },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="\[self-pickup\]_chiangmai-doi-suthep-trail-2027_\d{8}_\d{4}\.xlsx"$/,
    );
  });

  it('delivery holds the orders posted to an address; self pick-up the rest; unpaid the INITIAL ones', async () => {
    const delivery = await download('report-order-excel-delivery', { event_key: TRAIL });
    expect(ours(delivery.rows, orderA, orderB).map((r) => [r[H.fname], r[H.postcode]])).toEqual([
      ['อนันต์', '10330'],
      ['บุษบา', '10330'],
    ]);
    expect(delivery.rows.every((r) => r[H.pickup] === 'จัดส่งทางไปรษณีย์ EMS')).toBe(true);

    const self = await download('report-order-excel-self', { event_key: TRAIL });
    expect(ours(self.rows, orderA, orderB).map((r) => r[H.fname])).toEqual(['กัปตัน', 'สมาชิกหนึ่ง', 'สมาชิกสอง']);
    expect(self.rows.every((r) => r[H.pickup] === 'รับเองที่งาน Expo')).toBe(true);
    // Together they are everyone.
    const all = await download('report-order-excel-all', { event_key: TRAIL });
    expect(delivery.rows.length + self.rows.length).toBe(all.rows.length);

    const unpaid = await download('report-order-unpaid', { event_key: TRAIL });
    expect(unpaid.res.headers['content-disposition']).toContain('filename="[unpaid-orders]_');
    expect(ours(unpaid.rows, orderA, orderB, orderC).map((r) => r[H.fname])).toEqual([
      'กัปตัน',
      'สมาชิกหนึ่ง',
      'สมาชิกสอง',
    ]);
    expect(unpaid.rows.every((r) => r[H.status] === 'รอชำระเงิน')).toBe(true);
  });

  it("carries the event's additional selects and custom field under their own names", async () => {
    const { header, rows } = await download('report-order-excel-all', { event_key: BANGKOK });
    expect(header).toContain('อาหารหลังเส้นชัย / Post-race meal');
    expect(header).toContain('ชื่อที่ต้องการพิมพ์บน BIB / Name to print on your bib');
    const [e] = ours(rows, orderE);
    expect(e).toMatchObject({
      [H.fname]: 'ตูน',
      'อาหารหลังเส้นชัย / Post-race meal': 'มังสวิรัติ',
      'ทราบข่าวการแข่งขันจาก / How did you hear about us?': null,
      'ชื่อที่ต้องการพิมพ์บน BIB / Name to print on your bib': 'พี่ตูน',
      'รูปแบบการวิ่ง / Run model': 'ประเภททั่วไป',
      [H.entry]: 1200,
      [H.amount]: 1210,
      [H.paid]: 1246.3,
    });
  });

  it('shirt sheets hold the same rows as the shirt reports, plus a total', async () => {
    const shirts = await download('report-runner-tshirt-excel', { event_key: TRAIL });
    expect(shirts.res.headers['content-disposition']).toContain('filename="[shirt-sizes]_chiangmai-');
    expect(shirts.header).toEqual(['ลำดับ / No.', 'ขนาดเสื้อ / Shirt', H.count]);
    const json = await report<{ t_shirt_name: string; count_number: number }>('report-runner-tshirt', TRAIL);
    const total = json.reduce((s, r) => s + r.count_number, 0);
    expect(shirts.rows.map((r) => [r['ขนาดเสื้อ / Shirt'], r[H.count]])).toEqual([
      ...json.map((r) => [r.t_shirt_name, r.count_number]),
      ['รวม / Total', total],
    ]);

    const byType = await download('report-runner-type-tshirt-excel', { event_key: TRAIL });
    const json2 = await report<{ run_type_name: string; t_shirt_name: string; count_number: number }>(
      'report-runner-type-tshirt',
      TRAIL,
    );
    expect(byType.rows.map((r) => [r[H.runType], r['ขนาดเสื้อ / Shirt'], r[H.count]])).toEqual([
      ...json2.map((r) => [r.run_type_name, r.t_shirt_name, r.count_number]),
      ['รวม / Total', null, total],
    ]);
    expect(byType.rows).toContainEqual(
      expect.objectContaining({ [H.runType]: trailNames.team, 'ขนาดเสื้อ / Shirt': 'เสื้อทีม M', [H.count]: 1 }),
    );
  });

  it('bib check lists the people of PAID orders, all or by whether they collected their bib', async () => {
    const [first] = await t.database.db
      .select({ id: runners.id })
      .from(runners)
      .innerJoin(orders, eq(orders.id, runners.orderId))
      .where(eq(orders.uuid, orderA))
      .orderBy(runners.id)
      .limit(1);
    await t.database.db
      .update(runners)
      .set({ isCheckbib: true, checkbibAt: new Date('2027-03-13T02:30:00Z'), bibNo: 'T0042' })
      .where(eq(runners.id, first!.id));

    const get = async (is_checkbib: string) => {
      const d = await download('report-runner-excel-checkbib', { event_key: TRAIL, is_checkbib });
      return { ...d, mine: ours(d.rows, orderA, orderB, orderC) };
    };
    const all = await get('ALL');
    expect(all.mine.map((r) => [r[H.fname], r[H.bib], r[H.collected], r[H.collectedAt], r[H.age]])).toEqual([
      ['อนันต์', 'T0042', 'รับแล้ว', '2027-03-13 09:30', 30],
      ['บุษบา', null, 'ยังไม่รับ', null, 29],
    ]);
    expect(all.res.headers['content-disposition']).toContain('filename="[bib-check]_');
    const yes = await get('Y');
    expect(yes.rows.map((r) => r[H.fname])).toEqual(['อนันต์']);
    expect(yes.res.headers['content-disposition']).toContain('filename="[bib-collected]_');
    const no = await get('N');
    expect(no.mine.map((r) => r[H.fname])).toEqual(['บุษบา']);
    expect(no.rows.every((r) => r[H.collected] === 'ยังไม่รับ')).toBe(true);
    expect(yes.rows.length + no.rows.length).toBe(all.rows.length);
    // Only PAID orders: as many rows as paid people in the race type report.
    const paid = (await report<{ paid_number: number }>('report-runner-type', TRAIL)).reduce(
      (s, r) => s + r.paid_number,
      0,
    );
    expect(all.rows).toHaveLength(paid);
  });

  it('pages through more runners than one page without losing or repeating anyone', async () => {
    const [ev] = await t.database.db.select().from(events).where(eq(events.eventKey, KHONKAEN));
    const [rt] = await t.database.db.select().from(runTypes).where(eq(runTypes.eventId, ev!.id)).limit(1);
    const [order] = await t.database.db
      .insert(orders)
      .values({
        eventId: ev!.id,
        status: 'PAID',
        paymentMethod: 'PP_OPN',
        itemsAmount: 0,
        amount: 0,
        paidAmount: 0,
        runnerCount: PAGE_SIZE + 5,
        placesCount: PAGE_SIZE + 5,
        idCard: 'bulk',
        fname: 'bulk',
        lname: 'bulk',
        mobile: '0800000000',
      })
      .returning();
    await t.database.db.insert(runners).values(
      Array.from({ length: PAGE_SIZE + 5 }, (_, i) => ({
        orderId: order!.id,
        eventId: ev!.id,
        runTypeId: rt!.id,
        idCard: `BULK${i}`,
        fname: `Bulk${i}`,
        lname: 'Runner',
        sex: 'MALE',
        dob: '1990-01-01',
        mobileNo: '0800000000',
        runTypeName: rt!.name,
        runTypePrice: 0,
      })),
    );
    const { rows } = await download('report-order-excel-all', { event_key: KHONKAEN });
    const counted = (await report<{ count_number: number }>('report-runner-type', KHONKAEN)).reduce(
      (s, r) => s + r.count_number,
      0,
    );
    expect(counted).toBeGreaterThan(PAGE_SIZE);
    expect(rows).toHaveLength(counted);
    const bulk = rows.filter((r) => String(r[H.fname]).startsWith('Bulk')).map((r) => r[H.fname]);
    expect(bulk).toEqual(Array.from({ length: PAGE_SIZE + 5 }, (_, i) => `Bulk${i}`));
    // The bulk order's money once, on its first row.
    const firstRows = rows.filter((r) => r[H.order] === order!.uuid && r[H.amount] !== null);
    expect(firstRows).toHaveLength(1);
    await t.database.db.delete(runners).where(inArray(runners.orderId, [order!.id]));
  });
});
