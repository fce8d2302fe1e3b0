/**
 * Back-office screens at 50,000 runners (`npm run bench:reports`, after `npm run build`): every call
 * the report page, the order list, the payout and the bib desk make, timed against the built server
 * (apps/server/dist) on PostgreSQL and on the embedded database, each seeded with BENCH_RUNNERS runners
 * on the Bangkok marathon (bench/seed-runners.ts, shared with bench:exports). Each call is asked a few
 * times to warm up, then REPORTS_REPEAT times one after another; the table gives the median and p95 of
 * those (ms, client side, loopback), against the target of a median under 50 ms.
 *
 * Settings: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; REPORTS_SKIP_POSTGRES=1 to
 * skip it), BENCH_RUNNERS (50000), REPORTS_REPEAT (25), BENCH_PORT (3330), REPORTS_ONLY (a call name
 * part), REPORTS_WRITE=0 to only print, BENCH_TINY=1.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { events } from '../apps/server/src/db/schema';
import {
  adminUrlFor,
  freshDatabase,
  KEY,
  markerSection,
  organizerToken,
  root,
  startServer,
  TINY,
  writesReadme,
} from './support';
import { seedRunners } from './seed-runners';

const PORT = Number(process.env.BENCH_PORT ?? 3330);
const RUNNERS = Number(process.env.BENCH_RUNNERS ?? (TINY ? 300 : 50_000));
const REPEAT = Number(process.env.REPORTS_REPEAT ?? (TINY ? 3 : 25));
const WARM = TINY ? 1 : 3;
const ADMIN_URL = adminUrlFor('REPORTS');
if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) throw new Error('build first: npm run build');

/** The calls: a label, the path under /v1/organizer/, and the body beside event_key. */
const orderList = (label: string, body: Record<string, unknown>): Call => [
  `order list: ${label}`,
  'report-order-latest',
  body,
];
type Call = [label: string, path: string, body: Record<string, unknown>];
const deepPage = Math.max(1, Math.floor(RUNNERS / 2 / 50) - 5); // near the end of ~RUNNERS/2 orders
const ALL_CALLS: Call[] = [
  ['headline', 'report-headline', {}],
  ['runners per race type', 'report-runner-type', {}],
  ['per race type and sex', 'report-runner-type-sex', {}],
  ['shirts per size', 'report-runner-tshirt', {}],
  ['shirts per race type and size', 'report-runner-type-tshirt', {}],
  ['orders per status', 'report-order-count', {}],
  ['revenue', 'report-order-amt', {}],
  ['payout', 'payout', {}],
  orderList('all, page 1', { order_filter_type: 'ALL' }),
  orderList(`all, page ${deepPage}`, { order_filter_type: 'ALL', page: deepPage }),
  orderList('the default (mobile, no text)', {}),
  orderList('mobile contains "0001234"', { order_filter_type: 'mobile', order_filter_value: '0001234' }),
  orderList('mobile contains "089" (none)', { order_filter_type: 'mobile', order_filter_value: '089' }),
  orderList('e-mail contains "runner4242"', { order_filter_type: 'email', order_filter_value: 'runner4242' }),
  orderList('name contains "สมชาย"', { order_filter_type: 'delivery_add_name', order_filter_value: 'สมชาย' }),
  orderList('status INITIAL', { order_filter_type: 'status', order_filter_value: 'INITIAL' }),
  orderList(`status PAID, page ${Math.ceil(deepPage / 2)}`, {
    order_filter_type: 'status',
    order_filter_value: 'PAID',
    page: Math.ceil(deepPage / 2),
  }),
  orderList('payment reference "chrg_"', { order_filter_type: 'payment_ref', order_filter_value: 'chrg_' }),
  orderList('order id prefix "abc"', { order_filter_type: 'uuid', order_filter_value: 'abc' }),
  orderList('slip to check', { order_filter_type: 'INITIAL_HAVE_SLIP' }),
  orderList('money to look at', { order_filter_type: 'ATTENTION' }),
  [
    'bib desk: mobile "0001234"',
    'checkbib-search',
    { order_filter_type: 'mobile_no', order_filter_value: '0001234' },
  ],
  [
    'bib desk: name "สมชาย ศรี"',
    'checkbib-search',
    { order_filter_type: 'fname', order_filter_value: 'สมชาย ศรี' },
  ],
  [
    'bib desk: ID card',
    'checkbib-search',
    { order_filter_type: 'id_card', order_filter_value: '9000000012345' },
  ],
  [
    'bib desk: e-mail "runner777"',
    'checkbib-search',
    { order_filter_type: 'email', order_filter_value: 'runner777' },
  ],
  [
    'bib desk: order id prefix "abc"',
    'checkbib-search',
    { order_filter_type: 'order_uuid', order_filter_value: 'abc' },
  ],
];
const CALLS = ALL_CALLS.filter(
  ([label]) => !process.env.REPORTS_ONLY || label.includes(process.env.REPORTS_ONLY),
);

