/**
 * A shutdown under load: a request whose client has gone is still running its handler; the app's
 * close must wait for it before the database pool closes (main.ts closes the app, then the pool).
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { trackInFlight } from '../../src/plugins/in-flight';

/** Stands for the database pool: remembers whether it was used after it was closed. */
class Pool {
  closed = false;
  usedAfterClose = 0;
  queries = 0;
  async query() {
    if (this.closed) this.usedAfterClose += 1;
    else this.queries += 1;
  }
  close() {
    this.closed = true;
  }
}

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** Sends a request and drops the connection once the handler has started. */
async function requestThenLeave(port: number, path: string, started: Promise<void>) {
  const req = http.request({ port, path, method: 'GET' });
  req.on('error', () => undefined);
  req.end();
  await started;
  req.destroy();
  // Let the server see the connection go.
  await new Promise((r) => setTimeout(r, 50));
}

describe('closing while handlers run', () => {
  for (const tracked of [false, true]) {
    it(`${tracked ? 'with' : 'without'} the in-flight count, a handler whose client left ${tracked ? 'finishes before' : 'meets'} the closed pool`, async () => {
      const pool = new Pool();
      app = Fastify();
      if (tracked) trackInFlight(app, { graceMs: 5_000 });
      let markStarted!: () => void;
      const started = new Promise<void>((r) => (markStarted = r));
      app.get('/order', async () => {
        markStarted();
        await new Promise((r) => setTimeout(r, 300));
        await pool.query();
        return { ok: true };
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as { port: number }).port;
      await requestThenLeave(port, '/order', started);
      // What main.ts does on SIGTERM.
      await app.close();
      pool.close();
      app = null;
      await new Promise((r) => setTimeout(r, 400));
      if (tracked)
        expect({ queries: pool.queries, usedAfterClose: pool.usedAfterClose }).toEqual({
          queries: 1,
          usedAfterClose: 0,
        });
      else expect(pool.usedAfterClose).toBe(1);
    });
  }

  it('gives up after the grace period, so a stuck handler cannot hold the shutdown', async () => {
    app = Fastify({ logger: false });
    const inFlight = trackInFlight(app, { graceMs: 200 });
    let markStarted!: () => void;
    const started = new Promise<void>((r) => (markStarted = r));
    app.get('/stuck', async () => {
      markStarted();
      await new Promise(() => undefined);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    await requestThenLeave(port, '/stuck', started);
    expect(inFlight.count()).toBe(1);
    await app.close();
    app = null;
    expect(inFlight.count()).toBe(1);
  });
});
