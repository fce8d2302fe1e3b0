import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentModeFor, seedsDemo } from '../../src/config';
import { paymentProviderFor, SANDBOX_WARNING } from '../../src/app';
import type { Database } from '../../src/db/client';
import { OpnProvider } from '../../src/payments/opn';
import { SandboxProvider } from '../../src/payments/sandbox';
import { buildTestApp, testConfig } from '../helper';

describe('configuration', () => {
  it('has working defaults for the embedded mode', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: 'auto',
      PAYMENTS: 'auto',
      TRUST_PROXY: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /^Configuration error: PORT .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /^Configuration error: PORT .*\(got "70000"\)$/],
    [
      { DATABASE_URL: 'mysql://x' },
      // An address may hold a password: never echoed.
      /^Configuration error: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/$/,
    ],
    [{ LOG_LEVEL: 'loud' }, /^Configuration error: LOG_LEVEL /],
    [{ TRUST_PROXY: 'yes' }, /^Configuration error: TRUST_PROXY /],
    [
      { SMTP_URL: 'http://user:secret@mail.example' },
      // Its password is never echoed either.
      /^Configuration error: SMTP_URL must start with smtp:\/\/ or smtps:\/\/$/,
    ],
    [{ EMAIL_SEND_SECONDS: '-1' }, /^Configuration error: EMAIL_SEND_SECONDS /],
  ])('stops on %j with one line naming the setting', (env, line) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(line);
    expect((error as Error).message).not.toContain('\n');
  });
});

/** The one line loadConfig stops with, or '' when it does not stop. */
function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
}

const PG = 'postgres://raceday@db.internal:5432/raceday';
const KEYS = { OPN_PUBLIC_KEY: 'pkey_test_5x', OPN_SECRET_KEY: 'skey_test_5x' };

describe('demo data (SEED_DEMO)', () => {
  it.each([
    ['auto', 'pglite', true],
    ['auto', 'postgres', false],
    ['always', 'pglite', true],
    ['always', 'postgres', true],
    ['never', 'pglite', false],
    ['never', 'postgres', false],
  ] as const)('SEED_DEMO=%s on %s: seeds an empty database = %s', (value, kind, seeds) => {
    const env = kind === 'postgres' ? { SEED_DEMO: value, DATABASE_URL: PG, ...KEYS } : { SEED_DEMO: value };
    expect(seedsDemo(loadConfig(env), kind)).toBe(seeds);
  });

  it('defaults to auto: the embedded database gets the demo, PostgreSQL does not', () => {
    expect(seedsDemo(loadConfig({}), 'pglite')).toBe(true);
    expect(seedsDemo(loadConfig({ DATABASE_URL: PG, ...KEYS }), 'postgres')).toBe(false);
  });

  it('refuses another value with one line naming the setting', () => {
    expect(configError({ SEED_DEMO: 'yes' })).toMatch(/^Configuration error: SEED_DEMO .*\(got "yes"\)$/);
  });
});

