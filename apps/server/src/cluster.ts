/**
 * Several server processes on one machine (WEB_CONCURRENCY > 1): this primary process forks the
 * workers, which each open the database and listen on the same PORT (node:cluster hands incoming
 * connections round-robin), replaces a worker that dies (waiting longer after each quick death, so
 * a crash loop does not spin), and on SIGTERM or SIGINT asks every worker to finish its requests
 * and stop.
 *
 * The primary serves nothing itself. main.ts has it migrate the database and load the demo data
 * once before any worker starts, so that nothing races at start-up.
 */
import cluster, { type Worker } from 'node:cluster';

export interface ClusterLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ClusterOptions {
  workers: number;
  log: ClusterLog;
  /**
   * Environment of worker `index` (0 ... workers-1) over the primary's, e.g. the one that runs the
   * machine's background jobs. A replacement gets its predecessor's index.
   */
  env?: (index: number) => Record<string, string>;
  /** A worker alive this long before dying counts as a fresh start (its back-off starts over). */
  healthyAfterMs?: number;
  /** Waits before re-forking after quick deaths: first, then doubling up to the most. */
  backoffMs?: { first: number; most: number };
  /** On shutdown, a worker still running after this long is killed. */
  stopTimeoutMs?: number;
}

export interface RunningCluster {
  /** The worker processes' ids now. */
  pids(): number[];
  /** Stops every worker (SIGTERM, then SIGKILL after stopTimeoutMs); resolves when all have exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Delay before re-forking a worker that died after `quickDeaths` quick deaths in a row. */
export function restartDelay(quickDeaths: number, backoff: { first: number; most: number }): number {
  if (quickDeaths <= 0) return 0;
  return Math.min(backoff.first * 2 ** Math.min(quickDeaths - 1, 20), backoff.most);
}

/** Forks the workers and keeps them running; call in the primary process only. */
export function startCluster(opts: ClusterOptions): RunningCluster {
  if (!cluster.isPrimary) throw new Error('startCluster: call it in the primary process');
  const healthyAfter = opts.healthyAfterMs ?? 30_000;
  const backoff = opts.backoffMs ?? { first: 1000, most: 30_000 };
  const stopTimeout = opts.stopTimeoutMs ?? 30_000;

  const slots = Array.from({ length: opts.workers }, () => ({
    worker: null as Worker | null,
    startedAt: 0,
    quickDeaths: 0,
    timer: null as NodeJS.Timeout | null,
  }));
  let stopping = false;

  const fork = (index: number) => {
    const slot = slots[index]!;
    slot.timer = null;
    if (stopping) return;
    const worker = cluster.fork({ ...opts.env?.(index), RACEDAY_WORKER: String(index) });
    slot.worker = worker;
    slot.startedAt = Date.now();
    worker.on('exit', (code, signal) => {
      if (slot.worker === worker) slot.worker = null;
      if (stopping) return;
      const lived = Date.now() - slot.startedAt;
      // A death after a healthy run is replaced at once; quick deaths in a row wait longer each time.
      slot.quickDeaths = lived >= healthyAfter ? 0 : slot.quickDeaths + 1;
      const delay = restartDelay(slot.quickDeaths, backoff);
      opts.log.error(
        { worker: index, pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay },
        'server worker died; starting a new one',
      );
      slot.timer = setTimeout(() => fork(index), delay);
    });
  };
  for (let i = 0; i < opts.workers; i++) fork(i);
  opts.log.info({ workers: opts.workers }, 'server workers starting');

  return {
    pids: () => slots.flatMap((s) => (s.worker?.process.pid ? [s.worker.process.pid] : [])),
    stop: async (signal = 'SIGTERM') => {
      stopping = true;
      const running: Promise<void>[] = [];
      for (const slot of slots) {
        if (slot.timer) clearTimeout(slot.timer);
        const worker = slot.worker;
        if (!worker || worker.isDead()) continue;
        running.push(
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            const kill = setTimeout(() => {
              opts.log.warn({ pid: worker.process.pid }, 'server worker did not stop in time; killed');
              worker.process.kill('SIGKILL');
            }, stopTimeout);
            kill.unref();
            worker.once('exit', () => clearTimeout(kill));
            // The worker's own handler (main.ts) closes its server after the requests in flight.
            worker.process.kill(signal);
          }),
        );
      }
      await Promise.all(running);
    },
  };
}
