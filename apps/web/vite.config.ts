import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the dev server sends API calls; the Fastify server listens on :3000 by default. */
const apiTarget = process.env.RACEDAY_API_URL ?? 'http://localhost:3000';

/**
 * Vite build plugin: adds <link rel="preload" as="font"> to index.html for the named font files, so
 * the browser fetches them with the stylesheet instead of after the first layout has found text that
 * needs them. The files keep their hashed names; the plugin looks them up in the bundle.
 */
function preloadFonts(patterns: RegExp[]): Plugin {
  return {
    name: 'raceday:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        return patterns.map((pattern): HtmlTagDescriptor => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`preload-fonts: no built file matches ${pattern}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head',
          };
        });
      },
    },
  };
}

/**
 * Vite build plugin: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every
 * compressible file of the build (JS, CSS, HTML, SVG, JSON, the copied public/ files), so the server
 * sends them as they are (@fastify/static preCompressed) instead of compressing on every request.
 * A copy that would not be smaller than its original is not written. Source maps are skipped: they are
 * never served.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
const MIN_BYTES = 256;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The server-rendering bundle (ssr/) is read by the server from disk, never sent.
    if (entry.isDirectory() && entry.name === SSR_DIR) continue;
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses every eligible file under `dir`; returns the bytes before and after brotli. */
async function precompressDir(dir: string): Promise<{ files: number; raw: number; br: number }> {
  const jobs: Promise<{ raw: number; br: number }>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const data = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzipAsync(data, { level: 9 }),
        ]);
        if (br.length < data.length) await writeFile(`${file}.br`, br);
        if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
        return { raw: data.length, br: Math.min(br.length, data.length) };
      })(),
    );
  }
  const done = await Promise.all(jobs);
  return {
    files: done.length,
    raw: done.reduce((sum, f) => sum + f.raw, 0),
    br: done.reduce((sum, f) => sum + f.br, 0),
  };
}

/** Where the server-rendering bundle goes, inside the web build (apps/server/src/plugins/ssr.ts reads it). */
const SSR_DIR = 'ssr';

/**
 * A build-only Vite plugin that runs `run(outDir)` once the browser's build has closed; it does
 * nothing in the server-rendering build (which `serverEntry` starts from inside the browser's).
 */
function afterBrowserBuild(name: string, run: (outDir: string) => Promise<void>): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsr) return;
      await run(outDir);
    },
  };
}

/**
 * Vite build plugin: after the browser's build, builds src/entry-server.tsx for Node into `<outDir>/ssr`,
 * self-contained (every dependency bundled), so a build in any folder (WEB_DIST_DIR) carries the
 * server rendering of the pages it serves.
 */
function serverEntry(): Plugin {
  return afterBrowserBuild('raceday:server-entry', async (outDir) => {
    await build({
      configFile: fileURLToPath(import.meta.url),
      logLevel: 'warn',
      ssr: { noExternal: true, target: 'node' },
      // React's production build: the server does not set NODE_ENV for the bundle.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        ssr: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
        outDir: path.join(outDir, SSR_DIR),
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
      },
    });
  });
}

function precompress(): Plugin {
  return afterBrowserBuild('raceday:precompress', async (outDir) => {
    const { files, raw, br } = await precompressDir(outDir);
    console.log(
      `precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli (+ gzip)`,
    );
  });
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Thai body text is on every page, in the first paint: its font comes with the stylesheet.
    preloadFonts([/noto-sans-thai-thai-wght-normal-[\w-]+\.woff2$/]),
    serverEntry(),
    precompress(),
  ],
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
    // .vite/manifest.json: which stylesheets each route's chunk needs, so the server-rendered page links
    // them (apps/server/src/plugins/ssr.ts).
    manifest: true,
    // Maps for error tracking only: no sourceMappingURL comment, and the server never serves *.map.
    sourcemap: 'hidden',
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
