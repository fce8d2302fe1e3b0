/**
 * The API's contract as OpenAPI 3.1, generated from the routes' zod schemas (request and reply):
 * the document at /v1/openapi.json, a reference page to read and try it at /docs. Registered before
 * the routes, so every route is in it; a route marks itself `hide: true` to stay out.
 *
 * What a route cannot get wrong by hand is derived: its `security` from its own hooks (the bearer
 * token exactly where a login hook of plugins/auth.ts runs, on the route or on its folder), its
 * `operationId` from its method and path. Its `summary` is written in the route.
 */
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { isLoginHook } from './auth';

/** The reference page's groups, by path. */
const AREAS: [RegExp, string][] = [
  [/^\/v1\/(events|site)/, 'events'],
  [/^\/v1\/order\/(inquiry|cc-payment)|^\/v1\/payments\/|^\/v1\/upload\/|^\/files\//, 'payments'],
  [/^\/v1\/order\/|^\/v1\/member-event\//, 'orders'],
  [/^\/v1\/utils\//, 'lookups'],
  [/^\/v1\/(auth|user)\//, 'accounts'],
  [/^\/v1\/organizer\//, 'back office'],
  [/^\/v1\/sandbox\//, 'sandbox provider'],
];

/** The hooks that run before a route's handler and may refuse the call. */
const GUARD_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/**
 * The hooks a plugin added to its instance (`app.addHook`), which Fastify runs before the route's own:
 * kept under its `fastify.hooks` symbol, the one list Fastify itself reads when it wires the route.
 */
function instanceHooks(instance: object, name: string): unknown[] {
  for (let o: object | null = instance; o; o = Object.getPrototypeOf(o) as object | null) {
    const key = Object.getOwnPropertySymbols(o).find((k) => k.description === 'fastify.hooks');
    if (key) return (o as Record<symbol, Record<string, unknown[]> | undefined>)[key]?.[name] ?? [];
  }
  // A Fastify that keeps its hooks elsewhere: fail at the first document, not with a wrong contract.
  throw new Error("plugins/openapi.ts cannot read Fastify's hooks to tell which routes need a login");
}

/** The instance each route was declared on (for its folder's hooks). */
const declaredOn = new WeakMap<RouteOptions, FastifyInstance>();

/** Whether a login hook (plugins/auth.ts) runs before the route: on the route or on its folder. */
function needsLogin(route: RouteOptions): boolean {
  const instance = declaredOn.get(route);
  return GUARD_HOOKS.some((name) =>
    [...(instance ? instanceHooks(instance, name) : []), ...[route[name] ?? []].flat()].some(isLoginHook),
  );
}

/** `GET /v1/admin/outbox/:id` → `getAdminOutboxById`: method, then the path's words, `v1` left out. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'v1')
    .flatMap((part) => (part.startsWith(':') ? ['by', ...part.slice(1).split(/[-_.]/)] : part.split(/[-_.]/)))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The zod transform, then what is derived: security (`[]` says: no login) and operationId. */
const transform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema: FastifySchema = out.schema ?? {};
  if (schema.hide) return out;
  schema.security = needsLogin(input.route) ? [{ bearer: [] }] : [];
  schema.operationId ??= operationIdFor([input.route.method].flat()[0]!, input.url);
  return { ...out, schema };
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Each route's group without repeating it in every route, and where it was declared.
  app.addHook('onRoute', function (route) {
    declaredOn.set(route, this);
    if (!route.url.startsWith('/v1/') && !route.url.startsWith('/files/')) return;
    const schema = (route.schema ??= {}) as { tags?: string[] };
    const area = AREAS.find(([re]) => re.test(route.url));
    if (area && !schema.tags) schema.tags = [area[1]];
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RaceDay API',
        version: '1',
        description:
          'Every call the web app makes. Conventions, error codes and the narrative: docs/API.md. ' +
          'Errors are `{ status: "error", code, message, field? }` with a real HTTP status.',
      },
      // This server, wherever it runs (the reference page tries calls on the page's own origin).
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // The reference page's own files come from the package (no CDN); its CSP allows its own scripts.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Its own scripts only; swagger-ui sets inline styles as it renders.
    staticCSP:
      "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; " +
      "frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; script-src 'self'; " +
      "script-src-attr 'none'; style-src 'self' 'unsafe-inline'",
    uiConfig: { url: '/v1/openapi.json', validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
}
