/**
 * The viewers of one delivery run, spread over several processes: real browsers each decode their own
 * messages, so one process decoding 5,000 sockets' messages measured the load generator's queue, not
 * the push. Both sides (ours and the raw `ws` baseline) get the same layout, so the ratio stays fair.
 */
import { cpus } from 'node:os';
import { z } from 'zod';
import { BenchChild, cpuMs, LOAD_GENERATOR_NICENESS, type ProcessSample } from '../events/ipc';
import { range } from '../events/stats';

const secondsSchema = z.object({ seconds: z.number() });
const arrivalsSchema = z.object({
  result: z.array(
    z.object({
      key: z.string(),
      times: z.array(z.number()),
      sentAt: z.number().nullable(),
      missing: z.number(),
    }),
  ),
  disconnects: z.number(),
});
export type Arrivals = z.infer<typeof arrivalsSchema>['result'];

/**
 * Two viewer processes per core (never more processes than viewers); BENCH_VIEWER_PROCESSES overrides
 * it (1 is the old layout, every viewer in one process).
 */
export const viewerProcesses = (viewers: number): number => {
  const wanted = Number(process.env.BENCH_VIEWER_PROCESSES) || cpus().length * 2;
  return Math.max(1, Math.min(wanted, viewers));
};

/** Splits `total` into `parts` shares that differ by at most one. */
const shares = (total: number, parts: number): number[] =>
  range(parts).map((i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));

export class Audience {
  private readonly children: BenchChild[];
  private readonly shares: number[];

  constructor(name: string, viewers: number) {
    this.shares = shares(viewers, viewerProcesses(viewers));
    this.children = this.shares.map(
      (_, i) =>
        new BenchChild(
          `${name} ${i + 1}`,
          new URL('./viewersProcess.ts', import.meta.url),
          {},
          LOAD_GENERATOR_NICENESS,
        ),
    );
  }

  get processes(): number {
    return this.children.length;
  }

  /** `connect` (socket.io-client) or `connectRaw` (plain `ws`), each process its share, one after another. */
  async connect(method: 'connect' | 'connectRaw', url: string, room: string): Promise<void> {
    for (const [i, child] of this.children.entries())
      await child.request(method, { url, room, viewers: this.shares[i] }, secondsSchema, 300_000);
  }

  async forget(): Promise<void> {
    await Promise.all(this.children.map((c) => c.request('forget', {}, z.unknown(), 10_000)));
  }

  /** Viewers whose connection dropped so far (socket.io: e.g. a ping not answered in time), all processes. */
  disconnects = 0;

  /** Every process's arrivals per key, merged: all viewers' times, and how many viewers missed the key. */
  async collect(keys: string[], timeoutMs: number): Promise<Arrivals> {
    const parts = await Promise.all(
      this.children.map((c, i) =>
        c.request(
          'collect',
          { keys, viewers: this.shares[i], timeoutMs },
          arrivalsSchema,
          timeoutMs + 10_000,
        ),
      ),
    );
    this.disconnects = parts.reduce((n, p) => n + p.disconnects, 0);
    return keys.map((key, k) => {
      const of = parts.map((p) => p.result[k]);
      return {
        key,
        times: of.flatMap((r) => r?.times ?? []),
        sentAt: of.find((r) => r?.sentAt !== null && r?.sentAt !== undefined)?.sentAt ?? null,
        missing: of.reduce((n, r, i) => n + (r?.missing ?? this.shares[i] ?? 0), 0),
      };
    });
  }

  sample(): Promise<ProcessSample[]> {
    return Promise.all(this.children.map((c) => c.sample()));
  }

  async stop(): Promise<void> {
    await Promise.all(this.children.map((c) => c.stop()));
  }
}

/** CPU ms of each viewer process between two samples of the audience. */
export const cpuMsEach = (before: ProcessSample[], after: ProcessSample[]): number[] =>
  before.map((b, i) => cpuMs(b, after[i] ?? b));
