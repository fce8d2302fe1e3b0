/**
 * Property-based fuzzing of every route (fast-check): thousands of requests malformed by construction
 * (random JSON of every shape, each route's own payload with one field made wrong, extra keys where
 * the schema is strict, NUL characters, lone UTF-16 surrogates, 10,000-character strings, huge,
 * negative and fractional numbers, deep nesting, objects of thousands of fields, arrays of thousands
 * of items, prototype keys, bytes that are not JSON, wrong content types, bad path
 * parameters and query strings) on the demo data, with a valid organizer or super-admin token where
 * the route wants one. Every reply must be below 500, every 4xx the API's envelope, and no table
 * may have gained or lost a row.
 *
 * The routes come from an onRoute hook, so a route added later is fuzzed without a change here.
 * Payloads that a route could accept are aimed where accepting stores nothing: an order for a closed
 * event, an account with a taken e-mail, actions on an order or charge that does not exist.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc, { type JsonValue } from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions, RouteOptions } from 'fastify';
import type { EventDetail } from '@raceday/domain';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from '../helper';
import { eventDetail, nextThaiId, orderFor, PATHUM_WAN, runnerFor } from '../support/orders';

/** Requests per run: at least 10,000 (the issue's bar), in well under a minute on PGlite. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

const routes: RouteOptions[] = [];
let t: TestApp;
const tokens = { admin: '', organizer: '', member: '', disposable: '' };
let open: EventDetail;
let closed: EventDetail;
/** A paid demo order: read by the read-only calls (an unpaid one would get a PromptPay charge). */
let paid: { uuid: string; eventKey: string; id: number; runnerId: number };

async function login(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json<{ accessToken: string }>().accessToken;
}

