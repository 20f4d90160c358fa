/**
 * npm run bench [-- --store sqlite|postgres|both --feedback N --duration S --warmup S --connections C --seed N --cpu-prof]
 *
 * Builds the service, measures a bare Fastify ceiling, starts the service on a temporary store,
 * seeds it through the HTTP API, load-tests a few routes with autocannon, prints a table with
 * PASS/FAIL per target and writes .bench/results-<timestamp>.json.
 *
 * Stores: `sqlite` (default) is a temporary SQLite file. `postgres` is a fresh database
 * `cfs_bench_<random>` created through BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end; it is seeded once through
 * one instance, then every route is measured against one instance (`postgres ×1`) and against two
 * instances on the same database (`postgres ×2`: a second instance, started as `npm start` starts one, on another
 * port; autocannon spreads its connections round robin over the two origins, connection i to
 * instance i mod 2, with no proxy in between). `both` runs sqlite, then postgres, in one table.
 *
 * The feedback is seeded as a stream with as many requests in flight as the load tests have
 * connections; its response times and the service's memory (RSS, heap: bench/memory-probe.mjs)
 * are printed every 10,000 feedback, and the stream is a row of the table. `--cpu-prof` runs the
 * service (the seeding instance) under `node --cpu-prof`, profiles in .bench/profiles/.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { closeConnections, type ApiTarget } from './api.js';
import { measure, type LoadOptions, type Measurement } from './measure.js';
import { Rng } from './prng.js';
import { build, createOrganization, freePort, killAllServersNow, serviceArgs, startServer, stopAllServers, stopServer, type ServerProcess } from './processes.js';
import { busyWarning, formatMachine, formatProblems, formatTable, loadAverage, machineInfo, toRow, writeResults, type Row } from './report.js';
import { cpuSnapshot, type UnderTest } from './cpu.js';
import { createBenchDatabase, vacuumIfAutovacuumIsOff, type BenchDatabase } from './postgres.js';
import { ceilingRoute, probe, serviceRoutes, SEARCH_TERMS, toScenario, type ProbeFailure, type Route } from './scenarios.js';
import { seed, type MemorySample, type SeedCounts, type SeedResult } from './seed.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, '.bench');
const PROFILES_DIR = path.join(RESULTS_DIR, 'profiles');
const STREAM_P99_MS = 50;

type Store = 'sqlite' | 'postgres';

interface Options {
  stores: Store[];
  counts: SeedCounts;
  load: LoadOptions;
  seed: number;
  cpuProf: boolean;
}

function intOption(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer >= ${min}, got ${value}`);
  return n;
}

function storesOption(value: string | undefined): Store[] {
  switch (value ?? 'sqlite') {
    case 'sqlite':
      return ['sqlite'];
    case 'postgres':
      return ['postgres'];
    case 'both':
      return ['sqlite', 'postgres'];
    default:
      throw new Error(`--store must be sqlite, postgres or both, got ${value}`);
  }
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      feedback: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      seed: { type: 'string' },
      store: { type: 'string' },
      'cpu-prof': { type: 'boolean' },
    },
  });
  return {
    stores: storesOption(values.store),
    counts: { companies: 500, customers: 5000, feedback: intOption('feedback', values.feedback, 100_000, 0) },
    load: {
      durationSeconds: intOption('duration', values.duration, 10, 1),
      warmupSeconds: intOption('warmup', values.warmup, 2, 0),
      connections: intOption('connections', values.connections, 10, 1),
    },
    seed: intOption('seed', values.seed, 1, 0),
    cpuProf: values['cpu-prof'] ?? false,
  };
}

/** What the probe before each load test saw: wrong statuses, and the totals of list responses. */
interface Probes {
  failures: ProbeFailure[];
  totals: Record<string, Record<string, unknown>>;
}

/**
 * Probes the route, then load-tests it; a wrong status on the probe skips the load test.
 * `config` names the store and instances when it is not the default single SQLite instance.
 */
