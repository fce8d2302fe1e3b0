/**
 * One Drizzle client over two drivers: PGlite (embedded PostgreSQL in WASM, data in DATA_DIR)
 * by default, node-postgres when DATABASE_URL is set. Same schema, same migrations.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { applyFunctions, type SqlRunner } from './sql-functions';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The callback argument of db.transaction(). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's own client (for its backup, services/platform/backups.ts); unset on PostgreSQL. */
  pglite?: PGlite;
  /** Connections now (for /metrics): open, idle, and requests waiting for one. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Committed SQL migrations sit next to this module: src/db/migrations, or dist/migrations in the bundle. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `migrations`: another migrations folder (tests: a database migrated by an earlier build). */
export type DatabaseOptions = (
  | { kind: 'pglite'; dataDir?: string /* undefined = in memory */ }
  | { kind: 'postgres'; url: string; poolSize?: number }
) & { migrations?: string };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'pglite') {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    const client = new PGlite(opts.dataDir);
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: opts.migrations ?? migrationsFolder });
    // The SQL functions' own files (db/sql-functions.ts), after the migrations; one connection, no lock needed.
    await client.transaction((tx) =>
      applyFunctions({
        query: async (text, params) => (await tx.query(text, params)).rows as never[],
        exec: async (script) => void (await tx.exec(script)),
      }),
    );
    return { db, kind: 'pglite', pglite: client, close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 });
  // An idle connection the database drops (restart, failover, admin) is replaced on next use; without
  // this listener node-postgres would raise it as an unhandled error and stop the process.
  pool.on('error', (err) => {
    console.error(
      `database: idle connection lost (${(err as { code?: string }).code ?? err.message}); it will be replaced`,
    );
  });
  await migrateOnce(pool, opts.migrations ?? migrationsFolder);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Key of the advisory lock that makes concurrent start-ups migrate one at a time. */
export const MIGRATION_LOCK = 7268150;

/**
 * Applies the migrations not applied yet, as drizzle's migrator does (same table, same hashes), then
 * the SQL functions' files that changed (db/sql-functions.ts), all in ONE transaction that first takes a transaction-scoped advisory lock: several server
 * processes starting at once migrate one at a time, and the lock ends with the transaction whatever
 * happens (commit, error, a killed process). A session-level lock would not survive pgbouncer in
 * transaction mode: the lock and its unlock may run on different server connections, leaving it
 * held on one of them and hanging the next start-up.
 */
async function migrateOnce(pool: pg.Pool, folder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const conn = await pool.connect();
  try {
    await conn.query('begin');
    await conn.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await conn.query('create schema if not exists drizzle');
    await conn.query(
      'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    const last = await conn.query<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const lastApplied = last.rows[0] ? Number(last.rows[0].created_at) : -1;
    for (const migration of migrations) {
      if (migration.folderMillis <= lastApplied) continue;
      for (const statement of migration.sql) if (statement.trim()) await conn.query(statement);
      await conn.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    const runner: SqlRunner = {
      query: async (text, params) => (await conn.query(text, params)).rows,
      exec: async (script) => void (await conn.query(script)),
    };
    await applyFunctions(runner);
    await conn.query('commit');
  } catch (err) {
    await conn.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    conn.release();
  }
}

let journal: ReturnType<typeof readMigrationFiles> | undefined;

/**
 * Migrations of this build not applied to the database yet (0: ready). Throws when the database
 * does not answer.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  journal ??= readMigrationFiles({ migrationsFolder });
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
  if (!rowsOf<{ ok: boolean }>(exists)[0]?.ok) return journal.length;
  const last = await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  const at = Number(rowsOf<{ at: string | null }>(last)[0]?.at ?? -1);
  return journal.filter((m) => m.folderMillis > at).length;
}

/** Rows of db.execute on either driver (node-postgres: a result with rows; PGlite: the same). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
