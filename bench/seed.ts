/**
 * Seeds companies, customers and feedback through the public HTTP API, many requests in flight.
 */
import { create, type ApiTarget } from './api.js';
import { companyBodies, customerBodies, feedbackBody, todayUtc, type CompanyRef } from './fixtures.js';
import type { Rng } from './prng.js';

export interface SeedCounts {
  companies: number;
  customers: number;
  feedback: number;
}

export interface PhaseStats {
  count: number;
  seconds: number;
  perSecond: number;
}

/** The service's memory at one moment (bench/memory-probe.mjs), in bytes. */
export interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
}

/** The feedback phase as a stream: response times, and the service's memory as it went. */
export interface StreamStats {
  concurrency: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU time of the service (and, with PostgreSQL on this machine, of the database) per feedback, µs. */
  serverCpuUsPerRequest: number;
  /** One line per PROGRESS_EVERY feedback (and the last): count, p99 of that stretch, memory then. */
  progress: { done: number; perSecond: number; p99Ms: number; memory?: MemorySample }[];
}

export interface SeedResult {
  companyUuids: string[];
  customerUuids: string[];
  seconds: number;
  phases: Record<keyof SeedCounts, PhaseStats>;
  stream: StreamStats;
}

export interface SeedOptions {
  /** Feedback requests in flight while feedback streams in (the load tests' connections). */
  feedbackConcurrency: number;
  /** The service's latest memory sample, when the bench can read one. */
  memory?: () => MemorySample | undefined;
  /** CPU time used so far by what is under test (the service, the database), in ms. */
  serverCpuMs?: () => number;
}

/** Companies and customers are created with this many requests in flight. */
const CONCURRENCY = 48;
const PROGRESS_EVERY = 10_000;

/**
 * Runs `task(i)` for i in [0, count) with at most `concurrency` in flight; results keep index order.
 * The first failure stops the other workers from taking new work and is rethrown.
 */
async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>, onDone?: (done: number) => void): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  let done = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < count) {
      const i = next++;
      try {
        results[i] = await task(i);
      } catch (err) {
        failed = true;
        throw err;
      }
      onDone?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

async function timed<T>(label: string, count: number, run: () => Promise<T>): Promise<[T, PhaseStats]> {
  const start = performance.now();
  const value = await run();
  const seconds = (performance.now() - start) / 1000;
  const stats = { count, seconds, perSecond: count / seconds };
  console.log(`  ${label}: ${count} in ${seconds.toFixed(1)} s (${stats.perSecond.toFixed(0)}/s)`);
  return [value, stats];
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

export function formatMemory(m: MemorySample | undefined): string {
  return m ? `RSS ${mib(m.rss)}, heap ${mib(m.heapUsed)} of ${mib(m.heapTotal)}` : 'memory n/a';
}

export async function seed(api: ApiTarget, rng: Rng, counts: SeedCounts, options: SeedOptions): Promise<SeedResult> {
  const start = performance.now();
  console.log(`Seeding ${counts.companies} companies, ${counts.customers} customers (${CONCURRENCY} in flight), ${counts.feedback} feedback (${options.feedbackConcurrency} in flight)`);

  const companies = companyBodies(rng.fork(), counts.companies);
  const [companyUuids, companyStats] = await timed('companies', counts.companies, () =>
    pool(companies.length, CONCURRENCY, (i) => create(api, '/companies', 'companies', companies[i])),
  );
  const refs: CompanyRef[] = companyUuids.map((uuid, i) => ({ uuid, domain: companies[i]!.domain }));

  const customers = customerBodies(rng.fork(), counts.customers, refs);
  const [customerUuids, customerStats] = await timed('customers', counts.customers, () =>
    pool(customers.length, CONCURRENCY, (i) => create(api, '/customers', 'customers', customers[i])),
  );

  // Feedback bodies are generated on the fly (one stream, in request order) instead of 100k up front.
  // Every response time is kept, and the service's memory is shown every PROGRESS_EVERY feedback.
  const feedbackRng = rng.fork();
  const now = todayUtc();
  // In order of completion, so each progress line covers the requests answered since the last.
  const latencies = new Float64Array(counts.feedback);
  let answered = 0;
  const progress: StreamStats['progress'] = [];
  console.log(`  feedback: before the stream, ${formatMemory(options.memory?.())}`);
  const cpuBefore = options.serverCpuMs?.() ?? Number.NaN;
  const feedbackStart = performance.now();
  let windowStart = feedbackStart;
  let windowFrom = 0;
  const report = (done: number): void => {
    if (done % PROGRESS_EVERY !== 0 && done !== counts.feedback) return;
    const at = performance.now();
    const window = latencies.slice(windowFrom, done).sort();
    const entry = { done, perSecond: (done - windowFrom) / ((at - windowStart) / 1000), p99Ms: percentile(window, 99), memory: options.memory?.() };
    progress.push(entry);
    console.log(`  feedback: ${done}/${counts.feedback} after ${((at - feedbackStart) / 1000).toFixed(1)} s; last ${done - windowFrom}: ${entry.perSecond.toFixed(0)}/s, p99 ${entry.p99Ms.toFixed(1)} ms; ${formatMemory(entry.memory)}`);
    windowStart = at;
    windowFrom = done;
  };
  const [, feedbackStats] = await timed('feedback', counts.feedback, () =>
    pool(
      counts.feedback,
      options.feedbackConcurrency,
      async () => {
        const sent = performance.now();
        const uuid = await create(api, '/feedbacks', 'feedbacks', feedbackBody(feedbackRng, customerUuids, now));
        latencies[answered++] = performance.now() - sent;
        return uuid;
      },
      report,
    ),
  );
  const cpuAfter = options.serverCpuMs?.() ?? Number.NaN;
  const sorted = latencies.slice().sort();
  const stream: StreamStats = {
    concurrency: options.feedbackConcurrency,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length > 0 ? sorted[sorted.length - 1]! : Number.NaN,
    serverCpuUsPerRequest: counts.feedback > 0 ? ((cpuAfter - cpuBefore) * 1000) / counts.feedback : Number.NaN,
    progress,
  };
  console.log(`  feedback stream: p50 ${stream.p50Ms.toFixed(1)} ms, p99 ${stream.p99Ms.toFixed(1)} ms, max ${stream.maxMs.toFixed(1)} ms; service CPU ${stream.serverCpuUsPerRequest.toFixed(0)} µs per feedback`);

  const seconds = (performance.now() - start) / 1000;
  console.log(`Seeded in ${seconds.toFixed(1)} s`);
  return {
    companyUuids,
    customerUuids,
    seconds,
    phases: { companies: companyStats, customers: customerStats, feedback: feedbackStats },
    stream,
  };
}
