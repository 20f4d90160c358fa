/**
 * How much CPU other processes took while a route was measured: the machine's busy time minus the
 * CPU time of the bench itself (autocannon runs in this process) and of the server under test.
 * On a shared 2-core machine this tells a slow service apart from a busy machine.
 * Linux only (reads /proc); elsewhere the figure is NaN.
 */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every mainstream Linux

export interface CpuSnapshot {
  atMs: number;
  machineBusyMs: number;
  ownMs: number;
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

/** utime + stime of a process from /proc/<pid>/stat, in ms (NaN if unreadable). */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot {
  const { user, system } = process.cpuUsage();
  const server = serverPid === undefined ? 0 : processCpuMs(serverPid);
  return { atMs: performance.now(), machineBusyMs: machineBusyMs(), ownMs: (user + system) / 1000 + server };
}

/** CPUs used by other processes between two snapshots (0.5 = half a core on average). */
export function otherCpus(before: CpuSnapshot, after: CpuSnapshot): number {
  const wallMs = after.atMs - before.atMs;
  const other = after.machineBusyMs - before.machineBusyMs - (after.ownMs - before.ownMs);
  return Math.max(0, other / wallMs);
}
