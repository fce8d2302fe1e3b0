/**
 * What the benches share: a fresh database with the demo data, the built server as a child process,
 * autocannon runs, order bodies with unique Thai IDs (the shared test-data builder), and the memory of
 * a process tree.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { and, count, eq } from 'drizzle-orm';
import type { EventDetail } from '@raceday/domain';
import { orderFor, runnerFor, thaiIdSequence } from '../packages/domain/test-support/orders';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../apps/server/src/db/seed/demo';
import { events, runners } from '../apps/server/src/db/schema';
import { eventPlacesTaken } from '../apps/server/src/orders/places-taken';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `BENCH_TINY=1`: the bench at a tiny size (a few hundred runners, one short load step, one run) that
 * writes nothing to bench/README.md. `npm run bench:tiny` (bench/tiny.sh) runs every bench so in CI,
 * so a bench that no longer runs fails there instead of when someone next needs its figures.
 */
export const TINY = process.env.BENCH_TINY === '1';
/** Whether a bench writes its table into bench/README.md: not in tiny mode, nor with `<PREFIX>_WRITE=0`. */
export const writesReadme = (prefix: string) => !TINY && process.env[`${prefix}_WRITE`] !== '0';
/** The PostgreSQL server the benches use beside the embedded database (`<PREFIX>_SKIP_POSTGRES=1` to skip it). */
export const adminUrlFor = (prefix: string): string | undefined =>
  process.env[`${prefix}_SKIP_POSTGRES`]
    ? undefined
    : (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
export const KEY = 'bangkok-riverside-marathon-2027';

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** What the server needs in its environment to use it. */
  serverEnv: Record<string, string>;
  /** Opens a connection of the bench's own (PGlite: only while the server is not running). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh database (PostgreSQL under `adminUrl`, else embedded) with the demo data. */
export async function freshDatabase(adminUrl: string | undefined): Promise<BenchDatabase> {
  if (adminUrl) {
    const name = `raceday_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const open = () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    const db = await open();
    await seedDemoIfEmpty(db.db);
    await db.close();
    return {
      kind: 'postgres',
      serverEnv: { DATABASE_URL: url.toString() },
      open,
      drop: async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'raceday-bench-'));
  const open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  const db = await open();
  await seedDemoIfEmpty(db.db);
  await db.close();
  return { kind: 'pglite', serverEnv: { DATA_DIR: dataDir }, open, drop: async () => {} };
}

/** Opens `places` more places on the bench event; returns its places taken and runners before. */
export async function openPlaces(
  database: BenchDatabase,
  places: number,
): Promise<{ taken: number; runners: number }> {
  const before = await placesAndRunners(database);
  const db = await database.open();
  try {
    await db.db
      .update(events)
      .set({ isLimitParticipate: true, participantLimit: before.taken + places })
      .where(eq(events.eventKey, KEY));
    return { taken: before.taken, runners: before.runners };
  } finally {
    await db.close();
  }
}

/** Places taken on the bench event and its active runner rows, as stored. */
export async function placesAndRunners(
  database: BenchDatabase,
): Promise<{ taken: number; runners: number; limit: number | null }> {
  const db = await database.open();
  try {
    const [e] = await db.db.select().from(events).where(eq(events.eventKey, KEY));
    const [r] = await db.db
      .select({ n: count() })
      .from(runners)
      .where(and(eq(runners.eventId, e!.id), eq(runners.isActive, true)));
    return { taken: await eventPlacesTaken(db.db, e!.id), runners: r!.n, limit: e!.participantLimit };
  } finally {
    await db.close();
  }
}

export interface RunningServer {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The flags `npm run serve` starts the server with (package.json): the V8 old-space cap that keeps its
 * memory bounded under the rush (docs/OPERATIONS.md, "Memory"). Every bench starts the server with them.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=128'];

/** More flags for the server a bench starts, to profile it: `BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`. */
const EXTRA_SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);

/** The built server (apps/server/dist/main.js) on `port`, once /healthz answers. */
export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const flags = [...SERVER_NODE_FLAGS, ...EXTRA_SERVER_FLAGS];
  const child = spawn(process.execPath, [...flags, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...withoutDatabaseUrl(),
      PORT: String(port),
      HOST: '127.0.0.1',
      // The users' log level (the default, info: a line per request), unless the bench says otherwise.
      SEED_DEMO: 'never',
      // The bench is one client address placing thousands of orders, with the sandbox on PostgreSQL too.
      ORDER_RATE_PER_MINUTE: '100000',
      // ...and holds every place it takes unpaid (the bound per address is tested in the server suite).
      HELD_PLACES_PER_ADDRESS: '100000',
      PAYMENTS: 'sandbox',
      ...env,
    },
    // Its log is read as a log collector would read it; only warnings and errors are shown.
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  showWarnings(child);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return {
    base,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Passes on the server's log lines at warn (pino level 40) and above; drains the rest. */
export function showWarnings(child: ChildProcess): void {
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (/"level":[456]0\b/.test(line) || !line.startsWith('{')) console.log(line);
  });
}

/**
 * The bench's environment without DATABASE_URL: a bench reads it to find the PostgreSQL server it makes
 * its databases on, and a server the bench starts on the embedded database must not inherit it.
 */
export function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...env } = process.env;
  return env;
}

export async function waitForHealth(base: string, child?: ChildProcess, path = '/healthz'): Promise<void> {
  for (let i = 0; ; i++) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${path}`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (i > 300) throw new Error(`${base} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface LoadResult {
  connections: number;
  seconds: number;
  perSecond: number;
  /** Replies counted by status class. */
  ok: number;
  other: number;
  p50: number;
  p99: number;
}

/** autocannon against one URL; `ok` counts the replies whose status `isOk` accepts. */
export async function load(opts: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  body?: () => string;
  headers?: Record<string, string>;
  isOk?: (status: number) => boolean;
}): Promise<LoadResult> {
  let ok = 0;
  let other = 0;
  const isOk = opts.isOk ?? ((s) => s >= 200 && s < 400);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        method: opts.method ?? 'GET',
        headers: { ...(opts.body ? { 'content-type': 'application/json' } : {}), ...opts.headers },
        connections: opts.connections,
        duration: opts.seconds,
        ...(opts.body ? { requests: [{ setupRequest: (req) => ({ ...req, body: opts.body!() }) }] } : {}),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, statusCode) => {
      if (isOk(statusCode)) ok++;
      else other++;
    });
  });
  // Let in-flight responses land in the counters.
  await new Promise((r) => setTimeout(r, 200));
  return {
    connections: opts.connections,
    seconds: opts.seconds,
    perSecond: Math.round((ok / opts.seconds) * 10) / 10,
    ok,
    other,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * The rush's mixed load for `seconds`: 40 connections reading the event, 10 placing orders (201s
 * counted), 10 reading the list. Gives the event reads and the orders.
 */
export async function mixedLoad(
  base: string,
  body: () => string,
  seconds: number,
): Promise<{ reads: LoadResult; placed: LoadResult }> {
  const [reads, placed] = await Promise.all([
    load({ url: `${base}/v1/events/${KEY}`, connections: 40, seconds }),
    load({
      url: `${base}/v1/order/create`,
      method: 'POST',
      body,
      connections: 10,
      seconds,
      isOk: (s) => s === 201,
    }),
    load({ url: `${base}/v1/events`, connections: 10, seconds }),
  ]);
  return { reads, placed };
}

/** Order bodies for the bench event: one runner each, a new valid Thai ID (`idPrefix` + a counter) every call. */
export async function orderBodies(base: string, idPrefix: string): Promise<() => string> {
  const event = (await (await fetch(`${base}/v1/events/${KEY}`)).json()) as EventDetail;
  const runType = event.run_type[2]!; // mini marathon
  const nextId = thaiIdSequence(idPrefix);
  const runner = {
    fname: 'นักวิ่ง',
    lname: 'ทดสอบโหลด',
    sex: 'FEMALE',
    dob: '1991-07-01',
    email: 'bench@example.com',
    health_problem: '-',
    blood_group: 'B',
    emergency_name: 'ผู้ติดต่อ',
    emergency_relation: 'เพื่อน',
  };
  return () =>
    JSON.stringify(orderFor(event, [runnerFor(event, { ...runner, id_card: nextId() }, { runType })]));
}

/** Resident memory (MB) of a process and all its descendants (a cluster's workers too). */
export function rssMb(pid: number): number {
  const kb = (p: number): number => {
    let total = 0;
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      for (const c of children ? children.split(/\s+/) : []) total += kb(Number(c));
    } catch {
      /* gone */
    }
    return total;
  };
  return Math.round(kb(pid) / 1024);
}

/** Samples rssMb(pid) every `everyMs` until stopped; returns the peak and the last sample. */
export function sampleRss(pid: number, everyMs = 500): { stop(): { peak: number; last: number } } {
  let peak = 0;
  let last = 0;
  const timer = setInterval(() => {
    last = rssMb(pid);
    peak = Math.max(peak, last);
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      last = rssMb(pid);
      return { peak: Math.max(peak, last), last };
    },
  };
}

/** The demo organizer's access token on `base` (login with the demo account). */
export async function organizerToken(base: string): Promise<string> {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.organizer.email,
      password: DEMO_ACCOUNTS.organizer.password,
    }),
  });
  const reply = (await res.json()) as { accessToken?: string };
  if (!reply.accessToken) throw new Error(`login answered ${res.status}: ${JSON.stringify(reply)}`);
  return reply.accessToken;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in bench/README.md. */
export function markerSection(readme: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const i = readme.indexOf(start);
  const j = readme.indexOf(end);
  if (i >= 0 && j > i) return readme.slice(0, i) + block + readme.slice(j + end.length);
  return `${readme.trimEnd()}\n\n${block}\n`;
}
