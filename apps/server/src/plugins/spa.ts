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
import { pageRenderer, type PageRenderer } from './ssr';

const apiPrefixes = ['/v1/', '/healthz', '/readyz', '/metrics'];
/** The drawn cover of an event that has none of its own (packages/domain/src/covers.ts). */
const GENERAL_COVER = 'covers/event.svg';
const GENERAL_COVER_FOR = /^\/covers\/[a-z0-9-]{1,100}\.svg$/;

export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexHtml = path.join(webDistDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  const hasGeneralCover = existsSync(path.join(webDistDir, GENERAL_COVER));
  let pages: PageRenderer | null = null;
  if (hasWeb) {
    pages = pageRenderer(app, webDistDir);
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // `/` is a page like the others (rendered by plugins/ssr.ts), not the bare index.html.
      index: false,
      // index.html and /assets/* as .br or .gz when accepted (with Vary: Accept-Encoding).
      preCompressed: true,
      // The compressed copies are reached through their original's address only; maps stay private.
      // The server-rendering bundle (ssr/) is the server's own code, not the site's.
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz', 'ssr/**'],
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

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = url === '/v1' || apiPrefixes.some((p) => url.startsWith(p));
    if (isApi || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({
        status: 'error',
        code: 'http.not_found',
        message: message('http.not_found', requestLanguage(req)),
      });
    }
    // An event without a cover of its own (one set up in the back office, no picture uploaded) shows
    // the drawn cover every page asks for at /covers/<event_key>.svg: the general one, not a broken image.
    if (GENERAL_COVER_FOR.test(url) && hasGeneralCover) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(GENERAL_COVER);
    }
    // A missing file with an extension (e.g. /covers/x.png, or a source map) is a real 404, not a page.
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    // Home, an event's page and its registration arrive rendered (plugins/ssr.ts).
    if (pages && (await pages.send(req, reply))) return reply;
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
