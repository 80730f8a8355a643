import { describe, expect, it } from 'vitest';
import { noticeMatters } from './auditFilters';

const heartbeat = { events: [{ type: 'JudgeRunnerReported' }], more: false };
const mixed = { events: [{ type: 'JudgeRunnerReported' }, { type: 'ProblemUpdated' }], more: false };

describe('noticeMatters', () => {
  it('skips a live notice made only of heartbeats while the list hides them', () => {
    expect(noticeMatters({}, heartbeat)).toBe(false);
    expect(noticeMatters({}, mixed)).toBe(true);
    // More events than the notice names: one of them may be shown.
    expect(noticeMatters({}, { ...heartbeat, more: true })).toBe(true);
  });

  it('reads every notice when the list shows heartbeats', () => {
    expect(noticeMatters({ heartbeats: 'true' }, heartbeat)).toBe(true);
    expect(noticeMatters({ type: 'JudgeRunnerReported' }, heartbeat)).toBe(true);
    expect(noticeMatters({ stream: 'judge-runner-a' }, heartbeat)).toBe(true);
  });

  it('reads a notice it cannot parse, rather than miss an event', () => {
    expect(noticeMatters({}, { kind: 'reload' })).toBe(true);
  });
});
