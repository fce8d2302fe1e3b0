/**
 * Web benchmark: Lighthouse (mobile, simulated throttling: Lighthouse's defaults) on the built app,
 * served by the built server on a fresh embedded database with the demo data. Three runs per page,
 * the median run kept (by performance score). Prints and records in bench/README.md: performance,
 * accessibility, LCP, CLS, TBT, bytes transferred, and the first-load JavaScript (every script the page
 * loaded, each gzipped at level 9, the size the server sends to a gzip-only client).
 *
 *   npm run bench:web            # builds, then runs this
 *
 * Settings: BENCH_WEB_RUNS (3), BENCH_WEB_PORT (3390), CHROME_PATH (/usr/bin/chromium),
 * WEB_DIST_DIR (apps/web/dist), BENCH_WEB_README=0 to print only.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import {
  orderBodies,
  SERVER_NODE_FLAGS,
  showWarnings,
  TINY,
  waitForHealth,
  withoutDatabaseUrl,
  writesReadme,
} from './support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3390);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? (TINY ? 1 : 3));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const base = `http://127.0.0.1:${PORT}`;
const README = path.join(root, 'bench/README.md');
const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';

const serverMain = path.join(root, 'apps/server/dist/main.js');
const webDist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
if (!existsSync(serverMain) || !existsSync(path.join(webDist, 'index.html'))) {
  throw new Error('build first: npm run build (npm run bench:web does)');
}

// ---- the built server on a fresh embedded database (demo data seeded at start) -----------------
const dataDir = mkdtempSync(path.join(tmpdir(), 'raceday-bench-web-'));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
  env: {
    ...withoutDatabaseUrl(),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  },
  // At the users' log level (info); warnings and errors shown (bench/support.ts).
  stdio: ['ignore', 'pipe', 'inherit'],
});
showWarnings(server);
await waitForHealth(base, server);

interface Summary {
  event_key: string;
  is_open_register: 'Y' | 'N';
}
const events = (await (await fetch(`${base}/v1/events`)).json()) as Summary[];
const open = events.find((e) => e.is_open_register === 'Y');
if (!open) throw new Error('no open demo event');

// The order page as its owner sees it while paying: an unpaid order placed here, its access key in the
// browser profile Lighthouse runs with (the app keeps it in localStorage, lib/order-access.ts).
const placed = await fetch(`${base}/v1/order/create`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: (await orderBodies(base, '7'))(),
});
if (placed.status !== 201)
  throw new Error(`placing the bench order: ${placed.status} ${await placed.text()}`);
const order = (await placed.json()) as { uuid: string; access_key: string };
const profileDir = mkdtempSync(path.join(tmpdir(), 'raceday-bench-web-profile-'));
const owner = await chromium.launchPersistentContext(profileDir, { executablePath: CHROME_PATH });
const setup = await owner.newPage();
await setup.goto(`${base}/404`);
await setup.evaluate(
  ([uuid, key]) =>
    localStorage.setItem('order-access', JSON.stringify({ [uuid!]: { k: key, t: Date.now() } })),
  [order.uuid, order.access_key],
);
await owner.close();

const pages = [
  { name: 'home', url: `${base}/` },
  { name: 'event detail', url: `${base}/${open.event_key}` },
  { name: 'registration', url: `${base}/${open.event_key}/register` },
  { name: 'order', url: `${base}/order/${order.uuid}`, owner: true },
  // Tiny mode (CI): one run of the event page is enough to know the bench still works.
].slice(TINY ? 1 : 0, TINY ? 2 : undefined);

// ---- Lighthouse ----------------------------------------------------------------------------------
interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferBytes: number;
  jsFiles: string[];
  failedAudits: string[];
  /** Where the time goes (the profile behind a score): simulated FCP, main-thread work, script work. */
  fcpMs: number;
  mainThreadMs: number;
  scriptMs: number;
  /** The largest contentful paint's element, as Lighthouse names it. */
  lcpElement: string;
}

/** The first DOM node (`{ type: 'node', snippet }`) anywhere in an audit's details. */
function firstNodeSnippet(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  const d = details as { type?: string; snippet?: string };
  if (d.type === 'node' && d.snippet) return d.snippet;
  for (const value of Object.values(details)) {
    const found = firstNodeSnippet(value);
    if (found) return found;
  }
  return '';
}

