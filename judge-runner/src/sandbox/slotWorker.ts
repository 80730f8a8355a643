import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import {
  type ReadyLine,
  type RunRequest,
  type RunResult,
  readyLineSchema,
  runResultSchema,
} from './protocol';

export interface SlotWorkerOptions {
  binary: string;
  /** The worker takes the first free slot in [firstSlot, firstSlot + maxSlots). */
  firstSlot: number;
  maxSlots: number;
  /** The slot's uid is uidBase + slot. */
  uidBase: number;
  startTimeoutMs: number;
}

export type SlotInfo = Omit<Extract<ReadyLine, { ready: true }>, 'ready'>;

/** How a worker process ended. */
export interface WorkerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The end of its stderr, for diagnostics. */
  stderr: string;
}

/** The worker process failed: it exited, broke the protocol or did not answer in time. */
export class SandboxWorkerError extends Error {
  override name = 'SandboxWorkerError';
  constructor(
    message: string,
    /** False when the request never reached the worker (it was already dead): safe to retry elsewhere. */
    readonly requestSent = true,
  ) {
    super(message);
  }
}

type Child = ChildProcessByStdio<Writable, Readable, Readable>;

interface Pending {
  id: string;
  /** False once writing the request failed (EPIPE: the worker was already dead, it never saw it). */
  delivered: boolean;
  resolve: (result: RunResult) => void;
  reject: (error: Error) => void;
  watchdog: NodeJS.Timeout;
}

const STDERR_TAIL = 4096;

/**
 * One `oj-sandbox serve` process: one slot, one run at a time. Requests go as JSON lines on its stdin;
 * each result line is validated (zod) before it is believed.
 */
export class SlotWorker {
  readonly exited: Promise<WorkerExit>;
  private pending: Pending | undefined;
  private sequence = 0;
  private failure: string | undefined;

  private constructor(
    private readonly child: Child,
    readonly info: SlotInfo,
    lines: AsyncIterator<string>,
    exited: Promise<WorkerExit>,
  ) {
    this.exited = exited;
    void this.readResults(lines);
    void exited.then((exit) => {
      const why = this.failure ?? `exited (code ${exit.code}, signal ${exit.signal})`;
      this.settle(
        new SandboxWorkerError(`sandbox worker ${why}${exit.stderr ? `: ${exit.stderr.trim()}` : ''}`),
      );
    });
  }

  /** Spawns a worker and waits for its slot to be ready. */
  static async start(options: SlotWorkerOptions): Promise<SlotWorker> {
    const args = [
      'serve',
      '--first-slot',
      String(options.firstSlot),
      '--max-slots',
      String(options.maxSlots),
    ];
    // The worker stops when we die, even by SIGKILL (parent-death signal); it checks it is still ours.
    args.push('--uid-base', String(options.uidBase), '--parent-pid', String(process.pid));
    const child = spawn(options.binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    // A dead worker's stdin fails with EPIPE; its exit is what we act on.
    child.stdin.on('error', () => {});
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    const exited = new Promise<WorkerExit>((resolve) => {
      child.once('error', (error) => resolve({ code: null, signal: null, stderr: error.message }));
      child.once('exit', (code, signal) => {
        // Let stderr drain first: its last words are the useful ones.
        setImmediate(() => resolve({ code, signal, stderr }));
      });
    });
    const lines = createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY })[
      Symbol.asyncIterator
    ]();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), options.startTimeoutMs);
    });
    const first = await Promise.race([lines.next(), exited, timeout]);
    clearTimeout(timer);
    const fail = (why: string): never => {
      child.kill('SIGKILL');
      throw new SandboxWorkerError(`sandbox worker did not start: ${why}`);
    };
    if (first === 'timeout') return fail(`no ready line within ${options.startTimeoutMs} ms`);
    if ('stderr' in first) return fail(`exited (code ${first.code}): ${first.stderr.trim()}`);
    if (first.done) return fail('its output ended');
    const ready = readyLineSchema.safeParse(parseJson(first.value));
    if (!ready.success) return fail(`unexpected first line ${first.value}`);
    if (!ready.data.ready) return fail(ready.data.error);
    const { slot, uid, pid } = ready.data;
    return new SlotWorker(child, { slot, uid, pid }, lines, exited);
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  /**
   * Runs one request. Rejects with SandboxWorkerError if the worker dies, breaks the protocol, or gives
   * no answer within watchdogMs (it is then killed): the helper enforces every limit itself, so the
   * watchdog only catches a broken helper.
   */
  run(request: RunRequest, watchdogMs: number): Promise<RunResult> {
    if (this.pending) return Promise.reject(new Error('SlotWorker.run: a run is already in progress'));
    if (this.failure || this.child.exitCode !== null || this.child.signalCode !== null)
      return Promise.reject(new SandboxWorkerError(`sandbox worker ${this.failure ?? 'has exited'}`, false));
    this.sequence += 1;
    const id = `${this.info.pid}-${this.sequence}`;
    return new Promise<RunResult>((resolve, reject) => {
      const watchdog = setTimeout(() => this.abandon(`gave no result within ${watchdogMs} ms`), watchdogMs);
      const pending: Pending = { id, delivered: true, resolve, reject, watchdog };
      this.pending = pending;
      this.child.stdin.write(`${JSON.stringify({ id, ...request })}\n`, (error) => {
        if (error) pending.delivered = false;
      });
    });
  }

  /** Ends its input: it finishes the run in progress, cleans its slot up and exits. */
  async close(timeoutMs: number): Promise<WorkerExit> {
    this.child.stdin.end();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const outcome = await Promise.race([this.exited, late]);
    clearTimeout(timer);
    if (outcome !== 'late') return outcome;
    this.abandon(`did not exit within ${timeoutMs} ms of its input's end`);
    return this.exited;
  }

  /** Kills the worker (its boxes die with it; the next worker on its slot removes its cgroups). */
  abandon(why: string): void {
    this.failure ??= why;
    this.child.kill('SIGKILL');
  }

  private async readResults(lines: AsyncIterator<string>): Promise<void> {
    for (;;) {
      const next = await lines.next();
      if (next.done) return;
      const parsed = runResultSchema.safeParse(parseJson(next.value));
      const pending = this.pending;
      if (!parsed.success || !pending || parsed.data.id !== pending.id) {
        this.abandon(`broke the protocol with the line ${next.value.slice(0, 300)}`);
        return;
      }
      this.pending = undefined;
      clearTimeout(pending.watchdog);
      pending.resolve(parsed.data);
    }
  }

  private settle(error: SandboxWorkerError): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    clearTimeout(pending.watchdog);
    pending.reject(pending.delivered ? error : new SandboxWorkerError(error.message, false));
  }
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
