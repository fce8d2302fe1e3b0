/**
 * Test harness: a fresh database per test file (in-memory PGlite, or a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set), the app built on it, requests through app.inject (no network).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loggerOptions } from '../src/plugins/errors';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedDemoIfEmpty } from '../src/db/seed/demo';
import type { PaymentProvider } from '../src/payments/provider';
import type { OverloadOptions } from '../src/plugins/overload';
import type { EventCatalogOptions } from '../src/services/events/event-catalog';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface TestDatabase extends Database {
  /** Closes the connections and drops the PostgreSQL database, if one was made. */
  destroy(): Promise<void>;
  /** The PostgreSQL database's address (for a second client of one's own); unset on PGlite. */
  url?: string;
}

/** `migrations`: another migrations folder (a database migrated by an earlier build). */
export async function createTestDatabase(
  opts: { poolSize?: number; migrations?: string } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite', migrations: opts.migrations });
    return { ...database, destroy: () => database.close() };
  }
  const name = `raceday_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: opts.poolSize ?? 5,
    migrations: opts.migrations,
  });
  return {
    ...database,
    url: url.toString(),
    destroy: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // Connections may still be closing: wait for them rather than killing them mid-close.
      for (let attempt = 0; ; attempt++) {
        try {
          await cleanup.query(`drop database if exists ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await cleanup.end();
    },
  };
}

/** A stand-in build of the web app, so the SPA fallback can be tested without building the web. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'raceday-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="th"><div id="root"></div></html>');
  return dir;
}

export function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    // The suite runs on PGlite and on PostgreSQL (TEST_DATABASE_URL): the sandbox on both, by choice.
    PAYMENTS: 'sandbox',
    WEB_DIST_DIR: fakeWebDist(),
    // Suites place many orders from one address; the limit itself is tested with its real value.
    ORDER_RATE_PER_MINUTE: '100000',
    // Holds are expired by the tests themselves (orders/holds.ts), not by a timer.
    HOLD_SWEEP_SECONDS: '0',
    // E-mails are sent by the tests themselves (services/mail/emails.ts#sendDueEmails), not by a timer.
    EMAIL_SEND_SECONDS: '0',
    // A busy test machine must not refuse orders: tests force overload with a switch (buildTestApp).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Tests change events behind the app's back: every request sees the versions as they are now.
    // The catalog's own test (event-replies.test.ts) sets an interval and moves a clock.
    EVENT_CACHE_CHECK_MS: '0',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** One route of the app per method and path (HEAD left out), as buildTestApp's `routes` collected. */
export interface ListedRoute {
  /** `METHOD /path`, parameters spelled `:name`. */
  key: string;
  method: string;
  url: string;
  route: RouteOptions;
}

export function listRoutes(routes: RouteOptions[]): ListedRoute[] {
  const out = new Map<string, ListedRoute>();
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (method !== 'HEAD' && !out.has(key)) out.set(key, { key, method, url: route.url, route });
    }
  }
  return [...out.values()];
}

/** The app on a fresh database holding the demo data. */
export async function buildTestApp(
  opts: {
    seed?: boolean;
    now?: Date;
    payments?: (db: Database['db']) => PaymentProvider;
    /** Capture the server's log lines (JSON) instead of discarding them. */
    logLines?: string[];
    /** Collects every route the app adds (method, url, options). */
    routes?: RouteOptions[];
    /** Settings over the test defaults (testConfig). */
    config?: Record<string, string>;
    /** Forces the overload state (plugins/overload.ts), e.g. `{ saturated: () => flag }`. */
    overload?: OverloadOptions;
    /** Another app's database (two processes on one database); closing this app leaves it open. */
    database?: TestDatabase;
    /** The event catalog's clock and check interval (services/events/event-catalog.ts). */
    catalog?: EventCatalogOptions;
  } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await createTestDatabase());
  if (opts.seed !== false) await seedDemoIfEmpty(database.db, opts.now);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'raceday-data-'));
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, ...opts.config }),
    database,
    // The server's own logger options (redaction, safe error shape), at debug, into the array.
    logger: opts.logLines
      ? { ...loggerOptions('debug'), stream: { write: (line: string) => opts.logLines!.push(line) } }
      : false,
    payments: opts.payments?.(database.db),
    onRoute: opts.routes ? (route) => void opts.routes!.push(route) : undefined,
    overload: opts.overload,
    catalog: opts.catalog,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!opts.database) await database.destroy();
    },
  };
}
