import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
