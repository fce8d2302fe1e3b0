/** Starts the server: config, database (migrated), demo data on an empty database, HTTP. */
import path from 'node:path';
import { ConfigError, loadConfig, seedsDemo } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo';
import { buildApp, SANDBOX_WARNING } from './app';
import { SandboxProvider } from './payments/sandbox';
import { describeStartupError } from './plugins/errors';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'db') });

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
  if (app.payments instanceof SandboxProvider && quiet) console.warn(SANDBOX_WARNING);
  // Demo accounts have published passwords: only the embedded database gets them unless asked for.
  if (seedsDemo(config, database.kind)) {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) app.log.info({ events: seeded.events }, 'demo data loaded into the empty database');
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `RaceDay is serving on http://localhost:${config.PORT} (database: ${database.kind === 'pglite' ? `embedded, ${path.resolve(config.DATA_DIR, 'db')}` : 'PostgreSQL'})`,
  );
}

main().catch((err) => {
  // A database error's message can hold a query's parameters (demo password hashes): name it only.
  console.error('Start-up failed:', describeStartupError(err));
  process.exit(1);
});
