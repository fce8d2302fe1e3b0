/**
 * Graceful overload. At an opening, tens of thousands of runners press "register" within minutes.
 * When this process cannot keep up, a new order is answered at once with 503 and Retry-After (the
 * registration page waits, counts down and sends the same order again with the same
 * Idempotency-Key) instead of waiting in a queue until the runner's phone or the proxy gives up.
 *
 * Two signals, both per process:
 * - saturation, as @fastify/under-pressure measures it: the mean event-loop delay over its one-second
 *   sample (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS) and, when set, the event loop's utilisation over that
 *   second (OVERLOAD_MAX_EVENT_LOOP_UTILIZATION);
 * - orders in flight (OVERLOAD_MAX_ORDERS_IN_FLIGHT): the database is the real bottleneck, and an
 *   order beyond what it can take waits in the pool's queue. A bound on that queue is a bound on the
 *   wait: past it, a fast 503 costs the runner less than a slow answer.
 *
 * Only new orders are refused. Reads, health checks, the payment of an order already placed and the
 * back office never are: a runner who holds places must be able to pay for them before the hold ends.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { AppError } from '../lib/errors';

export interface OverloadOptions {
  /**
   * Decides "saturated" instead of the measurement: the tests' switch (no timing), e.g.
   * `() => flag`. The bound on orders in flight applies either way.
   */
  saturated?: () => boolean;
}

export interface Overload {
  /**
   * Hooks for a route that creates orders, spread into its options: a fast 503 before the body is
   * validated, rate-limited or sent to the database; the order counts as in flight until its reply.
   */
  readonly orderHooks: {
    preValidation: (req: FastifyRequest) => Promise<void>;
    onSend: (req: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
    onResponse: (req: FastifyRequest) => Promise<void>;
  };
  /** Whether the process is saturated now (the measurement, or the tests' switch). */
  saturated(): boolean;
  /** Orders admitted by orderHooks and not answered yet, in this process. */
  inFlight(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    overload: Overload;
  }
}

export async function registerOverload(app: FastifyInstance, opts: OverloadOptions = {}): Promise<void> {
  const config = app.config;
  let measured = () => false;
  if (config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS > 0 || config.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION > 0) {
    // In a context of its own, and with a pressure handler that lets every request through: the
    // plugin's own onRequest hook would refuse every route (health and reads too) when under pressure.
    // Only the order routes ask isUnderPressure(), below.
    await app.register(async (scope) => {
      await scope.register(underPressure, {
        maxEventLoopDelay: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
        maxEventLoopUtilization: config.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
        // Utilisation over the last sample, not since start-up.
        eventLoopUtilizationMode: 'interval',
        exposeStatusRoute: false,
        pressureHandler: () => undefined,
      });
      measured = () => scope.isUnderPressure();
    });
  }
  const saturated = opts.saturated ?? (() => measured());
  const maxInFlight = config.OVERLOAD_MAX_ORDERS_IN_FLIGHT;
  const retryAfter = config.OVERLOAD_RETRY_AFTER_SECONDS;

  let inFlight = 0;
  const admitted = new WeakSet<FastifyRequest>();
  // Once per request, however it ends: onSend runs after the handler even when the client has gone
  // (its work on the database is over by then); onResponse is the net for a failing onSend.
  const release = (req: FastifyRequest) => {
    if (admitted.delete(req)) inFlight--;
  };

  app.decorate('overload', {
    orderHooks: {
      preValidation: async (req: FastifyRequest) => {
        if (saturated() || (maxInFlight > 0 && inFlight >= maxInFlight)) {
          // The same envelope and message as a lock that timed out (services/platform/locks.ts#busyError).
          throw new AppError(503, 'http.busy', {}, undefined, retryAfter);
        }
        inFlight++;
        admitted.add(req);
      },
      onSend: async (req: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        release(req);
        return payload;
      },
      onResponse: async (req: FastifyRequest) => release(req),
    },
    saturated,
    inFlight: () => inFlight,
  } satisfies Overload);
}
