import type { Catalogue, EventStoreTables } from '@oj/events';
import { AGGREGATE_NAMES, type AggregateName } from '@oj/projections';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { idParam, pageSizeParam } from '../app/decimalInt';
import { aggregateCondition } from './auditScope';
import { escapeLike, searchableData } from './redaction';

type EventsBuilder = ExpressionBuilder<EventStoreTables, 'events'>;

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
  /** Free text looked for in the event's data (secrets excluded). */
  q: text(200),
  /** Keyset cursor: events strictly older than this position (the previous page's `next`). */
  before: position.optional(),
  /** Events strictly newer than this position (what a live notice announced). */
  after: position.optional(),
  limit: pageSizeParam(200, 50),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** Each given filter as one condition on `events`; `actorUids` is the actor resolved to uids. */
export function filterConditions(
  eb: EventsBuilder,
  catalogue: Catalogue,
  query: AuditListQuery,
  actorUids: readonly string[],
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (query.stream)
    conditions.push(
      eb.or([eb('stream_id', '=', query.stream), eb('stream_id', 'like', `${escapeLike(query.stream)}-%`)]),
    );
  if (query.aggregate) conditions.push(aggregateCondition(eb, query.aggregate));
  const types =
    query.type
      ?.split(',')
      .map((t) => t.trim())
      .filter(Boolean) ?? [];
  if (types.length > 0) conditions.push(eb('type', 'in', types));
  if (query.actor) conditions.push(eb(sql<string>`metadata->>'actorUid'`, 'in', [...actorUids]));
  if (query.from) conditions.push(eb('recorded_at', '>=', query.from));
  // Times travel as milliseconds, the store keeps microseconds: `to` covers its whole millisecond.
  if (query.to) conditions.push(eb('recorded_at', '<', new Date(query.to.getTime() + 1)));
  if (query.q)
    conditions.push(eb(sql<string>`${searchableData(catalogue)}::text`, 'ilike', `%${escapeLike(query.q)}%`));
  if (query.before) conditions.push(eb('global_position', '<', query.before));
  if (query.after) conditions.push(eb('global_position', '>', query.after));
  return conditions;
}
