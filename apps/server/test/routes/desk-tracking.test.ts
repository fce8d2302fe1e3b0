/**
 * The desk on race weekend (issue 27 items 12, 13): runners of unpaid and closed orders are found with
 * their order's state (and never handed a kit), each card says how the kit goes; EMS tracking numbers
 * recorded one at a time or from a spreadsheet (every row checked, errors by row, all or nothing), each
 * queuing the runner's mail in the same transaction; a posted kit is refused at the desk; the bib-check
 * sheet has the delivery and tracking columns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { and, eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { emailOutbox, orders } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { sendDueEmails } from '../../src/services/mail/emails';
import { buildTestApp, type TestApp } from '../helper';
import { login } from '../support/accounts';
import { eventDetail, orderFor, PATHUM_WAN, runnerFor } from '../support/orders';

let t: TestApp;
let trail: EventDetail;
let organizer: string;

const post = (url: string, payload: unknown, token = organizer, lang = 'th') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, authorization: `Bearer ${token}` },
  });

let mobiles = 0;
/** A mobile number no other runner of this file has: the desk finds each test's runner alone. */
const uniqueMobile = () =>
  `06${String(Date.now() % 1e6).padStart(6, '0')}${String(++mobiles).padStart(2, '0')}`;

/** A bank-transfer order of the trail, by post (EMS) or picked up; confirmed (PAID) unless `paid` is false. */
async function trailOrder(opts: { byPost: boolean; paid?: boolean }) {
  const ems = trail.delivery_type.find((d) => d.is_require_address === (opts.byPost ? 'Y' : 'N'))!;
  const runner = runnerFor(trail, { mobile_no: uniqueMobile() });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/order/create',
    payload: orderFor(trail, [runner], { delivery_type_id: ems.id, ...(opts.byPost ? PATHUM_WAN : {}) }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const uuid = res.json<{ uuid: string }>().uuid;
  if (opts.paid !== false) {
    const paid = await post('/v1/organizer/direct-notify', { event_key: trail.event_key, uuid });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return { uuid, mobile: String(runner.mobile_no) };
}

interface Card {
  runner_id: number;
  order_uuid: string;
  order_status: string;
  delivery_type_name: string;
  delivery_by_post: boolean;
  tracking_no: string | null;
}
async function deskCard(mobile: string, lang = 'th'): Promise<Card[]> {
  const res = await post(
    '/v1/organizer/checkbib-search',
    { event_key: trail.event_key, order_filter_type: 'mobile_no', order_filter_value: mobile },
    organizer,
    lang,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ body: Card[] }>().body;
}

const handOver = (card: Card, lang = 'th') =>
  post(
    '/v1/organizer/checkbib-checking',
    { event_key: trail.event_key, order_uuid: card.order_uuid, runner_id: card.runner_id },
    organizer,
    lang,
  );

async function trackingMails(uuid: string) {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, o!.id), eq(emailOutbox.kind, 'tracking_number')));
}

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('EMS');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(bytes: Buffer, lang = 'th', eventKey = trail.event_key) {
  const boundary = '----tracking';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="event_key"\r\n\r\n${eventKey}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ems.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/v1/organizer/order-tracking-upload',
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': lang,
      authorization: `Bearer ${organizer}`,
    },
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
  organizer = await login(t, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
});
afterAll(async () => {
  await t.close();
});

describe('the desk finds every runner with their state', () => {
  it('an unpaid runner is found as not paid, a deleted order as closed, and neither is handed a kit', async () => {
    const unpaid = await trailOrder({ byPost: false, paid: false });
    const [card] = await deskCard(unpaid.mobile, 'en');
    expect(card).toMatchObject({ order_uuid: unpaid.uuid, order_status: 'INITIAL', delivery_by_post: false });
    expect(card!.delivery_type_name).toBe('Pick up at the race expo');
    const refused = await handOver(card!, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/not paid/);

    const deleted = await trailOrder({ byPost: false, paid: false });
    expect(
      (await post('/v1/organizer/delete-order', { event_key: trail.event_key, uuid: deleted.uuid }))
        .statusCode,
    ).toBe(200);
    const [closed] = await deskCard(deleted.mobile);
    expect(closed).toMatchObject({ order_uuid: deleted.uuid, order_status: 'DELETE' });
    expect((await handOver(closed!)).statusCode).toBe(404);

    // Nobody by that number: not registered.
    expect(await deskCard('0999999999')).toEqual([]);
  });
});

