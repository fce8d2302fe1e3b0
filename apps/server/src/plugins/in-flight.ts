/**
 * A shutdown that lets running work finish before the database closes.
 *
 * Fastify's close waits for open connections, not for handlers: a request whose client has gone
 * (a runner closing the tab, a load balancer's timeout) leaves no connection to wait for while its
 * handler is still placing an order or streaming a spreadsheet. Closing the database pool then
 * failed that work half-way (99 "request failed" lines in one SIGTERM under load). Every route's
 * handler is counted until it has settled and, for a streamed reply, until the stream has closed;
 * the app's close waits for the count to reach zero (at most `graceMs`) before its onClose hooks
 * go on to close anything else.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';

function isStream(value: unknown): value is Readable {
  return typeof value === 'object' && value !== null && typeof (value as Readable).pipe === 'function';
}

export function trackInFlight(app: FastifyInstance, opts: { graceMs: number }): { count(): number } {
  let running = 0;
  let drained: (() => void) | null = null;
  const finish = () => {
    running -= 1;
    if (running === 0 && drained) drained();
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: FastifyInstance, req, reply) {
      running += 1;
      let streaming = false;
      try {
        const result: unknown = await handler.call(this, req, reply);
        const body = isStream(result) ? result : null;
        if (body && !body.destroyed) {
          streaming = true;
          body.once('close', finish);
        }
        return result;
      } finally {
        if (!streaming) finish();
      }
    } as RouteHandlerMethod;
  });

  // Registered before the database and the timers are closed (their onClose hooks come later).
  app.addHook('onClose', async () => {
    if (running === 0) return;
    app.log.info({ running }, 'waiting for running requests before closing');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        app.log.warn({ running }, 'requests still running at the end of the shutdown grace');
        resolve();
      }, opts.graceMs);
      timer.unref();
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });

  return { count: () => running };
}
