import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, ms) of a process tree from Linux /proc. On a shared, loaded machine
 * requests/s swing with the neighbours' load; CPU time per request of the server and of PostgreSQL
 * does much less, so the benchmark reports both. Null off Linux.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function tree(pid: number): number[] {
  return [pid, ...children(pid).flatMap(tree)];
}

function own(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the parenthesised command name; utime and stime are fields 14 and 15
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

export function cpuMsOfTree(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    readFileSync(`/proc/${pid}/stat`);
  } catch {
    return null;
  }
  return tree(pid).reduce((sum, p) => sum + own(p), 0);
}

/** The postmaster's pid from its data folder (first line of postmaster.pid). */
export function postmasterPid(pgDataDir: string): number | undefined {
  try {
    return Number(readFileSync(`${pgDataDir}/postmaster.pid`, 'utf8').split('\n')[0]) || undefined;
  } catch {
    return undefined;
  }
}
