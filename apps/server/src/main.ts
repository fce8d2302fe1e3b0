/**
 * Starts the server: config, database (migrated), demo data on an empty database, HTTP.
 *
 * With WEB_CONCURRENCY > 1 (PostgreSQL only) this process becomes the primary of that many worker
 * processes (cluster.ts): it migrates and seeds once, then forks the workers, which serve on the
 * same PORT; it never serves itself.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { pino } from 'pino';
import { ConfigError, loadConfig, seedsDemo, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo';
import { buildApp, SANDBOX_WARNING } from './app';
import { SandboxProvider } from './payments/sandbox';
import { describeStartupError, loggerOptions } from './plugins/errors';
import { startCluster } from './cluster';
import { tokenSecret } from './services/people/accounts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : openDatabase({ kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'db') });
}

/** Calls `stop` once on the first SIGINT or SIGTERM; later ones (a second Ctrl-C) change nothing. */
function onShutdownSignal(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void stop(signal);
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}

/** The primary of WEB_CONCURRENCY workers: the database made ready once, then the workers. */
async function runPrimary(config: Config): Promise<void> {
  const log = pino(loggerOptions(config.LOG_LEVEL));
  // Migrations run here (openDatabase) and the demo data is loaded here, before any worker opens
  // the database: nothing races at start-up, and a broken database stops start-up with one line.
  const database = await openConfiguredDatabase(config);
  try {
    if (seedsDemo(config, database.kind)) {
      const seeded = await seedDemoIfEmpty(database.db);
      if (seeded) log.info({ events: seeded.events }, 'demo data loaded into the empty database');
    }
  } finally {
    await database.close();
  }
  // Without JWT_SECRET the secret is generated into DATA_DIR: once, here, so every worker reads the
  // same one (workers writing it at once would each make their own, and refuse each other's tokens).
  tokenSecret(config.JWT_SECRET, config.DATA_DIR);

  const workers = startCluster({
    workers: config.WEB_CONCURRENCY,
    log,
    // The expired-holds sweep and the e-mail sender are safe in every process (SKIP LOCKED) but need
    // only one per machine.
    env: (index): Record<string, string> =>
      index === 0 ? {} : { HOLD_SWEEP_SECONDS: '0', EMAIL_SEND_SECONDS: '0' },
  });
  onShutdownSignal(async (signal) => {
    log.info({ signal, workers: workers.pids() }, 'shutting down the server workers');
    await workers.stop('SIGTERM');
    log.info({}, 'all server workers stopped');
    process.exit(0);
  });
  log.info(
    { workers: config.WEB_CONCURRENCY, pid: process.pid },
    `RaceDay: ${config.WEB_CONCURRENCY} server processes on port ${config.PORT} (database: PostgreSQL)`,
  );
}

/** One server process: the only one, or a worker of runPrimary (which has seeded already). */
async function serve(config: Config): Promise<void> {
  const database = await openConfiguredDatabase(config);

  let app;
  try {
    app = await buildApp({ config, database });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      await database.close();
      process.exit(1);
    }
    throw err;
  }
  // buildApp logs it at warn; a quieter LOG_LEVEL must not hide that anyone can mark orders paid.
  const quiet = ['error', 'fatal', 'silent'].includes(config.LOG_LEVEL);
  const firstProcess = cluster.isPrimary || process.env.RACEDAY_WORKER === '0';
  if (app.payments instanceof SandboxProvider && quiet && firstProcess) console.warn(SANDBOX_WARNING);
  // Demo accounts have published passwords: only the embedded database gets them unless asked for.
  if (cluster.isPrimary && seedsDemo(config, database.kind)) {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) app.log.info({ events: seeded.events }, 'demo data loaded into the empty database');
  }

  onShutdownSignal(async (signal) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `RaceDay is serving on http://localhost:${config.PORT} (database: ${database.kind === 'pglite' ? `embedded, ${path.resolve(config.DATA_DIR, 'db')}` : 'PostgreSQL'}${cluster.isWorker ? `, worker ${process.env.RACEDAY_WORKER ?? '?'}` : ''})`,
  );
}

async function main(): Promise<void> {
  const config = configOrExit();
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) await runPrimary(config);
  else await serve(config);
}

main().catch((err) => {
  // A database error's message can hold a query's parameters (demo password hashes): name it only.
  console.error('Start-up failed:', describeStartupError(err));
  process.exit(1);
});
