import Router from '@koa/router';
import { UserStatus } from '@oj/events';
import { accountLimits, roleCodeRule, userEditBody, userStatusRule, userUidRule } from '@oj/events/contracts';
import { adminUserPage, userBy } from '@oj/projections';
import { z } from 'zod';
import { commandMetadata } from '../app/commandMetadata';
import { currentPageParam, pageSizeParam } from '../app/decimalInt';
import { ok, page } from '../app/envelope';
import { HttpError } from '../app/httpError';
import type { Services } from '../app/services';
import { parseInput } from '../app/validate';
import { currentPrincipal, requireRoot } from '../auth/authMiddleware';
import { hashPassword } from '../auth/passwords';
import { createAccounts, numberedUsername, numberedUsernames, randomDigits } from './bulkAccounts';
import { roleListOf } from './roles';
import { claimName, requireUser, runUserCommand } from './userCommands';
import { MAX_IMPORT_ROWS, parseUserSheet, refusedRows } from './userImport';

const uid = userUidRule;
const statusForm = z.object({ uid, status: userStatusRule, reason: z.string().max(200).default('') });
const roleForm = z.object({ uid, roleCode: roleCodeRule });

const listQuery = z.object({
  currentPage: currentPageParam,
  limit: pageSizeParam(100, 10),
  keyword: z.string().max(100).optional(),
  roleCode: z.coerce.number().pipe(roleCodeRule).optional(),
});

