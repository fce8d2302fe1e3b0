/**
 * Kit pick-up by QR (issue 13 item 9): each runner of a paid order has a pick-up code (the order page
 * unmasked, the payment e-mail as an inline PNG); the bib desk scans it and gets that runner's card;
 * forged codes, codes of another event and of unpaid orders are refused; a kit collected by a friend
 * records who, on the card and in the bib-check spreadsheet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import type { CheckbibRunner, OrderView } from '@raceday/domain/validation';
import { emailOutbox, orders, runners } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { sendDueEmails, type MailTransport, type OutgoingMail } from '../../src/services/mail/emails';
import { PickupCodes, pickupCodeSecret } from '../../src/orders/pickup-codes';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

let t: TestApp;
let trail: EventDetail;
let bangkok: EventDetail;
let organizer: string;

const post = (url: string, payload: unknown, token?: string, lang = 'th') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/** An order of `e` for `n` runners: its uuid and access key (the creating browser's). */
async function newOrder(e: EventDetail, n = 1) {
  const people = Array.from({ length: n }, () => runnerFor(e));
  const res = await post('/v1/order/create', orderFor(e, people));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string; access_key: string }>();
}

const markPaid = async (e: EventDetail, uuid: string) => {
  const res = await post('/v1/organizer/direct-notify', { event_key: e.event_key, uuid }, organizer);
  expect(res.statusCode, res.body).toBe(200);
};

