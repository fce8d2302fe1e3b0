/**
 * Spreadsheet export benchmark: a 50,000-runner marathon's "all applicants" .xlsx
 * (POST /v1/organizer/report-order-excel-all), streamed by the built server from a fresh database
 * (PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise). Records the time to the first
 * and the last byte, the file size, and the server process's resident memory before the export and
 * at its peak during it (Linux VmHWM, reset just before the request).
 *
 *   npx tsx bench/exports.ts                                   # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/exports.ts
 *
 * Settings: BENCH_RUNNERS (50000), BENCH_PORT (3310).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { tmpdir, cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { and, count, eq, inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../apps/server/src/db/seed/demo';
import { SERVER_NODE_FLAGS, waitForHealth } from './support';
import {
  additionalOptions,
  additionalSelects,
  deliveryTypes,
  events,
  orders,
  runModels,
  runners,
  runTypes,
  shirts,
} from '../apps/server/src/db/schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const RUNNERS = Number(process.env.BENCH_RUNNERS ?? 50_000);
const KEY = 'bangkok-riverside-marathon-2027';
const adminUrl = process.env.DATABASE_URL;

// ---- the server, bundled into bench/dist (apps/server/dist is left to whoever uses it) ----------
const outDir = path.join(root, 'bench/dist/server');
await rm(outDir, { recursive: true, force: true });
const serverPkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(serverPkg.dependencies).filter((name: string) => !name.startsWith('@raceday/')),
  logLevel: 'warning',
});
await cp(path.join(root, 'apps/server/src/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});

// ---- a fresh database with the demo data and RUNNERS people on the marathon --------------------
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
  serverEnv = { DATABASE_URL: url.toString() };
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

const seedStarted = performance.now();
const db = database.db;
const [event] = await db.select().from(events).where(eq(events.eventKey, KEY));
const types = await db.select().from(runTypes).where(eq(runTypes.eventId, event!.id));
const models = await db.select().from(runModels);
const shirtRows = await db.select().from(shirts).where(eq(shirts.eventId, event!.id));
const deliveries = await db.select().from(deliveryTypes).where(eq(deliveryTypes.eventId, event!.id));
const [meal] = await db.select().from(additionalSelects).where(eq(additionalSelects.eventId, event!.id));
const meals = await db.select().from(additionalOptions).where(eq(additionalOptions.selectId, meal!.id));
const pickup = deliveries.find((d) => !d.isRequireAddress)!;
const ems = deliveries.find((d) => d.isRequireAddress)!;
const adultShirts = shirtRows.filter((s) => s.runTypeId === null);

const FNAMES = ['สมชาย', 'ธนากร', 'ปิยะพงษ์', 'วรวุฒิ', 'สุดารัตน์', 'พิมพ์ชนก', 'กมลวรรณ', 'อรอุมา'];
const LNAMES = ['ศรีสุข', 'วงศ์ใหญ่', 'แก้วมณี', 'ทองดี', 'บุญมา', 'จันทร์เพ็ญ', 'สุวรรณรัตน์'];
let seq = 0;
const ORDERS_PER_BATCH = 500;
let made = 0;
while (made < RUNNERS) {
  const batch = [];
  for (let i = 0; i < ORDERS_PER_BATCH && made < RUNNERS; i++) {
    const size = Math.min(RUNNERS - made, 1 + (seq % 3));
    const delivery = seq % 2 ? ems : pickup;
    const people = Array.from({ length: size }, (_, j) => {
      const n = ++seq;
      const rt = types[n % types.length]!;
      const shirt = adultShirts[n % adultShirts.length]!;
      const model = models.find((m) => m.runTypeId === rt.id);
      const option = meals[n % meals.length]!;
      return {
        eventId: event!.id,
        runTypeId: rt.id,
        runModelId: model?.id ?? null,
        shirtId: shirt.id,
        registerType: j === 0 ? 'MYSELF' : 'FRIEND',
        isMainRegister: j === 0,
        idCard: `9${String(n).padStart(12, '0')}`,
        fname: FNAMES[n % FNAMES.length]!,
        lname: LNAMES[n % LNAMES.length]!,
        sex: n % 2 ? 'MALE' : 'FEMALE',
        dob: `${1960 + (n % 45)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
        email: `runner${n}@example.com`,
        mobileNo: `08${String(n).padStart(8, '0')}`,
        healthProblem: 'ไม่มี',
        bloodGroup: ['A', 'B', 'O', 'AB'][n % 4]!,
        emergencyName: 'ผู้ติดต่อ ฉุกเฉิน',
        emergencyRelation: 'พี่น้อง',
        emergencyMobileNo: '0898765432',
        runTypeName: rt.name,
        runTypePrice: rt.price,
        runModelName: model?.name ?? '-',
        shirtName: shirt.name,
        shirtPrice: shirt.additionalPrice,
        additionalChoices: [{ slot: 1, optionId: option.id, name: option.name }],
      };
    });
    const items = people.reduce((s, p) => s + p.runTypePrice + p.shirtPrice, 0);
    const shipping = delivery.price + (size - 1) * delivery.priceAdditional;
    const amount = items + shipping + size * event!.systemFeeAmt;
    batch.push({ size, delivery, people, items, shipping, amount });
    made += size;
  }
  const inserted = await db
    .insert(orders)
    .values(
      batch.map((b, i) => ({
        eventId: event!.id,
        status: i % 5 ? ('PAID' as const) : ('INITIAL' as const),
        paymentMethod: 'PP_OPN',
        itemsAmount: b.items,
        shippingAmount: b.shipping,
        systemFeeAmount: b.size * event!.systemFeeAmt,
        amount: b.amount,
        paidAmount: b.amount,
        runnerCount: b.size,
        placesCount: b.size,
        idCard: b.people[0]!.idCard,
        fname: b.people[0]!.fname,
        lname: b.people[0]!.lname,
        mobile: b.people[0]!.mobileNo,
        email: b.people[0]!.email,
        deliveryTypeId: b.delivery.id,
        deliveryTypeName: b.delivery.name,
        deliveryTypeIsRequireAddress: b.delivery.isRequireAddress,
        ...(b.delivery.isRequireAddress
          ? {
              deliveryAddName: `${b.people[0]!.fname} ${b.people[0]!.lname}`,
              deliveryAddMobileNo: b.people[0]!.mobileNo,
              deliveryAddNo: '99/1 ถนนพระราม 1',
              deliveryAddSubDistrict: 'รองเมือง',
              deliveryAddDistrict: 'ปทุมวัน',
              deliveryAddProvince: 'กรุงเทพมหานคร',
              deliveryAddPostcode: '10330',
            }
          : {}),
      })),
    )
    .returning({ id: orders.id });
  await db
    .insert(runners)
    .values(batch.flatMap((b, i) => b.people.map((p) => ({ ...p, orderId: inserted[i]!.id }))));
}
const seedSeconds = (performance.now() - seedStarted) / 1000;
// Every registered person of the marathon (the demo's own and ours): the file must hold them all.
const [registered] = await db
  .select({ n: count() })
  .from(runners)
  .innerJoin(orders, eq(orders.id, runners.orderId))
  .where(
    and(
      eq(runners.eventId, event!.id),
      eq(runners.isActive, true),
      inArray(orders.status, ['INITIAL', 'PAID']),
    ),
  );
const expected = registered!.n;
console.log(`seeded ${RUNNERS} runners in ${seedSeconds.toFixed(1)} s`);
// PGlite allows one process at a time: hand the folder over to the server.
if (!adminUrl) await database.close();

// ---- the server under test -----------------------------------------------------------------------
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(outDir, 'main.js')], {
  env: {
    ...process.env,
    ...serverEnv,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'never',
    // On PostgreSQL without Opn keys the server needs the sandbox asked for (PAYMENTS).
    PAYMENTS: 'sandbox',
    WEB_DIST_DIR: mkdtempSync(path.join(tmpdir(), 'raceday-web-')),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
await waitForHealth(base, server);

const status = (field: 'VmRSS' | 'VmHWM') => {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
    readFileSync(`/proc/${server.pid}/status`, 'utf8'),
  );
  return Number(m![1]) / 1024;
};
const login = (await (
  await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.organizer.email,
      password: DEMO_ACCOUNTS.organizer.password,
    }),
  })
).json()) as { accessToken: string };

async function exportOnce(file: string) {
  // Peak resident memory from here on: writing 5 to clear_refs resets VmHWM (Linux).
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const rssBefore = status('VmRSS');
  const started = performance.now();
  const res = await fetch(`${base}/v1/organizer/report-order-excel-all`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` },
    body: JSON.stringify({ event_key: KEY }),
  });
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  const out = createWriteStream(file);
  let firstByte = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - started;
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    firstByteMs: firstByte,
    rssBefore,
    rssPeak: status('VmHWM'),
    disposition: res.headers.get('content-disposition'),
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'raceday-export-'));
const warm = await exportOnce(path.join(dir, 'warm.xlsx'));
const run = await exportOnce(path.join(dir, 'all.xlsx'));
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await dropDatabase();

// ---- the file: does it hold every runner? And what would holding it in memory cost? -------------
const bytes = statSync(path.join(dir, 'all.xlsx')).size;
const heapBefore = process.memoryUsage().rss / 2 ** 20;
const wb = new ExcelJS.Workbook();
await wb.xlsx.readFile(path.join(dir, 'all.xlsx'));
// The runner rows: those numbered in column A (the totals and the note below the list are not).
let rows = 0;
wb.worksheets[0]!.eachRow((row, n) => {
  if (n > 1 && typeof row.getCell(1).value === 'number') rows++;
});
const inMemoryRss = process.memoryUsage().rss / 2 ** 20 - heapBefore;

console.log('');
console.log(
  `database: ${adminUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${cpus()[0]?.model ?? ''}`,
);
console.log(`file: ${run.disposition}`);
console.log(
  '| run | runners (rows) | file MB | first byte ms | total s | server RSS before MB | server RSS peak MB |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [name, r] of [
  ['first', warm],
  ['second', run],
] as const)
  console.log(
    `| ${name} | ${rows.toLocaleString('en-US')} | ${(bytes / 2 ** 20).toFixed(1)} | ${Math.round(r.firstByteMs)} | ${r.seconds.toFixed(1)} | ${Math.round(r.rssBefore)} | ${Math.round(r.rssPeak)} |`,
  );
console.log('');
console.log(
  `loading the same file into an in-memory exceljs workbook grows the bench process by ${Math.round(inMemoryRss)} MB`,
);
console.log(`rows in the file: ${rows}; people registered in the database: ${expected}`);
if (rows !== expected) process.exitCode = 1;
