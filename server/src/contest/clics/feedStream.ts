import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { Services } from '../../app/services';
import { contestFeed } from './feedExport';
import { readFeedSource } from './feedSource';
import { type FeedLine, isAfter } from './feedTypes';

/** DOMjudge's interval; CLICS asks for at least one keep-alive every 120 s. */
export const KEEP_ALIVE_MS = 10_000;

/** The whole feed of a contest as it stands now, and the streams it was folded from. */
export async function currentFeed(services: Services, cid: number) {
  const { events, problems } = await readFeedSource(services, cid);
  const lines = contestFeed({ cid, events, problems, now: Date.now() });
  return { lines, streams: new Set(events.map((e) => e.streamId)) };
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

/**
 * Answers with the feed after `since` and keeps the response open: every new event of the contest (a
 * store subscription, woken by NOTIFY) and every keep-alive tick refold the feed and send the lines
 * past the last token sent; a bare newline goes out when nothing was sent for KEEP_ALIVE_MS. The
 * response ends after end_of_updates, or when the client goes away.
 */
export async function streamFeed(services: Services, ctx: Context, cid: number, since: [number, number]) {
  const out = new PassThrough();
  let last = since;
  let lastWrite = Date.now();
  let streams = new Set<string>([`contest-${cid}`]);
  let closed = false;
  let queue = Promise.resolve();
  const head = await services.store.head();

  const send = async () => {
    const feed = await currentFeed(services, cid);
    streams = feed.streams;
    const fresh = feed.lines.filter((l) => isAfter(l.token, last));
    if (fresh.length > 0) {
      out.write(ndjson(fresh));
      lastWrite = Date.now();
      const token = fresh.at(-1)?.token.split('-').map(Number);
      if (token) last = [token[0] ?? 0, token[1] ?? 0];
    }
    if (feedEnded(feed.lines)) close();
  };
  const refresh = () => {
    queue = queue
      .then(() => (closed ? undefined : send()))
      .catch((error: unknown) => {
        services.log.error({ err: error, cid }, 'event feed stream failed');
        close();
      });
  };
  const subscription = services.store.subscribe({
    after: head,
    handler: (events) => {
      const touches = events.some(
        (e) =>
          streams.has(e.streamId) ||
          (e.type === 'SubmissionCreated' && e.data.cid === cid) ||
          e.streamId === `contest-${cid}`,
      );
      if (touches) refresh();
    },
  });
  const timer = setInterval(() => {
    if (Date.now() - lastWrite >= KEEP_ALIVE_MS - 100) {
      out.write('\n');
      lastWrite = Date.now();
    }
    refresh();
  }, KEEP_ALIVE_MS);
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    void subscription.stop();
    out.end();
  }
  ctx.req.on('close', close);
  ctx.req.socket.setTimeout(0);
  ctx.status = 200;
  ctx.type = 'application/x-ndjson';
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = out;
  refresh();
}
