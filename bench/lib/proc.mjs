// Reads /proc (Linux only) for the memory and CPU of processes the benchmarks started.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, fixed at 100 on Linux for /proc/<pid>/stat

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')'); // the command name may hold spaces and parentheses
    const fields = text.slice(close + 2).split(' '); // fields[0] is field 3 (state)
    return { comm: text.slice(text.indexOf('(') + 1, close), ppid: Number(fields[1]), fields };
  } catch {
    return undefined;
  }
}

/** The process's status field in kB (VmRSS, VmHWM, ...), or undefined when it is gone. */
export function statusKb(pid, field = 'VmRSS') {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = text.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Proportional set size in kB: shared pages split between the processes sharing them. */
export function pssKb(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
    return match ? Number(match[1]) : statusKb(pid);
  } catch {
    return statusKb(pid);
  }
}

/** All descendants of `pid`, each as { pid, comm }. */
export function descendants(pid) {
  const all = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (s) all.push({ pid: Number(name), ppid: s.ppid, comm: s.comm });
  }
  const found = [];
  const walk = (parent) => {
    for (const p of all.filter((x) => x.ppid === parent)) {
      found.push({ pid: p.pid, comm: p.comm });
      walk(p.pid);
    }
  };
  walk(pid);
  return found;
}

/**
 * User + system CPU seconds used so far by the given processes; with `reaped`, their children that
 * have ended too.
 */
export function cpuSeconds(pids, { reaped = false } = {}) {
  let ticks = 0;
  for (const pid of pids) {
    const s = stat(pid);
    if (s) ticks += Number(s.fields[11]) + Number(s.fields[12]); // utime, stime
    // cutime, cstime: children that have ended (PostgreSQL's backends of closed connections).
    if (s && reaped) ticks += Number(s.fields[13]) + Number(s.fields[14]);
  }
  return ticks / TICKS_PER_SECOND;
}