/** Rows of a query, on PGlite and node-postgres alike. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table of the database (listed from it, so a new table counts too) and its row count. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [r] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table_name)}`);
    counts[table_name] = r!.n;
  }
  return counts;
}

beforeAll(async () => {
  t = await buildTestApp({ routes });
  tokens.admin = await login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  tokens.organizer = await login(DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password);
  for (const [who, email] of [
    ['member', 'fuzz.member@example.com'],
    ['disposable', 'fuzz.logout@example.com'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/register',
      payload: {
        name: 'มานี',
        sername: 'มีนา',
        email,
        password: 'Fuzz-Passw0rd-2026',
        display_name: 'มานี',
        mobile_no: '0812223333',
      },
    });
    expect(res.statusCode).toBe(201);
    tokens[who] = await login(email, 'Fuzz-Passw0rd-2026');
  }
  open = await eventDetail(t, 'bangkok-riverside-marathon-2027');
  closed = await eventDetail(t, 'huahin-beach-run-2026');
  const [row] = await rows<{ uuid: string; event_key: string; id: number; runner_id: number }>(
    sql`select o.uuid, e.event_key, o.id, (select min(r.id) from runners r where r.order_id = o.id) as runner_id
        from orders o join events e on e.id = o.event_id where o.status = 'PAID' order by o.id limit 1`,
  );
  paid = { uuid: row!.uuid, eventKey: row!.event_key, id: row!.id, runnerId: row!.runner_id };
});
afterAll(async () => {
  await t.close();
});

// ---- what each route is sent ---------------------------------------------------------------------

type Json = JsonValue;

/** A payload each route could take, aimed where taking it stores nothing. */
function baseFor(method: string, url: string): Record<string, Json> | null {
  const unknownUuid = randomUUID();
  const runType = open.run_type[0]!.id;
  const ev = { event_key: open.event_key, language: 'EN' };
  const onPaid = { event_key: paid.eventKey, uuid: paid.uuid, language: 'EN' };
  const onNone = { event_key: paid.eventKey, uuid: unknownUuid, language: 'EN' };
  const bases: Record<string, Record<string, Json>> = {
    'POST /v1/order/check-participate-limit': ev,
    'POST /v1/order/is_exiting_runner': { ...ev, run_type_id: runType, id_card: nextThaiId() },
    'POST /v1/order/coupon': { ...ev, coupon_code: 'RIVER010' },
    // A closed event: validated against its real rules, then refused before anything is written.
    'POST /v1/order/create': JSON.parse(JSON.stringify(orderFor(closed, [runnerFor(closed)]))) as Record<
      string,
      Json
    >,
    'POST /v1/utils/run-model': { events_run_type_id: runType, language: 'EN' },
    'POST /v1/utils/sub-district': { id: '10330', language: 'EN' },
    'POST /v1/utils/district': { id: '103301', language: 'EN' },
    'POST /v1/utils/province': { id: '1033', language: 'EN' },
    'POST /v1/order/inquiry': { order_uuid: paid.uuid, tk: 'x', language: 'EN' },
    // A paid order: the pay request creates no charge for it.
    'POST /v1/order/promptpay': { order_uuid: paid.uuid, tk: 'x', language: 'EN' },
    'POST /v1/order/cc-payment': {
      token_key: 'tokn_test_0123456789abcdef',
      uuid: unknownUuid,
      email: 'a@example.com',
      mobile: '0812345678',
      paid_amount: 100,
      payment_method: 'CC_OPN',
      language: 'EN',
    },
    'POST /v1/payments/webhook/:provider': { key: 'charge.complete', data: { id: 'chrg_test_unknown' } },
    // Luhn-invalid and expired: a test card the sandbox refuses whatever one field becomes.
    'POST /v1/sandbox/tokens': {
      number: '4242424242424241',
      name: 'SOMCHAI JAIDEE',
      expiry_month: 1,
      expiry_year: 2001,
      security_code: '123',
    },
    'POST /v1/sandbox/charges/:id/complete': { outcome: 'successful' },
    'POST /v1/order/find-order': { txt_search: '0812345678', id_card: nextThaiId(), language: 'EN' },
    'POST /v1/order/event-check': { ...ev, txt_search: '0812345678', filter_type: 'mobile_no' },
    // An e-mail that is taken: refused after validation.
    'POST /v1/user/register': {
      name: 'มานี',
      sername: 'มีนา',
      email: DEMO_ACCOUNTS.organizer.email,
      password: 'Sup3r-Secret-Passw0rd',
      display_name: 'มานี',
      mobile_no: '0812223333',
      language: 'EN',
    },
    'POST /v1/auth/login': { email: 'nobody@example.com', password: 'wrong-password', language: 'EN' },
    'PATCH /v1/user/profile': { name: 'มานี', sername: 'มีนา', display_name: 'มานี', mobile_no: '0812223333' },
    'POST /v1/user/password': { current_password: 'not-the-password', new_password: 'New-Passw0rd-2026' },
    'POST /v1/organizer/authorization': { event_key: open.event_key },
    'POST /v1/organizer/report-order-latest': {
      ...ev,
      order_filter_type: 'mobile',
      order_filter_value: '081',
    },
    'POST /v1/organizer/report-order-latest-admin': {
      event_key: 'all-admin',
      order_filter_type: 'mobile',
      order_filter_value: '081',
      language: 'EN',
    },
    'POST /v1/organizer/direct-notify-checking': { ...onPaid, id_card: nextThaiId() },
    'POST /v1/organizer/order-detail': onPaid,
    // Actions that write: on an order that does not exist.
    'POST /v1/organizer/direct-notify': onNone,
    'POST /v1/organizer/delete-order': onNone,
    'POST /v1/order/update': {
      ...onNone,
      key: 'x',
      runner_list: [{ id: paid.runnerId, fname: 'สมชาย', lname: 'ใจดี' }],
    },
    'PATCH /v1/order/address': { id: paid.id, ...onNone, ...PATHUM_WAN },
    'POST /v1/organizer/report-runner-excel-checkbib': { ...ev, is_checkbib: 'ALL' },
    'POST /v1/organizer/checkbib-search': {
      ...ev,
      order_filter_type: 'mobile_no',
      order_filter_value: '081',
    },
    'POST /v1/organizer/checkbib-checking': {
      event_key: paid.eventKey,
      order_uuid: unknownUuid,
      runner_id: paid.runnerId,
      language: 'EN',
    },
    'POST /v1/organizer/assign-bibs': {
      event_key: 'no-such-event-2099',
      run_type_id: runType,
      prefix: 'A',
      start: '1',
      language: 'EN',
    },
  };
  // The report calls and whatever else takes an event: the event and a language.
  return bases[`${method} ${url}`] ?? (url.startsWith('/v1/organizer/') ? ev : null);
}

const backOffice = (url: string) =>
  url.startsWith('/v1/organizer/') || url === '/v1/order/update' || url === '/v1/order/address';
const memberOnly = ['/v1/auth/profile', '/v1/user/profile', '/v1/user/password', '/v1/member-event/order'];

