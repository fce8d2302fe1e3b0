/**
 * The SQL functions have one file each (src/db/functions), applied after the migrations whenever
 * their text changes (src/db/sql-functions.ts). A fresh database and one migrated by the earlier
 * build, whose migrations restated the functions whole (test/fixtures/functions-before-0023.sql),
 * end with the same functions and triggers: no old signature left callable beside the new one. A
 * file is applied again only when its text changed. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { cpSync, mkdtempSync, readFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { migrationsFolder } from '../../src/db/client';
import { applyFunctions, readFunctionFiles, type SqlRunner } from '../../src/db/sql-functions';
import { createTestDatabase, type TestDatabase } from '../helper';

/** The migrations folder as the earlier build ran it: its restated functions after the last migration before 0023. */
function earlierBuildMigrations(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'raceday-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === '0023_held_places');
  const before = journal.entries[at - 1]!.tag;
  const restated = readFileSync(path.join(__dirname, '../fixtures/functions-before-0023.sql'), 'utf8');
  appendFileSync(path.join(dir, `${before}.sql`), `\n--> statement-breakpoint\n${restated}`);
  return dir;
}

async function runnerOf(database: TestDatabase): Promise<SqlRunner & { end(): Promise<void> }> {
  if (database.pglite) {
    const lite = database.pglite;
    return {
      query: async (text, params) => (await lite.query(text, params)).rows as never[],
      exec: async (script) => void (await lite.exec(script)),
      end: async () => {},
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    exec: async (script) => void (await client.query(script)),
    end: () => client.end(),
  };
}

/** Every function of the schema with its whole definition, and every trigger with its definition. */
async function functionsAndTriggers(database: TestDatabase) {
  const db = await runnerOf(database);
  try {
    const functions = await db.query<{ name: string; def: string }>(
      `select p.proname as name, pg_get_functiondef(p.oid) as def from pg_proc p
        where p.pronamespace = 'public'::regnamespace order by 1, 2`,
    );
    const triggers = await db.query<{ name: string; def: string }>(
      `select tgname as name, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal order by 1, 2`,
    );
    return { functions, triggers };
  } finally {
    await db.end();
  }
}

let fresh: TestDatabase;
let earlier: TestDatabase;

beforeAll(async () => {
  fresh = await createTestDatabase();
  earlier = await createTestDatabase({ migrations: earlierBuildMigrations() });
});
afterAll(async () => {
  await fresh?.destroy();
  await earlier?.destroy();
});

describe('the SQL functions kept once', () => {
  it('a fresh database and one migrated by the earlier build end with the same functions and triggers', async () => {
    const a = await functionsAndTriggers(fresh);
    const b = await functionsAndTriggers(earlier);
    expect(b.functions).toEqual(a.functions);
    expect(b.triggers).toEqual(a.triggers);
    // One placing function, of the file's signature; the held-places wrapper and the mail trigger are gone.
    const names = a.functions.map((f) => f.name);
    expect(names.filter((n) => n === 'raceday_place_order')).toHaveLength(1);
    expect(a.functions.find((f) => f.name === 'raceday_place_order')!.def).toContain('p_client jsonb');
    expect(names).not.toContain('raceday_place_held_order');
    expect(names).not.toContain('raceday_order_emails');
    expect(a.triggers.map((t) => t.name)).not.toContain('orders_email_created');
    // The trigger functions' latest text (price tiers move the event's content version).
    expect(a.functions.find((f) => f.name === 'raceday_event_part_changed')!.def).toContain('price_tiers');
  });

  it('applies a file again only when its text changed, dropping the old signatures first', async () => {
    const db = await runnerOf(fresh);
    try {
      const files = readFunctionFiles();
      expect(await applyFunctions(db, files)).toEqual([]);
      // An earlier signature left by someone (or a migration): it goes when the file is applied.
      await db.exec(
        'create function raceday_place_order(p_order jsonb) returns integer language sql as $$ select 1 $$',
      );
      const changed = files.map((f) =>
        f.name === 'place_order.sql' ? { ...f, sql: `${f.sql}\n-- changed`, hash: `${f.hash}-changed` } : f,
      );
      expect(await applyFunctions(db, changed)).toEqual(['place_order.sql']);
      const overloads = await db.query<{ signature: string }>(
        `select p.oid::regprocedure::text as signature from pg_proc p where p.proname = 'raceday_place_order'`,
      );
      expect(overloads.map((o) => o.signature)).toEqual([
        'raceday_place_order(jsonb,jsonb,jsonb,jsonb,jsonb,integer,boolean)',
      ]);
      expect(await applyFunctions(db, changed)).toEqual([]);
      expect(await applyFunctions(db, files)).toEqual(['place_order.sql']);
    } finally {
      await db.end();
    }
  });
});
