/**
 * Builds the Fastify app: external plugins, then app plugins, then routes (fastify/demo's order).
 */
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentModeFor, type Config } from './config';
import type { Database, Db } from './db/client';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  loggerOptions,
  registerErrorHandling,
} from './plugins/errors';
import { registerSpa } from './plugins/spa';
import multipart from '@fastify/multipart';
import path from 'node:path';
import eventRoutes from './routes/public/events';
import paymentRoutes from './routes/public/payments';
import lookupRoutes from './routes/public/lookups';
import uploadRoutes from './routes/public/uploads';
import { registerRateLimits } from './plugins/rate-limits';
import authPlugin from './plugins/auth';
import accountRoutes from './routes/public/accounts';
import backofficeRoutes from './routes/backoffice/index';
import { TokenService, tokenSecret } from './services/accounts';
import { OrderAccess } from './services/order-access';
import { startHoldSweeper } from './services/holds';
import { refreshOrderPayments } from './services/payments';
import type { PaymentProvider } from './payments/provider';
import { OpnProvider } from './payments/opn';
import { SandboxProvider } from './payments/sandbox';
import { fileUrlSecret, LocalStorage, S3Storage, type FileStorage } from './storage/storage';
import orderRoutes from './routes/public/orders';
import utilsRoutes from './routes/public/utils';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    payments: PaymentProvider;
    storage: FileStorage;
    orderAccess: OrderAccess;
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

  // With Opn keys the card form loads Omise.js, which talks to Opn's vault and may open its frames.
  const opn = config.OPN_PUBLIC_KEY
    ? ['https://cdn.omise.co', 'https://vault.omise.co', 'https://api.omise.co']
    : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
  await registerRateLimits(app);
  await app.register(multipart);
  await app.register(authPlugin, {
    tokens: new TokenService(tokenSecret(config.JWT_SECRET, config.DATA_DIR), config.TOKEN_TTL_HOURS),
  });

  // Unpaid orders whose hold ran out give their places back (services/holds.ts), in every process.
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

  app.get('/healthz', async () => {
    await database.db.execute('select 1');
    return { status: 'success' as const, database: database.kind };
  });
  await app.register(eventRoutes);
  await app.register(orderRoutes);
  await app.register(utilsRoutes);
  await app.register(paymentRoutes);
  await app.register(lookupRoutes);
  await app.register(uploadRoutes);
  await app.register(accountRoutes);
  await app.register(backofficeRoutes);

  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}
