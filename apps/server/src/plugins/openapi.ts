/**
 * The API's contract as OpenAPI 3.1, generated from the routes' zod schemas (request and reply):
 * the document at /v1/openapi.json, a reference page to read and try it at /docs. Registered before
 * the routes, so every route is in it; a route marks itself `hide: true` to stay out.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
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
    staticCSP: true,
    uiConfig: { url: '/v1/openapi.json', validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
}
