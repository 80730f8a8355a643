import { type EventMetadata, ProblemType, SubmissionStatus } from '@oj/events';
import { contestByTitle, problemsByProblemIds, userBy } from '@oj/projections';
import type { Services } from '../app/services';
import type { ImportPlan } from '../contest/clics/feedImport';
import { writeImportedContest } from '../contest/clics/importWriter';

const DEMO_FINISHED_TITLE = 'Demo Contest (finished)';
const MIN = 60_000;
const HOUR = 60 * MIN;
/** Wrong runs: wrong answer and time limit exceeded, both a try on the board. */
const WRONG = [
  SubmissionStatus.wrongAnswer,
  SubmissionStatus.wrongAnswer,
  SubmissionStatus.timeLimitExceeded,
] as const;
const TEAMS = [
  'Byte Bandits',
  'Null Pointers',
  'Off By One',
  'Segfault City',
  'Stack Smashers',
  'The Greedy Ones',
  'Dynamic Duo',
  'Binary Lifters',
  'Modulo Prime',
  'Heap of Trouble',
  'Lazy Propagators',
  'Union Finders',
  'Fenwick Friends',
  'Judges Team',
] as const;
/** The last team is the organisers' own: hidden in the feed, so a star on the board. */
const HIDDEN_TEAM = 'Judges Team';

/**
 * First start only: a finished ACM contest from yesterday whose last hour was sealed and whose public
 * board stays sealed, so an organiser can take it through the replay and the scroll board at once.
 * It is written through the CLICS import (teams are registrations, not accounts: nobody logs in as
 * one) with the demo's ACM problems. Left alone if a contest of that title exists, or if root or the
 * problems are missing. Returns the new cid, or null.
 */
export async function seedDemoFinishedContest(
  services: Services,
  metadata: EventMetadata,
  now = Date.now(),
): Promise<number | null> {
  const existing = await contestByTitle(services.db, DEMO_FINISHED_TITLE);
  if (existing) return null;
  const root = await userBy(services.db, { username: 'root' });
  const problems = (await problemsByProblemIds(services.db, ['1000', '1001'])).filter(
    (p) => p.type === ProblemType.acm,
  );
  if (!root || problems.length === 0) return null;
  const plan = demoFinishedPlan(now, problems);
  return writeImportedContest(
    services,
    metadata,
    plan,
    { uid: root.uid, username: root.username },
    {
      description:
        'Yesterday’s practice round, kept for organisers: its last hour was sealed and the public board ' +
        'still is. Replay it from the History tab, or reveal the frozen hour on the scroll board.',
      // Sealed until an admin lifts the seal, as a contest kept for its award ceremony is.
      autoRealRank: false,
      openRank: true,
    },
  );
}

/** Per problem (by position): how likely a team of strength 1 or 0 solves it, and when solves fall. */
const PROBLEM_SHAPES = [
  {
    solveChance: (strength: number) => 0.5 + 0.5 * strength,
    minute: (r: number, strength: number) => 8 + Math.floor(r * 220 * (1.3 - strength)),
  },
  {
    solveChance: (strength: number) => 0.2 + 0.65 * strength,
    minute: (r: number) => 150 + Math.floor(r * 149),
  },
] as const;

/**
 * The finished contest's teams and runs, the same on every machine (a seeded generator): stronger teams
 * (earlier in the list) solve more and sooner; B is solved late, so the sealed last hour holds solves
 * and failed tries for the scroll board to reveal.
 */
function demoFinishedPlan(now: number, problems: { problem_id: string; title: string }[]): ImportPlan {
  const startTime = Math.floor(now / HOUR) * HOUR - 26 * HOUR;
  const endTime = startTime + 5 * HOUR;
  const next = seeded(20261124);
  const submissions: ImportPlan['submissions'] = [];
  const add = (team: number, problemId: string, minute: number, status: number) =>
    submissions.push(run(submissions.length, team, problemId, startTime + minute * MIN, status));
  TEAMS.forEach((_, team) => {
    const strength = 1 - team / TEAMS.length;
    problems.forEach((problem, p) => {
      const shape = PROBLEM_SHAPES[p % PROBLEM_SHAPES.length] ?? PROBLEM_SHAPES[0];
      const solves = next() < shape.solveChance(strength);
      // The last run: the solve, or a team that never solves still trying late in the contest.
      const last = Math.min(299, solves ? shape.minute(next(), strength) : 200 + Math.floor(next() * 99));
      // Wrong runs before it: 0-2 for a solver, 1-3 for a team that never solves.
      const wrong = solves ? Math.floor(next() * 3) : 1 + Math.floor(next() * 3);
      for (let k = wrong; k >= 1; k--) {
        const minute = Math.max(1, last - k * (3 + Math.floor(next() * 12)));
        add(team, problem.problem_id, minute, WRONG[Math.floor(next() * WRONG.length)] ?? -1);
      }
      if (solves) add(team, problem.problem_id, last, SubmissionStatus.accepted);
    });
  });
  submissions.sort((a, b) => a.time - b.time);
  return {
    contest: {
      feedId: 'demo-finished',
      title: DEMO_FINISHED_TITLE,
      startTime,
      endTime,
      freeze: HOUR,
      penaltyMinutes: 20,
      compileErrorPenalty: false,
    },
    problems: problems.map((p, i) => ({
      feedId: p.problem_id,
      displayId: String.fromCharCode(65 + i),
      title: p.title,
      color: ['#e5484d', '#3e63dd'][i] ?? null,
      timeLimit: 1,
    })),
    teams: TEAMS.map((name, i) => ({ feedId: `t${i + 1}`, username: name, hidden: name === HIDDEN_TEAM })),
    submissions,
  };
}

function run(n: number, team: number, problemId: string, time: number, status: number) {
  // Judged half a minute after the submission, as a busy contest's queue would.
  return {
    feedId: `s${n + 1}`,
    teamId: `t${team + 1}`,
    problemId,
    language: 'C++',
    time,
    status,
    judgedAt: time + 30_000,
  };
}

/** mulberry32: a small generator with a seed, so every first start seeds the same contest. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
