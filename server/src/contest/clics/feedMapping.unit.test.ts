import { describe, expect, it } from 'vitest';
import { contestFeed } from './feedExport';
import { END, history, MIN, problems, START } from './feedHistory.fixture';
import { planImport } from './feedImport';
import { ndjson } from './feedStream';
import type { FeedLine } from './feedTypes';
import { STATUS } from './judgementTypes';

/** The feed as it stood at `now`: only the events recorded by then. */
const feedAt = (now: number) =>
  contestFeed({ cid: 7, events: history().filter((e) => Date.parse(e.metadata.at) <= now), problems, now });
const tokenKey = (l: FeedLine) => l.token.split('-').map(Number) as [number, number];

describe('export: our events as a CLICS event feed', () => {
  const lines = feedAt(END + 10 * MIN);

  it('starts with the contest and its judgement types, and ends with end_of_updates once the contest is over', () => {
    expect(lines[0]).toMatchObject({
      type: 'contest',
      id: null,
      data: {
        id: '7',
        name: 'Spring cup',
        start_time: '2026-03-01T09:00:00.000+00:00',
        duration: '5:00:00.000',
        scoreboard_freeze_duration: '1:00:00.000',
        scoreboard_type: 'pass-fail',
        penalty_time: 20,
      },
    });
    const types = lines.filter((l) => l.type === 'judgement-types').map((l) => l.data);
    expect(types).toContainEqual({ id: 'CE', name: 'Compile Error', penalty: false, solved: false });
    expect(types).toContainEqual({ id: 'AC', name: 'Accepted', penalty: false, solved: true });
    const last = lines.at(-1);
    expect(last?.type).toBe('state');
    expect(last?.data).toEqual({
      started: '2026-03-01T09:00:00.000+00:00',
      frozen: '2026-03-01T13:00:00.000+00:00',
      ended: '2026-03-01T14:00:00.000+00:00',
      thawed: '2026-03-01T14:00:00.000+00:00',
      finalized: expect.any(String),
      end_of_updates: expect.any(String),
    });
  });

  it('gives every line a unique token, increasing along the feed', () => {
    const keys = lines.map(tokenKey);
    for (let i = 1; i < keys.length; i++) {
      const [p, n] = keys[i] as [number, number];
      const [q, m] = keys[i - 1] as [number, number];
      expect(p > q || (p === q && n > m)).toBe(true);
    }
  });

  it('maps submissions, judgements and runs with contest times and our verdicts as judgement types', () => {
    expect(lines.find((l) => l.type === 'submissions' && l.id === '2')?.data).toEqual({
      id: '2',
      language_id: 'cpp',
      problem_id: 'apples',
      team_id: 'ann',
      time: '2026-03-01T09:25:00.000+00:00',
      contest_time: '0:25:00.000',
      files: [],
    });
    const judgements = lines.filter((l) => l.type === 'judgements' && l.id === '2-1');
    expect(judgements.map((l) => (l.data as { judgement_type_id: string | null }).judgement_type_id)).toEqual(
      [null, 'AC'],
    );
    expect(judgements[1]?.data).toMatchObject({ end_contest_time: '0:25:03.000', max_run_time: 0.015 });
    expect(lines.find((l) => l.type === 'runs' && l.id === '3-1-1')?.data).toMatchObject({
      judgement_id: '3-1',
      ordinal: 1,
      judgement_type_id: 'CE',
      run_time: 0.015,
    });
    expect(lines.find((l) => l.type === 'teams' && l.id === 'guest')?.data).toMatchObject({ hidden: true });
    expect(lines.find((l) => l.type === 'problems' && l.id === 'apples')?.data).toEqual({
      id: 'apples',
      label: 'A',
      name: 'Apples',
      ordinal: 0,
      rgb: '#ff0000',
      time_limit: 2,
      test_data_count: 3,
    });
  });

  it('awards the winner and first solvers from the real board, star teams left out', () => {
    const award = (id: string) => lines.find((l) => l.type === 'awards' && l.id === id)?.data;
    // ann: A at 25 + 20; bob: B at 50 (CE free) and A at 270 -> bob solved two.
    expect(award('winner')).toMatchObject({ team_ids: ['bob'] });
    expect(award('first-to-solve-apples')).toMatchObject({ team_ids: ['ann'] });
    expect(award('first-to-solve-bananas')).toMatchObject({ team_ids: ['bob'] });
  });

  it('is the same feed for the same events (stable tokens) and has no end while the contest runs', () => {
    expect(feedAt(END + 10 * MIN)).toEqual(lines);
    const running = feedAt(START + 100 * MIN);
    expect(running.some((l) => l.type === 'awards')).toBe(false);
    expect(running.at(-1)?.data).not.toHaveProperty('end_of_updates', expect.any(String));
    const state = running.filter((l) => l.type === 'state').at(-1)?.data;
    expect(state).toMatchObject({ started: expect.any(String), frozen: null, ended: null });
  });
});