/**
 * Authorization header: where the route wants a login, mostly a valid token of the kind it wants
 * (so the fuzz gets past the 401/403), sometimes none or junk; elsewhere mostly none (a token costs
 * a verification and a user lookup per request, and changes nothing on a public call).
 */
function authFor(url: string): fc.Arbitrary<Record<string, string>> {
  const needsLogin = url === '/v1/auth/logout-all' || backOffice(url) || memberOnly.includes(url);
  const valid =
    url === '/v1/auth/logout-all'
      ? [tokens.disposable] // ends its own sessions: the other tokens must live on
      : backOffice(url)
        ? [tokens.admin, tokens.organizer]
        : [tokens.member, tokens.admin];
  return fc.oneof(
    {
      weight: needsLogin ? 6 : 1,
      arbitrary: fc.constantFrom(...valid).map((tok) => ({ authorization: `Bearer ${tok}` })),
    },
    { weight: needsLogin ? 1 : 6, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.string().map((s) => ({ authorization: `Bearer ${encodeURIComponent(s)}x` })) },
  );
}

// ---- malformed values ----------------------------------------------------------------------------

const nulString = fc.string().map((s) => `${s}\u0000${s}`);
const longString = fc.constantFrom('x', 'ก', '9', '😀', ' ', '%').map((c) => c.repeat(10_000));
const oddNumber = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e21,
    -1,
    0.5,
    -0.25,
    1e-7,
    123456789.123,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
);
const letterString = fc.string().map((s) => `${s}x`);
/** Arrays or objects nested 50 to 3,000 levels deep. */
const deep = fc.tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean()).map(([n, arrays]) => {
  let v: Json = 'x';
  for (let i = 0; i < n; i++) v = arrays ? [v] : { a: v };
  return v;
});
/** Objects of 150 to 3,000 fields, arrays of 1,000 to 20,000 items. */
const wide = fc.oneof(
  fc
    .integer({ min: 150, max: 3000 })
    .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
);
/** Strings holding a UTF-16 surrogate without its pair (valid JSON, not storable text). */
const loneSurrogate = fc
  .tuple(fc.string(), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'), fc.string())
  .map(([a, s, b]) => `${a}${JSON.parse(`"${s}"`) as string}${b}`);
const oddString = fc.oneof(
  fc.string({ unit: 'binary' }), // lone surrogates and every plane
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    'null',
    'undefined',
    'NaN',
    '-0',
    '1e999',
    '0x10',
    '__proto__',
    '‮evil',
    '\\',
  ),
);
/** A value of the wrong kind for `v`: never the kind the field takes. */
function wrongFor(v: Json): fc.Arbitrary<Json> {
  const shapes: fc.Arbitrary<Json>[] = [fc.constant([]), fc.constant({}), fc.boolean(), fc.constant(null)];
  if (typeof v === 'string') return fc.oneof(oddNumber, ...shapes);
  if (typeof v === 'number') return fc.oneof(letterString, oddString, ...shapes);
  return fc.oneof(letterString, oddNumber, fc.boolean());
}
/** The value a field is given instead of its own. */
function badFor(v: Json): fc.Arbitrary<Json> {
  return fc.oneof(
    wrongFor(v),
    nulString,
    longString,
    oddNumber,
    deep,
    wide,
    loneSurrogate,
    oddString,
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** Every path to a value inside a payload (fields, array items, nested fields). */
function paths(v: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => [[...prefix, i], ...paths(x, [...prefix, i])]);
  if (v && typeof v === 'object') {
    return Object.entries(v).flatMap(([k, x]) => [[...prefix, k], ...paths(x as Json, [...prefix, k])]);
  }
  return [];
}
function setAt(v: Json, path: (string | number)[], value: Json | undefined): Json {
  const copy = structuredClone(v) as Record<string | number, Json>;
  let at = copy as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

const json = (text: string | Buffer) => ({ payload: text, headers: { 'content-type': 'application/json' } });

/** Request bodies for a route: all malformed, each in its own way. */
type Body = { payload?: string | Buffer; headers?: Record<string, string> };

function bodiesFor(method: string, url: string, strict: boolean): fc.Arbitrary<Body> {
  const base = baseFor(method, url);
  const kinds: fc.Arbitrary<Body>[] = [
    // Random JSON of every shape, with a body-wide NUL, deep nesting or width now and then.
    fc
      .oneof(fc.jsonValue({ maxDepth: 4 }), deep, wide, nulString, loneSurrogate)
      .map((v) => json(JSON.stringify(v))),
    // Text that is not JSON, bytes that are not UTF-8, nothing at all.
    fc
      .oneof(fc.string(), fc.constantFrom('{', '{"a":', '[1,]', '{"a":1}}', 'nul\u0000l', ''))
      .map((s) => json(s)),
    fc.uint8Array({ maxLength: 300 }).map((b) => json(Buffer.from(b))),
    // Prototype keys.
    fc
      .constantFrom('__proto__', 'constructor')
      .map((k) => json(`{"${k}":{"prototype":{"polluted":true},"isAdmin":true},"event_key":"x"}`)),
    // A body in a type the API does not take.
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'text/html',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          'multipart/form-data; boundary=fuzz',
          'multipart/form-data',
          'application/json; charset=utf-16',
          'application/jsonx',
          'image/png',
        ),
        fc.string(),
      )
      .map(([type, s]) => ({ payload: base ? JSON.stringify(base) : s, headers: { 'content-type': type } })),
  ];
  if (base) {
    const fieldPaths = paths(base);
    // One field made wrong (or removed), the rest as the route wants it.
    kinds.push(
      fc
        .constantFrom(...fieldPaths)
        .chain((p) => {
          const original = p.reduce<Json>((at, k) => (at as Record<string | number, Json>)[k]!, base);
          return fc.tuple(fc.constant(p), fc.option(badFor(original), { nil: undefined, freq: 8 }));
        })
        .map(([p, bad]) => json(JSON.stringify(setAt(base, p, bad)))),
    );
    // A key the schema does not know (strict schemas), written as JSON text so any name can be one.
    if (strict) {
      kinds.push(
        fc
          .tuple(
            fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('role', 'is_admin', 'id', '')),
            badFor('x'),
          )
          .filter(([k]) => !(k in base))
          .map(([k, v]) =>
            json(`${JSON.stringify(base).slice(0, -1)},${JSON.stringify(k)}:${JSON.stringify(v)}}`),
          ),
      );
    }
  }
  return fc.oneof(...kinds);
}

