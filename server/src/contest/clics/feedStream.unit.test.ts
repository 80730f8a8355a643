import {
  globalPosition,
  type ProductEvent,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '@oj/events';
import { describe, expect, it } from 'vitest';
import { contestFeed } from './feedExport';
import { END, history, MIN, START } from './feedHistory.fixture';
import type { FeedStore } from './feedSource';
import { feedEnded, followFeed } from './feedStream';
import { type FeedLine, isAfter, parseToken } from './feedTypes';

type Event = RecordedEvent<ProductEvent>;

/** A store holding `stored` (the head is its last event) that counts every read and hands out its subscriber. */
function countingStore(stored: readonly Event[]) {
  const counts = { reads: 0 };
  let deliver: SubscribeOptions<ProductEvent>['handler'] = () => undefined;
  const inStreams = (ids: readonly string[]) => stored.filter((e) => ids.includes(e.streamId));
  const store: FeedStore = {
    waitForSettled: async () => globalPosition(stored.at(-1)?.position ?? 0),
    readWhere: async (query) => {
      counts.reads++;
      // The fake answers the feed's one filtered read: the contest's SubmissionCreated up to the head.
      expect(query.types).toEqual(['SubmissionCreated']);
      return stored.filter((e) => e.type === 'SubmissionCreated' && e.position < (query.before ?? Infinity));
    },
    readStreams: async (ids) => {
      counts.reads++;
      return inStreams(ids);
    },
    readStream: async (id) => {
      counts.reads++;
      return inStreams([id]);
    },
    subscribe: ({ handler }): Subscription => {
      deliver = handler;
      return {
        position: globalPosition(0),
        caughtUp: Promise.resolve(),
        done: new Promise(() => undefined),
        stop: async () => undefined,
      };
    },
  };
  return { store, counts, deliver: (events: Event[]) => deliver(events, { behind: false }) };
}

/** What the feed sent before it followed events: a refold of everything so far, past the last token sent. */
function refoldSince(events: readonly Event[], now: number, since: [number, number]): FeedLine[] {
  return contestFeed({ cid: 7, events, problems: new Map(), now }).filter((l) => isAfter(l.token, since));
}

describe('a followed event feed', () => {
  it('folds each new event once, never re-reading the store, and sends what a refold would', async () => {
    const events = history();
    const initial = events.slice(0, 8);
    const batches = [events.slice(8, 15), events.slice(15, 20), events.slice(20)];
    const created = events[3];
    if (created?.type !== 'SubmissionCreated') throw new Error('the history has changed');
    // A submission of another contest, between the contest's own events.
    const other: Event = {
      ...created,
      streamId: 'submission-99',
      position: globalPosition(10_000),
      data: { ...created.data, submitId: 99, cid: 8 },
    };
    const { store, counts, deliver } = countingStore(initial);
    let clock = START + 100 * MIN;
    const sent: string[] = [];
    let ended = false;
    const following = await followFeed(
      store,
      7,
      [0, -1],
      { write: (text) => sent.push(text), end: () => (ended = true) },
      { now: () => clock, keepAliveMs: 3_600_000 },
    );
    await deliver([]); // the first send runs in the follower's queue, before any batch
    const readsToStart = counts.reads;
    expect(readsToStart).toBeGreaterThan(0);

    // What the feed sent before: the whole refold after each event, cut after the last token sent.
    let expected = refoldSince(initial, clock, [0, -1]);
    let last = parseToken(expected.at(-1)?.token ?? '') ?? [0, -1];
    let sofar = [...initial];
    for (const [i, batch] of batches.entries()) {
      if (i === batches.length - 1) clock = END + 10 * MIN;
      await deliver(i === 0 ? [...batch, other] : batch);
      sofar = [...sofar, ...batch];
      const fresh = refoldSince(sofar, clock, last);
      expected = [...expected, ...fresh];
      last = parseToken(fresh.at(-1)?.token ?? '') ?? last;
    }

    const lines = sent
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as FeedLine);
    expect(lines).toEqual(expected);
    expect(lines.filter((l) => l.type === 'submissions').map((l) => l.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(feedEnded(lines)).toBe(true);
    expect(ended).toBe(true);
    // Three batches of the contest's events and one of another contest's: no read of the store.
    expect(counts.reads).toBe(readsToStart);
    following.stop();
  });
});
