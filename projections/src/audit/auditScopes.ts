/**
 * The admin audit log's one map of who sees what. Streams are grouped into aggregate types by their
 * name (`<aggregate>-<id>`, or a singleton stream such as `site`); each admin role sees either every
 * aggregate or a fixed list. The server filters its REST reads with it and the audit projection routes
 * live events to one room per scope with it, so a REST read and a live push can never disagree.
 *
 * @example
 * aggregateOf('contest-12-rank'); // 'contest'
 * auditScopeOfRoles(['problem_admin']); // 'problems'
 */
export interface AggregateType {
  /** Streams named exactly this (singletons such as `site`). */
  exact?: string;
  /** Streams whose name starts with this (`user-`), ids and sub-streams (`contest-12-rank`) included. */
  prefix?: string;
}

export const AUDIT_AGGREGATES = {
  user: { prefix: 'user-' },
  /** Unique usernames, e-mails and problem IDs: who holds which name (account data). */
  claim: { prefix: 'claim-' },
  /** Verification codes (hashed) by e-mail address. */
  code: { prefix: 'code-' },
  login: { prefix: 'login-' },
  mail: { prefix: 'mail-' },
  site: { exact: 'site' },
  problem: { prefix: 'problem-' },
  tag: { exact: 'tags' },
  submission: { prefix: 'submission-' },
  judge: { prefix: 'judge-runner-' },
  languages: { exact: 'languages' },
  contest: { prefix: 'contest-' },
  /** Discussions, their views and the categories (`discussion-categories`). */
  discussion: { prefix: 'discussion-' },
  /** Trainings and their categories (`training-categories`). */
  training: { prefix: 'training-' },
  /** Study groups and their members (`group-<gid>`). */
  group: { prefix: 'group-' },
  /** What a reader did with their messages (read, cleaned): `messages-<uid>`. */
  messages: { prefix: 'messages-' },
  /** Admin notices and site announcements (super admin only). */
  notice: { prefix: 'notice-' },
  announcement: { prefix: 'announcement-' },
  /** Images and files put into Markdown through the editors (`upload-<id>`). */
  upload: { prefix: 'upload-' },
} as const satisfies Record<string, AggregateType>;

export type AggregateName = keyof typeof AUDIT_AGGREGATES;
export const AGGREGATE_NAMES = Object.keys(AUDIT_AGGREGATES) as AggregateName[];

/** The aggregate type of a stream; 'other' for streams no product aggregate owns. */
export function aggregateOf(streamId: string): AggregateName | 'other' {
  for (const name of AGGREGATE_NAMES) {
    const kind: AggregateType = AUDIT_AGGREGATES[name];
    if (kind.exact === streamId || (kind.prefix !== undefined && streamId.startsWith(kind.prefix)))
      return name;
  }
  return 'other';
}

/**
 * What each scope sees: 'all' (every stream, 'other' included) or a list of aggregates. A problem
 * admin looks after problems, tags, submissions and judging, never user accounts, mail or the site.
 */
export const AUDIT_SCOPES = {
  all: { aggregates: 'all' },
  problems: {
    aggregates: ['problem', 'tag', 'submission', 'judge', 'languages', 'discussion', 'training', 'upload'],
  },
} as const satisfies Record<string, { aggregates: 'all' | readonly AggregateName[] }>;

export type AuditScope = keyof typeof AUDIT_SCOPES;

/**
 * The audit's live rooms. A contest's events (its stream `contest-<cid>` and sub-streams, and every
 * event of a contest submission) follow that contest's own rules: only its admins read its stream, and
 * a sealed board hides verdicts from everyone else. Those differ per reader and change with time,
 * which a broadcast room cannot follow, so the scope rooms never carry contest events, and
 * `admin:audit:contests` carries them only to readers who administer every contest (super admins).
 * Other readers get contest events, filtered for them, from the REST reads (the web page fetches what
 * is new on any notice).
 */
export const AUDIT_ROOMS = {
  'admin:audit': { scope: 'all', contestEvents: false },
  'admin:audit:problems': { scope: 'problems', contestEvents: false },
  'admin:audit:contests': { scope: 'all', contestEvents: true },
} as const satisfies Record<string, { scope: AuditScope; contestEvents: boolean }>;

export type AuditRoom = keyof typeof AUDIT_ROOMS;
export const AUDIT_ROOM_NAMES = Object.keys(AUDIT_ROOMS) as AuditRoom[];

/** Whether an event belongs to a contest (see AUDIT_ROOMS); `contestSubmission`: its stream is one. */
export function isContestEvent(streamId: string, contestSubmission: boolean): boolean {
  return aggregateOf(streamId) === 'contest' || contestSubmission;
}

/**
 * A comment-area event in a contest (`comment-<id>`, `source.type` Contest): contest content, which
 * during the contest not even every reader of the contest may see, so the audit treats it as the
 * contest's own stream (its admins only).
 */
export function isContestComment(data: unknown): boolean {
  const source = (data as { source?: { type?: unknown } } | null)?.source;
  return source?.type === 'Contest';
}

/** Role name -> scope. Roles not listed here (plain users) see no audit at all. */
const SCOPE_OF_ROLE: Record<string, AuditScope> = {
  root: 'all',
  admin: 'all',
  problem_admin: 'problems',
};

/** The widest scope any of the roles grants, or undefined: not an auditor. */
export function auditScopeOfRoles(roles: readonly string[]): AuditScope | undefined {
  const scopes = roles.map((role) => SCOPE_OF_ROLE[role]).filter((s) => s !== undefined);
  if (scopes.includes('all')) return 'all';
  return scopes[0];
}

/** The aggregates a scope sees, or 'all'. */
export function aggregatesOfScope(scope: AuditScope): 'all' | readonly AggregateName[] {
  return AUDIT_SCOPES[scope].aggregates;
}

export function scopeSees(scope: AuditScope, streamId: string): boolean {
  const seen = aggregatesOfScope(scope);
  if (seen === 'all') return true;
  const aggregate = aggregateOf(streamId);
  return aggregate !== 'other' && seen.includes(aggregate);
}

/**
 * Liveness reports, one per runner every few seconds: left out of the audit log unless the reader asks
 * for them (the filter, a type filter naming them, or a runner's own stream), so the log shows what
 * people and the judge did (see docs/decisions.md).
 */
export const AUDIT_HEARTBEAT_TYPES: readonly string[] = ['JudgeRunnerReported'];
export const JUDGE_RUNNER_STREAM_PREFIX = 'judge-runner-';

/** Whether a list with these filters hides the heartbeats. */
export function hidesHeartbeats(filters: {
  heartbeats?: boolean;
  stream?: string;
  types: readonly string[];
}) {
  if (filters.heartbeats) return false;
  if (filters.stream?.startsWith(JUDGE_RUNNER_STREAM_PREFIX)) return false;
  return !filters.types.some((type) => AUDIT_HEARTBEAT_TYPES.includes(type));
}
