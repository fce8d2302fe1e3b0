/**
 * The prepared event replies (services/events/event-catalog.ts): served from memory with an ETag and in the
 * client's encoding, rebuilt when the event changes or its registration opens, never stale after.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EventDetail, EventSummary } from '@raceday/domain';
import {
  eventDetailReplySchema,
  eventInitialReplySchema,
  eventListReplySchema,
} from '@raceday/domain/validation';
import { buildTestApp, type TestApp } from '../helper';
import { catalogFor } from '../../src/services/events/event-catalog';
import { orderFor, runnerFor } from '../support/orders';

const KEY = 'bangkok-riverside-marathon-2027';
const SOON = 'phuket-sunrise-half-marathon-2027';
const CHECK_MS = 60_000;

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  // Versions are re-read once a minute here: what changes sooner is the catalog's doing, not a re-read.
  t = await buildTestApp({ catalog: { checkEveryMs: CHECK_MS, clock: () => clock } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const createOrder = (event: EventDetail) =>
  t.app.inject({ method: 'POST', url: '/v1/order/create', payload: orderFor(event, [runnerFor(event)]) });
const title = async () => (await get(`/v1/events/${KEY}`)).json<EventDetail>().title;

describe('prepared event replies', () => {
  it('hold exactly the fields their declared schemas name, for every demo event', async () => {
    // Parsing strips any field a schema does not name and throws on a wrong type, so a reply equal
    // to its own parse is one the OpenAPI document describes field for field.
    const list = (await get('/v1/events')).json<EventSummary[]>();
    expect(list.length).toBeGreaterThan(3);
    expect(eventListReplySchema.parse(list)).toEqual(list);
    for (const e of list) {
      const detail = (await get(`/v1/events/${e.event_key}`)).json<unknown>();
      expect(eventDetailReplySchema.parse(detail), e.event_key).toEqual(detail);
      const initial = (await get(`/v1/events/initial/${e.id}`)).json<unknown>();
      expect(eventInitialReplySchema.parse(initial), e.event_key).toEqual(initial);
    }
  });

  it('answers with an ETag and 304 to a matching If-None-Match, with no body', async () => {
    const first = await get(`/v1/events/${KEY}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(`/v1/events/${KEY}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A list of tags, or the tag without its weak mark, matches too; another event's does not.
    expect((await get(`/v1/events/${KEY}`, { 'if-none-match': `"x", ${etag.slice(2)}` })).statusCode).toBe(
      304,
    );
    expect((await get(`/v1/events/${SOON}`, { 'if-none-match': etag })).statusCode).toBe(200);

    const list = await get('/v1/events');
    expect((await get('/v1/events', { 'if-none-match': String(list.headers.etag) })).statusCode).toBe(304);
  });

  it('sends the same JSON brotli- or gzip-compressed as the client accepts', async () => {
    const plain = await get(`/v1/events/${KEY}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(`/v1/events/${KEY}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await get('/v1/events', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual((await get('/v1/events')).json());
    // The same ETag whatever the encoding: 304 for a client that switched encodings too.
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('shows a change made by another process once the versions are re-read, and a change here at once', async () => {
    const before = await get(`/v1/events/${KEY}`);
    const oldTitle = before.json<EventDetail>().title;
    await t.database.db.execute(
      sql`update events set title = 'Renamed by another process' where event_key = ${KEY}`,
    );
    // Within the interval this process still serves what it prepared...
    expect(await title()).toBe(oldTitle);
    // ...and once the interval has passed, the new version, with a new ETag.
    clock += CHECK_MS;
    const after = await get(`/v1/events/${KEY}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<EventDetail>().title).toBe('Renamed by another process');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/v1/events')).json<EventSummary[]>().find((e) => e.event_key === KEY)!.title).toBe(
      'Renamed by another process',
    );

    // A change to a part of the event (a race type's price) moves its version too.
    await t.database.db.execute(
      sql`update run_types set price = 123400 where id = (select min(id) from run_types where event_id = (select id from events where event_key = ${KEY}))`,
    );
    // A change made through this process drops the prepared reply at once.
    catalogFor(t.database.db).invalidate(before.json<EventDetail>().id);
    const prices = (await get(`/v1/events/${KEY}`)).json<EventDetail>().run_type.map((r) => r.price);
    expect(prices).toContain(1234);
  });

  it('keeps its reply through orders: places left come from their own call', async () => {
    const detail = await get(`/v1/events/${KEY}`);
    const left = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/order/check-participate-limit',
          payload: { event_key: KEY, language: 'TH' },
        })
      ).json<{ places_left: number | null }>().places_left;
    const leftBefore = await left();
    expect(leftBefore).toEqual(expect.any(Number));

    const event = detail.json<EventDetail>();
    const created = await createOrder(event);
    expect(created.statusCode, created.body).toBe(201);

    expect(
      (await get(`/v1/events/${KEY}`, { 'if-none-match': String(detail.headers.etag) })).statusCode,
    ).toBe(304);
    clock += 1000; // past the places counter's half second
    expect(await left()).toBe(leftBefore! - 1);
  });

  it('opens registration at its moment without waiting for a re-read', async () => {
    const opensAt = Date.now() + 3_600_000;
    await t.database.db.execute(
      sql`update events set registration_start_at = ${new Date(opensAt).toISOString()}::timestamptz where event_key = ${SOON}`,
    );
    clock += CHECK_MS; // the new opening moment is read
    clock = opensAt - 1;
    expect((await get(`/v1/events/${SOON}`)).json<EventDetail>().event_status).toBe('SOON');
    expect(
      (await get('/v1/events')).json<EventSummary[]>().find((e) => e.event_key === SOON)!.event_status,
    ).toBe('SOON');
    clock = opensAt;
    expect((await get(`/v1/events/${SOON}`)).json<EventDetail>().event_status).toBe('OPEN');
    expect(
      (await get('/v1/events')).json<EventSummary[]>().find((e) => e.event_key === SOON)!.event_status,
    ).toBe('OPEN');
  });

  it('answers an unknown event 404 from memory, in the caller language', async () => {
    const res = await get('/v1/events/no-such-event-2099', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error' });
  });
});

describe('compressed API replies', () => {
  it('compresses a large reply that is not prepared, and leaves a small one alone', async () => {
    const event = (await get(`/v1/events/${KEY}`)).json<EventDetail>();
    const { uuid, access_key } = (await createOrder(event)).json<{ uuid: string; access_key: string }>();
    const inquiry = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/order/inquiry',
        payload: { order_uuid: uuid, access_key },
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await inquiry();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const big = await inquiry('br');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(big.rawPayload).toString()).toBe(plain.body);
    // Personal data stays out of every cache whatever the encoding.
    expect(big.headers['cache-control']).toBe('no-store');
    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
