/**
 * Server-rendered public pages (plugins/ssr.ts): home, an event's page and its registration arrive as
 * HTML from the web build's server bundle (a stand-in here that records its calls), in the visitor's
 * language (cookie), with the data embedded safely; rendered once per event version and language,
 * served with an ETag. Other pages, and unknown events, get the plain index.html.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

const indexHtml =
  '<!doctype html><html lang="th"><head><title>RaceDay</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

/** The stand-in for apps/web/src/entry-server.tsx: shows what it was given, counts its renders. */
const entry = `
globalThis.ssrRenders = [];
export async function renderPage(url, language, data, origin) {
  globalThis.ssrRenders.push(url + '|' + language);
  const title = data.page === 'home' ? 'events:' + data.events.length : data.event.title + '/' + data.page;
  return {
    html: '<main>' + title + '</main>',
    head: '<title>' + title + '</title><meta property="og:url" content="' + origin + url + '" />',
    state: { language, queries: [[['k'], { text: '</script><script>alert(1)</script>' }]] },
    noscript: language === 'en' ? 'Turn on JavaScript to register' : 'เปิดใช้ JavaScript',
    modules: ['src/app/routes/' + data.page + '.tsx'],
  };
}
`;

/** The browser build's manifest: the app's entry and what it loads, and the event page's own chunks. */
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    imports: ['_shared-1.js'],
    isEntry: true,
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'src/app/routes/event.tsx': { file: 'assets/event-1.js', imports: ['_EventPage-1.js', '_shared-1.js'] },
  '_EventPage-1.js': {
    file: 'assets/EventPage-1.js',
    css: ['assets/EventPage-1.css'],
    imports: ['_Cover-1.js'],
  },
  '_Cover-1.js': { file: 'assets/Cover-1.js', css: ['assets/Cover-1.css'] },
};

const renders = () => (globalThis as unknown as { ssrRenders: string[] }).ssrRenders;

let t: TestApp;
let eventKey = '';
let eventTitle = '';
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'raceday-web-ssr-'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  mkdirSync(path.join(dist, 'ssr'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), entry);
  t = await buildTestApp({ config: { WEB_DIST_DIR: dist, PUBLIC_BASE_URL: 'https://raceday.example' } });
  const events = (await t.app.inject({ method: 'GET', url: '/v1/events' })).json<
    { event_key: string; title: string }[]
  >();
  eventKey = events[0]!.event_key;
  eventTitle = events[0]!.title;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('server-rendered pages', () => {
  it("sends an event's page rendered from its prepared reply, with the data embedded where no script can break out", async () => {
    const res = await get(`/${eventKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/);
    const html = res.body;
    expect(html).toContain(`<div id="root"><main>${eventTitle}/event</main></div>`);
    expect(html).toContain(`<title>${eventTitle}/event</title>`);
    // The template's own title and description give way to the page's.
    expect(html).not.toContain('<title>RaceDay</title>');
    expect(html).not.toContain('name="description" content="x"');
    expect(html).toMatch(
      /<noscript><p role="note" style="[^"]*position:fixed[^"]*">เปิดใช้ JavaScript<\/p><\/noscript>/,
    );
    expect(html).toContain(`<meta property="og:url" content="https://raceday.example/${eventKey}" />`);
    expect(html).toContain('<html lang="th" data-mantine-color-scheme="light">');
    const state = /<script type="application\/json" id="raceday-ssr">(.*?)<\/script>/.exec(html)?.[1];
    expect(state).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(JSON.parse(state!)).toEqual({
      language: 'th',
      queries: [[['k'], { text: '</script><script>alert(1)</script>' }]],
    });
  });

  it("links the page's own stylesheets, beyond those the app's entry loads, and preloads none of its code", async () => {
    const head = (await get(`/${eventKey}`)).body.split('</head>')[0]!;
    for (const css of ['EventPage-1.css', 'Cover-1.css'])
      expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/${css}" />`);
    // index.html links the entry's own already; the page's code loads with the app.
    expect(head).not.toContain('shared-1');
    expect(head).not.toContain('index-1');
    expect(head).not.toContain('modulepreload');
  });

  it('renders a page once per version and language, then serves it from memory with an ETag', async () => {
    const before = renders().length;
    const first = await get(`/${eventKey}/register`, { 'accept-encoding': 'br' });
    const again = await get(`/${eventKey}/register`, { 'accept-encoding': 'br' });
    expect(renders().slice(before)).toEqual([`/${eventKey}/register|th`]);
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toContain(`${eventTitle}/register`);
    expect(again.headers.etag).toBe(first.headers.etag);
    const cached = await get(`/${eventKey}/register`, { 'if-none-match': first.headers.etag as string });
    expect(cached.statusCode).toBe(304);
  });

  it('renders in the language the visitor chose (cookie), Thai by default', async () => {
    const en = await get('/', { cookie: 'theme=x; currentLanguage=en' });
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('Turn on JavaScript to register');
    expect(en.body).toMatch(/<main>events:\d+<\/main>/);
    const th = await get('/', { cookie: 'currentLanguage=fr' });
    expect(th.body).toContain('<html lang="th"');
    expect(th.headers.etag).not.toBe(en.headers.etag);
  });

  it('sends the plain app to other pages, an unknown event and a reserved key', async () => {
    for (const url of ['/about', '/no-such-event-2099', '/cart', `/${eventKey}/qr`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('raceday-ssr');
    }
  });
});
