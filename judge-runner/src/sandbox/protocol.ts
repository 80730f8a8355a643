import { z } from 'zod';

/**
 * The JSON lines spoken with `oj-sandbox serve` (documented at the top of judge-runner/sandbox/main.c
 * and in judge-runner/README.md). Field names are the wire's own, so that the types describe the JSON
 * exactly. Ranges are checked by the helper itself (a bad value comes back as an SE result).
 */

const count = z.number().int().nonnegative();

/** Limits of one run; each absent one takes the helper's default. */
const runLimitsSchema = z.strictObject({
  /** CPU time of every process in the box together (cpuacct); default 1000. */
  cpu_ms: count.optional(),
  /** Wall clock from the start of the box to the program's end; default 2 x cpu_ms + 1000. */
  wall_ms: count.optional(),
  /** Memory cgroup limit (anonymous memory, tmpfs, page cache); default 262144 (256 MiB). */
  memory_kb: count.optional(),
  /** Processes plus threads (pids cgroup); default 16. Java needs more (about 64). */
  pids: count.optional(),
  /** Captured stdout cap; more ends the run as OLE; default 64 MiB. */
  stdout_bytes: count.optional(),
  /** Captured stderr cap; more is dropped silently; default 64 KiB. */
  stderr_bytes: count.optional(),
  /** RLIMIT_FSIZE: a larger file write ends the run as OLE (SIGXFSZ); default 64 MiB. */
  file_bytes: count.optional(),
  /** RLIMIT_STACK; default memory_kb. */
  stack_kb: count.optional(),
  /** Size of the box's /tmp tmpfs (counts as memory); default 16384. */
  tmp_kb: count.optional(),
  /** RLIMIT_NOFILE; default 256. */
  nofile: count.optional(),
  /** `fifo` runs with a stdin FIFO: once its writer (the peer's run) has ended, the box is stopped this much
   *  later if still running (TLE, reason 'peer'); default 0: never. */
  peer_grace_ms: count.optional(),
});
export type RunLimits = z.infer<typeof runLimitsSchema>;

/**
 * One run. Host paths are absolute; `argv` runs inside the box, where `dir` is mounted at /box.
 * @example { argv: ['/box/main'], dir: '/var/oj/run/42', stdin: '/var/oj/data/1.in', stdout: '/var/oj/run/42/1.out',
 *            limits: { cpu_ms: 1000, memory_kb: 262144 } }
 */
export const runRequestSchema = z.strictObject({
  /** argv[0] without a slash is looked up in env's PATH inside the box. */
  argv: z.array(z.string()).min(1),
  /** Replaces the default environment (PATH, HOME=/tmp, TMPDIR=/tmp, LANG=C.UTF-8). */
  env: z.array(z.string()).optional(),
  /** Host folder mounted at /box. Read-only unless `writable`; must be readable by the slot's uid. */
  dir: z.string(),
  /** Compile boxes: /box read-write, and `dir` is chowned to the slot's uid. */
  writable: z.boolean().optional(),
  /** Working directory inside the box; default /box. */
  cwd: z.string().optional(),
  /** Host file fed to stdin; null or absent: /dev/null. */
  stdin: z.string().nullable().optional(),
  /** Host file that receives the captured stdout (truncated first); null or absent: counted, dropped. */
  stdout: z.string().nullable().optional(),
  /** Interactive runs: `stdin` and `stdout` are named FIFOs, opened in the order of their paths, each open
   *  waiting (at most wall_ms) for the other end. Without it a FIFO there is an error (SE). */
  fifo: z.boolean().optional(),
  /** Host file that receives the captured stderr; null or absent: counted, dropped. */
  stderr: z.string().nullable().optional(),
  /** Extra host folders bound read-only at the same path, e.g. '/etc/java-17-openjdk'. */
  binds: z.array(z.string()).optional(),
  limits: runLimitsSchema.optional(),
});
export type RunRequest = z.infer<typeof runRequestSchema>;

const runStatuses = ['OK', 'RE', 'TLE', 'MLE', 'OLE', 'SE'] as const;
export type RunStatus = (typeof runStatuses)[number];

/** The result line of one run. */
export const runResultSchema = z.strictObject({
  id: z.string().nullable(),
  /** OK: exit 0. RE: non-zero exit or a signal. TLE: cpu or wall limit. MLE: the cgroup's OOM killer fired,
   *  or memory_kb is over the limit. OLE: stdout cap or file size limit. SE: the run could not happen. */
  status: z.enum(runStatuses),
  /** Which limit ended the run (TLE: cpu | wall | peer, MLE: memory, OLE: stdout | file_size), else null.
   *  'peer': still running `peer_grace_ms` after its peer (the other side of a FIFO run) ended. */
  reason: z.enum(['cpu', 'wall', 'memory', 'stdout', 'file_size', 'peer']).nullable(),
  /** CPU of all the box's processes, the sandbox's own setup excluded. */
  cpu_ms: z.number().nonnegative(),
  wall_ms: z.number().nonnegative(),
  /** The host's monotonic clock at the program's end, read by the box as it reaped it (0 for SE): the
   *  sides of an interactive run compare these, since their wall clocks start apart. */
  ended_ms: z.number().nonnegative(),
  /** Largest ru_maxrss among the box's processes (the cgroup's peak if the program's was lost). */
  memory_kb: count,
  /** The program's exit status, or null when it did not exit by itself. */
  exit_code: z.number().int().nullable(),
  /** The signal that ended the program (9 when a limit stopped it), or null. */
  signal: z.number().int().nullable(),
  /** Bytes kept (at most the caps). */
  stdout_bytes: count,
  stderr_bytes: count,
  /** Why the run is SE; null otherwise. */
  error: z.string().nullable(),
});
export type RunResult = z.infer<typeof runResultSchema>;

/** The worker's first line: its slot is ready, or it could not start. */
export const readyLineSchema = z.discriminatedUnion('ready', [
  z.strictObject({ ready: z.literal(true), slot: count, uid: count, pid: count }),
  z.strictObject({ ready: z.literal(false), error: z.string() }),
]);
export type ReadyLine = z.infer<typeof readyLineSchema>;

/** A result made on this side, for a run the helper never answered (its worker died). */
export function systemErrorResult(error: string): RunResult {
  return {
    id: null,
    status: 'SE',
    reason: null,
    cpu_ms: 0,
    wall_ms: 0,
    ended_ms: 0,
    memory_kb: 0,
    exit_code: null,
    signal: null,
    stdout_bytes: 0,
    stderr_bytes: 0,
    error,
  };
}
