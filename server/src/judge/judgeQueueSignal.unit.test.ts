import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { JudgeQueueSignal } from './judgeQueueSignal';

describe('offered rounds', () => {
  it('go only to runners of their kind, oldest first, so a remote runner never takes a local round', () => {
    // Not started: offers need no database.
    const queue = new JudgeQueueSignal('postgres://unused', pino({ level: 'silent' }));
    queue.offer({ submitId: 1, round: 1, kind: 'local' });
    queue.offer({ submitId: 2, round: 1, kind: 'remote' });
    queue.offer({ submitId: 3, round: 1, kind: 'local' });
    expect(queue.takeOffer('remote')).toEqual({ submitId: 2, round: 1, kind: 'remote' });
    expect(queue.takeOffer('remote')).toBeUndefined();
    expect(queue.takeOffer('local')).toEqual({ submitId: 1, round: 1, kind: 'local' });
    expect(queue.takeOffer('local')).toEqual({ submitId: 3, round: 1, kind: 'local' });
    expect(queue.takeOffer('local')).toBeUndefined();
  });
});