describe('payment provider (PAYMENTS)', () => {
  it.each([
    ['auto, embedded, no keys: the sandbox', {}, 'pglite', 'sandbox'],
    ['auto, embedded, keys: Opn', KEYS, 'pglite', 'opn'],
    ['auto, PostgreSQL, keys: Opn', { DATABASE_URL: PG, ...KEYS }, 'postgres', 'opn'],
    ['sandbox asked for on PostgreSQL', { PAYMENTS: 'sandbox', DATABASE_URL: PG }, 'postgres', 'sandbox'],
    ['sandbox asked for, keys set: still the sandbox', { PAYMENTS: 'sandbox', ...KEYS }, 'pglite', 'sandbox'],
    ['opn with its keys', { PAYMENTS: 'opn', ...KEYS }, 'pglite', 'opn'],
  ] as const)('%s', (_name, env, kind, mode) => {
    expect(paymentModeFor(loadConfig(env), kind)).toBe(mode);
  });

  it('auto on PostgreSQL without Opn keys stops start-up with one line naming PAYMENTS', () => {
    const line = configError({ DATABASE_URL: PG });
    expect(line).toMatch(/^Configuration error: PAYMENTS=auto .*DATABASE_URL.*OPN_PUBLIC_KEY/);
    expect(line).toContain('PAYMENTS=sandbox');
    expect(line).not.toContain('\n');
  });

  it('opn without its keys stops with one line naming PAYMENTS', () => {
    expect(configError({ PAYMENTS: 'opn' })).toBe(
      'Configuration error: PAYMENTS=opn needs OPN_PUBLIC_KEY and OPN_SECRET_KEY',
    );
  });

  it('refuses an unknown value, and the sandbox in production even when asked for', () => {
    expect(configError({ PAYMENTS: 'stripe' })).toMatch(/^Configuration error: PAYMENTS .*\(got "stripe"\)$/);
    expect(
      configError({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        DATABASE_URL: PG,
        PAYMENTS: 'sandbox',
        ...KEYS,
      }),
    ).toMatch(/^Configuration error: PAYMENTS=sandbox is refused with NODE_ENV=production/);
  });

  it('the app decides from the database it is given, not only from DATABASE_URL', () => {
    const db = {} as Database['db'];
    // No DATABASE_URL in the settings (a harness, a script), but the database is PostgreSQL.
    expect(() => paymentProviderFor(loadConfig({}), { db, kind: 'postgres' })).toThrow(
      /^Configuration error: PAYMENTS=auto /,
    );
    expect(paymentProviderFor(loadConfig({}), { db, kind: 'pglite' })).toBeInstanceOf(SandboxProvider);
    expect(paymentProviderFor(loadConfig({ PAYMENTS: 'sandbox' }), { db, kind: 'postgres' })).toBeInstanceOf(
      SandboxProvider,
    );
    expect(paymentProviderFor(loadConfig(KEYS), { db, kind: 'postgres' })).toBeInstanceOf(OpnProvider);
  });

  it('the test harness chooses the sandbox explicitly, so the suite runs the same on PostgreSQL', () => {
    expect(testConfig().PAYMENTS).toBe('sandbox');
  });
});

describe('the sandbox warning at start', () => {
  it('is logged when the sandbox is on, and not with Opn', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({ seed: false, logLines: lines });
    await t.close();
    const warning = lines
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => l.level === 40);
    expect(warning?.msg).toBe(SANDBOX_WARNING);
    expect(warning?.msg).toMatch(/SANDBOX payment provider is on: anyone can mark their own order paid/);

    const opnLines: string[] = [];
    const opn = await buildTestApp({ seed: false, logLines: opnLines, config: { PAYMENTS: 'opn', ...KEYS } });
    expect(opn.app.payments).toBeInstanceOf(OpnProvider);
    await opn.close();
    expect(opnLines.join('')).not.toContain('SANDBOX');
    // Two apps on two fresh databases: more than the default per-test time on a busy machine.
  }, 120_000);
});

describe('start-up', () => {
  it('stops before connecting when PostgreSQL has no payment provider, with one line on stderr', () => {
    const server = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      // Nothing listens on port 1: the line must come before any connection attempt.
      env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://raceday@127.0.0.1:1/raceday' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Configuration error: PAYMENTS=auto with DATABASE_URL and no Opn keys/,
    );
    expect(run.stderr.trim()).not.toContain('\n');
  });

  it('stops several processes without REDIS_URL before connecting, with one line naming it', () => {
    const server = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: 'postgres://raceday@127.0.0.1:1/raceday',
        PAYMENTS: 'sandbox',
        WEB_CONCURRENCY: '2',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Configuration error: WEB_CONCURRENCY=2 needs REDIS_URL: without it each process counts rate limits and wrong passwords on its own, so every limit is 2 times as generous (set REDIS_URL, or ALLOW_PER_PROCESS_LIMITS=true to accept that)',
    );
  });
});
