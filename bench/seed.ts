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

export interface SeedResult {
  companyUuids: string[];
  customerUuids: string[];
  seconds: number;
  phases: Record<keyof SeedCounts, PhaseStats>;
}

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

function progress(label: string, total: number, startedAt: number): (done: number) => void {
  return (done) => {
    if (done % PROGRESS_EVERY !== 0 || done === total) return;
    const seconds = (performance.now() - startedAt) / 1000;
    console.log(`  ${label}: ${done}/${total} after ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)}/s)`);
  };
}

export async function seed(api: ApiTarget, rng: Rng, counts: SeedCounts): Promise<SeedResult> {
  const start = performance.now();
  console.log(`Seeding ${counts.companies} companies, ${counts.customers} customers, ${counts.feedback} feedback (${CONCURRENCY} in flight)`);

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
  const feedbackRng = rng.fork();
  const now = todayUtc();
  const feedbackStart = performance.now();
  const [, feedbackStats] = await timed('feedback', counts.feedback, () =>
    pool(
      counts.feedback,
      CONCURRENCY,
      () => create(api, '/feedbacks', 'feedbacks', feedbackBody(feedbackRng, customerUuids, now)),
      progress('feedback', counts.feedback, feedbackStart),
    ),
  );

  const seconds = (performance.now() - start) / 1000;
  console.log(`Seeded in ${seconds.toFixed(1)} s`);
  return {
    companyUuids,
    customerUuids,
    seconds,
    phases: { companies: companyStats, customers: customerStats, feedback: feedbackStats },
  };
}
