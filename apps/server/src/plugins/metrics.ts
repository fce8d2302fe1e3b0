/**
 * GET /metrics in the Prometheus text format (prom-client), for a monitoring system to scrape. Off
 * unless METRICS_TOKEN is set; then only `Authorization: Bearer <METRICS_TOKEN>` gets the figures
 * (401 otherwise), compared in constant time. Without it /metrics is the API's 404, never the web
 * app's page.
 *
 * Per process (each process serves its own; docs/OPERATIONS.md "Monitoring" says how to scrape):
 * - HTTP requests by route pattern (`/v1/order/:uuid`, never the URL: no order id or personal data in
 *   a label), method and status, with a latency histogram;
 * - orders by outcome (placed, replayed, busy 503, rate-limited 429, refused 4xx, failed 5xx) and
 *   payment webhooks by provider and result, counted in hooks (no service is touched);
 * - the database pool (total, idle, waiting), where the limits are counted (Redis or this process),
 *   and Node's own figures (event-loop delay, memory, GC) from prom-client's default metrics.
 * From the database, at scrape time, cached a few seconds (services/platform/metrics.ts): places held unpaid,
 * places left and holds expired per open event, e-mails by status and the oldest queued one's age,
 * payments by provider and status.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SETTLE_OUTCOMES } from '@raceday/domain/validation';
import type { Database } from '../db/client';
import { cachedBusinessFigures } from '../services/platform/metrics';
import { requestLanguage } from '../lib/language';
import { message } from '../lib/messages';

export interface MetricsOptions {
  /** How long database figures are reused between scrapes (ms). */
  figuresMaxAgeMs?: number;
}

const ORDER_ROUTE = '/v1/order/create';
const WEBHOOK_ROUTE = '/v1/payments/webhook/:provider';
const PROVIDERS = new Set(['opn', 'sandbox']);
/** What a webhook's reply says it did: a charge's settle outcome, or an event it ignores. */
const WEBHOOK_RESULTS = new Set<string>([...SETTLE_OUTCOMES, 'ignored']);

