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
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The callback argument of db.transaction(). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Committed SQL migrations sit next to this module: src/db/migrations, or dist/migrations in the bundle. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string /* undefined = in memory */ }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'pglite') {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    const client = new PGlite(opts.dataDir);
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return { db, kind: 'pglite', close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 });
  // An idle connection the database drops (restart, failover, admin) is replaced on next use; without
  // this listener node-postgres would raise it as an unhandled error and stop the process.
  pool.on('error', (err) => {
    console.error(
      `database: idle connection lost (${(err as { code?: string }).code ?? err.message}); it will be replaced`,
    );
  });
  // Several server processes may start at once against one database: one migrates at a time.
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(7268150)');
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock(7268150)').catch(() => undefined);
    conn.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}
