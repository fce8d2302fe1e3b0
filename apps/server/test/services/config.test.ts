import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('configuration', () => {
  it('has working defaults for the embedded mode', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: 'auto', TRUST_PROXY: false });
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
      /^Configuration error: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/ \(got "mysql:\/\/x"\)$/,
    ],
    [{ LOG_LEVEL: 'loud' }, /^Configuration error: LOG_LEVEL /],
    [{ TRUST_PROXY: 'yes' }, /^Configuration error: TRUST_PROXY /],
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
