/**
 * Slip uploads against hostile files and forms, and who may see a stored slip: the image's size is
 * read from its header and refused before anything is decoded; decoding runs off the request
 * thread; every malformed form is a 4xx in the API's shape; a stored slip is shown only through a
 * signed link that expires.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { EventDetail } from '@raceday/domain';
import { orders } from '../../src/db/schema';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../../src/db/seed/demo';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { buildTestApp, createTestDatabase, testConfig, type TestApp, type TestDatabase } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';
import {
  blankPng,
  jpegHeaderOnly,
  multipartForm,
  nextAddress,
  pngHeaderOnly,
  pngTwoHeaders,
  slipPng,
} from '../support/slips';

let t: TestApp;
let trail: EventDetail;

beforeAll(async () => {
  t = await buildTestApp();
  trail = await eventDetail(t, 'chiangmai-doi-suthep-trail-2027');
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { status: string; message: string; field?: string };

/** An unpaid bank-transfer order of the trail event. */
async function transferOrder(app = t.app): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/order/create',
    payload: orderFor(trail, [runnerFor(trail)]),
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}

const slipFields = (uuid: string) => ({
  order_uuid: uuid,
  event_key: trail.event_key,
  payment_slip_time: '06:00',
});

function send(payload: Buffer | string, contentType: string, lang = 'en', app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/v1/upload/slip',
    payload,
    headers: { 'content-type': contentType, 'accept-language': lang },
    remoteAddress: nextAddress(),
  });
}

function upload(uuid: string, bytes: Buffer, lang = 'en', name = 'slip.png', app = t.app) {
  const f = multipartForm(slipFields(uuid), { bytes, name, type: 'image/png' });
  return send(f.payload, f.headers['content-type'], lang, app);
}

async function slipColumn(uuid: string, db = t.database.db) {
  const [o] = await db.select().from(orders).where(eq(orders.uuid, uuid));
  return o!.paymentSlipUrl;
}

function storedFiles(app = t.app): string[] {
  try {
    return readdirSync(path.join(app.config.DATA_DIR, 'files', 'slips'));
  } catch {
    return [];
  }
}

