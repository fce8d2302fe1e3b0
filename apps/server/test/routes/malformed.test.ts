/**
 * Malformed requests get a 4xx in the API's envelope {status:'error', message}, never a 500 or
 * Fastify's/Node's own reply: a NUL character in any text (PostgreSQL text cannot hold it), a body
 * that is not JSON, a bad URL encoding, an over-long path, and what Node's HTTP parser refuses.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, listRoutes, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

const routes: RouteOptions[] = [];
let t: TestApp;
let adminToken = '';
beforeAll(async () => {
  t = await buildTestApp({ routes });
  const login = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  });
  adminToken = login.json<{ accessToken: string }>().accessToken;
});
afterAll(async () => {
  await t.close();
});

/** Every route of the app with these methods (the super-admin passes every back-office role check). */
const apiRoutes = (methods: string[]) =>
  listRoutes(routes)
    .filter((r) => methods.includes(r.method))
    .map((r) => ({ method: r.method, url: r.url.replace(/:(\w+)/g, 'x') }));

const envelope = {
  status: 'error',
  code: expect.stringMatching(/^(http|auth)\.[a-z_]+$/),
  message: expect.stringMatching(/\S/),
};

describe('a NUL character', () => {
  it('in a body string of any route is a 400 naming the field, in the caller language', async () => {
    const withBody = apiRoutes(['POST', 'PATCH', 'PUT', 'DELETE']);
    expect(withBody.length).toBeGreaterThan(30);
    for (const { method, url } of withBody) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'en' },
        payload: { language: 'EN', runner_list: [{ fname: 'Som\u0000chai' }] },
      });
      expect({ route: `${method} ${url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${method} ${url}`,
        status: 400,
        body: {
          status: 'error',
          code: 'http.nul_char',
          message: 'runner_list.0.fname: contains a character that is not allowed (NUL)',
          field: 'runner_list.0.fname',
        },
      });
    }
  });

  it('in Thai by default, in a key, in a bare string body, in a path or a query', async () => {
    const inKey = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { ['e\u0000mail']: 'a@b.co', password: 'x' },
    });
    expect(inKey.statusCode).toBe(400);
    expect(inKey.json()).toEqual({
      status: 'error',
      code: 'http.nul_char',
      message: 'e\\u0000mail: มีอักขระที่ใช้ไม่ได้ (NUL)',
      field: 'e\\u0000mail',
    });
    const bare = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '"\\u0000"',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ status: 'error', message: 'ข้อมูลที่ส่งมา: มีอักขระที่ใช้ไม่ได้ (NUL)' });
    const path = await t.app.inject({ method: 'GET', url: '/v1/events/bangkok%00' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ status: 'error', field: 'event_key' });
    const query = await t.app.inject({ method: 'GET', url: '/v1/events?q=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ status: 'error', field: 'q' });
  });

  it('still meets the back office login check first: 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/organizer/report-order-latest',
      payload: { event_key: 'x\u0000' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(envelope);
  });
});

/** One megabyte of JSON in the shapes a request can take to the extreme. */
const MB = 1024 * 1024;
const extremeBodies = {
  'arrays nested 500,000 deep': { body: '['.repeat(MB / 2) + ']'.repeat(MB / 2), code: 'http.too_deep' },
  'objects nested 170,000 deep': {
    body: '{"a":'.repeat(MB / 6) + '1' + '}'.repeat(MB / 6),
    code: 'http.too_deep',
  },
  'an object of 90,000 fields': {
    body: `{${Array.from({ length: 90_000 }, (_, i) => `"k${i}":0`).join(',')}}`,
    code: 'http.too_wide',
  },
  'an array of 500,000 items': {
    body: `{"runner_list":[${Array.from({ length: 500_000 }, () => '0').join(',')}]}`,
    code: 'http.too_many_values',
  },
} as const;

describe('bodies no call takes: refused before they are parsed', () => {
  it.each(Object.entries(extremeBodies))(
    '%s: 400 in the envelope, on every route',
    async (_, { body, code }) => {
      for (const { method, url } of apiRoutes(['POST', 'PATCH', 'PUT', 'DELETE'])) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          payload: body,
        });
        expect({
          route: `${method} ${url}`,
          status: res.statusCode,
          code: res.json<{ code: string }>().code,
        }).toEqual({
          route: `${method} ${url}`,
          status: 400,
          code,
        });
      }
    },
  );

  it('says the limit in the caller language', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"email":' + '['.repeat(40) + ']'.repeat(40) + '}',
    });
    expect(deep.json()).toEqual({
      status: 'error',
      code: 'http.too_deep',
      message: 'The request body is nested deeper than 32 levels',
    });
    const wide = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: extremeBodies['an object of 90,000 fields'].body,
    });
    expect(wide.json()).toMatchObject({ code: 'http.too_wide', message: 'ข้อมูลที่ส่งมามีออบเจกต์ที่มีเกิน 200 ฟิลด์' });
  });

  it('takes what the API needs: brackets and commas inside strings do not count', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ email: `${'[{,'.repeat(20_000)}@example.com`, password: 'x' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation.invalid', field: 'email' });
  });
});

