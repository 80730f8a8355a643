import Router from '@koa/router';
import {
  MESSAGE_CLEAN_TYPES,
  type MessageKind,
  messageMessages as m,
  messageContentRule,
  messageKind,
  messageLimits,
  messageTitleRule,
  noticeAudience,
  RoleCode,
  recipientNames,
} from '@oj/events';
import {
  announcementById,
  announcementPage,
  hasMessage,
  messagePage,
  newestMessageId,
  noticesSentPage,
  uidsByUsernames,
  uidsWithRoles,
  unreadCounts,
} from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin, requireRoot } from '../auth/authMiddleware';
import { nextId, runAnnouncementCommand, runMessageReaderCommand, runNoticeCommand } from './messageCommands';
import { announcementView, messageView, noticeView } from './messageViews';

const pageQuery = (fallback: number) =>
  z.object({ currentPage: currentPageParam, limit: pageSizeParam(100, fallback) });

const cleanQuery = z.object({
  type: z.enum(Object.keys(MESSAGE_CLEAN_TYPES) as [keyof typeof MESSAGE_CLEAN_TYPES], {
    error: m.unknownCleanType,
  }),
  id: idParam.optional(),
});

/** Spec 03: announcement status 0 visible, 1 hidden. */
const status = z.union([z.literal(0), z.literal(1)], {
  error: 'The status must be 0 (visible) or 1 (hidden)',
});
const announcementBody = z.object({
  title: messageTitleRule,
  content: messageContentRule,
  status: status.default(0),
});
const announcementChanges = z.object({
  id: idParam,
  title: messageTitleRule.optional(),
  content: messageContentRule.optional(),
  status: status.optional(),
});
const noticeBody = z.object({
  title: messageTitleRule,
  content: messageContentRule,
  type: noticeAudience,
  /** Usernames for `users`: a list, or one text (commas, spaces or lines between them). */
  recipients: z
    .union([z.array(z.string().max(20)).max(messageLimits.maxRecipients), z.string().max(20_000)])
    .optional(),
});

const visibleOf = (code: 0 | 1 | undefined) => (code === undefined ? undefined : code === 0);

/**
 * The message centre (spec 02 section 7: `/api/msg/...`), the home page's announcements and the super
 * admin's announcements and notices (spec 03). Every message list is its reader's own.
 */
/**
 * GET /api/get-common-announcement's `data`: a page of the visible site announcements (also embedded
 * in /home's first screen, web/firstScreen.ts).
 */
export async function siteAnnouncementPage(
  { db }: Pick<Services, 'db'>,
  q: { currentPage: number; limit: number },
) {
  const { rows, total } = await announcementPage(db, q, { visibleOnly: true });
  return page(rows.map(announcementView), total, q.currentPage, q.limit);
}