describe('EMS tracking numbers', () => {
  it('one order: saved with a mail queued, refused for a pick-up order, and the desk refuses the posted kit', async () => {
    const posted = await trailOrder({ byPost: true });
    const [before] = await deskCard(posted.mobile);
    expect(before).toMatchObject({ order_status: 'PAID', delivery_by_post: true, tracking_no: null });

    const bad = await post(
      '/v1/organizer/order-tracking',
      { event_key: trail.event_key, uuid: posted.uuid, tracking_no: '12345' },
      organizer,
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string; message: string }>()).toMatchObject({ field: 'tracking_no' });
    expect(bad.json<{ message: string }>().message).toMatch(/EF123456789TH/);

    const ok = await post('/v1/organizer/order-tracking', {
      event_key: trail.event_key,
      uuid: posted.uuid,
      tracking_no: 'ef 1234 56789 th',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ message: string }>().message).toContain('EF123456789TH');
    expect(await trackingMails(posted.uuid)).toHaveLength(1);

    const [after] = await deskCard(posted.mobile);
    expect(after!.tracking_no).toBe('EF123456789TH');
    const refused = await handOver(after!, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/posted by EMS \(tracking EF123456789TH\)/);

    const pickup = await trailOrder({ byPost: false });
    const notPosted = await post(
      '/v1/organizer/order-tracking',
      { event_key: trail.event_key, uuid: pickup.uuid, tracking_no: 'EF123456780TH' },
      organizer,
      'en',
    );
    expect(notPosted.statusCode).toBe(400);
    expect(notPosted.json<{ field: string; message: string }>()).toMatchObject({
      field: 'uuid',
      message: 'uuid: is not an order sent by post',
    });
  });

  it('a spreadsheet with one bad row saves nothing and lists every problem by row; a good one saves all', async () => {
    const a = await trailOrder({ byPost: true });
    const b = await trailOrder({ byPost: true });
    const pickup = await trailOrder({ byPost: false });
    const wrong = await sheet([
      ['order uuid', 'tracking number'],
      [a.uuid, 'EF000000001TH'],
      [b.uuid, 'not-a-number'],
      [pickup.uuid, 'EF000000003TH'],
      ['nonsense', 'EF000000004TH'],
      [a.uuid, 'EF000000005TH'],
    ]);
    const refused = await upload(wrong, 'en');
    expect(refused.statusCode, refused.body).toBe(400);
    const errors = refused.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(errors.map((e) => e.field)).toEqual([
      'row.3.tracking_no',
      'row.4.order_uuid',
      'row.5.order_uuid',
      'row.6.order_uuid',
    ]);
    expect(errors[1]!.message).toMatch(/not an order sent by post/);
    expect(errors[3]!.message).toMatch(/more than one row/);
    // Nothing half-saved: the good first row did not go in either.
    expect((await trackingMails(a.uuid)).length).toBe(0);
    const [stillBlank] = await deskCard(a.mobile);
    expect(stillBlank!.tracking_no).toBeNull();

    const good = await upload(
      await sheet([
        [a.uuid.toUpperCase(), 'EF000000001TH'],
        [b.uuid, 'EF000000002TH'],
      ]),
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json<{ saved: number }>().saved).toBe(2);
    expect((await deskCard(b.mobile))[0]!.tracking_no).toBe('EF000000002TH');
    expect(await trackingMails(a.uuid)).toHaveLength(1);
    expect(await trackingMails(b.uuid)).toHaveLength(1);

    // Not a spreadsheet at all: 400 naming the file.
    const junk = await upload(Buffer.from('hello'), 'en');
    expect(junk.statusCode).toBe(400);
    expect(junk.json<{ field: string }>().field).toBe('file');
  });

  it('a small workbook that unpacks to 60 MB is refused on its file before it is read, nothing saved', async () => {
    const posted = await trailOrder({ byPost: true });
    // A real workbook whose sheet part is padded with 60 MB of spaces: ~60 kB on the wire.
    const zip = await JSZip.loadAsync(await sheet([[posted.uuid, 'EF000000009TH']]));
    const part = 'xl/worksheets/sheet1.xml';
    const xml = await zip.file(part)!.async('string');
    zip.file(part, xml.replace('<sheetData>', `${' '.repeat(60 * 1024 * 1024)}<sheetData>`));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(200_000);

    const refused = await upload(bomb, 'en');
    expect(refused.statusCode, refused.body).toBe(400);
    const body = refused.json<{ field: string; message: string }>();
    expect(body.field).toBe('file');
    expect(body.message).toContain('unpacks to more than 24 MB');
    expect((await deskCard(posted.mobile))[0]!.tracking_no).toBeNull();

    const th = await upload(bomb, 'th');
    expect(th.json<{ message: string }>().message).toContain('ใหญ่เกิน 24 MB');
  });

  it('the tracking mail names the number and where to follow it, in the order language', async () => {
    const posted = await trailOrder({ byPost: true });
    await post('/v1/organizer/order-tracking', {
      event_key: trail.event_key,
      uuid: posted.uuid,
      tracking_no: 'EF999999999TH',
    });
    await sendDueEmails(t.database.db, {
      transport: { kind: 'smtp', send: async () => undefined, close: () => undefined },
      from: 'RaceDay <no-reply@race.example>',
      baseUrl: 'https://race.example',
      limit: 1000,
    });
    const [mail] = await trackingMails(posted.uuid);
    expect(mail!.status).toBe('SENT');
    expect(mail!.subject).toContain('EMS');
    expect(mail!.textBody).toContain('EF999999999TH');
    expect(mail!.textBody).toContain('https://track.thailandpost.co.th/?trackNumber=EF999999999TH');
  });
});

