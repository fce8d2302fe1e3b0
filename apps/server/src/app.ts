/**
 * Builds the Fastify app: external plugins, then app plugins, then routes (fastify/demo's order).
 */
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentModeFor, type Config } from './config';
import type { Database, Db } from './db/client';
import { registerBodyChecks } from './plugins/body-checks';
import { trackInFlight } from './plugins/in-flight';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  loggerOptions,
  registerErrorHandling,
} from './plugins/errors';
import { registerSpa } from './plugins/spa';
import { registerOpenApi } from './plugins/openapi';
import { registerMetrics } from './plugins/metrics';
import { pendingMigrations } from './db/client';
import { requestLanguage } from './lib/language';
import { message } from './lib/messages';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { catalogFor, type EventCatalogOptions } from './services/events/event-catalog';
import path from 'node:path';
import eventRoutes from './routes/public/events';
import paymentRoutes from './routes/public/payments';
import lookupRoutes from './routes/public/lookups';
import uploadRoutes from './routes/public/uploads';
import { registerRateLimits } from './plugins/rate-limits';
import { registerOverload, type OverloadOptions } from './plugins/overload';
import { closeRedis, openRedis, type SharedRedis } from './lib/redis';
import { loginThrottleFor } from './services/people/login-throttle';
import authPlugin from './plugins/auth';
import accountRoutes from './routes/public/accounts';
import backofficeRoutes from './routes/backoffice/index';
import backupRoutes from './routes/backup';
import { TokenService, tokenSecret } from './services/people/accounts';
import { OrderAccess } from './orders/order-access';
import { PickupCodes, pickupCodeSecret } from './orders/pickup-codes';
import { startHoldSweeper } from './orders/holds';
import { mailBaseUrl, mailTransportFor, startEmailSender } from './services/mail/emails';
import { startPurgeJob } from './services/people/purge';
import { refreshOrderPayments } from './services/money/payments';
import type { PaymentProvider } from './payments/provider';
import { OpnProvider } from './payments/opn';
import { SandboxProvider } from './payments/sandbox';
import { fileUrlSecret, LocalStorage, S3Storage, type FileStorage } from './storage/storage';
import orderRoutes from './routes/public/orders';
import challengeRoutes from './routes/public/challenge';
import utilsRoutes from './routes/public/utils';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    payments: PaymentProvider;
    storage: FileStorage;
    orderAccess: OrderAccess;
    /** Kit pick-up codes (orders/pickup-codes.ts). */
    pickupCodes: PickupCodes;
    /** The process's Redis connection (REDIS_URL), null without one. */
    redis: SharedRedis | null;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Fastify logger options; false in tests. */
  logger?: boolean | object;
  /** Tests may hand in a provider; otherwise the one PAYMENTS chooses (paymentProviderFor). */
  payments?: PaymentProvider;
  storage?: FileStorage;
  /** Told of every route as it is added (the tests' fuzzer calls them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests: the event catalog's clock and check interval (services/events/event-catalog.ts). */
  catalog?: EventCatalogOptions;
  /** Tests: force the overload state (plugins/overload.ts) instead of measuring it. */
  overload?: OverloadOptions;
}

/**
 * Opn or the sandbox, as PAYMENTS and the database decide (config.ts#paymentModeFor): the sandbox,
 * with which anyone can mark their own order paid, only on the embedded database or when asked for.
 * Throws ConfigError when neither fits.
 */
export function paymentProviderFor(config: Config, database: Pick<Database, 'db' | 'kind'>): PaymentProvider {
  if (paymentModeFor(config, database.kind) === 'opn') {
    return new OpnProvider({
      publicKey: config.OPN_PUBLIC_KEY!,
      secretKey: config.OPN_SECRET_KEY!,
      apiUrl: config.OPN_API_URL,
    });
  }
  return new SandboxProvider(database.db, { promptPayId: config.SANDBOX_PROMPTPAY_ID });
}

export const SANDBOX_WARNING =
  'PAYMENTS: the SANDBOX payment provider is on: anyone can mark their own order paid. Never take real registrations with it; set OPN_PUBLIC_KEY and OPN_SECRET_KEY (PAYMENTS=opn) for real payments';

export function storageFor(config: Config): FileStorage {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return new S3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalStorage(
    path.resolve(config.DATA_DIR, 'files'),
    fileUrlSecret(tokenSecret(config.JWT_SECRET, config.DATA_DIR)),
  );
}