/** What a reply to POST /v1/order/create means for the orders counter. */
export function orderOutcome(status: number): string {
  if (status === 201) return 'placed';
  if (status === 200) return 'replayed';
  if (status === 503) return 'busy';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'failed';
  return 'refused';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The metrics registry of this app, or undefined when METRICS_TOKEN is unset. */
export function registerMetrics(
  app: FastifyInstance,
  database: Database,
  opts: MetricsOptions = {},
): Registry | undefined {
  const token = app.config.METRICS_TOKEN;
  if (!token) return undefined;
  // One registry per app (tests build several apps in one process).
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which promtool rejects; the same figures by type stay
  // (nodejs_active_handles, nodejs_active_requests, nodejs_active_resources).
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ])
    registry.removeSingleMetric(name);

  const requests = new Histogram({
    name: 'raceday_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status: time from arrival to the reply sent',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const orders = new Counter({
    name: 'raceday_orders_total',
    help: 'POST /v1/order/create by outcome: placed (201), replayed (200, same Idempotency-Key), busy (503), rate_limited (429), refused (other 4xx), failed (5xx)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  for (const result of ['placed', 'replayed', 'busy', 'rate_limited', 'refused', 'failed'])
    orders.inc({ result }, 0);
  const webhooks = new Counter({
    name: 'raceday_payment_webhooks_total',
    help: "Payment providers' webhooks by provider and result (http_<status> when not answered 200)",
    labelNames: ['provider', 'result'] as const,
    registers: [registry],
  });

  const pool = new Gauge({
    name: 'raceday_db_pool_connections',
    help: 'Database connections of this process: total open, idle, and requests waiting for one (the embedded database: one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.() ?? { total: 1, idle: 1, waiting: 0 };
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  void pool;
  new Gauge({
    name: 'raceday_limits_in_redis',
    help: 'Where this process counts rate limits and login lockouts now: 1 in Redis (shared), 0 in this process (no REDIS_URL, or Redis unreachable)',
    registers: [registry],
    collect() {
      this.set(app.redis?.client.status === 'ready' ? 1 : 0);
    },
  });

  const figures = cachedBusinessFigures(app.db, opts.figuresMaxAgeMs ?? 5000);
  new Gauge({
    name: 'raceday_event_places_held_unpaid',
    help: 'Places in unpaid orders still holding them, per open event',
    labelNames: ['event'] as const,
    registers: [registry],
    async collect() {
      const f = await figures();
      this.reset();
      for (const e of f.openEvents) this.set({ event: e.eventKey }, e.heldUnpaid);
    },
  });
  new Gauge({
    name: 'raceday_event_places_left',
    help: 'Places left under the participant limit, per open event that has one',
    labelNames: ['event'] as const,
    registers: [registry],
    async collect() {
      const f = await figures();
      this.reset();
      for (const e of f.openEvents) if (e.placesLeft !== null) this.set({ event: e.eventKey }, e.placesLeft);
    },
  });
  new Gauge({
    name: 'raceday_event_holds_expired',
    help: 'Orders whose hold ran out unpaid, per open event (so far)',
    labelNames: ['event'] as const,
    registers: [registry],
    async collect() {
      const f = await figures();
      this.reset();
      for (const e of f.openEvents) this.set({ event: e.eventKey }, e.holdsExpired);
    },
  });
  new Gauge({
    name: 'raceday_emails',
    help: 'E-mails in the outbox by status (QUEUED, SENT, FAILED, SKIPPED)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const f = await figures();
      this.reset();
      for (const status of ['QUEUED', 'SENT', 'FAILED', 'SKIPPED'])
        this.set({ status }, f.emails[status] ?? 0);
    },
  });
  new Gauge({
    name: 'raceday_email_oldest_queued_seconds',
    help: 'Age of the oldest e-mail still queued (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await figures()).oldestQueuedEmailSeconds);
    },
  });
  new Gauge({
    name: 'raceday_payments',
    help: 'Payments by provider and status as the provider last said',
    labelNames: ['provider', 'status'] as const,
    registers: [registry],
    async collect() {
      const f = await figures();
      this.reset();
      for (const p of f.payments) this.set({ provider: p.provider, status: p.status }, p.count);
    },
  });

  const webhookResult = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.url === WEBHOOK_ROUTE && reply.statusCode === 200 && typeof payload === 'string') {
      const result = /"result":"([a-z_]{1,40})"/.exec(payload)?.[1];
      if (result && WEBHOOK_RESULTS.has(result)) webhookResult.set(req, result);
    }
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, never the URL; a request that matched no route counts as one label.
    const route = req.routeOptions.url ?? '(unmatched)';
    const status = reply.statusCode;
    requests.observe({ route, method: req.method, status: String(status) }, reply.elapsedTime / 1000);
    if (route === ORDER_ROUTE && req.method === 'POST') orders.inc({ result: orderOutcome(status) });
    else if (route === WEBHOOK_ROUTE) {
      const provider = (req.params as { provider?: string }).provider;
      webhooks.inc({
        provider: provider && PROVIDERS.has(provider) ? provider : 'other',
        result: webhookResult.get(req) ?? `http_${status}`,
      });
    }
  });

  const expected = digest(token);
  const authorized = (header: string | string[] | undefined) =>
    timingSafeEqual(
      digest(typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : ''),
      expected,
    );
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!authorized(req.headers.authorization)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({
          status: 'error',
          code: 'http.metrics_token',
          message: message('http.metrics_token', requestLanguage(req)),
        });
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });

  // METRICS_PORT: this process's own port (plus its worker number), /metrics only.
  if (app.config.METRICS_PORT !== undefined) {
    const port = app.config.METRICS_PORT + Number(process.env.RACEDAY_WORKER ?? 0);
    const server = createServer((req, res) => {
      void (async () => {
        if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
          res.writeHead(404, { 'content-type': 'application/json' });
          return res.end(
            JSON.stringify({ status: 'error', code: 'http.not_found', message: 'No such endpoint' }),
          );
        }
        if (!authorized(req.headers.authorization)) {
          res.writeHead(401, {
            'content-type': 'application/json',
            'www-authenticate': 'Bearer realm="metrics"',
          });
          return res.end(
            JSON.stringify({
              status: 'error',
              code: 'http.metrics_token',
              message: message('http.metrics_token', 'en'),
            }),
          );
        }
        const text = await registry.metrics();
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(text);
      })().catch((err: unknown) => {
        app.log.error({ err }, 'metrics: scrape failed');
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
    app.addHook(
      'onReady',
      () =>
        new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, app.config.HOST, () => {
            app.log.info({ port }, 'metrics: /metrics of this process');
            resolve();
          });
        }),
    );
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
  return registry;
}
