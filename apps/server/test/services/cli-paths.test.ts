/**
 * The operator commands open the database `npm start` uses: npm runs a workspace's scripts in
 * apps/server, so a relative DATA_DIR must be taken from where npm was run (the project's root), not
 * from apps/server (the first super-admin was created in apps/server/data, where no server looked).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = `.test-cli-data-${process.pid}`;
afterAll(() => {
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  rmSync(path.join(root, 'apps/server', dataDir), { recursive: true, force: true });
});

describe('npm run user:create from the project root', () => {
  it('creates the account in the root data folder that npm start serves', () => {
    const out = execFileSync(
      'npm',
      [
        'run',
        '--silent',
        'user:create',
        '--',
        '--email',
        'first.admin@example.com',
        '--role',
        'ssadmin',
        '--password',
        'Cli-Passw0rd-2026!',
      ],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      },
    );
    expect(out).toMatch(/first\.admin@example\.com/);
    expect(existsSync(path.join(root, dataDir, 'db'))).toBe(true);
    expect(existsSync(path.join(root, 'apps/server', dataDir))).toBe(false);
  }, 120_000);
});