async function lighthouseRun(url: string, asOwner = false): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    // The owner's profile keeps the order's access key; Lighthouse then must not clear storage.
    ...(asOwner ? { userDataDir: profileDir } : {}),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: asOwner,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (
      lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
    )?.items;
    const failedAudits = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]!))
      .filter((a) => a.score !== null && a.score < 0.9)
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      transferBytes: audit('total-byte-weight'),
      jsFiles: (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url),
      failedAudits,
      fcpMs: audit('first-contentful-paint'),
      mainThreadMs: audit('mainthread-work-breakdown'),
      scriptMs: audit('bootup-time'),
      lcpElement: firstNodeSnippet(
        lhr.audits['largest-contentful-paint-element']?.details ??
          lhr.audits['lcp-breakdown-insight']?.details,
      ).slice(0, 90),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP): run again. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts) throw err;
      console.log(`  retrying after: ${(err as Error).message}`);
    }
  }
}

/** Every script of the load, each gzipped at level 9 (the build's .gz copies are the same). */
async function jsGzipBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

interface Row extends Run {
  name: string;
  path: string;
  runs: number[];
  jsGzip: number;
}
const rows: Row[] = [];
try {
  for (const page of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await withRetries(() => lighthouseRun(page.url, page.owner));
      runs.push(run);
      console.log(
        `${page.name} run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms`,
      );
    }
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const jsGzip = await jsGzipBytes(median.jsFiles);
    rows.push({
      ...median,
      name: page.name,
      path: new URL(page.url).pathname,
      runs: runs.map((r) => r.performance),
      jsGzip,
    });
    if (median.failedAudits.length > 0) console.log(`  below 0.9: ${median.failedAudits.join(', ')}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}

// ---- report --------------------------------------------------------------------------------------
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const table = [
  '| page | performance (runs) | accessibility | LCP | CLS | TBT | transferred | first-load JS (gzip) |',
  '| --- | --: | --: | --: | --: | --: | --: | --: |',
  ...rows.map(
    (r) =>
      `| ${r.name} \`${r.path}\` | ${r.performance} (${r.runs.join(', ')}) | ${r.accessibility} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${kb(r.transferBytes)} | ${kb(r.jsGzip)} (${new Set(r.jsFiles).size} files) |`,
  ),
].join('\n');
const profile = [
  '| page | FCP | LCP | LCP element | main-thread work | of it scripts |',
  '| --- | --: | --: | --- | --: | --: |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | \`${r.lcpElement.replace(/\|/g, '/')}\` | ${Math.round(r.mainThreadMs)} ms | ${Math.round(r.scriptMs)} ms |`,
  ),
].join('\n');
console.log(`\n${table}\n\n${profile}\n`);

// Issue 28's goal: 150 KB for home and the event page, 200 KB for registration and the order page.
const budget = (r: Row) => (r.name === 'registration' || r.name === 'order' ? 200 : 150) * 1024;
const misses = rows.flatMap((r) => [
  ...(r.performance < 90 ? [`${r.name} performance ${r.performance}`] : []),
  ...(r.lcpMs > 2000 ? [`${r.name} LCP ${(r.lcpMs / 1000).toFixed(1)} s`] : []),
  ...(r.accessibility < 100 ? [`${r.name} accessibility ${r.accessibility}`] : []),
  ...(r.cls >= 0.05 ? [`${r.name} CLS ${r.cls.toFixed(3)}`] : []),
  ...(r.jsGzip > budget(r) ? [`${r.name} first-load JS ${kb(r.jsGzip)}`] : []),
]);
const section = `${START}
## Web (Lighthouse mobile): \`npm run bench:web\`

Builds the app, starts the built server on a fresh embedded database with the demo data, and runs
Lighthouse ${readLighthouseVersion()} (mobile form factor, simulated throttling: the defaults) with the
system Chromium on the home page, an open event's page, its registration page and an unpaid order's page
as its owner sees it while paying (the access key in the browser's storage), ${RUNS} runs each; the
table shows the median run (by performance). First-load JS is every script the page loaded, each
gzipped at level 9. Targets (issue 28): performance ≥ 90, LCP ≤ 2.0 s, accessibility 100, CLS < 0.05 on
each page; first-load JS ≤ 150 KB gzip for home and event detail, ≤ 200 KB for registration and the
order page.

### ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB

${table}

Where the time goes in the same median runs (Lighthouse's simulated mobile: 4× slower CPU, 1.6 Mbit/s, 150 ms round trips; main-thread work is this machine's measured time × 4, as Lighthouse reports it):

${profile}

${misses.length === 0 ? 'Every target met.' : `Not met: ${misses.join('; ')} (see the notes below).`}
${END}`;

if (writesReadme('BENCH_WEB') && process.env.BENCH_WEB_README !== '0') {
  // Re-read just before writing: other sections of the file change independently.
  const current = readFileSync(README, 'utf8');
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start !== -1 && end > start
      ? current.slice(0, start) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(README, next);
  console.log('bench/README.md: web section written');
}

function readLighthouseVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