export async function buildApp({
  config,
  database,
  logger,
  payments,
  storage,
  onRoute,
  overload,
  catalog,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Seed ids are short; anything longer in a path is a bad request, not a lookup.
    routerOptions: { maxParamLength: 200 },
    // Bad URL encoding, an over-long path parameter, what Node's HTTP parser refuses: the envelope too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // JSON (and multipart for the slip) only: a text/plain body is a 415, not a string for a schema.
  app.removeContentTypeParser('text/plain');

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('payments', payments ?? paymentProviderFor(config, database));
  if (!payments && app.payments instanceof SandboxProvider) app.log.warn(SANDBOX_WARNING);
  app.decorate('storage', storage ?? storageFor(config));
  app.decorate('orderAccess', new OrderAccess(tokenSecret(config.JWT_SECRET, config.DATA_DIR)));
  app.decorate(
    'pickupCodes',
    new PickupCodes(pickupCodeSecret(tokenSecret(config.JWT_SECRET, config.DATA_DIR))),
  );
  // Prepared public event replies and the order path's event options, one catalog per process.
  catalogFor(database.db, { checkEveryMs: config.EVENT_CACHE_CHECK_MS, ...catalog });
  // Limits and login lockouts shared by every process and machine (lib/redis.ts), when REDIS_URL is set.
  const redis = config.REDIS_URL
    ? await openRedis({
        url: config.REDIS_URL,
        prefix: config.REDIS_KEY_PREFIX,
        secret: tokenSecret(config.JWT_SECRET, config.DATA_DIR),
        log: app.log,
      })
    : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', () => closeRedis(redis));

  // With Opn keys the card form loads Omise.js, which talks to Opn's vault and may open its frames.
  const opn = config.OPN_PUBLIC_KEY
    ? ['https://cdn.omise.co', 'https://vault.omise.co', 'https://api.omise.co']
    : [];
  // Images from this site only (covers under /media, QR codes as data: or blob: URLs), and from S3 when
  // files are kept there (a slip is shown by its presigned URL): no other host learns who reads a page.
  const s3 = config.S3_ENDPOINT ? [new URL(config.S3_ENDPOINT).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...s3],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'", ...opn],
        connectSrc: ["'self'", ...opn],
        frameSrc: ["'self'", ...opn],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cover images may be shown by other sites (social previews).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // API replies may hold personal data (login, profile, order inquiry): no cache keeps them, and no
  // other site may load them. A route that is public and cacheable sets its own Cache-Control.
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/v1/') || req.url === '/v1') {
      reply.header('cache-control', 'no-store');
      reply.header('cross-origin-resource-policy', 'same-origin');
    }
  });
  registerErrorHandling(app);
  // GET /metrics (Prometheus) and its request counters, when METRICS_TOKEN is set.
  registerMetrics(app, database);
  registerBodyChecks(app);
  // A shutdown waits for handlers still running (their clients may have gone) before the pool closes.
  trackInFlight(app, { graceMs: 10_000 });
  // Replies above COMPRESS_MIN_BYTES, for clients that accept it. Brotli at quality 4: near gzip's
  // speed, smaller output; the event replies come precompressed at quality 11 (event-catalog.ts) and
  // the web's files precompressed at build, so neither is compressed again here.
  await app.register(compress, {
    threshold: config.COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies are JSON or a slip upload: none arrives compressed.
    globalDecompression: false,
  });
  await registerRateLimits(app, redis ?? undefined);
  await registerOverload(app, overload);
  await app.register(multipart);
  await app.register(authPlugin, {
    tokens: new TokenService(tokenSecret(config.JWT_SECRET, config.DATA_DIR), config.TOKEN_TTL_HOURS),
    loginThrottle: loginThrottleFor(redis ?? undefined),
  });

  // Unpaid orders whose hold ran out give their places back (orders/holds.ts), in every process.
  if (config.HOLD_SWEEP_SECONDS > 0) {
    let sweeper: ReturnType<typeof startHoldSweeper> | undefined;
    app.addHook('onReady', async () => {
      sweeper = startHoldSweeper(
        app.db,
        (orderId) => refreshOrderPayments(app.db, app.payments, orderId),
        config.HOLD_SWEEP_SECONDS,
        app.log,
      );
    });
    app.addHook('onClose', async () => sweeper?.stop());
  }

  // Queued e-mails go out (services/mail/emails.ts): SMTP, or the local outbox without SMTP_URL.
  if (config.EMAIL_SEND_SECONDS > 0) {
    let sender: ReturnType<typeof startEmailSender> | undefined;
    app.addHook('onReady', async () => {
      const transport = mailTransportFor(config);
      sender = startEmailSender(
        app.db,
        {
          transport,
          from: config.MAIL_FROM,
          baseUrl: mailBaseUrl(config),
          pickup: app.pickupCodes,
          keepSentDays: config.OUTBOX_KEEP_SENT_DAYS,
        },
        config.EMAIL_SEND_SECONDS,
        app.log,
      );
      if (transport.kind === 'outbox')
        app.log.info('e-mails: no SMTP_URL, so they stay in the local outbox (/dashboard-admin/outbox)');
    });
    app.addHook('onClose', async () => sender?.stop());
  }

  // Events whose race day + purge_after_days has come lose their personal data (services/people/purge.ts).
  if (config.PURGE_CHECK_SECONDS > 0) {
    let purger: ReturnType<typeof startPurgeJob> | undefined;
    app.addHook('onReady', async () => {
      purger = startPurgeJob(app.db, app.storage, config.PURGE_CHECK_SECONDS, app.log);
    });
    app.addHook('onClose', async () => purger?.stop());
  }

  await registerOpenApi(app);
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await database.db.execute('select 1');
    return { status: 'success' as const, database: database.kind };
  });
  // Readiness, for a load balancer: the database answers and every migration of this build is applied.
  app.get('/readyz', { schema: { hide: true } }, async (req, reply) => {
    const pending = await pendingMigrations(database.db).catch(() => -1);
    if (pending === 0) return { status: 'success' as const, database: database.kind };
    req.log.warn({ pendingMigrations: pending < 0 ? 'database error' : pending }, 'not ready');
    return reply.status(503).send({
      status: 'error',
      code: 'http.not_ready',
      message: message('http.not_ready', requestLanguage(req)),
    });
  });
  await app.register(eventRoutes);
  await app.register(orderRoutes);
  await app.register(challengeRoutes);
  await app.register(utilsRoutes);
  await app.register(paymentRoutes);
  await app.register(lookupRoutes);
  await app.register(uploadRoutes);
  await app.register(accountRoutes);
  await app.register(backofficeRoutes);
  await app.register(backupRoutes, { database });

  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}
