import type { ContestFields } from '@oj/events';
import {
  type FeedError,
  type FeedObject,
  type FeedType,
  type Notification,
  readFeedLines,
} from './feedParse';
import { type JudgementType, STATUS, standardType, statusOfType } from './judgementTypes';

type Entry<T extends FeedType> = { line: number; value: FeedObject<T> };
type Collection<T extends FeedType> = Map<string, Entry<T>>;

/** What an event feed says about a finished contest, in our terms, ready to be written as events. */
export interface ImportPlan {
  contest: {
    feedId: string;
    title: string;
    startTime: number;
    endTime: number;
    /** Milliseconds before the end when the board froze (0: never). */
    freeze: number;
    penaltyMinutes: number;
    compileErrorPenalty: boolean;
  };
  problems: { feedId: string; displayId: string; title: string; color: string | null; timeLimit: number }[];
  teams: { feedId: string; username: string; hidden: boolean }[];
  /** In submit order. */
  submissions: {
    feedId: string;
    teamId: string;
    problemId: string;
    language: string;
    time: number;
    status: number;
    judgedAt: number;
  }[];
}

export type ImportResult = { ok: true; plan: ImportPlan } | { ok: false; errors: FeedError[] };

/**
 * Reads a whole feed and either plans the contest it describes or lists every bad line: malformed
 * JSON or objects, and references to problems, teams, submissions or judgement types it never
 * defines. Nothing is planned from a feed with any error.
 *
 * @example
 * const result = planImport(text);
 * if (!result.ok) reply400(result.errors); // [{ line: 7, message: 'submissions 12: unknown team "t9"' }]
 */
export function planImport(text: string): ImportResult {
  const { notifications, errors } = readFeedLines(text);
  const feed = foldFeed(notifications);
  const plan = buildPlan(feed, errors);
  return plan && errors.length === 0 ? { ok: true, plan } : { ok: false, errors: sortErrors(errors) };
}

const sortErrors = (errors: FeedError[]) => [...errors].sort((a, b) => a.line - b.line);

interface FoldedFeed {
  contest: Entry<'contest'> | null;
  'judgement-types': Collection<'judgement-types'>;
  languages: Collection<'languages'>;
  problems: Collection<'problems'>;
  teams: Collection<'teams'>;
  submissions: Collection<'submissions'>;
  judgements: Collection<'judgements'>;
}

/** Applies the notifications in order: the last one for an object is its state. */
function foldFeed(notifications: readonly Notification[]): FoldedFeed {
  const feed: FoldedFeed = {
    contest: null,
    'judgement-types': new Map(),
    languages: new Map(),
    problems: new Map(),
    teams: new Map(),
    submissions: new Map(),
    judgements: new Map(),
  };
  for (const n of notifications) {
    if (n.type === 'contest') {
      feed.contest = n.data === null ? null : { line: n.line, value: n.data as FeedObject<'contest'> };
      continue;
    }
    const collection = feed[n.type] as Map<string, { line: number; value: unknown }>;
    if (n.replace && n.data === null) collection.clear();
    else if (n.id !== null && n.data === null) collection.delete(n.id);
    else if (n.id !== null) collection.set(n.id, { line: n.line, value: n.data });
  }
  return feed;
}

function buildPlan(feed: FoldedFeed, errors: FeedError[]): ImportPlan | undefined {
  const contest = planContest(feed, errors);
  const types = judgementTypes(feed);
  const compileErrorPenalty = types.get('CE')?.penalty ?? false;
  const problems = planProblems(feed);
  const teams = [...feed.teams].map(([feedId, { value }]) => ({
    feedId,
    username: (value.display_name ?? value.name).trim() || value.name,
    hidden: value.hidden ?? false,
  }));
  const verdicts = finalJudgements(feed, types, compileErrorPenalty, errors);
  const start = contest?.startTime ?? 0;
  const submissions = [...feed.submissions].flatMap(([feedId, { line, value: s }]) => {
    const refusal = !feed.problems.has(s.problem_id)
      ? `unknown problem "${s.problem_id}"`
      : !feed.teams.has(s.team_id)
        ? `unknown team "${s.team_id}"`
        : undefined;
    if (refusal) {
      errors.push({ line, message: `submissions ${feedId}: ${refusal}` });
      return [];
    }
    const time = s.time ?? start + (s.contest_time ?? 0);
    const verdict = verdicts.get(feedId);
    const language = s.language_id
      ? (feed.languages.get(s.language_id)?.value.name ?? s.language_id)
      : 'unknown';
    return [
      {
        feedId,
        teamId: s.team_id,
        problemId: s.problem_id,
        language: language.slice(0, 50),
        time,
        status: verdict?.status ?? STATUS.systemError,
        judgedAt: Math.max(time, verdict?.at(start) ?? time),
      },
    ];
  });
  submissions.sort((a, b) => a.time - b.time || a.feedId.localeCompare(b.feedId));
  if (!contest) return undefined;
  return { contest: { ...contest, compileErrorPenalty }, problems, teams, submissions };
}

