/**
 * An event's cover as an organizer uploads it: stored upright in the web sizes (WebP) and an e-mail
 * JPEG, stripped of the photo's metadata, served to anyone as immutable files, shown by the public
 * page and recorded in the change history; and every refusal (not an image, too large, too small, not
 * this organizer's event), with the field named in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { EventDetail } from '@raceday/domain';
import type { EventChangeView, SetupEventView } from '@raceday/domain/validation';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helper';
import { login, outsiders } from '../support/accounts';
import { multipartForm, pngHeaderOnly } from '../support/slips';

let t: TestApp;
let organizer: string;
let stranger: string;
let member: string;
const BASE = '/v1/organizer/setup/events';
const hour = 3_600_000;

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  lang = 'th',
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

function upload(key: string, bytes: Buffer, token = organizer, lang = 'th', type = 'image/jpeg') {
  const f = multipartForm({}, { bytes, name: 'cover.jpg', type });
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/${key}/cover`,
    payload: f.payload,
    headers: { ...f.headers, 'accept-language': lang, authorization: `Bearer ${token}` },
  });
}

/** A photo as a phone takes it: a JPEG with a GPS position, stored sideways with an EXIF orientation. */
async function phonePhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } })
    .jpeg()
    .withMetadata({ orientation })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' } })
    .toBuffer();
}

let n = 0;
async function draft(): Promise<string> {
  n += 1;
  const key = `cover-test-run-${n}`;
  const res = await call('POST', BASE, organizer, {
    event_key: key,
    title: `วิ่งทดสอบภาพปก ${n}`,
    event_date: '2027-06-01',
    registration_start_at: new Date(Date.now() - hour).toISOString(),
    registration_end_at: new Date(Date.now() + 30 * 24 * hour).toISOString(),
    payment_method: 'DIRECT',
  });
  expect(res.statusCode, res.body).toBe(201);
  return key;
}

