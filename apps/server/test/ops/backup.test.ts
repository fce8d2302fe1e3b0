/**
 * Backups that restore, and the move from the laptop to PostgreSQL (issue 25 item 2), with the real
 * commands (`db:backup`, `db:restore`, as child processes): a race that started on the embedded
 * database (orders, payments, a refund, staff, e-mails in the outbox) is backed up while its server
 * runs, restored into an empty PostgreSQL database, and the server on PostgreSQL answers the same
 * report headline, payout, order list, staff and outbox; the next order gets the next id. A restore
 * never loads into a database that holds anything, and the backup call is the super-admin's alone.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { openDatabase, type Database } from '../../src/db/client';
import { restorePglite } from '../../src/services/platform/backups';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp, type TestDatabase } from '../helper';
import { eventDetail, orderFor, runnerFor } from '../support/orders';
import { adminUrl } from './services';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
const BACKUP_TOKEN = 'backup-token-for-the-test-0123456789';
const TRAIL = 'chiangmai-doi-suthep-trail-2027';
const BANGKOK = 'bangkok-riverside-marathon-2027';

const work = mkdtempSync(path.join(tmpdir(), 'raceday-backup-'));
const dataDir = path.join(work, 'laptop');
const targetName = `raceday_move_${randomBytes(4).toString('hex')}`;
const targetUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${targetName}`;
  return u.toString();
})();

/** One of the two commands as an operator runs it (npm runs `tsx src/cli/backup.ts <command>`). */
function cli(
  command: 'backup' | 'restore',
  file: string,
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['src/cli/backup.ts', command, file],
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? work, PAYMENTS: 'sandbox', ...env },
      },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const asTestDatabase = (d: Database): TestDatabase => ({ ...d, destroy: () => d.close() });

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function api(t: TestApp) {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const login = async (who: { email: string; password: string }) => {
    const res = await call('POST', '/v1/auth/login', { email: who.email, password: who.password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ accessToken: string }>().accessToken;
  };
  return { call, login };
}

/** What the race director and the super-admin see: the figures the move must carry over unchanged. */
async function whatTheySee(t: TestApp) {
  const { call, login } = api(t);
  const organizer = await login(DEMO_ACCOUNTS.organizer);
  const superAdmin = await login(DEMO_ACCOUNTS.admin);
  const seen: Record<string, unknown> = {};
  for (const key of [TRAIL, BANGKOK]) {
    for (const url of ['/v1/organizer/report-headline', '/v1/organizer/payout']) {
      const res = await call('POST', url, { event_key: key }, organizer);
      expect(res.statusCode, res.body).toBe(200);
      seen[`${url} ${key}`] = res.json();
    }
    const list = await call(
      'POST',
      '/v1/organizer/report-order-latest',
      { event_key: key, order_filter_type: 'ALL', order_filter_value: '' },
      organizer,
    );
    expect(list.statusCode, list.body).toBe(200);
    seen[`orders ${key}`] = list.json();
    const staff = await call('GET', `/v1/organizer/staff/${key}`, undefined, organizer);
    expect(staff.statusCode, staff.body).toBe(200);
    seen[`staff ${key}`] = staff.json();
  }
  const outbox = await call('GET', '/v1/admin/outbox', undefined, superAdmin);
  expect(outbox.statusCode, outbox.body).toBe(200);
  seen.outbox = outbox.json();
  return seen;
}

async function placeOrder(t: TestApp, e: EventDetail): Promise<string> {
  const res = await api(t).call('POST', '/v1/order/create', orderFor(e, [runnerFor(e)]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uuid: string }>().uuid;
}

const maxId = async (db: Database['db'], table: 'orders' | 'runners' | 'refunds') =>
  Number(
    (
      (await db.execute(sql.raw(`select coalesce(max(id), 0)::int as m from ${table}`))) as unknown as {
        rows: { m: number }[];
      }
    ).rows[0]!.m,
  );

let laptop: TestApp;
let laptopDb: Database;
let before: Record<string, unknown>;
let lastIds: { orders: number; runners: number; refunds: number };
/** What the server on PostgreSQL showed after the move and one more order. */
let afterMove: Record<string, unknown>;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error('The ops suite needs PostgreSQL: TEST_DATABASE_URL (.ci/run sets it)');
  laptopDb = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  laptop = await buildTestApp({
    database: asTestDatabase(laptopDb),
    config: { DATA_DIR: dataDir, BACKUP_TOKEN },
  });
  const { call, login } = api(laptop);
  const organizer = await login(DEMO_ACCOUNTS.organizer);
  const bangkok = await eventDetail(laptop, BANGKOK);
  const trail = await eventDetail(laptop, TRAIL);

  // A PromptPay order paid through the sandbox, then refunded in part.
  const paid = await placeOrder(laptop, bangkok);
  // The page asks for its QR (POST /v1/order/promptpay where the server has it), then reads the order.
  await call('POST', '/v1/order/promptpay', { tk: 'public', order_uuid: paid });
  const inquiry = await call('POST', '/v1/order/inquiry', { tk: 'public', order_uuid: paid });
  const charge = String(inquiry.json<{ body: { qrcode_scan_url: string } }>().body.qrcode_scan_url)
    .split('/')
    .pop()!;
  const pay = await call('POST', `/v1/sandbox/charges/${charge}/complete`, { outcome: 'successful' });
  expect(pay.statusCode, pay.body).toBe(200);
  const refund = await call(
    'POST',
    '/v1/organizer/refund-order',
    { event_key: BANGKOK, uuid: paid, amount: 100, note: 'Moved to the 10K' },
    organizer,
  );
  expect(refund.statusCode, refund.body).toBe(200);
  // A bank transfer marked paid by the organizer, and orders still waiting.
  const transfer = await placeOrder(laptop, trail);
  const direct = await call(
    'POST',
    '/v1/organizer/direct-notify',
    { event_key: TRAIL, uuid: transfer },
    organizer,
  );
  expect(direct.statusCode, direct.body).toBe(200);
  await placeOrder(laptop, trail);
  await placeOrder(laptop, bangkok);
  // Staff: an invitation (its mail queued in the outbox beside the orders' mails).
  const staff = await call(
    'POST',
    '/v1/organizer/staff',
    { event_key: TRAIL, email: 'desk.helper@example.com', role: 'desk' },
    organizer,
  );
  expect(staff.statusCode, staff.body).toBe(200);

  before = await whatTheySee(laptop);
  lastIds = {
    orders: await maxId(laptopDb.db, 'orders'),
    runners: await maxId(laptopDb.db, 'runners'),
    refunds: await maxId(laptopDb.db, 'refunds'),
  };
  expect(lastIds.refunds).toBeGreaterThan(0);
  await laptop.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await laptop?.close();
  await laptopDb?.close().catch(() => undefined);
  await admin((c) => c.query(`drop database if exists ${targetName} with (force)`));
});

