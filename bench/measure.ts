/**
 * One load test with autocannon: a warm-up, then a measured run.
 * Latency percentiles are computed here from every 2xx response time (autocannon's own histogram
 * rounds to whole milliseconds, too coarse for sub-millisecond routes).
 */
import autocannon from 'autocannon';
import { cpuSnapshot, otherCpus, type CpuSnapshot, type UnderTest } from './cpu.js';

export interface LoadOptions {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
}

export interface Scenario {
  /** Short stable key, used in the JSON results. */
  key: string;
  /** Human-readable route, shown in the table. */
  label: string;
  /**
   * Where to send the requests. With more than one, autocannon gives connection i to origin
   * i mod n (round robin per connection, no proxy in between).
   */
  origins: string[];
  headers?: Record<string, string>;
  /** Requests each connection cycles through (static, or dynamic with setupRequest). */
  requests: autocannon.Request[];
}

export interface Measurement {
  key: string;
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** CPUs used by other processes during the test (see cpu.ts); NaN where unknown. */
  otherCpus: number;
  /**
   * CPU time the processes under test spent per response of the measured run, in µs (NaN where
   * unknown): unlike req/s, it hardly moves when other processes share the machine.
   */
  serverCpuUsPerRequest: number;
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Collects response times into a growable typed array. */
class LatencyRecorder {
  private values = new Float64Array(1 << 16);
  private size = 0;

  record(ms: number): void {
    if (this.size === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.size++] = ms;
  }

  sorted(): Float64Array {
    return this.values.slice(0, this.size).sort();
  }
}

/** Load-tests a scenario; `underTest` are the processes under test (their CPU is not "other"). */
export async function measure(scenario: Scenario, load: LoadOptions, underTest?: UnderTest): Promise<Measurement> {
  console.log(`    ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s, ${load.connections} connections`);
  const recorder = new LatencyRecorder();
  const instance = autocannon({
    url: scenario.origins.length === 1 ? scenario.origins[0]! : scenario.origins,
    connections: load.connections,
    pipelining: 1,
    duration: load.durationSeconds,
    headers: scenario.headers,
    requests: scenario.requests,
    warmup: load.warmupSeconds > 0 ? { connections: load.connections, duration: load.warmupSeconds } : undefined,
  });
  // The instance returned with a warm-up only emits events for the measured run: the server CPU
  // per response is counted from its first response on.
  let measuredFrom: CpuSnapshot | undefined;
  let responses = 0;
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    measuredFrom ??= cpuSnapshot(underTest);
    responses++;
    if (statusCode >= 200 && statusCode < 300) recorder.record(ms);
  });
  const before = cpuSnapshot(underTest);
  const result = await instance;
  const after = cpuSnapshot(underTest);
  const serverCpuUsPerRequest = measuredFrom && responses > 1 && underTest && underTest.serverPids.length > 0 ? ((after.serversMs - measuredFrom.serversMs) * 1000) / (responses - 1) : Number.NaN;
  const sorted = recorder.sorted();
  return {
    key: scenario.key,
    label: scenario.label,
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    otherCpus: otherCpus(before, after),
    serverCpuUsPerRequest,
  };
}
