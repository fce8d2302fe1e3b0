/**
 * Where the server's memory goes under the rush: `npm run bench:memory` (not part of `npm test`).
 *
 * For each database (PostgreSQL when reachable, then the embedded one) it starts the built server with
 * a probe (bench/memory-probe.mjs) that records RSS, the V8 heap (per space), external memory and array
 * buffers every 500 ms, runs the rush bench's mixed load (40 connections reading the event, 10 the list,
 * 10 placing orders) for MEMORY_SECONDS (default 20), and prints the breakdown idle, at the RSS peak and
 * 10 s after. With MEMORY_SNAPSHOT=1 it also writes a V8 heap snapshot at the end of the load
 * (SIGUSR2, in the system temp folder) and prints the largest object groups in it.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freshDatabase,
  mixedLoad,
  openPlaces,
  orderBodies,
  root,
  sleep,
  TINY,
  startServer,
  type BenchDatabase,
} from './support';

const PORT = 3471;
const SECONDS = Number(process.env.MEMORY_SECONDS ?? (TINY ? 2 : 20));
const SNAPSHOT = process.env.MEMORY_SNAPSHOT === '1';
const ADMIN_URL = process.env.RUSH_SKIP_POSTGRES
  ? undefined
  : (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

interface Sample {
  t: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  spaces: Record<string, number>;
}

const readSamples = (file: string): Sample[] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sample);

function row(label: string, s: Sample): string {
  const { new: young = 0, old = 0, code = 0, large_object = 0 } = s.spaces;
  return `| ${label} | ${s.rss} | ${s.heapTotal} (used ${s.heapUsed}) | ${young} | ${old} | ${large_object} | ${code} | ${s.external} | ${s.arrayBuffers} | ${Math.round((s.rss - s.heapTotal - s.external) * 10) / 10} |`;
}

/** The largest groups of a heap snapshot by self size: constructor (or type) name, count, MB. */
function summarizeSnapshot(file: string, top = 15): string[] {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const groups = new Map<string, { count: number; bytes: number }>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt!]!]!;
    const name =
      type === 'object' || type === 'native' ? snap.strings[snap.nodes[i + nameAt!]!]! : `(${type})`;
    const g = groups.get(name) ?? { count: 0, bytes: 0 };
    g.count++;
    g.bytes += snap.nodes[i + sizeAt!]!;
    groups.set(name, g);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, top)
    .map(
      ([name, g]) =>
        `${(g.bytes / 1048576).toFixed(1).padStart(7)} MB ${String(g.count).padStart(9)}  ${name.slice(0, 80)}`,
    );
}

async function measure(name: string, database: BenchDatabase, env: Record<string, string> = {}) {
  await openPlaces(database, 10_000_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'raceday-memory-'));
  const probe = path.join(dir, 'probe.jsonl');
  const server = await startServer(PORT, {
    ...database.serverEnv,
    ...env,
    MEMORY_PROBE_FILE: probe,
    NODE_OPTIONS: `--import=${path.join(root, 'bench/memory-probe.mjs')} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dir} ${process.env.MEMORY_NODE_FLAGS ?? ''}`,
  });
  try {
    await sleep(TINY ? 500 : 3000);
    const idle = readSamples(probe).at(-1)!;
    const base = server.base;
    const body = await orderBodies(base, '7');
    const started = Date.now();
    const { reads, placed } = await mixedLoad(base, body, SECONDS);
    if (SNAPSHOT) {
      server.process.kill('SIGUSR2');
      // Writing a snapshot stops the process for a few seconds; wait for the file to be complete.
      await sleep(15_000);
    }
    await sleep(TINY ? 1000 : 10_000);
    const samples = readSamples(probe);
    const during = samples.filter((s) => s.t >= started && s.t <= started + SECONDS * 1000);
    const peak = during.reduce((a, b) => (b.rss > a.rss ? b : a), during[0]!);
    const after = samples.at(-1)!;
    console.log(
      `\n### ${name}${process.env.MEMORY_NODE_FLAGS ? ` (${process.env.MEMORY_NODE_FLAGS})` : ''}\n`,
    );
    console.log(
      `event reads ${reads.perSecond}/s (p99 ${reads.p99} ms), orders ${placed.perSecond}/s (p99 ${placed.p99} ms)\n`,
    );
    console.log(
      '| moment | RSS | V8 heap total | young | old | large objects | code | external | array buffers | rest of RSS |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(row('idle', idle));
    console.log(row('peak under load', peak));
    console.log(row('10 s after', after));
    if (SNAPSHOT) {
      const snapshot = readdirSync(dir).find((f) => f.endsWith('.heapsnapshot'));
      if (snapshot) {
        console.log('\nLargest groups in the heap snapshot at the end of the load (self size):\n```');
        for (const line of summarizeSnapshot(path.join(dir, snapshot))) console.log(line);
        console.log('```');
      }
    }
  } finally {
    await server.stop();
  }
}

const setups: [string, BenchDatabase][] = [];
if (ADMIN_URL) setups.push(['PostgreSQL, 1 process', await freshDatabase(ADMIN_URL)]);
setups.push(['embedded (PGlite)', await freshDatabase(undefined)]);
for (const [name, database] of setups) {
  try {
    await measure(name, database);
  } finally {
    await database.drop();
  }
}
