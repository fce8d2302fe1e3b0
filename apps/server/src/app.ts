/**
 * Builds the Fastify app: external plugins, then app plugins, then routes (fastify/demo's order).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerSpa } from './plugins/spa';
import eventRoutes from './routes/public/events';
import orderRoutes from './routes/public/orders';
import utilsRoutes from './routes/public/utils';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Fastify logger options; false in tests. */
  logger?: boolean | object;
}

export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Seed ids are short; anything longer in a path is a bad request, not a lookup.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cover images may be shown by other sites (social previews).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  registerErrorHandling(app);

  app.get('/healthz', async () => {
    await database.db.execute('select 1');
    return { status: 'success' as const, database: database.kind };
  });
  await app.register(eventRoutes);
  await app.register(orderRoutes);
  await app.register(utilsRoutes);

  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}
