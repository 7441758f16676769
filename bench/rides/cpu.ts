import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Latency on a shared machine follows whoever else is busy; the CPU a request costs does not. The
// bench reports both: CPU of the API process plus every backend of the bench PostgreSQL.

/** Linux counts process CPU in clock ticks of 10 ms (`getconf CLK_TCK` = 100). */
const TICK_MS = 10;

/**
 * A /proc stat line's parent and CPU ticks: its own (utime + stime) and its ended children's
 * (cutime + cstime), read after the command name (which may hold spaces).
 */
function ticksOf(stat: string) {
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return {
    ppid: fields[1] ?? 0,
    own: (fields[11] ?? 0) + (fields[12] ?? 0),
    endedChildren: (fields[13] ?? 0) + (fields[14] ?? 0),
  };
}

/** CPU milliseconds used so far by the PostgreSQL whose data folder is `pgDataDir`, backends included. */
export function postgresCpuMs(pgDataDir: string): number {
  const postmaster = Number(readFileSync(join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = ticksOf(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      // A backend that ends (an idle pooled connection closed) hands its CPU to the postmaster's
      // count of ended children, so the sum never goes down.
      if (Number(entry) === postmaster) ticks += stat.own + stat.endedChildren;
      else if (stat.ppid === postmaster) ticks += stat.own;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks * TICK_MS;
}

/** CPU milliseconds used so far by this process (the API server). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
