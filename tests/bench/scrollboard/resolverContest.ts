/**
 * A finished, sealed ACM contest as a CLICS event feed (current format), for the scroll-board bench:
 * `teams` teams and `problems` problems over five hours with the last hour frozen. Stronger teams
 * (lower numbers) solve more and sooner; a seeded generator makes every run import the same contest.
 */
import { seededRandom } from '../../support/seededRandom';

const HOUR = 3_600_000;
const LABELS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface ResolverContestSize {
  teams: number;
  problems: number;
}

const relTime = (ms: number) => {
  const s = Math.floor(ms / 1000);
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.000`;
};

/** The feed's lines, ready to upload to `POST /api/admin/contest/import-event-feed`. */
export function resolverContestFeed(size: ResolverContestSize, now: number): string {
  const start = Math.floor(now / HOUR) * HOUR - 30 * HOUR;
  const lines: unknown[] = [
    {
      type: 'contest',
      data: {
        id: 'resolver-bench',
        name: `Resolver bench, ${size.teams} teams`,
        start_time: new Date(start).toISOString(),
        duration: '5:00:00.000',
        scoreboard_freeze_duration: '1:00:00.000',
        penalty_time: 20,
      },
    },
    ...['AC', 'WA', 'TLE'].map((id) => ({
      type: 'judgement-types',
      id,
      data: { id, name: id, penalty: id !== 'AC', solved: id === 'AC' },
    })),
    { type: 'languages', id: 'cpp', data: { id: 'cpp', name: 'C++' } },
  ];
  for (let p = 0; p < size.problems; p++) {
    const label = LABELS[p % LABELS.length] ?? 'A';
    lines.push({
      type: 'problems',
      id: `p${p}`,
      data: { id: `p${p}`, label, name: `Problem ${label}`, ordinal: p },
    });
  }
  for (let t = 0; t < size.teams; t++) {
    const name = `Team ${String(t + 1).padStart(3, '0')}`;
    lines.push({ type: 'teams', id: `t${t}`, data: { id: `t${t}`, name } });
  }
  lines.push(...runs(size, seededRandom(20261124)));
  return `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
}

/** Submissions and their judgements: a solve or not per team and problem, with wrong tries before. */
function runs(size: ResolverContestSize, next: () => number): unknown[] {
  const made: { team: number; problem: number; minute: number; verdict: string }[] = [];
  for (let t = 0; t < size.teams; t++) {
    const strength = 1 - t / size.teams;
    for (let p = 0; p < size.problems; p++) {
      const ease = 1 - p / size.problems;
      if (next() > 0.15 + 0.85 * strength * (0.4 + 0.6 * ease)) continue;
      const solves = next() < 0.3 + 0.7 * strength;
      const last = 5 + Math.floor(next() * 294);
      const wrong = Math.floor(next() * 3);
      for (let k = wrong; k >= 1; k--) {
        const minute = Math.max(1, last - k * (2 + Math.floor(next() * 15)));
        made.push({ team: t, problem: p, minute, verdict: next() < 0.7 ? 'WA' : 'TLE' });
      }
      made.push({ team: t, problem: p, minute: last, verdict: solves ? 'AC' : 'WA' });
    }
  }
  made.sort((a, b) => a.minute - b.minute);
  return made.flatMap((run, i) => [
    {
      type: 'submissions',
      id: `s${i}`,
      data: {
        id: `s${i}`,
        team_id: `t${run.team}`,
        problem_id: `p${run.problem}`,
        language_id: 'cpp',
        contest_time: relTime(run.minute * 60_000),
      },
    },
    {
      type: 'judgements',
      id: `j${i}`,
      data: {
        id: `j${i}`,
        submission_id: `s${i}`,
        judgement_type_id: run.verdict,
        end_contest_time: relTime(run.minute * 60_000 + 20_000),
      },
    },
  ]);
}