async function runRoute(route: Route, underTest: UnderTest, load: LoadOptions, probes: Probes, config?: string): Promise<Measurement> {
  const probeKey = config === undefined ? route.key : `${route.key} [${config}]`;
  console.log(`  ${route.label}${config === undefined ? '' : ` [${config}]`}`);
  const probed = await probe(route);
  if (!probed.ok) {
    const { failure } = probed;
    probes.failures.push(failure);
    console.log(`    SKIPPED: expected ${route.expectedStatus}, got ${failure.method} ${failure.path} -> ${failure.status} ${failure.body}`);
    return {
      key: route.key, label: route.label, requestsPerSecond: 0, p50Ms: Number.NaN, p99Ms: Number.NaN,
      totalRequests: 1, non2xx: 1, errors: 0, timeouts: 0, statusCodes: { [failure.status]: 1 }, otherCpus: Number.NaN, serverCpuUsPerRequest: Number.NaN,
    };
  }
  if (Object.keys(probed.totals).length > 0) {
    probes.totals[probeKey] = probed.totals;
    console.log(`    first request matches: ${JSON.stringify(probed.totals)}`);
  }
  const m = await measure(toScenario(route), load, underTest);
  console.log(`    -> ${Math.round(m.requestsPerSecond)} req/s, p50 ${m.p50Ms.toFixed(2)} ms, p99 ${m.p99Ms.toFixed(2)} ms, non-2xx ${m.non2xx}, server CPU ${m.serverCpuUsPerRequest.toFixed(0)} µs/req, other CPU ${m.otherCpus.toFixed(2)}`);
  return m;
}

async function measureCeiling(load: LoadOptions, probes: Probes): Promise<Measurement> {
  const port = await freePort();
  const ceiling = await startServer('ceiling', ['--import', 'tsx', 'bench/ceiling.ts'], {
    cwd: ROOT, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, port, readyPath: '/',
  });
  try {
    return await runRoute(ceilingRoute(ceiling.origin), underTestOf([ceiling]), load, probes);
  } finally {
    await stopServer(ceiling);
  }
}

function underTestOf(servers: readonly ServerProcess[], treePid?: number): UnderTest {
  return { serverPids: servers.flatMap((s) => (s.child.pid === undefined ? [] : [s.child.pid])), ...(treePid === undefined ? {} : { treePid }) };
}

function serviceEnv(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
}

/** Starts one more instance of the service on the given store (no organization created). */
async function startInstance(name: string, databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const server = await startServer(name, serviceArgs(ROOT), { cwd: ROOT, env: serviceEnv(databaseUrl, port), port, readyPath: '/readyz' });
  console.log(`${name} ready at ${server.origin}`);
  return server;
}

/** The service that is seeded: memory sampled into a file (bench/memory-probe.mjs), optionally profiled. */
interface SeededService {
  server: ServerProcess;
  api: ApiTarget;
  memory: () => MemorySample | undefined;
}

/** The last line of the memory samples file, if any. */
function lastMemorySample(file: string): MemorySample | undefined {
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  try {
    return JSON.parse(lines[lines.length - 1]!) as MemorySample;
  } catch {
    return undefined;
  }
}

/**
 * Creates the organization with the CLI (which also migrates), then starts the service with the
 * memory probe (samples written into `scratchDir`) and, with --cpu-prof, the CPU profiler.
 */
async function startService(databaseUrl: string, scratchDir: string, cpuProf: boolean): Promise<SeededService> {
  const port = await freePort();
  const memoryFile = path.join(scratchDir, `memory-${port}.jsonl`);
  const env = { ...serviceEnv(databaseUrl, port), BENCH_MEMORY_FILE: memoryFile };
  const org = createOrganization(ROOT, env);
  const profile = cpuProf ? ['--cpu-prof', '--cpu-prof-dir', PROFILES_DIR] : [];
  const server = await startServer('service', ['--import', './bench/memory-probe.mjs', ...profile, ...serviceArgs(ROOT)], { cwd: ROOT, env, port, readyPath: '/readyz' });
  console.log(`Service ready at ${server.origin} (organization ${org.organization_uuid})${cpuProf ? `; CPU profile into ${path.relative(ROOT, PROFILES_DIR)}/ when it stops` : ''}`);
  return { server, api: { origin: server.origin, organizationUuid: org.organization_uuid, token: org.token }, memory: () => lastMemorySample(memoryFile) };
}

/** The feedback stream of the seed as a row: its throughput and response times, p99 target. */
function streamRow(seeded: SeedResult, ceilingRps: number, config?: string): Row {
  const { stream } = seeded;
  const feedback = seeded.phases.feedback;
  const measurement: Measurement = {
    key: 'feedback_stream',
    label: `POST /feedbacks while ${feedback.count.toLocaleString('en-US')} stream in (${stream.concurrency} in flight)`,
    requestsPerSecond: feedback.perSecond,
    p50Ms: stream.p50Ms,
    p99Ms: stream.p99Ms,
    totalRequests: feedback.count,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: { 201: feedback.count },
    otherCpus: Number.NaN,
    serverCpuUsPerRequest: stream.serverCpuUsPerRequest,
  };
  return toRow(measurement, ceilingRps, { kind: 'p99Below', ms: STREAM_P99_MS }, config);
}

