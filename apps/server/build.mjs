// Bundles the server (and the workspace domain package) into dist/main.js, and the slip decoder's
// worker into dist/slip-worker.js; npm packages stay external.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  // The slip decoder runs in worker threads (services/money/slips.ts loads dist/slip-worker.js by name).
  entryPoints: { main: 'src/main.ts', 'slip-worker': 'src/services/money/slip-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The workspace's own domain package is TypeScript source: bundled, never loaded at run time.
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@raceday/')),
  logLevel: 'warning',
});
await cp(new URL('./src/db/migrations', import.meta.url), new URL('./dist/migrations', import.meta.url), {
  recursive: true,
});
// The SQL functions' own files (src/db/sql-functions.ts reads them beside itself: dist/functions).
await cp(new URL('./src/db/functions', import.meta.url), new URL('./dist/functions', import.meta.url), {
  recursive: true,
});
console.log('server built: apps/server/dist/main.js');
