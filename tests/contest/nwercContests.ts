import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BoardRules, BoardSubmission } from '@oj/projections';

/** The shape of `shared/testdata/contests/*.json` this suite reads. */
interface ContestJson {
  rules: {
    start_time_unix: number;
    duration_s: number;
    freeze_starts_at_s: number;
    penalty_minutes_per_rejected_attempt: number;
    compile_error_penalised: boolean;
  };
  problems: { id: string; label: string }[];
  teams: { id: string; name: string; counted: boolean }[];
  submissions: { id: string; team_id: string; problem_id: string; contest_time_s: number; verdict: string }[];
  final_scoreboard: {
    rank: number;
    team_id: string;
    team_name: string;
    counted: boolean;
    solved: number;
    penalty: number;
    problems: Record<string, { solved: boolean; minute: number | null; num_judged: number }>;
  }[];
}

/** DOMjudge verdicts in the spec's status codes (no output and output limit are wrong answers here). */
const STATUS_OF: Record<string, number> = {
  AC: 0,
  WA: -1,
  NO: -1,
  OLE: -1,
  TLE: 1,
  MLE: 2,
  RTE: 3,
  CE: -2,
  PE: -3,
};

export interface NwercContest {
  json: ContestJson;
  rules: BoardRules;
  submissions: BoardSubmission[];
  labels: string[];
  /** Teams outside the counted group: star users on our board. */
  uncounted: Set<string>;
}

/** Reads a real contest (read-only shared test data) as board submissions under its own rules. */
export function loadNwerc(name: 'nwerc2007' | 'nwerc2017'): NwercContest {
  const file = path.resolve(import.meta.dirname, '../../../shared/testdata/contests', `${name}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as ContestJson;
  const start = json.rules.start_time_unix * 1000;
  const label = new Map(json.problems.map((p) => [p.id, p.label]));
  const team = new Map(json.teams.map((t) => [t.id, t]));
  const submissions = json.submissions.map((s): BoardSubmission => {
    const status = STATUS_OF[s.verdict];
    if (status === undefined) throw new Error(`unknown verdict ${s.verdict}`);
    return {
      submitId: Number(s.id),
      uid: s.team_id,
      username: team.get(s.team_id)?.name ?? s.team_id,
      displayId: label.get(s.problem_id) ?? '?',
      submitTime: start + Math.round(s.contest_time_s * 1000),
      status,
      score: null,
      time: null,
    };
  });
  return {
    json,
    submissions,
    labels: json.problems.map((p) => p.label),
    uncounted: new Set(json.teams.filter((t) => !t.counted).map((t) => t.name)),
    rules: {
      type: 0,
      startTime: start,
      endTime: start + json.rules.duration_s * 1000,
      sealTime: start + json.rules.freeze_starts_at_s * 1000,
      penaltyMinutes: json.rules.penalty_minutes_per_rejected_attempt,
      compileErrorPenalty: json.rules.compile_error_penalised,
      timeUnit: 'minute',
      oiRankScoreType: 'Recent',
    },
  };
}