/** Something to release at the end of the run, also on error and Ctrl-C. */
interface Resource {
  release(): Promise<void> | void;
  /** Synchronous form for process 'exit' handlers. */
  releaseNow(): void;
}

const resources = new Set<Resource>();

async function releaseAll(): Promise<void> {
  for (const resource of [...resources]) {
    resources.delete(resource);
    try {
      await resource.release();
    } catch (err) {
      console.error('cleanup failed:', err instanceof Error ? err.message : err);
      resource.releaseNow();
    }
  }
}

function temporarySqliteStore(): { url: string; resource: Resource } {
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'cfs-bench-'));
  const remove = (): void => rmSync(storeDir, { recursive: true, force: true, maxRetries: 5 });
  const resource: Resource = { release: remove, releaseNow: remove };
  resources.add(resource);
  return { url: `sqlite:${path.join(storeDir, 'bench.sqlite')}`, resource };
}

let scratch: string | undefined;

/** A temporary folder for this run's small files (the memory samples), removed at the end. */
function scratchDir(): string {
  if (scratch === undefined) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cfs-bench-run-'));
    const remove = (): void => rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    resources.add({ release: remove, releaseNow: remove });
    scratch = dir;
  }
  return scratch;
}

async function temporaryPostgresDatabase(): Promise<{ db: BenchDatabase; resource: Resource }> {
  const db = await createBenchDatabase(ROOT);
  const resource: Resource = { release: () => db.drop(), releaseNow: () => db.dropNow() };
  resources.add(resource);
  console.log(`PostgreSQL database ${db.name} created${db.postmasterPid === undefined ? ' (server not on this machine: its CPU counts as "other CPU")' : ''}`);
  return { db, resource };
}

async function release(resource: Resource): Promise<void> {
  resources.delete(resource);
  await resource.release();
}

interface StoreRun {
  store: Store;
  seeded: SeedResult;
  rows: Row[];
}

async function runSqlite(options: Options, ceilingRps: number, probes: Probes, label: string | undefined): Promise<StoreRun> {
  const { url, resource } = temporarySqliteStore();
  const { server, api, memory } = await startService(url, scratchDir(), options.cpuProf);
  const rng = new Rng(options.seed);
  const serverCpuMs = (): number => cpuSnapshot(underTestOf([server])).serversMs;
  const seeded = await seed(api, rng, options.counts, { feedbackConcurrency: options.load.connections, memory, serverCpuMs });
  console.log(`\nService routes${label === undefined ? '' : ` [${label}]`}`);
  const rows: Row[] = [];
  for (const route of serviceRoutes(api, seeded, rng)) {
    rows.push(toRow(await runRoute(route, underTestOf([server]), options.load, probes, label), ceilingRps, route.target, 'sqlite'));
  }
  rows.push(streamRow(seeded, ceilingRps, 'sqlite'));
  await stopServer(server);
  await release(resource);
  return { store: 'sqlite', seeded, rows };
}

/**
 * Seeds a fresh database through one instance, starts a second instance on it, then measures each
 * route with one instance and right after with both (so both see the same rows; POST comes last).
 */
async function runPostgres(options: Options, ceilingRps: number, probes: Probes): Promise<StoreRun> {
  const { db, resource } = await temporaryPostgresDatabase();
  const { server, api, memory } = await startService(db.url, scratchDir(), options.cpuProf);
  const rng = new Rng(options.seed);
  const serverCpuMs = (): number => cpuSnapshot(underTestOf([server], db.postmasterPid)).serversMs;
  const seeded = await seed(api, rng, options.counts, { feedbackConcurrency: options.load.connections, memory, serverCpuMs });
  if (await vacuumIfAutovacuumIsOff(db.url)) {
    console.log('\nNOTE: autovacuum is off on this PostgreSQL server, so the seeded tables had no statistics and');
    console.log('      their dead rows were never vacuumed (the stream above ran so). Ran VACUUM ANALYZE, as');
    console.log('      autovacuum would have by now, before the routes are measured.');
  }
  const second = await startInstance('service #2', db.url);
  console.log('\nService routes [postgres ×1, postgres ×2]');
  const rows: Row[] = [];
  for (const route of serviceRoutes(api, seeded, rng)) {
    const one = await runRoute(route, underTestOf([server], db.postmasterPid), options.load, probes, 'postgres ×1');
    rows.push(toRow(one, ceilingRps, route.target, 'postgres ×1'));
    const both: Route = { ...route, origins: [server.origin, second.origin] };
    const two = await runRoute(both, underTestOf([server, second], db.postmasterPid), options.load, probes, 'postgres ×2');
    rows.push(toRow(two, ceilingRps, route.target, 'postgres ×2'));
  }
  rows.push(streamRow(seeded, ceilingRps, 'postgres ×1'));
  await Promise.all([stopServer(server), stopServer(second)]);
  await release(resource);
  return { store: 'postgres', seeded, rows };
}

