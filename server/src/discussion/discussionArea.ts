import { GroupRole, discussionMessages as m } from '@oj/events';
import { type DiscussionDetail, discussionDetail, readSiteSettings } from '@oj/projections';
import type { Context, Next } from 'koa';
import type { Kysely } from 'kysely';
import { idParam } from '../app/decimalInt';
import { HttpError } from '../app/httpError';
import type { ServerTables } from '../app/services';
import { requireGroupMember } from '../group/groupAccess';
import type { Principal } from '../live/roomPolicy';
import { isAdminRole } from '../user/roles';
import type { DiscussionActor } from './discussionDecider';

/** The spec's answer when a discussion area's site switch is off (spec 03 sections 2.2 and 8). */
export const NO_ACCESS = 'No Access';

/**
 * A discussion as one reader stands to it: the row, and whether they moderate it (site admins in the
 * public area; in a group, its admins and root and super admins).
 */
export interface DiscussionReading {
  row: DiscussionDetail;
  moderates: boolean;
}

/** Whether the area the discussion lives in is open: the public one, or (gid set) the groups'. */
export async function requireAreaOpen(db: Kysely<ServerTables>, gid: number | null): Promise<void> {
  const { switches } = await readSiteSettings(db);
  if (!(gid === null ? switches.openPublicDiscussion : switches.openGroupDiscussion))
    throw new HttpError(403, NO_ACCESS);
}

/**
 * Middleware: the area of the discussion the request names (`did` in the query, `id` or `did` in the
 * body) is open. An unknown or malformed id is checked against the public area, as before groups had
 * discussions, and the route's own checks answer for it after.
 */
export function discussionAreaGate(db: Kysely<ServerTables>) {
  return async function requireDiscussionAreaOpen(ctx: Context, next: Next) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const named = idParam.safeParse(ctx.query.did ?? body.id ?? body.did);
    const row = named.success ? await discussionDetail(db, named.data) : undefined;
    await requireAreaOpen(db, row?.gid ?? null);
    await next();
  };
}

/**
 * The discussion as `principal` may read it: 404 when missing or deleted; a group's discussion only for
 * its group's members and super admins (the group's refusal: sign in, not a member); a disabled one only
 * for whoever moderates it.
 */
export async function discussionReading(
  db: Kysely<ServerTables>,
  did: number,
  principal: Principal,
): Promise<DiscussionReading> {
  const row = await discussionDetail(db, did);
  if (!row) throw new HttpError(404, m.notFound);
  let moderates = principal !== null && isAdminRole(principal.roles);
  if (row.gid !== null) {
    const { level } = await requireGroupMember(db, principal, row.gid);
    moderates = level >= GroupRole.admin;
  }
  if (row.status !== 0 && !moderates) throw new HttpError(403, m.disabled);
  return { row, moderates };
}

/**
 * The decider's actor on this discussion: in a group, its admins pin, disable and delete as site admins do
 * in the public area, and only they (a site admin outside the group is a member like any other there).
 */
export function groupActorFor(actor: DiscussionActor, reading: DiscussionReading): DiscussionActor {
  return reading.row.gid === null ? actor : { ...actor, isAdmin: reading.moderates };
}