// ---- the slip upload: multipart forms ------------------------------------------------------------

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
function multipart(parts: { name: string; value: string | Buffer; filename?: string }[], end = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? 'Content-Type: image/png\r\n' : ''}\r\n`,
      ),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  if (end) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function slipForms(): fc.Arbitrary<Body> {
  // A slip for an order that does not exist: refused before anything is stored.
  const fields = () => ({
    order_uuid: randomUUID(),
    event_key: 'chiangmai-doi-suthep-trail-2027',
    order_id: '1',
    payment_slip_time: '06:00',
  });
  const text = fc.oneof(
    nulString,
    longString.map((s) => s.slice(0, 2000)),
    oddString,
    letterString,
  );
  const file = fc.oneof(
    fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
    fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.concat([PNG_MAGIC, Buffer.from(b)])),
  );
  const form = fc
    .tuple(
      fc.constantFrom('order_uuid', 'event_key', 'order_id', 'payment_slip_time', 'extra', 'file'),
      text,
      file,
      fc.oneof(fc.constant('slip.png'), fc.string()),
      fc.boolean(),
    )
    .map(([field, bad, bytes, filename, end]) => {
      const parts: { name: string; value: string | Buffer; filename?: string }[] = Object.entries({
        ...fields(),
        [field]: bad,
      })
        .filter(([k]) => k !== 'file')
        .map(([name, value]) => ({ name, value }));
      // The file itself is the bad part, or a file of random bytes follows the bad field.
      parts.push({ name: 'file', value: field === 'file' ? Buffer.from(bad) : bytes, filename });
      return {
        payload: multipart(parts, end),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      };
    });
  const broken = fc.tuple(fc.string(), fc.constantFrom(BOUNDARY, 'other', '')).map(([junk, boundary]) => ({
    payload: `--${BOUNDARY}\r\n${junk}\r\n--${BOUNDARY}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }));
  return fc.oneof(form, broken);
}

// ---- paths and query strings ---------------------------------------------------------------------

