/**
 * The opening-day rush in one command (`npm run bench:rush`, after `npm run build`): every figure
 * beside its reference measured in the same run on the same machine, because absolute numbers on a
 * shared machine move from run to run.
 *
 * 1. References: `pgbench -N` (when PostgreSQL is there) and a bare Fastify route serving the same
 *    event JSON bytes.
 * 2. On PostgreSQL (one process): event detail and list at 50 connections; order creation at
 *    1/10/50/200 connections; a sell-out (no oversell); 3 × 20 s of mixed reads and orders with the
 *    server's memory before, during and 30 s after.
 * 3. On PostgreSQL with two processes (WEB_CONCURRENCY=2).
 * 4. On the embedded database: reads, orders, mixed load and memory.
 * Prints a table and writes it to bench/README.md between the bench:rush markers.
 *
 * Settings: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; RUSH_SKIP_POSTGRES=1 to
 * skip it), RUSH_SECONDS (8, per load step), RUSH_WRITE=0 to only print.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpus, totalmem, tmpdir } from 'node:os';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  freshDatabase,
  KEY,
  load,
  markerSection,
  mixedLoad,
  openPlaces,
  orderBodies,
  placesAndRunners,
  root,
  rssMb,
  sampleRss,
  sleep,
  startServer,
  TINY,
  waitForHealth,
  writesReadme,
  type BenchDatabase,
  type LoadResult,
} from './support';

const ADMIN_URL = process.env.RUSH_SKIP_POSTGRES
  ? undefined
  : (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const SECONDS = Number(process.env.RUSH_SECONDS ?? (TINY ? 1 : 8));
const MIXED_SECONDS = TINY ? 1 : 20;
/** The quiet wait after the mixed load before memory is read again. */
const SETTLE_MS = TINY ? 500 : 30_000;
/** Tiny mode: one load step per setup, one mixed run. */
const levels = (all: number[]) => (TINY ? [10] : all);
const mixedRuns = (n: number) => (TINY ? 1 : n);
const PORT = 3320;
const lines: string[] = [];
const out = (s = '') => {
  console.log(s);
  lines.push(s);
};
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');
const pass = (ok: boolean) => (ok ? 'met' : '**not met**');

// ---- references ---------------------------------------------------------------------------------
async function pgbenchTps(): Promise<number | null> {
  if (!ADMIN_URL) return null;
  const url = new URL(ADMIN_URL);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists raceday_pgbench');
  await admin.query('create database raceday_pgbench');
  await admin.end();
  const conn = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
  ];
  try {
    execFileSync('pgbench', [...conn, '-i', '-q', '-s', TINY ? '1' : '10', 'raceday_pgbench'], {
      stdio: 'ignore',
    });
    const text = execFileSync(
      'pgbench',
      [...conn, '-N', '-c', '10', '-j', '2', '-T', TINY ? '1' : '10', 'raceday_pgbench'],
      {
        encoding: 'utf8',
      },
    );
    return Number(/tps = ([\d.]+)/.exec(text)?.[1] ?? 0);
  } catch (err) {
    console.warn('pgbench failed:', (err as Error).message);
    return null;
  } finally {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query('drop database if exists raceday_pgbench with (force)');
    await c.end();
  }
}

async function bareRoute(bytes: Buffer): Promise<LoadResult> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'raceday-bare-')), 'event.json');
  writeFileSync(file, bytes);
  const port = PORT + 50;
  const child = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs'), String(port), file], {
    stdio: 'inherit',
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child);
    return await load({ url: `http://127.0.0.1:${port}/event`, connections: 50, seconds: SECONDS });
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

// ---- one database, one server setup -------------------------------------------------------------
interface SetupResult {
  name: string;
  detail: LoadResult;
  list: LoadResult;
  orders: LoadResult[];
  soldOut?: { limit: number; sold: number; taken: number; runners: number };
  rss: { idle: number; mixedPeaks: number[]; mixedLast: number[]; after30s: number };
  mixedOrders: number[];
  consistent: boolean;
}

