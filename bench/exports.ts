/**
 * Spreadsheet export benchmark (`npm run bench:exports`, after `npm run build`): a 50,000-runner
 * marathon's downloads streamed by the built server (apps/server/dist, what `npm run serve` runs), on
 * PostgreSQL and on the embedded database. For each: the all-applicants .xlsx
 * (POST /v1/organizer/report-order-excel-all) twice, then every other download once, each written to
 * disk as it arrives, with the time to the first and the last byte and the server's resident memory
 * before and at its peak (Linux VmHWM, reset just before the request). The reference beside it, in the
 * same run: exceljs's streaming writer (the options the server uses) writing the same rows, read back
 * from the downloaded file, from memory: the library's own limit, so the ratio says how much is ours.
 * Checks that the file holds one row per registered person.
 *
 *   npm run bench:exports
 *
 * Settings: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; EXPORTS_SKIP_POSTGRES=1 to
 * skip it), BENCH_RUNNERS (50000), BENCH_PORT (3310), EXPORTS_WRITE=0 to only print, BENCH_TINY=1.
 */
import { createWriteStream, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
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
  type RunningServer,
} from './support';
import { seedRunners } from './seed-runners';

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const RUNNERS = Number(process.env.BENCH_RUNNERS ?? (TINY ? 300 : 50_000));
const ADMIN_URL = adminUrlFor('EXPORTS');
if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) throw new Error('build first: npm run build');

/** Every download of the event's report page: path and body. */
const DOWNLOADS: [string, Record<string, string>][] = [
  ['report-order-unpaid', {}],
  ['report-order-excel-delivery', {}],
  ['report-order-excel-self', {}],
  ['report-runner-excel-checkbib', { is_checkbib: 'ALL' }],
  ['report-runner-tshirt-excel', {}],
  ['report-runner-type-tshirt-excel', {}],
];

interface Download {
  name: string;
  seconds: number;
  firstByteMs: number;
  bytes: number;
  rssBefore: number;
  rssPeak: number;
}

