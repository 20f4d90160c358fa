/**
 * Loaded into the service by the bench (`node --import ./bench/memory-probe.mjs dist/src/server.js`):
 * every second, appends the process's memory (process.memoryUsage(), bytes) as one JSON line to
 * the file named by BENCH_MEMORY_FILE, so the bench can show RSS and heap while feedback streams in.
 * Does nothing without BENCH_MEMORY_FILE, and nothing in worker threads (the figures are per process).
 */
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_MEMORY_FILE;
if (file && isMainThread) {
  const sample = () => {
    const m = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external })}\n`);
  };
  sample();
  setInterval(sample, 1000).unref();
}
