import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const checkbibRoutes: FastifyPluginAsyncZod = async () => {};

export default checkbibRoutes;
