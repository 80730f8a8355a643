import { createCatalogue, defineEvent, type EventOf } from '@oj/events';
import { z } from 'zod';

/** What the throughput bench appends: about the size of a small product event. */
export const BenchAppended = defineEvent('BenchAppended', {
  schema: z.object({ writer: z.number().int(), seq: z.number().int(), note: z.string() }),
});

/** A timestamped ping for the latency benches; `sentAt` is monotonicMs() (see stats.ts). */
export const BenchPinged = defineEvent('BenchPinged', {
  schema: z.object({ run: z.string(), seq: z.number().int().nonnegative(), sentAt: z.number() }),
});

export const benchCatalogue = createCatalogue([BenchAppended, BenchPinged]);
export type BenchEvent = EventOf<typeof benchCatalogue>;

/** The Socket.IO room the fan-out bench publishes to (a public room, see liveServerProcess.ts). */
export const BENCH_ROOM = 'bench';
