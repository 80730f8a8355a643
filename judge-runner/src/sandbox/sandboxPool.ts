import { availableParallelism } from 'node:os';
import { sandboxBinaryPath } from './binary';
import { type RunRequest, type RunResult, runRequestSchema, systemErrorResult } from './protocol';
import { SandboxWorkerError, type SlotInfo, SlotWorker, type SlotWorkerOptions } from './slotWorker';

export interface SandboxPoolOptions {
  /** Slot workers, i.e. boxes running at once; default: the number of CPUs. */
  slots?: number;
  /** The helper; default judge-runner/build/oj-sandbox. */
  binary?: string;
  /** Workers take free slots in [firstSlot, firstSlot + maxSlots); defaults 0 and 64. Pools sharing a
   *  machine may share a range (slots are locked), or use disjoint ones. */
  firstSlot?: number;
  maxSlots?: number;
  /** Slot N runs as uid and gid uidBase + N; default 61000. */
  uidBase?: number;
  /** How long a worker may take to get its slot ready; default 10 s. */
  startTimeoutMs?: number;
}

interface Job {
  request: RunRequest;
  resolve: (result: RunResult) => void;
  reject: (error: Error) => void;
}

/** A worker that keeps failing to start is retried this many times in a row before the pool gives up. */
const MAX_START_FAILURES = 5;
/** Slack over a run's own wall limit before the watchdog decides its worker is broken. */
const WATCHDOG_SLACK_MS = 10_000;
const CLOSE_TIMEOUT_MS = 30_000;

/**
 * Long-lived `oj-sandbox serve` workers, one per slot, each reusing its cgroups from run to run (the
 * cgroup join costs 12-17 ms; the per-run overhead left is about 1-2 ms). `run` queues onto the first
 * free worker; a worker that dies is replaced, and its run in progress resolves as SE.
 *
 * @example
 *   const pool = await SandboxPool.start({ slots: 2 });
 *   const result = await pool.run({ argv: ['/box/main'], dir, stdin: inputFile, stdout: outputFile });
 *   await pool.close();
 */
export class SandboxPool {
  private readonly workers: (SlotWorker | undefined)[];
  private readonly idle: SlotWorker[] = [];
  private readonly queue: Job[] = [];
  private readonly restartTimers = new Set<NodeJS.Timeout>();
  private startFailures = 0;
  private closing = false;
  private broken: Error | undefined;
  /** Workers replaced after dying so far. */
  restarts = 0;

  private constructor(
    private readonly options: SlotWorkerOptions,
    workers: SlotWorker[],
  ) {
    this.workers = workers;
    for (const [index, worker] of workers.entries()) this.adopt(worker, index);
  }

  /** Starts the workers; rejects (stopping those that started) if any cannot get a slot. */
  static async start(options: SandboxPoolOptions = {}): Promise<SandboxPool> {
    const workerOptions: SlotWorkerOptions = {
      binary: options.binary ?? sandboxBinaryPath,
      firstSlot: options.firstSlot ?? 0,
      maxSlots: options.maxSlots ?? 64,
      uidBase: options.uidBase ?? 61000,
      startTimeoutMs: options.startTimeoutMs ?? 10_000,
    };
    const count = options.slots ?? availableParallelism();
    const started = await Promise.allSettled(
      Array.from({ length: count }, () => SlotWorker.start(workerOptions)),
    );
    const workers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) {
      await Promise.all(workers.map((worker) => worker.close(CLOSE_TIMEOUT_MS)));
      throw failed.reason;
    }
    return new SandboxPool(workerOptions, workers);
  }

  /** The slots of the live workers. */
  get slots(): SlotInfo[] {
    return this.workers.flatMap((worker) => (worker ? [worker.info] : []));
  }

  /**
   * Runs one request in the next free slot. Resolves with the helper's result (SE included, also when
   * the worker died during the run); rejects only for an invalid request or a closed or broken pool.
   */
  run(request: RunRequest): Promise<RunResult> {
    if (this.closing) return Promise.reject(new Error('SandboxPool is closed'));
    if (this.broken) return Promise.reject(this.broken);
    const parsed = runRequestSchema.safeParse(request);
    if (!parsed.success) return Promise.reject(parsed.error);
    return new Promise<RunResult>((resolve, reject) => {
      this.queue.push({ request: parsed.data, resolve, reject });
      this.pump();
    });
  }

  /** Refuses new runs, rejects queued ones, lets running ones finish, then stops every worker. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const timer of this.restartTimers) clearTimeout(timer);
    this.restartTimers.clear();
    for (const job of this.queue.splice(0))
      job.reject(new Error('SandboxPool closed before the run started'));
    await Promise.all(this.workers.map((worker) => worker?.close(CLOSE_TIMEOUT_MS)));
  }

  private pump(): void {
    for (;;) {
      const worker = this.idle.pop();
      if (!worker) return;
      const job = this.queue.shift();
      if (!job) {
        this.idle.push(worker);
        return;
      }
      this.dispatch(worker, job);
    }
  }

  private dispatch(worker: SlotWorker, job: Job): void {
    const limits = job.request.limits ?? {};
    const cpu = limits.cpu_ms ?? 1000;
    const wall = limits.wall_ms ?? 2 * cpu + 1000;
    worker.run(job.request, wall + WATCHDOG_SLACK_MS).then(
      (result) => {
        job.resolve(result);
        this.idle.push(worker);
        this.pump();
      },
      (error: unknown) => {
        // The worker is gone (or being killed): its exit handler replaces it. A run it never received
        // goes back to the head of the queue; one it had is lost with it.
        if (error instanceof SandboxWorkerError && !error.requestSent) {
          this.queue.unshift(job);
          this.pump();
          return;
        }
        job.resolve(systemErrorResult(error instanceof Error ? error.message : String(error)));
      },
    );
  }

  private adopt(worker: SlotWorker, index: number): void {
    this.workers[index] = worker;
    this.idle.push(worker);
    void worker.exited.then(() => {
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      if (this.workers[index] === worker) this.workers[index] = undefined;
      if (!this.closing) this.replace(index);
    });
    this.pump();
  }

  /** Starts a worker in place of a dead one, backing off while starts keep failing. */
  private replace(index: number): void {
    const delay = this.startFailures === 0 ? 0 : Math.min(5000, 100 * 2 ** this.startFailures);
    const timer = setTimeout(() => {
      this.restartTimers.delete(timer);
      SlotWorker.start(this.options).then(
        (worker) => {
          if (this.closing) {
            void worker.close(CLOSE_TIMEOUT_MS);
            return;
          }
          this.startFailures = 0;
          this.restarts += 1;
          this.adopt(worker, index);
        },
        (error: unknown) => {
          this.startFailures += 1;
          if (this.startFailures < MAX_START_FAILURES) {
            if (!this.closing) this.replace(index);
            return;
          }
          // Give this slot up; the pool carries on with the others, if any are left.
          if (this.workers.some((worker) => worker !== undefined)) return;
          this.broken = error instanceof Error ? error : new Error(String(error));
          for (const job of this.queue.splice(0)) job.reject(this.broken);
        },
      );
    }, delay);
    this.restartTimers.add(timer);
  }
}
