import { type Catalogue, type EventQuery, type EventsExpressionBuilder, streamOpenedWith } from '@oj/events';
import { AGGREGATE_NAMES, type AggregateName, AUDIT_HEARTBEAT_TYPES, hidesHeartbeats } from '@oj/projections';
import { type Expression, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { idParam, pageSizeParam } from '../app/decimalInt';
import { contestStreamId } from '../contest/core/contestDecider';
import { aggregateCondition } from './auditScope';
import { escapeLike, searchableData } from './redaction';

const position = idParam;
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)
    .optional();
const instant = z
  .string()
  .trim()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'from and to must be dates')
  .transform((v) => (v ? new Date(v) : undefined))
  .optional();
const flag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'heartbeats must be true or false' })
  .transform((v) => v === 'true' || v === '1')
  .optional();
const aggregateName = z.enum(AGGREGATE_NAMES as [AggregateName, ...AggregateName[]]);

/** GET /api/admin/audit/events: every filter optional, all of them combined with AND. */
export const auditListQuery = z.object({
  /** A stream (`contest-12`), which also finds its sub-streams (`contest-12-rank`). */
  stream: text(200),
  aggregate: z
    .union([aggregateName, z.literal('other'), z.literal('').transform(() => undefined)])
    .optional(),
  /** One event type, or several separated by commas. */
  type: text(500),
  /** An actor's uid or username. */
  actor: text(100),
  from: instant,
  to: instant,
  /** One contest's events: its own streams, its submissions' (judging included) and its comments. */
  contest: idParam.optional(),
  /** Judge runner heartbeats are left out unless asked for. */
  heartbeats: flag,
  /** Free text looked for in the event's data (secrets excluded). */
  q: text(200),
  /** Keyset cursor: events strictly older than this position (the previous page's `next`). */
  before: position.optional(),
  /** Events strictly newer than this position (what a live notice announced). */
  after: position.optional(),
  limit: pageSizeParam(200, 50),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

/**
 * The given filters as a store query, newest first; `actorUids` is the actor resolved to uids. What
 * the store cannot name (aggregate, free text) and what the reader may see come as `where` conditions.
 */
export function filterQuery(
  catalogue: Catalogue,
  query: AuditListQuery,
  actorUids: readonly string[],
  readable: (eb: EventsExpressionBuilder) => Expression<SqlBool>,
): EventQuery {
  const types =
    query.type
      ?.split(',')
      .map((t) => t.trim())
      .filter(Boolean) ?? [];
  return {
    streamFamily: query.stream,
    types: types.length > 0 ? types : undefined,
    metadata: query.actor ? { actorUid: actorUids } : undefined,
    recordedFrom: query.from,
    // Times travel as milliseconds, the store keeps microseconds: `to` covers its whole millisecond.
    recordedBefore: query.to ? new Date(query.to.getTime() + 1) : undefined,
    before: query.before,
    after: query.after,
    where: (eb) => {
      const conditions: Expression<SqlBool>[] = [readable(eb)];
      if (query.aggregate) conditions.push(aggregateCondition(eb, query.aggregate));
      if (query.contest !== undefined) conditions.push(contestCondition(eb, query.contest));
      if (hidesHeartbeats({ heartbeats: query.heartbeats, stream: query.stream, types }))
        conditions.push(eb('type', 'not in', AUDIT_HEARTBEAT_TYPES));
      if (query.q)
        conditions.push(
          eb(sql<string>`${searchableData(catalogue)}::text`, 'ilike', `%${escapeLike(query.q)}%`),
        );
      return eb.and(conditions);
    },
    direction: 'backward',
    limit: query.limit,
  };
}

/**
 * A contest's events: `contest-<cid>` and its sub-streams, the streams of its submissions (matched by
 * their SubmissionCreated, so judging shows before any read model has the submission) and its comments.
 * What the reader may not see is still cut by the reader's own condition.
 */
function contestCondition(eb: EventsExpressionBuilder, cid: number): Expression<SqlBool> {
  const stream = contestStreamId(cid);
  return eb.or([
    eb('stream_id', '=', stream),
    eb('stream_id', 'like', `${stream}-%`),
    eb.and([
      eb('stream_id', 'like', 'submission-%'),
      streamOpenedWith('SubmissionCreated', (created) => sql`(${created.data}->>'cid')::int = ${cid}`),
    ]),
    sql<boolean>`(stream_id like 'comment-%' and data->'source'->>'type' = 'Contest'
      and (data->'source'->>'cid')::int = ${cid})`,
  ]);
}
