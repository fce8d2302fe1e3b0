/**
 * The race director's defects (issue 27, items 2, 3, 6 and 7's pick-up QR): bibs follow the race
 * type's stored prefix and start; the payout file names refunded and cancelled orders by their uuid;
 * the desk and the English payment mail use the options' English names; a cancelled order's pick-up
 * QR says it was cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import type { CheckbibRunner } from '@raceday/domain/validation';
import { orders, runners } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { emailText } from '../../src/lib/email-messages';
import { message } from '../../src/lib/messages';
import { sendDueEmails, type MailTransport, type OutgoingMail } from '../../src/services/mail/emails';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let trail: EventDetail;
let organizer: string;

const post = (url: string, payload: unknown, token?: string, lang = 'th') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/** A paid (by transfer, confirmed by hand) order of `e` for one runner; its uuid. */
async function paidOrder(e: EventDetail, runner: Record<string, unknown> = {}, language?: 'TH' | 'EN') {
  const res = await post('/v1/order/create', {
    ...orderFor(e, [runnerFor(e, runner)]),
    ...(language ? { language } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { uuid } = res.json<{ uuid: string }>();
  const paid = await post('/v1/organizer/direct-notify', { event_key: e.event_key, uuid }, organizer);
  expect(paid.statusCode, paid.body).toBe(200);
  return uuid;
}

async function runnerIdsOf(uuid: string) {
  return (
    await t.database.db
      .select({ id: runners.id, bib: runners.bibNo })
      .from(runners)
      .innerJoin(orders, eq(orders.id, runners.orderId))
      .where(eq(orders.uuid, uuid))
      .orderBy(runners.id)
  ).map((r) => r);
}

beforeAll(async () => {
  t = await buildTestApp();
  trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
  const { email, password } = DEMO_ACCOUNTS.organizer;
  organizer = (await post('/v1/auth/login', { email, password })).json<{ accessToken: string }>().accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('bib numbers from the race type’s setup (item 2)', () => {
  it('offers and gives the stored prefix and start, one width per race type', async () => {
    const runType = trail.run_type.find((r) => r.team_size === 1)!;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/organizer/setup/events/${trail.event_key}/run-types/${runType.id}`,
      payload: { bib_prefix: 'T', bib_start: 501 },
      headers: { authorization: `Bearer ${organizer}` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const shirt = trail.t_shirt.find((s) => s.run_type_id === 0 || s.run_type_id === runType.id)!;
    const first = await paidOrder(trail, { run_type_id: runType.id, t_shirt_id: shirt.id });
    const second = await paidOrder(trail, { run_type_id: runType.id, t_shirt_id: shirt.id });

    const plan = await post('/v1/organizer/bib-plan', { event_key: trail.event_key }, organizer);
    const row = plan
      .json<{ body: { run_type_id: number; bib_prefix: string; bib_start: string | null }[] }>()
      .body.find((r) => r.run_type_id === runType.id)!;
    expect(row).toMatchObject({ bib_prefix: 'T', bib_start: '501' });

    // The report's button sends nothing else: the race type's settings are the numbers.
    const assigned = await post(
      '/v1/organizer/assign-bibs',
      { event_key: trail.event_key, run_type_id: runType.id },
      organizer,
      'en',
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    // Every paid runner of the race type (the demo's first, then these two), from T501 on.
    const given = assigned.json<{ body: { assigned: number; first_bib: string; last_bib: string } }>().body;
    expect(given.first_bib).toBe('T501');
    expect(given.last_bib).toBe(`T${500 + given.assigned}`);
    const mine = [(await runnerIdsOf(first))[0]!.bib, (await runnerIdsOf(second))[0]!.bib];
    expect(mine).toEqual([`T${499 + given.assigned}`, `T${500 + given.assigned}`]);
  });

  it('refuses, naming the start, a race type with no start stored and none given', async () => {
    const other = trail.run_type.filter((r) => r.team_size === 1)[1]!;
    const res = await post(
      '/v1/organizer/assign-bibs',
      { event_key: trail.event_key, run_type_id: other.id },
      organizer,
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ field: string }>().field).toBe('start');
  });
});

describe('the payout file names orders by uuid (item 3)', () => {
  it('lists a refund and a cancellation under the order’s uuid', async () => {
    const uuid = await paidOrder(trail);
    const cancelled = await post(
      '/v1/organizer/cancel-order',
      { event_key: trail.event_key, uuid },
      organizer,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunded = await post(
      '/v1/organizer/refund-order',
      { event_key: trail.event_key, uuid, amount: 50, reference: 'SCB 77' },
      organizer,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);

    const payout = (await post('/v1/organizer/payout', { event_key: trail.event_key }, organizer)).json<{
      body: { refunds: { order_uuid: string }[]; cancellations: { order_uuid: string }[] };
    }>().body;
    expect(payout.refunds.map((r) => r.order_uuid)).toContain(uuid);
    expect(payout.cancellations.map((c) => c.order_uuid)).toContain(uuid);

    const file = await post('/v1/organizer/export-payout', { event_key: trail.event_key }, organizer, 'en');
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    for (const name of ['Refunds', 'Cancellations']) {
      const orderColumn = book
        .getWorksheet(name)!
        .getColumn(2)
        .values.slice(2)
        .map((v) => String(v));
      expect(orderColumn, name).toContain(uuid);
      for (const v of orderColumn) expect(v, name).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('English option names (item 6)', () => {
  const runType = () => trail.run_type.find((r) => r.team_size === 1)!;
  const shirt = () =>
    trail.t_shirt.find((s) => (s.run_type_id === 0 || s.run_type_id === runType().id) && s.name_en)!;
  let model = { id: 0, name: 'ทั่วไป', name_en: 'General' };

  beforeAll(async () => {
    // A model as the director typed it in setup: Thai and English names.
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/organizer/setup/events/${trail.event_key}/run-models`,
      payload: { run_type_id: runType().id, name: model.name, name_en: model.name_en },
      headers: { authorization: `Bearer ${organizer}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const models = await t.app.inject({
      method: 'PATCH',
      url: `/v1/organizer/setup/events/${trail.event_key}`,
      payload: { is_run_model: true },
      headers: { authorization: `Bearer ${organizer}` },
    });
    expect(models.statusCode, models.body).toBe(200);
    trail = await eventDetail(t, trail.event_key);
    model = trail.run_model.find((m) => m.run_type_id === runType().id && m.name === 'ทั่วไป')!;
  });

  const person = () => ({ run_type_id: runType().id, run_model_id: model.id, t_shirt_id: shirt().id });

  it('the desk names the race type, model and shirt in the request’s language', async () => {
    const uuid = await paidOrder(trail, person());
    const search = async (lang: string) => {
      const res = await post(
        '/v1/organizer/checkbib-search',
        { event_key: trail.event_key, order_filter_type: 'order_uuid', order_filter_value: uuid },
        organizer,
        lang,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ body: CheckbibRunner[] }>().body[0]!;
    };
    expect(await search('en')).toMatchObject({
      run_type_name: runType().name_en,
      run_model_name: 'General',
      t_shirt_name: shirt().name_en,
    });
    expect(await search('th')).toMatchObject({
      run_type_name: runType().name,
      run_model_name: 'ทั่วไป',
      t_shirt_name: shirt().name,
    });
  });

  it('the English payment mail names the pick-up, model and shirt in English', async () => {
    const uuid = await paidOrder(trail, person(), 'EN');
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (mail) => void sent.push(mail),
      close: () => undefined,
    };
    await sendDueEmails(t.database.db, {
      transport,
      from: 'RaceDay <no-reply@race.example>',
      baseUrl: 'https://race.example',
      limit: 500,
    });
    const mail = sent.find((m) => m.subject.startsWith('Payment confirmed') && m.text.includes(uuid));
    expect(mail, sent.map((m) => m.subject).join('\n')).toBeDefined();
    const delivery = trail.delivery_type.find((d) => d.id === o!.deliveryTypeId)!;
    expect(delivery.name).toBe('รับเองที่งาน Expo');
    expect(mail!.text).toContain(`Pickup: ${delivery.name_en}`);
    expect(mail!.text).toContain('Model: General');
    expect(mail!.text).toContain(shirt().name_en);
    expect(mail!.text).not.toContain(delivery.name);
    expect(mail!.text).not.toContain('ทั่วไป');
  });
});

describe('the order list’s delivery names (item 6)', () => {
  it('names the delivery choice in the request’s language, for the event and the super-admin', async () => {
    const uuid = await paidOrder(trail);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    const delivery = trail.delivery_type.find((d) => d.id === o!.deliveryTypeId)!;
    expect(delivery.name_en).toBeTruthy();
    const { email, password } = DEMO_ACCOUNTS.admin;
    const admin = (await post('/v1/auth/login', { email, password })).json<{ accessToken: string }>()
      .accessToken;
    const listed = async (url: string, token: string, lang: string) => {
      const res = await post(
        url,
        {
          event_key: url.endsWith('-admin') ? 'all-admin' : trail.event_key,
          order_filter_type: 'uuid',
          order_filter_value: uuid,
        },
        token,
        lang,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ body: { uuid: string; delivery_type_name: string }[] }>()
        .body.find((r) => r.uuid === uuid)!;
    };
    for (const [url, token] of [
      ['/v1/organizer/report-order-latest', organizer],
      ['/v1/organizer/report-order-latest-admin', admin],
    ] as const) {
      expect((await listed(url, token, 'en')).delivery_type_name, url).toBe(delivery.name_en);
      expect((await listed(url, token, 'th')).delivery_type_name, url).toBe(delivery.name);
    }
  });
});

describe('a cancelled order’s pick-up QR (item 7)', () => {
  it('says the order was cancelled, in the desk’s language, with or without a refund', async () => {
    for (const refund of [false, true]) {
      const uuid = await paidOrder(trail);
      const [person] = await runnerIdsOf(uuid);
      const code = t.app.pickupCodes.codeFor(person!.id);
      const res = refund
        ? await post(
            '/v1/organizer/refund-order',
            { event_key: trail.event_key, uuid, amount: 100, reference: 'KBANK 1', cancel: true },
            organizer,
          )
        : await post('/v1/organizer/cancel-order', { event_key: trail.event_key, uuid }, organizer);
      expect(res.statusCode, res.body).toBe(200);
      for (const [lang, text] of [
        ['en', 'This order was cancelled: do not hand out the bib or kit'],
        ['th', 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว ห้ามมอบ BIB และอุปกรณ์'],
      ] as const) {
        const scan = await post(
          '/v1/organizer/checkbib-scan',
          { event_key: trail.event_key, code },
          organizer,
          lang,
        );
        expect(scan.statusCode, `refund ${refund}`).toBe(409);
        expect(scan.json<{ message: string }>().message).toBe(text);
      }
    }
  });
});

describe('Thai wording slips (item 7)', () => {
  it('the desk invitation keeps a space after “BIB”; the payout says orders still paid plainly', () => {
    const role = emailText('staff_invitation.role.desk', 'th');
    expect(emailText('staff_invitation.intro', 'th', { inviter: 'สมชาย', role, event: 'เชียงใหม่เทรล' })).toBe(
      'สวัสดี สมชาย ได้เชิญคุณเป็นเจ้าหน้าที่จุดรับ BIB ของ เชียงใหม่เทรล บน RaceDay',
    );
    expect(message('payout.received_from_paid', 'th')).toBe(
      'รับเงินจากคำสั่งซื้อที่ยังมีสถานะชำระแล้ว (ตรงกับไฟล์ผู้สมัครทั้งหมด)',
    );
  });
});

describe('new-event errors say what is wrong in words (item 7)', () => {
  const create = (over: Record<string, unknown>, lang: string) =>
    post(
      '/v1/organizer/setup/events',
      {
        event_key: 'director-words-2027',
        title: 'วิ่งทดสอบ',
        event_date: '2027-06-01',
        registration_start_at: '2027-01-15T10:00:00+07:00',
        registration_end_at: '2027-05-01T10:00:00+07:00',
        payment_method: 'DIRECT',
        ...over,
      },
      organizer,
      lang,
    );
  const refusal = async (over: Record<string, unknown>, lang: string) => {
    const res = await create(over, lang);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ field: string; message: string }>();
  };

  it('a date without a time asks for both, with no ISO example', async () => {
    const en = await refusal({ registration_start_at: '2027-01-15' }, 'en');
    expect(en).toMatchObject({
      field: 'registration_start_at',
      message: 'registration_start_at: needs both a date and a time (hours:minutes)',
    });
    const th = await refusal({ registration_end_at: 'พรุ่งนี้' }, 'th');
    expect(th.message).toBe('registration_end_at: กรุณาระบุทั้งวันที่และเวลา (ชั่วโมง:นาที)');
    const day = await refusal({ event_date: '1 June' }, 'en');
    expect(day.message).toBe('event_date: needs a whole date (day, month and year)');
  });

  it('a bad event key says which characters and lengths are allowed', async () => {
    expect((await refusal({ event_key: 'My Run!' }, 'en')).message).toBe(
      'event_key: may use only lower-case letters a-z, digits 0-9 and dashes (-), 3–64 characters, not starting or ending with a dash',
    );
    expect((await refusal({ event_key: '-run' }, 'th')).message).toBe(
      'event_key: ใช้ได้เฉพาะตัวอักษรอังกฤษพิมพ์เล็ก a-z ตัวเลข 0-9 และขีด (-) ยาว 3–64 ตัว ไม่ขึ้นต้นหรือลงท้ายด้วยขีด',
    );
  });
});