async function runSetup(
  name: string,
  database: BenchDatabase,
  env: Record<string, string>,
  opts: { levels: number[]; soldOut: boolean; mixedRuns: number },
): Promise<SetupResult> {
  const start = await openPlaces(database, 10_000_000);
  const server = await startServer(PORT, { ...database.serverEnv, ...env });
  try {
    await sleep(2000);
    const idle = rssMb(server.process.pid!);
    const base = server.base;
    const detail = await load({ url: `${base}/v1/events/${KEY}`, connections: 50, seconds: SECONDS });
    const list = await load({ url: `${base}/v1/events`, connections: 50, seconds: SECONDS });
    const body = await orderBodies(base, '5');
    const isCreated = (s: number) => s === 201;
    const orders: LoadResult[] = [];
    for (const connections of opts.levels) {
      orders.push(
        await load({
          url: `${base}/v1/order/create`,
          method: 'POST',
          body,
          connections,
          seconds: SECONDS,
          isOk: isCreated,
        }),
      );
      console.log(`${name}: ${connections} connections: ${orders.at(-1)!.perSecond} orders/s`);
    }

    const mixedPeaks: number[] = [];
    const mixedLast: number[] = [];
    const mixedOrders: number[] = [];
    for (let run = 0; run < opts.mixedRuns; run++) {
      const sampler = sampleRss(server.process.pid!);
      const { placed } = await mixedLoad(base, body, MIXED_SECONDS);
      const { peak, last } = sampler.stop();
      mixedPeaks.push(peak);
      mixedLast.push(last);
      mixedOrders.push(placed.perSecond);
      console.log(`${name}: mixed run ${run + 1}: RSS peak ${peak} MB, ${placed.perSecond} orders/s`);
    }
    await sleep(SETTLE_MS);
    const after30s = rssMb(server.process.pid!);

    await server.stop();

    let soldOut: SetupResult['soldOut'];
    if (opts.soldOut) {
      // The last 500 places, 200 connections: exactly 500 sold, the rest refused.
      const before = await placesAndRunners(database);
      const db = await database.open();
      await db.db.execute(
        `update events e set participant_limit = p.taken + 500 from event_places p
         where p.event_id = e.id and e.event_key = '${KEY}'`,
      );
      await db.close();
      const again = await startServer(PORT, { ...database.serverEnv, ...env });
      const rush = await load({
        url: `${again.base}/v1/order/create`,
        method: 'POST',
        body: await orderBodies(again.base, '6'),
        connections: 200,
        seconds: TINY ? 1 : 5,
        isOk: isCreated,
      });
      await again.stop();
      const after = await placesAndRunners(database);
      soldOut = {
        limit: 500,
        sold: rush.ok,
        taken: after.taken - before.taken,
        runners: after.runners - before.runners,
      };
    }
    const end = await placesAndRunners(database);
    const consistent = end.taken - start.taken === end.runners - start.runners;
    return {
      name,
      detail,
      list,
      orders,
      soldOut,
      rss: { idle, mixedPeaks, mixedLast, after30s },
      mixedOrders,
      consistent,
    };
  } finally {
    await server.stop();
  }
}

// ---- the run ------------------------------------------------------------------------------------
const startedAt = new Date();
const pgbench = await pgbenchTps();
console.log(`pgbench -N: ${pgbench ?? '-'} tps`);

// The bytes of the event detail, for the bare route.
const probeDb = await freshDatabase(undefined);
const probe = await startServer(PORT, probeDb.serverEnv);
const eventBytes = Buffer.from(await (await fetch(`${probe.base}/v1/events/${KEY}`)).arrayBuffer());
await probe.stop();
const bare = await bareRoute(eventBytes);
console.log(`bare Fastify route (${eventBytes.length} bytes): ${bare.perSecond} req/s`);

const setups: SetupResult[] = [];
if (ADMIN_URL) {
  const one = await freshDatabase(ADMIN_URL);
  setups.push(
    await runSetup(
      'PostgreSQL, 1 process',
      one,
      {},
      { levels: levels([1, 10, 50, 200]), soldOut: true, mixedRuns: mixedRuns(3) },
    ),
  );
  await one.drop();
  const two = await freshDatabase(ADMIN_URL);
  setups.push(
    await runSetup(
      'PostgreSQL, 2 processes',
      two,
      // Without Redis each process counts the limits on its own; the bench raises them anyway.
      { WEB_CONCURRENCY: '2', DATABASE_POOL_SIZE: '10', ALLOW_PER_PROCESS_LIMITS: 'true' },
      { levels: levels([10, 50, 200]), soldOut: false, mixedRuns: 1 },
    ),
  );
  await two.drop();
}
const embedded = await freshDatabase(undefined);
setups.push(
  await runSetup(
    'embedded (PGlite)',
    embedded,
    {},
    { levels: levels([1, 10, 50, 200]), soldOut: true, mixedRuns: mixedRuns(3) },
  ),
);

