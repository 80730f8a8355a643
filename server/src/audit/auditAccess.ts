import { contestRankStream, type EventsExpressionBuilder, streamOpenedWith } from '@oj/events';
import { type AuditScope, allContests } from '@oj/projections';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Services } from '../app/services';
import type { AuthPrincipal } from '../auth/principal';
import { administersEveryContest, frozenVerdictsOf, isContestAdmin } from '../contest/core/contestAccess';
import { contestStreamId } from '../contest/core/contestDecider';
import { auditScopeOf, scopeCondition } from './auditScope';

/** A contest sealed for the reader now: what `frozenVerdictsOf` hides, per contest. */
interface FrozenContest {
  cid: number;
  since: Date;
  exceptUid: string | null;
}

/**
 * Who reads the audit log: the role's scope (projections/src/audit/auditScopes.ts), narrowed by the
 * contests' own rules, decided with the same checks the contest pages use:
 * - `contest-<cid>` (settings, registrations, AC info, prints): its contest admins only, as its back
 *   office (`isContestAdmin`, the 403 of `/api/admin/contest`);
 * - a contest submission's verdicts (`submission-<id>`: judged cases, verdicts, manual judgements,
 *   cancels, wrong-case downloads) and `contest-<cid>-rank` from the seal on: hidden while the board
 *   is sealed for the reader (`frozenVerdictsOf`, the rule every read of contest submissions applies);
 * - problems, contest ones included: the scope alone (admin roles manage every problem).
 */
export interface AuditReader {
  scope: AuditScope;
  /** The contests whose own stream the reader may read; null: every contest (super admins). */
  contests: readonly number[] | null;
  /** Contests whose board is sealed for the reader now. */
  frozen: readonly FrozenContest[];
}

/** The reader behind a request; 403 for anyone without an audit scope. */
export async function auditReaderOf(
  services: Services,
  principal: AuthPrincipal,
  now = Date.now(),
): Promise<AuditReader> {
  const scope = auditScopeOf(principal);
  if (administersEveryContest(principal)) return { scope, contests: null, frozen: [] };
  // One read of the contests serves both rules; frozenVerdictsOf is null for a contest without a seal.
  const contests = await allContests(services.db);
  return {
    scope,
    contests: contests.filter((c) => isContestAdmin(principal, c)).map((c) => c.cid),
    frozen: contests.flatMap((contest) => {
      const frozen = frozenVerdictsOf(principal, contest, now);
      return frozen ? [{ cid: contest.cid, ...frozen }] : [];
    }),
  };
}

/** What the reader may see, as one condition on `events`; every audit read adds it. */
export function readerCondition(eb: EventsExpressionBuilder, reader: AuditReader): Expression<SqlBool> {
  const conditions = [scopeCondition(eb, reader.scope)];
  if (reader.contests !== null) conditions.push(ownContestStreams(eb, reader.contests));
  for (const frozen of reader.frozen) {
    conditions.push(
      eb.not(
        eb.and([
          eb('stream_id', '=', contestRankStream(frozen.cid)),
          eb(sql<Date>`(metadata->>'at')::timestamptz`, '>=', frozen.since),
        ]),
      ),
    );
  }
  if (reader.frozen.length > 0) conditions.push(eb.not(frozenVerdict(eb, reader.frozen)));
  return eb.and(conditions);
}

/**
 * Contest streams (`contest-<cid>`, not its sub-streams) and contest comment events (`comment-<id>` whose
 * event names a Contest source) only of the given contests.
 */
function ownContestStreams(eb: EventsExpressionBuilder, cids: readonly number[]): Expression<SqlBool> {
  const notAContest = eb.not(sql<boolean>`stream_id ~ '^contest-[0-9]+$'`);
  const notAContestComment = eb.not(
    sql<boolean>`(stream_id like 'comment-%' and data->'source'->>'type' = 'Contest')`,
  );
  if (cids.length === 0) return eb.and([notAContest, notAContestComment]);
  return eb.and([
    eb.or([notAContest, eb('stream_id', 'in', cids.map(contestStreamId))]),
    eb.or([
      notAContestComment,
      sql<boolean>`(data->'source'->>'cid')::int in (${sql.join(cids.map((cid) => sql`${cid}`))})`,
    ]),
  ]);
}

/** What a submission's stream may show while its verdict is frozen: nothing of how it was judged. */
const SHOWN_WHILE_FROZEN = [
  'SubmissionCreated',
  'JudgeLeaseTaken',
  'JudgeLeaseRenewed',
  'SubmissionJudgeProgressed',
  'SubmissionRejudged',
  'SubmissionShareChanged',
];

/**
 * An event of a submission whose verdict is frozen for the reader. The submission's contest, author
 * and time come from its SubmissionCreated in the store (an index lookup by stream and version 1), so
 * the rule holds even before any read model has seen the submission.
 */
function frozenVerdict(eb: EventsExpressionBuilder, frozen: readonly FrozenContest[]): Expression<SqlBool> {
  return eb.and([
    eb('stream_id', 'like', 'submission-%'),
    eb('type', 'not in', SHOWN_WHILE_FROZEN),
    streamOpenedWith('SubmissionCreated', (created) =>
      sql.join(
        frozen.map(
          (f) => sql`((${created.data}->>'cid')::int = ${f.cid}
            and (${created.metadata}->>'at')::timestamptz >= ${f.since}
            and (${created.data}->>'uid') is distinct from ${f.exceptUid})`,
        ),
        sql` or `,
      ),
    ),
  ]);
}
