/**
 * WEB_CONCURRENCY=2 on PostgreSQL, as an operator starts it (main.ts, cluster.ts): the primary
 * migrates and seeds once, two workers serve on one port, a worker that dies is replaced while the
 * other keeps serving, and SIGTERM stops them all. Runs the server's source through tsx, so no
 * build is needed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../helper';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('These tests need PostgreSQL: set TEST_DATABASE_URL (see .ci/run).');

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const PORT = 3850 + (process.pid % 40);
const dbName = `raceday_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;

let server: ChildProcess;
let exited: Promise<number | null>;
const lines: { pid: number; msg: string }[] = [];

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function until<T>(what: string, find: () => T | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) {
      throw new Error(`timed out waiting for ${what}; log:\n${lines.map((l) => l.msg).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The pid serving as worker `index` (0 or 1), once it has said so after `after` lines. */
const serving = (index: number, after = 0) =>
  until(`worker ${index} serving`, () =>
    lines
      .slice(after)
      .find((l) => l.msg.includes(`RaceDay is serving`) && l.msg.endsWith(`worker ${index})`)),
  ).then((l) => l.pid);

/** GET /healthz on a new connection each time (so the primary hands each to a worker). */
function health(): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path: '/healthz', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(5000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  await admin((c) => c.query(`create database ${dbName}`));
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  server = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'apps/server/src/main.ts')], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      WEB_CONCURRENCY: '2',
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '3',
      PAYMENTS: 'sandbox',
      SEED_DEMO: 'always',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'raceday-cluster-')),
      WEB_DIST_DIR: fakeWebDist(),
      REDIS_URL: '',
      // Two processes without Redis, on purpose: this test is about the processes, not the limits.
      ALLOW_PER_PROCESS_LIMITS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  let rest = '';
  const read = (chunk: Buffer) => {
    rest += chunk.toString();
    const parts = rest.split('\n');
    rest = parts.pop()!;
    for (const line of parts) {
      try {
        const j = JSON.parse(line) as { pid: number; msg: string };
        lines.push({ pid: j.pid, msg: j.msg });
      } catch {
        lines.push({ pid: 0, msg: line });
      }
    }
  };
  server.stdout!.on('data', read);
  server.stderr!.on('data', read);
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await exited;
  }
  await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
});

describe('WEB_CONCURRENCY=2', () => {
  it('serves from two workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    const first = [await serving(0), await serving(1)];
    expect(new Set(first).size).toBe(2);
    expect(first).not.toContain(server.pid);
    // The primary seeded once before forking; the workers did not try again.
    expect(lines.filter((l) => l.msg === 'demo data loaded into the empty database')).toEqual([
      { pid: server.pid, msg: 'demo data loaded into the empty database' },
    ]);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const events = (await db.query<{ n: string }>('select count(*) as n from events')).rows[0]!.n;
    await db.end();
    expect(Number(events)).toBeGreaterThan(0);

    for (let i = 0; i < 10; i++) expect(await health()).toBe(200);

    // Worker 0 dies: worker 1 alone answers every request meanwhile; worker 0 comes back.
    const seen = lines.length;
    process.kill(first[0]!, 'SIGKILL');
    await until('the primary to notice', () =>
      lines.slice(seen).find((l) => l.msg === 'server worker died; starting a new one'),
    );
    for (let i = 0; i < 10; i++) expect(await health()).toBe(200);
    const replacement = await serving(0, seen);
    expect(first).not.toContain(replacement);

    // Worker 1 dies: now the replacement alone answers (so it really serves).
    const seen2 = lines.length;
    process.kill(first[1]!, 'SIGKILL');
    await until('the primary to notice', () =>
      lines.slice(seen2).find((l) => l.msg === 'server worker died; starting a new one'),
    );
    for (let i = 0; i < 10; i++) expect(await health()).toBe(200);
    const second = await serving(1, seen2);

    // SIGTERM: each worker closes gracefully, then the primary exits 0 and nothing is left.
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(
      lines
        .filter((l) => l.msg === 'shutting down')
        .map((l) => l.pid)
        .sort(),
    ).toEqual([replacement, second].sort());
    expect(alive(replacement)).toBe(false);
    expect(alive(second)).toBe(false);
  });
});