// ---- the table ----------------------------------------------------------------------------------
out(
  `### ${startedAt.toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? ''}), ${Math.round(totalmem() / 2 ** 30)} GiB; server, database and load generator on one machine`,
);
out();
out(
  `References in this run: \`pgbench -N -c 10 -j 2 -T 10\` = **${pgbench ? fmt(pgbench) : '-'} tps**; a bare Fastify 5 route serving the same ${fmt(eventBytes.length)}-byte event JSON at 50 connections = **${fmt(bare.perSecond)} req/s** (p99 ${bare.p99} ms).`,
);
out();
out('Reads at 50 connections (uncompressed, as the bare route):');
out();
out('| setup | reply | req/s | ÷ bare route | p50 ms | p99 ms | target ≥ 0.5 and p99 < 50 ms |');
out('| --- | --- | ---: | ---: | ---: | ---: | --- |');
for (const s of setups) {
  for (const [what, r] of [
    ['event detail', s.detail],
    ['event list', s.list],
  ] as const) {
    out(
      `| ${s.name} | ${what} | ${fmt(r.perSecond)} | ${ratio(r.perSecond, bare.perSecond)} | ${r.p50} | ${r.p99} | ${pass(r.perSecond >= 0.5 * bare.perSecond && r.p99 < 50)} |`,
    );
  }
}
out();
out('Order creation (`POST /v1/order/create`, every request a new runner; 201s counted):');
out();
out('| setup | connections | orders/s | ÷ pgbench -N | p50 ms | p99 ms | other replies |');
out('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const s of setups) {
  for (const r of s.orders) {
    out(
      `| ${s.name} | ${r.connections} | ${fmt(r.perSecond, 1)} | ${pgbench ? ratio(r.perSecond, pgbench) : '-'} | ${r.p50} | ${r.p99} | ${r.other} |`,
    );
  }
}
out();
const targets: string[] = [];
for (const s of setups) {
  const best = Math.max(...s.orders.map((r) => r.perSecond));
  const at200 = s.orders.find((r) => r.connections === 200);
  if (s.name.startsWith('PostgreSQL') && pgbench) {
    targets.push(
      `- ${s.name}: best ${fmt(best, 1)} orders/s = ${ratio(best, pgbench)} × pgbench -N (target ≥ 0.15: ${pass(best >= 0.15 * pgbench)})` +
        (at200
          ? `; at 200 connections ${fmt(at200.perSecond, 1)} = ${Math.round((100 * at200.perSecond) / best)} % of best, p99 ${at200.p99} ms (target ≥ 80 %, < 300 ms: ${pass(at200.perSecond >= 0.8 * best && at200.p99 < 300)})`
          : ''),
    );
  } else if (!s.name.startsWith('PostgreSQL')) {
    targets.push(`- ${s.name}: best ${fmt(best, 1)} orders/s (target ≥ 400: ${pass(best >= 400)})`);
  }
  if (s.soldOut) {
    const ok = s.soldOut.taken <= s.soldOut.limit && s.soldOut.taken === s.soldOut.runners;
    targets.push(
      `- ${s.name}: the last ${s.soldOut.limit} places at 200 connections for 5 s: ${s.soldOut.sold} 201 replies counted, ${s.soldOut.taken} places taken, ${s.soldOut.runners} runners stored (zero oversell, taken ≤ ${s.soldOut.limit} and = runners: ${pass(ok)})`,
    );
  }
  targets.push(`- ${s.name}: places taken = runners stored over the whole run: ${pass(s.consistent)}`);
}
out(...[targets.join('\n')]);
out();
out('Server memory (RSS of the server process and its workers, MB):');
out();
out('| setup | idle | mixed run 1 peak / end | run 2 | run 3 | 30 s after | target |');
out('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
for (const s of setups) {
  const limit = s.name.startsWith('PostgreSQL') ? 250 * (s.name.includes('2 processes') ? 2 : 1) : 450;
  const runs = s.rss.mixedPeaks.map((p, i) => `${p} / ${s.rss.mixedLast[i]}`);
  while (runs.length < 3) runs.push('-');
  const grows =
    s.rss.mixedLast.length >= 3 && s.rss.mixedLast[2]! > s.rss.mixedLast[0]! * 1.1 + 10 ? ' (grows)' : '';
  out(
    `| ${s.name} | ${s.rss.idle} | ${runs.join(' | ')} | ${s.rss.after30s} | ≤ ${limit}${grows}: ${pass(Math.max(...s.rss.mixedPeaks, s.rss.after30s) <= limit && !grows)} |`,
  );
}
out();
out(
  `Mixed load: 40 connections reading the event detail, 10 the event list and 10 placing orders, ${MIXED_SECONDS} s a run; orders/s during the runs: ${setups.map((s) => `${s.name} ${s.mixedOrders.join(', ')}`).join('; ')}.`,
);

await embedded.drop();
if (writesReadme('RUSH')) {
  const file = path.join(root, 'bench/README.md');
  writeFileSync(file, markerSection(readFileSync(file, 'utf8'), 'bench:rush', lines.join('\n')));
  console.log(`\nwritten to ${file}`);
}
