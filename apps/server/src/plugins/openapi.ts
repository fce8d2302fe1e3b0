/**
 * The API's contract as OpenAPI 3.1, generated from the routes' zod schemas (request and reply):
 * the document at /v1/openapi.json, a reference page to read and try it at /docs. Registered before
 * the routes, so every route is in it; a route marks itself `hide: true` to stay out.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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

/** Calls that need the bearer token of a login (the back office, the member's own pages). */
const SIGNED_IN = /^\/v1\/(organizer\/|user\/|auth\/(profile|logout-all)|member-event\/)/;

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Each route's group and, where it needs one, its login, without repeating them in every route.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/') && !route.url.startsWith('/files/')) return;
    const schema = (route.schema ??= {}) as { tags?: string[]; security?: unknown[] };
    const area = AREAS.find(([re]) => re.test(route.url));
    if (area && !schema.tags) schema.tags = [area[1]];
    if (SIGNED_IN.test(route.url) && !schema.security) schema.security = [{ bearer: [] }];
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
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
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
