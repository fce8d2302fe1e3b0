/**
 * The built web app as the server sends it: the build's brotli and gzip copies with the matching
 * Content-Encoding (index.html through the SPA fallback too), the cache headers, and no source maps.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

const indexHtml = `<!doctype html><html lang="th"><head><title>RaceDay</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const appJs = `export const app = ${JSON.stringify('x'.repeat(4000))};\n//# debugId=test`;
const generalCoverSvg = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`;
const coverSvg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`;

/** A stand-in for apps/web/dist after `vite build`: each file with its .br and .gz, plus a map. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'raceday-web-static-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'covers'));
  const put = (file: string, body: string, compressed = true) => {
    writeFileSync(path.join(dir, file), body);
    if (!compressed) return;
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
  };
  put('index.html', indexHtml);
  put('assets/app-AbC123.js', appJs);
  put('assets/app-AbC123.js.map', '{"version":3,"sources":["secret.ts"]}', false);
  put('covers/race.svg', coverSvg);
  put('covers/event.svg', generalCoverSvg);
  return dir;
}

let t: TestApp;
let dist = '';
/** The build's own copy, byte for byte: nothing is compressed again per request. */
const builtCopy = (file: string) => readFileSync(path.join(dist, file));
beforeAll(async () => {
  dist = webDist();
  t = await buildTestApp({ seed: false, config: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static files', () => {
  it('shows the general drawn cover for an event without one of its own, never a broken image', async () => {
    const res = await get('/covers/setup-e2e-new-event-2027.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(generalCoverSvg);
    // An event's own drawn cover is its own...
    expect((await get('/covers/race.svg')).body).toBe(coverSvg);
    // ...and any other missing file is still a 404.
    expect((await get('/covers/setup-e2e-new-event-2027.png')).statusCode).toBe(404);
    expect((await get('/covers/../index.svg')).statusCode).toBe(404);
  });

  it('sends the brotli copy of a bundle to a browser that accepts it, immutable', async () => {
    const res = await get('/assets/app-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(builtCopy('assets/app-AbC123.js.br'))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gz = await get('/assets/app-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(builtCopy('assets/app-AbC123.js.gz'))).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(appJs);

    const plain = await get('/assets/app-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appJs);
  });

  it('sends index.html compressed and revalidated, at / and through the SPA fallback', async () => {
    for (const url of [
      '/',
      '/bangkok-riverside-marathon-2027',
      '/bangkok-riverside-marathon-2027/register',
    ]) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.rawPayload.equals(builtCopy('index.html.br')), url).toBe(true);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('sends cover images compressed', async () => {
    const res = await get('/covers/race.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(coverSvg);
  });

  it('never serves source maps or the compressed copies by their own names', async () => {
    for (const url of ['/assets/app-AbC123.js.map', '/assets/app-AbC123.js.br', '/index.html.gz']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret.ts');
    }
  });
});