async function download(server: RunningServer, token: string, name: string, body: object, file: string) {
  const pid = server.process.pid!;
  const status = (field: 'VmRSS' | 'VmHWM') =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) /
    1024;
  // Peak resident memory from here on: writing 5 to clear_refs resets VmHWM (Linux).
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const rssBefore = status('VmRSS');
  const started = performance.now();
  const res = await fetch(`${server.base}/v1/organizer/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ event_key: KEY, ...body }),
  });
  if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
  const out = createWriteStream(file);
  let firstByte = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - started;
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  return {
    name,
    seconds: (performance.now() - started) / 1000,
    firstByteMs: firstByte,
    bytes: statSync(file).size,
    rssBefore,
    rssPeak: status('VmHWM'),
  } satisfies Download;
}

/**
 * The library's limit: the rows of `file`, held in memory, written again by exceljs's streaming
 * writer with the server's options (styles on, inline strings, the same columns, header and money
 * format) into a stream that drops the bytes. Returns the rows counted (numbered in column A) and the
 * seconds the writing took.
 */
async function reference(file: string): Promise<{ rows: number; seconds: number }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheet = wb.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  let people = 0;
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push(values);
    if (n > 1 && typeof row.getCell(1).value === 'number') people++;
  });
  const header = rows.shift() ?? [];
  const numFmts = header.map((_, i) => sheet.getRow(2).getCell(i + 1).numFmt);
  const sink = new PassThrough();
  sink.resume();
  const started = performance.now();
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  const out = writer.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  out.columns = header.map((h, i) => ({
    header: String(h),
    width: sheet.getColumn(i + 1).width,
    ...(numFmts[i] ? { style: { numFmt: numFmts[i] } } : {}),
  }));
  out.getRow(1).font = { bold: true };
  out.getRow(1).commit();
  for (const r of rows) out.addRow(r).commit();
  out.commit();
  await writer.commit();
  return { rows: people, seconds: (performance.now() - started) / 1000 };
}

interface Setup {
  name: string;
  registered: number;
  rows: number;
  referenceSeconds: number;
  all: Download[];
  others: Download[];
}

async function runSetup(name: string, adminUrl: string | undefined): Promise<Setup> {
  const database = await freshDatabase(adminUrl);
  try {
    const db = await database.open();
    const seeded = await seedRunners(db, RUNNERS);
    await db.close();
    console.log(`${name}: seeded ${RUNNERS} runners in ${seeded.seconds.toFixed(1)} s`);
    const server = await startServer(PORT, {
      ...database.serverEnv,
      WEB_DIST_DIR: mkdtempSync(path.join(tmpdir(), 'raceday-web-')),
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'raceday-export-'));
    let all: Download[];
    const others: Download[] = [];
    try {
      const token = await organizerToken(server.base);
      all = [];
      for (const run of ['first', 'second'])
        all.push(
          await download(server, token, 'report-order-excel-all', {}, path.join(dir, `all-${run}.xlsx`)),
        );
      for (const [file, body] of DOWNLOADS)
        others.push(await download(server, token, file, body, path.join(dir, `${file}.xlsx`)));
      for (const d of [...all, ...others])
        console.log(`${name}: ${d.name} ${d.seconds.toFixed(2)} s, peak ${Math.round(d.rssPeak)} MB`);
    } finally {
      await server.stop();
    }
    const ref = await reference(path.join(dir, 'all-second.xlsx'));
    console.log(`${name}: reference (exceljs streaming writer, same rows) ${ref.seconds.toFixed(2)} s`);
    return {
      name,
      registered: seeded.registered,
      rows: ref.rows,
      referenceSeconds: ref.seconds,
      all,
      others,
    };
  } finally {
    await database.drop();
  }
}

const startedAt = new Date();
const load = loadavg().map((n) => n.toFixed(1));
const setups: Setup[] = [];
if (ADMIN_URL) setups.push(await runSetup('PostgreSQL', ADMIN_URL));
setups.push(await runSetup('embedded (PGlite)', undefined));

const lines: string[] = [];
const out = (s = '') => {
  console.log(s);
  lines.push(s);
};
const target = (s: Setup, d: Download) => {
  const pg = s.name === 'PostgreSQL';
  const ok = d.seconds < (pg ? 5 : 8) && (!pg || d.rssPeak < 300);
  return ok ? 'met' : '**not met**';
};
out(
  `### ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${cpus().length} cores (${cpus()[0]?.model ?? ''}), ${Math.round(totalmem() / 2 ** 30)} GiB; load average at the start ${load.join(' / ')}`,
);
out('');
out(
  `${RUNNERS.toLocaleString('en-US')} runners seeded; reference: exceljs streaming writer writing the same rows from memory, measured in the same run.`,
);
out('');
out(
  '| database | file | rows | MB | first byte ms | total s | reference s | ÷ reference | RSS before → peak MB | target (< 5 s PostgreSQL, < 8 s embedded; < 300 MB PostgreSQL) |',
);
out('| --- | --- | --: | --: | --: | --: | --: | --: | --: | --- |');
for (const s of setups) {
  for (const [i, d] of s.all.entries())
    out(
      `| ${s.name} | all applicants (${i ? 'second' : 'first'}) | ${s.rows.toLocaleString('en-US')} | ${(d.bytes / 2 ** 20).toFixed(1)} | ${Math.round(d.firstByteMs)} | ${d.seconds.toFixed(1)} | ${s.referenceSeconds.toFixed(1)} | ${(d.seconds / s.referenceSeconds).toFixed(2)} | ${Math.round(d.rssBefore)} → ${Math.round(d.rssPeak)} | ${target(s, d)} |`,
    );
  for (const d of s.others)
    out(
      `| ${s.name} | ${d.name} | | ${(d.bytes / 2 ** 20).toFixed(1)} | ${Math.round(d.firstByteMs)} | ${d.seconds.toFixed(1)} | | | ${Math.round(d.rssBefore)} → ${Math.round(d.rssPeak)} | ${target(s, d)} |`,
    );
}
out('');
for (const s of setups) {
  const ok = s.rows === s.registered;
  out(
    `- ${s.name}: rows in the all-applicants file ${s.rows.toLocaleString('en-US')}, people registered ${s.registered.toLocaleString('en-US')}: ${ok ? 'equal' : '**MISMATCH**'}`,
  );
  if (!ok) process.exitCode = 1;
}

if (writesReadme('EXPORTS')) {
  const file = path.join(root, 'bench/README.md');
  writeFileSync(file, markerSection(readFileSync(file, 'utf8'), 'bench:exports', lines.join('\n')));
}
