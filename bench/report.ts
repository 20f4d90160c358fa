/**
 * Targets, the results table, machine information and the JSON results file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './measure.js';

export type Target =
  | { kind: 'shareOfCeiling'; min: number }
  | { kind: 'p99Below'; ms: number }
  | { kind: 'rpsAtLeast'; rps: number };

export interface Verdict {
  target: string;
  pass: boolean;
}

export interface Row extends Measurement {
  /** Store and instances, e.g. `sqlite`, `postgres ×2`; none for the ceiling. */
  config?: string;
  shareOfCeiling: number;
  verdict?: Verdict;
}

export function describeTarget(t: Target): string {
  switch (t.kind) {
    case 'shareOfCeiling':
      return `>= ${(t.min * 100).toFixed(0)}% of ceiling`;
    case 'p99Below':
      return `p99 < ${t.ms} ms`;
    case 'rpsAtLeast':
      return `>= ${t.rps.toLocaleString('en-US')} req/s`;
  }
}

function meets(t: Target, row: Row): boolean {
  switch (t.kind) {
    case 'shareOfCeiling':
      return row.shareOfCeiling >= t.min;
    case 'p99Below':
      return row.p99Ms < t.ms;
    case 'rpsAtLeast':
      return row.requestsPerSecond >= t.rps;
  }
}

/** A route only passes if every response was a 2xx and the target is met. */
export function toRow(m: Measurement, ceilingRps: number, target?: Target, config?: string): Row {
  const row: Row = { ...m, ...(config === undefined ? {} : { config }), shareOfCeiling: m.requestsPerSecond / ceilingRps };
  if (target) {
    const clean = m.non2xx === 0 && m.errors === 0;
    row.verdict = { target: describeTarget(target) + (clean ? '' : ' (and only 2xx)'), pass: clean && meets(target, row) };
  }
  return row;
}

const fmtInt = (n: number): string => Math.round(n).toLocaleString('en-US');
const fmtMs = (n: number): string => (Number.isNaN(n) ? 'n/a' : n.toFixed(2));

/**
 * The results as a Markdown table (readable in a terminal, pasteable in the README). A `store`
 * column follows the route when the rows come from more than one configuration.
 */
export function formatTable(rows: readonly Row[]): string {
  const configs = new Set(rows.flatMap((r) => (r.config === undefined ? [] : [r.config])));
  const withConfig = configs.size > 1;
  const header = ['route', ...(withConfig ? ['store'] : []), 'req/s', 'p50 ms', 'p99 ms', 'share of ceiling', 'target', 'result', 'server CPU µs/req', 'other CPU'];
  const body = rows.map((r) => [
    r.label,
    ...(withConfig ? [r.config ?? ''] : []),
    fmtInt(r.requestsPerSecond),
    fmtMs(r.p50Ms),
    fmtMs(r.p99Ms),
    `${(r.shareOfCeiling * 100).toFixed(1)}%`,
    r.verdict?.target ?? '',
    r.verdict ? (r.verdict.pass ? 'PASS' : 'FAIL') : '',
    Number.isNaN(r.serverCpuUsPerRequest) ? 'n/a' : fmtInt(r.serverCpuUsPerRequest),
    Number.isNaN(r.otherCpus) ? 'n/a' : r.otherCpus.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const leftAligned = withConfig ? 2 : 1;
  const line = (cells: string[]): string => `| ${cells.map((c, i) => (i < leftAligned ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < leftAligned ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** Lines about responses that were not 2xx, or connection errors, per route. */
export function formatProblems(rows: readonly Row[]): string[] {
  return rows
    .filter((r) => r.non2xx > 0 || r.errors > 0)
    .map((r) => `  ${r.label}${r.config === undefined ? '' : ` [${r.config}]`}: ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts); status codes ${JSON.stringify(r.statusCodes)}`);
}

export interface MachineInfo {
  node: string;
  os: string;
  cpu: string;
  cpus: number;
  memoryGiB: number;
  /** 1-minute load average when the bench started: other work on the machine skews results. */
  loadAverage1m: number;
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAverage1m: loadAverage(),
  };
}

export function loadAverage(): number {
  return Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
}

const BUSY_CPUS = 0.25;

/** A warning when other processes took CPU during the measurements (results then understate the service). */
export function busyWarning(rows: readonly Row[], cpus: number): string | undefined {
  const worst = Math.max(...rows.map((r) => (Number.isNaN(r.otherCpus) ? 0 : r.otherCpus)));
  if (worst < BUSY_CPUS) return undefined;
  return `WARNING: other processes used up to ${worst.toFixed(2)} of ${cpus} CPUs during the measurements ("other CPU"); those rows understate the service.`;
}

export function formatMachine(m: MachineInfo): string {
  return `Node ${m.node} on ${m.os}; CPU: ${m.cpus} x ${m.cpu}; RAM ${m.memoryGiB} GiB; load average ${m.loadAverage1m}`;
}

/** Writes `.bench/results-<timestamp>.json` and returns its path. */
export function writeResults(dir: string, results: unknown, startedAt: Date): string {
  mkdirSync(dir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `results-${stamp}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  return file;
}
