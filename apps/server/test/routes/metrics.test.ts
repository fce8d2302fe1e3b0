/**
 * GET /metrics (plugins/metrics.ts) and GET /readyz, through app.inject: off without METRICS_TOKEN
 * (a JSON 404, not the web app's page), the token required, the Prometheus text format, labels that
 * are route patterns (no order id, no personal data), orders by outcome, the database's figures;
 * /readyz 503 on a database not migrated or not answering.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { EventDetail } from '@raceday/domain';
import { buildApp } from '../../src/app';
import type { Database, Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { buildTestApp, createTestDatabase, onPostgres, testConfig, type TestApp } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';

const TOKEN = 'metrics-token-for-the-tests-0123';
const TRAIL = 'chiangmai-doi-suthep-trail-2027';

/** The value of one sample line `name{labels} value` in a scrape, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /metrics with the JSON 404, not the web app page that fools a probe', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ status: 'error', code: 'http.not_found' });
  });

  it('answers /readyz 200 once the database is migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success' });
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  let trail: EventDetail;
  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  let busy = false;
  beforeAll(async () => {
    t = await buildTestApp({
      config: { METRICS_TOKEN: TOKEN, ORDER_RATE_PER_MINUTE: '2' },
      overload: { saturated: () => busy },
    });
    trail = await eventDetail(t, TRAIL);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a scrape without the token, or with another, in the JSON envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json()).toMatchObject({ status: 'error', code: 'http.metrics_token' });
      expect(res.body).not.toContain('raceday_');
    }
  });

  it('counts orders by outcome and requests by route pattern, never by URL or personal data', async () => {
    const runner = runnerFor(trail);
    const order = orderFor(trail, [runner]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/v1/order/create',
      payload: order,
      remoteAddress: '10.9.0.1',
    });
    expect(placed.statusCode).toBe(201);
    const uuid = placed.json<{ uuid: string }>().uuid;
    // The same address a third time in the minute: 429; a saturated process: 503.
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/order/create',
        payload: { event_key: 'no-such-event' },
        remoteAddress: '10.9.0.2',
      });
    expect((await attempt()).statusCode).toBe(404);
    expect((await attempt()).statusCode).toBe(404);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    busy = true;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/order/create',
      payload: order,
      remoteAddress: '10.9.0.3',
    });
    busy = false;
    expect(refused.statusCode).toBe(503);
    // Addresses that carry an id: a pattern, or "(unmatched)" when no route has it.
    await t.app.inject({ method: 'GET', url: `/v1/order/${uuid}` });
    await t.app.inject({ method: 'GET', url: `/v1/events/${TRAIL}` });

    const text = await scrape();
    expect(sample(text, 'raceday_orders_total', { result: 'placed' })).toBe(1);
    expect(sample(text, 'raceday_orders_total', { result: 'rate_limited' })).toBe(1);
    expect(sample(text, 'raceday_orders_total', { result: 'busy' })).toBe(1);
    expect(sample(text, 'raceday_orders_total', { result: 'refused' })).toBe(2);
    expect(sample(text, 'raceday_orders_total', { result: 'failed' })).toBe(0);
    expect(
      sample(text, 'raceday_http_request_duration_seconds_count', {
        route: '/v1/order/create',
        method: 'POST',
        status: '201',
      }),
    ).toBe(1);
    expect(
      sample(text, 'raceday_http_request_duration_seconds_count', {
        route: '/v1/events/:event_key',
        method: 'GET',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'raceday_http_request_duration_seconds_count', { route: '(unmatched)', status: '404' }),
    ).toBe(1);
    expect(text).not.toContain(uuid);
    expect(text).not.toContain(String(runner.id_card));
  });

  it('shows the database figures: places held unpaid and left per open event, e-mails, the pool', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/v1/events/${TRAIL}` });
    expect(before.statusCode).toBe(200);
    const text = await scrape();
    // As the orders and the places counter say (the demo data's unpaid orders and the one above).
    const truth = await t.database.db.execute(sql`
      select
        (select coalesce(sum(o.places_count), 0)::int from orders o
          where o.event_id = e.id and o.status = 'INITIAL') as held,
        e.participant_limit - p.taken as left
      from events e join event_places p on p.event_id = e.id where e.event_key = ${TRAIL}`);
    const row = ((truth as { rows?: unknown[] }).rows ?? truth) as { held: number; left: number }[];
    expect(row[0]!.held).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'raceday_event_places_held_unpaid', { event: TRAIL })).toBe(Number(row[0]!.held));
    expect(sample(text, 'raceday_event_places_left', { event: TRAIL })).toBe(Number(row[0]!.left));
    // Events not open for registration are not listed.
    expect(text).not.toMatch(/raceday_event_places_held_unpaid\{event="phuket-sunrise/);
    expect(sample(text, 'raceday_event_holds_expired', { event: TRAIL })).toBe(0);
    expect(sample(text, 'raceday_emails', { status: 'QUEUED' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'raceday_email_oldest_queued_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'raceday_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'raceday_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(text, 'raceday_limits_in_redis')).toBe(0);
    // Node's own figures, the event-loop delay among them.
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // The text format, each metric typed.
    expect(text).toMatch(/^# HELP raceday_orders_total /m);
    expect(text).toMatch(/^# TYPE raceday_http_request_duration_seconds histogram$/m);
  });

  it('counts payment webhooks by provider and result', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook/opn',
      payload: { id: 'chrg_x' },
    });
    expect(res.statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'raceday_payment_webhooks_total', { provider: 'opn', result: 'ignored' })).toBe(1);
  });
});

describe('METRICS_PORT (several processes)', () => {
  it('serves each process its own /metrics on METRICS_PORT plus its worker number, token required', async () => {
    const srv = createServer();
    const base = await new Promise<number>((resolve) =>
      srv.listen(0, '127.0.0.1', () => resolve((srv.address() as { port: number }).port)),
    );
    await new Promise((r) => srv.close(r));
    const port = base - 1;
    const before = process.env.RACEDAY_WORKER;
    process.env.RACEDAY_WORKER = '1';
    let t: TestApp | undefined;
    try {
      t = await buildTestApp({
        seed: false,
        config: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), HOST: '127.0.0.1' },
      });
    } finally {
      if (before === undefined) delete process.env.RACEDAY_WORKER;
      else process.env.RACEDAY_WORKER = before;
    }
    try {
      const url = `http://127.0.0.1:${port + 1}/metrics`;
      const ok = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await ok.text()).toMatch(/^raceday_orders_total\{result="placed"\} 0$/m);
      const refused = await fetch(url);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: 'http.metrics_token' });
      expect((await fetch(`http://127.0.0.1:${port + 1}/v1/events`)).status).toBe(404);
    } finally {
      await t!.close();
    }
  });
});

/** A database that answers but was never migrated (a new database before its first start). */
async function unmigratedDatabase(): Promise<Database & { drop(): Promise<void> }> {
  if (!onPostgres) {
    const client = new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return { db, kind: 'pglite', close: () => client.close(), drop: async () => undefined };
  }
  const name = `raceday_unmigrated_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe('/readyz', () => {
  it('is 503 on a database whose migrations are not applied, while /healthz stays 200', async () => {
    const database = await unmigratedDatabase();
    const app = await buildApp({
      config: testConfig({ DATA_DIR: `/tmp/raceday-readyz-${randomUUID()}` }),
      database,
      logger: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', code: 'http.not_ready' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await database.drop();
    }
  });

  it('is 503 when the database no longer answers', async () => {
    const database = await createTestDatabase();
    const t = await buildTestApp({ seed: false, database });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await database.close();
      const res = await t.app.inject({ method: 'GET', url: '/readyz', headers: { 'accept-language': 'th' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', code: 'http.not_ready' });
      expect(res.json<{ message: string }>().message).toMatch(/[\u0E00-\u0E7F]/);
    } finally {
      await t.app.close();
      if (database.url) {
        // Closed already: drop it from an admin connection.
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${new URL(database.url).pathname.slice(1)} with (force)`);
        await admin.end();
      }
    }
  });
});
