import fs from 'node:fs';

/** Each process's parent, from /proc/<pid>/stat (the field after the command name, which may hold spaces). */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended between listing and reading
    }
  }
  return parentOf;
}

/** `root` and every process below it (a server's cluster workers, and anything they started). */
export function processTree(root: number): number[] {
  const parentOf = parents();
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid, hops = 0; at !== undefined && at > 1 && hops < 64; at = parentOf.get(at), hops++)
      if (at === root) return true;
    return false;
  };
  return [...parentOf.keys()].filter(inTree).sort((a, b) => a - b);
}

/** Resident memory of a process in bytes as the kernel counts it (VmRSS), or null once it is gone. */
function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Resident bytes of every live process of the tree under `root`, by pid. */
export function residentByProcess(root: number): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const pid of processTree(root)) {
    const bytes = residentBytes(pid);
    if (bytes !== null) sizes.set(pid, bytes);
  }
  return sizes;
}