const view = async (uuid: string, accessKey?: string) => {
  const res = await post('/v1/order/inquiry', {
    order_uuid: uuid,
    ...(accessKey ? { access_key: accessKey } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ body: OrderView }>().body;
};

const scan = (eventKey: string, code: string, lang = 'en') =>
  post('/v1/organizer/checkbib-scan', { event_key: eventKey, code }, organizer, lang);

beforeAll(async () => {
  t = await buildTestApp();
  [trail, bangkok] = await Promise.all([
    eventDetail(t, 'chiangmai-doi-suthep-trail-2027'),
    eventDetail(t, 'bangkok-riverside-marathon-2027'),
  ]);
  const { email, password } = DEMO_ACCOUNTS.organizer;
  organizer = (await post('/v1/auth/login', { email, password })).json<{ accessToken: string }>().accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('pick-up codes', () => {
  it('name one runner, verify, and cannot be made up or altered', () => {
    const codes = new PickupCodes(pickupCodeSecret('a secret of the test'));
    const code = codes.codeFor(42);
    expect(code).toMatch(/^RDP1\.42\.[A-Za-z0-9_-]{22}$/);
    expect(codes.runnerOf(code)).toBe(42);
    expect(codes.runnerOf(` ${code}\n`)).toBe(42);
    // Another runner's id with this signature, a changed signature, another server's key: nobody.
    expect(codes.runnerOf(code.replace('.42.', '.43.'))).toBeNull();
    const sig = code.split('.')[2]!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect(codes.runnerOf(`RDP1.42.${flipped}`)).toBeNull();
    expect(new PickupCodes(pickupCodeSecret('another secret')).runnerOf(code)).toBeNull();
    for (const junk of ['', 'RDP1', 'RDP1.42.', 'RDP1.0.' + sig, 'RDP2.42.' + sig, code + 'x', 'https://x'])
      expect(codes.runnerOf(junk)).toBeNull();
  });
});

describe('the order page', () => {
  it('shows a paid order’s pick-up codes only to whoever sees it unmasked', async () => {
    const { uuid, access_key } = await newOrder(trail, 2);
    // Not paid yet: no codes, even for the owner.
    expect((await view(uuid, access_key)).pickup).toEqual([]);
    await markPaid(trail, uuid);

    const owner = await view(uuid, access_key);
    expect(owner.personal_data).toBe('FULL');
    expect(owner.pickup).toHaveLength(2);
    const [ids] = [
      await t.database.db
        .select({ id: runners.id, fname: runners.fname })
        .from(runners)
        .innerJoin(orders, eq(orders.id, runners.orderId))
        .where(eq(orders.uuid, uuid))
        .orderBy(runners.id),
    ];
    owner.pickup.forEach((p, i) => {
      expect(p.fname).toBe(ids![i]!.fname);
      expect(p.code).toBe(t.app.pickupCodes.codeFor(ids![i]!.id));
      expect(p.run_type_name).not.toBe('');
    });

    // The link alone (masked): nothing to collect a kit with.
    const stranger = await view(uuid);
    expect(stranger.personal_data).toBe('MASKED');
    expect(stranger.pickup).toEqual([]);
    expect(JSON.stringify(stranger)).not.toContain('RDP1.');

    // The event's staff see the order unmasked, with the codes.
    const staff = await t.app.inject({
      method: 'POST',
      url: '/v1/order/inquiry',
      payload: { order_uuid: uuid },
      headers: { authorization: `Bearer ${organizer}` },
    });
    expect(staff.json<{ body: OrderView }>().body.pickup.map((p) => p.code)).toEqual(
      owner.pickup.map((p) => p.code),
    );
  });
});

describe('the payment e-mail', () => {
  it('carries each runner’s pick-up QR as an inline PNG, shown in the outbox too', async () => {
    const { uuid } = await newOrder(trail, 2);
    await markPaid(trail, uuid);
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
      pickup: t.app.pickupCodes,
      limit: 100,
    });
    const people = await t.database.db
      .select({ id: runners.id })
      .from(runners)
      .where(eq(runners.orderId, o!.id))
      .orderBy(runners.id);
    const mail = sent.find((m) => m.subject.startsWith('ยืนยันการชำระเงิน') && m.html.includes(uuid))!;
    expect(mail).toBeDefined();
    expect(mail.attachments).toHaveLength(2);
    mail.attachments!.forEach((a, i) => {
      expect(a).toMatchObject({
        cid: `pickup-${people[i]!.id}@raceday`,
        contentType: 'image/png',
        contentDisposition: 'inline',
      });
      expect(mail.html).toContain(`src="cid:${a.cid}"`);
      // The picture reads back as that runner's code.
      const png = PNG.sync.read(a.content);
      const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(read?.data).toBe(t.app.pickupCodes.codeFor(people[i]!.id));
    });
    expect(mail.html).not.toContain('data:image');
    expect(mail.html).toContain('แสดง QR นี้ที่จุดรับอุปกรณ์');
    expect(mail.text).toContain('QR รับอุปกรณ์');

    // The outbox keeps the mail as it reads: the pictures in place, no cid: left to break.
    const stored = (
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, o!.id))
    ).find((r) => r.kind === 'payment_confirmed')!;
    expect(stored.status).toBe('SENT');
    expect(stored.htmlBody).not.toContain('cid:');
    expect(stored.htmlBody.match(/src="data:image\/png;base64,/g)).toHaveLength(2);

    // The order-received mail has no QR.
    const created = sent.find((m) => m.html.includes(uuid) && m !== mail);
    expect(created?.subject).toMatch(/^ได้รับคำสั่งซื้อแล้ว/);
    expect(created?.attachments).toBeUndefined();
  });
});

describe('the desk scan', () => {
  it('opens the runner of a genuine code as a search row; refuses forged, other-event and unpaid codes', async () => {
    const { uuid, access_key } = await newOrder(trail);
    await markPaid(trail, uuid);
    const [code] = (await view(uuid, access_key)).pickup;
    const res = await scan(trail.event_key, code!.code);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json<{ body: CheckbibRunner }>().body;
    expect(card).toMatchObject({
      fname: code!.fname,
      order_uuid: uuid,
      event_key: trail.event_key,
      is_checkbib: 'N',
      checkbib_collected_by: null,
    });
    // The same shape as that runner's checkbib-search row.
    const search = await post(
      '/v1/organizer/checkbib-search',
      { event_key: trail.event_key, order_filter_type: 'order_uuid', order_filter_value: uuid },
      organizer,
      'en',
    );
    expect(search.json<{ body: CheckbibRunner[] }>().body).toEqual([card]);

    // Forged: 400 naming the code, in the caller's language.
    const forged = await scan(
      trail.event_key,
      code!.code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'checkbib.code_invalid', field: 'code' });
    expect((await scan(trail.event_key, 'hello', 'th')).json<{ message: string }>().message).toBe(
      'QR นี้ไม่ใช่ QR รับอุปกรณ์ของระบบ หรือถูกแก้ไข',
    );
    // A genuine code at another event's desk: 404, nothing opened.
    const other = await scan(bangkok.event_key, code!.code);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      code: 'checkbib.code_other_event',
      message: 'This kit pick-up QR is for another event',
    });
    // A runner of an unpaid order (a code made by the server's key): 409.
    const unpaid = await newOrder(trail);
    const [r] = await t.database.db
      .select({ id: runners.id })
      .from(runners)
      .innerJoin(orders, eq(orders.id, runners.orderId))
      .where(eq(orders.uuid, unpaid.uuid));
    const notPaid = await scan(trail.event_key, t.app.pickupCodes.codeFor(r!.id));
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toMatchObject({ code: 'checkbib.not_paid' });
    // Without a login: 401.
    const anonymous = await post('/v1/organizer/checkbib-scan', {
      event_key: trail.event_key,
      code: code!.code,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records who collected a kit for the runner, shows it on the card and in the spreadsheet', async () => {
    const { uuid, access_key } = await newOrder(trail, 2);
    await markPaid(trail, uuid);
    const [mine, friends] = (await view(uuid, access_key)).pickup;
    const cardOf = async (code: string) =>
      (await scan(trail.event_key, code)).json<{ body: CheckbibRunner }>().body;
    const a = await cardOf(mine!.code);
    const b = await cardOf(friends!.code);

    const hand = (runnerId: number, collectedBy?: string) =>
      post(
        '/v1/organizer/checkbib-checking',
        {
          event_key: trail.event_key,
          order_uuid: uuid,
          runner_id: runnerId,
          ...(collectedBy === undefined ? {} : { collected_by: collectedBy }),
        },
        organizer,
        'en',
      );
    expect((await hand(a.runner_id, '   ')).statusCode).toBe(200);
    expect((await hand(b.runner_id, '  Somsri Jaidee ')).statusCode).toBe(200);
    expect((await hand(b.runner_id, 'Someone else')).statusCode).toBe(409);
    expect((await hand(b.runner_id, 'x'.repeat(101))).statusCode).toBe(400);

    expect(await cardOf(mine!.code)).toMatchObject({ is_checkbib: 'Y', checkbib_collected_by: null });
    expect(await cardOf(friends!.code)).toMatchObject({
      is_checkbib: 'Y',
      checkbib_collected_by: 'Somsri Jaidee',
    });

    const file = await post(
      '/v1/organizer/report-runner-excel-checkbib',
      { event_key: trail.event_key, is_checkbib: 'Y', language: 'EN' },
      organizer,
    );
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as never);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1) as string[];
    const by = header.indexOf('ผู้รับแทน / Collected by') + 1;
    const order = header.indexOf('เลขที่คำสั่งซื้อ / Order ID') + 1;
    expect(by).toBeGreaterThan(0);
    const ours: unknown[] = [];
    for (let n = 2; n <= ws.rowCount; n++)
      if (ws.getRow(n).getCell(order).value === uuid) ours.push(ws.getRow(n).getCell(by).value);
    expect(ours.sort()).toEqual(['Somsri Jaidee', null].sort());
  });
});
