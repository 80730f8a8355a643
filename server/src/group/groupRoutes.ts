import Router from '@koa/router';
import {
  applicationRule,
  GroupRole,
  groupForm,
  groupLimits,
  groupRoleSchema,
  isGroupMemberRole,
  groupMessages as m,
} from '@oj/events';
import {
  acceptedProblemCount,
  groupMemberPage,
  groupPage,
  groupsOwnedBy,
  readSiteSettings,
  userBy,
} from '@oj/projections';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, decimalInt, idParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import { startOfServerDay } from '../app/serverDay';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireLogin } from '../auth/authMiddleware';
import type { AuthPrincipal } from '../auth/principal';
import { sendMail } from '../mail/mailer';
import { avatarUpload, avatarUrl, storeAvatar, type Upload } from '../user/avatars';
import { CODE_LIFETIME_MS, issueCode, useCode } from '../user/codes';
import { isAdminRole, isSuperAdmin } from '../user/roles';
import { readableGroup, requireGroupAdmin, requireGroupMember } from './groupAccess';
import { groupActorOf, nextGroupId, runGroupCommand } from './groupCommands';
import { groupDetailView, groupView, memberView } from './groupView';

const gidQuery = z.object({ gid: idParam });
const authFilter = decimalInt(z.number().int().min(1).max(3)).optional();
const listQuery = z.object({
  currentPage: currentPageParam,
  limit: pageSizeParam(120, groupLimits.pageSize),
  keyword: z.string().max(200).optional(),
  /** '' (the list's "All") means no filter. */
  auth: z.union([z.literal(''), authFilter]).optional(),
  onlyMine: z.enum(['true', 'false']).optional(),
});
const memberListQuery = z.object({
  gid: idParam,
  currentPage: currentPageParam,
  limit: pageSizeParam(100, groupLimits.memberPageSize),
  keyword: z.string().max(100).optional(),
  auth: z.union([z.literal(''), decimalInt(z.number().int().min(1).max(5))]).optional(),
});
const joinBody = z.object({ gid: idParam, reason: z.unknown().optional(), code: z.unknown().optional() });
const roleBody = z.object({ gid: idParam, uid: z.string().min(1).max(64), auth: groupRoleSchema });
const memberQuery = z.object({ gid: idParam, uid: z.string().min(1).max(64) });
/** Spec 03 section 7.2: an update carries the group; empty values are left out (unchanged). */
const updateBody = z.object({ id: idParam }).passthrough();
const disbandQuery = z.object({
  gid: idParam,
  email: z.string().max(320).optional(),
  code: z.string().max(32).optional(),
});

/**
 * Study groups (spec 03 sections 2.3-2.8, 4-7): the list, the card, the reader's relation and access,
 * creating, editing and disbanding a group, and its members: joining or applying, the application list,
 * roles, removal and exit.
 */
