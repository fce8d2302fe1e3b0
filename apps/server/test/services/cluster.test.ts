/** Settings and back-off of several server processes (cluster.ts, config.ts). */
import { describe, expect, it } from 'vitest';
import { restartDelay } from '../../src/cluster';
import { ConfigError, loadConfig } from '../../src/config';
import { redisAddress } from '../../src/lib/redis';

const configError = (env: Record<string, string>) => {
  try {
    loadConfig({ PAYMENTS: 'sandbox', ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return null;
};

describe('WEB_CONCURRENCY and REDIS_URL settings', () => {
  it('refuses several processes on the embedded database, which one process owns', () => {
    expect(configError({ WEB_CONCURRENCY: '2' })).toBe(
      'Configuration error: WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database belongs to one process (set DATABASE_URL to a PostgreSQL database, or WEB_CONCURRENCY=1)',
    );
    expect(
      configError({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://cache:6379' }),
    ).toBeNull();
    expect(configError({ WEB_CONCURRENCY: '1' })).toBeNull();
    expect(configError({ WEB_CONCURRENCY: '0' })).toMatch(/^Configuration error: WEB_CONCURRENCY /);
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
  });

  it('refuses several processes without REDIS_URL, which would multiply every limit, unless told to', () => {
    const postgres = { WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/x' };
    expect(configError(postgres)).toBe(
      'Configuration error: WEB_CONCURRENCY=4 needs REDIS_URL: without it each process counts rate limits and wrong passwords on its own, so every limit is 4 times as generous (set REDIS_URL, or ALLOW_PER_PROCESS_LIMITS=true to accept that)',
    );
    expect(configError({ ...postgres, ALLOW_PER_PROCESS_LIMITS: 'true' })).toBeNull();
    expect(configError({ ...postgres, ALLOW_PER_PROCESS_LIMITS: 'false' })).toMatch(/needs REDIS_URL/);
    expect(configError({ ...postgres, ALLOW_PER_PROCESS_LIMITS: 'yes' })).toMatch(
      /^Configuration error: ALLOW_PER_PROCESS_LIMITS /,
    );
    // One process counts every limit once: nothing to refuse.
    expect(configError({ DATABASE_URL: 'postgres://db/x' })).toBeNull();
  });

  it('checks REDIS_URL without ever echoing it (it may hold a password)', () => {
    const message = configError({ REDIS_URL: 'http://:hunter2@cache:6379' });
    expect(message).toBe('Configuration error: REDIS_URL must start with redis:// or rediss://');
    expect(configError({ REDIS_URL: 'rediss://:secret@cache.example:6380/2' })).toBeNull();
    expect(configError({ REDIS_KEY_PREFIX: 'a b' })).toMatch(/^Configuration error: REDIS_KEY_PREFIX /);
    expect(redisAddress('rediss://user:secret@cache.example:6380/2')).toBe('rediss://cache.example:6380/2');
    expect(redisAddress('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });
});

describe('replacing a worker that dies', () => {
  it('waits longer after each quick death in a row, at most the cap', () => {
    const backoff = { first: 1000, most: 30_000 };
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => restartDelay(n, backoff))).toEqual([
      0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