interface Timing {
  label: string;
  median: number;
  p95: number;
  bytes: number;
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function runSetup(name: string, adminUrl: string | undefined): Promise<Timing[]> {
  const database = await freshDatabase(adminUrl);
  try {
    const db = await database.open();
    const seeded = await seedRunners(db, RUNNERS);
    // The bib desk answers only on events that use it.
    await db.db.update(events).set({ isEnableCheckbibFunction: true }).where(eq(events.eventKey, KEY));
    await db.close();
    console.log(`${name}: seeded ${RUNNERS} runners in ${seeded.seconds.toFixed(1)} s`);
    const server = await startServer(PORT, {
      ...database.serverEnv,
      WEB_DIST_DIR: mkdtempSync(path.join(tmpdir(), 'raceday-web-')),
    });
    try {
      const accessToken = await organizerToken(server.base);
      const ask = async ([, call, body]: Call) => {
        const started = performance.now();
        const res = await fetch(`${server.base}/v1/organizer/${call}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ event_key: KEY, ...body }),
        });
        const text = await res.text();
        const ms = performance.now() - started;
        if (res.status !== 200)
          throw new Error(`${call} ${JSON.stringify(body)} answered ${res.status}: ${text}`);
        return { ms, bytes: text.length };
      };
      const timings: Timing[] = [];
      for (const call of CALLS) {
        for (let i = 0; i < WARM; i++) await ask(call);
        const ms: number[] = [];
        let bytes = 0;
        for (let i = 0; i < REPEAT; i++) {
          const r = await ask(call);
          ms.push(r.ms);
          bytes = r.bytes;
        }
        ms.sort((a, b) => a - b);
        const t = { label: call[0], median: percentile(ms, 50), p95: percentile(ms, 95), bytes };
        console.log(`${name}: ${t.label}: median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`);
        timings.push(t);
      }
      return timings;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const startedAt = new Date();
const load = loadavg().map((n) => n.toFixed(1));
const setups: [string, Timing[]][] = [];
if (ADMIN_URL) setups.push(['PostgreSQL', await runSetup('PostgreSQL', ADMIN_URL)]);
setups.push(['embedded', await runSetup('embedded (PGlite)', undefined)]);

const lines: string[] = [];
const out = (s = '') => {
  console.log(s);
  lines.push(s);
};
out(
  `### ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${cpus().length} cores (${cpus()[0]?.model ?? ''}), ${Math.round(totalmem() / 2 ** 30)} GiB; load average at the start ${load.join(' / ')}`,
);
out('');
out(
  `${RUNNERS.toLocaleString('en-US')} runners seeded (~${Math.round(RUNNERS / 2).toLocaleString('en-US')} orders); each call ${WARM}× to warm up, then ${REPEAT}× in a row; ms on loopback, median / p95. Target: median < 50 ms.`,
);
out('');
out(`| call | ${setups.map(([n]) => `${n} median / p95`).join(' | ')} | target |`);
out(`| --- | ${setups.map(() => '--:').join(' | ')} | --- |`);
for (const [i, call] of CALLS.entries()) {
  const cells = setups.map(([, t]) => `${t[i]!.median.toFixed(0)} / ${t[i]!.p95.toFixed(0)}`);
  const met = setups.every(([, t]) => t[i]!.median < 50);
  out(`| ${call[0]} | ${cells.join(' | ')} | ${met ? 'met' : '**not met**'} |`);
}

if (writesReadme('REPORTS')) {
  const file = path.join(root, 'bench/README.md');
  writeFileSync(file, markerSection(readFileSync(file, 'utf8'), 'bench:reports', lines.join('\n')));
}