const paramValue = fc.oneof(
  fc.constantFrom('bangkok-riverside-marathon-2027', '1', 'chrg_test_00000000000000000000', 'slips', 'a.png'),
  fc.string().map(encodeURIComponent),
  fc.constantFrom(
    '%00',
    'a%00b',
    '%E0%A4%A',
    '%',
    '..%2F..%2Fetc%2Fpasswd',
    'a'.repeat(300),
    '-1',
    '1e99',
    '0x1',
  ),
);
const queryString = fc.option(
  fc
    .dictionary(
      fc.string({ maxLength: 10 }),
      fc.oneof(
        fc.string(),
        nulString.map((s) => s.slice(0, 50)),
      ),
      {
        maxKeys: 4,
      },
    )
    .map((q) => `?${new URLSearchParams(q).toString()}`),
  { nil: '', freq: 2 },
);

/** Every route's requests, each route as likely as another. */
function requestsFor(method: string, url: string, strict: boolean): fc.Arbitrary<InjectOptions> {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const bodies: fc.Arbitrary<Body> =
    url === '/v1/upload/slip'
      ? fc.oneof(slipForms(), bodiesFor(method, url, false))
      : hasBody
        ? bodiesFor(method, url, strict)
        : fc.constant({});
  // The webhook's provider is mostly the one configured, so that its body is read.
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const valueOf = (name: string) =>
    name === 'provider' ? fc.oneof(fc.constantFrom('sandbox', 'sandbox', 'opn'), paramValue) : paramValue;
  return fc
    .record({
      params: fc.tuple(...names.map(valueOf)),
      query: queryString,
      body: bodies,
      auth: authFor(url),
      english: fc.boolean(),
      address: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((a) => a.join('.')),
    })
    .map(({ params, query, body, auth, english, address }) => {
      let i = 0;
      const path = url.replace(/:(\w+)/g, () => params[i++]!);
      return {
        method: method as InjectOptions['method'],
        url: `${path}${query}`,
        remoteAddress: address,
        ...body,
        headers: { ...auth, ...(english ? { 'accept-language': 'en' } : {}), ...body.headers },
      } as InjectOptions;
    });
}

/** Unknown /v1 paths with any method. */
const strayRequests = fc
  .tuple(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), fc.string(), fc.jsonValue())
  .map(([method, p, v]) => ({
    method: method as InjectOptions['method'],
    url: `/v1/${encodeURIComponent(p)}x`,
    ...(method === 'GET' || method === 'OPTIONS' ? {} : json(JSON.stringify(v))),
  }));

// ---- the run --------------------------------------------------------------------------------------

describe('fuzzing every route with malformed requests', () => {
  it(`answers ${RUNS} malformed requests below 500, 4xx in the envelope, and stores nothing`, async () => {
    const targets = new Map<string, { method: string; url: string; strict: boolean }>();
    for (const r of routes) {
      for (const method of [r.method].flat()) {
        if (method === 'HEAD') continue;
        const def = (
          r.schema?.body as { _zod?: { def?: { catchall?: { _zod?: { def?: { type?: string } } } } } }
        )?._zod?.def;
        targets.set(`${method} ${r.url}`, {
          method,
          url: r.url,
          strict: def?.catchall?._zod?.def?.type === 'never',
        });
      }
    }
    const all = [...targets.values()];
    // Public and back-office calls, the slip upload among them.
    expect(all.length).toBeGreaterThan(50);
    expect(targets.has('POST /v1/upload/slip')).toBe(true);
    expect(targets.has('POST /v1/organizer/delete-order')).toBe(true);

    const before = await rowCounts();
    const byRoute = new Map<string, number>();
    let requests = 0;
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(...all.map((r) => requestsFor(r.method, r.url, r.strict)), strayRequests),
        async (req) => {
          requests++;
          const res = await t.app.inject(req);
          const route = `${req.method} ${String(req.url).split('?')[0]}`;
          byRoute.set(route, (byRoute.get(route) ?? 0) + 1);
          // What a caller sees: never our fault, and a refusal always in the envelope.
          expect(res.statusCode, route).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], route).toMatch(/^application\/json/);
            const body = res.json<{ status: string; message: unknown }>();
            expect(body.status, route).toBe('error');
            expect(typeof body.message === 'string' && body.message.trim().length > 0, route).toBe(true);
          }
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    const seconds = (Date.now() - started) / 1000;
    console.info(`fuzz: ${requests} requests over ${all.length} routes in ${seconds.toFixed(1)} s`);

    expect(requests).toBeGreaterThanOrEqual(RUNS);
    // Nothing stored: every table has the rows it had.
    expect(await rowCounts()).toEqual(before);
  }, 180_000);
});
