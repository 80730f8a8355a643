import { z } from 'zod';
import { text } from '@/lib/replyFields';

export const adminUserSchema = z.object({
  uid: z.string(),
  username: z.string(),
  email: text,
  nickname: text,
  realname: text,
  school: text,
  course: text,
  number: text,
  gender: z.string().catch('secrecy'),
  roleCode: z.number(),
  titleName: text,
  titleColor: text,
  /** 0 normal, 1 banned (`UserStatus`). */
  status: z.number(),
  gmtCreate: text,
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({ records: z.array(adminUserSchema), total: z.number() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** One row of an import's report, as the server judged it. */
export const importRowSchema = z.object({
  line: z.number(),
  username: z.string(),
  status: z.enum(['imported', 'accepted', 'skipped', 'refused']),
  reason: z.string().optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export const importReportSchema = z.object({ imported: z.number(), rows: z.array(importRowSchema) });
export type ImportReport = z.infer<typeof importReportSchema>;
/** What a refused all-or-nothing import carries beside its message. */
export const refusedImportSchema = z.object({ rows: z.array(importRowSchema) });

export const generatedSchema = z.object({
  accounts: z.array(z.object({ username: z.string(), password: z.string() })),
});
export type GeneratedAccount = z.infer<typeof generatedSchema>['accounts'][number];