describe('slip images: the size is read from the header', () => {
  it('refuses 20000×20000 and 8000×8000 PNGs with 413 on the file, without decoding them, storing nothing', async () => {
    const uuid = await transferOrder();
    const before = storedFiles();
    for (const [width, height] of [
      [20000, 20000],
      [8000, 8000],
    ] as const) {
      const bytes = pngHeaderOnly(width, height);
      expect(bytes.length).toBeLessThan(200);
      const rss = process.memoryUsage.rss();
      const started = Date.now();
      const res = await upload(uuid, bytes);
      const elapsed = Date.now() - started;
      expect(res.statusCode, `${width}×${height}`).toBe(413);
      expect(res.json<ErrorBody>()).toEqual({
        status: 'error',
        code: 'slip.dimensions',
        message:
          'The image is larger than 25 megapixels; please upload the slip screenshot from your banking app',
        field: 'file',
      });
      // Decoding would allocate 4 bytes a pixel (256 MB and 1.6 GB) and take seconds.
      expect(process.memoryUsage.rss() - rss).toBeLessThan(100 * 1024 * 1024);
      expect(elapsed).toBeLessThan(5000);
    }
    const thai = await upload(uuid, pngHeaderOnly(20000, 20000), 'th');
    expect(thai.statusCode).toBe(413);
    expect(thai.json<ErrorBody>().message).toBe('รูปมีขนาดเกิน 25 ล้านพิกเซล กรุณาอัปโหลดภาพหน้าจอสลิปจากแอปธนาคาร');
    // A JPEG is measured by its frame header the same way.
    expect((await upload(uuid, jpegHeaderOnly(9000, 9000), 'en', 'slip.jpg')).statusCode).toBe(413);
    expect(await slipColumn(uuid)).toBeNull();
    expect(storedFiles()).toEqual(before);
  });

  it('refuses with 415 what has no header it can read, storing nothing', async () => {
    const uuid = await transferOrder();
    const before = storedFiles();
    const good = pngHeaderOnly(100, 100);
    const badCrc = Buffer.from(good);
    badCrc[20] = badCrc[20]! ^ 0xff; // the IHDR's width, its CRC no longer matching
    const cases: [string, Buffer][] = [
      ['garbage', Buffer.from('GIF89a not a slip at all, just text')],
      ['a PNG signature alone', good.subarray(0, 8)],
      ['a PNG whose header chunk is corrupt', badCrc],
      // pngjs would believe the second header, which is 20000×20000.
      ['a PNG with a second header', pngTwoHeaders(20000, 20000)],
      ['a JPEG start with no frame header', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xd9])],
    ];
    for (const [what, bytes] of cases) {
      const res = await upload(uuid, bytes);
      expect(res.statusCode, what).toBe(415);
      expect(res.json<ErrorBody>(), what).toEqual({
        status: 'error',
        code: 'slip.type',
        message: 'Please choose a jpg or png file only',
        field: 'file',
      });
    }
    // A header that can be read, over a body that cannot be decoded.
    const undecodable = await upload(uuid, good);
    expect(undecodable.statusCode).toBe(415);
    expect(await slipColumn(uuid)).toBeNull();
    expect(storedFiles()).toEqual(before);
  });

  it('decodes a large slip off the request thread: other requests are answered meanwhile', async () => {
    const uuid = await transferOrder();
    // 12 MP, a phone camera's photo: a second or so of decoding and QR scanning.
    const big = blankPng(4000, 3000);
    let done = false;
    let answered = 0;
    const pinger = (async () => {
      while (!done) {
        const res = await t.app.inject({ method: 'GET', url: '/healthz' });
        expect(res.statusCode).toBe(200);
        if (!done) answered++;
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const res = await upload(uuid, big);
    done = true;
    await pinger;
    expect(res.statusCode, res.body).toBe(200);
    // Decoding on the request thread, nothing else is answered until it ends (a handful at most).
    expect(answered).toBeGreaterThanOrEqual(10);
    expect(await slipColumn(uuid)).toMatch(/^slips\/[0-9a-f-]{36}\.png$/);
  });
});

describe('slip images: the time limit', () => {
  // A short limit (SLIP_DECODE_TIMEOUT_SECONDS) and an image that needs far longer on any machine.
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoIfEmpty(database.db);
    app = await buildApp({
      config: testConfig({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'raceday-slips-')),
        SLIP_DECODE_TIMEOUT_SECONDS: '2',
      }),
      database,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it('ends the reading of an image that takes too long, answering 422, and stays responsive', async () => {
    const uuid = await transferOrder(app);
    // A 7-pixel checkerboard: tiny as a file, and many seconds of the QR reader's time (16 s here).
    const slow = blankPng(5000, 5000, (x, y) => ((Math.floor(x / 7) ^ Math.floor(y / 7)) & 1 ? 255 : 0));
    expect(slow.length).toBeLessThan(200_000);
    let done = false;
    let slowest = 0;
    const pinger = (async () => {
      while (!done) {
        const started = Date.now();
        await app.inject({ method: 'GET', url: '/healthz' });
        slowest = Math.max(slowest, Date.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const res = await upload(uuid, slow, 'en', 'slip.png', app);
    done = true;
    await pinger;
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>()).toEqual({
      status: 'error',
      code: 'slip.unprocessable',
      message:
        'Checking this image took too long; please try again, or upload the slip screenshot from your banking app',
      field: 'file',
    });
    expect(slowest).toBeLessThan(3000);
    expect(await slipColumn(uuid, database.db)).toBeNull();
    expect(storedFiles(app)).toEqual([]);
    // The thread was ended; the pool (shared by every app of the process) reads the next slip.
    const next = await transferOrder();
    const ok = await upload(next, await slipPng('015000111222ABCDEF'));
    expect(ok.statusCode, ok.body).toBe(200);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, next));
    expect(o!.paymentSlipTransRef).toBe('015000111222ABCDEF');
  }, 60_000);
});

describe('stored slips are private', () => {
  let uuid: string;
  let bytes: Buffer;
  let link: string;

  beforeAll(async () => {
    uuid = await transferOrder();
    bytes = await slipPng('015777888999ABCDEF');
    const res = await upload(uuid, bytes);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps the slip under a storage key and still reads its mini-QR', async () => {
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(o!.paymentSlipUrl).toMatch(/^slips\/[0-9a-f-]{36}\.png$/);
    expect(o).toMatchObject({ paymentSlipBank: '004', paymentSlipTransRef: '015777888999ABCDEF' });
  });

  it('takes a JPEG slip the same way: stored under a .jpg key, its mini-QR read', async () => {
    const other = await transferOrder();
    const png = PNG.sync.read(await slipPng('015123123123ABCDEF'));
    const jpg = Buffer.from(jpeg.encode({ data: png.data, width: png.width, height: png.height }, 95).data);
    const res = await upload(other, jpg, 'en', 'slip.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, other));
    expect(o!.paymentSlipUrl).toMatch(/^slips\/[0-9a-f-]{36}\.jpg$/);
    expect(o).toMatchObject({ paymentSlipBank: '004', paymentSlipTransRef: '015123123123ABCDEF' });
  });

  it('shows staff the slip through a signed link that serves the image', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_ACCOUNTS.organizer.email, password: DEMO_ACCOUNTS.organizer.password },
    });
    expect(login.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'POST',
      url: '/v1/organizer/report-order-latest',
      payload: { event_key: trail.event_key, order_filter_type: 'uuid', order_filter_value: uuid },
      headers: { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json<{ body: { uuid: string; payment_slip_url: string }[] }>().body[0]!;
    expect(row.uuid).toBe(uuid);
    link = row.payment_slip_url;
    expect(link).toMatch(/^\/files\/slips\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]{43}$/);
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses the bare path, a tampered link and an expired one with 403, sending no bytes', async () => {
    const url = new URL(link, 'http://x');
    const bare = url.pathname;
    const sig = url.searchParams.get('sig')!;
    const exp = Number(url.searchParams.get('exp'));
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const other = bare.replace(/[0-9a-f](?=\.png$)/, (c) => (c === '0' ? '1' : '0'));
    const refused = [
      bare,
      `${bare}?exp=${exp}`,
      `${bare}?exp=${exp}&sig=${flipped}`,
      `${bare}?exp=${exp + 3600}&sig=${sig}`,
      `${other}?exp=${exp}&sig=${sig}`,
      `${bare}?exp=${exp}&sig=`,
    ];
    for (const u of refused) {
      const res = await t.app.inject({ method: 'GET', url: u, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, u).toBe(403);
      expect(res.headers['content-type'], u).toMatch(/^application\/json/);
      expect(res.json(), u).toEqual({
        status: 'error',
        code: 'files.forbidden',
        message: 'This file link has expired or is not valid; please reload the page',
      });
    }
    // The genuine link, once its time has passed.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((exp + 1) * 1000);
      const expired = await t.app.inject({ method: 'GET', url: link });
      expect(expired.statusCode).toBe(403);
      expect(expired.json<ErrorBody>().status).toBe('error');
    } finally {
      vi.useRealTimers();
    }
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });
});

