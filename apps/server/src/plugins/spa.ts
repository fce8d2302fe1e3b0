/**
 * Serves the built web app with a history fallback: any unknown non-API GET returns index.html,
 * unknown /v1 paths get a JSON 404.
 *
 * The web build writes a brotli (.br) and a gzip (.gz) copy next to every compressible file
 * (apps/web/scripts/precompress.mjs); they are sent as-is with Content-Encoding to clients that accept
 * them, so no byte of the app is compressed per request. Source maps (*.map) are never served.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { requestLanguage } from '../lib/language';
import { message } from '../lib/messages';

const apiPrefixes = ['/v1/', '/healthz'];

export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexHtml = path.join(webDistDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // index.html and /assets/* as .br or .gz when accepted (with Vary: Accept-Encoding).
      preCompressed: true,
      // The compressed copies are reached through their original's address only; maps stay private.
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      // Hashed bundles never change; everything else is revalidated.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = url === '/v1' || apiPrefixes.some((p) => url.startsWith(p));
    if (isApi || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({
        status: 'error',
        code: 'http.not_found',
        message: message('http.not_found', requestLanguage(req)),
      });
    }
    // A missing file with an extension (e.g. /covers/x.png, or a source map) is a real 404, not a page.
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
