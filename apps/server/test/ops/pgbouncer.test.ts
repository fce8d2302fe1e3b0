/**
 * Behind pgbouncer in transaction mode (issue 25 item 3): servers that start at the same time, and
 * start again, all finish starting; the migrations run once; both answer /readyz; orders flow
 * through each. A session-level migration lock fails here: its lock and unlock run on different
 * server connections of the pooler, the lock stays held on one of them, and a later start waits
 * for it forever (here: past the bound).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import type { EventDetail } from '@raceday/domain';
import { buildApp } from '../../src/app';
import { migrationsFolder, openDatabase, type Database } from '../../src/db/client';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import { testConfig } from '../helper';
import { orderFor, runnerFor } from '../support/orders';
import { adminUrl, startPgbouncer, throughPgbouncer, within, type Running } from './services';

const name = `raceday_bouncer_${randomBytes(4).toString('hex')}`;
let bouncer: Running;
const opened: Database[] = [];

beforeAll(async () => {
  bouncer = await startPgbouncer();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
});

afterAll(async () => {
  await Promise.all(opened.map((d) => d.close().catch(() => undefined)));
  // Stopping the pooler also ends a start-up still waiting for a lock.
  await bouncer?.stop();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function appOn(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ DATA_DIR: `/tmp/raceday-bouncer-${randomUUID()}` }),
    database,
    logger: false,
  });
  await app.ready();
  return app;
}

it('two servers start at once through pgbouncer, and again twice: migrations run once, orders flow', async () => {
  const url = throughPgbouncer(bouncer, name);
  for (const round of [1, 2, 3]) {
    const started = await within(
      `round ${round}: two server start-ups through pgbouncer (transaction mode)`,
      20_000,
      Promise.all(
        [0, 1].map(async () => {
          const d = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
          opened.push(d);
          return d;
        }),
      ),
    ).catch((err: Error) => {
      throw new Error(`${err.message}\npgbouncer log:\n${bouncer.output()}`);
    });
    if (round === 1) await seedDemoIfEmpty(started[0]!.db);
    const apps = await Promise.all(started.map(appOn));
    for (const app of apps) {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode, ready.body).toBe(200);
      const detail = await app.inject({ method: 'GET', url: '/v1/events/chiangmai-doi-suthep-trail-2027' });
      expect(detail.statusCode).toBe(200);
      const trail = detail.json<EventDetail>();
      const res = await app.inject({
        method: 'POST',
        url: '/v1/order/create',
        payload: orderFor(trail, [runnerFor(trail)]),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const app of apps) await app.close();
    for (const d of started) {
      await d.close();
      opened.splice(opened.indexOf(d), 1);
    }
  }

  // Each migration of the build is recorded once: none ran twice, none was skipped.
  const direct = new URL(adminUrl);
  direct.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: direct.toString() });
  await client.connect();
  const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
  const orders = await client.query<{ n: string }>(
    "select count(*) as n from orders where status = 'INITIAL'",
  );
  const locks = await client.query<{ n: string }>(
    "select count(*) as n from pg_locks where locktype = 'advisory'",
  );
  await client.end();
  const journal = readMigrationFiles({ migrationsFolder });
  expect(applied.rows.map((r) => r.hash).sort()).toEqual(journal.map((m) => m.hash).sort());
  // Six orders placed above (two per round) on top of the demo data's unpaid ones.
  expect(Number(orders.rows[0]!.n)).toBeGreaterThanOrEqual(6);
  // Nothing is left holding an advisory lock on the pooler's server connections.
  expect(Number(locks.rows[0]!.n)).toBe(0);
});
