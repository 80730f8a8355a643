import Router from '@koa/router';
import { GroupRole, groupAnnouncementFields } from '@oj/events';
import { type GroupAnnouncementRow, groupAnnouncementPage } from '@oj/projections';
import { sql } from 'kysely';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import { requireGroupAdmin, requireGroupMember } from './groupAccess';
import { groupActorOf, runGroupCommand } from './groupCommands';

const listQuery = z.object({
  gid: idParam,
  currentPage: currentPageParam,
  limit: pageSizeParam(100, 5),
});
const createBody = groupAnnouncementFields.extend({ gid: idParam, visible: z.boolean().default(true) });
const updateBody = groupAnnouncementFields.partial().extend({ gid: idParam, id: idParam });
const idQuery = z.object({ gid: idParam, id: idParam });

const view = (row: GroupAnnouncementRow) => ({
  id: row.id,
  gid: row.gid,
  title: row.title,
  content: row.content,
  /** Spec 03 section 3: 0 visible, 1 hidden. */
  status: row.visible ? 0 : 1,
  uid: row.uid,
  username: row.username,
  gmtCreate: row.created_at.toISOString(),
  gmtModified: row.updated_at.toISOString(),
});

/**
 * A group's announcements (spec 03 sections 2.4, 2.6, 6 and 7): the members' list (visible ones, 5 a
 * page), the admins' list (hidden ones too, with what the reader may change), and posting, editing and
 * deleting: any group admin posts, each changes their own, the root any (decided on the group's stream).
 */
export function groupAnnouncementRoutes(services: Services) {
  const router = new Router({ prefix: '/api/group' });
  const { db } = services;

  router.get('/get-announcement-list', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    await requireGroupMember(db, ctx.state.principal, q.gid);
    const { rows, total } = await groupAnnouncementPage(db, q.gid, { withHidden: false }, q);
    ok(ctx, page(rows.map(view), total, q.currentPage, q.limit));
  });

  router.get('/get-admin-announcement-list', requireLogin(), async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const principal = currentPrincipal(ctx);
    const { level } = await requireGroupAdmin(db, principal, q.gid);
    const { rows, total } = await groupAnnouncementPage(db, q.gid, { withHidden: true }, q);
    const records = rows.map((row) => ({
      ...view(row),
      canManage: level >= GroupRole.root || row.uid === principal.uid,
    }));
    ok(ctx, page(records, total, q.currentPage, q.limit));
  });

  router.post('/announcement', requireLogin(), async (ctx) => {
    const { gid, ...fields } = parseInput(createBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    await requireGroupAdmin(db, principal, gid);
    const { rows } = await sql<{ id: string }>`select nextval('group_announcement_id_seq') as id`.execute(db);
    const aid = Number(rows[0]?.id);
    await runGroupCommand(services, commandMetadata(ctx), gid, {
      type: 'PostAnnouncement',
      actor: groupActorOf(principal),
      aid,
      fields,
    });
    ok(ctx, { id: aid });
  });

  router.put('/announcement', requireLogin(), async (ctx) => {
    const { gid, id, ...changes } = parseInput(updateBody, ctx.request.body);
    const principal = currentPrincipal(ctx);
    await requireGroupAdmin(db, principal, gid);
    await runGroupCommand(services, commandMetadata(ctx), gid, {
      type: 'UpdateAnnouncement',
      actor: groupActorOf(principal),
      aid: id,
      changes,
    });
    ok(ctx, null);
  });

  router.delete('/announcement', requireLogin(), async (ctx) => {
    const { gid, id } = parseInput(idQuery, ctx.query);
    const principal = currentPrincipal(ctx);
    await requireGroupAdmin(db, principal, gid);
    await runGroupCommand(services, commandMetadata(ctx), gid, {
      type: 'DeleteAnnouncement',
      actor: groupActorOf(principal),
      aid: id,
    });
    ok(ctx, null);
  });

  return router;
}
