import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Request/reply over the IPC channel of a forked TypeScript child (run with `--import tsx`). */
const requestMessage = z.object({ id: z.number(), cmd: z.string(), args: z.unknown() });
const replyMessage = z.object({
  id: z.number(),
  ok: z.boolean(),
  result: z.unknown().optional(),
  error: z.string().optional(),
});

export const cpuSchema = z.object({ user: z.number(), system: z.number() });
export type CpuUsage = z.infer<typeof cpuSchema>;
/** CPU milliseconds (user + system) between two process.cpuUsage() readings. */
export const cpuMs = (from: CpuUsage, to: CpuUsage) => (to.user - from.user + to.system - from.system) / 1000;

type Handler = (args: unknown) => unknown;

/** Child side: answers the parent's requests; exits when the parent goes away. */
export function serveRequests(handlers: Record<string, Handler>): void {
  process.on('message', (raw: unknown) => {
    const parsed = requestMessage.safeParse(raw);
    if (!parsed.success) return;
    const { id, cmd, args } = parsed.data;
    const handler = handlers[cmd];
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

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const running = new Set<ChildProcess>();

/** Last-resort cleanup (timeout, signal): SIGKILL every child still alive. */
export function killAllChildren(): void {
  for (const child of running) child.kill('SIGKILL');
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

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
  ) {
    this.child = fork(fileURLToPath(entry), [], {
      cwd: repoRoot,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
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

  cpu(): Promise<CpuUsage> {
    return this.request('cpu', {}, cpuSchema, 10_000);
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
