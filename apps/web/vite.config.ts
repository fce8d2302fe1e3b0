import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the dev server sends API calls; the Fastify server listens on :3000 by default. */
const apiTarget = process.env.RACEDAY_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, cached across deploys of the app code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'mantine',
              // Not @mantine/charts: recharts comes only with the report page.
              test: /node_modules[\\/](@mantine[\\/](?!charts[\\/])[^\\/]+|@floating-ui|react-remove-scroll[^\\/]*|react-number-format|react-transition-group)[\\/]/,
              priority: 2,
            },
            {
              name: 'libs',
              test: /node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
