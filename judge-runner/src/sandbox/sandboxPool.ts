import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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
  /** Where `runInteractive` makes the private (0700) folder of each run's two FIFOs; default the OS's temp
   *  folder. It must be out of every box's reach (not inside a box's `dir` or `binds`). */
  fifoDir?: string;
}

/** One side of an interactive run: its stdin and stdout are the other side's stdout and stdin. */
export type InteractiveSide = Omit<RunRequest, 'stdin' | 'stdout' | 'fifo'>;

/** An interactive run: the contestant's program and the interactor, in two slots at once. */
export interface InteractiveRequest {
  program: InteractiveSide;
  interactor: InteractiveSide;
}

export interface InteractiveResult {
  program: RunResult;
  interactor: RunResult;
}

interface SingleJob {
  kind: 'single';
  request: RunRequest;
  resolve: (result: RunResult) => void;
  reject: (error: Error) => void;
}

interface PairJob {
  kind: 'pair';
  program: RunRequest;
  interactor: RunRequest;
  resolve: (result: InteractiveResult) => void;
  reject: (error: Error) => void;
}

type Job = SingleJob | PairJob;

const interactiveSideSchema = runRequestSchema.omit({ stdin: true, stdout: true, fifo: true });
const execFileAsync = promisify(execFile);

/** A worker that keeps failing to start is retried this many times in a row before the pool gives up. */
const MAX_START_FAILURES = 5;
/** Slack over a run's own wall limit before the watchdog decides its worker is broken. */
const WATCHDOG_SLACK_MS = 10_000;
const CLOSE_TIMEOUT_MS = 30_000;
/** An interactive program still running this long after its interactor ended is stopped (TLE, reason
 *  'peer'), unless its request sets its own `limits.peer_grace_ms`. */
