import type { FastifyBaseLogger } from 'fastify';

/**
 * A job this process runs in the background every `everySeconds` (the hold sweep, the e-mail sender):
 * one pass at a time (a tick that finds the last pass still running is skipped), a failed pass logged
 * with its error code only (no personal data) and tried again at the next tick, and `stop()` waiting
 * for the pass in flight. The timer does not keep the process alive.
 */
export function runEvery<T>(
  everySeconds: number,
  pass: () => Promise<T>,
  log: FastifyBaseLogger,
  job: { done: (result: T) => void; failed: string },
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .then(job.done)
      .catch((err: unknown) => log.error({ code: (err as { code?: string }).code }, job.failed))
      .finally(() => {
        running = null;
      });
  }, everySeconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