/** The ceiling, then the rows of each route together, in the order of the stores. */
function orderRows(ceiling: Row, runs: readonly StoreRun[]): Row[] {
  const keys = [...new Set(runs.flatMap((r) => r.rows.map((row) => row.key)))];
  const all = runs.flatMap((r) => r.rows);
  return [ceiling, ...keys.flatMap((key) => all.filter((row) => row.key === key))];
}

function printSummary(rows: readonly Row[], runs: readonly StoreRun[]): boolean {
  console.log('');
  console.log(formatTable(rows));
  const problems = formatProblems(rows);
  if (problems.length > 0) console.log(['', 'Responses that were not 2xx:', ...problems].join('\n'));
  const judged = rows.filter((r) => r.verdict);
  const passed = judged.filter((r) => r.verdict!.pass).length;
  const seeds = runs.length === 1 && runs[0]!.store === 'sqlite'
    ? `${runs[0]!.seeded.seconds.toFixed(1)} s`
    : runs.map((r) => `${r.store} ${r.seeded.seconds.toFixed(1)} s`).join(', ');
  console.log(`\nSeed duration: ${seeds}. Targets: ${passed}/${judged.length} PASS.`);
  return passed === judged.length;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseOptions(argv);
  const startedAt = new Date();
  const machine = machineInfo();
  console.log(formatMachine(machine));
  installCleanup();

  try {
    build(ROOT);
    const probes: Probes = { failures: [], totals: {} };
    console.log('\nCeiling');
    const ceiling = await measureCeiling(options.load, probes);

    const runs: StoreRun[] = [];
    const sqliteOnly = options.stores.length === 1 && options.stores[0] === 'sqlite';
    for (const store of options.stores) {
      console.log(`\nStore: ${store}`);
      runs.push(store === 'sqlite'
        ? await runSqlite(options, ceiling.requestsPerSecond, probes, sqliteOnly ? undefined : 'sqlite')
        : await runPostgres(options, ceiling.requestsPerSecond, probes));
    }

    const rows = orderRows(toRow(ceiling, ceiling.requestsPerSecond), runs);
    const allPass = printSummary(rows, runs);
    const warning = busyWarning(rows, machine.cpus);
    if (warning) console.log(warning);
    const seedRecord = (r: StoreRun) => ({ counts: options.counts, seconds: r.seeded.seconds, phases: r.seeded.phases, stream: r.seeded.stream });
    const file = writeResults(RESULTS_DIR, {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      command: ['npm run bench', ...(argv.length ? ['--', ...argv] : [])].join(' '),
      options,
      machine,
      loadAverage1mAtEnd: loadAverage(),
      searchTerms: SEARCH_TERMS,
      ...(sqliteOnly ? { seed: seedRecord(runs[0]!) } : { seeds: Object.fromEntries(runs.map((r) => [r.store, seedRecord(r)])) }),
      rows,
      probes,
      allTargetsPass: allPass,
    }, startedAt);
    console.log(`Results written to ${path.relative(ROOT, file)}`);
    process.exitCode = allPass ? 0 : 1;
  } finally {
    await stopAllServers();
    closeConnections();
    await releaseAll();
  }
}

let interrupted = false;

/**
 * Never leave a server, the temporary SQLite store or the PostgreSQL database behind, whatever
 * ends the run. The signal handler stays installed (tsx relays a second SIGINT to this process;
 * with no listener left, the process would exit before the servers have closed their files).
 */
function installCleanup(): void {
  process.once('exit', () => {
    killAllServersNow();
    for (const resource of resources) {
      try {
        resource.releaseNow();
      } catch (err) {
        console.error('cleanup failed:', err);
      }
    }
    resources.clear();
  });
  const onSignal = (signal: NodeJS.Signals): void => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping servers`);
    void stopAllServers()
      .then(releaseAll)
      .finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((err: unknown) => {
  if (interrupted) return; // requests cut off by Ctrl-C are not worth reporting
  console.error('\nBench failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
