// The reference for the read benches: a bare Fastify 5 route that returns the given bytes as JSON,
// no database, no hooks (and a POST route that parses a JSON body and answers 400). Usage: node bench/bare-server.mjs <port> <file>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const bytes = readFileSync(file);
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));
// The reference for bench/bodies.ts: Fastify's own JSON parser on the same body, then a 400.
app.post('/body', async (_req, reply) => reply.code(400).send({ status: 'error' }));
app.get('/event', (_req, reply) => {
  reply.type('application/json; charset=utf-8').send(bytes);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