describe('the move from the laptop to PostgreSQL', () => {
  const dump = path.join(work, 'race.sql.gz');

  it('db:backup asks the running server for the dump; db:restore loads it into an empty PostgreSQL; the server there answers the same', async () => {
    const port = (laptop.app.server.address() as { port: number }).port;
    const backup = await cli('backup', dump, {
      DATA_DIR: dataDir,
      BACKUP_TOKEN,
      BACKUP_URL: `http://127.0.0.1:${port}`,
    });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('asked of the running server');
    // Only its owner may read it: it holds every runner's personal data.
    expect(statSync(dump).mode & 0o077).toBe(0);

    await admin((c) => c.query(`create database ${targetName}`));
    const restore = await cli('restore', dump, { DATABASE_URL: targetUrl });
    expect(restore.code, restore.stderr).toBe(0);

    // The server on PostgreSQL: start-up finds every migration applied (none runs again).
    const pgDb = await openDatabase({ kind: 'postgres', url: targetUrl, poolSize: 3 });
    const moved = await buildTestApp({ database: asTestDatabase(pgDb), seed: false });
    try {
      expect(await whatTheySee(moved)).toEqual(before);
      // The next order continues the ids: sequences came along.
      const uuid = await placeOrder(moved, await eventDetail(moved, TRAIL));
      const row = (await pgDb.db.execute(sql`select id from orders where uuid = ${uuid}`)) as unknown as {
        rows: { id: number }[];
      };
      expect(row.rows[0]!.id).toBe(lastIds.orders + 1);
      expect(await maxId(pgDb.db, 'runners')).toBe(lastIds.runners + 1);
      afterMove = await whatTheySee(moved);
      expect(afterMove).not.toEqual(before);
    } finally {
      await moved.close();
      await pgDb.close();
    }
  });

  it('db:restore refuses a database that is not empty, with one line, and loads nothing', async () => {
    const counts = async () => {
      const c = new pg.Client({ connectionString: targetUrl });
      await c.connect();
      const r = await c.query<{ n: number }>('select count(*)::int as n from orders');
      await c.end();
      return r.rows[0]!.n;
    };
    const n = await counts();
    const again = await cli('restore', dump, { DATABASE_URL: targetUrl });
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toMatch(/^Refused: the database in DATABASE_URL is not empty \(\d+ tables/);
    expect(again.stderr.trim().split('\n')).toHaveLength(1);
    expect(await counts()).toBe(n);
  });

  it('db:backup on PostgreSQL is pg_dump, and its dump restores into a new embedded database (a restore drill on a laptop)', async () => {
    const fromPostgres = path.join(work, 'postgres.sql');
    const backup = await cli('backup', fromPostgres, { DATABASE_URL: targetUrl });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('(pg_dump)');
    expect(statSync(fromPostgres).mode & 0o077).toBe(0);
    const drill = path.join(work, 'drill');
    const restore = await cli('restore', fromPostgres, { DATA_DIR: drill });
    expect(restore.code, restore.stderr).toBe(0);
    const drillDb = await openDatabase({ kind: 'pglite', dataDir: path.join(drill, 'db') });
    const app = await buildTestApp({ database: asTestDatabase(drillDb), seed: false });
    try {
      expect(await whatTheySee(app)).toEqual(afterMove);
    } finally {
      await app.close();
      await drillDb.close();
    }
    // And not over it a second time.
    const again = await cli('restore', fromPostgres, { DATA_DIR: drill });
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toMatch(/^Refused: the embedded database in .* is not empty/);
  });
});

describe('POST /v1/admin/backup', () => {
  it('is the super-admin’s (or BACKUP_TOKEN’s) alone, and gives a plain-SQL dump', async () => {
    const { call, login } = api(laptop);
    expect((await call('POST', '/v1/admin/backup')).statusCode).toBe(401);
    expect((await call('POST', '/v1/admin/backup', undefined, 'not-the-backup-token-0000')).statusCode).toBe(
      401,
    );
    const organizer = await login(DEMO_ACCOUNTS.organizer);
    const refused = await call('POST', '/v1/admin/backup', undefined, organizer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'auth.forbidden' });
    const res = await call('POST', '/v1/admin/backup', undefined, await login(DEMO_ACCOUNTS.admin));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/sql/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^-- PostgreSQL database dump/m);
    expect(res.body).toContain('SELECT pg_catalog.setval(');
    // The server goes on answering after a dump (its connection's settings are its own again).
    expect((await call('GET', '/v1/events/' + TRAIL)).statusCode).toBe(200);
  });

  it('orders placed while the server dumps all go through, and the dump is one moment that loads', async () => {
    const { call, login } = api(laptop);
    const superAdmin = await login(DEMO_ACCOUNTS.admin);
    const trail = await eventDetail(laptop, TRAIL);
    const placing = Array.from({ length: 8 }, () =>
      call('POST', '/v1/order/create', orderFor(trail, [runnerFor(trail)])),
    );
    const [dump, ...placed] = await Promise.all([
      call('POST', '/v1/admin/backup', undefined, superAdmin),
      ...placing,
    ]);
    expect(placed.map((r) => r.statusCode)).toEqual(placed.map(() => 201));
    expect(dump.statusCode).toBe(200);
    // Each order is in the dump whole (its runner rows too) or not at all.
    const drill = path.join(work, 'during');
    await restorePglite(path.join(drill, 'db'), dump.body);
    const copy = await openDatabase({ kind: 'pglite', dataDir: path.join(drill, 'db') });
    try {
      const rows = (await copy.db.execute(
        sql`select o.id, count(r.id)::int as runners from orders o left join runners r on r.order_id = o.id group by o.id having count(r.id) = 0`,
      )) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([]);
    } finally {
      await copy.close();
    }
  });

  it('on PostgreSQL is a 409 pointing to db:backup (pg_dump reads PostgreSQL without the server)', async () => {
    const onPostgres = await buildTestApp();
    try {
      const { call, login } = api(onPostgres);
      const res = await call('POST', '/v1/admin/backup', undefined, await login(DEMO_ACCOUNTS.admin));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'backup.postgres',
        message:
          'This server runs on PostgreSQL: back it up with npm run db:backup (pg_dump) against DATABASE_URL',
      });
    } finally {
      await onPostgres.close();
    }
  });

  it('db:restore refuses a file that is not a dump, before anything is loaded', async () => {
    const notADump = path.join(work, 'notes.sql');
    writeFileSync(notADump, 'DROP TABLE orders;\n');
    const res = await cli('restore', notADump, { DATA_DIR: path.join(work, 'never') });
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(
      `${notADump} is not a dump made by npm run db:backup (pg_dump, plain SQL)`,
    );
    expect(existsSync(path.join(work, 'never'))).toBe(false);
  });
});
