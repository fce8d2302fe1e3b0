/**
 * Order-creation benchmark: starts the built server on a fresh database (PostgreSQL when
 * DATABASE_URL is set, embedded PGlite otherwise), then drives POST /v1/order/create with autocannon
 * at rising concurrency. Prints orders per second, p50/p99 latency, and places taken versus sold.
 *
 *   npm run bench:orders                                   # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:orders
 *
 * Every request is a new runner (unique Thai ID), so each one is a real order that takes a place.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir, cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { and, count, eq } from 'drizzle-orm';
import { thaiIdCheckDigit, type EventDetail } from '@raceday/domain';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/demo';
import { events, runners } from '../apps/server/src/db/schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,50,100,200').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PLACES = Number(process.env.BENCH_PLACES ?? 1_000_000);
const KEY = 'bangkok-riverside-marathon-2027';
const adminUrl = process.env.DATABASE_URL;

// ---- a fresh database with the demo data and a known number of places ----------------------
let serverEnv: Record<string, string>;
let database: Database;
let dropDatabase = async () => {};
if (adminUrl) {
  const name = `raceday_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  serverEnv = { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '20' };
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'raceday-bench-'));
  database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  serverEnv = { DATA_DIR: dataDir };
}
await seedDemoIfEmpty(database.db);
const [before] = await database.db.select().from(events).where(eq(events.eventKey, KEY));
const startTaken = before!.placesTaken;
const [initialRunners] = await database.db
  .select({ n: count() })
  .from(runners)
  .where(and(eq(runners.eventId, before!.id), eq(runners.isActive, true)));
const startRunners = initialRunners!.n;
await database.db
  .update(events)
  .set({ isLimitParticipate: true, participantLimit: startTaken + PLACES })
  .where(eq(events.eventKey, KEY));
// PGlite allows one process at a time: hand the folder over to the server.
if (!adminUrl) await database.close();

// ---- the server under test ---------------------------------------------------------------------
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    ...serverEnv,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'never',
    // The bench is one client address placing thousands of orders, with the sandbox on PostgreSQL too.
    ORDER_RATE_PER_MINUTE: '100000',
    PAYMENTS: 'sandbox',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 100) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const event = (await (await fetch(`${base}/v1/events/${KEY}`)).json()) as EventDetail;
const runType = event.run_type[2]!; // mini marathon
const shirt = event.t_shirt.find((s) => s.run_type_id === 0)!;
const model = event.run_model.find((m) => m.run_type_id === runType.id)!;
const pickup = event.delivery_type.find((d) => d.is_require_address === 'N')!;

let serial = 0;
function nextId(): string {
  serial++;
  const first12 = `5${String(serial).padStart(11, '0')}`;
  return `${first12}${thaiIdCheckDigit(first12)}`;
}
function body(): string {
  const id = nextId();
  return JSON.stringify({
    event_key: KEY,
    runner_list: [
      {
        register_type: 'MYSELF',
        fname: 'นักวิ่ง',
        lname: 'ทดสอบโหลด',
        sex: 'FEMALE',
        dob: '1991-07-01',
        nationality: 'THAI',
        id_card: id,
        email: 'bench@example.com',
        mobile_no: '0812345678',
        health_problem: '-',
        blood_group: 'B',
        emergency_name: 'ผู้ติดต่อ',
        emergency_relation: 'เพื่อน',
        emergency_mobile_no: '0898765432',
        run_type_id: runType.id,
        run_model_id: model.id,
        t_shirt_id: shirt.id,
        additional1: event.additional_selects[0]!.options[0]!.id,
      },
    ],
    is_main_register: id,
    delivery_type_id: pickup.id,
    payment_method: 'PP_OPN',
    is_accept_terms: 'Y',
    is_accept_condition: 'Y',
  });
}

// ---- load at rising concurrency --------------------------------------------------------------
interface Row {
  connections: number;
  requests: number;
  created: number;
  other: number;
  ordersPerSec: number;
  p50: number;
  p99: number;
}
const rows: Row[] = [];
let createdTotal = 0;
for (const connections of LEVELS) {
  let created = 0;
  let other = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/v1/order/create`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        connections,
        duration: SECONDS,
        requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, statusCode) => {
      if (statusCode === 201) created++;
      else other++;
    });
  });
  // Let in-flight responses land in the counters.
  await new Promise((r) => setTimeout(r, 200));
  createdTotal += created;
  rows.push({
    connections,
    requests: result.requests.total,
    created,
    other,
    ordersPerSec: Math.round((created / SECONDS) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
  });
  console.log(
    `${String(connections).padStart(4)} connections: ${rows.at(-1)!.ordersPerSec} orders/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${created} created, ${other} other`,
  );
}

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

// ---- places taken versus sold ------------------------------------------------------------------
if (!adminUrl)
  database = await openDatabase({ kind: 'pglite', dataDir: path.join(serverEnv.DATA_DIR!, 'db') });
const [after] = await database.db.select().from(events).where(eq(events.eventKey, KEY));
const taken = after!.placesTaken - startTaken;
// Requests still in flight when a level ends are answered after autocannon stops counting, so the
// orders actually sold are counted in the database.
const [sold] = await database.db
  .select({ n: count() })
  .from(runners)
  .where(and(eq(runners.eventId, after!.id), eq(runners.isActive, true)));
const soldInBench = sold!.n - startRunners;
await database.close();
await dropDatabase();

console.log('');
console.log(
  `database: ${adminUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${cpus()[0]?.model ?? ''}`,
);
console.log('| connections | orders/s | p50 ms | p99 ms | created | other replies |');
console.log('|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.connections} | ${r.ordersPerSec} | ${r.p50} | ${r.p99} | ${r.created} | ${r.other} |`);
console.log('');
console.log(
  `places taken: ${taken}; runners sold (rows in the database): ${soldInBench}; 201 replies counted: ${createdTotal}; ${taken === soldInBench ? 'taken = sold' : 'MISMATCH'}`,
);
if (taken !== soldInBench) process.exitCode = 1;
