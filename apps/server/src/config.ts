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
  /**
   * Server processes on this machine (node:cluster), all on PORT; more than 1 needs DATABASE_URL
   * (the embedded database belongs to one process) and REDIS_URL (shared limits; see
   * ALLOW_PER_PROCESS_LIMITS).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Redis for rate limits and login lockouts shared by every process and machine; unset: per process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'must start with redis:// or rediss://')
    .optional(),
  /** Prefix of every key the server keeps in Redis (several sites or test runs may share one Redis). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
    .default('raceday:'),
  /**
   * WEB_CONCURRENCY > 1 without REDIS_URL stops start-up: each process would count the rate limits
   * and wrong passwords on its own, so every limit would be that many times as generous. true: start
   * anyway, accepting that (a test set-up, a benchmark).
   */
  ALLOW_PER_PROCESS_LIMITS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  /**
   * Demo events and accounts (with published passwords) at start-up, into an empty database only.
   * auto: only on the embedded database; always: on PostgreSQL too; never: not at all.
   */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /**
   * Who takes payments. opn: Opn Payments (needs both keys); sandbox: the sandbox provider, with which
   * anyone can mark their own order paid (demos and tests only); auto: Opn when its keys are set, else
   * the sandbox on the embedded database, else start-up stops.
   */
  PAYMENTS: z.enum(['auto', 'sandbox', 'opn']).default('auto'),
  /** Behind a load balancer, trust its X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Signs access tokens; at least 32 characters. Unset: generated once and kept in DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long a login lasts. */
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** Opn Payments keys: real PromptPay and card charges (see PAYMENTS). */
  OPN_PUBLIC_KEY: z
    .string()
    .regex(/^pkey_[A-Za-z0-9_]+$/, 'must look like pkey_...')
    .optional(),
  OPN_SECRET_KEY: z
    .string()
    .regex(/^skey_[A-Za-z0-9_]+$/, 'must look like skey_...')
    .optional(),
  OPN_API_URL: z.string().url().default('https://api.omise.co'),
  /** Where the sandbox's PromptPay QR pays to: a 10-digit mobile or 13-digit national/tax id. */
  SANDBOX_PROMPTPAY_ID: z
    .string()
    .regex(/^(\d{10}|\d{13})$/, 'must be 10 or 13 digits')
    .default('0812345678'),
  /** How long an unpaid PromptPay or card order holds its places (orders/holds.ts). */
  HOLD_ONLINE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /** How long an unpaid bank-transfer order without a slip holds its places. */
  HOLD_TRANSFER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(48),
  /** How often each server process looks for unpaid orders whose hold ran out; 0 = never (tests). */
  HOLD_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How often the e-mail sender looks for queued e-mails (services/mail/emails.ts); 0 = never (tests). Safe
   * in every process (each claims its mails with SKIP LOCKED); with WEB_CONCURRENCY one worker sends.
   */
  EMAIL_SEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** SENT e-mails older than this many days leave the outbox (the e-mail job's hourly prune, or by hand). */
  OUTBOX_KEEP_SENT_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * How often a process looks for events whose personal data is due to be purged (race day + the
   * event's purge_after_days, services/people/purge.ts); 0 = never (then only by hand). Safe in every process.
   */
  PURGE_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  /**
   * Where e-mails go out: smtp://user:pass@host:587 (STARTTLS when the server offers it) or
   * smtps://user:pass@host:465. Unset: the local outbox (rendered, kept in the database, shown to the
   * super-admin at /dashboard-admin/outbox, never sent).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://')
    .optional(),
  /** The From of every e-mail. */
  MAIL_FROM: z.string().min(3).max(200).default('RaceDay <no-reply@raceday.example>'),
  /**
   * How often each process re-reads the events' versions to see an event changed by another process
   * (ms; services/events/event-catalog.ts). 0 = on every request. A change made through this process shows
   * at once whatever this says; the 10:00 opening shows at 10:00 sharp.
   */
  EVENT_CACHE_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** API replies larger than this many bytes go out gzip- or brotli-compressed when the client accepts it. */
  COMPRESS_MIN_BYTES: z.coerce.number().int().min(0).max(10_000_000).default(1024),
  /**
   * Orders one process sends to the database at once (orders/place-order.ts#storeGate); the rest wait in
   * memory. They all take the same places counter row, so more at once only lengthen its lock's queue.
   */
  ORDER_DB_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * Order attempts one client address may make per minute without a device token (CGNAT: many
   * runners share an address); beyond it the reply is 429 challenge.required and the page earns a
   * token by solving a proof-of-work challenge (services/people/challenge.ts).
   */
  ORDER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Order attempts one device token may make per minute (a person places one or two orders). */
  ORDER_RATE_PER_DEVICE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * The challenge's work: PBKDF2-SHA-256 iterations per try, and the most tries (the counter to find
   * is random between a quarter of it and it). 2000 x 300: about 0.1-0.3 s on a laptop, 0.3-1 s on a
   * phone; every token costs a script as much.
   */
  CHALLENGE_COST: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  CHALLENGE_MAX_COUNTER: z.coerce.number().int().min(4).max(10_000_000).default(300),
  /** How long a challenge may be solved and sent back (s). */
  CHALLENGE_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** How long a device token counts (minutes). */
  DEVICE_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(120),
  /** Challenges one client address may fetch per minute (each costs the server one derivation). */
  CHALLENGE_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(1200),
  /**
   * Places one client address may hold in unpaid orders at once (a team entry counts its members;
   * orders/place-order.ts). 120 leaves room for a carrier's shared address with ~100 real buyers.
   */
  HELD_PLACES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(120),
  /** The same per browser (the web's x-raceday-device id), when the request names one. */
  HELD_PLACES_PER_DEVICE: z.coerce.number().int().min(1).max(100_000).default(12),
  /** Password checks (login, password change) one client address may make per minute. */
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Graceful overload (plugins/overload.ts): a new order gets a fast 503 with Retry-After while the
   * mean event-loop delay over the last second is above this (ms); 0 = not measured. At 500 ms every
   * request already waits half a second before its first line runs; a GC pause or a burst does not
   * move a one-second mean that far.
   */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /**
   * The same while the event loop was busy more than this share (0-1) of the last second; 0 = not
   * measured (the default: a loop that is busy but answers fast is doing its job).
   */
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /**
   * The same while this many orders are already being created in this process; 0 = no bound. 250 is
   * about 300 ms of queue at the order rate the bench aims for: waiting longer helps nobody.
   */
  OVERLOAD_MAX_ORDERS_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(250),
  /** The Retry-After (seconds) of those 503s; the page adds jitter so retries do not arrive together. */
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /**
   * Turns on GET /metrics (Prometheus text format, plugins/metrics.ts), answered only to
   * `Authorization: Bearer <this>`; unset: /metrics is a 404. At least 16 characters.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16-200 printable characters without spaces')
    .optional(),
  /**
   * With METRICS_TOKEN: each server process also serves GET /metrics on a port of its own, this one
   * plus its worker number (0 ... WEB_CONCURRENCY-1), so that every process can be scraped (on PORT a
   * scrape reaches whichever worker node:cluster picks). Unset: on PORT only.
   */
  METRICS_PORT: port.optional(),
  /**
   * Lets `npm run db:backup` ask this server for a dump of the embedded database it holds
   * (POST /v1/admin/backup with `Authorization: Bearer <this>`; a super-admin login works too). Unset:
   * only a super-admin login may. At least 16 characters.
   */
  BACKUP_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16-200 printable characters without spaces')
    .optional(),
  /** Help contacts shown on the order page. */
  SUPPORT_EMAIL: z.string().email().default('support@raceday.example'),
  SUPPORT_PHONE: z.string().max(40).default('02-000-0000'),
  SUPPORT_LINE: z.string().max(60).default('@raceday'),
  SUPPORT_FACEBOOK: z.string().url().default('https://www.facebook.com/'),
  /** S3-compatible object storage for slips; unset = files in DATA_DIR/files. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** How long one slip may take to decode and read in its worker thread, waiting included. */
  SLIP_DECODE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** The help channels the site shows (order page, about and policy pages). */
export function supportContacts(config: Config) {
  return {
    email: config.SUPPORT_EMAIL,
    phone: config.SUPPORT_PHONE,
    line: config.SUPPORT_LINE,
    facebook: config.SUPPORT_FACEBOOK,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, so `PORT= npm start` behaves like no PORT.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    // Secrets, and addresses that may hold a password, are never echoed.
    const got = /SECRET|KEY_ID|_URL$/.test(name) ? undefined : cleaned[name];
    throw new ConfigError(
      `Configuration error: ${name} ${issue.message.replace(/^Invalid input: /, '')}${got !== undefined ? ` (got "${got}")` : ''}`,
    );
  }
  const c = result.data;
  if (Boolean(c.OPN_PUBLIC_KEY) !== Boolean(c.OPN_SECRET_KEY)) {
    throw new ConfigError('Configuration error: OPN_PUBLIC_KEY and OPN_SECRET_KEY must be set together');
  }
  if (c.NODE_ENV === 'production' && !c.OPN_SECRET_KEY) {
    throw new ConfigError(
      'Configuration error: NODE_ENV=production needs OPN_PUBLIC_KEY and OPN_SECRET_KEY (the sandbox payment provider is refused in production)',
    );
  }
  // Decided here too (the database is the one DATABASE_URL names), so a bad set-up stops before it connects.
  paymentModeFor(c, c.DATABASE_URL ? 'postgres' : 'pglite');
  if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
    throw new ConfigError(
      'Configuration error: NODE_ENV=production needs JWT_SECRET (at least 32 characters)',
    );
  }
  const s3 = [c.S3_ENDPOINT, c.S3_BUCKET, c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError(
      'Configuration error: S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  }
  if (c.WEB_CONCURRENCY > 1 && !c.DATABASE_URL) {
    throw new ConfigError(
      `Configuration error: WEB_CONCURRENCY=${c.WEB_CONCURRENCY} needs DATABASE_URL: the embedded database belongs to one process (set DATABASE_URL to a PostgreSQL database, or WEB_CONCURRENCY=1)`,
    );
  }
  if (c.WEB_CONCURRENCY > 1 && !c.REDIS_URL && !c.ALLOW_PER_PROCESS_LIMITS) {
    throw new ConfigError(
      `Configuration error: WEB_CONCURRENCY=${c.WEB_CONCURRENCY} needs REDIS_URL: without it each process counts rate limits and wrong passwords on its own, so every limit is ${c.WEB_CONCURRENCY} times as generous (set REDIS_URL, or ALLOW_PER_PROCESS_LIMITS=true to accept that)`,
    );
  }
  return c;
}

/** Which database the server runs on: the embedded PGlite or PostgreSQL (DATABASE_URL). */
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The payment provider to use (PAYMENTS): Opn, or the sandbox, with which anyone can mark their own
 * order paid. auto is Opn when its keys are set, else the sandbox only on the embedded database; on
 * PostgreSQL without keys it stops with one line rather than take orders anyone can "pay".
 */
export function paymentModeFor(config: Config, database: DatabaseKind): 'opn' | 'sandbox' {
  const keys = Boolean(config.OPN_PUBLIC_KEY && config.OPN_SECRET_KEY);
  let mode: 'opn' | 'sandbox';
  if (config.PAYMENTS === 'opn') {
    if (!keys) {
      throw new ConfigError('Configuration error: PAYMENTS=opn needs OPN_PUBLIC_KEY and OPN_SECRET_KEY');
    }
    mode = 'opn';
  } else if (config.PAYMENTS === 'sandbox') {
    mode = 'sandbox';
  } else if (keys) {
    mode = 'opn';
  } else if (database === 'pglite') {
    mode = 'sandbox';
  } else {
    throw new ConfigError(
      'Configuration error: PAYMENTS=auto with DATABASE_URL and no Opn keys: set OPN_PUBLIC_KEY and OPN_SECRET_KEY (or PAYMENTS=opn with them), or PAYMENTS=sandbox for a test site where anyone may mark their own order paid',
    );
  }
  if (mode === 'sandbox' && config.NODE_ENV === 'production') {
    throw new ConfigError(
      'Configuration error: PAYMENTS=sandbox is refused with NODE_ENV=production (the sandbox payment provider is not for real money)',
    );
  }
  return mode;
}

/**
 * Whether start-up loads the demo data (published passwords included) into an empty database:
 * SEED_DEMO=auto only on the embedded database, always on any, never on none.
 */
export function seedsDemo(config: Config, database: DatabaseKind): boolean {
  if (config.SEED_DEMO === 'always') return true;
  if (config.SEED_DEMO === 'never') return false;
  return database === 'pglite';
}
