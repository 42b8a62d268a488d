import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { processTree } from './process-memory.ts';

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** /proc/<pid>/stat's fields after the command name, which may itself hold spaces and parentheses; null once the process is gone. */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU time a process (all its threads) has used so far, in milliseconds. */
export function cpuMs(pid: number): number {
  const fields = statFields(pid);
  if (!fields) throw new Error(`process ${pid} is gone`);
  return ((Number(fields[11]) + Number(fields[12])) / clockTicks) * 1000;
}

/**
 * CPU seconds used so far by a process and everything below it: a server with its cluster
 * workers, or PostgreSQL's postmaster with its backends. A child that has ended is counted in
 * its parent's "children" fields once the parent has waited for it, so those are added too.
 */
export function cpuSecondsOfTree(root: number): number {
  let ticks = 0;
  for (const pid of processTree(root)) {
    const fields = statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / clockTicks;
}
