/**
 * npm run bench [-- --feedback N --duration S --warmup S --connections C --seed N]
 *
 * Builds the service, measures a bare Fastify ceiling, starts the service on a temporary SQLite
 * store, seeds it through the HTTP API, load-tests a few routes with autocannon, prints a table
 * with PASS/FAIL per target and writes .bench/results-<timestamp>.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { closeConnections, type ApiTarget } from './api.js';
import { measure, type LoadOptions, type Measurement } from './measure.js';
import { Rng } from './prng.js';
import { build, createOrganization, freePort, killAllServersNow, startServer, stopAllServers, stopServer, type ServerProcess } from './processes.js';
import { busyWarning, formatMachine, formatProblems, formatTable, loadAverage, machineInfo, toRow, writeResults, type Row } from './report.js';
import { ceilingRoute, probe, serviceRoutes, SEARCH_TERMS, toScenario, type ProbeFailure, type Route } from './scenarios.js';
import { seed, type SeedCounts } from './seed.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, '.bench');

interface Options {
  counts: SeedCounts;
  load: LoadOptions;
  seed: number;
}

function intOption(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer >= ${min}, got ${value}`);
  return n;
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
    },
  });
  return {
    counts: { companies: 500, customers: 5000, feedback: intOption('feedback', values.feedback, 100_000, 0) },
    load: {
      durationSeconds: intOption('duration', values.duration, 10, 1),
      warmupSeconds: intOption('warmup', values.warmup, 2, 0),
      connections: intOption('connections', values.connections, 10, 1),
    },
    seed: intOption('seed', values.seed, 1, 0),
  };
}

/** What the probe before each load test saw: wrong statuses, and the totals of list responses. */
interface Probes {
  failures: ProbeFailure[];
  totals: Record<string, Record<string, unknown>>;
}

/** Probes the route, then load-tests it; a wrong status on the probe skips the load test. */
async function runRoute(route: Route, server: ServerProcess, load: LoadOptions, probes: Probes): Promise<Measurement> {
  console.log(`  ${route.label}`);
  const probed = await probe(route);
  if (!probed.ok) {
    const { failure } = probed;
    probes.failures.push(failure);
    console.log(`    SKIPPED: expected ${route.expectedStatus}, got ${failure.method} ${failure.path} -> ${failure.status} ${failure.body}`);
    return {
      key: route.key, label: route.label, requestsPerSecond: 0, p50Ms: Number.NaN, p99Ms: Number.NaN,
      totalRequests: 1, non2xx: 1, errors: 0, timeouts: 0, statusCodes: { [failure.status]: 1 }, otherCpus: Number.NaN,
    };
  }
  if (Object.keys(probed.totals).length > 0) {
    probes.totals[route.key] = probed.totals;
    console.log(`    first request matches: ${JSON.stringify(probed.totals)}`);
  }
  const m = await measure(toScenario(route), load, server.child.pid);
  console.log(`    -> ${Math.round(m.requestsPerSecond)} req/s, p50 ${m.p50Ms.toFixed(2)} ms, p99 ${m.p99Ms.toFixed(2)} ms, non-2xx ${m.non2xx}, other CPU ${m.otherCpus.toFixed(2)}`);
  return m;
}

async function measureCeiling(load: LoadOptions, probes: Probes): Promise<Measurement> {
  const port = await freePort();
  const ceiling = await startServer('ceiling', ['--import', 'tsx', 'bench/ceiling.ts'], {
    cwd: ROOT, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, port, readyPath: '/',
  });
  try {
    return await runRoute(ceilingRoute(ceiling.origin), ceiling, load, probes);
  } finally {
    await stopServer(ceiling);
  }
}

/** Creates the organization with the CLI (which also migrates), then starts the service. */
async function startService(storeDir: string): Promise<{ server: ServerProcess; api: ApiTarget }> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite:${path.join(storeDir, 'bench.sqlite')}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const org = createOrganization(ROOT, env);
  const server = await startServer('service', ['dist/src/server.js'], { cwd: ROOT, env, port, readyPath: '/readyz' });
  console.log(`Service ready at ${server.origin} (organization ${org.organization_uuid})`);
  return { server, api: { origin: server.origin, organizationUuid: org.organization_uuid, token: org.token } };
}

function printSummary(rows: readonly Row[], seedSeconds: number): boolean {
  console.log('');
  console.log(formatTable(rows));
  const problems = formatProblems(rows);
  if (problems.length > 0) console.log(['', 'Responses that were not 2xx:', ...problems].join('\n'));
  const judged = rows.filter((r) => r.verdict);
  const passed = judged.filter((r) => r.verdict!.pass).length;
  console.log(`\nSeed duration: ${seedSeconds.toFixed(1)} s. Targets: ${passed}/${judged.length} PASS.`);
  return passed === judged.length;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseOptions(argv);
  const startedAt = new Date();
  const machine = machineInfo();
  console.log(formatMachine(machine));
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'cfs-bench-'));
  const removeStore = (): void => rmSync(storeDir, { recursive: true, force: true, maxRetries: 5 });
  installCleanup(removeStore);

  try {
    build(ROOT);
    const probes: Probes = { failures: [], totals: {} };
    console.log('\nCeiling');
    const ceiling = await measureCeiling(options.load, probes);

    const { server, api } = await startService(storeDir);
    const rng = new Rng(options.seed);
    const seeded = await seed(api, rng, options.counts);

    console.log('\nService routes');
    const rows: Row[] = [toRow(ceiling, ceiling.requestsPerSecond)];
    for (const route of serviceRoutes(api, seeded, rng)) {
      rows.push(toRow(await runRoute(route, server, options.load, probes), ceiling.requestsPerSecond, route.target));
    }
    await stopServer(server);

    const allPass = printSummary(rows, seeded.seconds);
    const warning = busyWarning(rows, machine.cpus);
    if (warning) console.log(warning);
    const file = writeResults(RESULTS_DIR, {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      command: ['npm run bench', ...(argv.length ? ['--', ...argv] : [])].join(' '),
      options,
      machine,
      loadAverage1mAtEnd: loadAverage(),
      searchTerms: SEARCH_TERMS,
      seed: { counts: options.counts, seconds: seeded.seconds, phases: seeded.phases },
      rows,
      probes,
      allTargetsPass: allPass,
    }, startedAt);
    console.log(`Results written to ${path.relative(ROOT, file)}`);
    process.exitCode = allPass ? 0 : 1;
  } finally {
    await stopAllServers();
    closeConnections();
    removeStore();
  }
}

let interrupted = false;

/**
 * Never leave a server or the temporary store behind, whatever ends the run. The signal handler
 * stays installed (tsx relays a second SIGINT to this process; with no listener left, the process
 * would exit before the servers have closed their files).
 */
function installCleanup(removeStore: () => void): void {
  process.once('exit', () => {
    killAllServersNow();
    try {
      removeStore();
    } catch (err) {
      console.error('could not remove the temporary store:', err);
    }
  });
  const onSignal = (signal: NodeJS.Signals): void => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping servers`);
    void stopAllServers().finally(() => {
      removeStore();
      process.exit(130);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((err: unknown) => {
  if (interrupted) return; // requests cut off by Ctrl-C are not worth reporting
  console.error('\nBench failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