describe('a lone UTF-16 surrogate (valid JSON, not text PostgreSQL can store)', () => {
  const lone = JSON.parse('"a\\ud800b"') as string;

  it.each(['health_problem', 'emergency_name', 'emergency_relation', 'custom_field1'])(
    "in a runner's %s: 400 naming the field, nothing stored",
    async (field) => {
      const event = await eventDetail(t, 'bangkok-riverside-marathon-2027');
      const order = orderFor(event, [{ ...runnerFor(event), [field]: lone }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/order/create',
        headers: { 'accept-language': 'en' },
        payload: order,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'http.lone_surrogate',
        message: `runner_list.0.${field}: contains an incomplete character (a lone UTF-16 surrogate)`,
        field: `runner_list.0.${field}`,
      });
    },
  );

  it("in an event's title and a race type's name: 400 naming the field", async () => {
    const title = await t.app.inject({
      method: 'POST',
      url: '/v1/organizer/setup/events',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: {
        event_key: 'lone-surrogate-run',
        title: lone,
        event_date: '2027-06-01',
        payment_method: 'DIRECT',
      },
    });
    expect(title.statusCode).toBe(400);
    expect(title.json()).toMatchObject({ code: 'http.lone_surrogate', field: 'title' });
    const runType = await t.app.inject({
      method: 'POST',
      url: '/v1/organizer/setup/events/bangkok-riverside-marathon-2027/run-types',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { name: lone, price: 100 },
    });
    expect(runType.statusCode).toBe(400);
    expect(runType.json()).toMatchObject({
      code: 'http.lone_surrogate',
      message: 'name: มีอักขระที่ไม่สมบูรณ์ (UTF-16 surrogate ที่ไม่มีคู่)',
      field: 'name',
    });
  });

  it('a pair (an emoji) is text like any other', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/order/check-participate-limit',
      payload: { event_key: 'bangkok-riverside-marathon-2027', language: 'TH', note: '😀' },
    });
    expect(res.json<{ code?: string }>().code).not.toBe('http.lone_surrogate');
  });
});

describe('bodies that are not JSON', () => {
  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'text/csv'])(
    '%s: 415 in the envelope',
    async (type) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': type, 'accept-language': 'en' },
        payload: 'email=a@b.co&password=x',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'http.unsupported_media',
        message: 'Only JSON request bodies are accepted',
      });
    },
  );
});

describe('addresses Fastify refuses before routing', () => {
  it('a bad URL encoding: 400 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/events/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'http.bad_url', message: 'ที่อยู่ที่เรียกเข้ารหัสไม่ถูกต้อง' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a path parameter longer than any id: 414 in the envelope, in English when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${'a'.repeat(5000)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'http.url_too_long',
      message: 'The address is too long',
    });
  });
});

/** Writes raw bytes to the listening server and reads the whole reply. */
function rawRequest(port: number, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(bytes);
  });
}

describe("requests Node's HTTP parser refuses, on a real socket", () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  it.each([
    [
      'a bad Content-Length',
      'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
      400,
    ],
    ['an invalid header name', 'GET /v1/events HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', 400],
    ['a malformed request line', 'HELLO WORLD\r\n\r\n', 400],
    [
      'Content-Length and Transfer-Encoding together',
      'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
      400,
    ],
    [
      'a path longer than the header limit',
      `GET /v1/events/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
    ],
  ])('%s: the status in the envelope', async (_name, bytes, status) => {
    const res = await rawRequest(port, bytes);
    expect(res.status).toBe(status);
    expect(res.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(res.body)).toEqual(envelope);
  });

  it('in English when the request asked for it', async () => {
    const res = await rawRequest(
      port,
      'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nAccept-Language: en-GB\r\nContent-Length: x\r\n\r\n',
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      status: 'error',
      code: 'http.bad_request',
      message: 'The request is malformed',
    });
  });

  it('a bad URL encoding over the wire too', async () => {
    const res = await rawRequest(
      port,
      'GET /v1/events/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(envelope);
  });
});
