import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'] } },
      // The lint config's own rules, proven on code that breaks them.
      { test: { name: 'lint', include: ['test/lint/**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/concurrency/**'],
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