describe('malformed slip forms', () => {
  it('answers every malformed upload with a 4xx in the API shape, storing nothing', async () => {
    const uuid = await transferOrder();
    const before = storedFiles();
    const png = await slipPng('0151');
    const good = multipartForm(slipFields(uuid), { bytes: png, name: 'slip.png', type: 'image/png' });
    const boundary = /boundary=(.+)$/.exec(good.headers['content-type'])![1]!;
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const filePart = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from('\r\n'),
      ]);
    const fields = Object.entries(slipFields(uuid))
      .map(([k, v]) => part(k, v))
      .join('');
    const end = `--${boundary}--\r\n`;
    const multipart = `multipart/form-data; boundary=${boundary}`;

    const cases: [string, Buffer | string, string, number, string?][] = [
      [
        'no boundary',
        good.payload,
        'multipart/form-data',
        400,
        'The upload is not a valid file form; please choose the file and send it again',
      ],
      ['a wrong boundary', good.payload, 'multipart/form-data; boundary=somethingelse', 400],
      ['a truncated body', good.payload.subarray(0, good.payload.length - 300), multipart, 400],
      [
        'a body cut inside a part header',
        Buffer.from(`${fields}--${boundary}\r\nContent-Disposition: form-da`),
        multipart,
        400,
      ],
      ['no closing boundary', Buffer.concat([Buffer.from(fields), filePart('file')]), multipart, 400],
      [
        'a part with a broken header',
        Buffer.from(`${fields}--${boundary}\r\nthis is no header\r\n\r\nx\r\n${end}`),
        multipart,
        400,
      ],
      [
        'a JSON body',
        JSON.stringify(slipFields(uuid)),
        'application/json',
        415,
        'Please choose the slip file',
      ],
      ['a text body', 'hello', 'text/plain', 415],
      ['a URL-encoded form', 'order_uuid=x&file=y', 'application/x-www-form-urlencoded', 415],
      ['an empty multipart body', '', multipart, 400],
      [
        'the file under another name',
        Buffer.concat([Buffer.from(fields), filePart('photo'), Buffer.from(end)]),
        multipart,
        400,
        'Only one file, in the field "file", may be sent',
      ],
      [
        'two files',
        Buffer.concat([Buffer.from(fields), filePart('file'), filePart('file'), Buffer.from(end)]),
        multipart,
        413,
        'The form has too many fields or files',
      ],
      [
        'too many fields',
        Buffer.concat([
          Buffer.from(fields),
          Buffer.from(Array.from({ length: 20 }, (_, i) => part(`extra${i}`, 'x')).join('')),
          filePart('file'),
          Buffer.from(end),
        ]),
        multipart,
        413,
        'The form has too many fields or files',
      ],
    ];
    for (const [what, payload, contentType, status, text] of cases) {
      const res = await send(payload, contentType);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      const body = res.json<ErrorBody>();
      expect(body.status, what).toBe('error');
      expect(typeof body.message, what).toBe('string');
      expect(body.message, what).not.toMatch(/went wrong on our side/);
      if (text) expect(body.message, what).toBe(text);
    }
    expect(await slipColumn(uuid)).toBeNull();
    expect(storedFiles()).toEqual(before);
    // The same order still takes a well-formed slip.
    expect((await send(good.payload, good.headers['content-type'])).statusCode).toBe(200);
  });
});
