/** npm run db:seed: loads demo data into an empty database (never into one that has events). */
import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemoIfEmpty } from './demo';
import { fromCaller } from '../../lib/caller-dir';

const config = loadConfig();
const database = config.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: fromCaller(path.join(config.DATA_DIR, 'db')) });
const result = await seedDemoIfEmpty(database.db);
console.log(
  result
    ? `Loaded ${result.events} demo events and the demo accounts.`
    : 'The database already has events: demo data was not loaded (it only goes into an empty database).',
);
await database.close();
