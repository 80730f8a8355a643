/**
 * The public board's live changes as the projector NOTIFYs them, heard by a LISTEN of our own (as
 * every API node's relay hears them): when a verdict's board change was projected and committed.
 */
import { LIVE_CHANNEL } from '@oj/projections';
import pg from 'pg';
import { z } from 'zod';
import { monotonicMs } from '../events/stats';
import { CID } from './contestWorkload';

export interface BoardNotices {
  /** Resolves with the arrival time of the first board change at or after `position`. */
  seen(position: number): Promise<number>;
  close(): Promise<void>;
}

const liveNotice = z.object({ topic: z.string(), position: z.number() });

/** LISTENs on the projector's live channel, as every API node's relay does. */
export async function listenForBoard(databaseUrl: string): Promise<BoardNotices> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const topic = `contest:${CID}:board`;
  let highest = 0;
  let arrivedAt = 0;
  const waiters: { position: number; resolve: (at: number) => void }[] = [];
  client.on('notification', (n) => {
    const notice = liveNotice.safeParse(JSON.parse(n.payload ?? 'null'));
    if (!notice.success || notice.data.topic !== topic) return;
    const at = monotonicMs();
    if (notice.data.position > highest) {
      highest = notice.data.position;
      arrivedAt = at;
    }
    for (const w of waiters.filter((w) => w.position <= notice.data.position)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(at);
    }
  });
  await client.query(`listen ${LIVE_CHANNEL}`);
  return {
    seen: (position) =>
      position <= highest
        ? Promise.resolve(arrivedAt)
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no board change for ${position}`)), 60_000);
            waiters.push({
              position,
              resolve: (at) => {
                clearTimeout(timer);
                resolve(at);
              },
            });
          }),
    close: () => client.end(),
  };
}
