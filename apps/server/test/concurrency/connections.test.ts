import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase } from '../helper';

if (!process.env.TEST_DATABASE_URL) {
  throw new Error('These tests need PostgreSQL: set TEST_DATABASE_URL (see .ci/run).');
}

describe('the database connection', () => {
  it('survives the database dropping its connections (restart, failover)', async () => {
    const database = await createTestDatabase({ poolSize: 3 });
    try {
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select 1`)));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const dbName = (
        (await database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows[0]!.name;
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));
      // The process is still alive and the next query gets a fresh connection.
      const res = (await database.db.execute(sql`select 2 as n`)) as unknown as { rows: { n: number }[] };
      expect(res.rows[0]!.n).toBe(2);
    } finally {
      await database.destroy();
    }
  });
});
