import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionRow } from '../api/schemas';
import type { SubmissionUpdate } from './liveChange';
import type { LiveSource, LiveState } from './liveSource';
import { watchSubmissions } from './submissionWatch';

type Events = Parameters<LiveSource['subscribe']>[2];

/** A live client double: the test decides the connection state, joins and pushed changes. */
class FakeSource implements LiveSource {
  state: LiveState = 'online';
  readonly rooms = new Map<string, { onChange: (change: { payload: unknown }) => void; events: Events }>();
  readonly #listeners = new Set<(state: LiveState) => void>();

  onStateChange(listener: (state: LiveState) => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  subscribe(room: string, onChange: (change: { payload: unknown }) => void, events?: Events) {
    this.rooms.set(room, { onChange, events });
    return () => this.rooms.delete(room);
  }
  setState(state: LiveState) {
    this.state = state;
    for (const listener of this.#listeners) listener(state);
  }
  joined(room: string) {
    this.rooms.get(room)?.events?.onJoined?.(1);
  }
  push(room: string, payload: unknown) {
    this.rooms.get(room)?.onChange({ payload });
  }
}

const row = (submitId: number, status: number): SubmissionRow => ({
  submitId,
  submitTime: '2026-11-22T10:00:00.000Z',
  pid: 1,
  displayPid: 'P1',
  uid: 'u1',
  username: 'ann',
  status,
  share: false,
  time: null,
  memory: null,
  score: null,
  oiRankScore: null,
  length: 10,
  language: 'C++',
  cid: 0,
  virtualCid: null,
  judger: '',
  isManual: false,
});

function setup(options: { maxRounds?: number; rooms?: string[] } = {}) {
  const source = new FakeSource();
  const asked: number[][] = [];
  let answer: SubmissionRow[] | Error = [];
  const updates: SubmissionUpdate[] = [];
  const watch = watchSubmissions({
    source,
    rooms: options.rooms ?? ['submission:7'],
    check: async (ids) => {
      asked.push([...ids]);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onUpdate: (update) => updates.push(update),
    intervalMs: 2000,
    maxRounds: options.maxRounds ?? 300,
  });
  return {
    source,
    watch,
    asked,
    updates,
    answer: (next: SubmissionRow[] | Error) => {
      answer = next;
    },
  };
}

describe('watchSubmissions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes live changes on, with the judged case, and does not poll while online', async () => {
    const { source, watch, asked, updates } = setup();
    watch.setOpen([7]);
    source.push('submission:7', {
      submission: row(7, 7),
      case: {
        seq: 3,
        status: 0,
        time: 4,
        memory: 900,
        score: 0,
        groupNum: 0,
        inputName: '3.in',
        outputName: '3.out',
        userOutput: '',
        message: '',
      },
    });
    source.push('submission:7', { kind: 'other', submission: row(7, 0) });
    source.push('submission:7', { nonsense: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toEqual([]);
    expect(watch.polling).toBe(false);
    expect(updates.map((u) => [u.submission.status, u.judgedCase?.seq ?? null])).toEqual([[7, 3]]);
  });

  it('a reload (a projection catching up) reads the list again and checks the open submissions', async () => {
    const source = new FakeSource();
    const asked: number[][] = [];
    const updates: SubmissionUpdate[] = [];
    let reloads = 0;
    const watch = watchSubmissions({
      source,
      rooms: ['status'],
      check: async (ids) => {
        asked.push([...ids]);
        return [row(7, 0)];
      },
      onUpdate: (update) => updates.push(update),
      onReload: () => reloads++,
    });
    watch.setOpen([7]);
    source.push('status', { kind: 'reload' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reloads).toBe(1);
    expect(asked).toEqual([[7]]);
    expect(updates.map((u) => u.submission.status)).toEqual([0]);
    watch.stop();
  });

  it('checks the open submissions once after every (re)join, for what changed before it', async () => {
    const { source, watch, asked, updates, answer } = setup();
    watch.setOpen([7]);
    answer([row(7, 6)]);
    source.joined('submission:7');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([[7]]);
    expect(updates.map((u) => u.submission.status)).toEqual([6]);
  });

  it('never lets a check answered after a live change undo it (the check read the row before the verdict)', async () => {
    const source = new FakeSource();
    const updates: SubmissionUpdate[] = [];
    let answerCheck: (rows: SubmissionRow[]) => void = () => undefined;
    const watch = watchSubmissions({
      source,
      rooms: ['submission:7'],
      check: () => new Promise((resolve) => (answerCheck = resolve)),
      onUpdate: (update) => updates.push(update),
    });
    watch.setOpen([7]);
    source.joined('submission:7');
    source.push('submission:7', { submission: row(7, 0) });
    answerCheck([row(7, 5)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.map((u) => u.submission.status)).toEqual([0]);
  });

  it('asks again after a check in flight when another room joins meanwhile', async () => {
    const source = new FakeSource();
    const asked: number[][] = [];
    const answers: ((rows: SubmissionRow[]) => void)[] = [];
    const updates: SubmissionUpdate[] = [];
    const watch = watchSubmissions({
      source,
      rooms: ['submission:7', 'user:u1'],
      check: (ids) => {
        asked.push([...ids]);
        return new Promise((resolve) => answers.push(resolve));
      },
      onUpdate: (update) => updates.push(update),
    });
    watch.setOpen([7]);
    source.joined('submission:7');
    source.joined('user:u1');
    expect(asked).toEqual([[7]]);
    answers[0]?.([row(7, 5)]);
    await vi.advanceTimersByTimeAsync(0);
    // The second join's check: the verdict came between the first read and that join.
    expect(asked).toEqual([[7], [7]]);
    answers[1]?.([row(7, 0)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.map((u) => u.submission.status)).toEqual([5, 0]);
  });

  it('polls every 2 s while offline, and stops when the connection is back', async () => {
    const { source, watch, asked, updates, answer } = setup();
    watch.setOpen([7]);
    answer([row(7, 7)]);
    source.setState('offline');
    expect(watch.polling).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(asked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([[7]]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(asked).toHaveLength(3);
    source.setState('online');
    expect(watch.polling).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(3);
    expect(updates).toHaveLength(3);
  });

  it('stops polling when no submission is left open, and starts again for a new one', async () => {
    const { source, watch, asked } = setup();
    source.setState('offline');
    expect(watch.polling).toBe(false); // nothing open yet
    watch.setOpen([7]);
    await vi.advanceTimersByTimeAsync(2000);
    watch.setOpen([]);
    expect(watch.polling).toBe(false);
    await vi.advanceTimersByTimeAsync(6000);
    expect(asked).toEqual([[7]]);
    watch.setOpen([8]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked).toEqual([[7], [8]]);
  });

  it('gives up after the most rounds, counting failed ones, until a new submission opens', async () => {
    const { source, watch, asked, answer } = setup({ maxRounds: 3 });
    watch.setOpen([7]);
    answer(new Error('server restarting'));
    source.setState('offline');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(asked).toHaveLength(3);
    expect(watch.polling).toBe(false);
    watch.setOpen([7, 9]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked.at(-1)).toEqual([7, 9]);
  });

  it('polls for a room that refused the join, even online', async () => {
    const { source, watch, asked } = setup();
    watch.setOpen([7]);
    source.rooms.get('submission:7')?.events?.onError?.({ status: 403, msg: 'No Access' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked).toEqual([[7]]);
  });

  it('does not poll while one of its rooms is live, though another refused the join', async () => {
    const { source, watch, asked } = setup({ rooms: ['submission:7', 'user:u1'] });
    watch.setOpen([7]);
    source.joined('user:u1');
    source.rooms.get('submission:7')?.events?.onError?.({ status: 403, msg: 'No Access' });
    await vi.advanceTimersByTimeAsync(10_000);
    // One check after the join (what changed before it), then nothing: the user room carries the verdict.
    expect(asked).toEqual([[7]]);
    source.rooms.get('user:u1')?.events?.onError?.({ status: 401, msg: 'Please login first' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked).toEqual([[7], [7]]);
  });

  it('leaves its rooms and polls no more once stopped', async () => {
    const { source, watch, asked, updates, answer } = setup();
    watch.setOpen([7]);
    answer([row(7, 0)]);
    source.setState('offline');
    watch.stop();
    expect(source.rooms.size).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toEqual([]);
    expect(updates).toEqual([]);
  });
});
