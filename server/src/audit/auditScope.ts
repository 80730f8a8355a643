import type { EventsExpressionBuilder } from '@oj/events';
import {
  AGGREGATE_NAMES,
  type AggregateName,
  type AggregateType,
  AUDIT_AGGREGATES,
  type AuditScope,
  aggregatesOfScope,
  auditScopeOfRoles,
} from '@oj/projections';
import type { Expression, SqlBool } from 'kysely';
import { HttpError } from '../app/httpError';
import type { AuthPrincipal } from '../auth/principal';
import { escapeLike } from './redaction';

/** The caller's audit scope; 403 for anyone whose roles grant none (the login check came first). */
export function auditScopeOf(principal: AuthPrincipal): AuditScope {
  const scope = auditScopeOfRoles(principal.roles);
  if (!scope) throw new HttpError(403, 'You do not have permission to do this');
  return scope;
}

/** Streams of one aggregate type; 'other' is every stream no known aggregate owns. */
export function aggregateCondition(
  eb: EventsExpressionBuilder,
  name: AggregateName | 'other',
): Expression<SqlBool> {
  if (name === 'other') return eb.not(eb.or(AGGREGATE_NAMES.map((known) => aggregateCondition(eb, known))));
  const kind: AggregateType = AUDIT_AGGREGATES[name];
  if (kind.exact !== undefined) return eb('stream_id', '=', kind.exact);
  return eb('stream_id', 'like', `${escapeLike(kind.prefix ?? '')}%`);
}

/** What the scope may see, as a condition on `events`; every audit read adds it. */
export function scopeCondition(eb: EventsExpressionBuilder, scope: AuditScope): Expression<SqlBool> {
  const seen = aggregatesOfScope(scope);
  if (seen === 'all') return eb.lit(true);
  return eb.or(seen.map((name) => aggregateCondition(eb, name)));
}
