/**
 * The SQL functions the migrations used to restate whole at each change (the order-placing function,
 * the event's content-version triggers) have one file each under db/functions (dist/functions in the
 * bundle): a change of one is a diff of a few lines there, not a new copy in a migration.
 *
 * After the migrations, on every start, under the same lock (db/client.ts), each file whose text
 * changed since it was last applied is run again; its hash is kept in drizzle.raceday_sql_functions.
 * First the functions it defines are dropped in every signature no trigger uses, so a signature that
 * changed never leaves an old overload callable beside the new one (a trigger's function keeps its
 * one signature and is replaced in place). A migration must not rely on a function's latest text:
 * the files run after every migration; a trigger's first definition stays in the migration that
 * creates the trigger.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

export interface SqlFunctionFile {
  /** The file's name, e.g. place_order.sql. */
  name: string;
  sql: string;
  hash: string;
  /** The functions it defines (CREATE OR REPLACE FUNCTION name). */
  defines: string[];
}

export function readFunctionFiles(folder = functionsFolder): SqlFunctionFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(folder, name), 'utf8');
      const defines = [...sql.matchAll(/create\s+or\s+replace\s+function\s+(\w+)\s*\(/gi)].map((m) =>
        m[1]!.toLowerCase(),
      );
      return { name, sql, hash: createHash('sha256').update(sql).digest('hex'), defines };
    });
}

/** The two things the applier needs of a connection: a query with parameters, and a script. */
export interface SqlRunner {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  exec(script: string): Promise<void>;
}

/**
 * Applies the function files whose text changed; the caller holds the migration lock, in a
 * transaction. Returns the names of the files applied.
 */
export async function applyFunctions(db: SqlRunner, files = readFunctionFiles()): Promise<string[]> {
  await db.exec(
    'create schema if not exists drizzle; create table if not exists drizzle.raceday_sql_functions (file text primary key, hash text not null, applied_at timestamptz not null default now())',
  );
  const applied = new Map(
    (
      await db.query<{ file: string; hash: string }>('select file, hash from drizzle.raceday_sql_functions')
    ).map((r) => [r.file, r.hash]),
  );
  const done: string[] = [];
  for (const file of files) {
    if (applied.get(file.name) === file.hash) continue;
    const overloads = await db.query<{ signature: string }>(
      `select p.oid::regprocedure::text as signature from pg_proc p
        where p.pronamespace = current_schema()::regnamespace and p.proname = any($1::text[])
          and not exists (select 1 from pg_trigger t where t.tgfoid = p.oid)`,
      [file.defines],
    );
    for (const { signature } of overloads) await db.exec(`drop function ${signature}`);
    await db.exec(file.sql);
    await db.query(
      `insert into drizzle.raceday_sql_functions (file, hash) values ($1, $2)
        on conflict (file) do update set hash = excluded.hash, applied_at = now()`,
      [file.name, file.hash],
    );
    done.push(file.name);
  }
  return done;
}
