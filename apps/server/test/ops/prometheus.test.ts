/**
 * A real Prometheus (Debian's package) scrapes a running server every second with the bearer token;
 * a PromQL query then returns the orders placed during the test, and `promtool check metrics` finds
 * no problem in a scrape's text (issue 25 item 1).
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventDetail } from '@raceday/domain';
import { buildTestApp, type TestApp } from '../helper';
import { orderFor, runnerFor } from '../support/orders';
import { freePort, startPrometheus, waitFor, type Running } from './services';

const TOKEN = 'prometheus-scrape-token-0123456789';
const ORDERS = 3;

let t: TestApp;
let base: string;
let prometheus: (Running & { url: string }) | undefined;

beforeAll(async () => {
  t = await buildTestApp({ config: { METRICS_TOKEN: TOKEN } });
  const port = await freePort();
  await t.app.listen({ host: '127.0.0.1', port });
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await prometheus?.stop();
  await t?.close();
});

/** One PromQL query's single value (a number), or undefined while it has no result. */
async function query(promql: string): Promise<number | undefined> {
  const res = await fetch(`${prometheus!.url}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await res.json()) as { data: { result: { value: [number, string] }[] } };
  const first = body.data.result[0];
  return first ? Number(first.value[1]) : undefined;
}

function promtoolCheck(text: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('promtool', ['check', 'metrics'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(text);
  });
}

it('Prometheus scrapes the server and PromQL returns the orders placed during the test', async () => {
  const target = new URL(base).host;
  prometheus = await startPrometheus(
    [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'scrape_configs:',
      '  - job_name: raceday',
      '    scrape_interval: 1s',
      '    scrape_timeout: 1s',
      '    authorization:',
      '      type: Bearer',
      `      credentials: ${TOKEN}`,
      '    static_configs:',
      `      - targets: ['${target}']`,
      '',
    ].join('\n'),
  );
  // The target is up (the token accepted), and before any order none is counted.
  await waitFor('the target scraped and up', 20_000, async () =>
    (await query('up{job="raceday"}')) === 1 ? true : undefined,
  );
  expect(await query('raceday_orders_total{result="placed"}')).toBe(0);

  const trail = (await (
    await fetch(`${base}/v1/events/chiangmai-doi-suthep-trail-2027`)
  ).json()) as EventDetail;
  for (let i = 0; i < ORDERS; i++) {
    const res = await fetch(`${base}/v1/order/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderFor(trail, [runnerFor(trail)])),
    });
    expect(res.status).toBe(201);
  }

  // A few scrapes later the series say so.
  await waitFor('the placed orders in Prometheus', 20_000, async () =>
    (await query('raceday_orders_total{result="placed"}')) === ORDERS ? true : undefined,
  );
  expect(
    await query('sum(raceday_http_request_duration_seconds_count{route="/v1/order/create",status="201"})'),
  ).toBe(ORDERS);
  expect(await query('raceday_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  expect(
    await query('raceday_event_places_held_unpaid{event="chiangmai-doi-suthep-trail-2027"}'),
  ).toBeGreaterThanOrEqual(ORDERS);

  // promtool finds nothing to say about the exposition.
  const scrape = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(scrape.status).toBe(200);
  const checked = await promtoolCheck(await scrape.text());
  expect(checked.output).toBe('');
  expect(checked.code).toBe(0);
});
