import { type ProductEvent, SubmissionStatus } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { type SubmissionCommand, type SubmissionState, submissionDecider } from './submissionDecider';

const created: ProductEvent = {
  type: 'SubmissionCreated',
  data: {
    submitId: 1,
    pid: 1,
    displayPid: 'A',
    uid: 'u1',
    username: 'u',
    language: 'C',
    code: 'x',
    cid: 0,
    ip: '',
  },
};

/** Decides each command on the state folded so far, keeping the events, as handleCommand does. */
function run(commands: SubmissionCommand[]): { events: ProductEvent[]; state: SubmissionState } {
  let state = submissionDecider.evolve(submissionDecider.initialState(), created);
  const events: ProductEvent[] = [];
  for (const command of commands) {
    for (const event of submissionDecider.decide(command, state)) {
      events.push(event);
      state = submissionDecider.evolve(state, event);
    }
  }
  return { events, state };
}

const take = (leaseId: string, now: number, round = 1): SubmissionCommand => ({
  type: 'TakeLease',
  round,
  leaseId,
  runner: leaseId,
  now,
  ttlMs: 1000,
});
const verdict = (leaseId: string, round = 1): SubmissionCommand => ({
  type: 'ReportVerdict',
  round,
  leaseId,
  verdict: {
    status: 0,
    score: null,
    oiRankScore: null,
    time: 1,
    memory: 1,
    errorMessage: '',
    systemError: null,
    judger: 'j',
  },
});

describe('the judging lease', () => {
  it("shows a local round Compiling from its lease's own append, and a reported Compiling adds nothing", () => {
    const { events } = run([
      { ...take('a', 0), compiles: true } as SubmissionCommand,
      { type: 'ReportProgress', round: 1, leaseId: 'a', status: SubmissionStatus.compiling },
    ]);
    expect(events.map((e) => e.type)).toEqual(['JudgeLeaseTaken', 'SubmissionJudgeProgressed']);
    expect(events[1]?.data).toEqual({ round: 1, leaseId: 'a', status: SubmissionStatus.compiling });
    expect(run([take('a', 0)]).events.map((e) => e.type)).toEqual(['JudgeLeaseTaken']);
  });

  it('refuses a second runner while the lease holds, and lets it take over once it expired', () => {
    expect(() => run([take('a', 0), take('b', 999)])).toThrow('Another judge holds the submission');
    const { events, state } = run([take('a', 0), take('b', 1001)]);
    expect(events.at(-1)).toMatchObject({ type: 'JudgeLeaseTaken', data: { leaseId: 'b', replaces: 'a' } });
    expect(state).toMatchObject({ leases: 2 });
  });

  it('accepts reports only from the current holder, and one verdict per round', () => {
    expect(() => run([take('a', 0), take('b', 2000), verdict('a')])).toThrow('no longer valid');
    const { state } = run([take('a', 0), verdict('a')]);
    expect(state).toMatchObject({ status: 0, lease: null });
    expect(() => run([take('a', 0), verdict('a'), verdict('a')])).toThrow('no longer valid');
    expect(() => run([take('a', 0), verdict('a'), take('c', 5)])).toThrow('not waiting for a judge');
  });

  it('voids the old round on a rejudge: its late verdict is refused, the new round is leased afresh', () => {
    expect(() => run([take('a', 0), { type: 'Rejudge' }, verdict('a')])).toThrow('no longer valid');
    const { events, state } = run([take('a', 0), { type: 'Rejudge' }, take('b', 1, 2), verdict('b', 2)]);
    expect(events.map((e) => e.type)).toEqual([
      'JudgeLeaseTaken',
      'SubmissionRejudged',
      'JudgeLeaseTaken',
      'SubmissionJudged',
    ]);
    expect(state).toMatchObject({ round: 2, leases: 1, status: 0 });
  });

  it('keeps manual judging and cancelling away from a round being judged', () => {
    const judging: SubmissionCommand[] = [
      take('a', 0),
      { type: 'ReportProgress', round: 1, leaseId: 'a', status: 7 },
    ];
    expect(() => run([...judging, { type: 'CancelJudge' }])).toThrow('cannot be cancelled');
    expect(() => run([...judging, { type: 'ManualJudge', status: 0, score: null }])).toThrow('by hand');
  });
});

describe('remote judging', () => {
  const failed = (leaseId: string, round = 1): SubmissionCommand => {
    const base = verdict(leaseId, round);
    if (base.type !== 'ReportVerdict') throw new Error('a verdict');
    return { ...base, verdict: { ...base.verdict, status: SubmissionStatus.submitFailed } };
  };
  const submitting = (leaseId: string): SubmissionCommand => ({
    type: 'ReportProgress',
    round: 1,
    leaseId,
    status: SubmissionStatus.submitting,
  });

  it('says 9 while submitting, keeps the round leasable to another runner, and is not judged by hand meanwhile', () => {
    const { events, state } = run([take('a', 0), submitting('a')]);
    expect(events.at(-1)).toMatchObject({ type: 'SubmissionJudgeProgressed', data: { status: 9 } });
    expect(state).toMatchObject({ status: SubmissionStatus.submitting });
    expect(run([take('a', 0), submitting('a'), take('b', 1001)]).state).toMatchObject({ leases: 2 });
    expect(() =>
      run([take('a', 0), submitting('a'), { type: 'ManualJudge', status: 0, score: null }]),
    ).toThrow('by hand');
  });

  it('resubmits a submit failure as a new round, and nothing else', () => {
    const { events, state } = run([take('a', 0), failed('a'), { type: 'Resubmit' }]);
    expect(events.at(-1)).toEqual({ type: 'SubmissionRejudged', data: { round: 2 } });
    expect(state).toMatchObject({ status: SubmissionStatus.pending, round: 2, lease: null });
    expect(run([take('a', 0), failed('a'), { type: 'Resubmit' }, take('b', 5, 2)]).state).toMatchObject({
      leases: 1,
    });
    expect(() => run([take('a', 0), verdict('a'), { type: 'Resubmit' }])).toThrow(
      'Only a submission that failed to submit can be resubmitted',
    );
    expect(() => run([{ type: 'Resubmit' }])).toThrow('Only a submission that failed to submit');
  });

  it('keeps the last submit intent for a takeover, refuses one after the run is on record, and clears it on resubmit', () => {
    const intent = (leaseId: string, before: string | null): SubmissionCommand => ({
      type: 'RecordRemoteIntent',
      round: 1,
      leaseId,
      bank: 'HDU',
      username: 'vj1',
      before,
    });
    const run1 = (leaseId: string): SubmissionCommand => ({
      type: 'RecordRemoteRun',
      round: 1,
      leaseId,
      bank: 'HDU',
      username: 'vj1',
      runId: '8',
    });
    const { events, state } = run([take('a', 0), intent('a', null), take('b', 1001), intent('b', '7')]);
    expect(events.filter((e) => e.type === 'RemoteSubmitStarted')).toHaveLength(2);
    expect(state).toMatchObject({ remoteIntent: { username: 'vj1', before: '7' }, remoteRun: null });
    expect(() => run([take('a', 0), intent('a', null), take('b', 1001), intent('a', null)])).toThrow();
    expect(() => run([take('a', 0), intent('a', null), run1('a'), intent('a', '8')])).toThrow(
      'This round was submitted already as run 8',
    );
    expect(run([take('a', 0), intent('a', null), failed('a'), { type: 'Resubmit' }]).state).toMatchObject({
      remoteIntent: null,
    });
  });
});