const INTERACTIVE_PEER_GRACE_MS = 1000;
/** How often the pool stands in for the finished side of an interactive pair (see `standIn`). */
const STAND_IN_INTERVAL_MS = 20;

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
  /** Worker indexes whose restarts failed too often: they are not coming back. */
  private readonly givenUp = new Set<number>();
  private startFailures = 0;
  private closing = false;
  private broken: Error | undefined;
  /** Workers replaced after dying so far. */
  restarts = 0;

  private constructor(
    private readonly options: SlotWorkerOptions,
    workers: SlotWorker[],
    private readonly fifoDir: string,
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
    return new SandboxPool(workerOptions, workers, options.fifoDir ?? tmpdir());
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
      this.queue.push({ kind: 'single', request: parsed.data, resolve, reject });
      this.pump();
    });
  }

  /**
   * Runs an interactive pair: the program's stdout is the interactor's stdin and the interactor's stdout is
   * the program's stdin, each side in its own slot (its own cgroups, limits and figures), both at once. The
   * two slots are taken together, when two workers are free (queued runs keep their order). The sides talk
   * through two FIFOs in a private 0700 folder (removed afterwards); each side's stdout still goes through its
   * supervisor (its byte cap, OLE). When one side ends, the other reads end of file; the program is also
   * stopped `INTERACTIVE_PEER_GRACE_MS` after the interactor ended (TLE, reason 'peer') if still running.
   * A side that cannot start is SE and the other one is given end of file at once. Rejects for an invalid
   * request, a pool of fewer than two slots, or a closed or broken pool.
   */
  async runInteractive(pair: InteractiveRequest): Promise<InteractiveResult> {
    if (this.closing) throw new Error('SandboxPool is closed');
    if (this.broken) throw this.broken;
    if (this.capacity < 2)
      throw new Error(`SandboxPool.runInteractive needs two slots at once; this pool has ${this.capacity}`);
    const program = interactiveSideSchema.parse(pair.program);
    const interactor = interactiveSideSchema.parse(pair.interactor);
    const folder = await mkdtemp(path.join(this.fifoDir, 'oj-interactive-'));
    try {
      // Both supervisors open the FIFOs in the order of these names, so their opens pair up.
      const toInteractor = path.join(folder, '1-program-out');
      const toProgram = path.join(folder, '2-interactor-out');
      await execFileAsync('mkfifo', ['-m', '600', toInteractor, toProgram]);
      const job: Omit<PairJob, 'resolve' | 'reject'> = {
        kind: 'pair',
        program: {
          ...program,
          limits: { peer_grace_ms: INTERACTIVE_PEER_GRACE_MS, ...program.limits },
          fifo: true,
          stdin: toProgram,
          stdout: toInteractor,
        },
        interactor: { ...interactor, fifo: true, stdin: toInteractor, stdout: toProgram },
      };
      return await new Promise<InteractiveResult>((resolve, reject) => {
        if (this.closing) reject(new Error('SandboxPool is closed'));
        else if (this.broken) reject(this.broken);
        else {
          this.queue.push({ ...job, resolve, reject });
          this.pump();
        }
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Slots a run asked for now would find free at once: the idle workers, or none while runs wait. */
  get freeSlots(): number {
    return this.queue.length === 0 ? this.idle.length : 0;
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

  /** Workers the pool has or will have again (dead ones are being replaced, except those given up). */
  private get capacity(): number {
    return this.workers.length - this.givenUp.size;
  }

  /** Starts queued runs in order while enough workers are idle: a pair takes two at once, or waits. */
  private pump(): void {
    for (;;) {
      const job = this.queue[0];
      if (!job) return;
      if (job.kind === 'pair' && this.capacity < 2) {
        this.queue.shift();
        job.reject(
          new Error(`SandboxPool.runInteractive needs two slots at once; ${this.capacity} are left`),
        );
        continue;
      }
      const first = this.idle.at(-1);
      const second = this.idle.at(-2);
      if (!first || (job.kind === 'pair' && !second)) return;
      this.queue.shift();
      if (job.kind === 'single') {
        this.idle.pop();
        this.dispatch(first, job);
      } else if (second) {
        this.idle.splice(-2);
        this.dispatchPair(first, second, job);
      }
    }
  }

  private dispatch(worker: SlotWorker, job: SingleJob): void {
    worker.run(job.request, watchdogMs(job.request)).then(
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

  /**
   * Both sides at once. A side whose worker dies is SE (never retried: its peer may already be talking to
   * it). Once one side has ended, the pool stands in for it until the other ends, so that a side still
   * waiting to open a FIFO the finished one never opened gets end of file at once instead of waiting out
   * its wall limit.
   */
  private dispatchPair(programWorker: SlotWorker, interactorWorker: SlotWorker, job: PairJob): void {
    let standing: NodeJS.Timeout | undefined;
    const side = (worker: SlotWorker, request: RunRequest): Promise<RunResult> =>
      worker
        .run(request, watchdogMs(request))
        .then(
          (result) => {
            this.idle.push(worker);
            this.pump();
            return result;
          },
          // The worker is gone: its exit handler replaces it.
          (error: unknown) => systemErrorResult(error instanceof Error ? error.message : String(error)),
        )
        .then((result) => {
          standing ??= standIn(request);
          return result;
        });
    void Promise.all([side(programWorker, job.program), side(interactorWorker, job.interactor)]).then(
      ([program, interactor]) => {
        clearInterval(standing);
        job.resolve({ program, interactor });
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
          this.givenUp.add(index);
          if (this.workers.some((worker) => worker !== undefined)) {
            this.pump(); // interactive runs may no longer fit
            return;
          }
          this.broken = error instanceof Error ? error : new Error(String(error));
          for (const job of this.queue.splice(0)) job.reject(this.broken);
        },
      );
    }, delay);
    this.restartTimers.add(timer);
  }
}

/** The watchdog of a run: its wall limit, plus for a FIFO run the wait for its peer (up to the wall limit)
 *  and the delivery of its last output (1 s), plus slack. */
function watchdogMs(request: RunRequest): number {
  const cpu = request.limits?.cpu_ms ?? 1000;
  const wall = request.limits?.wall_ms ?? 2 * cpu + 1000;
  return (request.fifo ? 2 * wall + 1000 : wall) + WATCHDOG_SLACK_MS;
}

/**
 * Stands in for the finished side of an interactive pair, every STAND_IN_INTERVAL_MS until stopped: opens
 * its stdin FIFO for reading and its stdout FIFO for writing, without waiting, and closes them. A peer
 * blocked in opening the other end is released and then reads end of file (or finds its reader gone); a
 * peer past its opens sees nothing it had not seen already.
 */
function standIn(finished: RunRequest): NodeJS.Timeout {
  const ends: [string | null | undefined, number][] = [
    [finished.stdin, constants.O_RDONLY | constants.O_NONBLOCK],
    [finished.stdout, constants.O_WRONLY | constants.O_NONBLOCK],
  ];
  let busy = false;
  const poke = async (): Promise<void> => {
    if (busy) return;
    busy = true;
    for (const [file, flags] of ends) {
      if (!file) continue;
      // ENXIO: nobody is opening it for reading; ENOENT: the run is over and the folder removed.
      await open(file, flags).then(
        (handle) => handle.close(),
        () => undefined,
      );
    }
    busy = false;
  };
  void poke();
  return setInterval(() => void poke(), STAND_IN_INTERVAL_MS);
}
