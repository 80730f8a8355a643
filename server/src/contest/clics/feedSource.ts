import type { EventStore, GlobalPosition, ProductEvent, RecordedEvent } from '@oj/events';
import { sql } from 'kysely';
import { problemStreamId } from '../../problem/problemDecider';
import { contestStreamId } from '../core/contestDecider';
import type { ProblemFacts } from './feedTypes';

type Event = RecordedEvent<ProductEvent>;

/** The store reads the feed needs (tests count them: a live feed reads once, then only follows). */
export type FeedStore = Pick<
  EventStore<ProductEvent>,
  'waitForSettled' | 'readWhere' | 'readStreams' | 'readStream' | 'subscribe'
>;

export interface FeedSource {
  /** The contest's stream and its submissions' streams up to `head`, in global order. */
  events: Event[];
  /** What the feed knows of each problem the contest ever had, as of `head` (updated by `ProblemFactsFold`). */
  problems: ProblemFactsFold;
  /** Everything up to here is read: a live feed subscribes after it. */
  head: GlobalPosition;
}

/**
 * Everything the feed of contest `cid` is folded from, read from the event store itself (never a read
 * model), up to the settled head once every event committed before the call has settled: the contest's
 * stream, the streams of its submissions (found by the indexed `cid` of their SubmissionCreated), and
 * the facts of its problems.
 */
export async function readFeedSource(store: FeedStore, cid: number): Promise<FeedSource> {
  const head = await store.waitForSettled();
  const upToHead = (e: Event) => e.position <= head;
  const created = await store.readWhere({
    types: ['SubmissionCreated'],
    where: (eb) => eb(sql<string>`data->>'cid'`, '=', String(cid)),
    before: head + 1,
  });
  const streams = [contestStreamId(cid), ...created.map((e) => e.streamId)];
  const events = (await store.readStreams(streams)).filter(upToHead);
  const problems = new ProblemFactsFold();
  const pids = [...new Set(events.flatMap((e) => (e.type === 'ContestProblemAdded' ? [e.data.pid] : [])))];
  const problemEvents = (await store.readStreams(pids.map(problemStreamId))).filter(upToHead);
  for (const pid of pids) problems.follow(pid);
  for (const event of problemEvents) problems.apply(event);
  return { events, problems, head };
}

/**
 * problemId, time limit and number of test cases of the problems a feed follows, folded from their
 * `problem-<pid>` streams; a Map the feed builder reads when it writes a problem line.
 */
export class ProblemFactsFold extends Map<number, ProblemFacts> {
  private readonly followed = new Set<number>();
  private readonly through = new Map<number, number>();

  follow(pid: number): void {
    this.followed.add(pid);
  }

  isFollowed(pid: number): boolean {
    return this.followed.has(pid);
  }

  /** Folds one event of a followed problem's stream; others, and ones already folded, change nothing. */
  apply(event: Event): void {
    if (!event.streamId.startsWith('problem-')) return;
    const pid = Number(event.streamId.slice('problem-'.length));
    if (!this.followed.has(pid) || event.position <= (this.through.get(pid) ?? 0)) return;
    this.through.set(pid, event.position);
    const current = this.get(pid);
    if (event.type === 'ProblemCreated') {
      const { problemId, timeLimit } = event.data.fields;
      this.set(pid, { problemId, timeLimit, testDataCount: event.data.testCases.length });
    } else if (current && event.type === 'ProblemUpdated') {
      const { problemId, timeLimit } = event.data.changes;
      this.set(pid, {
        ...current,
        problemId: problemId ?? current.problemId,
        timeLimit: timeLimit ?? current.timeLimit,
      });
    } else if (current && event.type === 'ProblemTestCasesReplaced') {
      this.set(pid, { ...current, testDataCount: event.data.testCases.length });
    }
  }
}