beforeAll(async () => {
  t = await buildTestApp();
  organizer = await login(t, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
  ({ member, stranger } = await outsiders(t, 'cover'));
});
afterAll(async () => {
  await t.close();
});

describe('an event cover', () => {
  it('is stored upright in web sizes without the photo metadata, and the page shows it', async () => {
    const key = await draft();
    // 1200 wide × 2400 high as stored, orientation 6 (turn 90°): upright it is 2400 × 1200.
    const res = await upload(key, await phonePhoto(1200, 2400, 6));
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<{ body: SetupEventView }>().body.cover_url;
    expect(url).toMatch(/^\/media\/covers\/[0-9a-f-]{36}-1280\.webp$/);

    for (const width of [640, 1280, 1920]) {
      const file = await call('GET', url.replace('-1280.webp', `-${width}.webp`));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([width, width / 2]);
      expect(meta.exif).toBeUndefined();
    }
    const mail = await call('GET', url.replace('-1280.webp', '-1200.jpg'));
    expect(mail.headers['content-type']).toBe('image/jpeg');
    const mailMeta = await sharp(mail.rawPayload).metadata();
    expect([mailMeta.format, mailMeta.width, mailMeta.height, mailMeta.exif]).toEqual([
      'jpeg',
      1200,
      600,
      undefined,
    ]);

    // The organizer previews it; once published the public page carries it.
    const preview = await call('GET', `${BASE}/${key}/preview`, organizer);
    expect(preview.json<{ body: EventDetail }>().body.coverurl).toBe(url);

    const history = (await call('GET', `${BASE}/${key}/changes`, organizer)).json<{
      body: EventChangeView[];
    }>().body;
    expect(history[0]!.detail.cover_url).toEqual(['', url]);
  });

  it('keeps a small picture at its own size (never enlarged) and goes back to the drawn cover on removal', async () => {
    const key = await draft();
    const res = await upload(
      key,
      await sharp({ create: { width: 800, height: 400, channels: 4, background: '#0a0' } })
        .png()
        .toBuffer(),
      organizer,
      'th',
      'image/png',
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<{ body: SetupEventView }>().body.cover_url;
    const big = await call('GET', url.replace('-1280.webp', '-1920.webp'));
    expect((await sharp(big.rawPayload).metadata()).width).toBe(800);

    const removed = await call('DELETE', `${BASE}/${key}/cover`, organizer);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ body: SetupEventView }>().body.cover_url).toBe('');
    // Pages already open keep showing the old files.
    expect((await call('GET', url)).statusCode).toBe(200);
    // A drawn cover is the default already: removing it changes and records nothing.
    const demo = 'bangkok-riverside-marathon-2027';
    const before = (await call('GET', `${BASE}/${demo}/changes`, organizer)).json<{ body: unknown[] }>().body;
    const same = await call('DELETE', `${BASE}/${demo}/cover`, organizer);
    expect(same.json<{ body: SetupEventView }>().body.cover_url).toBe(`/covers/${demo}.svg`);
    expect(
      (await call('GET', `${BASE}/${demo}/changes`, organizer)).json<{ body: unknown[] }>().body,
    ).toEqual(before);
  });

  it('refuses what is not a usable image, naming the file field in the caller language', async () => {
    const key = await draft();
    const cases: [Buffer, string, RegExp, RegExp][] = [
      [
        Buffer.from('<html><script>alert(1)</script></html>'),
        'image/jpeg',
        /JPEG, PNG หรือ WebP/,
        /JPEG, PNG or WebP/,
      ],
      [
        (await phonePhoto(1000, 600)).subarray(0, 300),
        'image/jpeg',
        /JPEG, PNG หรือ WebP/,
        /JPEG, PNG or WebP/,
      ],
      [await phonePhoto(300, 150), 'image/jpeg', /อย่างน้อย 640/, /at least 640 pixels wide/],
      [Buffer.alloc(11 * 1024 * 1024, 1), 'image/jpeg', /เกิน 10 MB/, /larger than 10 MB/],
    ];
    for (const [bytes, type, th, en] of cases) {
      const thai = await upload(key, bytes, organizer, 'th', type);
      expect(thai.statusCode, thai.body).toBe(400);
      const body = thai.json<{ field: string; message: string }>();
      expect(body.field).toBe('file');
      expect(body.message).toMatch(th);
      const english = await upload(key, bytes, organizer, 'en', type);
      expect(english.json<{ message: string }>().message).toMatch(en);
    }
    // A decompression bomb: a small PNG that declares 20000 × 20000 pixels is refused before decoding.
    const bomb = pngHeaderOnly(20000, 20000);
    const refused = await upload(key, bomb, organizer, 'en', 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/too many pixels/);
    const empty = await upload(key, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);

    const view = await call('GET', `${BASE}/${key}`, organizer);
    expect(view.json<{ body: SetupEventView }>().body.cover_url).toBe('');
  });

  it('is changed only by the event staff; the media route serves nothing but covers', async () => {
    const key = await draft();
    const photo = await phonePhoto(1000, 500);
    expect((await upload(key, photo, stranger)).statusCode).toBe(403);
    expect((await upload(key, photo, member)).statusCode).toBe(403);
    expect((await call('DELETE', `${BASE}/${key}/cover`, stranger)).statusCode).toBe(403);
    const anonymous = multipartForm({}, { bytes: photo, name: 'c.jpg', type: 'image/jpeg' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${BASE}/${key}/cover`,
          payload: anonymous.payload,
          headers: anonymous.headers,
        })
      ).statusCode,
    ).toBe(401);
    const view = await call('GET', `${BASE}/${key}`, organizer);
    expect(view.json<{ body: SetupEventView }>().body.cover_url).toBe('');

    for (const path of [
      '/media/covers/..%2F..%2Fsecret',
      '/media/covers/00000000-0000-0000-0000-000000000000-1280.webp',
      '/media/covers/x.png',
      '/media/slips/00000000-0000-0000-0000-000000000000.png',
    ]) {
      expect((await call('GET', path)).statusCode, path).toBe(404);
    }
  });
});
