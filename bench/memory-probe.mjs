// Loaded into the server by bench/memory.ts (NODE_OPTIONS=--import): every 500 ms appends the process's
// memory breakdown to MEMORY_PROBE_FILE as one JSON line: RSS, V8 heap used/total (and per space),
// external and array buffers (PGlite's WASM memory lives there), all in MB.
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;
const mb = (n) => Math.round((n / 1048576) * 10) / 10;
if (file) {
  setInterval(() => {
    const m = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((s) => [s.space_name.replace(/_space$/, ''), mb(s.space_size)]),
    );
    appendFileSync(
      file,
      `${JSON.stringify({ t: Date.now(), rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers), spaces })}\n`,
    );
  }, 500).unref();
}
