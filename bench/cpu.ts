/**
 * How much CPU other processes took while a route was measured: the machine's busy time minus the
 * CPU time of the bench itself (autocannon runs in this process), of the servers under test and,
 * with PostgreSQL on this machine, of the database server (the postmaster and all its processes).
 * On a shared 2-core machine this tells a slow service apart from a busy machine.
 * Linux only (reads /proc); elsewhere the figure is NaN.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every mainstream Linux

export interface CpuSnapshot {
  atMs: number;
  machineBusyMs: number;
  ownMs: number;
  /** CPU of the processes under test alone (servers, and the database tree when given). */
  serversMs: number;
}

/**
 * Busy time of all CPUs from the aggregate line of /proc/stat (user nice system idle iowait irq
 * softirq steal ...), in ms. os.cpus() leaves out softirq, which loopback HTTP traffic is full of.
 */
function machineBusyMs(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
    return ((user + nice + system + irq + softirq) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** Fields of /proc/<pid>/stat after the command name (which is in parentheses and may contain spaces). */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const ticksToMs = (ticks: number): number => (ticks * 1000) / TICKS_PER_SECOND;

/** utime + stime of a process from /proc/<pid>/stat, in ms (NaN if unreadable). */
function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? ticksToMs(Number(fields[11]) + Number(fields[12])) : Number.NaN;
}

/**
 * CPU of a process and of all its children, live or exited, in ms: its own utime + stime, the
 * cutime + cstime of the children it has reaped, and the utime + stime of its live children
 * (PostgreSQL: the postmaster, which reaps its backends, and the backends). NaN if unreadable.
 */
function processTreeCpuMs(pid: number): number {
  const own = statFields(pid);
  if (!own) return Number.NaN;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return Number.NaN;
  }
  for (const entry of entries) {
    const fields = statFields(entry);
    if (fields && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticksToMs(ticks);
}

/** What is under test besides the bench process: server processes and a process tree (the database). */
export interface UnderTest {
  serverPids: readonly number[];
  treePid?: number;
}

export function cpuSnapshot(underTest: UnderTest = { serverPids: [] }): CpuSnapshot {
  const { user, system } = process.cpuUsage();
  let servers = 0;
  for (const pid of underTest.serverPids) servers += processCpuMs(pid);
  if (underTest.treePid !== undefined) servers += processTreeCpuMs(underTest.treePid);
  return { atMs: performance.now(), machineBusyMs: machineBusyMs(), ownMs: (user + system) / 1000 + servers, serversMs: servers };
}

/** CPUs used by other processes between two snapshots (0.5 = half a core on average). */
export function otherCpus(before: CpuSnapshot, after: CpuSnapshot): number {
  const wallMs = after.atMs - before.atMs;
  const other = after.machineBusyMs - before.machineBusyMs - (after.ownMs - before.ownMs);
  return Math.max(0, other / wallMs);
}
