import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const ticksPerSecond = 100;

/** A process's command and CPU ticks (user + system) from /proc; null once it has ended. */
function statOf(pid: string): { command: string; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    // Fields after the command: state is field 3; utime and stime are fields 14 and 15.
    const fields = stat.slice(close + 2).split(' ');
    return {
      command: stat.slice(stat.indexOf('(') + 1, close),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) used so far by every PostgreSQL process of this machine (Linux /proc; 0 elsewhere).
 * On a shared, noisy machine the CPU a piece of work costs moves far less than its wall time.
 */
export function postgresCpuMs(): number {
  let ticks = 0;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    const stat = statOf(pid);
    if (stat?.command.startsWith('postgres')) ticks += stat.ticks;
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** CPU time (ms) used so far by one process (Linux /proc); null when it cannot be read (ended, another host). */
export function readPidCpuMs(pid: number): number | null {
  const stat = statOf(String(pid));
  return stat ? (stat.ticks * 1000) / ticksPerSecond : null;
}

/** CPU time (ms) used so far by one process (Linux /proc; 0 elsewhere or once it has ended). */
export function pidCpuMs(pid: number): number {
  return readPidCpuMs(pid) ?? 0;
}

/** This process's CPU time (ms), user and system. */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
