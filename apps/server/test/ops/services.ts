/**
 * Real services for the ops suite (run by .ci/run, which installs Debian's prometheus and pgbouncer
 * when missing): free ports, a child process killed at the end, a bounded wait.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `check` every 100 ms until it returns a value other than undefined, or throws after `ms`. */
export async function waitFor<T>(what: string, ms: number, check: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until)
      throw new Error(`${what}: not within ${ms} ms${last ? ` (${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Rejects with `what` when `promise` has not settled within `ms`. */
export function within<T>(what: string, ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
    }),
  ]);
}

export interface Running {
  process: ChildProcess;
  dir: string;
  port: number;
  /** Its output so far (for a failing test's message). */
  output(): string;
  stop(): Promise<void>;
}

function run(command: string, args: string[], dir: string, port: number, logFile?: string): Running {
  let out = '';
  const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return {
    process: child,
    dir,
    port,
    output: () => {
      let log = '';
      try {
        if (logFile) log = readFileSync(logFile, 'utf8');
      } catch {
        /* not written yet */
      }
      return (out + log).slice(-4000);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * pgbouncer in transaction mode in front of the PostgreSQL of `adminUrl`, on a free port. Server
 * connections are handed out round-robin (server_round_robin), as a busy pooler would: two
 * statements of one client rarely run on the same server connection.
 */
export async function startPgbouncer(): Promise<Running> {
  const pg = new URL(adminUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'raceday-pgbouncer-'));
  // pgbouncer will not run as root: it drops to the postgres user (-u), which must write here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const user = decodeURIComponent(pg.username || 'postgres');
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" "${decodeURIComponent(pg.password)}"\n`);
  const logFile = path.join(dir, 'pgbouncer.log');
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${pg.hostname} port=${pg.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 8',
      'max_client_conn = 200',
      'server_round_robin = 1',
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${logFile}`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  const running = run(
    existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer',
    [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')],
    dir,
    port,
    logFile,
  );
  const { default: pgClient } = await import('pg');
  await waitFor('pgbouncer answering', 10_000, async () => {
    if (running.process.exitCode !== null) throw new Error(`pgbouncer exited: ${running.output()}`);
    const c = new pgClient.Client({ connectionString: throughPgbouncer(running, 'postgres') });
    await c.connect();
    await c.query('select 1');
    await c.end();
    return true;
  });
  return running;
}

/** The address of database `name` through a running pgbouncer. */
export function throughPgbouncer(bouncer: Running, name: string): string {
  const url = new URL(adminUrl);
  url.hostname = '127.0.0.1';
  url.port = String(bouncer.port);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Prometheus (Debian's package) scraping the given targets every second, on a free port. */
export async function startPrometheus(scrapeConfigYaml: string): Promise<Running & { url: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'raceday-prometheus-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'prometheus.yml'), scrapeConfigYaml);
  const running = run(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    dir,
    port,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor('prometheus ready', 20_000, async () => {
    if (running.process.exitCode !== null) throw new Error(`prometheus exited: ${running.output()}`);
    const res = await fetch(`${url}/-/ready`);
    return res.ok ? true : undefined;
  });
  return { ...running, url };
}