/** `?ids=uid1,uid2`: DELETE has no body here (koa-body parses none for it). */
const deleteQuery = z.object({
  ids: z
    .string({ error: 'Choose the users to delete' })
    .transform((ids) => [
      ...new Set(
        ids
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(uid).min(1, 'Choose the users to delete').max(100, 'At most 100 users at once')),
});

const importForm = z.object({
  csv: z.string().min(1, 'The CSV file is empty').max(2_000_000, 'The CSV file is over 2 MB'),
  /** all: any refused row imports nothing; valid: the valid rows are imported, the others reported. */
  mode: z.enum(['all', 'valid']).default('all'),
});

const MAX_GENERATED = 500;
const rangeNumber = z
  .number({ error: 'The start and end numbers are required' })
  .int('The numbers must be whole numbers')
  .min(0, 'The numbers must not be negative')
  .max(99_999_999, 'The numbers must be at most 99999999');
const generateForm = z
  .object({
    prefix: z.string().trim().max(accountLimits.usernameMaxLength).default(''),
    suffix: z.string().trim().max(accountLimits.usernameMaxLength).default(''),
    numberFrom: rangeNumber,
    numberTo: rangeNumber,
    passwordLength: z
      .number({ error: 'The password length must be 6 to 25' })
      .int()
      .min(6, 'The password length must be 6 to 25')
      .max(25, 'The password length must be 6 to 25')
      .default(6),
  })
  .refine((f) => f.numberTo >= f.numberFrom, {
    message: 'The end number must not be less than the start number',
  })
  .refine((f) => f.numberTo - f.numberFrom < MAX_GENERATED, {
    message: `At most ${MAX_GENERATED} accounts can be generated at once`,
  })
  .refine((f) => numberedUsername(rangeOf(f), f.numberTo).length <= accountLimits.usernameMaxLength, {
    message: `The usernames must be at most ${accountLimits.usernameMaxLength} characters`,
  });

const rangeOf = (f: { prefix: string; suffix: string; numberFrom: number; numberTo: number }) => ({
  prefix: f.prefix,
  suffix: f.suffix,
  from: f.numberFrom,
  to: f.numberTo,
});

/** The super admin's user back office (spec 03 §2.9, §7): list, edit, ban, role, delete, import, generate. */
export function userAdminRoutes(services: Services) {
  const router = new Router({ prefix: '/api/admin/user' });

  router.get('/get-user-list', requireRoot(), async (ctx) => {
    const q = parseInput(listQuery, ctx.query);
    const { rows, total } = await adminUserPage(
      services.db,
      { currentPage: q.currentPage, limit: q.limit },
      { keyword: q.keyword, roleCode: q.roleCode },
    );
    const records = rows.map((row) => ({
      uid: row.uid,
      username: row.username,
      email: row.email,
      nickname: row.nickname,
      realname: row.realname,
      school: row.school,
      course: row.course,
      number: row.number,
      gender: row.gender,
      roleCode: row.role_code,
      roles: roleListOf(row.role_code),
      titleName: row.title_name,
      titleColor: row.title_color,
      status: row.banned ? UserStatus.banned : UserStatus.normal,
      gmtCreate: row.created_at.toISOString(),
      lastLoginAt: row.last_login_at?.toISOString() ?? null,
    }));
    ok(ctx, page(records, total, q.currentPage, q.limit));
  });

  router.put('/status', requireRoot(), async (ctx) => {
    const { uid, status, reason } = parseInput(statusForm, ctx.request.body);
    refuseSelf(ctx, uid, 'You cannot ban yourself');
    await requireUser(services, uid);
    const command =
      status === UserStatus.banned ? { type: 'Ban' as const, reason } : { type: 'Unban' as const };
    await runUserCommand(services, commandMetadata(ctx), uid, command);
    ok(ctx, null);
  });

  router.put('/role', requireRoot(), async (ctx) => {
    const { uid, roleCode } = parseInput(roleForm, ctx.request.body);
    refuseSelf(ctx, uid, 'You cannot change your own role');
    await requireUser(services, uid);
    await runUserCommand(services, commandMetadata(ctx), uid, { type: 'ChangeRole', roleCode });
    ok(ctx, null);
  });

  router.put('/edit-user', requireRoot(), async (ctx) => {
    const form = parseInput(userEditBody, ctx.request.body);
    const user = await requireUser(services, form.uid);
    const self = form.uid === currentPrincipal(ctx).uid;
    if (self && form.roleCode !== undefined && form.roleCode !== user.role_code)
      throw new HttpError(400, 'You cannot change your own role');
    if (self && form.status === UserStatus.banned) throw new HttpError(400, 'You cannot ban yourself');
    const metadata = commandMetadata(ctx);
    const run = (command: Parameters<typeof runUserCommand>[3]) =>
      runUserCommand(services, metadata, form.uid, command);
    const { uid, email, password, roleCode, status, titleName, titleColor, ...profile } = form;
    if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
      const holder = await userBy(services.db, { email });
      if (holder && holder.uid !== uid) throw new HttpError(400, 'The email already exists');
      await claimName(services, metadata, 'Claim', 'email', email, uid);
      await run({ type: 'ChangeEmail', email });
      await claimName(services, metadata, 'Release', 'email', user.email, uid);
    }
    if (password) {
      await run({ type: 'ChangePassword', passwordHash: await hashPassword(password), reason: 'admin' });
      // As after the user's own change: every session of theirs ends and must sign in with the new one.
      await run({ type: 'Logout' });
    }
    if (Object.keys(profile).length > 0) await run({ type: 'ChangeProfile', changes: profile });
    if (titleName !== undefined || titleColor !== undefined) {
      await run({
        type: 'ChangeTitle',
        titleName: titleName ?? user.title_name,
        titleColor: titleColor ?? user.title_color,
      });
    }
    if (roleCode !== undefined) await run({ type: 'ChangeRole', roleCode });
    if (status !== undefined)
      await run(status === UserStatus.banned ? { type: 'Ban', reason: '' } : { type: 'Unban' });
    ok(ctx, null);
  });

  router.delete('/delete-user', requireRoot(), async (ctx) => {
    const { ids } = parseInput(deleteQuery, ctx.query);
    if (ids.includes(currentPrincipal(ctx).uid)) throw new HttpError(400, 'You cannot delete yourself');
    const users = await Promise.all(ids.map((id) => requireUser(services, id)));
    const metadata = commandMetadata(ctx);
    for (const user of users) {
      await runUserCommand(services, metadata, user.uid, { type: 'Delete' });
      // The address is free again; the username stays claimed: the account's history still carries it.
      await claimName(services, metadata, 'Release', 'email', user.email, user.uid);
    }
    ok(ctx, null);
  });

  router.post('/insert-batch-user', requireRoot(), async (ctx) => {
    const { csv, mode } = parseInput(importForm, ctx.request.body);
    const sheet = parseUserSheet(csv);
    if (sheet.rows.length > MAX_IMPORT_ROWS)
      throw new HttpError(400, `At most ${MAX_IMPORT_ROWS} users can be imported at once`);
    const report = await refusedRows(services.db, sheet.rows);
    const refused = report.filter((row) => row.status === 'refused');
    if (mode === 'all' && refused.length > 0) {
      throw new HttpError(400, `${refused.length} rows were refused: nothing was imported`, {
        rows: report,
      });
    }
    const accepted = report.filter((row) => row.status === 'accepted');
    await createAccounts(
      services,
      commandMetadata(ctx),
      accepted.map((row) => row.account),
      'imported',
    );
    const rows = report.map(({ account, ...row }) => ({
      ...row,
      status: row.status === 'accepted' ? ('imported' as const) : row.status,
    }));
    ok(ctx, { imported: accepted.length, rows });
  });

  router.post('/generate-user', requireRoot(), async (ctx) => {
    const form = parseInput(generateForm, ctx.request.body);
    const accounts = numberedUsernames(rangeOf(form)).map((username) => ({
      username,
      password: randomDigits(form.passwordLength),
    }));
    await createAccounts(services, commandMetadata(ctx), accounts, 'generated');
    // The only time these passwords exist in clear: the admin downloads the sheet now.
    ok(ctx, { accounts });
  });

  return router;
}

function refuseSelf(ctx: Parameters<typeof currentPrincipal>[0], uid: string, message: string) {
  if (uid === currentPrincipal(ctx).uid) throw new HttpError(400, message);
}
