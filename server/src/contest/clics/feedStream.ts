import { PassThrough } from 'node:stream';
import type { ProductEvent, RecordedEvent } from '@oj/events';
import type { Context } from 'koa';
import type { Services } from '../../app/services';
import { problemStreamId } from '../../problem/problemDecider';
import { contestStreamId } from '../core/contestDecider';
import { contestFeed, FeedBuilder } from './feedExport';
import { type FeedStore, readFeedSource } from './feedSource';
import { type FeedLine, isAfter, parseToken } from './feedTypes';

/** DOMjudge's interval; CLICS asks for at least one keep-alive every 120 s. */
export const KEEP_ALIVE_MS = 10_000;

/** The whole feed of a contest as it stands now (one read of the store, one fold). */
export async function currentFeed(store: FeedStore, cid: number, now = Date.now()): Promise<FeedLine[]> {
  const { events, problems } = await readFeedSource(store, cid);
  return contestFeed({ cid, events, problems, now });
}

export const ndjson = (lines: readonly FeedLine[]) => lines.map((l) => `${JSON.stringify(l)}\n`).join('');

/** Whether the feed is over: its last line is the state that sets end_of_updates. */
export function feedEnded(lines: readonly FeedLine[]): boolean {
  const last = lines.at(-1);
  return (
    last?.type === 'state' &&
    typeof last.data === 'object' &&
    last.data !== null &&
    'end_of_updates' in last.data &&
    last.data.end_of_updates !== null
  );
}

/** Where a followed feed goes (the HTTP response). */
export interface FeedSink {
  write(text: string): void;
  end(): void;
}

export interface FollowOptions {
  /** The clock the time-driven lines are cut at (tests pass their own). */
  now?: () => number;
  keepAliveMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Writes the feed after `since` to `sink` and follows it: the store is read once, into one FeedBuilder,
 * which the store's subscription then feeds with the contest's new events (its stream, its submissions'
 * streams, found by their SubmissionCreated as they come, and its problems' facts), never re-reading or
 * refolding. After each new event of the contest and each keep-alive tick the lines past the last token
 * sent go out, the time-driven tail included (exactly what a refold at that moment would add); a bare
 * newline goes out when nothing was written for `keepAliveMs`. It ends after end_of_updates, on `stop`,
 * or on a failure (reported to `onError`).
 */
export async function followFeed(
  store: FeedStore,
  cid: number,
  since: [number, number],
  sink: FeedSink,
  { now = Date.now, keepAliveMs = KEEP_ALIVE_MS, onError = () => undefined }: FollowOptions = {},
): Promise<{ stop(): void }> {
  const source = await readFeedSource(store, cid);
  const { problems } = source;
  const feed = new FeedBuilder(cid, problems);
  for (const event of source.events) feed.apply(event);
  const streams = new Set([contestStreamId(cid), ...source.events.map((e) => e.streamId)]);
  let last = since;
  let lastWrite = now();
  let closed = false;
  let queue = Promise.resolve();

  const send = () => {
    const lines = feed.takeLines();
    const tail = feed.tail(now());
    const fresh = [...lines, ...tail].filter((l) => isAfter(l.token, last));
    const token = fresh.length > 0 ? parseToken(fresh[fresh.length - 1]?.token ?? '') : undefined;
    if (token) {
      sink.write(ndjson(fresh));
      lastWrite = now();
      last = token;
    }
    if (feedEnded(tail)) stop();
  };
  const follow = async (events: readonly RecordedEvent<ProductEvent>[]) => {
    let touched = false;
    for (const event of events) {
      if (event.type === 'SubmissionCreated' && event.data.cid === cid) streams.add(event.streamId);
      if (!streams.has(event.streamId)) {
        problems.apply(event);
        continue;
      }
      if (event.type === 'ContestProblemAdded' && !problems.isFollowed(event.data.pid)) {
        problems.follow(event.data.pid);
        for (const fact of await store.readStream(problemStreamId(event.data.pid))) problems.apply(fact);
      }
      feed.apply(event);
      touched = true;
    }
    if (touched) send();
  };
  /** Every step runs in order, so a tick never cuts into a batch. */
  const step = (work: () => Promise<void> | void) => {
    queue = queue
      .then(() => (closed ? undefined : work()))
      .catch((error: unknown) => {
        onError(error);
        stop();
      });
    return queue;
  };
  const subscription = store.subscribe({
    after: source.head,
    handler: (events) => step(() => follow(events)),
  });
  const timer = setInterval(() => {
    if (now() - lastWrite >= keepAliveMs - 100) {
      sink.write('\n');
      lastWrite = now();
    }
    void step(send);
  }, keepAliveMs);
  function stop() {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    void subscription.stop();
    sink.end();
  }
  void step(send);
  return { stop };
}

/** Answers with the feed after `since` as an ndjson stream kept open (followFeed), ended when the client goes. */
export async function streamFeed(services: Services, ctx: Context, cid: number, since: [number, number]) {
  const out = new PassThrough();
  const following = await followFeed(services.store, cid, since, out, {
    onError: (error) => services.log.error({ err: error, cid }, 'event feed stream failed'),
  });
  ctx.req.on('close', following.stop);
  if (ctx.req.destroyed) following.stop();
  ctx.req.socket.setTimeout(0);
  ctx.status = 200;
  ctx.type = 'application/x-ndjson';
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = out;
}
