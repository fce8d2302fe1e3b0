/**
 * Every setting of the server, read once from the environment and validated.
 * A missing or malformed value stops start-up with one line naming the setting.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built web app: apps/web/dist, both from src/ (dev, tests) and from dist/ (bundle). */
const defaultWebDist = path.resolve(here, '../../web/dist');

const port = z.coerce.number().int().min(1).max(65535);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Pool size per server process when DATABASE_URL is set. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  /** auto: load demo events into an empty database at start-up; never: do not. */
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** Behind a load balancer, trust its X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  PUBLIC_BASE_URL: z.string().url().optional(),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, so `PORT= npm start` behaves like no PORT.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    const got = cleaned[name];
    throw new ConfigError(
      `Configuration error: ${name} ${issue.message.replace(/^Invalid input: /, '')}${got !== undefined ? ` (got "${got}")` : ''}`,
    );
  }
  return result.data;
}
