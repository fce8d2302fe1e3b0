/**
 * The public pages' first screen, rendered on the server (issue 28): home (`/`), an event's page
 * (`/:eventKey`) and its registration (`/:eventKey/register`) arrive as HTML holding what the phone
 * shows first (title, date, place, cover with its preload, race types and prices, the register
 * button), in the request's language, with the data embedded so the app hydrates without asking again.
 *
 * The markup comes from the web build's own server bundle (`<WEB_DIST_DIR>/ssr/entry-server.js`,
 * apps/web/src/entry-server.tsx), rendered from the event replies the catalog already prepares
 * (services/events/event-catalog.ts). A page is rendered once per reply version (its ETag) and language, then
 * served from memory like the JSON: precompressed, with an ETag, 304 when the copy is current.
 * Anything else, or a page that cannot be rendered, gets the plain index.html as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isEventKey, type Language } from '@raceday/domain';
import {
  catalogFor,
  chooseEncoding,
  etagMatches,
  prepareBytes,
  type PreparedReply,
} from '../services/events/event-catalog';
import { mailBaseUrl } from '../services/mail/emails';

type PageData =
  | { page: 'home'; events: unknown[] }
  | { page: 'event'; event: { event_key: string } }
  | { page: 'register'; event: { event_key: string } };

interface RenderedPage {
  html: string;
  head: string;
  state: unknown;
  noscript: string;
  /** The page's modules, by the keys of the browser build's manifest. */
  modules: string[];
}

/** A chunk of the browser build's manifest (`<WEB_DIST_DIR>/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets of a page's own chunks beyond what index.html already links: without them the
 * server's markup shows unstyled until the code arrives, then jumps. (Their code is not preloaded:
 * measured with bench:web on 2026-11-28, modulepreload links for it took the phone's bandwidth from the
 * cover and the stylesheets, FCP 2.5-3.0 s -> 3.3-4.3 s and LCP 2.9-3.3 s -> 3.7-5.3 s.)
 */
export function moduleStylesheets(manifest: Manifest, modules: string[]): string {
  const reach = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      reach(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const loaded = reach(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const css = new Set<string>();
  for (const key of reach(modules)) {
    if (!loaded.has(key)) for (const file of manifest[key]!.css ?? []) css.add(file);
  }
  return [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`).join('');
}

interface ServerEntry {
  renderPage(url: string, language: Language, data: PageData, origin: string): Promise<RenderedPage>;
}

/** The cookie the web app keeps the chosen language in (lib/language.ts), read by the page's render. */
export const LANGUAGE_COOKIE = 'currentLanguage';

/** The note without JavaScript: a bar at the foot of the screen, over the app's fixed header's reach. */
const NOSCRIPT_STYLE =
  'position:fixed;left:0;right:0;bottom:0;z-index:1000;margin:0;padding:12px 16px;background:#fff3bf;color:#5c3c00;text-align:center;font-size:16px;line-height:1.5';

/** Pages kept rendered (each event's page and registration, in two languages, and the home page). */
const MAX_PAGES = 400;

/** The language a page is rendered in: the visitor's choice (cookie), Thai by default (seed 000 §2). */
export function pageLanguage(req: FastifyRequest): Language {
  const cookie = req.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(th|en)(?:;|$)`).exec(cookie);
  return match?.[1] === 'en' ? 'en' : 'th';
}

/** A JSON value safe inside <script>: no `<` can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageRenderer {
  /** Sends the rendered page and returns true, or returns false (not such a page, unknown event). */
  send(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** The renderer of a web build, or null when the build has no server bundle. */
export function pageRenderer(app: FastifyInstance, webDistDir: string): PageRenderer | null {
  const entryFile = path.join(webDistDir, 'ssr', 'entry-server.js');
  if (!existsSync(entryFile)) {
    app.log.warn(
      { webDistDir },
      'web build without ssr/entry-server.js: pages are rendered in the browser only',
    );
    return null;
  }
  const template = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  let entry: Promise<ServerEntry> | undefined;
  const load = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>);
  const pages = new Map<string, Promise<PreparedReply>>();
  const origin = mailBaseUrl(app.config);

  /** The catalog's prepared reply the page shows: its ETag names the version. */
  async function replyFor(
    pathname: string,
  ): Promise<{ page: PageData['page']; reply: PreparedReply } | null> {
    const catalog = catalogFor(app.db);
    if (pathname === '/') return { page: 'home', reply: await catalog.list() };
    const [key, rest, ...more] = pathname.slice(1).split('/');
    if (!key || more.length > 0 || !isEventKey(key)) return null;
    if (rest !== undefined && rest !== 'register') return null;
    const reply = await (rest === 'register' ? catalog.detail(key) : catalog.initial(key)).catch(() => null);
    return reply && { page: rest === 'register' ? 'register' : 'event', reply };
  }

  /** The page's data, read from the reply's JSON (only when the page is rendered). */
  function dataOf(page: PageData['page'], reply: PreparedReply): PageData {
    const parsed = JSON.parse(reply.identity.toString()) as unknown;
    if (page === 'home') return { page, events: parsed as unknown[] };
    if (page === 'register') {
      const { status: _status, ...event } = parsed as { status: string; event_key: string };
      return { page, event };
    }
    const event = (parsed as { body?: { event_key: string }[] }).body?.[0];
    if (!event) throw new Error('event reply without its event');
    return { page, event };
  }

  async function build(pathname: string, language: Language, data: () => PageData): Promise<PreparedReply> {
    const page = await (await load()).renderPage(pathname, language, data(), origin);
    const html = template
      // Light until boot.js says otherwise: without JavaScript the page keeps its colours.
      .replace('<html lang="th">', `<html lang="${language}" data-mantine-color-scheme="light">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', `${page.head}${moduleStylesheets(manifest, page.modules)}</head>`)
      .replace(
        '<div id="root"></div>',
        `<noscript><p role="note" style="${NOSCRIPT_STYLE}">${page.noscript}</p></noscript>` +
          `<div id="root">${page.html}</div>` +
          `<script type="application/json" id="raceday-ssr">${scriptJson(page.state)}</script>`,
      );
    return prepareBytes(Buffer.from(html));
  }

  return {
    async send(req, reply) {
      if (req.method !== 'GET') return false;
      const pathname = (req.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
      const found = await replyFor(pathname);
      if (!found) return false;
      const language = pageLanguage(req);
      const id = `${pathname}|${language}|${found.reply.etag}`;
      let prepared = pages.get(id);
      if (!prepared) {
        // Oldest first out: a page of an older version is never asked for again.
        while (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
        prepared = build(pathname, language, () => dataOf(found.page, found.reply));
        pages.set(id, prepared);
        prepared.catch(() => pages.delete(id));
      }
      let page: PreparedReply;
      try {
        page = await prepared;
      } catch (err) {
        req.log.error(
          { err, page: pathname },
          'server rendering failed: the page is rendered in the browser',
        );
        return false;
      }
      reply
        .header('cache-control', 'no-cache')
        .header('etag', page.etag)
        .header('vary', 'accept-encoding, cookie');
      if (etagMatches(req.headers['if-none-match'], page.etag)) {
        await reply.code(304).send();
        return true;
      }
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      reply.type('text/html; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      await reply.send(page[encoding]);
      return true;
    },
  };
}
