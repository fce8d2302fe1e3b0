/**
 * The API's contract: the OpenAPI document is generated from the routes' schemas and served with a
 * reference page, and every /v1 route declares what it replies.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, listRoutes, type TestApp } from '../helper';

const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ routes });
});
afterAll(async () => {
  await t.close();
});

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
}

/** Every /v1 route the document must show (a route marks itself `hide: true` to stay out). */
const apiRoutes = () =>
  listRoutes(routes).filter(
    (r) => r.url.startsWith('/v1/') && !(r.route.schema as { hide?: boolean } | undefined)?.hide,
  );

describe('the OpenAPI document', () => {
  it('is served at /v1/openapi.json with every /v1 route, its request and its reply', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toBe('3.1.0');
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const missing = apiRoutes()
      .map((r) => r.key)
      .filter((k) => !listed.has(k));
    expect(missing).toEqual([]);
    // The order call, with its body and the reply the page reads (201 new, 200 the same key again).
    const create = doc.paths['/v1/order/create']!.post!;
    expect(JSON.stringify(create.requestBody)).toContain('event_key');
    expect(Object.keys(create.responses ?? {})).toEqual(expect.arrayContaining(['200', '201']));
    expect(JSON.stringify(create.responses!['201'])).toContain('access_key');
    // Every operation shows a successful reply, e.g. the back office's order list with its rows.
    const withoutSuccess = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !Object.keys(op.responses ?? {}).some((status) => status.startsWith('2')))
        .map(([m]) => `${m.toUpperCase()} ${p}`),
    );
    expect(withoutSuccess).toEqual([]);
    const orders = doc.paths['/v1/organizer/report-order-latest']!.post!;
    expect(JSON.stringify(orders.responses!['200'])).toContain('payment_flags');
  });

  it('has a reference page at /docs, served from the package itself', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    const html =
      page.statusCode === 302 ? await t.app.inject({ method: 'GET', url: page.headers.location! }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('swagger-ui');
  });

  it('every /v1 route declares its reply', () => {
    const without = apiRoutes()
      .filter(({ route }) => !(route.schema as { response?: unknown } | undefined)?.response)
      .map((r) => r.key)
      .sort();
    expect(without, 'routes without schema.response').toEqual([]);
  });
});
