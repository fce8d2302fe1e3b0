/**
 * Backups and restore (docs/OPERATIONS.md "Backups and restore", "Moving to PostgreSQL"):
 *   npm run db:backup  -- FILE     a plain-SQL dump of the database the server uses (FILE.gz: gzipped)
 *   npm run db:restore -- FILE     loads one into an EMPTY database: DATABASE_URL's, else DATA_DIR/db
 * With DATABASE_URL the backup is `pg_dump` (one snapshot, the server keeps running). On the embedded
 * database: when a server holds DATA_DIR/db, the dump is asked of it (POST /v1/admin/backup with
 * BACKUP_TOKEN; BACKUP_URL, default http://127.0.0.1:PORT); when none does, this command opens the
 * folder itself. Slips and covers (DATA_DIR/files, or the S3 bucket) are not in the dump.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig, ConfigError, type Config } from '../config';
import {
  dumpPglite,
  dumpPostgres,
  isDump,
  pgliteInUse,
  restorePglite,
  restorePostgres,
  RestoreRefused,
} from '../services/platform/backups';
import { callerDir } from '../lib/caller-dir';

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const [command, fileArg, ...extra] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !fileArg || extra.length)
  fail('usage: npm run db:backup -- FILE   |   npm run db:restore -- FILE   (FILE ending .gz: gzipped)');
const file = path.resolve(callerDir, fileArg);
const gz = file.endsWith('.gz');

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
const dataDir = path.resolve(callerDir, config.DATA_DIR, 'db');
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${dataDir}`;

const cliEnv = z.object({
  BACKUP_URL: z.string().url().default(`http://127.0.0.1:${config.PORT}`),
});

/** The dump from the running server that holds the embedded database. */
async function fromServer(): Promise<string> {
  const env = cliEnv.safeParse(process.env);
  if (!env.success) fail('BACKUP_URL must be the server address, e.g. http://127.0.0.1:3000');
  const base = env.data.BACKUP_URL.replace(/\/$/, '');
  if (!config.BACKUP_TOKEN)
    fail(
      `A running server holds ${dataDir}: set BACKUP_TOKEN (the same in the server's environment and here) so this command can ask it for the dump, or stop the server first`,
    );
  let res: Response;
  try {
    res = await fetch(`${base}/v1/admin/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.BACKUP_TOKEN}`, 'accept-language': 'en' },
    });
  } catch {
    fail(
      `A server holds ${dataDir} but does not answer at ${base} (set BACKUP_URL); if it stopped without closing the database, start it once and stop it`,
    );
  }
  const body = await res.text();
  if (res.status !== 200) {
    const reason = (() => {
      try {
        return (JSON.parse(body) as { message?: string }).message;
      } catch {
        return undefined;
      }
    })();
    fail(`The server at ${base} refused the backup: ${res.status} ${reason ?? ''}`.trim());
  }
  return body;
}

/** Writes beside the target, then renames: an interrupted backup never leaves half a file under FILE. */
function writeAtomically(target: string, data: Buffer | string): void {
  const tmp = `${target}.partial`;
  writeFileSync(tmp, data, { mode: 0o600 });
  renameSync(tmp, target);
}

async function backup(): Promise<void> {
  let how: string;
  if (config.DATABASE_URL) {
    const sqlFile = `${file}.sql-partial`;
    try {
      await dumpPostgres(config.DATABASE_URL, sqlFile);
      if (gz) writeAtomically(file, gzipSync(readFileSync(sqlFile)));
      else renameSync(sqlFile, file);
    } finally {
      rmSync(sqlFile, { force: true });
    }
    how = 'pg_dump';
  } else {
    if (!existsSync(path.join(dataDir, 'PG_VERSION')))
      fail(`No embedded database in ${dataDir} (check DATA_DIR)`);
    let dump: string;
    if (pgliteInUse(dataDir)) {
      dump = await fromServer();
      how = 'asked of the running server';
    } else {
      const { PGlite } = await import('@electric-sql/pglite');
      const client = new PGlite(dataDir);
      try {
        await client.waitReady;
        dump = await dumpPglite(client);
      } finally {
        await client.close();
      }
      how = 'no server running: read directly';
    }
    if (!isDump(dump)) fail('The dump does not look like a PostgreSQL dump; nothing written');
    writeAtomically(file, gz ? gzipSync(dump) : dump);
  }
  console.log(`Backup of ${where} written to ${file} (${how})`);
  const dataRoot = path.resolve(callerDir, config.DATA_DIR);
  const notInDump = [
    config.S3_BUCKET ? undefined : `the slips and covers in ${path.join(dataRoot, 'files')}`,
    config.JWT_SECRET ? undefined : `the token secret ${path.join(dataRoot, 'jwt-secret')} (once)`,
  ].filter(Boolean);
  if (notInDump.length)
    console.log(
      `Not in the dump, copy too: ${notInDump.join('; ')} (docs/OPERATIONS.md "Backups and restore")`,
    );
}

async function restore(): Promise<void> {
  if (!existsSync(file)) fail(`No such file: ${file}`);
  const raw = readFileSync(file);
  const dump = (gz ? gunzipSync(raw) : raw).toString('utf8');
  if (!isDump(dump)) fail(`${file} is not a dump made by npm run db:backup (pg_dump, plain SQL)`);
  try {
    if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, dump);
    else await restorePglite(dataDir, dump);
  } catch (err) {
    if (err instanceof RestoreRefused) fail(err.message);
    fail(`Restore failed, nothing was loaded: ${(err as Error).message}`);
  }
  console.log(
    `Restored ${file} into ${where}. Start the server on it: it applies any migration newer than the backup.`,
  );
}

try {
  if (command === 'backup') await backup();
  else await restore();
} catch (err) {
  fail(`${command === 'backup' ? 'Backup' : 'Restore'} failed: ${(err as Error).message}`);
}
