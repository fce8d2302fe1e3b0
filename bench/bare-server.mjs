// The reference for the read benches: a bare Fastify 5 route that returns the given bytes as JSON,
// no database, no hooks. Usage: node bench/bare-server.mjs <port> <file>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const bytes = readFileSync(file);
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));
app.get('/event', (_req, reply) => {
  reply.type('application/json; charset=utf-8').send(bytes);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
