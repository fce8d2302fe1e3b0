import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'] } },
      // The lint config's own rules, proven on code that breaks them.
      { test: { name: 'lint', include: ['test/lint/**/*.test.ts'], testTimeout: 120_000 } },
      {
        // The carrier-address test runs the web's own order submit (send-order.ts) against the app.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // Suites that need a service the README's two commands do not start run in .ci/run.
          exclude: [
            'apps/server/test/concurrency/**',
            'apps/server/test/services-needed/**',
            'apps/server/test/ops/**',
          ],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        // The web app's models and components in jsdom, rendered with the app's providers.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      {
        // Needs Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379): run by .ci/run, which starts it.
        test: {
          name: 'redis',
          include: ['apps/server/test/services-needed/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        // Real Prometheus and pgbouncer (Debian's packages) on real PostgreSQL: run by .ci/run, which
        // installs them when missing.
        test: {
          name: 'ops',
          include: ['apps/server/test/ops/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        // Races need many connections: real PostgreSQL only (TEST_DATABASE_URL), run by .ci/run.
        test: {
          name: 'concurrency',
          include: ['apps/server/test/concurrency/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
