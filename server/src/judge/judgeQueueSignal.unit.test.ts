import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { JudgeQueueSignal } from './judgeQueueSignal';

describe('offered rounds', () => {
  it('go only to runners of their kind, oldest first, so a remote runner never takes a local round', () => {
    // Not started: offers need no database.
    const queue = new JudgeQueueSignal('postgres://unused', pino({ level: 'silent' }));
    queue.offer({ submitId: 1, round: 1, pid: 1, kind: 'local' });
    queue.offer({ submitId: 2, round: 1, pid: 1, kind: 'remote' });
    queue.offer({ submitId: 3, round: 1, pid: 1, kind: 'local' });
    expect(queue.takeOffer('remote')).toEqual({ submitId: 2, round: 1, pid: 1, kind: 'remote' });
    expect(queue.takeOffer('remote')).toBeUndefined();
    expect(queue.takeOffer('local')).toEqual({ submitId: 1, round: 1, pid: 1, kind: 'local' });
    expect(queue.takeOffer('local')).toEqual({ submitId: 3, round: 1, pid: 1, kind: 'local' });
    expect(queue.takeOffer('local')).toBeUndefined();
  });
});

describe('wake-ups', () => {
  const silent = pino({ level: 'silent' });
  /** A waiting lease request, and whether it has been woken yet. */
  function waiting(queue: JudgeQueueSignal, kind?: 'local' | 'remote') {
    const state = { woken: false };
    const done = queue.wait(60_000, undefined, kind).then(() => {
      state.woken = true;
    });
    return { state, done };
  }
  /** One turn of the event loop: every callback a wake-up queued has run by then. */
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('an offer wakes the runners of its kind only', async () => {
    const queue = new JudgeQueueSignal('postgres://unused', silent);
    const [local, remote, any] = [waiting(queue, 'local'), waiting(queue, 'remote'), waiting(queue)];
    queue.offer({ submitId: 1, round: 1, pid: 1, kind: 'local' });
    await local.done;
    await any.done;
    await turn();
    expect(remote.state.woken).toBe(false);
    await queue.close();
    await remote.done;
  });

  it("the projector's NOTIFY of a round leased here wakes nobody; any other wakes everyone", async () => {
    const queue = new JudgeQueueSignal('postgres://unused', silent);
    const notice = (submitId: number, round: number) =>
      JSON.stringify({ id: 1, topic: 'judge-queue', position: 9, payload: { submitId, round } });
    queue.leased(7, 1);
    const first = waiting(queue, 'local');
    queue.notified(notice(7, 1));
    await turn();
    expect(first.state.woken).toBe(false);
    // The same submission's next round (a rejudge) is new work.
    queue.notified(notice(7, 2));
    await first.done;
    // A round is skipped once: its NOTIFY comes once.
    queue.leased(8, 1);
    queue.notified(notice(8, 1));
    const second = waiting(queue, 'remote');
    queue.notified(notice(8, 1));
    await second.done;
    // A change too big for a NOTIFY comes without its payload: everyone looks.
    const third = waiting(queue, 'local');
    queue.notified(JSON.stringify({ id: 2, topic: 'judge-queue', position: 10 }));
    await third.done;
    await queue.close();
  });

  it("the projector's NOTIFY of a round whose offer a runner here took wakes nobody, of one on offer its kind", async () => {
    const queue = new JudgeQueueSignal('postgres://unused', silent);
    const notice = (submitId: number) =>
      JSON.stringify({ id: 1, topic: 'judge-queue', position: 9, payload: { submitId, round: 1 } });
    // Offered while nobody waited; a runner's claim takes it, and its lease is still being appended
    // when the NOTIFY comes: the runners waiting then (the other local loop, the remote ones) sleep on.
    queue.offer({ submitId: 5, round: 1, pid: 1, kind: 'local' });
    expect(queue.takeOffer('local')?.submitId).toBe(5);
    const [local, remote] = [waiting(queue, 'local'), waiting(queue, 'remote')];
    queue.notified(notice(5));
    await turn();
    expect(local.state.woken).toBe(false);
    expect(remote.state.woken).toBe(false);
    // Still on offer when its NOTIFY comes (nobody of its kind waited): its kind looks, the others sleep on.
    queue.offer({ submitId: 6, round: 1, pid: 1, kind: 'remote' });
    const localAgain = waiting(queue, 'local');
    queue.notified(notice(6));
    await remote.done;
    await turn();
    expect(local.state.woken).toBe(false);
    expect(localAgain.state.woken).toBe(false);
    // An offer given back (its lease failed) is on offer again: its NOTIFY wakes its runners.
    expect(queue.takeOffer('remote')?.submitId).toBe(6);
    queue.offer({ submitId: 7, round: 1, pid: 1, kind: 'local' });
    await local.done;
    await localAgain.done;
    const taken = queue.takeOffer('local');
    expect(taken?.submitId).toBe(7);
    queue.giveBack(taken ? [taken] : []);
    const last = waiting(queue, 'local');
    queue.notified(notice(7));
    await last.done;
    await queue.close();
  });
});

describe('rounds being leased', () => {
  it('are tried by one lease request of the node at a time, and free again when it is done', () => {
    const queue = new JudgeQueueSignal('postgres://unused', pino({ level: 'silent' }));
    expect(queue.startLeasing(9, 1)).toBe(true);
    // The node's other runner, woken with the first, finds the same round in the queue meanwhile.
    expect(queue.startLeasing(9, 1)).toBe(false);
    // Another round, or the same submission's next round, is not held back.
    expect(queue.startLeasing(9, 2)).toBe(true);
    expect(queue.startLeasing(10, 1)).toBe(true);
    // The first try ended (won or lost): a later claim may try the round again (an expired lease).
    queue.doneLeasing(9, 1);
    expect(queue.startLeasing(9, 1)).toBe(true);
  });
});