describe('import: a CLICS event feed as a plan of our contest', () => {
  it('reads our own export back into the same contest, problems, teams and verdicts', () => {
    const result = planImport(ndjson(feedAt(END + 10 * MIN)));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { contest, problems: planned, teams, submissions } = result.plan;
    expect(contest).toMatchObject({
      title: 'Spring cup',
      startTime: START,
      endTime: END,
      freeze: 60 * MIN,
      penaltyMinutes: 20,
      compileErrorPenalty: false,
    });
    expect(planned.map((p) => [p.feedId, p.displayId, p.title, p.timeLimit])).toEqual([
      ['apples', 'A', 'Apples', 2000],
      ['bananas', 'B', 'Bananas', 1000],
    ]);
    expect(teams).toContainEqual({ feedId: 'guest', username: 'guest', hidden: true });
    expect(submissions.map((s) => [s.feedId, s.teamId, s.problemId, s.status, s.time - START])).toEqual([
      ['5', 'guest', 'apples', STATUS.accepted, 5 * MIN],
      ['1', 'ann', 'apples', STATUS.wrongAnswer, 10 * MIN],
      ['2', 'ann', 'apples', STATUS.accepted, 25 * MIN],
      ['3', 'bob', 'bananas', STATUS.compileError, 40 * MIN],
      ['4', 'bob', 'bananas', STATUS.accepted, 50 * MIN],
      ['6', 'bob', 'apples', STATUS.accepted, 270 * MIN],
    ]);
    expect(submissions[0]?.judgedAt).toBe(START + 5 * MIN + 3000);
  });

  it('reads the 2020-03 op format, whole collections as arrays, and the feed’s own penalty flags', () => {
    const lines = [
      {
        type: 'contests',
        id: 'e1',
        op: 'create',
        data: {
          id: 'wf',
          name: 'WF',
          start_time: '2020-03-01T10:00:00+01',
          duration: '5:00:00',
          scoreboard_freeze_duration: '1:00:00',
          penalty_time: 10,
        },
      },
      {
        type: 'judgement-types',
        id: 'e2',
        op: 'create',
        data: { id: 'CE', name: 'compile error', penalty: true, solved: false },
      },
      {
        type: 'judgement-types',
        id: 'e3',
        op: 'create',
        data: { id: 'TLE', name: 'too slow', penalty: false, solved: false },
      },
      { type: 'problems', id: 'e4', op: 'create', data: { id: 'p1', label: 'A', name: 'One', ordinal: 0 } },
      { type: 'teams', id: 'e5', op: 'create', data: { id: 't1', name: 'Team One' } },
      { type: 'teams', id: 'e6', op: 'create', data: { id: 't2', name: 'Gone' } },
      { type: 'teams', id: 'e7', op: 'delete', data: { id: 't2' } },
      {
        type: 'submissions',
        id: 'e8',
        op: 'create',
        data: {
          id: 's1',
          team_id: 't1',
          problem_id: 'p1',
          language_id: 'cpp',
          time: '2020-03-01T10:10:00+01',
          contest_time: '0:10:00',
        },
      },
      {
        type: 'submissions',
        id: 'e9',
        op: 'create',
        data: { id: 's2', team_id: 't1', problem_id: 'p1', language_id: 'cpp', contest_time: '0:20:00' },
      },
      {
        type: 'judgements',
        id: 'e10',
        op: 'create',
        data: { id: 'j1', submission_id: 's1', judgement_type_id: 'CE' },
      },
      {
        type: 'judgements',
        id: 'e11',
        op: 'create',
        data: { id: 'j2', submission_id: 's2', judgement_type_id: 'TLE', end_contest_time: '0:21:00' },
      },
      { type: 'groups', id: 'e12', op: 'create', data: { id: 'g', name: 'ignored' } },
    ];
    const result = planImport(lines.map((l) => JSON.stringify(l)).join('\n'));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { contest, teams, submissions } = result.plan;
    expect(contest).toMatchObject({
      feedId: 'wf',
      startTime: Date.UTC(2020, 2, 1, 9),
      penaltyMinutes: 10,
      compileErrorPenalty: true,
    });
    expect(teams.map((t) => t.feedId)).toEqual(['t1']);
    // A CE that costs a try stays a CE (the contest counts it); a TLE that costs nothing counts nowhere.
    expect(submissions.map((s) => s.status)).toEqual([STATUS.compileError, STATUS.systemError]);
    expect(submissions[1]?.judgedAt).toBe(Date.UTC(2020, 2, 1, 9, 21));

    const arrays = [
      {
        type: 'contest',
        data: {
          id: 'c',
          name: 'C',
          start_time: '2020-03-01T10:00:00Z',
          duration: '1:00:00',
          penalty_time: '0:20:00',
        },
      },
      {
        type: 'problems',
        id: null,
        data: [
          { id: 'x', label: 'X' },
          { id: 'y', label: 'Y' },
        ],
      },
      { type: 'problems', id: null, data: [{ id: 'y', label: 'Y' }] },
    ];
    const replaced = planImport(arrays.map((l) => JSON.stringify(l)).join('\n'));
    if (!replaced.ok) throw new Error(JSON.stringify(replaced.errors));
    expect(replaced.plan.problems.map((p) => p.feedId)).toEqual(['y']);
    expect(replaced.plan.contest.penaltyMinutes).toBe(20);
  });

  it('lists every bad line with its number and plans nothing', () => {
    const text = [
      JSON.stringify({
        type: 'contest',
        id: null,
        data: { id: 'c', name: 'C', start_time: '2020-03-01T10:00:00Z', duration: '1:00:00' },
      }),
      '{"type": "teams", "id": "t1", "data": {"id": "t1", "name": "One"}',
      JSON.stringify({ type: 'problems', id: 'p', data: { id: 'p', name: 'no label' } }),
      '',
      JSON.stringify({
        type: 'submissions',
        id: 's',
        data: { id: 's', team_id: 'nobody', problem_id: 'p', contest_time: '0:01:00' },
      }),
      JSON.stringify({
        type: 'judgements',
        id: 'j',
        data: { id: 'j', submission_id: 'missing', judgement_type_id: 'AC' },
      }),
      JSON.stringify({
        type: 'submissions',
        id: 't',
        data: { id: 't', team_id: 'x', problem_id: 'p', contest_time: 'soon' },
      }),
    ].join('\n');
    const result = planImport(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.line)).toEqual([2, 3, 5, 6, 7]);
    expect(result.errors[0]?.message).toMatch(/^Invalid JSON/);
    expect(result.errors[1]?.message).toMatch(/^problems: label/);
    expect(result.errors[2]?.message).toBe('submissions s: unknown problem "p"');
    expect(result.errors[3]?.message).toBe('judgements j: unknown submission "missing"');
    expect(result.errors[4]?.message).toMatch(/not a CLICS RELTIME/);
    expect(planImport('{"type":"teams","id":"t","data":{"id":"t","name":"T"}}')).toEqual({
      ok: false,
      errors: [{ line: 0, message: 'The feed has no contest' }],
    });
  });
});