describe('the bib-check sheet', () => {
  it('has the delivery and the tracking number columns', async () => {
    const posted = await trailOrder({ byPost: true });
    await post('/v1/organizer/order-tracking', {
      event_key: trail.event_key,
      uuid: posted.uuid,
      tracking_no: 'EF888888888TH',
    });
    const res = await post(
      '/v1/organizer/report-runner-excel-checkbib',
      { event_key: trail.event_key, is_checkbib: 'ALL' },
      organizer,
      'en',
    );
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    // Each heading is 'Thai / English'.
    const header = Array.from(ws.getRow(1).values as unknown[], (v) => String(v ?? ''));
    const column = (en: string) => header.findIndex((h) => h.endsWith(` / ${en}`));
    const pickUp = column('Pick-up');
    const tracking = column('EMS tracking number');
    expect(pickUp).toBeGreaterThan(0);
    expect(tracking).toBeGreaterThan(0);
    const uuidCol = column('Order ID');
    let found: unknown[] | undefined;
    ws.eachRow((row) => {
      const v = row.values as unknown[];
      if (v[uuidCol] === posted.uuid) found = v;
    });
    expect(found?.[pickUp]).toBe('Delivery by Thailand Post EMS');
    expect(found?.[tracking]).toBe('EF888888888TH');
  });
});

describe('the headline money line', () => {
  it('shows received, refunded and kept as the payout totals them, and they reconcile', async () => {
    const paid = await trailOrder({ byPost: false });
    const refund = await post('/v1/organizer/refund-order', {
      event_key: trail.event_key,
      uuid: paid.uuid,
      amount: 100,
      reference: 'KBANK-REF-1',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const headline = (await post('/v1/organizer/report-headline', { event_key: trail.event_key })).json<{
      body: { money_in: number; money_refunded: number; money_net: number };
    }>().body;
    const payout = (await post('/v1/organizer/payout', { event_key: trail.event_key })).json<{
      body: { totals: { received: number; refunds: number } };
    }>().body;
    expect(headline.money_refunded).toBeGreaterThanOrEqual(100);
    expect(headline.money_in).toBe(payout.totals.received);
    expect(headline.money_refunded).toBe(payout.totals.refunds);
    expect(Math.round(headline.money_net * 100)).toBe(
      Math.round(headline.money_in * 100) - Math.round(headline.money_refunded * 100),
    );
  });
});
