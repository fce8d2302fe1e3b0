/**
 * Hostile request bodies (`npm run bench:bodies`): one megabyte of JSON in every shape a stranger can
 * send, to the busiest public call (`POST /v1/order/create`), beside the same bytes sent to a bare
 * Fastify route that only parses JSON and answers 400 (bench/bare-server.mjs), in the same run.
 *
 * 1. Each shape alone: the median and worst of BODIES_REPEAT requests.
 * 2. Ten of the slowest shape at once, while /healthz is asked every 10 ms: its worst answer.
 *
 * The bar (issue 23): every body answered within 100 ms, /healthz under 50 ms meanwhile. Writes its
 * table to bench/README.md between the bench:bodies markers (BODIES_WRITE=0 to only print).
 * Settings: BODIES_REPEAT (15), BODIES_PORT (3340), BODIES_ONLY (a part of a shape's name). The embedded database (the checks run before any
 * query, so the database does not matter).
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freshDatabase, markerSection, root, startServer, waitForHealth } from './support';

const REPEAT = Number(process.env.BODIES_REPEAT ?? 15);
const PORT = Number(process.env.BODIES_PORT ?? 3340);
const MB = 1024 * 1024;

const runner = JSON.stringify({
  fname: 'สมชาย',
  lname: 'ใจดี',
  id_card: '1101700230708',
  health_problem: '-',
});
const shapes: Record<string, string> = {
  'arrays nested 500,000 deep': '['.repeat(MB / 2) + ']'.repeat(MB / 2),
  'objects nested 170,000 deep': '{"a":'.repeat(MB / 6) + '1' + '}'.repeat(MB / 6),
  'an object of 90,000 fields': `{${Array.from({ length: 90_000 }, (_, i) => `"k${i}":0`).join(',')}}`,
  'an array of 500,000 numbers': `{"runner_list":[${Array.from({ length: 500_000 }, () => '0').join(',')}]}`,
  'one string of 1 MB': `{"event_key":"${'a'.repeat(MB - 40)}"}`,
  '9,000 strings of 110 characters': `{"runner_list":[${Array.from({ length: 9_000 }, () => `"${'x'.repeat(110)}"`).join(',')}]}`,
  '1,300 runners (~1 MB)': `{"event_key":"bangkok-riverside-marathon-2027","runner_list":[${Array.from({ length: 1_300 }, () => runner).join(',')}]}`,
  'a lone surrogate in 1 MB of text': `{"event_key":"${'a'.repeat(MB - 40)}\\ud800"}`,
};

const post = async (url: string, body: string) => {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number) => n.toFixed(1);

async function timings(url: string, body: string) {
  await post(url, body); // warm
  const ms: number[] = [];
  let status = 0;
  for (let i = 0; i < REPEAT; i++) {
    const r = await post(url, body);
    ms.push(r.ms);
    status = r.status;
  }
  return { median: median(ms), worst: Math.max(...ms), status };
}

/** Ten copies of `body` at once; /healthz asked every 10 ms meanwhile. */
async function tenAtOnce(base: string, url: string, body: string) {
  let stop = false;
  const health: number[] = [];
  const prober = (async () => {
    while (!stop) {
      const t0 = performance.now();
      await (await fetch(`${base}/healthz`)).arrayBuffer();
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const t0 = performance.now();
  const replies = await Promise.all(Array.from({ length: 10 }, () => post(url, body)));
  const all = performance.now() - t0;
  stop = true;
  await prober;
  return {
    all,
    slowest: Math.max(...replies.map((r) => r.ms)),
    healthWorst: Math.max(...health),
    healthN: health.length,
  };
}

const database = await freshDatabase(undefined);
const server = await startServer(PORT, database.serverEnv);
const barePort = PORT + 1;
const bare = spawn(
  process.execPath,
  [path.join(root, 'bench/bare-server.mjs'), String(barePort), path.join(root, 'package.json')],
  {
    stdio: 'inherit',
  },
);
const lines: string[] = [];
const out = (s = '') => {
  console.log(s);
  lines.push(s);
};
try {
  await waitForHealth(`http://127.0.0.1:${barePort}`, bare);
  const ours = `${server.base}/v1/order/create`;
  const ref = `http://127.0.0.1:${barePort}/body`;
  out(
    `### ${new Date().toISOString().slice(0, 10)}: ${REPEAT} requests per shape, one at a time; embedded database`,
  );
  out();
  out(
    '| body (1 MB) | our reply | ours median ms | ours worst ms | bare Fastify parse median ms | ours ÷ bare |',
  );
  out('| --- | --: | --: | --: | --: | --: |');
  let slowest = { name: '', median: 0 };
  let worstAll = 0;
  for (const [name, body] of Object.entries(shapes)) {
    if (process.env.BODIES_ONLY && !name.includes(process.env.BODIES_ONLY)) continue;
    const a = await timings(ours, body);
    const b = await timings(ref, body);
    worstAll = Math.max(worstAll, a.worst);
    if (a.median > slowest.median) slowest = { name, median: a.median };
    out(
      `| ${name} | ${a.status} | ${fmt(a.median)} | ${fmt(a.worst)} | ${fmt(b.median)} (${b.status}) | ${(a.median / b.median).toFixed(2)} |`,
    );
  }
  const ten = await tenAtOnce(server.base, ours, shapes[slowest.name]!);
  out();
  out(
    `Ten bodies of the slowest shape (${slowest.name}) at once: all answered in ${fmt(ten.all)} ms (slowest ${fmt(ten.slowest)} ms); /healthz asked ${ten.healthN} times meanwhile, worst ${fmt(ten.healthWorst)} ms.`,
  );
  out();
  out(
    `Bar: every body within 100 ms (worst seen ${fmt(worstAll)} ms: ${worstAll < 100 ? 'met' : '**not met**'}); /healthz under 50 ms while ten arrive (${fmt(ten.healthWorst)} ms: ${ten.healthWorst < 50 ? 'met' : '**not met**'}).`,
  );
} finally {
  bare.kill('SIGTERM');
  await server.stop();
  await database.drop();
}
if (process.env.BODIES_WRITE !== '0') {
  const file = path.join(root, 'bench/README.md');
  writeFileSync(file, markerSection(readFileSync(file, 'utf8'), 'bench:bodies', lines.join('\n')));
  console.log(`\nwritten to ${file}`);
}
