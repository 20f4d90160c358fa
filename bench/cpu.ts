/**
 * How much CPU other processes took while a route was measured: the machine's busy time minus the
 * CPU time of the bench itself (autocannon runs in this process) and of the server under test.
 * On a shared 2-core machine this tells a slow service apart from a busy machine.
 * Linux only (reads /proc); elsewhere the figure is NaN.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every mainstream Linux

export interface CpuSnapshot {
  atMs: number;
  machineBusyMs: number;
  ownMs: number;
}

function machineBusyMs(): number {
  return os.cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);
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
