import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { statSchema } from './stats';

/** Request/reply over the IPC channel of a forked TypeScript child (run with `--import tsx`). */
const requestMessage = z.object({ id: z.number(), cmd: z.string(), args: z.unknown() });
const replyMessage = z.object({
  id: z.number(),
  ok: z.boolean(),
  result: z.unknown().optional(),
  error: z.string().optional(),
});

export const sampleSchema = z.object({
  user: z.number(),
  system: z.number(),
  /** Event-loop delay since the previous sample, in ms: how long ready work waited for the thread. */
  loopDelayP99: statSchema,
  loopDelayMax: statSchema,
});
export type ProcessSample = z.infer<typeof sampleSchema>;
/** CPU milliseconds (user + system) between two samples. */
export const cpuMs = (from: ProcessSample, to: ProcessSample) =>
  (to.user - from.user + to.system - from.system) / 1000;

let loopDelay: IntervalHistogram | undefined;
/** This process's CPU usage so far and its event-loop delay since the last call (a child's `sample`). */
export function sampleProcess(): ProcessSample {
  const histogram = loopDelay ?? monitorEventLoopDelay({ resolution: 1 });
  if (!loopDelay) histogram.enable();
  loopDelay = histogram;
  const sample = {
    ...process.cpuUsage(),
    loopDelayP99: histogram.percentile(99) / 1e6,
    loopDelayMax: histogram.max / 1e6,
  };
  histogram.reset();
  return sample;
}

type Handler = (args: unknown) => unknown;

/** Child side: answers the parent's requests; exits when the parent goes away. */
export function serveRequests(handlers: Record<string, Handler>): void {
  sampleProcess(); // starts the event-loop delay histogram
  process.on('message', (raw: unknown) => {
    const parsed = requestMessage.safeParse(raw);
    if (!parsed.success) return;
    const { id, cmd, args } = parsed.data;
    const handler = cmd === 'sample' ? sampleProcess : handlers[cmd];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`unknown command ${cmd}`);
        return handler(args);
      })
      .then(
        (result) => process.send?.({ id, ok: true, result }),
        (error: unknown) =>
          process.send?.({
            id,
            ok: false,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          }),
      );
  });
  // A bench child must never outlive the bench, whatever happened to it.
  process.on('disconnect', () => process.exit(0));
}

/** CPU jiffies of the whole machine so far (Linux /proc/stat), to tell a saturated machine from a slow path. */
export function machineCpu(): { busy: number; total: number } | undefined {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return undefined;
  }
}

/**
 * The niceness of the processes that stand in for clients (viewers, pollers): on the one machine a bench
 * has, they took CPU from the server they measure, which in production runs on machines of its own.
 */
export const LOAD_GENERATOR_NICENESS = 10;

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const running = new Set<ChildProcess>();

/** Last-resort cleanup (timeout, signal): SIGKILL every child still alive. */
export function killAllChildren(): void {
  for (const child of running) child.kill('SIGKILL');
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * The budget of a request that starts a server or a projector in a child: it includes the child's own start
 * (tsx loading the product, about 3 s quiet), which took over 60 s when the smoke ran beside the whole suite at
 * load 20. A net for a hung child, not a speed check: the figures are timed inside the sections.
 */
export const START_TIMEOUT_MS = 180_000;

/** Parent side: a forked child that answers requests. */
export class BenchChild {
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly exited: Promise<void>;

  constructor(
    readonly name: string,
    entry: URL,
    env: Record<string, string> = {},
    /** A load generator's niceness (see LOAD_GENERATOR_NICENESS); the product's processes keep 0. */
    niceness = 0,
  ) {
    this.child = fork(fileURLToPath(entry), [], {
      cwd: repoRoot,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (niceness !== 0 && this.child.pid !== undefined) setPriority(this.child.pid, niceness);
    running.add(this.child);
    this.child.on('message', (raw: unknown) => {
      const reply = replyMessage.safeParse(raw);
      if (!reply.success) return;
      const waiter = this.pending.get(reply.data.id);
      this.pending.delete(reply.data.id);
      if (reply.data.ok) waiter?.resolve(reply.data.result);
      else waiter?.reject(new Error(`${name}: ${reply.data.error ?? 'failed'}`));
    });
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        running.delete(this.child);
        for (const waiter of this.pending.values()) {
          waiter.reject(new Error(`${name} exited (code ${code}, signal ${signal})`));
        }
        this.pending.clear();
        resolve();
      });
    });
  }

  /** Sends `cmd` and parses the reply with `schema`; rejects after `timeoutMs`. */
  async request<T>(cmd: string, args: unknown, schema: z.ZodType<T>, timeoutMs: number): Promise<T> {
    const id = this.nextId++;
    let timer: NodeJS.Timeout | undefined;
    const reply = new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${this.name}: ${cmd} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.child.send({ id, cmd, args }, (error) => {
        if (error) reject(error);
      });
    });
    try {
      return schema.parse(await reply);
    } finally {
      clearTimeout(timer);
    }
  }

  /** CPU so far and event-loop delay since the previous sample (see sampleProcess). */
  sample(): Promise<ProcessSample> {
    return this.request('sample', {}, sampleSchema, 10_000);
  }

  /** Asks the child to shut down cleanly, then kills it if it has not exited within `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    await this.request('stop', {}, z.unknown(), graceMs).catch(() => undefined);
    // The child exits when its IPC channel closes (see serveRequests).
    if (this.child.connected) this.child.disconnect();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}