export function groupRoutes(services: Services) {
  const router = new Router({ prefix: '/api' });
  const { db } = services;

  router.get('/get-group-list', async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const principal = ctx.state.principal;
    const mine = q.onlyMine === 'true';
    if (mine && !principal) throw new HttpError(401, m.loginFirst);
    const { rows, total } = await groupPage(
      db,
      { currentPage: q.currentPage, limit: q.limit },
      {
        keyword: q.keyword,
        auth: q.auth === '' ? undefined : q.auth,
        mineOf: mine ? principal?.uid : undefined,
        withHidden: principal !== null && isSuperAdmin(principal.roles),
        readerUid: principal?.uid,
      },
    );
    ok(ctx, page(rows.map(groupView), total, q.currentPage, q.limit));
  });

  router.get('/get-group-detail', async (ctx) => {
    const { gid } = parseInput(gidQuery, ctx.query);
    const { group, level } = await readableGroup(db, ctx.state.principal, gid);
    ok(ctx, groupDetailView(group, level === GroupRole.root));
  });

  /** Whether the reader sees the group's tabs (spec 03 section 2.3, "group menu access"). */
  router.get('/get-group-access', async (ctx) => {
    const { gid } = parseInput(gidQuery, ctx.query);
    const { level } = await readableGroup(db, ctx.state.principal, gid);
    ok(ctx, {
      access: isGroupMemberRole(level),
      root: level === GroupRole.root,
      admin: level >= GroupRole.admin,
    });
  });

  /** The reader's own relation (0 none, 1 applying ... 5 root), and whether disbanding asks for an e-mailed code. */
  router.get('/get-group-auth', async (ctx) => {
    const { gid } = parseInput(gidQuery, ctx.query);
    const { role } = await readableGroup(db, ctx.state.principal, gid);
    const { mailServer } = await readSiteSettings(db);
    ok(ctx, { auth: role, disbandNeedsCode: mailServer !== null });
  });

  router.post('/group', requireLogin(), async (ctx) => {
    const principal = currentPrincipal(ctx);
    const fields = parseInput(groupForm, ctx.request.body);
    const metadata = commandMetadata(ctx);
    if (!isAdminRole(principal.roles)) await requireCreationLimits(ctx, new Date(metadata.at));
    const id = await nextGroupId(services);
    await runGroupCommand(services, metadata, id, {
      type: 'CreateGroup',
      id,
      fields: { ...fields, code: fields.auth === 3 ? fields.code : '' },
      actor: groupActorOf(principal),
    });
    const { group } = await readableGroup(db, principal, id);
    ok(ctx, groupDetailView(group, true));
  });

  router.put('/group', requireLogin(), async (ctx) => {
    const principal = currentPrincipal(ctx);
    const body = parseInput(updateBody, ctx.request.body);
    const { group } = await readableGroup(db, principal, body.id);
    const given = Object.fromEntries(
      Object.entries(body).filter(([, v]) => v !== '' && v !== null && v !== undefined),
    );
    const fields = parseInput(groupForm, {
      name: group.name,
      shortName: group.short_name,
      brief: group.brief,
      description: group.description,
      auth: group.auth,
      code: group.code,
      visible: group.visible,
      ...given,
    });
    await runGroupCommand(services, commandMetadata(ctx), body.id, {
      type: 'UpdateGroup',
      actor: groupActorOf(principal),
      changes: fields,
    });
    const updated = await readableGroup(db, principal, body.id);
    ok(ctx, groupDetailView(updated.group, true));
  });

  /** Spec 03 section 2.4: the disband dialog's code, to the root's registered e-mail. */
  router.post('/group/disband-code', requireLogin(), async (ctx) => {
    const principal = currentPrincipal(ctx);
    const { gid } = parseInput(gidQuery, ctx.request.body);
    const group = await requireDisbander(principal, gid);
    const user = await userBy(db, { uid: principal.uid });
    if (!user?.email) throw new HttpError(400, m.bindEmailFirst);
    const metadata = commandMetadata(ctx);
    const code = await issueCode(services, 'disband-group', user.email, user.uid, metadata);
    const { website } = await readSiteSettings(db);
    const minutes = CODE_LIFETIME_MS / 60_000;
    await sendMail(
      services,
      {
        to: user.email,
        subject: `${website.name}: disband group ${group.name}`,
        text: `Your code to disband the group "${group.name}" is ${code}. It is valid for ${minutes} minutes.`,
      },
      metadata,
    );
    ok(ctx, { email: user.email });
  });

  router.delete('/group', requireLogin(), async (ctx) => {
    const principal = currentPrincipal(ctx);
    const q = parseInput(disbandQuery, ctx.query);
    await requireDisbander(principal, q.gid);
    const metadata = commandMetadata(ctx);
    const { mailServer } = await readSiteSettings(db);
    // The e-mailed code guards a disband only where mail can arrive (spec 03 section 2.4).
    if (mailServer !== null) await spendDisbandCode(ctx, q.email, q.code);
    await runGroupCommand(services, metadata, q.gid, { type: 'Disband', actor: groupActorOf(principal) });
    ok(ctx, null);
  });

  router.get('/group/get-member-list', async (ctx) => {
    const q = parseInput(memberListQuery, ctx.query);
    const { level } = await requireGroupMember(db, ctx.state.principal, q.gid);
    const auth = q.auth === '' || q.auth === undefined ? undefined : q.auth;
    const { rows, total } = await groupMemberPage(
      db,
      q.gid,
      { currentPage: q.currentPage, limit: q.limit },
      { applications: false, keyword: q.keyword, auth },
    );
    const realnames = level >= GroupRole.admin;
    ok(
      ctx,
      page(
        rows.map((row) => memberView(row, realnames)),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  router.get('/group/get-apply-list', async (ctx) => {
    const q = parseInput(memberListQuery, ctx.query);
    await requireGroupAdmin(db, ctx.state.principal, q.gid);
    const auth = q.auth === '' || q.auth === undefined ? undefined : q.auth;
    const { rows, total } = await groupMemberPage(
      db,
      q.gid,
      { currentPage: q.currentPage, limit: q.limit },
      { applications: true, keyword: q.keyword, auth },
    );
    ok(
      ctx,
      page(
        rows.map((row) => memberView(row, true)),
        total,
        q.currentPage,
        q.limit,
      ),
    );
  });

  /** Join a public group, or apply to a protected (reason) or private (reason and code) one. */
  router.post('/group/member', requireLogin(), async (ctx) => {
    const principal = currentPrincipal(ctx);
    const body = parseInput(joinBody, ctx.request.body);
    const { group } = await readableGroup(db, principal, body.gid);
    const { reason, code } = parseInput(applicationRule(group.auth), {
      reason: body.reason,
      code: body.code,
    });
    await runGroupCommand(services, commandMetadata(ctx), body.gid, {
      type: 'Join',
      actor: groupActorOf(principal),
      reason,
      code,
    });
    ok(ctx, { auth: (await readableGroup(db, principal, body.gid)).role });
  });

  router.put('/group/member', requireLogin(), async (ctx) => {
    const principal = currentPrincipal(ctx);
    const body = parseInput(roleBody, ctx.request.body);
    await requireGroupAdmin(db, principal, body.gid);
    await runGroupCommand(services, commandMetadata(ctx), body.gid, {
      type: 'SetMemberRole',
      actor: groupActorOf(principal),
      uid: body.uid,
      auth: body.auth,
    });
    ok(ctx, null);
  });

  router.delete('/group/member', requireLogin(), async (ctx) => {
    const principal = currentPrincipal(ctx);
    const q = parseInput(memberQuery, ctx.query);
    await requireGroupAdmin(db, principal, q.gid);
    await runGroupCommand(services, commandMetadata(ctx), q.gid, {
      type: 'RemoveMember',
      actor: groupActorOf(principal),
      uid: q.uid,
    });
    ok(ctx, null);
  });

  router.delete('/group/member/exit', requireLogin(), async (ctx) => {
    const principal = currentPrincipal(ctx);
    const { gid } = parseInput(gidQuery, ctx.query);
    await readableGroup(db, principal, gid);
    await runGroupCommand(services, commandMetadata(ctx), gid, {
      type: 'Exit',
      actor: groupActorOf(principal),
    });
    ok(ctx, null);
  });

  /**
   * Spec 03 sections 2.8 and 5: the root's avatar upload (multipart `image` and `gid`), checked and stored
   * as a user's avatar is (gif, jpg, jpeg, png, bmp or webp, 2 MB, re-encoded to a 200x200 PNG; the web
   * crops it first). The reply is the group.
   */
  router.post('/file/upload-group-avatar', requireLogin(), avatarUpload, async (ctx) => {
    const principal = currentPrincipal(ctx);
    const { gid } = parseInput(gidQuery, ctx.request.body);
    const { level } = await readableGroup(db, principal, gid);
    if (level < GroupRole.root) throw new HttpError(403, m.rootRequired);
    const image = ctx.request.files?.image;
    const upload: Upload | undefined = Array.isArray(image) ? image[0] : image;
    if (!upload) throw new HttpError(400, 'File type not support');
    const file = await storeAvatar(services.filesDir, gid.toString(16), upload);
    await runGroupCommand(services, commandMetadata(ctx), gid, {
      type: 'ChangeAvatar',
      actor: groupActorOf(principal),
      avatar: avatarUrl(file),
    });
    ok(ctx, groupDetailView((await readableGroup(db, principal, gid)).group, true));
  });

  /** Spec 03 section 6: the owner or a super admin disbands (checked before the code, which it would spend). */
  async function requireDisbander(principal: AuthPrincipal, gid: number) {
    const { group } = await readableGroup(db, principal, gid);
    if (group.owner_uid !== principal.uid && !isSuperAdmin(principal.roles))
      throw new HttpError(403, m.rootRequired);
    return group;
  }

  /** Spec 03 section 9 and the site's group config: accepted problems needed, groups a day, groups owned. */
  async function requireCreationLimits(ctx: Context, now: Date) {
    const { uid } = currentPrincipal(ctx);
    const { switches } = await readSiteSettings(db);
    const [accepted, owned] = await Promise.all([
      acceptedProblemCount(db, uid),
      groupsOwnedBy(db, uid, startOfServerDay(now)),
    ]);
    if (accepted < switches.defaultCreateGroupACInitValue)
      throw new HttpError(403, m.acRequired(switches.defaultCreateGroupACInitValue));
    if (
      switches.defaultCreateGroupDailyLimit > 0 &&
      owned.createdSince >= switches.defaultCreateGroupDailyLimit
    )
      throw new HttpError(403, m.dailyLimit(switches.defaultCreateGroupDailyLimit));
    if (switches.defaultCreateGroupLimit > 0 && owned.owned >= switches.defaultCreateGroupLimit)
      throw new HttpError(403, m.totalLimit(switches.defaultCreateGroupLimit));
  }

  /** Spec 03 section 5: the e-mail (the reader's own, valid format) and its 6-character code. */
  async function spendDisbandCode(ctx: Context, email: string | undefined, code: string | undefined) {
    const principal = currentPrincipal(ctx);
    if (!email) throw new HttpError(400, m.emailRequired);
    if (!z.email().safeParse(email).success) throw new HttpError(400, m.emailFormat);
    if (code?.length !== 6) throw new HttpError(400, m.disbandCodeRequired);
    const user = await userBy(db, { uid: principal.uid });
    if (!user || user.email.toLowerCase() !== email.trim().toLowerCase())
      throw new HttpError(400, m.emailNotYours);
    await useCode(services, 'disband-group', user.email, code, commandMetadata(ctx)).catch(() => {
      throw new HttpError(400, m.codeInvalid);
    });
  }

  return router;
}
