import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s on every mainstream build. */
const MS_PER_TICK = 10;

interface Stat {
  pid: number;
  comm: string;
  ppid: number;
  /** utime + stime + cutime + cstime: its own CPU and that of its exited, waited-for children. */
  ticks: number;
}

function readStat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    // After "pid (comm)": state ppid ... utime(14) stime(15) cutime(16) cstime(17), 1-based in the man page.
    const rest = text.slice(close + 2).split(' ');
    const field = (n: number) => Number(rest[n - 3] ?? 0);
    return { pid, comm, ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) };
  } catch {
    return undefined; // gone meanwhile
  }
}

/**
 * CPU milliseconds used so far by the embedded PostgreSQL this process started (postmaster, backends
 * and background workers); undefined when there is none (DATABASE_URL's server, or not Linux).
 */
export function postgresCpuMs(): number | undefined {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return undefined;
  }
  const stats = pids.map(readStat).filter((s): s is Stat => s !== undefined);
  const postmasters = stats.filter((s) => s.ppid === process.pid && s.comm === 'postgres');
  if (postmasters.length === 0) return undefined;
  const roots = new Set(postmasters.map((s) => s.pid));
  let ticks = 0;
  for (const s of stats) if (roots.has(s.pid) || roots.has(s.ppid)) ticks += s.ticks;
  return ticks * MS_PER_TICK;
}