function planContest(
  feed: FoldedFeed,
  errors: FeedError[],
): Omit<ImportPlan['contest'], 'compileErrorPenalty'> | undefined {
  if (!feed.contest) {
    errors.push({ line: 0, message: 'The feed has no contest' });
    return undefined;
  }
  const { line, value: c } = feed.contest;
  const refuse = (message: string) => {
    errors.push({ line, message: `contest: ${message}` });
    return undefined;
  };
  if (c.scoreboard_type === 'score') return refuse('only pass-fail contests can be imported');
  if (c.start_time == null) return refuse('the contest has no start time');
  if (c.duration <= 0) return refuse('the duration must be positive');
  const freeze = c.scoreboard_freeze_duration ?? 0;
  if (freeze < 0 || freeze > c.duration) return refuse('the freeze must lie within the contest');
  return {
    feedId: c.id,
    title: (c.formal_name ?? c.name).trim().slice(0, 255) || c.name.slice(0, 255),
    startTime: c.start_time,
    endTime: c.start_time + c.duration,
    freeze,
    penaltyMinutes: Math.min(1000, c.penalty_time ?? 20),
  };
}

/** The feed's judgement types over the spec's defaults for its standard ids. */
function judgementTypes(feed: FoldedFeed): Map<string, JudgementType> {
  const types = new Map<string, JudgementType>();
  for (const [id, { value }] of feed['judgement-types']) {
    const standard = standardType(id);
    types.set(id, {
      id,
      name: value.name ?? id,
      penalty: value.penalty ?? standard?.penalty ?? true,
      solved: value.solved ?? standard?.solved ?? false,
    });
  }
  return types;
}

/** Display ids from the labels (in ordinal order); a label that cannot be one gets P1, P2... */
function planProblems(feed: FoldedFeed): ImportPlan['problems'] {
  const entries = [...feed.problems].sort(
    ([, a], [, b]) =>
      (a.value.ordinal ?? 0) - (b.value.ordinal ?? 0) || a.value.label.localeCompare(b.value.label),
  );
  const used = new Set<string>();
  return entries.map(([feedId, { value: p }], index) => {
    let displayId = p.label.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 20);
    if (!displayId || used.has(displayId.toLowerCase())) displayId = `P${index + 1}`;
    used.add(displayId.toLowerCase());
    const rgb = p.rgb && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(p.rgb) ? p.rgb : null;
    return {
      feedId,
      displayId,
      title: (p.name ?? p.label).trim().slice(0, 255) || displayId,
      color: rgb,
      timeLimit: Math.min(60_000, Math.max(1, Math.round((p.time_limit ?? 1) * 1000))),
    };
  });
}

type Verdict = { status: number; at: (start: number) => number | undefined };

/** Each submission's current, finished judgement (the last one in the feed), as a status and a time. */
function finalJudgements(
  feed: FoldedFeed,
  types: Map<string, JudgementType>,
  compileErrorPenalty: boolean,
  errors: FeedError[],
): Map<string, Verdict> {
  const verdicts = new Map<string, Verdict>();
  for (const [feedId, { line, value: j }] of feed.judgements) {
    if (!feed.submissions.has(j.submission_id)) {
      errors.push({ line, message: `judgements ${feedId}: unknown submission "${j.submission_id}"` });
      continue;
    }
    if (j.judgement_type_id == null || j.current === false || j.valid === false) continue;
    const type = types.get(j.judgement_type_id) ?? standardType(j.judgement_type_id);
    if (!type) {
      errors.push({ line, message: `judgements ${feedId}: unknown judgement type "${j.judgement_type_id}"` });
      continue;
    }
    const { end_time, end_contest_time } = j;
    verdicts.set(j.submission_id, {
      status: statusOfType(type, compileErrorPenalty),
      at: (start) => end_time ?? (end_contest_time == null ? undefined : start + end_contest_time),
    });
  }
  return verdicts;
}

/** The contest form our events carry, from the plan: an ended ACM contest timed in minutes, like ICPC. */
export function importedContestFields(plan: ImportPlan, starAccount: string[]): ContestFields {
  const { contest } = plan;
  const sealed = contest.freeze > 0;
  return {
    title: contest.title,
    description: `Imported from a CLICS event feed (contest ${contest.feedId}).`,
    startTime: new Date(contest.startTime).toISOString(),
    endTime: new Date(contest.endTime).toISOString(),
    type: 0,
    auth: 0,
    pwd: '',
    sealRank: sealed,
    sealRankTime: sealed ? new Date(contest.endTime - contest.freeze).toISOString() : null,
    autoRealRank: true,
    openRank: false,
    allowEndSubmit: false,
    openPrint: false,
    rankShowName: 'username',
    openAccountLimit: false,
    accountLimitRule: null,
    starAccount,
    oiRankScoreType: 'Recent',
    awardType: 0,
    awardConfigList: [],
    penaltyTime: contest.penaltyMinutes,
    compileErrorPenalty: contest.compileErrorPenalty,
    rankTimeUnit: 'minute',
  };
}
