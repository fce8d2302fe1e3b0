/**
 * Backups as plain SQL that loads into either database (docs/OPERATIONS.md "Backups and restore",
 * "Moving to PostgreSQL"):
 * - the embedded database is dumped by PGlite's own pg_dump (@electric-sql/pglite-tools), inside the
 *   process that holds it (the running server, or the CLI when no server does);
 * - PostgreSQL by the `pg_dump` on the PATH (one consistent snapshot while the server runs).
 * Both with the same options: INSERT statements (no COPY, which PGlite cannot read from a script), no
 * owners, no grants, so the dump loads into an empty database of either kind as any role.
 * A restore loads one dump into an EMPTY database, in one transaction: all of it or nothing.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import type { Database } from '../../db/client';

/** pg_dump's options for both databases: see the module comment. */
export const DUMP_ARGS = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500'];

/**
 * A dump of the embedded database, made in this process. It holds PGlite's transaction lock for the
 * whole dump: no query and no transaction of the server runs in between (pg_dump itself runs on the
 * same single connection, in one snapshot), so the dump is one consistent moment.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  let dump = '';
  await client.transaction(async (tx) => {
    // PGlite opened a transaction to give us its lock; pg_dump opens its own (repeatable read) on the
    // same connection, so close PGlite's first. Its COMMIT at the end then only warns.
    await tx.exec('commit');
    const file = await pgDump({
      // pg_dump's own few queries (search_path before and after) go through the transaction handle,
      // which does not wait for the lock we hold; the dump itself talks the wire protocol directly.
      pg: new Proxy(client, {
        get(target, key) {
          if (key === 'query') return tx.query;
          if (key === 'exec') return tx.exec;
          const value = Reflect.get(target, key, target) as unknown;
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      }),
      args: DUMP_ARGS,
    });
    dump = await file.text();
    // pg_dump set its own session settings (date style, float digits, row security...) on the one
    // connection the server shares: back to the server's.
    await tx.exec('reset all');
  });
  return dump;
}

/** What the backup route reads: the embedded database's client, when the server runs on it. */
export type BackupSource = Pick<Database, 'pglite'>;

/** A dump of the embedded database this server holds; undefined on PostgreSQL (pg_dump reads that). */
export async function dumpOfServer(source: BackupSource): Promise<string | undefined> {
  return source.pglite ? dumpPglite(source.pglite) : undefined;
}

/** `pg_dump` of a PostgreSQL database into a file; the password goes through the environment, never argv. */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  // Readable by its owner only from the start (pg_dump keeps the mode of a file it overwrites).
  writeFileSync(file, '', { mode: 0o600 });
  chmodSync(file, 0o600);
  await run('pg_dump', [...DUMP_ARGS, '--file', file, '--dbname', u.toString()], {
    ...(password ? { PGPASSWORD: password } : {}),
  });
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'ENOENT'
            ? `${command} is not installed (Debian/Ubuntu: apt-get install postgresql-client, of the server's major version or newer)`
            : `${command}: ${err.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr.trim().split('\n').pop()}`)),
    );
  });
}

/**
 * The dump as either target runs it: psql's `\restrict`/`\unrestrict` lines (meta-commands, not SQL)
 * left out, and settings an older PostgreSQL does not know (PGlite's pg_dump 18 writes
 * `SET transaction_timeout`, new in PostgreSQL 17) left out too: they only tune the restore session.
 */
export function sqlForRestore(dump: string): string {
  return dump.replace(/^\\(?:un)?restrict\b.*$/gm, '').replace(/^SET transaction_timeout = 0;$/gm, '');
}

/** Whether a text looks like one of our dumps, before anything is loaded. */
export function isDump(text: string): boolean {
  return /^-- PostgreSQL database dump\s*$/m.test(text.slice(0, 2000));
}

/** Tables and sequences outside PostgreSQL's own schemas (none: the database is empty). */
const USER_RELATIONS = `select count(*)::int as n from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'S', 'v', 'm')
    and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

export class RestoreRefused extends Error {}

/** Loads a dump into an empty PostgreSQL database, in one transaction. */
export async function restorePostgres(url: string, dump: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(USER_RELATIONS);
    if (rows[0]!.n > 0)
      throw new RestoreRefused(
        `Refused: the database in DATABASE_URL is not empty (${rows[0]!.n} tables and sequences); restore into a new, empty database`,
      );
    await client.query('begin');
    try {
      await client.query(sqlForRestore(dump));
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }
  } finally {
    await client.end();
  }
}

/** Whether a PGlite data directory is open in some process now (PGlite keeps postmaster.pid while open). */
export function pgliteInUse(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'postmaster.pid'));
}

/** Loads a dump into an empty embedded database at dataDir (made when missing), in one transaction. */
export async function restorePglite(dataDir: string, dump: string): Promise<void> {
  if (pgliteInUse(dataDir))
    throw new RestoreRefused(
      `Refused: the embedded database in ${dataDir} is open in a running server; stop it first`,
    );
  const fresh = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dataDir);
  try {
    await client.waitReady;
    if (!fresh) {
      const { rows } = await client.query<{ n: number }>(USER_RELATIONS);
      if (rows[0]!.n > 0)
        throw new RestoreRefused(
          `Refused: the embedded database in ${dataDir} is not empty (${rows[0]!.n} tables and sequences); move it away or point DATA_DIR at a new folder`,
        );
    }
    await client.transaction(async (tx) => {
      await tx.exec(sqlForRestore(dump));
    });
  } finally {
    await client.close();
  }
}