export function messageRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  router.get('/msg/unread', requireLogin(), async (ctx) => {
    ok(ctx, await unreadCounts(db, currentPrincipal(ctx).uid));
  });

  for (const kind of messageKind.options) {
    // Listing a kind marks it read up to the newest message shown; the reply shows each as it was.
    router.get(`/msg/${kind}`, requireLogin(), async (ctx) => {
      const q = parseInput(pageQuery(messageLimits.pageSize[kind]), ctx.query);
      const { uid } = currentPrincipal(ctx);
      const { rows, total } = await messagePage(db, uid, kind, q);
      const unread = rows.filter((row) => !row.read);
      if (unread.length > 0)
        await runMessageReaderCommand(services, commandMetadata(ctx), {
          type: 'MarkRead',
          uid,
          kind,
          upTo: Math.max(...rows.map((row) => row.id)),
        });
      ok(ctx, page(rows.map(messageView), total, q.currentPage, q.limit));
    });
  }

  router.delete('/msg/clean', requireLogin(), async (ctx) => {
    const q = parseInput(cleanQuery, ctx.query);
    const kind: MessageKind = MESSAGE_CLEAN_TYPES[q.type];
    const { uid } = currentPrincipal(ctx);
    if (q.id !== undefined && !(await hasMessage(db, uid, kind, q.id)))
      throw new HttpError(404, m.messageNotFound);
    const upTo = q.id ?? (await newestMessageId(db, uid, kind));
    if (upTo > 0)
      await runMessageReaderCommand(services, commandMetadata(ctx), {
        type: 'CleanMessages',
        uid,
        kind,
        id: q.id ?? null,
        upTo,
      });
    ok(ctx, null);
  });

  router.get('/get-common-announcement', async (ctx) => {
    const q = parseInput(pageQuery(messageLimits.announcementPageSize), ctx.query);
    ok(ctx, await siteAnnouncementPage(services, q));
  });

  router.get('/admin/announcement', requireRoot(), async (ctx) => {
    const q = parseInput(pageQuery(10), ctx.query);
    const { rows, total } = await announcementPage(db, q, { visibleOnly: false });
    ok(ctx, page(rows.map(announcementView), total, q.currentPage, q.limit));
  });

  const announcement = async (id: number) => {
    const row = await announcementById(db, id);
    if (!row) throw new HttpError(404, m.announcementNotFound);
    return row;
  };

  router.post('/admin/announcement', requireRoot(), async (ctx) => {
    const body = parseInput(announcementBody, ctx.request.body);
    const { uid, username } = currentPrincipal(ctx);
    const id = await nextId(services, 'announcement_id_seq');
    await runAnnouncementCommand(services, commandMetadata(ctx), id, {
      type: 'CreateAnnouncement',
      id,
      fields: { title: body.title, content: body.content, visible: body.status === 0 },
      author: { uid, username },
    });
    ok(ctx, announcementView(await announcement(id)));
  });

  router.put('/admin/announcement', requireRoot(), async (ctx) => {
    const { id, title, content, status: code } = parseInput(announcementChanges, ctx.request.body);
    await announcement(id);
    await runAnnouncementCommand(services, commandMetadata(ctx), id, {
      type: 'UpdateAnnouncement',
      changes: { title, content, visible: visibleOf(code) },
    });
    ok(ctx, announcementView(await announcement(id)));
  });

  router.delete('/admin/announcement', requireRoot(), async (ctx) => {
    const { aid } = parseInput(z.object({ aid: idParam }), ctx.query);
    await announcement(aid);
    await runAnnouncementCommand(services, commandMetadata(ctx), aid, { type: 'DeleteAnnouncement' });
    ok(ctx, null);
  });

  router.get('/admin/msg/notice', requireRoot(), async (ctx) => {
    const q = parseInput(pageQuery(10), ctx.query);
    const { rows, total } = await noticesSentPage(db, q);
    ok(ctx, page(rows.map(noticeView), total, q.currentPage, q.limit));
  });

  router.post('/admin/msg/notice', requireRoot(), async (ctx) => {
    const body = parseInput(noticeBody, ctx.request.body);
    const recipients = await recipientsOf(body.type, body.recipients);
    const { uid, username } = currentPrincipal(ctx);
    const id = await nextId(services, 'notice_id_seq');
    await runNoticeCommand(services, commandMetadata(ctx), {
      type: 'SendNotice',
      id,
      title: body.title,
      content: body.content,
      audience: body.type,
      recipients,
      author: { uid, username },
    });
    ok(ctx, { id, recipientCount: recipients.length });
  });

  /** The uids a notice goes to, as they are now: named users (all must exist) or the admins. */
  async function recipientsOf(
    audience: z.infer<typeof noticeAudience>,
    given: string | string[] | undefined,
  ) {
    if (audience === 'all') return [];
    if (audience === 'admins')
      return uidsWithRoles(db, [RoleCode.root, RoleCode.admin, RoleCode.problemAdmin]);
    const names = recipientNames(Array.isArray(given) ? given.join(' ') : (given ?? ''));
    if (names.length === 0) throw new HttpError(400, m.recipientsRequired);
    if (names.length > messageLimits.maxRecipients) throw new HttpError(400, m.tooManyRecipients);
    const found = await uidsByUsernames(db, names);
    const missing = names.filter((name) => !found.has(name.toLowerCase()));
    if (missing.length > 0) throw new HttpError(400, m.unknownRecipients(missing));
    return [...new Set(found.values())];
  }

  return router;
}
