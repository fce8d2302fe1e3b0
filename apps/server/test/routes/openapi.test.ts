/**
 * The API's contract: the OpenAPI document is generated from the routes' schemas and served with a
 * reference page, and every /v1 route declares what it replies.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

interface Operation {
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  summary?: string;
  operationId?: string;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const openApiDocument = async () =>
  (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json<OpenApiDocument>();
/** Every operation of the document as `METHOD /path` (parameters spelled `{name}`). */
const operations = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, method: m, path: p, op })),
  );

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

  it('declares the bearer token on exactly the operations that answer 401 without one', async () => {
    const doc = await openApiDocument();
    const declared = (op: Operation) => (op.security ?? []).some((s) => 'bearer' in s);
    // The calls the issue found undeclared, and the sign-up that declared a token it never asks for.
    for (const key of [
      'POST /v1/order/update',
      'PATCH /v1/order/address',
      'GET /v1/admin/outbox',
      'GET /v1/admin/outbox/{id}',
    ]) {
      const [method, p] = key.split(' ') as [string, string];
      expect(declared(doc.paths[p]![method.toLowerCase()]!), key).toBe(true);
    }
    expect(declared(doc.paths['/v1/user/register']!.post!)).toBe(false);
    // Every operation, asked without a token: a 401 exactly where the document declares the bearer.
    const wrong: string[] = [];
    for (const { key, method, path: p, op } of operations(doc)) {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: p.replace(/\{\w+\}/g, 'x'),
        ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
      });
      if ((res.statusCode === 401) !== declared(op)) wrong.push(`${key}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives every operation a summary and a unique operationId', async () => {
    const doc = await openApiDocument();
    const ops = operations(doc);
    expect(ops.filter(({ op }) => !op.summary?.trim()).map((o) => o.key)).toEqual([]);
    expect(ops.filter(({ op }) => !op.operationId).map((o) => o.key)).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(doc.paths['/v1/admin/outbox/{id}']!.get!.operationId).toBe('getAdminOutboxById');
  });

  it('passes the recommended rules of Redocly with no error, offline', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'raceday-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(await openApiDocument()));
      // Its own bin script, run by this Node; no usage data sent, no update check.
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      const run = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=10000'],
        {
          cwd: dir,
          maxBuffer: 16 * 1024 * 1024,
          env: {
            ...process.env,
            REDOCLY_TELEMETRY: 'off',
            REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
            REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          },
        },
      ).catch((err: { stdout?: string; stderr?: string }) => ({
        stdout: err.stdout ?? '',
        stderr: err.stderr ?? String(err),
      }));
      const report = JSON.parse(run.stdout || '{}') as {
        totals?: { errors: number; warnings: number };
        problems?: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
      };
      const errors = (report.problems ?? [])
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`);
      expect(report.totals, run.stderr).toBeDefined();
      expect(errors).toEqual([]);
      expect(report.totals!.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
