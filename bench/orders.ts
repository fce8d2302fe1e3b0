/**
 * Order-creation benchmark: starts the built server on a fresh database (PostgreSQL when
 * DATABASE_URL is set, embedded PGlite otherwise), then drives POST /v1/order/create with autocannon
 * at rising concurrency. Prints orders per second, p50/p99 latency, and places taken versus sold.
 *
 *   npm run bench:orders                                   # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:orders
 *
 * Every request is a new runner (unique Thai ID), so each one is a real order that takes a place.
 * `npm run bench:rush` runs this beside its references, with reads and memory.
 */
import { cpus, totalmem } from 'node:os';
import {
  freshDatabase,
  load,
  openPlaces,
  orderBodies,
  placesAndRunners,
  startServer,
  TINY,
  type LoadResult,
} from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const LEVELS = (process.env.BENCH_LEVELS ?? (TINY ? '10' : '1,10,50,100,200')).split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? (TINY ? 1 : 8));
const PLACES = Number(process.env.BENCH_PLACES ?? 1_000_000);
const adminUrl = process.env.DATABASE_URL;

const database = await freshDatabase(adminUrl);
const start = await openPlaces(database, PLACES);
const server = await startServer(PORT, {
  ...database.serverEnv,
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '20',
});
const body = await orderBodies(server.base, '5');

const rows: LoadResult[] = [];
for (const connections of LEVELS) {
  const r = await load({
    url: `${server.base}/v1/order/create`,
    method: 'POST',
    body,
    connections,
    seconds: SECONDS,
    isOk: (s) => s === 201,
  });
  rows.push(r);
  console.log(
    `${String(connections).padStart(4)} connections: ${r.perSecond} orders/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.ok} created, ${r.other} other`,
  );
}
await server.stop();

// Requests still in flight when a level ends are answered after autocannon stops counting, so the
// orders actually sold are counted in the database.
const end = await placesAndRunners(database);
const taken = end.taken - start.taken;
const sold = end.runners - start.runners;
const created = rows.reduce((n, r) => n + r.ok, 0);
await database.drop();

console.log('');
console.log(
  `database: ${adminUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${cpus()[0]?.model ?? ''}`,
);
console.log('| connections | orders/s | p50 ms | p99 ms | created | other replies |');
console.log('|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.connections} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.other} |`);
console.log('');
console.log(
  `places taken: ${taken}; runners sold (rows in the database): ${sold}; 201 replies counted: ${created}; ${taken === sold ? 'taken = sold' : 'MISMATCH'}`,
);
if (taken !== sold) process.exitCode = 1;
